// The whole verdict (score, unmatched values, passage, neutral reason) on a change said of a month or between two years.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv } from './fixtures.js';

const monthly = csv('downloads.csv', [
  'downloads,stars,month',
  '120000,4100,2024-01',
  '135000,4300,2024-02',
  '160000,4650,2024-03',
  '158000,4650,2024-04',
]);
const yearly = csv('yearly.csv', ['year,downloads', '2021,165', '2022,150', '2023,157', '2024,157']);
const doubling = csv('big.csv', ['year,downloads', '2021,100', '2022,200', '2023,410', '2024,400']);

describe('the verdict on a change said of a month', () => {
  it('leaves a change no one column shows open as not stated, with no score and no values unmatched', () => {
    expect(assessDeterministic('Downloads and stars rose in March 2024.', monthly)).toEqual({
      support: 'neutral',
      rule: 'the claim says of March 2024 a rise that no one column of the source it names shows',
      score: 0,
      unmatched: [],
      neutral: 'not-stated',
    });
  });
});

describe('the verdict on a change between two years', () => {
  it('refutes a doubling the series does not make, at the later row, with no values unmatched', () => {
    expect(assessDeterministic('Downloads doubled from 2021 to 2022.', yearly)).toEqual({
      support: 'refuted',
      rule: 'the source gives 165 for 2021 and 150 for 2022: not the rise the claim says (yearly.csv:3)',
      passage: { text: 'year: 2022; downloads: 150', range: { start: 24, end: 32 } },
      score: 1,
      unmatched: [],
    });
  });

  it('supports a doubling the series makes, naming the two years', () => {
    expect(assessDeterministic('Downloads doubled from 2021 to 2022.', doubling)).toEqual({
      support: 'supported',
      rule: 'the source states 2021 (big.csv:2), 2022 (big.csv:3)',
      passage: { text: 'year: 2021; downloads: 100', range: { start: 15, end: 23 } },
      score: 1,
      unmatched: [],
    });
  });
});
