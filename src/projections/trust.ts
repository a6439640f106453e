/**
 * @module projections/trust: the trust view of a run, for the people who run the blog: everything the log holds about
 * it (source text in passages and rules included), plus the excerpts of non-public sources a clearance could cover.
 */
import { sha256Hex } from '../core/canonical.js';
import type { Sensitivity } from '../core/model.js';
import type { ExcerptCandidate } from './clearance.js';
import type { RunRecord } from './run-record.js';

/** An excerpt of a non-public source this run would show if it were cleared: what `scripts/clearance.ts sign` needs. */
export interface ClearableExcerpt extends ExcerptCandidate {
  readonly claimId: string;
  readonly sourceId: string;
  readonly sensitivity: Sensitivity;
  readonly text: string;
}

export interface TrustProjection extends RunRecord {
  readonly version: 1;
  readonly audience: 'internal';
  readonly clearable: readonly ClearableExcerpt[];
}

/** The passages of non-public sources that decided this run's claims (gate 1), with their hashes. */
export function clearableExcerpts(run: RunRecord): ClearableExcerpt[] {
  const out: ClearableExcerpt[] = [];
  for (const verdict of run.verdicts.filter((v) => v.gate === 1)) {
    for (const a of verdict.assessments) {
      const source = run.sources.find((s) => s.sourceId === a.sourceId && s.sha256 === a.sourceSha256);
      if (!a.passage || !source || source.sensitivity === 'public') continue;
      out.push({
        claimId: verdict.claimId,
        sourceId: a.sourceId,
        sensitivity: source.sensitivity,
        sourceSha256: a.sourceSha256,
        excerptSha256: sha256Hex(a.passage.text),
        text: a.passage.text,
      });
    }
  }
  return out;
}

export function trustProjection(run: RunRecord): TrustProjection {
  return { version: 1, audience: 'internal', ...run, clearable: clearableExcerpts(run) };
}
