// A share of a total the source states in words beside a table it could be worked out from: the stated share is the one checked.
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
  '',
  'In 2020 nuclear made up 25% of the total, counting plants under construction.',
]);

describe('a share of the total the source states in a sentence of its own', () => {
  it('is supported by that sentence, not worked out again from the table’s rows', () => {
    expect(verdict('Nuclear made up 25% of the total in 2020.', capacity)).toEqual([
      'supported',
      'the source states 25% (capacity.md:9), 2020 (capacity.md:9)',
    ]);
  });
});
