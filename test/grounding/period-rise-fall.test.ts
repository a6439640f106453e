// A rise or a fall a claim says a series made in one month or year, with no figure ("Downloads rose in March 2024"): the row, the column and the wording of the verdict.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, verdict } from './fixtures.js';

// The month stands in the last column.
const monthly = csv('downloads.csv', [
  'downloads,stars,month',
  '120000,4100,2024-01',
  '135000,4300,2024-02',
  '160000,4650,2024-03',
  '158000,4650,2024-04',
]);
const yearly = csv('yearly.csv', ['year,downloads', '2021,165', '2022,150', '2023,157', '2024,157']);

describe('the verdict on a month', () => {
  it('names the months of the two rows as the date column writes them, and says what the source shows', () => {
    expect(verdict('Downloads rose in March 2024.', monthly)).toEqual([
      'supported',
      'the source gives 135000 for 2024-02 (downloads.csv:3) and 160000 for 2024-03 (downloads.csv:4): a rise, as the claim says',
    ]);
    expect(verdict('Downloads rose in April 2024.', monthly)).toEqual([
      'refuted',
      'the source gives 160000 for 2024-03 (downloads.csv:4) and 158000 for 2024-04 (downloads.csv:5): a fall, not the rise the claim says',
    ]);
    expect(verdict('Stars fell in March 2024.', monthly)).toEqual([
      'refuted',
      'the source gives 4300 for 2024-02 (downloads.csv:3) and 4650 for 2024-03 (downloads.csv:4): a rise, not the fall the claim says',
    ]);
    expect(verdict('Stars rose in April 2024.', monthly)).toEqual([
      'refuted',
      'the source gives 4650 for 2024-03 (downloads.csv:4) and 4650 for 2024-04 (downloads.csv:5): no change, not the rise the claim says',
    ]);
  });

  it('leaves a change open when the claim names no one column', () => {
    expect(verdict('Downloads and stars rose in March 2024.', monthly)).toEqual([
      'neutral',
      'the claim says of March 2024 a rise that no one column of the source it names shows',
    ]);
    expect(verdict('Traffic rose in March 2024.', monthly)).toEqual([
      'neutral',
      'the claim says of March 2024 a rise that no one column of the source it names shows',
    ]);
  });

  it('reads no month or year change from a day', () => {
    expect(verdict('Downloads rose on 5 March 2024.', monthly)).toEqual([
      'neutral',
      'the source does not state 5 March 2024 (said of: Downloads, rose)',
    ]);
  });
});

describe('the verdict on a year', () => {
  it('names the years of the two rows, and passes over the column of years', () => {
    expect(verdict('Downloads rose in 2023.', yearly)).toEqual([
      'supported',
      'the source gives 150 for 2022 (yearly.csv:3) and 157 for 2023 (yearly.csv:4): a rise, as the claim says',
    ]);
    expect(verdict('Downloads rose in the year 2023.', yearly)).toEqual([
      'supported',
      'the source gives 150 for 2022 (yearly.csv:3) and 157 for 2023 (yearly.csv:4): a rise, as the claim says',
    ]);
    expect(verdict('Downloads fell in 2024.', yearly)).toEqual([
      'refuted',
      'the source gives 157 for 2023 (yearly.csv:4) and 157 for 2024 (yearly.csv:5): no change, not the fall the claim says',
    ]);
  });

  it('finds a column the claim names by one of its words', () => {
    const net = csv('net.csv', ['year,net downloads', '2021,165', '2022,150', '2023,157']);
    expect(verdict('Downloads rose in 2023.', net)).toEqual([
      'supported',
      'the source gives 150 for 2022 (net.csv:3) and 157 for 2023 (net.csv:4): a rise, as the claim says',
    ]);
  });

  it('takes the column of the series the claim names', () => {
    const gen = csv('generation.csv', [
      'date,source,generation',
      '2001-01-01,Renewables,1437',
      '2002-01-01,Renewables,1963',
      '2001-01-01,Nuclear Energy,3853',
      '2002-01-01,Nuclear Energy,3574',
    ]);
    expect(verdict('Renewables generation rose in 2002.', gen)).toEqual([
      'supported',
      'the source gives 1437 for 2001-01-01 (generation.csv:2) and 1963 for 2002-01-01 (generation.csv:3): a rise, as the claim says',
    ]);
    expect(verdict('Nuclear energy generation fell in 2002.', gen)).toEqual([
      'supported',
      'the source gives 3853 for 2001-01-01 (generation.csv:4) and 3574 for 2002-01-01 (generation.csv:5): a fall, as the claim says',
    ]);
  });
});

describe('the passage a verdict on a period shows', () => {
  it('is the row of the period the claim names', () => {
    expect(assessDeterministic('Downloads rose in March 2024.', monthly).passage?.text).toBe(
      'downloads: 160000; stars: 4650; month: 2024-03',
    );
    expect(assessDeterministic('Downloads rose in April 2024.', monthly).passage?.text).toBe(
      'downloads: 158000; stars: 4650; month: 2024-04',
    );
  });
});
