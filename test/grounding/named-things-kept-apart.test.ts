// Things a claim names that once passed for others: an identifier read whole ("CVE-2024-1234"), rows with one name
// told apart only by a number, a change "brought" by a release, a date broken across two lines of a sentence.
import { describe, expect, it } from 'vitest';
import { csv, md, txt, verdict } from './fixtures.js';

describe('names the claim gives, kept apart from their neighbours', () => {
  it('reads an identifier whole: CVE-2024-1234 is not stated by CVE-2024-9999', () => {
    const notes = txt('notes.txt', ['Release notes: the patch fixes CVE-2024-9999 in the parser.']);
    expect(verdict('The patch fixes CVE-2024-1234.', notes)[0]).toBe('neutral');
    expect(verdict('The patch fixes CVE-2024-9999.', notes)).toEqual([
      'supported',
      'the source states this in the same words',
    ]);
  });

  it('does not join a level and a ratio from two rows that only a number tells apart', () => {
    const bench = csv('bench.csv', ['codec,level,ratio', 'zstd,3,2.9', 'zstd,1,2.6']);
    expect(verdict('At level 1, zstd reaches a ratio of 2.9.', bench)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
    expect(verdict('At level 3, zstd reaches a ratio of 2.9.', bench)).toEqual([
      'supported',
      'the source states 3 (bench.csv:2), 2.9 (bench.csv:2)',
    ]);
  });

  it('reads "brought" as a change a release made', () => {
    const log = md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## 3.0.0',
      '',
      '### Changed',
      '- Faster startup',
      '',
      '## 1.0.0',
      '',
      '### Added',
      '- Dark mode',
    ]);
    expect(verdict('Version 3.0.0 brought dark mode.', log)).toEqual([
      'refuted',
      'the source lists "Dark mode" under "1.0.0", not under "3.0.0" (CHANGELOG.md:11)',
    ]);
  });

  it('keeps a date broken across two lines in its clause', () => {
    const plans = txt('plans.txt', [
      'Node.js 18 reaches end-of-life in April',
      '2025, while Node.js 20 moves to maintenance in June 2025.',
    ]);
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', plans)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025", which does not name Node.js 20',
    ]);
  });
});
