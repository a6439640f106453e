// A claim that refers back to an earlier claim but names a row of its own: it is read in that row (namesARow, referBack).
import { describe, expect, it } from 'vitest';
import { fuelOutput as power, verdict } from './fixtures.js';

const gas = ['Gas output reached 41,002 in 2012.'];

describe('a claim that opens with "that" and names another series', () => {
  it('is read in the series it names, not in the one the claim before it named', () => {
    expect(verdict('That was far above coal, which peaked in 2012 at 5,301.', power, gas)).toEqual([
      'supported',
      'the source states 2012 (power.csv:4), 5,301 (power.csv:4)',
    ]);
  });
});
