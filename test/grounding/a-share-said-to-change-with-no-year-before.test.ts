// A share of a total the claim says rose or fell, in the first year of the table: the year before is missing, and the reason points at the row.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const fleet = md('fleet.md', [
  '# Capacity',
  '',
  'Renewables rose in share of the total, the ministry says.',
  '',
  '| year | source | capacity (GW) |',
  '|---|---|---|',
  '| 2020 | Fossil | 300 |',
  '| 2020 | Nuclear | 100 |',
  '| 2020 | Renewables | 100 |',
  '| 2021 | Fossil | 280 |',
  '| 2021 | Nuclear | 100 |',
  '| 2021 | Renewables | 120 |',
]);

describe('a share said to have risen in the first year the table gives', () => {
  it('is not stated, and the passage shown is the row of that year, not a sentence that shares its words', () => {
    const r = assessDeterministic('Renewables rose to 20% of the total in 2020.', fleet);
    expect([r.support, r.rule, r.passage?.text]).toEqual([
      'neutral',
      'the source gives no year before 2020 to show the change',
      'year: 2020; source: Renewables; capacity (GW): 100',
    ]);
  });
});
