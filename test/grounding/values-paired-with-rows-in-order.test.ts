// Rows a claim names in a list and values it gives in a list of as many ("Starter and Pro cost $1,500 and $2,000"): each value is its row's.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const plans = md('pricing.md', [
  '| Plan | Price | Seats |',
  '|---|---|---|',
  '| Starter | $1,500 | 5 |',
  '| Pro | $2,000 | 20 |',
  '| Enterprise | $5,000 | 100 |',
]);

describe('values listed after as many rows', () => {
  it("are each borne out by their own row's value", () => {
    expect(verdict('Starter and Pro cost $1,500 and $2,000.', plans)).toEqual([
      'supported',
      'the source states $1,500 (pricing.md:3), $2,000 (pricing.md:4), Pro (pricing.md:4)',
    ]);
    expect(verdict('Starter, Pro and Enterprise cost $1,500, $2,000 and $5,000.', plans)[0]).toBe('supported');
    expect(verdict('Starter and Pro have 5 and 20 seats.', plans)[0]).toBe('supported');
  });

  it('are read so with "respectively", in whatever order the rows are named', () => {
    expect(verdict('Pro and Starter cost $2,000 and $1,500 respectively.', plans)).toEqual([
      'supported',
      'the source states $2,000 (pricing.md:4), $1,500 (pricing.md:3), Starter (pricing.md:3)',
    ]);
  });

  it("are refuted by their own row's value when given in the wrong order", () => {
    expect(verdict('Starter and Pro cost $2,000 and $1,500.', plans)).toEqual([
      'refuted',
      'the source gives $1,500 for "Price" of the row "Starter" (pricing.md:3), not $2,000',
    ]);
    expect(verdict('Starter, Pro and Enterprise cost $1,500, $5,000 and $2,000.', plans)).toEqual([
      'refuted',
      'the source gives $2,000 for "Price" of the row "Pro" (pricing.md:4), not $5,000',
    ]);
    expect(verdict('Starter and Pro have 20 and 5 seats.', plans)).toEqual([
      'refuted',
      'the source gives 20 for "Seats" of the row "Pro" (pricing.md:4), not 5',
    ]);
  });

  it('are not paired where the lists differ in length', () => {
    expect(verdict('Starter, Pro and Enterprise cost $1,500 and $2,000.', plans)[0]).not.toBe('supported');
  });
});
