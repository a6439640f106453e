// Which column a rank the claim gives a row is read from: a column of places, or the column the claim ranks by.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { json, md, verdict } from './fixtures.js';

const places = json('places.json', [
  { name: 'alpha', latency: 21.0, place: 1 },
  { name: 'beta', latency: 19.9, place: 2 },
  { name: 'gamma', latency: 17.1, place: 3 },
]);

describe('a rank beside a value of the row', () => {
  it('is read from the column of places when the claim ranks by no other column', () => {
    const r = assessDeterministic('Gamma finished third, with a latency of 17.1.', places);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states third (places.json:1:122), 17.1 (places.json:1:109)',
    ]);
  });
});

describe('"by the latency"', () => {
  it('ranks by that column, past "the", "its" and "their"', () => {
    for (const by of ['the', 'its', 'their']) {
      const r = assessDeterministic(`Gamma ranks third by ${by} latency.`, places);
      expect([r.support, r.rule]).toEqual([
        'refuted',
        'the source gives 17.1 for latency of "gamma", place 1 of its column (best first), not third (places.json:1)',
      ]);
    }
  });

  it('reads "by the place" as the column of places', () => {
    const r = assessDeterministic('Gamma ranks third by place.', places);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states third (places.json:1:122)']);
  });
});

describe('a column named by more than one word', () => {
  it('is ranked by when the claim names one of its words', () => {
    const timed = json('timed.json', [
      { name: 'alpha', 'latency ms': 21.0, place: 1 },
      { name: 'beta', 'latency ms': 19.9, place: 2 },
      { name: 'gamma', 'latency ms': 17.1, place: 3 },
    ]);
    const r = assessDeterministic('Gamma ranks third by latency.', timed);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 17.1 for latency ms of "gamma", place 1 of its column (best first), not third (timed.json:1)',
    ]);
  });

  it('is read as the rank itself when it is a column of places', () => {
    const league = json('league.json', [
      { team: 'rovers', 'final place': 1, points: 71 },
      { team: 'united', 'final place': 2, points: 64 },
      { team: 'city', 'final place': 3, points: 60 },
      { team: 'town', 'final place': 4, points: 52 },
    ]);
    const r = assessDeterministic('City finished third by final place.', league);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states third (league.json:1:123)']);
  });
});

describe('a value with a word of place beside it', () => {
  const bench = {
    uri: 'bench.md',
    mediaType: 'text/markdown',
    title: '',
    text: [
      '| Server  | Requests/s | Latency ms |',
      '| ------- | ---------- | ---------- |',
      '| fastify | 76,500     | 12.1       |',
      '| koa     | 54,200     | 17.9       |',
      '| express | 21,300     | 41.0       |',
      '| hapi    | 38,900     | 24.6       |',
      '',
    ].join('\n'),
  };

  it('is checked as the value it is, not as a rank ("finished with 25 ms")', () => {
    const r = assessDeterministic('Hapi finished with a latency of 25 ms.', bench);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 24.6 for "Latency ms" of the row "hapi" (bench.md:6), not 25 ms',
    ]);
  });
});

describe('a column whose name has a word of rank but holds no places', () => {
  it('does not refute a rank with a value of another kind ("rank change: -1%")', () => {
    const moves = json('places.json', [
      { name: 'alpha', latency: 21.0, 'rank change': '+5%' },
      { name: 'beta', latency: 19.9, 'rank change': '+2%' },
      { name: 'gamma', latency: 17.1, 'rank change': '-1%' },
    ]);
    const r = assessDeterministic('Gamma ranks third.', moves);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source does not state third (said of: Gamma, ranks, third)']);
  });
});

describe('a rank beside a column of names the claim also mentions', () => {
  it('is counted over the column of numbers, not left open for the column of names', () => {
    const regions = {
      uri: 'bench.md',
      mediaType: 'text/markdown',
      title: '',
      text: [
        '| Server  | Region | Latency ms |',
        '| ------- | ------ | ---------- |',
        '| fastify | north  | 12.1       |',
        '| koa     | south  | 17.9       |',
        '| express | east   | 41.0       |',
        '| hapi    | west   | 24.6       |',
        '',
      ].join('\n'),
    };
    const r = assessDeterministic('Hapi ranks second by latency of any region.', regions);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 24.6 for "Latency ms" of the row "hapi", place 3 of its column (best first), not second (bench.md:6)',
    ]);
  });
});

describe('a rank in its own clause', () => {
  const bench = md('bench.md', [
    '| Framework | Requests/s | p99 (ms) |',
    '|---|---|---|',
    '| fastify | 71,000 | 9.8 |',
    '| koa | 54,200 | 14.1 |',
    '| hapi | 38,000 | 24.6 |',
  ]);

  it('is the row of the value in that clause, not of the first value of the claim', () => {
    expect(verdict('Koa handles 54,200 requests/s and hapi comes third with 24.6 ms.', bench)[0]).toBe('supported');
    expect(verdict('Koa handles 54,200 requests/s and hapi comes second with 24.6 ms.', bench)).toEqual([
      'refuted',
      'the source gives 38,000 for "Requests/s" of the row "hapi", place 3 of its column (best first), not second (bench.md:5)',
    ]);
  });
});
