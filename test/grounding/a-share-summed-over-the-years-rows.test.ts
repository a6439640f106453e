// A share of a year's total worked out from a table whose rows begin with their year: only the column's figures are summed.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const capacity = md('capacity.md', [
  '# Capacity',
  '',
  '| Year | Source | Capacity (GW) |',
  '| ---- | ------ | ------------- |',
  '| 2020 | Fossil | 300 |',
  '| 2020 | Nuclear | 100 |',
  '| 2020 | Renewables | 100 |',
]);

describe('a share of the total of a year whose rows the table names by their year', () => {
  it('is worked out over the figures of the column, not the years that name the rows', () => {
    expect(verdict('Nuclear made up 20% of the total in 2020.', capacity)).toEqual([
      'supported',
      'the source states 20% (capacity.md:6), 2020 (capacity.md:6)',
    ]);
  });
});
