// A claim that refers back to a series ("its output") takes the words that name the series, not the year of the row referred to (antecedentSeries).
import { describe, expect, it } from 'vitest';
import { fuelOutput as power, fuelValues, md, verdict } from './fixtures.js';

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
    ...Object.entries(fuelValues).flatMap(([fuel, values]) => values.map((v, k) => `| ${fuel} | ${2010 + k} | ${v} |`)),
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
