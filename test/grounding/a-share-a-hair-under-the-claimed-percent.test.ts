// A share worked out from a column's sum that falls short of the claim's percent only by the error of floating-point division is the claimed percent.
import { describe, expect, it } from 'vitest';
import { dataCsv, verdict } from './fixtures.js';

// 2020: 50,000,000,001 + 19,999,999,999 + 30,000,000,000 = 100,000,000,000 kWh; nuclear's share is 19.999999999%.
const generation = dataCsv('generation', [
  'year,source,generation (kWh)',
  '2020-01-01,Fossil,50000000001',
  '2020-01-01,Nuclear,19999999999',
  '2020-01-01,Renewables,30000000000',
]);

describe('a share a billionth of a point under the percent a claim gives', () => {
  it('bears out the claim, as a share exactly at the lower edge of its tolerance', () => {
    expect(verdict('Nuclear made up 20% of the generation in 2020.', generation)).toEqual([
      'supported',
      'the source states 20% (generation.csv:3), 2020 (generation.csv:3)',
    ]);
  });
});
