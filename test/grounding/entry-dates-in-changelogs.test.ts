// The date of a change a changelog lists, read in the heading of the one release whose entries say it in the claim's words.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '- Added file and line rendering for stack traces.',
  '- Added colour themes for the terminal output.',
  '',
  '## [2.3.0] - 2024-06-02',
  '',
  '- Fixed a cookie parser crash on empty values.',
  '- Added file rendering for the log viewer.',
]);

describe('the date of a change a changelog lists', () => {
  it('is the date of the release whose entry has two of three of the claim words', () => {
    expect(verdict('Colour themes arrived in December 2024.', changelog)).toEqual([
      'supported',
      'the source states December 2024 (CHANGELOG.md:3)',
    ]);
  });

  it('is read from a claim of only two words and a date', () => {
    expect(verdict('Colour themes: December 2024.', changelog)).toEqual([
      'supported',
      'the source states December 2024 (CHANGELOG.md:3)',
    ]);
  });

  it('is not read when entries of two releases say the change', () => {
    expect(verdict('File rendering arrived in December 2024.', changelog)).toEqual([
      'neutral',
      'the source does not state December 2024 (said of: File, rendering, arrived)',
    ]);
  });
});

describe('the words a changelog entry must share with the claim', () => {
  it('count short words ("ui"), so an entry that lacks one is pointed at', () => {
    expect(verdict('Colour themes in the ui arrived in December 2024.', changelog)).toEqual([
      'neutral',
      'the source\'s entry "2.4.0 - 2024-12-23" does not say this: it never mentions ui',
    ]);
  });

  it('may be three of five, and the entry is still pointed at for the one it lacks', () => {
    expect(verdict('Colour themes for terminal windows arrived in December 2024.', changelog)).toEqual([
      'neutral',
      'the source\'s entry "2.4.0 - 2024-12-23" does not say this: it never mentions windows',
    ]);
  });

  it('are not those of a heading under another release', () => {
    const withGroundwork = md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## [2.4.0] - 2024-12-23',
      '',
      '- Added colour themes for the terminal output.',
      '',
      '## [2.2.0] - 2024-03-01',
      '',
      '### Colour themes groundwork',
      '',
      '- Prepared the palette loader.',
    ]);
    expect(verdict('Colour themes arrived in December 2024.', withGroundwork)).toEqual([
      'supported',
      'the source states December 2024 (CHANGELOG.md:3)',
    ]);
  });
});

describe('a name the claim gives with the date of a change', () => {
  it('is read in the entries under the release whose date states it', () => {
    const kitty = md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## [2.4.0] - 2024-12-23',
      '',
      '- Added colour themes for the Kitty terminal.',
      '- Added file and line rendering for stack traces.',
      '',
      '## [2.3.0] - 2024-06-02',
      '',
      '- Fixed a cookie parser crash on empty values.',
      '- Kitty support for the log viewer.',
    ]);
    expect(verdict('Colour themes for Kitty arrived in December 2024.', kitty)).toEqual([
      'supported',
      'the source states December 2024 (CHANGELOG.md:3), Kitty (CHANGELOG.md:5)',
    ]);
  });
});
