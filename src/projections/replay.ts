/**
 * @module projections/replay: fold the audit log's events through a pure reducer, only after the log verifies. The same
 * contract as audit's `replayVerified`, over a narrow reader (verify + events) so projections can be tested on any log.
 */
import { WarrantError } from '../core/errors.js';
import type { Reducer, StoredEvent } from '../audit/index.js';

/** What replay needs of a log. */
export interface VerifiableLog {
  verify(): { readonly ok: boolean; readonly size: number; readonly firstBad?: { readonly seq: number; readonly reason: string } };
  events(fromSeq?: number): Iterable<StoredEvent>;
}

export type { Reducer };

/** Verify the whole chain, then fold every event. A log that does not verify refuses with AUDIT_CHAIN_BROKEN: nothing is projected. */
export function replay<S>(log: VerifiableLog, reducer: Reducer<S>): S {
  const report = log.verify();
  if (!report.ok) {
    const where = report.firstBad ? ` at entry ${report.firstBad.seq}: ${report.firstBad.reason}` : '';
    throw new WarrantError('AUDIT_CHAIN_BROKEN', `the audit log does not verify${where}; no projection is built from it`);
  }
  let state = reducer.init();
  for (const event of log.events()) {
    if (event.seq > report.size) break;
    state = reducer.apply(state, event);
  }
  return state;
}
