// A span of time from a release: one an earlier claim named ("... in 2.0.0. A week later, 2.0.1 ..."), one the claim names after the span ("A week after 2.0.0, 2.0.1 ..."), and the entry it puts in the release.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changes = md('CHANGES.md', [
  '# Changes',
  '',
  '## 2.0.1 (2021-05-18)',
  '',
  '- The `salt` argument to `Signer` can be `None` again.',
  '',
  '## 2.0.0 (2021-05-11)',
  '',
  '- Remove the JWS serializers.',
  '',
  '## 0.16 (2012-07-11)',
  '',
  '- Made it possible to pass unicode values to `load_payload`.',
]);
const earlier = ['The JWS serializers were removed in 2.0.0.'];

describe('a span after the release an earlier claim named', () => {
  it("runs from that release's date", () => {
    expect(verdict('A week later, 2.0.1 made it possible to pass None as the salt again.', changes, earlier)).toEqual([
      'supported',
      'the source states A week (CHANGES.md:3), 2.0.1 (CHANGES.md:3)',
    ]);
  });

  it("that does not fit the dates says how far apart they are, and is left to a person (one end is the earlier claim's)", () => {
    expect(verdict('Two weeks later, 2.0.1 let the salt be None again.', changes, earlier)).toEqual([
      'neutral',
      'the source dates 2.0.1 2021-05-18 and 2.0.0 2021-05-11, 7 days apart, not Two weeks',
    ]);
  });
});

describe('a span written before both releases', () => {
  it('runs from the release right after it to the other', () => {
    expect(verdict('A week after 2.0.0, 2.0.1 let the salt be None again.', changes)[0]).toBe('supported');
    expect(verdict('A week before 2.0.1, 2.0.0 removed the JWS serializers.', changes)[0]).toBe('supported');
    expect(verdict('A week before 2.0.0, 2.0.1 let the salt be None again.', changes)[0]).not.toBe('supported');
  });
});

describe("an entry of another release that shares the claim's wording", () => {
  it("is no refutation when it lacks a thing the claim's own release says: a person tells which release is meant", () => {
    expect(verdict('2.0.1 made it possible to pass None as the salt again.', changes)).toEqual([
      'neutral',
      'the claim\'s words "made", "possible", "pass" are those of "Made it possible to pass unicode values to `load_payload`." under "0.16 (2012-07-11)", though "2.0.1 (2021-05-18)" speaks of "salt"; say which release the claim means',
    ]);
  });
});

describe('a change none of whose things its release names', () => {
  it('is not borne out where another release names them, whatever its verb', () => {
    expect(verdict('2.0.0 let the salt be None again.', changes)).toEqual([
      'neutral',
      'the source\'s entry "2.0.0 (2021-05-11)" does not say this: it never mentions let, salt',
    ]);
    expect(verdict('A week before 2.0.1, 2.0.0 let the salt be None again.', changes)[0]).toBe('neutral');
    expect(verdict('2.0.1 let the salt be None again.', changes)[0]).toBe('supported');
  });

  it('is put in the release the claim says changed, not the one it dates it by', () => {
    expect(verdict('A week after 2.0.0, 2.0.1 removed the JWS serializers.', changes)).toEqual([
      'refuted',
      'the source lists "Remove the JWS serializers." under "2.0.0 (2021-05-11)", not under "2.0.1 (2021-05-18)" (CHANGES.md:9)',
    ]);
    expect(verdict('A week before 2.0.1, 2.0.0 removed the JWS serializers.', changes)[0]).toBe('supported');
  });
});
