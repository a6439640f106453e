/** @module test/audit/tamper: changes made behind the triggers' back, on copies of the database file, are found by verify. */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical.js';
import { openAuditLog, signerFromSeed, verifierFor, type VerifyReport } from '../../src/audit/index.js';
import { genericEvents, suiteTempDir } from './helpers.js';

const SIZE = 40;
const COLUMNS = ['id', 'type', 'actor', 'ts', 'payload', 'prev_hash', 'hash'] as const;
const signer = signerFromSeed(new Uint8Array(32).fill(7), 'test.example/audit');
const verifiers = [verifierFor(signer)];

let dir: string;
let pristine: string;
let copies = 0;

const suiteDir = suiteTempDir();
beforeAll(async () => {
  dir = suiteDir;
  pristine = join(dir, 'pristine.db');
  const log = await openAuditLog(pristine);
  await log.append(genericEvents(SIZE / 2));
  await log.checkpoint(signer, 'test.example/audit');
  await log.append(genericEvents(SIZE / 2, SIZE / 2));
  await log.checkpoint(signer, 'test.example/audit');
  await log.close(); // the last close folds the WAL into the main file, so the file alone is the whole log
});

/** A copy of the pristine log with `edit` applied through a raw connection whose triggers were dropped. */
function tamperedCopy(edit: (db: Database.Database) => void): string {
  const path = join(dir, `copy-${(copies += 1)}.db`);
  copyFileSync(pristine, path);
  const db = new Database(path);
  try {
    // A careful attacker: drop the append-only triggers, edit, and put the triggers back.
    const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).all() as {
      name: string;
      sql: string;
    }[];
    for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
    edit(db);
    for (const { sql } of triggers) db.exec(sql);
  } finally {
    db.close();
  }
  return path;
}

/** Like tamperedCopy, but undefined when SQLite's own constraints refuse the edit (a duplicate id, say). */
function tamperedCopyIfAllowed(edit: (db: Database.Database) => void): string | undefined {
  try {
    return tamperedCopy(edit);
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code.startsWith('SQLITE_CONSTRAINT')) return undefined;
    throw error;
  }
}

async function verifyFile(path: string): Promise<VerifyReport> {
  const log = await openAuditLog(path, { readonly: true });
  try {
    return await log.verify({ verifiers });
  } finally {
    await log.close();
  }
}

