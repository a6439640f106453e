// A fix the claim puts in a release whose entry words it otherwise ("fixed" for "Resolve"): the release does list a fix.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [3.0.0] - 2024-05-01',
  '- Add plugin API',
  '',
  '## [2.2.0] - 2023-11-02',
  '- Resolve a crash on empty input',
  '',
  '## [1.0.0] - 2023-01-01',
  '- Add dark mode',
]);

describe('a fix said of a release that words its fix otherwise', () => {
  it('is supported when the release lists that fix with another word for fixing', () => {
    expect(verdict('Version 2.2.0 fixed a crash on empty input.', changelog)).toEqual([
      'supported',
      'the source states 2.2.0 (CHANGELOG.md:6)',
    ]);
  });
});
