/**
 * @module pipeline/public-step: the projection step of a publish: check the clearances against the excerpts the run
 * would show, record each decision in the log, and replay the public view from it. Only the log decides what is public.
 */
import type { KeyObject } from 'node:crypto';
import { replayVerified, type AuditLog } from '../audit/index.js';
import { WarrantError } from '../core/errors.js';
import type { Finding } from '../core/findings.js';
import { CLEARANCES_FILE, grantsFromDecisions, validateClearances } from '../projections/clearance.js';
import { runRecord, runReducer } from '../projections/run-record.js';
import { publicProjectionOf, type PublicProjection } from '../projections/public.js';
import { clearableExcerpts } from '../projections/trust.js';
import { clearanceChecked } from './events.js';

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
 * Replay the run (after gate 1) from the verified log, validate the clearances, record every decision, and fold those
 * decisions, read back from the log, into the replay for the public view (the log is verified once, not twice).
 */
export async function publicStep(
  log: Pick<AuditLog, 'verify' | 'events' | 'event' | 'append'>,
  input: PublicStepInput,
): Promise<{ projection: PublicProjection; findings: readonly Finding[] }> {
  const reducer = runReducer(input.runId);
  const replayed = await replayVerified(log, reducer);
  const checked = validateClearances({
    file: CLEARANCES_FILE,
    text: input.clearances,
    keys: input.keys,
    candidates: clearableExcerpts(runRecord(replayed)),
    now: input.now,
  });
  const seqs = await log.append(checked.decisions.map((d) => clearanceChecked(input, d, input.actor)));
  let state = replayed;
  for (const seq of seqs) {
    const recorded = await log.event(seq);
    if (!recorded)
      throw new WarrantError('AUDIT_CHAIN_BROKEN', `the clearance decision at seq ${seq} cannot be read back`);
    state = reducer.apply(state, recorded);
  }
  const run = runRecord(state);
  return { projection: publicProjectionOf(run, grantsFromDecisions(run.clearances)), findings: checked.findings };
}
