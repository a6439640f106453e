// A span of time between two releases the claim names and says came out ("2.0.1 came out two weeks after 2.0.0").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changes = md('CHANGES.md', [
  '# Changelog',
  '',
  '## 2.0.1 (2021-05-18)',
  '',
  '- Made it possible to pass None as the salt again.',
  '',
  '## 2.0.0 (2021-05-11)',
  '',
  '- Removed the JWS serializers.',
]);

describe('a span between two releases the claim names', () => {
  it('is refuted by their dates when it is wrong, the reason naming each release as the source writes it', () => {
    expect(verdict('2.0.1 came out two weeks after 2.0.0.', changes)).toEqual([
      'refuted',
      'the source dates 2.0.1 2021-05-18 and 2.0.0 2021-05-11, 7 days apart, not two weeks (CHANGES.md:3)',
    ]);
    expect(verdict('2.0.1 came out a week before 2.0.0.', changes)).toEqual([
      'refuted',
      'the source dates 2.0.1 2021-05-18, after 2.0.0 2021-05-11, not before it (CHANGES.md:3)',
    ]);
  });

  it('is supported when the dates bear it out', () => {
    expect(verdict('2.0.1 came out a week after 2.0.0.', changes)[0]).toBe('supported');
  });

  it('is left to a person when the claim does not say the releases came out (the span may be of something else)', () => {
    expect(verdict('Support for 2.0.1 ended two weeks after 2.0.0.', changes)[0]).toBe('neutral');
  });
});
