// Two values the claim puts in an order, one of them wrong: the wrong value is reported, not the order (claimedOrder).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const latency = md('latency.md', [
  '| Framework | Median | p99 | Worst case |',
  '|---|---|---|---|',
  '| Koa | 8 ms | 19 ms | 30 ms |',
  '| Hapi | 9 ms | 20 ms | 22 ms |',
]);

describe('an order between a right value and a wrong one', () => {
  it('is refuted by the value the source gives for the wrong one', () => {
    expect(verdict("Koa's median latency is 8 ms, above Hapi's worst case of 25 ms.", latency)).toEqual([
      'refuted',
      'the source gives 22 ms for "Worst case" of the row "Hapi" (latency.md:4), not 25 ms',
    ]);
  });
});
