// A value the claim gives for a month, against a table whose rows are whole years: no row is that month's.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const yearly = csv('npm.csv', [
  'year,package,downloads',
  '2023,left-pad,41000',
  '2023,is-even,9000',
  '2024,left-pad,43000',
  '2024,is-even,9500',
]);

describe("a month's value against a series counted by year", () => {
  it("is not refuted by the year's total", () => {
    for (const claim of [
      'For left-pad, downloads were 50,000 in May 2024',
      'For left-pad, downloads were 50,000 in May 2023',
    ])
      expect(verdict(claim, yearly)).toEqual(['neutral', 'the source does not state 50,000 (said of: downloads)']);
  });
});
