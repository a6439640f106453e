/**
 * @module projections: the three views of a run (trust, governance, public), rebuilt from a verified replay of the audit
 * log, and what public findings need to know of a check.
 */
import type { Source } from '../core/model.js';
import { grantsFromDecisions } from './clearance.js';
import { governanceProjection, type GovernanceProjection } from './governance.js';
import { publicProjectionOf, type PublicProjection } from './public.js';
import type { FindingTaintContext } from './public-findings.js';
import { collectEvents, replayVerified, type AuditLog } from '../audit/index.js';
import { latestRunId, runReducer, runRecord, type RunRecord } from './run-record.js';
import { trustProjection, type TrustProjection } from './trust.js';

export interface RunProjections {
  readonly trust: TrustProjection;
  readonly governance: GovernanceProjection;
  readonly public: PublicProjection;
}

/** The record of run `runId` (default: the latest completed run), from a verified replay. */
export async function replayRun(log: Pick<AuditLog, 'verify' | 'events'>, runId?: string): Promise<RunRecord> {
  // A named run folds as it reads; the latest completed run is known only once every event has been read.
  if (runId !== undefined) return runRecord(await replayVerified(log, runReducer(runId)));
  const events = await replayVerified(log, collectEvents);
  const reducer = runReducer(runId ?? latestRunId(events) ?? '');
  return runRecord(events.reduce((state, event) => reducer.apply(state, event), reducer.init()));
}

/** All three views of a run, from one verified replay. */
export async function projectRun(log: Pick<AuditLog, 'verify' | 'events'>, runId?: string): Promise<RunProjections> {
  const run = await replayRun(log, runId);
  return {
    trust: trustProjection(run),
    governance: governanceProjection(run),
    public: publicProjectionOf(run, grantsFromDecisions(run.clearances)),
  };
}

/** What public findings need to know of a check: which sources each post cites, and the registry. */
export function findingTaintContext(
  posts: readonly {
    readonly post: { readonly file: string; readonly slug: string };
    readonly claims: readonly {
      readonly sourceRefs: readonly string[];
      readonly inContextSourceIds: readonly string[];
    }[];
    readonly citations: readonly { readonly sourceIds: readonly string[] }[];
  }[],
  registry: ReadonlyMap<string, Source>,
  keptIn: string,
): FindingTaintContext {
  return {
    keptIn,
    sources: [...registry.values()].map((s) => ({
      id: s.id,
      uri: s.uri,
      sha256: s.sha256,
      sensitivity: s.sensitivity,
    })),
    posts: posts.map((p) => ({
      file: p.post.file,
      slug: p.post.slug,
      sourceIds: [
        ...new Set([
          ...p.citations.flatMap((c) => c.sourceIds),
          ...p.claims.flatMap((c) => [...c.sourceRefs, ...c.inContextSourceIds]),
        ]),
      ],
    })),
  };
}

export { CLEARANCES_FILE } from './clearance.js';
export { readClearanceKeys, readClearances } from './clearance-files.js';
export { publicFindings, type PublicFinding } from './public-findings.js';
export type { PublicProjection } from './public.js';
