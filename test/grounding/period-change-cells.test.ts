// A rise or fall a claim says of one year or month: the row's named cells are no figures, and a first row has none before it.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, verdict } from './fixtures.js';

const named = csv('named.csv', ['year,line,riders', '2021,North,165', '2022,North,150', '2023,North,157']);
const monthly = csv('downloads.csv', [
  'downloads,stars,month',
  '120000,4100,2024-01',
  '135000,4300,2024-02',
  '160000,4650,2024-03',
]);

describe('a year whose row also names its series', () => {
  it('reads the figure of the column the claim names beside the name', () => {
    expect(verdict('North riders rose in 2023.', named)).toEqual([
      'supported',
      'the source gives 150 for 2022 (named.csv:3) and 157 for 2023 (named.csv:4): a rise, as the claim says',
    ]);
  });

  it('leaves open a change no column the claim names shows', () => {
    expect(verdict('Riders rose in 2023.', named)).toEqual([
      'neutral',
      'the claim says of 2023 a rise that no one column of the source it names shows',
    ]);
  });
});

describe('the first row of a table', () => {
  it('has no figure before it, for a year or a month, and shows its own row', () => {
    const year = assessDeterministic('North riders rose in 2021.', named);
    expect([year.support, year.rule, year.passage?.text]).toEqual([
      'neutral',
      'the source gives no figure before 2021 to show the rise',
      'year: 2021; line: North; riders: 165',
    ]);
    const month = assessDeterministic('Downloads rose in January 2024.', monthly);
    expect([month.support, month.rule, month.passage?.text]).toEqual([
      'neutral',
      'the source gives no figure before January 2024 to show the rise',
      'downloads: 120000; stars: 4100; month: 2024-01',
    ]);
  });
});
