/**
 * @module pipeline/public-step: the projection step of a publish: check the clearances against the excerpts the run
 * would show, record each decision in the log, and replay the public view from it. Only the log decides what is public.
 */
import type { KeyObject } from 'node:crypto';
import type { AuditLog, NewEvent } from '../audit/index.js';
import type { Finding } from '../core/findings.js';
import { CLEARANCES_FILE, grantsFromDecisions, validateClearances } from '../projections/clearance.js';
import { replayRun } from '../projections/index.js';
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

/** Replay the run (after gate 1), validate the clearances, record every decision, and replay for the public view. */
export async function publicStep(
  log: Pick<AuditLog, 'verify' | 'events'> & { append(events: readonly NewEvent[]): Promise<unknown> },
  input: PublicStepInput,
): Promise<{ projection: PublicProjection; findings: readonly Finding[] }> {
  const before = await replayRun(log, input.runId);
  const checked = validateClearances({
    file: CLEARANCES_FILE,
    text: input.clearances,
    keys: input.keys,
    candidates: clearableExcerpts(before),
    now: input.now,
  });
  await log.append(checked.decisions.map((d) => clearanceChecked(input, d, input.actor)));
  const run = await replayRun(log, input.runId);
  return { projection: publicProjectionOf(run, grantsFromDecisions(run.clearances)), findings: checked.findings };
}