describe('tamper evidence', () => {
  it('the pristine log verifies, checkpoints and signatures included', async () => {
    expect(await verifyFile(pristine)).toEqual({ ok: true, size: SIZE, checkpoints: 2 });
  });

  it('any single-byte change to any stored field of any event is found at that seq', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: SIZE }),
        fc.constantFrom(...COLUMNS),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (seq, column, at, delta) => {
          const path = tamperedCopyIfAllowed((db) => {
            const bytes = db
              .prepare(`SELECT CAST(${column} AS BLOB) FROM events WHERE seq = ?`)
              .pluck()
              .get(seq) as Buffer;
            const i = at % bytes.length;
            bytes[i] = (bytes[i]! + delta) % 256;
            db.prepare(`UPDATE events SET ${column} = CAST(? AS TEXT) WHERE seq = ?`).run(bytes, seq);
          });
          fc.pre(path !== undefined);
          const report = await verifyFile(path!);
          expect(report.ok).toBe(false);
          expect(report.firstBad?.seq).toBe(seq);
          expect(report.size).toBe(seq - 1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a byte flipped in the raw database file inside an event payload is found at that seq (stale copies in free space change nothing)', async () => {
    const file = readFileSync(pristine);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: SIZE }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (seq, at, delta) => {
          const needle = Buffer.from(canonicalJson(genericEvents(1, seq - 1)[0]!.payload as never));
          let live = 0;
          for (let start = file.indexOf(needle); start >= 0; start = file.indexOf(needle, start + 1)) {
            const bytes = Buffer.from(file);
            const i = start + (at % needle.length);
            bytes[i] = (bytes[i]! + delta) % 256;
            const path = join(dir, `raw-${(copies += 1)}.db`);
            writeFileSync(path, bytes);
            const raw = new Database(path, { readonly: true });
            const stored = raw
              .prepare('SELECT CAST(payload AS BLOB) FROM events WHERE seq = ?')
              .pluck()
              .get(seq) as Buffer;
            raw.close();
            const report = await verifyFile(path);
            if (stored.equals(needle)) {
              expect(report.ok).toBe(true); // a stale copy left in free space by a page split: not the stored event
            } else {
              live += 1;
              expect(report.ok).toBe(false);
              expect(report.firstBad?.seq).toBe(seq);
            }
          }
          expect(live).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds two events swapped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: SIZE }), fc.integer({ min: 1, max: SIZE }), async (a, b) => {
        fc.pre(a !== b);
        const path = tamperedCopy((db) => {
          db.prepare('UPDATE events SET seq = -1 WHERE seq = ?').run(a);
          db.prepare('UPDATE events SET seq = ? WHERE seq = ?').run(a, b);
          db.prepare('UPDATE events SET seq = ? WHERE seq = -1').run(b);
        });
        const report = await verifyFile(path);
        expect(report.ok).toBe(false);
        expect(report.firstBad?.seq).toBe(Math.min(a, b));
      }),
      { numRuns: 40 },
    );
  });

  it('finds a dropped event, and a dropped tail once a checkpoint covers it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: SIZE - 1 }), async (seq) => {
        const report = await verifyFile(tamperedCopy((db) => db.prepare('DELETE FROM events WHERE seq = ?').run(seq)));
        expect(report.ok).toBe(false);
        expect(report.firstBad).toEqual({
          seq,
          reason: `seq ${seq} is missing (the next stored event is seq ${seq + 1})`,
        });
      }),
      { numRuns: 20 },
    );
    const tail = await verifyFile(
      tamperedCopy((db) =>
        db.exec(
          `DELETE FROM events WHERE seq > ${SIZE - 3}; DELETE FROM merkle_nodes WHERE (idx + 1) * (1 << level) > ${SIZE - 3};`,
        ),
      ),
    );
    expect(tail.ok).toBe(false);
    expect(tail.firstBad?.reason).toMatch(/commits to 40 events but the log has 37: events were removed/);
  });

  it('a dropped tail with its checkpoint gone is still caught by a checkpoint held outside the log', async () => {
    const note = (await readCheckpoints(pristine)).at(-1)!;
    const path = tamperedCopy((db) =>
      db.exec(
        `DELETE FROM events WHERE seq > 30; DELETE FROM merkle_nodes WHERE (idx + 1) * (1 << level) > 30; DELETE FROM checkpoints WHERE size > 30;`,
      ),
    );
    const log = await openAuditLog(path, { readonly: true });
    expect((await log.verify()).ok).toBe(true); // what the log alone cannot know
    expect(await log.verify({ trustedCheckpoints: [note] })).toMatchObject({ ok: false, firstBad: { seq: 31 } });
    await log.close();
  });

  it('a dropped or altered append-only trigger is reported even when every event is intact', async () => {
    const path = join(dir, `triggers-${(copies += 1)}.db`);
    copyFileSync(pristine, path);
    const db = new Database(path);
    db.exec(
      `DROP TRIGGER events_no_delete; DROP TRIGGER checkpoints_no_update; CREATE TRIGGER checkpoints_no_update BEFORE UPDATE ON checkpoints BEGIN SELECT 1; END`,
    );
    db.close();
    const report = await verifyFile(path);
    expect(report).toMatchObject({ ok: false, size: SIZE, firstBad: { seq: SIZE + 1 } });
    expect(report.firstBad?.reason).toMatch(
      /append-only trigger (events_no_delete|checkpoints_no_update) is missing or altered/,
    );
  });

  it('any single-byte change to a Merkle node or a checkpoint note is found', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        fc.boolean(),
        async (row, at, delta, inNode) => {
          const path = tamperedCopy((db) => {
            const table = inNode ? 'merkle_nodes' : 'checkpoints';
            const column = inNode ? 'hash' : 'note';
            const key = inNode ? 'level * 1000000 + idx' : 'id';
            const rows = db.prepare(`SELECT ${key} AS k, CAST(${column} AS BLOB) AS b FROM ${table}`).all() as {
              k: number;
              b: Buffer;
            }[];
            const target = rows[row % rows.length]!;
            const i = at % target.b.length;
            target.b[i] = (target.b[i]! + delta) % 256;
            db.prepare(`UPDATE ${table} SET ${column} = ${inNode ? '?' : 'CAST(? AS TEXT)'} WHERE ${key} = ?`).run(
              target.b,
              target.k,
            );
          });
          expect((await verifyFile(path)).ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

async function readCheckpoints(path: string): Promise<string[]> {
  const log = await openAuditLog(path, { readonly: true });
  try {
    return await log.checkpoints();
  } finally {
    await log.close();
  }
}
