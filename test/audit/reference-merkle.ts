/** @module test/audit/reference-merkle: an in-memory RFC 6962 reference, written straight from the RFC's recursive definitions. */
import { createHash } from 'node:crypto';

const sha = (...parts: Uint8Array[]): Buffer => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const k = (n: number): number => 2 ** Math.ceil(Math.log2(n) - 1);

/** MTH over leaf hashes (the leaf hashes stand in for D[i], already hashed with 0x00). */
export function mth(leaves: readonly Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0]!;
  const split = k(leaves.length);
  return sha(Buffer.from([1]), mth(leaves.slice(0, split)), mth(leaves.slice(split)));
}

/** PATH(m, D[n]). */
export function path(m: number, leaves: readonly Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  const split = k(leaves.length);
  return m < split
    ? [...path(m, leaves.slice(0, split)), mth(leaves.slice(split))]
    : [...path(m - split, leaves.slice(split)), mth(leaves.slice(0, split))];
}

function subproof(m: number, leaves: readonly Buffer[], b: boolean): Buffer[] {
  const n = leaves.length;
  if (m === n) return b ? [] : [mth(leaves)];
  const split = k(n);
  return m <= split
    ? [...subproof(m, leaves.slice(0, split), b), mth(leaves.slice(split))]
    : [...subproof(m - split, leaves.slice(split), false), mth(leaves.slice(0, split))];
}

/** PROOF(m, D[n]). */
export function proof(m: number, leaves: readonly Buffer[]): Buffer[] {
  return subproof(m, leaves, true);
}

export function leaf(data: Uint8Array | string): Buffer {
  return sha(Buffer.from([0]), typeof data === 'string' ? Buffer.from(data) : data);
}
