// An in-memory audit log for projection tests: the v0 log's hash chain over a list, with a switch to tamper with one entry.
import { canonicalJson, sha256Hex, type Json } from '../../src/core/canonical.js';
import type { NewEvent, StoredEvent } from '../../src/audit/index.js';
import type { VerifiableLog } from '../../src/projections/replay.js';

const GENESIS = '0'.repeat(64);
const hashOf = (prev: string, e: NewEvent | StoredEvent): string => sha256Hex(prev + canonicalJson({ id: e.id, type: e.type, actor: e.actor, ts: e.ts, payload: e.payload }));

export class MemoryLog {
  readonly stored: StoredEvent[] = [];

  append(events: readonly NewEvent[]): number[] {
    return events.map((event) => {
      const existing = this.stored.find((s) => s.id === event.id);
      if (existing) return existing.seq;
      const payload = JSON.parse(canonicalJson(event.payload)) as Json;
      const prevHash = this.stored.at(-1)?.hash ?? GENESIS;
      const stored = { seq: this.stored.length + 1, id: event.id, type: event.type, actor: event.actor, ts: event.ts, payload, prevHash, hash: hashOf(prevHash, { ...event, payload }) };
      this.stored.push(stored);
      return stored.seq;
    });
  }

  events(fromSeq = 1): IterableIterator<StoredEvent> {
    return this.stored.filter((e) => e.seq >= fromSeq)[Symbol.iterator]();
  }

  verify(): ReturnType<VerifiableLog['verify']> {
    let prev = GENESIS;
    for (const e of this.stored) {
      if (e.prevHash !== prev || hashOf(prev, e) !== e.hash) return { ok: false, size: e.seq - 1, firstBad: { seq: e.seq, reason: 'hash does not match the event' } };
      prev = e.hash;
    }
    return { ok: true, size: this.stored.length };
  }

  /** Replace one entry's payload without fixing the chain, as an attacker editing the database would. */
  tamper(seq: number, payload: Json): void {
    const index = seq - 1;
    const entry = this.stored[index];
    if (entry) this.stored[index] = { ...entry, payload };
  }
}
