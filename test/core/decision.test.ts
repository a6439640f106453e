// The seed-002 decision table, one test per cell, and the roll-up over sources.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combine, rollUp } from '../../src/core/decision.js';
import type { GroundingStatus, Reliance, SourceAssessment, SupportStatus } from '../../src/core/model.js';

const TABLE: [SupportStatus, Reliance, GroundingStatus][] = [
  ['supported', 'pre_generation', 'grounded'],
  ['supported', 'support_only', 'weak'],
  ['supported', 'unverifiable', 'unverifiable'],
  ['refuted', 'pre_generation', 'refuted'],
  ['refuted', 'support_only', 'refuted'],
  ['refuted', 'unverifiable', 'unverifiable'],
  ['neutral', 'pre_generation', 'ungrounded'],
  ['neutral', 'support_only', 'ungrounded'],
  ['neutral', 'unverifiable', 'unverifiable'],
];

describe('combine', () => {
  it.each(TABLE)('%s + %s is %s', (support, reliance, expected) => {
    expect(combine(support, reliance)).toBe(expected);
  });
});

const assessment = (sourceId: string, support: SupportStatus, reliance: Reliance): SourceAssessment => ({
  sourceId,
  sourceSha256: 'a'.repeat(64),
  support,
  reliance,
  status: combine(support, reliance),
  assessor: 'test',
  rule: 'test',
  score: 1,
});

describe('rollUp', () => {
  it('is ungrounded with no sources', () => {
    expect(rollUp([])).toEqual({ status: 'ungrounded', disputed: false });
  });
  it('lets one grounded source carry the claim and surfaces the disagreement', () => {
    expect(
      rollUp([assessment('a', 'refuted', 'pre_generation'), assessment('b', 'supported', 'pre_generation')]),
    ).toEqual({ status: 'grounded', disputed: true });
  });
  it('takes the best status over any set of sources, in one fixed order (property)', () => {
    // The order, best first: a grounded source carries a claim; a weak one beats a refutation (it is still supported);
    // a refutation beats a claim no check could decide, which beats a value not stated, which beats no check at all.
    const ORDER: GroundingStatus[] = ['grounded', 'weak', 'refuted', 'needs-review', 'ungrounded', 'unverifiable'];
    const withStatus = (status: GroundingStatus, k: number): SourceAssessment => ({
      ...assessment(`s${k}`, 'neutral', 'pre_generation'),
      status,
    });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER), { minLength: 1, maxLength: 6 }), (statuses) => {
        const best = ORDER.find((s) => statuses.includes(s));
        expect(rollUp(statuses.map(withStatus)).status).toBe(best);
      }),
    );
    // Each neighbouring pair, both ways round: swapping any two in the order fails here.
    for (const [k, better] of ORDER.slice(0, -1).entries()) {
      const worse = ORDER[k + 1] as GroundingStatus;
      expect(rollUp([withStatus(worse, 0), withStatus(better, 1)]).status).toBe(better);
      expect(rollUp([withStatus(better, 0), withStatus(worse, 1)]).status).toBe(better);
    }
  });
  it('prefers refuted over ungrounded', () => {
    expect(
      rollUp([assessment('a', 'neutral', 'pre_generation'), assessment('b', 'refuted', 'pre_generation')]).status,
    ).toBe('refuted');
  });
});
