// The seed-002 decision table, one test per cell, and the roll-up over sources.
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
  it('prefers refuted over ungrounded', () => {
    expect(
      rollUp([assessment('a', 'neutral', 'pre_generation'), assessment('b', 'refuted', 'pre_generation')]).status,
    ).toBe('refuted');
  });
});
