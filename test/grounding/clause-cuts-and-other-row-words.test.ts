// Where a claim's clause starts before a value (a negation in the clause before does not turn it round), and how the verdict names another row's word the claim splits with a zero-width space.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a negation in the clause before a value', () => {
  const notes = md('notes.md', ['# Benchmarks', '', 'Cold start takes 40 ms on Node 20.']);
  const refuted = [
    'refuted',
    'the source gives 40 ms for "Cold start takes 40 ms on Node 20." (notes.md:3), not 45 ms',
  ];

  it('does not turn round a value that starts right after a bracket', () => {
    expect(verdict('Cold start did not regress (45 ms on Node 20).', notes)).toEqual(refuted);
  });

  it('does not turn round a value that starts right after "and"', () => {
    expect(verdict('Cold start never regressed and 45 ms is its time on Node 20.', notes)).toEqual(refuted);
  });
});

describe("another row's name in the claim", () => {
  const runners = md('runners.md', [
    '| Runner | Build duration | Mean throughput | Response |',
    '|---|---|---|---|',
    '| alpha | 42 | 510 | 18 ms |',
    '| beta | 57 | 480 | 20 ms |',
    '| gamma | 61 | 310 | 30 ms |',
    '| delta | 80 | 120 | 79 ms |',
  ]);

  it('is named as the source writes it when a zero-width space splits it in the claim', () => {
    expect(verdict('delta builds in 80, slower than al\u200bpha.', runners)).toEqual([
      'neutral',
      'the claim also names "alpha", which the source gives in another row; no check here can judge which row it means',
    ]);
  });
});
