// A table of a single row: its cells still check a row the claim names, and a row the claim compares with by name.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value of the sentence about the total, claimed of the one row of a table', () => {
  const results = md('q2.md', [
    '# Q2 2024 results',
    '',
    '| Segment | Revenue ($M) | Growth |',
    '|---|---|---|',
    '| Cloud | 820 | 31% |',
    '',
    'Total revenue was $1,505 million, up 14% from Q2 2023.',
  ]);

  it("is refuted by the row's own growth", () => {
    expect(verdict('Cloud revenue grew 14% in Q2 2024.', results)).toEqual([
      'refuted',
      'the source gives 31% for "Growth" of the row "Cloud" (q2.md:5), not 14%',
    ]);
  });

  it('is not stated of the row where the row gives no growth, and the reason quotes the sentence it was read in', () => {
    const levels = md('q2.md', [
      '# Q2 2024 results',
      '',
      '| Segment | Revenue ($M) |',
      '|---|---|',
      '| Cloud | 820 |',
      '',
      'Total revenue was $1,505 million, up 14% from Q2 2023.',
    ]);
    expect(verdict('Cloud revenue grew 14% in Q2 2024.', levels)).toEqual([
      'neutral',
      'the source gives 14% in "Total revenue was $1,505 million, up 14% from Q2 2023.", which is not about Cloud',
    ]);
  });

  it("holds of the total, which the row's growth does not rival", () => {
    expect(verdict('Total revenue grew 14% in Q2 2024.', results)[0]).toBe('supported');
  });
});

describe('a row compared by name whose value stands in a table of one row', () => {
  const ladder = md('ladder.md', [
    '# Ladder',
    '',
    '## Leader',
    '',
    '| Team | Points |',
    '|---|---|',
    '| Carlton | 48 |',
    '',
    '## Chasers',
    '',
    '| Team | Points |',
    '|---|---|',
    '| Richmond | 44 |',
    '| Geelong | 40 |',
  ]);

  it('is not passed on the two rows of different tables', () => {
    expect(verdict('Carlton had 48 points, behind Richmond.', ladder)).toEqual([
      'neutral',
      "the source names Richmond (ladder.md:13), but not where it gives the claim's other values",
    ]);
  });
});
