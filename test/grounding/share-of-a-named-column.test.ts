// A share of a column the claim names ("20% of spend"), worked out from a column of money with no unit in its header.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

// 2020: $300 + $100 + $100 = $500.
const budget = csv('budget.csv', [
  'year,team,spend',
  '2020-01-01,Platform,$300',
  '2020-01-01,Mobile,$100',
  '2020-01-01,Web,$100',
  '2021-01-01,Platform,$280',
  '2021-01-01,Mobile,$100',
  '2021-01-01,Web,$120',
]);

describe('a share of a column of money', () => {
  it('is worked out over the rows of the year, though the header gives no unit in brackets', () => {
    expect(verdict('Mobile was 20% of spend in 2020.', budget)).toEqual([
      'supported',
      'the source states 20% (budget.csv:3), 2020 (budget.csv:3)',
    ]);
    expect(verdict('Mobile took 20% of the spend in 2020.', budget)).toEqual([
      'supported',
      'the source states 20% (budget.csv:3), 2020 (budget.csv:3)',
    ]);
  });
});
