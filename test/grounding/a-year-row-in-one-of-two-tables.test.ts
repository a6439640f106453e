// A value the claim dates by a year, given in that year's row of one of two tables that share their columns and a value.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value the claim dates by a year, in one of two tables of the same columns', () => {
  const wind = md('wind.md', [
    '# Wind',
    '',
    '## Onshore',
    '',
    '| year | output |',
    '|---|---|',
    '| 2015 | 200 |',
    '| 2016 | 250 |',
    '',
    '## Offshore',
    '',
    '| year | output |',
    '|---|---|',
    '| 2015 | 100 |',
    '| 2016 | 250 |',
  ]);

  it('is supported by the row of the table the claim names', () => {
    expect(verdict('In 2016 offshore output stood at 250.', wind)).toEqual([
      'supported',
      'the source states 2016 (wind.md:15), 250 (wind.md:15)',
    ]);
  });
});
