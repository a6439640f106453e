// A change a claim says a series made over years, when the source also gives a one-row table of that measure: the cells of a row no record holds are no part of the series.
import { describe, expect, it } from 'vitest';
import { change, md, verdict } from './fixtures.js';

// Users in 2020 and 2023, then a forecast for 2023 in a table of one row (whose cells belong to no record).
const users = md('users.md', [
  '# Users',
  '',
  '| year | users |',
  '|---|---|',
  '| 2020 | 5 |',
  '| 2023 | 9 |',
  '',
  '## Forecast',
  '',
  '| year | users |',
  '|---|---|',
  '| 2023 | 12 |',
]);

describe('a change over years beside a one-row table of the same measure', () => {
  it('is checked on the series of the table of records, not on the forecast', () => {
    expect(verdict('Users fell from 2020 to 2023.', users)).toEqual([
      'refuted',
      'the source gives 5 for 2020 and 9 for 2023: not the fall the claim says (users.md:6)',
    ]);
    expect(change('Users rose between 2020 and 2023.', users)?.why).toBe('the source gives 5 for 2020 and 9 for 2023');
  });
});
