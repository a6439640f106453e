/** @module core/decision: the seed-002 support x reliance decision table and the roll-up over sources. */
import {
  GROUNDING_STATUSES,
  type GroundingStatus,
  type Reliance,
  type SourceAssessment,
  type SupportStatus,
} from './model.js';

/**
 * Combine a source's support with the claim's reliance on it (seed 002, VW-953).
 * Order matters: unverifiable reliance first, then refuted, then neutral; only supported + pre_generation is grounded.
 */
export function combine(support: SupportStatus, reliance: Reliance, onlyWording = false): GroundingStatus {
  if (reliance === 'unverifiable') return 'unverifiable';
  if (support === 'refuted') return 'refuted';
  // Neutral only because no machine check can judge the wording: a person can (warrant review).
  if (support === 'neutral') return onlyWording ? 'needs-review' : 'ungrounded';
  if (reliance === 'pre_generation') return 'grounded';
  return 'weak';
}

/** Preference order for the roll-up, the order the statuses are declared in: one grounded source can carry a claim. */
const ROLL_UP_ORDER: readonly GroundingStatus[] = GROUNDING_STATUSES;

/** Roll per-source statuses up to one claim status; a claim with no assessed source is ungrounded. */
export function rollUp(assessments: readonly SourceAssessment[]): { status: GroundingStatus; disputed: boolean } {
  const statuses = new Set(assessments.map((a) => a.status));
  // No assessed source: nothing supports the claim.
  const status = ROLL_UP_ORDER.find((s) => statuses.has(s)) ?? 'ungrounded';
  const supports = assessments.some((a) => a.support === 'supported');
  const refutes = assessments.some((a) => a.support === 'refuted');
  return { status, disputed: supports && refutes };
}
