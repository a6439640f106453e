// A share of a column's sum whose column name after "of" starts with "all" ("20% of allowances").
import { describe, expect, it } from 'vitest';
import { dataCsv, verdict } from './fixtures.js';

// 2020: 300 + 100 + 100 = 500; 2021: 280 + 100 + 120 = 500.
const allowances = dataCsv('allowances', [
  'year,sector,allowances (Mt)',
  '2020-01-01,Power,300',
  '2020-01-01,Steel,100',
  '2020-01-01,Cement,100',
  '2021-01-01,Power,280',
  '2021-01-01,Steel,100',
  '2021-01-01,Cement,120',
]);

describe('a percent of a column whose name begins with "all"', () => {
  it('is the row’s share of the column’s sum for the year', () => {
    expect(verdict('Steel received 20% of allowances in 2020.', allowances)).toEqual([
      'supported',
      'the source states 20% (allowances.csv:3), 2020 (allowances.csv:3)',
    ]);
    expect(verdict('Cement received 24% of allowances in 2021.', allowances)).toEqual([
      'supported',
      'the source states 24% (allowances.csv:7), 2021 (allowances.csv:7)',
    ]);
  });
});
