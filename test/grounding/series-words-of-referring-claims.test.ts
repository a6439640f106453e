// A claim that refers back to a series ("its output") takes the words that name the series, not the year of the row referred to (antecedentSeries).
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

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

describe('a value of the series referred to, in a claim that names no year', () => {
  it('is not refuted by the row of the year the claim before it named', () => {
    expect(verdict('Its output then fell to 39,876.', power, gas)[0]).not.toBe('refuted');
    expect(verdict('Its lowest output was 40,211.', power, gas)[0]).not.toBe('refuted');
  });
});

describe('a series whose rows each name it in their first cell', () => {
  const table = md('power.md', [
    '| Fuel | Year | Output |',
    '|---|---|---|',
    ...Object.entries(fuels).flatMap(([fuel, values]) => values.map((v, k) => `| ${fuel} | ${years[k]} | ${v} |`)),
  ]);

  it('is the series "its" refers to, though the row label is no one row’s own', () => {
    expect(verdict('Its peak came in 2012, at 41,002.', table, gas)).toEqual([
      'supported',
      'the source states 2012 (power.md:9), 41,002 (power.md:9)',
    ]);
    expect(verdict('Its output in 2013 was 39,876.', table, gas)).toEqual([
      'supported',
      'the source states 2013 (power.md:10), 39,876 (power.md:10)',
    ]);
  });
});
