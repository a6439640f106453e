/**
 * @module projections/replay: fold the audit log's events through a pure reducer, only after the log's chain verifies.
 * The reader is narrow (verify + events) so the Merkle-tree log's `replayVerified` can replace it without other changes.
 */
import { WarrantError } from '../core/errors.js';
import type { StoredEvent, VerifyReport } from '../audit/index.js';

/** What replay needs of a log. */
export interface VerifiableLog {
  verify(): VerifyReport;
  events(fromSeq?: number): Iterable<StoredEvent>;
}

/** A pure reducer: a fresh initial state and a step that returns the next state without side effects. */
export interface Reducer<S> {
  initial(): S;
  step(state: S, event: StoredEvent): S;
}

/** Verify the whole chain, then fold every event. A broken chain refuses with AUDIT_CHAIN_BROKEN: nothing is projected. */
export function replay<S>(log: VerifiableLog, reducer: Reducer<S>): S {
  const report = log.verify();
  if (!report.ok) {
    const where = report.firstBad ? ` at entry ${report.firstBad.seq}: ${report.firstBad.reason}` : '';
    throw new WarrantError('AUDIT_CHAIN_BROKEN', `the audit log does not verify${where}; no projection is built from it`);
  }
  let state = reducer.initial();
  for (const event of log.events()) state = reducer.step(state, event);
  return state;
}
