// A claim that refers back to an earlier claim but names a row of its own: it is read in that row (namesARow, referBack).
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const years = [2010, 2011, 2012, 2013];
const fuels: Record<string, number[]> = {
  Coal: [5120, 5230, 5301, 5290],
  Gas: [40211, 40877, 41002, 39876],
  Solar: [812, 790, 845, 901],
};
const power = csv('power.csv', [
  'year,fuel,output',
  ...Object.entries(fuels).flatMap(([fuel, values]) => values.map((v, k) => `${years[k]}-01-01,${fuel},${v}`)),
]);
const gas = ['Gas output reached 41,002 in 2012.'];

describe('a claim that opens with "that" and names another series', () => {
  it('is read in the series it names, not in the one the claim before it named', () => {
    expect(verdict('That was far above coal, which peaked in 2012 at 5,301.', power, gas)).toEqual([
      'supported',
      'the source states 2012 (power.csv:4), 5,301 (power.csv:4)',
    ]);
  });
});
