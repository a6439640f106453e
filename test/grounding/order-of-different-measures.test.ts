// A word of order between two of a claim's values from different columns and rows: counts and ranks of different things are not compared, measures of one kind are.
import { describe, expect, it } from 'vitest';
import { frameworkBench, md, verdict } from './fixtures.js';

const repos = md('repos.md', [
  '| Repo | Stars | Forks | Speed rank | Size rank |',
  '|---|---|---|---|---|',
  '| Koa | 300 | 40 | 3rd | 4th |',
  '| Hapi | 500 | 90 | 6th | 5th |',
]);

describe('a word of order between values of different columns and rows', () => {
  it('does not compare a count of one thing with a count of another', () => {
    expect(verdict("Koa has 40 forks, above Hapi's 500 stars.", repos)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
  });

  it('does not compare a rank in one column with a rank in another', () => {
    expect(verdict("Koa's speed rank is 3rd, above Hapi's size rank of 5th.", repos)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
  });

  it('compares two levels of one measure in different rows', () => {
    expect(verdict("Koa's p99 latency is 19 ms, above Hapi's 22 ms.", frameworkBench)).toEqual([
      'refuted',
      'the source gives 19 for "p99 latency (ms)" of the row "Koa" and 22 for "p99 latency (ms)" of the row "Hapi": 19 ms is not above 22 ms (bench.md:4)',
    ]);
  });
});
