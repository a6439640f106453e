// A value read only in a sentence about the total when the claim names a table row that gives several values of its kind (namedRow).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const results = md('q2.md', [
  '# Q2 2024 results',
  '',
  '| Segment | Revenue ($M) | Growth | Margin |',
  '|---|---|---|---|',
  '| Cloud | 820 | 31% | 40% |',
  '| Devices | 410 | -4% | 12% |',
  '',
  'Total revenue was $1,505 million, up 14% from Q2 2023.',
]);

describe("a percent only the total's sentence gives, claimed of a row with two percent columns", () => {
  it('is not stated of the row, and the reason quotes the sentence it was read in', () => {
    const r = assessDeterministic('Devices took a 14% market share in Q2 2024.', results);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives 14% in "Total revenue was $1,505 million, up 14% from Q2 2023.", which is not about Devices',
    ]);
    expect(r.passage?.text).toBe('Total revenue was $1,505 million, up 14% from Q2 2023.');
  });

  it('names the row the claim is about', () => {
    const r = assessDeterministic('Cloud had a 14% share of the market in Q2 2024.', results);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives 14% in "Total revenue was $1,505 million, up 14% from Q2 2023.", which is not about Cloud',
    ]);
  });
});
