/**
 * @module test/audit/store-contract: what every audit store must do, as one suite run against each (hono's
 * runStoreSuite pattern): append and read, idempotent ids and collisions, append-only inside the database, schema
 * versions, read-only handles, tamper evidence, roots and proofs against the in-memory reference, replay, and two
 * writers on one chain.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from '../../src/core/canonical.js';
import {
  collectEvents,
  GENESIS_HASH,
  openAuditLog,
  replayVerified,
  signerFromSeed,
  storedEventText,
  verifierFor,
  verifyConsistency,
  verifyInclusion,
  type AuditLog,
} from '../../src/audit/index.js';
import { genericEvents, rejectionCode, TS } from './helpers.js';
import * as ref from './reference-merkle.js';
import type { StoreWorld } from './stores.js';

const ORIGIN = 'test.example/audit';
const signer = signerFromSeed(new Uint8Array(32).fill(7), ORIGIN);
const verifiers = [verifierFor(signer)];
const hex = (h: Uint8Array): string => Buffer.from(h).toString('hex');

async function withLog<T>(location: string, body: (log: AuditLog) => Promise<T>, readonly = false): Promise<T> {
  const log = await openAuditLog(location, { readonly });
  try {
    return await body(log);
  } finally {
    await log.close();
  }
}

const all = async (log: AuditLog, from?: number): Promise<Awaited<ReturnType<AuditLog['event']>>[]> => {
  const out = [];
  for await (const event of log.events(from)) out.push(event);
  return out;
};

/** Run the store contract against `world`; `leaves` sizes the differential test against the reference tree. */
export function runStoreSuite(world: StoreWorld, leaves: number): void {
  describe(`${world.name} store: append and read`, () => {
    it('assigns consecutive seqs and chains each hash over the previous hash and the canonical event', async () => {
      await withLog(await world.fresh(), async (log) => {
        expect(await log.append(genericEvents(3))).toEqual([1, 2, 3]);
        expect(await log.append(genericEvents(2, 3))).toEqual([4, 5]);
        expect(await log.size()).toBe(5);
        const events = (await all(log)).map((e) => e!);
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
        expect((await all(log, 4)).map((e) => e!.id)).toEqual(['e3', 'e4']);
        expect((await log.event(2))?.payload).toEqual(genericEvents(2)[1]!.payload);
        expect(await log.event(6)).toBeUndefined();
        expect(await log.verify()).toEqual({ ok: true, size: 5, checkpoints: 0 });
      });
    });

    it('reads a log longer than one page in order', async () => {
      await withLog(await world.fresh(), async (log) => {
        await log.append(genericEvents(2_345));
        const events = await all(log);
        expect(events.map((e) => e!.seq)).toEqual(Array.from({ length: 2_345 }, (_, i) => i + 1));
      });
    });

    it('treats a repeated id with the same type, actor and payload as a no-op, whatever its ts', async () => {
      const source = {
        id: `source:s1:${'a'.repeat(64)}`,
        type: 'source.registered',
        actor: 'warrant@0.1.0',
        ts: TS,
        payload: { sourceId: 's1', sha256: 'a'.repeat(64), uri: 'sources/s1.md', title: 'S1', tier: 'record' },
      };
      await withLog(await world.fresh(), async (log) => {
        expect(await log.append([source])).toEqual([1]);
        expect(await log.append([...genericEvents(1), { ...source, ts: '2026-06-22T09:00:00Z' }])).toEqual([2, 1]);
        expect(await log.append([source, source])).toEqual([1, 1]);
        expect(await log.size()).toBe(2);
        expect((await log.event(1))?.ts).toBe(TS);
        expect((await log.verify()).ok).toBe(true);
      });
    });

    it('refuses a repeated id with a different body and rolls back the whole batch, Merkle nodes included', async () => {
      await withLog(await world.fresh(), async (log) => {
        const [first] = genericEvents(1) as [ReturnType<typeof genericEvents>[number]];
        await log.append([first]);
        for (const changed of [{ payload: { other: true } }, { actor: 'someone-else' }, { type: 'other.type' }])
          expect(await rejectionCode(() => log.append([...genericEvents(3, 10), { ...first, ...changed }]))).toBe(
            'AUDIT_ID_COLLISION',
          );
        expect(await log.size()).toBe(1);
        const twice = [
          { ...first, id: 'fresh' },
          { ...first, id: 'fresh', payload: 1 },
        ];
        expect(await rejectionCode(() => log.append(twice))).toBe('AUDIT_ID_COLLISION');
        expect(await log.size()).toBe(1);
        await log.append(genericEvents(6, 20));
        expect(await log.verify()).toEqual({ ok: true, size: 7, checkpoints: 0 });
        const root = await withLog(await world.fresh(), async (fresh) => {
          await fresh.append([first, ...genericEvents(6, 20)]);
          return fresh.rootHash();
        });
        expect(await log.rootHash()).toBe(root);
      });
    });

    it('writes nothing when any event of a batch is not plain JSON', async () => {
      await withLog(await world.fresh(), async (log) => {
        const bad = { ...genericEvents(1, 5)[0]!, payload: { when: new Date(0) } };
        expect(await rejectionCode(() => log.append([...genericEvents(2), bad]))).toBe('CANONICAL_UNSUPPORTED_VALUE');
        expect(await log.size()).toBe(0);
      });
    });
  });

  describe(`${world.name} store: append-only and opening`, () => {
    it('the database itself refuses changes to every table, from any connection', async () => {
      const location = await world.fresh();
      await withLog(location, async (log) => {
        await log.append(genericEvents(4));
        await log.checkpoint(signer, ORIGIN);
      });
      for (const sql of world.forbidden) await expect(world.raw(location, sql), sql).rejects.toThrow(/append-only/);
      await withLog(location, async (log) => expect(await log.verify()).toMatchObject({ ok: true, size: 4 }));
    });

    it('refuses an unknown schema version, and opens read-only without writing', async () => {
      const location = await world.fresh();
      expect(await rejectionCode(() => openAuditLog(location, { readonly: true }))).toBe('INPUT_UNREADABLE');
      await withLog(location, (log) => log.append(genericEvents(2)));
      await withLog(
        location,
        async (log) => {
          expect(await log.size()).toBe(2);
          expect(await rejectionCode(() => log.append(genericEvents(1, 9)))).toBe('AUDIT_READ_ONLY');
          expect(await rejectionCode(() => log.checkpoint(signer, ORIGIN))).toBe('AUDIT_READ_ONLY');
          expect((await log.verify()).ok).toBe(true);
        },
        true,
      );
      await world.tamper(location, 'UPDATE schema_version SET version = 2');
      expect(await rejectionCode(() => openAuditLog(location))).toBe('AUDIT_SCHEMA_UNKNOWN');
      expect(await rejectionCode(() => openAuditLog(location, { readonly: true }))).toBe('AUDIT_SCHEMA_UNKNOWN');
    });

    it('refuses a range outside the log with a coded error', async () => {
      await withLog(await world.fresh(), async (log) => {
        await log.append(genericEvents(5));
        expect(await rejectionCode(() => log.root(6))).toBe('AUDIT_RANGE_INVALID');
        expect(await rejectionCode(() => log.inclusionProof(6))).toBe('AUDIT_RANGE_INVALID');
        expect(await rejectionCode(() => log.consistencyProof(0, 5))).toBe('AUDIT_RANGE_INVALID');
        expect(await rejectionCode(() => log.consistencyProof(3, 6))).toBe('AUDIT_RANGE_INVALID');
      });
    });
  });

  describe(`${world.name} store: tamper evidence`, () => {
    const SIZE = 40;
    const pristine = async (): Promise<string> => {
      const location = await world.fresh();
      await withLog(location, async (log) => {
        await log.append(genericEvents(SIZE / 2));
        await log.checkpoint(signer, ORIGIN);
        await log.append(genericEvents(SIZE / 2, SIZE / 2));
        await log.checkpoint(signer, ORIGIN);
      });
      return location;
    };
    const verify = (location: string, trustedCheckpoints: string[] = []): ReturnType<AuditLog['verify']> =>
      withLog(location, (log) => log.verify({ verifiers, trustedCheckpoints }), true);

    it('a changed field of an event is found at that seq, for every field', async () => {
      const location = await pristine();
      expect(await verify(location)).toEqual({ ok: true, size: SIZE, checkpoints: 2 });
      const columns = ['id', 'type', 'actor', 'ts', 'payload', 'prev_hash', 'hash'];
      for (const [k, column] of columns.entries()) {
        const seq = 3 + 5 * k;
        const copy = await world.copy(location);
        await world.tamper(copy, `UPDATE events SET ${column} = ${column} || ' ' WHERE seq = $1`, [seq]);
        const report = await verify(copy);
        expect(report, column).toMatchObject({ ok: false, size: seq - 1, firstBad: { seq } });
      }
    });

    it('finds a dropped event, a dropped tail its checkpoint covers, and one only an outside checkpoint covers', async () => {
      const location = await pristine();
      const notes = await withLog(location, (log) => log.checkpoints(), true);
      const dropped = await world.copy(location);
      await world.tamper(dropped, 'DELETE FROM events WHERE seq = 17');
      expect((await verify(dropped)).firstBad).toEqual({
        seq: 17,
        reason: 'seq 17 is missing (the next stored event is seq 18)',
      });
      const tail = await world.copy(location);
      await world.tamper(tail, 'DELETE FROM events WHERE seq > 37');
      await world.tamper(tail, 'DELETE FROM merkle_nodes WHERE (idx + 1) * (1 << level) > 37');
      expect((await verify(tail)).firstBad?.reason).toMatch(/commits to 40 events but the log has 37/);
      await world.tamper(tail, 'DELETE FROM checkpoints WHERE size > 37');
      expect((await verify(tail)).ok).toBe(true); // what the log alone cannot know
      expect(await verify(tail, [notes.at(-1)!])).toMatchObject({ ok: false, firstBad: { seq: 38 } });
    });

    it('a changed Merkle node or checkpoint note is found', async () => {
      const location = await pristine();
      const node = await world.copy(location);
      await world.tamper(node, 'UPDATE merkle_nodes SET hash = $1 WHERE level = 2 AND idx = 3', [Buffer.alloc(32, 1)]);
      expect((await verify(node)).ok).toBe(false);
      const note = await world.copy(location);
      await world.tamper(
        note,
        `UPDATE checkpoints SET note = replace(note, '${ORIGIN}', 'other.example') WHERE id = 1`,
      );
      expect((await verify(note)).ok).toBe(false);
    });

    it('a dropped append-only trigger is reported even when every event is intact', async () => {
      const location = await pristine();
      await world.raw(
        location,
        world.name === 'sqlite' ? 'DROP TRIGGER events_no_delete' : 'DROP TRIGGER events_append_only ON events',
      );
      const report = await verify(location);
      expect(report).toMatchObject({ ok: false, size: SIZE, firstBad: { seq: SIZE + 1 } });
      expect(report.firstBad?.reason).toMatch(
        /append-only trigger events_(no_delete|append_only) is missing or altered/,
      );
    });
  });

  describe(`${world.name} store: roots and proofs`, () => {
    it(`agrees with the in-memory RFC 6962 reference on roots, inclusion and consistency proofs (${leaves} leaves)`, async () => {
      await withLog(await world.fresh(), async (log) => {
        for (let start = 0; start < leaves; start += 1000)
          await log.append(genericEvents(Math.min(1000, leaves - start), start));
        const hashes = (await all(log)).map((e) => ref.leaf(storedEventText(e!)));
        expect(hashes).toHaveLength(leaves);
        const sizes = [1, 2, 3, 4, 5, 7, 8, 9, 1023, 1024, 1025, 4096, 8191, 8192, 8193, leaves - 1, leaves].filter(
          (n) => n <= leaves,
        );
        fc.sample(fc.integer({ min: 1, max: leaves }), { numRuns: 20, seed: 42 }).forEach((n) => sizes.push(n));
        const roots = new Map<number, Buffer>();
        for (const n of sizes) {
          roots.set(n, ref.mth(hashes.slice(0, n)));
          expect(hex(await log.root(n)), `root at size ${n}`).toBe(hex(roots.get(n)!));
        }
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...sizes), fc.nat(), async (n, pick) => {
            const seq = 1 + (pick % n);
            const proof = await log.inclusionProof(seq, n);
            expect(proof.map(hex)).toEqual(ref.path(seq - 1, hashes.slice(0, n)).map(hex));
            expect(verifyInclusion(hashes[seq - 1]!, seq - 1, n, proof, roots.get(n)!)).toBe(true);
          }),
          { numRuns: 60, seed: 7 },
        );
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...sizes), fc.constantFrom(...sizes), async (a, b) => {
            const [m, n] = a <= b ? [a, b] : [b, a];
            const proof = await log.consistencyProof(m, n);
            expect(proof.map(hex)).toEqual(ref.proof(m, hashes.slice(0, n)).map(hex));
            expect(verifyConsistency(m, n, roots.get(m)!, roots.get(n)!, proof)).toBe(true);
          }),
          { numRuns: 60, seed: 9 },
        );
        expect(await log.verify()).toMatchObject({ ok: true, size: leaves });
      });
    });
  });

  describe(`${world.name} store: replay and writers`, () => {
    it('replays only a log that verifies, in seq order', async () => {
      const location = await world.fresh();
      await withLog(location, async (log) => {
        await log.append(genericEvents(12));
        expect((await replayVerified(log, collectEvents)).map((e) => e.id)).toEqual(genericEvents(12).map((e) => e.id));
      });
      await world.tamper(location, `UPDATE events SET actor = 'mallory' WHERE seq = 5`);
      await withLog(location, async (log) =>
        expect(await rejectionCode(() => replayVerified(log, collectEvents))).toBe('AUDIT_CHAIN_BROKEN'),
      );
    });

    it('two writers appending to one log at once make one chain, every event once', async () => {
      const location = await world.fresh();
      await (await openAuditLog(location)).close();
      const [a, b] = [await openAuditLog(location), await openAuditLog(location)];
      try {
        const runs = (log: AuditLog, offset: number): Promise<number[][]> =>
          Promise.all(Array.from({ length: 10 }, (_, r) => log.append(genericEvents(5, offset + r * 5))));
        const [fromA, fromB] = await Promise.all([runs(a, 0), runs(b, 1000)]);
        // Each batch is contiguous: one transaction on the chain head.
        for (const seqs of [...fromA, ...fromB]) expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
        expect(await a.verify()).toEqual({ ok: true, size: 100, checkpoints: 0 });
        const ids = (await all(b)).map((e) => e!.id);
        expect(new Set(ids).size).toBe(100);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}
