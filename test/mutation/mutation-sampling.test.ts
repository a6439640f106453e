// scripts/mutation-sampling.ts: which mutants hold others, a seeded sample of them, and the score the sample estimates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draw,
  estimate,
  leaves,
  plan,
  plannedKey,
  rangeOf,
  reportedKey,
  type PlannedMutant,
} from '../../scripts/mutation-sampling.js';

const at = (id: string, line: number, column: number, endLine: number, endColumn: number): PlannedMutant => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  location: { start: { line, column }, end: { line: endLine, column: endColumn } },
});

describe('leaf mutants', () => {
  it('are those whose code holds no other mutant', () => {
    const whole = at('whole', 1, 9, 1, 23); // "a > 0 && a < 9"
    const left = at('left', 1, 9, 1, 14); // "a > 0"
    const right = at('right', 1, 18, 1, 23); // "a < 9"
    const block = at('block', 0, 40, 2, 1); // the function's body, over three lines
    const after = at('after', 4, 0, 4, 5);
    expect([...leaves([whole, left, right, block, after])].sort()).toEqual(['after', 'left', 'right']);
  });

  it('count two mutants of the same code as holding each other', () => {
    const a = at('a', 3, 2, 3, 8);
    const b = { ...at('b', 3, 2, 3, 8), replacement: 'false' };
    expect(leaves([a, b]).size).toBe(0);
  });

  it('agree with the definition on any set of ranges', () => {
    const range = fc.tuple(fc.nat(4), fc.nat(6), fc.nat(3), fc.nat(6)).map(([line, column, lines, width]) => ({
      line,
      column,
      endLine: line + lines,
      endColumn: lines === 0 ? column + width : width,
    }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 12 }), (ranges) => {
        const ms = ranges.map((r, i) => at(String(i), r.line, r.column, r.endLine, r.endColumn));
        const le = (a: { line: number; column: number }, b: { line: number; column: number }) =>
          a.line < b.line || (a.line === b.line && a.column <= b.column);
        const holds = (outer: PlannedMutant) =>
          ms.some(
            (inner) =>
              inner !== outer &&
              le(outer.location.start, inner.location.start) &&
              le(inner.location.end, outer.location.end),
          );
        expect([...leaves(ms)].sort()).toEqual(
          ms
            .filter((m) => !holds(m))
            .map((m) => m.id)
            .sort(),
        );
      }),
      { verbose: true },
    );
  });
});

describe('a seeded sample', () => {
  const mutants = Array.from({ length: 50 }, (_, i) => at(String(i), i, 0, i, 4));

  it('is the same for the same seed, and another for another seed', () => {
    expect(draw('s1', mutants, 10)).toEqual(draw('s1', [...mutants].reverse(), 10));
    expect(draw('s1', mutants, 10)).not.toEqual(draw('s2', mutants, 10));
  });

  it('is as many distinct mutants as asked, or all of them', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(60), (seed, n) => {
        const sample = draw(seed, mutants, n);
        expect(sample).toHaveLength(Math.min(n, mutants.length));
        expect(new Set(sample.map((m) => m.id)).size).toBe(sample.length);
      }),
      { verbose: true },
    );
  });

  it('draws each stratum apart and records its size', () => {
    const whole = at('whole', 100, 0, 100, 20);
    const inside = at('inside', 100, 2, 100, 6);
    const p = plan('src/x.ts', 'seed', [...mutants, whole, inside], { leaf: 5, other: 3 });
    expect(p.sizes).toEqual({ leaf: 51, other: 1 });
    expect(p.sample.leaf).toHaveLength(5);
    expect(p.sample.other).toEqual([whole]);
  });

  it("names a mutant's range as Stryker takes it, and matches the report's mutant to the planned one", () => {
    const m = at('7', 4, 12, 6, 3);
    expect(rangeOf('src/x.ts', m)).toBe('src/x.ts:5:12-7:3');
    const reported = { ...m, location: { start: { line: 5, column: 13 }, end: { line: 7, column: 4 } } };
    expect(reportedKey(reported)).toBe(plannedKey(m));
    expect(reportedKey({ ...reported, replacement: 'false' })).not.toBe(plannedKey(m));
  });
});

describe('the estimated score', () => {
  const none = { killed: 0, open: 0, outside: 0, missing: 0 };

  it('weights each stratum by its size, and gives no margin when every sampled mutant was killed', () => {
    const all = estimate({ leaf: 300, other: 100 }, { leaf: { ...none, killed: 30 }, other: { ...none, killed: 10 } });
    expect(all).toEqual({ score: 1, margin: 0 });
    const half = estimate({ leaf: 300, other: 100 }, { leaf: { ...none, killed: 30 }, other: { ...none, open: 10 } });
    expect(half.score).toBeCloseTo(0.75, 10);
    expect(half.margin).toBe(0);
  });

  it('leaves static and listed mutants out of a stratum, shrinking its weight by their share', () => {
    // Half the leaf sample is outside the score: the leaf stratum counts as 150 scored mutants, not 300.
    const e = estimate(
      { leaf: 300, other: 150 },
      { leaf: { ...none, killed: 10, outside: 10 }, other: { ...none, open: 20 } },
    );
    expect(e.score).toBeCloseTo(0.5, 10);
  });

  it('is undefined when a stratum with scored mutants had none in its sample', () => {
    expect(estimate({ leaf: 10, other: 10 }, { leaf: { ...none, killed: 3 }, other: none }).score).toBeUndefined();
  });

  it('lies between the strata scores, with a margin that shrinks as the sample grows', () => {
    const tally = fc.record({ killed: fc.nat(200), open: fc.nat(200), outside: fc.nat(50), missing: fc.constant(0) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        tally,
        tally,
        (nl, no, l, o) => {
          fc.pre(l.killed + l.open > 0 && o.killed + o.open > 0);
          const { score, margin } = estimate({ leaf: nl, other: no }, { leaf: l, other: o });
          const pl = l.killed / (l.killed + l.open);
          const po = o.killed / (o.killed + o.open);
          expect(score).toBeGreaterThanOrEqual(Math.min(pl, po) - 1e-12);
          expect(score).toBeLessThanOrEqual(Math.max(pl, po) + 1e-12);
          const twice = (t: typeof l) => ({ ...t, killed: 2 * t.killed, open: 2 * t.open, outside: 2 * t.outside });
          const bigger = estimate({ leaf: nl, other: no }, { leaf: twice(l), other: twice(o) });
          expect(bigger.score).toBeCloseTo(score as number, 10);
          expect(bigger.margin).toBeLessThanOrEqual(margin + 1e-12);
        },
      ),
      { verbose: true },
    );
  });
});
