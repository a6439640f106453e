// A row the claim compares its value with by name ("48 points, ahead of Richmond"): which row and cell it is checked against, and the reason given.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, frameworkBench, md, verdict } from './fixtures.js';

const ladder = csv('ladder.csv', ['team,points,wins', 'Carlton,48,12', 'Richmond,44,11', 'Geelong,40,10']);

describe('the side of the named row', () => {
  it('is checked on the one value the source gives, whatever else the claim says that it does not', () => {
    expect(verdict('Carlton had 48 points in 2023, behind Richmond.', ladder)).toEqual([
      'refuted',
      'the source gives 48 for "points" of the row "Carlton" and 44 for "points" of the row "Richmond": not behind Richmond (ladder.csv:3)',
    ]);
  });

  it('says how near or far the claim put it', () => {
    expect(verdict('Carlton had 48 points, just ahead of Geelong.', ladder)).toEqual([
      'refuted',
      'the source gives 48 for "points" of the row "Carlton" and 40 for "points" of the row "Geelong": not just ahead of Geelong (ladder.csv:4)',
    ]);
    expect(verdict('Carlton had 48 points, far ahead of Richmond.', ladder)).toEqual([
      'refuted',
      'the source gives 48 for "points" of the row "Carlton" and 44 for "points" of the row "Richmond": not far ahead of Richmond (ladder.csv:3)',
    ]);
  });

  it('is no row of the value where a unit of measure comes first and the row names follow ("At 9.7 GB/s XXH32 ...")', () => {
    const hashes = md('bench.md', [
      '| Hash | Speed |',
      '|---|---|',
      '| XXH3 | 31.5 GB/s |',
      '| XXH32 | 9.7 GB/s |',
      '| XXH64 | 19.4 GB/s |',
    ]);
    expect(verdict('At 9.7 GB/s XXH32 is ahead of XXH3.', hashes)).toEqual([
      'refuted',
      'the source gives 9.7 GB/s for "Speed" of the row "XXH32" and 31.5 GB/s for "Speed" of the row "XXH3": not ahead of XXH3 (bench.md:3)',
    ]);
    expect(verdict('At 9.7 GB/s XXH32 is behind XXH3.', hashes)[0]).toBe('supported');
    expect(verdict('At 9.7 GB/s XXH32 trails XXH3.', hashes)[0]).toBe('supported');
  });

  it('reads the verbs "beats", "outpaces" and "trails" as sides, and says the side that does not hold', () => {
    expect(verdict('Richmond had 44 points, beating Carlton.', ladder)).toEqual([
      'refuted',
      'the source gives 44 for "points" of the row "Richmond" and 48 for "points" of the row "Carlton": not ahead of Carlton (ladder.csv:2)',
    ]);
    expect(verdict('Geelong had 40 points, outpacing Richmond.', ladder)).toEqual([
      'refuted',
      'the source gives 40 for "points" of the row "Geelong" and 44 for "points" of the row "Richmond": not ahead of Richmond (ladder.csv:3)',
    ]);
    expect(verdict('Richmond had 44 points, outpacing Geelong.', ladder)[0]).toBe('supported');
    expect(verdict('Carlton had 48 points, trailing Geelong.', ladder)).toEqual([
      'refuted',
      'the source gives 48 for "points" of the row "Carlton" and 40 for "points" of the row "Geelong": not behind Geelong (ladder.csv:4)',
    ]);
    expect(verdict('Geelong had 40 points, trailing Carlton.', ladder)[0]).toBe('supported');
  });

  it('reads "slower" as the smaller rate and the larger time', () => {
    expect(verdict('Koa serves 41,000 requests per second, slower than Fastify.', frameworkBench)).toEqual([
      'supported',
      'the source states 41,000 (bench.md:4), Fastify (bench.md:3)',
    ]);
    expect(verdict("Koa's p99 latency is 19 ms, slower than Fastify.", frameworkBench)).toEqual([
      'supported',
      'the source states 19 ms (bench.md:4), Fastify (bench.md:3)',
    ]);
  });

  it('is found by the row name among rows whose names hold numbers', () => {
    const plans = csv('plans.csv', [
      'plan,price_usd,speed_mbps',
      'Starter,40,100',
      'Premium,120,2000',
      'Internet 500,80,500',
    ]);
    expect(verdict('Starter offers 100 Mbps, behind Premium.', plans)).toEqual([
      'supported',
      'the source states 100 Mbps (plans.csv:2), Premium (plans.csv:3)',
    ]);
    expect(verdict('Starter offers 100 Mbps, ahead of Premium.', plans)).toEqual([
      'refuted',
      'the source gives 100 for "speed_mbps" of the row "Starter" and 2000 for "speed_mbps" of the row "Premium": not ahead of Premium (plans.csv:3)',
    ]);
  });
});

