/** @module test/audit/store: append, idempotency, collisions, append-only triggers, schema versions, read-only logs. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from '../../src/core/canonical.js';
import { GENESIS_HASH, openAuditLog, signerFromSeed, type AuditLog } from '../../src/audit/index.js';
import { codeOf, genericEvents, tempDir, TS } from './helpers.js';

function withLog<T>(path: string, body: (log: AuditLog) => T): T {
  const log = openAuditLog(path);
  try {
    return body(log);
  } finally {
    log.close();
  }
}

describe('append', () => {
  it('assigns consecutive seqs and chains each hash over the previous hash and the canonical event', () => {
    const path = join(tempDir(), 'audit.db');
    withLog(path, (log) => {
      expect(log.append(genericEvents(3))).toEqual([1, 2, 3]);
      expect(log.append(genericEvents(2, 3))).toEqual([4, 5]);
      expect(log.size()).toBe(5);
      const events = [...log.events()];
      expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(events[0]!.prevHash).toBe(GENESIS_HASH);
      for (const [i, e] of events.entries()) {
        if (i > 0) expect(e.prevHash).toBe(events[i - 1]!.hash);
        const text = canonicalJson({
          seq: e.seq,
          id: e.id,
          type: e.type,
          actor: e.actor,
          ts: e.ts,
          payload: e.payload,
        });
        expect(e.hash).toBe(sha256Hex(Buffer.concat([Buffer.from(e.prevHash, 'hex'), Buffer.from(text)])));
      }
      expect([...log.events(4)].map((e) => e.id)).toEqual(['e3', 'e4']);
      expect(log.event(2)?.payload).toEqual(genericEvents(2)[1]!.payload);
      expect(log.verify()).toEqual({ ok: true, size: 5, checkpoints: 0 });
    });
  });

  it('treats a repeated id with the same type, actor and payload as a no-op, whatever its ts', () => {
    const path = join(tempDir(), 'audit.db');
    const source = {
      id: `source:s1:${'a'.repeat(64)}`,
      type: 'source.registered',
      actor: 'warrant@0.1.0',
      ts: TS,
      payload: {
        sourceId: 's1',
        sha256: 'a'.repeat(64),
        uri: 'sources/s1.md',
        title: 'S1',
        tier: 'record',
        sensitivity: 'public',
      },
    };
    withLog(path, (log) => {
      expect(log.append([source])).toEqual([1]);
      // Capture and grounding both register the same source identity, the second time later (seed 002's registry lesson).
      expect(log.append([...genericEvents(1), { ...source, ts: '2026-06-22T09:00:00Z' }])).toEqual([2, 1]);
      expect(log.append([source, source])).toEqual([1, 1]);
      expect(log.size()).toBe(2);
      expect(log.event(1)?.ts).toBe(TS);
      expect(log.verify().ok).toBe(true);
    });
  });

  it('refuses a repeated id with a different body and rolls back the whole batch', () => {
    const path = join(tempDir(), 'audit.db');
    withLog(path, (log) => {
      const [first] = genericEvents(1) as [ReturnType<typeof genericEvents>[number]];
      log.append([first]);
      for (const changed of [{ payload: { other: true } }, { actor: 'someone-else' }, { type: 'other.type' }]) {
        expect(codeOf(() => log.append([...genericEvents(3, 10), { ...first, ...changed }]))).toBe(
          'AUDIT_ID_COLLISION',
        );
      }
      expect(log.size()).toBe(1);
      expect(
        codeOf(() =>
          log.append([
            { ...first, id: 'fresh' },
            { ...first, id: 'fresh', payload: 1 },
          ]),
        ),
      ).toBe('AUDIT_ID_COLLISION');
      expect(log.size()).toBe(1);
      // Nothing of the rolled-back batches lingers in the Merkle tree either.
      log.append(genericEvents(6, 20));
      expect(log.verify()).toEqual({ ok: true, size: 7, checkpoints: 0 });
      const fresh = openAuditLog(join(tempDir(), 'fresh.db'));
      fresh.append([first, ...genericEvents(6, 20)]);
      expect(log.rootHash()).toBe(fresh.rootHash());
      fresh.close();
    });
  });

  it('writes nothing when any event of a batch is not plain JSON', () => {
    const path = join(tempDir(), 'audit.db');
    withLog(path, (log) => {
      expect(
        codeOf(() => log.append([...genericEvents(2), { ...genericEvents(1, 5)[0]!, payload: { when: new Date(0) } }])),
      ).toBe('CANONICAL_UNSUPPORTED_VALUE');
      expect(log.size()).toBe(0);
    });
  });
});

describe('append-only inside the database', () => {
  it('triggers reject UPDATE and DELETE on every table, even from another connection', () => {
    const path = join(tempDir(), 'audit.db');
    withLog(path, (log) => {
      log.append(genericEvents(4));
      log.checkpoint(signerFromSeed(new Uint8Array(32), 'example.com/log'), 'example.com/log');
    });
    const db = new Database(path);
    for (const sql of [
      `UPDATE events SET payload = '{}' WHERE seq = 2`,
      'DELETE FROM events WHERE seq = 4',
      'UPDATE merkle_nodes SET hash = zeroblob(32) WHERE level = 1 AND idx = 0',
      'DELETE FROM merkle_nodes',
      `UPDATE checkpoints SET note = ''`,
      'DELETE FROM checkpoints',
      'UPDATE schema_version SET version = 2',
      'DELETE FROM schema_version',
    ]) {
      expect(() => db.exec(sql)).toThrow(/append-only/);
    }
    db.close();
    withLog(path, (log) => expect(log.verify()).toMatchObject({ ok: true, size: 4 }));
  });
});

describe('opening', () => {
  it('refuses an unknown schema version and a database that is not an audit log', () => {
    const dir = tempDir();
    const path = join(dir, 'audit.db');
    withLog(path, (log) => log.append(genericEvents(1)));
    const future = join(dir, 'future.db');
    copyFileSync(path, future);
    const db = new Database(future);
    db.exec('DROP TRIGGER schema_version_no_update; UPDATE schema_version SET version = 2;');
    db.close();
    expect(codeOf(() => openAuditLog(future))).toBe('AUDIT_SCHEMA_UNKNOWN');
    expect(codeOf(() => openAuditLog(future, { readonly: true }))).toBe('AUDIT_SCHEMA_UNKNOWN');
    const other = join(dir, 'other.db');
    new Database(other).exec('CREATE TABLE notes (x TEXT)');
    expect(codeOf(() => openAuditLog(other))).toBe('AUDIT_SCHEMA_UNKNOWN');
  });

  it('opens read-only without creating, and refuses to append through a read-only handle', () => {
    const dir = tempDir();
    expect(codeOf(() => openAuditLog(join(dir, 'missing.db'), { readonly: true }))).toBe('INPUT_UNREADABLE');
    const path = join(dir, 'audit.db');
    withLog(path, (log) => log.append(genericEvents(2)));
    const log = openAuditLog(path, { readonly: true });
    expect(log.size()).toBe(2);
    expect(codeOf(() => log.append(genericEvents(1, 9)))).toBe('AUDIT_READ_ONLY');
    expect(log.verify().ok).toBe(true);
    log.close();
  });

  it('refuses a file that is not SQLite with a coded error', () => {
    const dir = tempDir();
    const path = join(dir, 'junk.db');
    copyFileSync(new URL(import.meta.url), path);
    expect(codeOf(() => openAuditLog(path))).toBe('INPUT_UNREADABLE');
  });
});
