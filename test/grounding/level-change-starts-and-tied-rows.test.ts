// The row a rise or fall is measured from ("fell to 157 in 2023", "rose in 2024"): a "from" value the source does not give, two rows of the same year, and rows of years beside rows of months.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('the start of a change to a level', () => {
  it('is not a "from" value the source refutes: that value is the one reported wrong', () => {
    const yearly = csv('yearly.csv', ['year,downloads', '2021,165', '2022,150', '2023,157']);
    expect(verdict('Downloads rose to 157 in 2023 from 160 in 2021.', yearly)).toEqual([
      'refuted',
      'the source gives 165 for "downloads" of the row "2021" (yearly.csv:2), not 160',
    ]);
  });
});

describe('the row before a level’s row', () => {
  it('is the first of two rows of the same year', () => {
    const twice = csv('yearly.csv', ['year,downloads', '2021,165', '2022,150', '2022,152', '2023,157']);
    expect(verdict('In 2023 downloads fell to 157.', twice)).toEqual([
      'refuted',
      'the source gives 150 for 2022 and 157 for 2023: a rise, not the fall the claim says (yearly.csv:3)',
    ]);
  });
});

describe('the row before a year’s row in a table of years and months', () => {
  it('is the latest row before it, a month of the year before coming after that year’s own row', () => {
    const periods = csv('downloads.csv', ['period,downloads', '2022,150', '2023-11,157', '2024,170']);
    expect(verdict('Downloads rose in 2024.', periods)).toEqual([
      'supported',
      'the source gives 157 for 2023-11 (downloads.csv:3) and 170 for 2024 (downloads.csv:4): a rise, as the claim says',
    ]);
  });
});
