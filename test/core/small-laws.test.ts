// Small pure helpers whose exact results other stages rely on: work cut into runs, a profile's table, who reviewed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reviewAssessor, reviewerOf } from '../../src/core/model.js';
import { formatProfile } from '../../src/core/stage-profile.js';
import { inRuns } from '../../src/core/worker.js';

describe('work cut into runs', () => {
  it('keeps every item once, in order, in runs as equal as can be', () => {
    expect(inRuns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (items, parts) => {
        const runs = inRuns(items, parts);
        expect(runs).toHaveLength(parts);
        expect(runs.flat()).toEqual(items);
        const size = Math.ceil(items.length / parts);
        expect(runs.every((run) => run.length <= size)).toBe(true);
      }),
    );
  });
});

describe("a profile's table", () => {
  it('pads names to the longest (at least "total"), shows shares of the total, and zeros when nothing took time', () => {
    expect(
      formatProfile([
        { stage: 'a', ms: 250 },
        { stage: 'astro build', ms: 750 },
      ]),
    ).toBe(
      ['a                 250 ms   25.0%', 'astro build       750 ms   75.0%', 'total           1,000 ms  100.0%'].join(
        '\n',
      ),
    );
    expect(formatProfile([{ stage: 'gate', ms: 0 }])).toBe(
      ['gate          0 ms    0.0%', 'total         0 ms    0.0%'].join('\n'),
    );
  });
});

describe('who decided an assessment', () => {
  it('names the reviewer of a review, and no one for a machine check', () => {
    expect(reviewerOf(reviewAssessor('Ana Ruiz'))).toBe('Ana Ruiz');
    expect(reviewerOf('deterministic@3')).toBeUndefined();
    expect(reviewerOf('x-review:ana')).toBeUndefined();
  });
});
