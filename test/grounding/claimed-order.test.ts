// Two values of a claim with a word of order between them ("19 ms, above Hapi's 22 ms"): which pairs are checked, and when the order is refuted.
import { describe, expect, it } from 'vitest';
import { frameworkBench, md, verdict } from './fixtures.js';

describe('the values whose order is checked', () => {
  it('checks a level the claim says improved', () => {
    expect(verdict("Koa's improved p99 latency is 19 ms, above Hapi's 22 ms.", frameworkBench)).toEqual([
      'refuted',
      'the source gives 19 for "p99 latency (ms)" of the row "Koa" and 22 for "p99 latency (ms)" of the row "Hapi": 19 ms is not above 22 ms (bench.md:4)',
    ]);
  });

  it('refutes a value said to be above itself, both read as one cell', () => {
    expect(verdict("Koa's p99 latency is 19 ms, above the 19 ms of Koa.", frameworkBench)).toEqual([
      'refuted',
      'both values are the source\'s 19 for "p99 latency (ms)" of the row "Koa": 19 ms is not above 19 ms (bench.md:4)',
    ]);
  });

  it('does not compare values of different kinds, a rate and a time', () => {
    expect(
      verdict('Koa serves 41,000 requests per second, just below the leader, at a latency of 19 ms.', frameworkBench),
    ).toEqual(['supported', 'the source states 41,000 (bench.md:4), 19 ms (bench.md:4)']);
  });

  it('does not compare a bound, on either side of the word', () => {
    expect(verdict("Koa's p99 latency is under 25 ms, below Hapi's 22 ms.", frameworkBench)).toEqual([
      'supported',
      'the source states under 25 ms (bench.md:4), 22 ms (bench.md:5), Hapi (bench.md:5)',
    ]);
    expect(verdict("Hapi's p99 latency is 22 ms, over Koa's latency of under 25 ms.", frameworkBench)).toEqual([
      'supported',
      'the source states 22 ms (bench.md:5), under 25 ms (bench.md:4), Koa (bench.md:4)',
    ]);
  });

  it('does not read a word of order across a break in the sentence', () => {
    expect(verdict("Koa's p99 latency is 19 ms; above it sits Hapi at 22 ms.", frameworkBench)).toEqual([
      'supported',
      'the source states 19 ms (bench.md:4), 22 ms (bench.md:5), Hapi (bench.md:5)',
    ]);
  });

  it('does not read the size of a change as a level', () => {
    const build = md('notes.md', [
      'Median build time is 65 seconds, compared with 42 seconds in the previous release.',
    ]);
    expect(verdict('Median build time grew by 23 seconds, up from 42 seconds in the previous release.', build)).toEqual(
      ['supported', 'the source states 23 seconds (notes.md:1), 42 seconds (notes.md:1)'],
    );
  });

  it('does not compare numbers that name rows', () => {
    const plans = md('plans.md', [
      '| Plan | Monthly price | Download speed |',
      '|---|---|---|',
      '| Internet 500 | $80 | 500 Mbps |',
      '| Internet 1000 | $70 | 1000 Mbps |',
    ]);
    expect(verdict('The Internet 1000 plan now sits below the Internet 500 plan on price.', plans)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
  });
});
