/** @module test/audit/differential: the SQLite log's roots and proofs against the in-memory RFC 6962 reference over 10,000+ leaves. */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openAuditLog, storedEventText, verifyConsistency, verifyInclusion } from '../../src/audit/index.js';
import { genericEvents, tempDir } from './helpers.js';
import * as ref from './reference-merkle.js';

const N = 10_007;
const hex = (h: Uint8Array): string => Buffer.from(h).toString('hex');

describe('SQLite log vs in-memory reference', () => {
  it(`agrees on roots, inclusion and consistency proofs for ${N} leaves`, () => {
    const log = openAuditLog(join(tempDir(), 'audit.db'));
    try {
      for (let start = 0; start < N; start += 1000) log.append(genericEvents(Math.min(1000, N - start), start));
      expect(log.size()).toBe(N);
      // The reference hashes the same leaf bytes: the canonical event text of each stored event.
      const leaves = [...log.events()].map((e) => ref.leaf(storedEventText(e)));
      expect(leaves).toHaveLength(N);

      const sizes = [1, 2, 3, 4, 5, 7, 8, 9, 1023, 1024, 1025, 4096, 8191, 8192, 8193, N - 1, N];
      fc.sample(fc.integer({ min: 1, max: N }), { numRuns: 40, seed: 42 }).forEach((n) => sizes.push(n));
      const roots = new Map<number, Buffer>();
      for (const n of sizes) {
        const expected = ref.mth(leaves.slice(0, n));
        roots.set(n, expected);
        expect(hex(log.root(n)), `root at size ${n}`).toBe(hex(expected));
      }

      fc.assert(
        fc.property(fc.constantFrom(...sizes), fc.nat(), (n, pick) => {
          const seq = 1 + (pick % n);
          const proof = log.inclusionProof(seq, n);
          expect(proof.map(hex)).toEqual(ref.path(seq - 1, leaves.slice(0, n)).map(hex));
          expect(verifyInclusion(leaves[seq - 1]!, seq - 1, n, proof, roots.get(n)!)).toBe(true);
        }),
        { numRuns: 150, seed: 7 },
      );

      fc.assert(
        fc.property(fc.constantFrom(...sizes), fc.constantFrom(...sizes), (a, b) => {
          const [m, n] = a <= b ? [a, b] : [b, a];
          const proof = log.consistencyProof(m, n);
          expect(proof.map(hex)).toEqual(ref.proof(m, leaves.slice(0, n)).map(hex));
          expect(verifyConsistency(m, n, roots.get(m)!, roots.get(n)!, proof)).toBe(true);
        }),
        { numRuns: 150, seed: 9 },
      );
      expect(log.verify()).toMatchObject({ ok: true, size: N });
    } finally {
      log.close();
    }
  });
});
