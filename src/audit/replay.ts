/** @module audit/replay: fold the log through a pure reducer, only after the whole log has verified. */
import { WarrantError } from '../core/errors.js';
import type { StoredEvent } from './event.js';
import type { AuditLog } from './log.js';
import type { VerifyOptions } from './verify.js';

/** A pure fold over events (projections supply these: trust, governance, public). */
export interface Reducer<S> {
  init(): S;
  apply(state: S, event: StoredEvent): S;
}

/** The reducer that keeps every event: for views that need the whole verified history. */
export const collectEvents: Reducer<StoredEvent[]> = {
  init: () => [],
  apply: (state, event) => {
    state.push(event);
    return state;
  },
};

/**
 * Verify the log (chain, Merkle nodes, checkpoints), then fold its events through `reducer`.
 * A log that does not verify is never folded: AUDIT_CHAIN_BROKEN names the first bad seq.
 */
export async function replayVerified<S>(
  log: Pick<AuditLog, 'verify' | 'events'>,
  reducer: Reducer<S>,
  options?: VerifyOptions,
): Promise<S> {
  const report = await log.verify(options);
  if (!report.ok) {
    const bad = report.firstBad;
    throw new WarrantError(
      'AUDIT_CHAIN_BROKEN',
      `the audit log does not verify${bad ? ` at seq ${bad.seq}: ${bad.reason}` : ''}; nothing was replayed`,
    );
  }
  let state = reducer.init();
  for await (const event of log.events()) {
    // Events appended by another writer after the verified snapshot wait for the next replay.
    if (event.seq > report.size) break;
    state = reducer.apply(state, event);
  }
  return state;
}