describe('a comparison no one row can check', () => {
  it('is not stated for a name that is no row of the source', () => {
    expect(verdict('Carlton had 48 points, ahead of Melbourne.', ladder)).toEqual([
      'neutral',
      'the source does not state Melbourne (said of: ahead, Melbourne)',
    ]);
  });

  it('is not checked against one of two rows of the same name', () => {
    const seasons = csv('seasons.csv', [
      'team,season,points',
      'Carlton,2023,48',
      'Richmond,2022,52',
      'Richmond,2023,44',
    ]);
    expect(assessDeterministic('Carlton had 48 points, behind Richmond.', seasons).support).toBe('neutral');
    expect(assessDeterministic('Carlton had 48 points, ahead of Richmond.', seasons).support).toBe('neutral');
  });

  it('is not read as speed on a value that is no rate or time', () => {
    expect(assessDeterministic('Carlton had 48 points, faster than Richmond.', ladder).support).toBe('neutral');
  });
});

describe('a value the claim gives a row and then compares ("Koa\'s latency of 2.4 ms is lower than Fastify\'s")', () => {
  const bench = md('bench.md', [
    '| Framework | Latency (ms) | Requests/s |',
    '|---|---|---|',
    '| Fastify | 3.1 | 48000 |',
    '| Koa | 2.4 | 31000 |',
  ]);

  it("is the row's own value, not the gap: read from its cell, and the comparison checked on both cells", () => {
    expect(verdict("Koa's latency of 2.4 ms is lower than Fastify's.", bench)).toEqual([
      'supported',
      'the source states 2.4 ms (bench.md:4), Fastify (bench.md:3)',
    ]);
    expect(verdict("Koa's latency of 2.4 ms is higher than Fastify's.", bench)).toEqual([
      'refuted',
      'the source gives 2.4 for "Latency (ms)" of the row "Koa" and 3.1 for "Latency (ms)" of the row "Fastify": not higher than Fastify (bench.md:3)',
    ]);
    expect(verdict("Koa's latency of 2.9 ms is lower than Fastify's.", bench)).toEqual([
      'refuted',
      'the source gives 2.4 for "Latency (ms)" of the row "Koa" (bench.md:4), not 2.9 ms',
    ]);
  });

  it('is the gap when the value stands right before the comparison, or a word says it is one', () => {
    expect(verdict("Koa's latency is 0.7 ms lower than Fastify's.", bench)[0]).toBe('supported');
    const cueOf = (claim: string) => readClaim(claim).facts[0]?.cue;
    expect(cueOf("Koa's lead of 0.7 ms is larger than Fastify's.")).toBe('difference');
    expect(cueOf("Koa's gap of 0.7 ms is larger than Fastify's.")).toBe('difference');
    expect(cueOf("Koa's latency of 0.7 ms is larger than Fastify's.")).toBeUndefined();
  });
});

describe('a share of another row\'s value ("roughly a third of Fastify\'s")', () => {
  const bench = md('bench.md', [
    '| Framework | Requests/s | Latency (ms) |',
    '|---|---|---|',
    '| Fastify | 48000 | 3.1 |',
    '| Koa | 31000 | 2.4 |',
    '| Express | 15000 | 6.5 |',
  ]);

  it('is worked out from the two rows the claim names, in the column it names', () => {
    expect(verdict("Express serves roughly a third of Fastify's requests per second.", bench)).toEqual([
      'supported',
      'the source states roughly a third (bench.md:5), Fastify (bench.md:3)',
    ]);
    // (Express's is about half of Koa's, a row the claim does not name.)
    expect(verdict("Express serves about half of Fastify's requests per second.", bench)).toEqual([
      'neutral',
      'the source does not state about half, and no two of the values it gives for this make it',
    ]);
  });
});
