// Two rows a claim puts in order by a measure without a value ("Koa serves more requests per second than Hapi").
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { rowOrder } from '../../src/grounding/row-order.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { md, verdict } from './fixtures.js';

const bench = md('bench.md', [
  '| Framework | Requests/s | Latency (ms) |',
  '|---|---|---|',
  '| Fastify | 46,850 | 2.1 |',
  '| Koa | 41,000 | 2.4 |',
  '| Express | 14,200 | 6.9 |',
  '| Hapi | 38,500 | 2.6 |',
]);

describe('two rows put in order by the measure the claim names', () => {
  it('are borne out when the cells lie that way, and refuted with both cells when not', () => {
    expect(verdict('Koa serves more requests per second than Hapi.', bench)).toEqual([
      'supported',
      'the source gives 41,000 for "Requests/s" of "Koa" (bench.md:4) and 38,500 for "Hapi" (bench.md:6)',
    ]);
    expect(verdict('Hapi serves more requests per second than Koa.', bench)).toEqual([
      'refuted',
      'the source gives 38,500 for "Requests/s" of "Hapi" (bench.md:6) and 41,000 for "Koa" (bench.md:4): "Hapi" is not more than "Koa"',
    ]);
    expect(verdict("Hapi's latency is higher than Koa's.", bench)[0]).toBe('supported');
    expect(verdict("Hapi's latency is lower than Koa's.", bench)[0]).toBe('refuted');
  });

  it('reads "faster" over every speed the rows give, which must agree: the larger rate, the smaller time', () => {
    expect(verdict('Express is slower than Fastify.', bench)[0]).toBe('supported');
    expect(verdict('Express is faster than Fastify.', bench)[0]).toBe('refuted');
    const tools = (alpha: string, beta: string) =>
      md('tools.md', [
        '| Tool | Ops/s | Latency (ms) |',
        '|---|---|---|',
        `| Alpha | ${alpha} |`,
        `| Beta | ${beta} |`,
      ]);
    expect(verdict('Beta is faster than Alpha.', tools('10 | 1', '20 | 0.5'))[0]).toBe('supported');
    // (More operations a second but a longer latency: which speed the claim means is open.)
    expect(verdict('Beta is faster than Alpha.', tools('10 | 0.5', '20 | 1'))[0]).toBe('neutral');
  });
});

describe('the order of two rows', () => {
  const model = sourceModel(bench);
  const order = (claim: string) => rowOrder(readClaim(claim), model);

  it('is not read when the claim negates, gives a value, or names no two rows around "than"', () => {
    expect(order('Koa does not serve more requests than Hapi.')).toBeUndefined();
    expect(order('Koa serves 41,000 requests, more than Hapi.')).toBeUndefined();
    expect(order('Koa serves more requests than most.')).toBeUndefined();
    expect(order('Koa and Hapi serve many requests.')).toBeUndefined();
  });

  it('is read of the measure whose column the claim names', () => {
    const latency = order('Fastify has lower latency than Koa.');
    expect([latency?.holds, latency?.first.text, latency?.second.text]).toEqual([true, '2.1', '2.4']);
  });
});
