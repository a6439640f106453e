// The value a claim says a series changed "from" counts as the start only when its row comes before the level's.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const yearly = csv('yearly.csv', ['year,downloads,stars', '2021,165,4100', '2022,150,4300', '2023,157,4650']);

describe('a "from" value of a later row than the level', () => {
  it('is no start, so the level has no earlier row to be measured from', () => {
    expect(verdict('Downloads rose from 157 in 2023 to 165 in 2021.', yearly)).toEqual([
      'neutral',
      'the source gives no figure before 2021 to show the rise',
    ]);
    expect(verdict('Downloads rose from 150 in 2022 to 165 in 2021.', yearly)).toEqual([
      'neutral',
      'the source gives no figure before 2021 to show the rise',
    ]);
  });
});
