/** @module audit: v0 audit log: events appended to a better-sqlite3 table, each hash-chained to the one before. */
import Database from 'better-sqlite3';
import { canonicalJson, sha256Hex, type Json } from '../core/canonical.js';

export interface NewEvent {
  readonly id: string;
  readonly type: string;
  readonly actor: string;
  readonly ts: string;
  readonly payload: unknown;
}

export interface StoredEvent {
  readonly seq: number;
  readonly id: string;
  readonly type: string;
  readonly actor: string;
  readonly ts: string;
  readonly payload: Json;
  readonly prevHash: string;
  readonly hash: string;
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly size: number;
  readonly firstBad?: { readonly seq: number; readonly reason: string };
}

export interface AuditLog {
  append(events: readonly NewEvent[]): number[];
  events(fromSeq?: number): IterableIterator<StoredEvent>;
  size(): number;
  verify(): VerifyReport;
  /** The hash that commits to the whole log (v0: the chain's tip). */
  rootHash(): string;
  close(): void;
}

const GENESIS = '0'.repeat(64);

function eventHash(prevHash: string, event: Omit<StoredEvent, 'seq' | 'prevHash' | 'hash'>): string {
  return sha256Hex(prevHash + canonicalJson({ id: event.id, type: event.type, actor: event.actor, ts: event.ts, payload: event.payload }));
}

interface Row {
  seq: number;
  id: string;
  type: string;
  actor: string;
  ts: string;
  payload: string;
  prev_hash: string;
  hash: string;
}

function toEvent(row: Row): StoredEvent {
  return { seq: row.seq, id: row.id, type: row.type, actor: row.actor, ts: row.ts, payload: JSON.parse(row.payload) as Json, prevHash: row.prev_hash, hash: row.hash };
}

export function openAuditLog(path: string): AuditLog {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, actor TEXT NOT NULL, ts TEXT NOT NULL,
    payload TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)`);
  const last = db.prepare<[], { seq: number; hash: string }>('SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1');
  const byId = db.prepare<[string], { seq: number }>('SELECT seq FROM events WHERE id = ?');
  const insert = db.prepare('INSERT INTO events (seq, id, type, actor, ts, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const appendAll = db.transaction((events: readonly NewEvent[]) => {
    const seqs: number[] = [];
    for (const event of events) {
      const existing = byId.get(event.id);
      if (existing) {
        seqs.push(existing.seq);
        continue;
      }
      const payload = JSON.parse(canonicalJson(event.payload)) as Json;
      const tip = last.get();
      const seq = (tip?.seq ?? 0) + 1;
      const prevHash = tip?.hash ?? GENESIS;
      const hash = eventHash(prevHash, { ...event, payload });
      insert.run(seq, event.id, event.type, event.actor, event.ts, canonicalJson(payload), prevHash, hash);
      seqs.push(seq);
    }
    return seqs;
  });
  const all = db.prepare<[number], Row>('SELECT * FROM events WHERE seq >= ? ORDER BY seq');
  return {
    append: (events) => appendAll(events),
    *events(fromSeq = 1) {
      for (const row of all.iterate(fromSeq)) yield toEvent(row);
    },
    size: () => last.get()?.seq ?? 0,
    rootHash: () => last.get()?.hash ?? GENESIS,
    verify() {
      let prev = GENESIS;
      let size = 0;
      for (const row of all.iterate(1)) {
        const event = toEvent(row);
        if (event.seq !== size + 1) return { ok: false, size, firstBad: { seq: event.seq, reason: `expected seq ${size + 1}` } };
        if (event.prevHash !== prev) return { ok: false, size, firstBad: { seq: event.seq, reason: 'prev_hash does not match the previous event' } };
        if (eventHash(prev, event) !== event.hash) return { ok: false, size, firstBad: { seq: event.seq, reason: 'hash does not match the event' } };
        prev = event.hash;
        size += 1;
      }
      return { ok: true, size };
    },
    close: () => db.close(),
  };
}
