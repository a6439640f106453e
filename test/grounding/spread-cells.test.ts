// A series said to move far less than others: the cells that name it are the claim's values given for a year, and a spread too wide refutes it.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

// Output by year and energy source; spreads: nuclear 25, hydro 10, wind 10.
const wild = csv('wild.csv', [
  'year,source,output_twh',
  ...['2019-01-01,Nuclear,100', '2020-01-01,Nuclear,125', '2021-01-01,Nuclear,103'],
  ...['2019-01-01,Hydro,50', '2020-01-01,Hydro,60', '2021-01-01,Hydro,55'],
  ...['2019-01-01,Wind,20', '2020-01-01,Wind,30', '2021-01-01,Wind,30'],
]);

describe('a series said to move far less than the others', () => {
  it('is refuted by its own wider spread, read from the value the claim gives for a year, not from its other words', () => {
    const refuted = [
      'refuted',
      "the source's values span 25 for Nuclear, against 10 for Hydro, 10 for Wind: it did not move far less (wild.csv:4)",
    ];
    expect(verdict('Nuclear output moved far less than the other two sources, ending at 103 in 2021.', wild)).toEqual(
      refuted,
    );
    expect(
      verdict('In 2021, Nuclear output ended at 103, having moved far less than the other two sources.', wild),
    ).toEqual(refuted);
  });
});
