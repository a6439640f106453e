// A row of a long table of series, named by its month and by a series word said before the value's clause.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const npm = csv('npm.csv', [
  'month,package,downloads',
  '2024-01,left-pad,4100',
  '2024-01,is-even,900',
  '2024-02,left-pad,4300',
  '2024-02,is-even,950',
  '2024-03,left-pad,4800',
  '2024-03,is-even,1000',
]);

describe('a value said of a month of a series the claim names in an earlier clause', () => {
  it('is refuted by that month’s row of the series', () => {
    expect(verdict('For left-pad, downloads were 4,300 in March 2024', npm)).toEqual([
      'refuted',
      'the source gives 4800 for "downloads" of the row "left-pad" (npm.csv:6), not 4,300',
    ]);
    expect(verdict('left-pad: downloads were 4,300 in March 2024', npm)).toEqual([
      'refuted',
      'the source gives 4800 for "downloads" of the row "left-pad" (npm.csv:6), not 4,300',
    ]);
  });
});
