// A share of a column's sum the table does not give: worked out for one year only, from a sum above zero, and checked without a change word.
import { describe, expect, it } from 'vitest';
import { dataCsv, verdict } from './fixtures.js';

// 2020: 300 + 100 + 100 = 500; 2021: 280 + 100 + 120 = 500; 2025: 0 + 0.
const fleet = dataCsv('fleet', [
  'year,source,capacity (GW)',
  ...['2020-01-01,Fossil,300', '2020-01-01,Nuclear,100', '2020-01-01,Renewables,100'],
  ...['2021-01-01,Fossil,280', '2021-01-01,Nuclear,100', '2021-01-01,Renewables,120'],
  ...['2025-01-01,Fossil,0', '2025-01-01,Nuclear,0'],
]);

describe('a share of the total', () => {
  it('is worked out for the one year the claim names', () => {
    expect(verdict('Nuclear made up 20% of the total in 2020.', fleet)).toEqual([
      'supported',
      'the source states 20% (fleet.csv:3), 2020 (fleet.csv:3)',
    ]);
  });

  it('is not worked out for one of two years the claim names', () => {
    expect(verdict('Renewables made up 30% of the total in 2020 and in 2021.', fleet)).toEqual([
      'neutral',
      'the source does not state 30%, and no two of the values it gives for this make it',
    ]);
  });

  it('is not worked out of a total of zero', () => {
    expect(verdict('Nuclear made up 50% of the total in 2025.', fleet)).toEqual([
      'neutral',
      'the source does not state 50% (said of: Nuclear, made, total)',
    ]);
  });
});
