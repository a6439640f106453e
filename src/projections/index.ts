/**
 * @module projections: the three views of a run (trust, governance, public), rebuilt from a verified replay of the audit
 * log, and the publish step that checks clearances, records the decisions and then replays the public view.
 */
import type { KeyObject } from 'node:crypto';
import type { NewEvent } from '../audit/index.js';
import type { Finding } from '../core/findings.js';
import type { Source } from '../core/model.js';
import { CLEARANCES_FILE, clearanceChecked, grantsFromDecisions, validateClearances } from './clearance.js';
import { governanceProjection, type GovernanceProjection } from './governance.js';
import { publicProjectionOf, type PublicProjection } from './public.js';
import type { FindingTaintContext } from './public-findings.js';
import { replayVerified, type AuditLog } from '../audit/index.js';
import { latestRunId, runReducer, runRecord, type RunRecord } from './run-record.js';
import { clearableExcerpts, trustProjection, type TrustProjection } from './trust.js';

export interface RunProjections {
  readonly trust: TrustProjection;
  readonly governance: GovernanceProjection;
  readonly public: PublicProjection;
}

/** The record of run `runId` (default: the latest completed run), from a verified replay. */
export function replayRun(log: Pick<AuditLog, 'verify' | 'events'>, runId?: string): RunRecord {
  const id = runId ?? latestRunId(log.events()) ?? '';
  return runRecord(replayVerified(log, runReducer(id)));
}

/** All three views of a run, from one verified replay. */
export function projectRun(log: Pick<AuditLog, 'verify' | 'events'>, runId?: string): RunProjections {
  const run = replayRun(log, runId);
  return {
    trust: trustProjection(run),
    governance: governanceProjection(run),
    public: publicProjectionOf(run, grantsFromDecisions(run.clearances)),
  };
}

export interface PublicStepInput {
  readonly runId: string;
  readonly ts: string;
  readonly actor: string;
  /** The text of ledger/clearances.jsonl ('' for none) and the trusted clearance keys. */
  readonly clearances: string;
  readonly keys: readonly KeyObject[];
  /** The clock clearance expiry is judged by. */
  readonly now: Date;
}

/**
 * The projection step of a publish: replay the run (after gate 1), validate the clearances against the excerpts it
 * would show, record every decision, and replay again for the public view. Only the log decides what is public.
 */
export function publicStep(
  log: Pick<AuditLog, 'verify' | 'events'> & { append(events: readonly NewEvent[]): unknown },
  input: PublicStepInput,
): { projection: PublicProjection; findings: readonly Finding[] } {
  const before = replayRun(log, input.runId);
  const checked = validateClearances({
    file: CLEARANCES_FILE,
    text: input.clearances,
    keys: input.keys,
    candidates: clearableExcerpts(before),
    now: input.now,
  });
  log.append(checked.decisions.map((d) => clearanceChecked(input, d, input.actor)));
  const run = replayRun(log, input.runId);
  return { projection: publicProjectionOf(run, grantsFromDecisions(run.clearances)), findings: checked.findings };
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
