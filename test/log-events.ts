/** @module test/log-events: every event of an open audit log, in order, for tests that read what a run recorded. */
import type { AuditLog, StoredEvent } from '../src/audit/index.js';

export async function eventsOf(log: Pick<AuditLog, 'events'>): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const event of log.events()) events.push(event);
  return events;
}
