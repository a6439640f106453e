// A rise said of one year in a table whose rows also give a span of years under a column the claim names: the span is no figure that rose.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const downloads = csv('downloads.csv', [
  'year,downloads,downloads period',
  '2020,1200,2019-2020',
  '2021,1800,2020-2021',
  '2022,1500,2021-2022',
]);

describe('a rise in one year where each row also gives the span of years its figure covers', () => {
  it('is read in the column of figures, not in the column of spans', () => {
    expect(verdict('Downloads rose in 2021.', downloads)).toEqual([
      'supported',
      'the source gives 1200 for 2020 (downloads.csv:2) and 1800 for 2021 (downloads.csv:3): a rise, as the claim says',
    ]);
  });
});
