// A line a claim names ("the 2.1 series") in a change log that lists only its patch releases, not the first.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changes',
  '',
  '## 2.1.2 - 2024-04-02',
  '',
  '- Fix a leak.',
  '',
  '## 2.1.1 - 2024-03-02',
  '',
  '- Fix a crash.',
]);

describe('a line whose releases the log lists', () => {
  it('is not refuted by the releases of that line', () => {
    expect(verdict('The 2.1 series came out in 2024.', log)).toEqual([
      'neutral',
      'the source does not state 2.1 (said of: series, came)',
    ]);
  });
});
