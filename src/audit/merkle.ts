/** @module audit/merkle: RFC 6962 Merkle tree hashing, inclusion and consistency proofs over a node reader, and their verifiers. */
import { createHash, hash as sha } from 'node:crypto';

/** A 32-byte SHA-256 digest. */
export type Hash = Uint8Array;

const LEAF_PREFIX = Buffer.from([0x00]);
const NODE_PREFIX = Buffer.from([0x01]);
/** Scratch buffer for node hashing: 0x01 || left || right (hashing is synchronous, so one buffer is safe). */
const NODE_INPUT = Buffer.alloc(65, 0x01);

/** MTH of the empty tree: SHA-256 of the empty string. */
export const EMPTY_ROOT: Hash = createHash('sha256').digest();

/** RFC 6962 leaf hash: SHA-256(0x00 || entry). */
export function leafHash(entry: string | Uint8Array): Hash {
  return createHash('sha256').update(LEAF_PREFIX).update(entry).digest();
}

/** The bytes an interior node hashes, 0x01 || left || right, in one scratch buffer (valid until the next call). */
export function nodeInput(left: Uint8Array, right: Uint8Array): Buffer {
  NODE_INPUT.set(left, 1);
  NODE_INPUT.set(right, 33);
  return NODE_INPUT;
}

/** RFC 6962 interior node hash: SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  if (left.length !== 32 || right.length !== 32)
    return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
  return sha('sha256', nodeInput(left, right), 'buffer');
}

/**
 * Storage reads as a function (tessera's getTiles): the hash of the perfect subtree of 2^level leaves
 * starting at leaf index * 2^level. Level 0 is the leaf hashes. Only complete subtrees are ever asked for.
 */
export type PerfectNodeReader = (level: number, index: number) => Hash;

/** The largest power of two strictly less than n (n >= 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}

/** MTH(D[start : start + n]) for a range that occurs in the RFC 6962 recursion (start aligned to the split). */
function rangeHash(read: PerfectNodeReader, start: number, n: number): Hash {
  if (isPowerOfTwo(n) && start % n === 0) return read(Math.log2(n), start / n);
  const k = splitPoint(n);
  return nodeHash(rangeHash(read, start, k), rangeHash(read, start + k, n - k));
}

/** The Merkle tree head of the first `size` leaves. */
export function treeRoot(read: PerfectNodeReader, size: number): Hash {
  checkSize(size);
  return size === 0 ? EMPTY_ROOT : rangeHash(read, 0, size);
}

/** RFC 6962 PATH(index, D[size]): the audit path of leaf `index` in the tree of `size` leaves. */
export function inclusionProof(read: PerfectNodeReader, index: number, size: number): Hash[] {
  checkSize(size);
  if (!Number.isSafeInteger(index) || index < 0 || index >= size)
    throw new RangeError(`leaf index ${index} is not in a tree of size ${size}`);
  const path: Hash[] = [];
  let start = 0;
  let n = size;
  let m = index;
  // Walk down from the root, collecting the sibling of each subtree that contains the leaf; the path lists them bottom-up.
  while (n > 1) {
    const k = splitPoint(n);
    if (m < k) {
      path.push(rangeHash(read, start + k, n - k));
      n = k;
    } else {
      path.push(rangeHash(read, start, k));
      start += k;
      m -= k;
      n -= k;
    }
  }
  return path.reverse();
}

/** RFC 6962 PROOF(m, D[n]): the consistency proof between the trees of sizes m and n (0 < m <= n, empty when m == n). */
export function consistencyProof(read: PerfectNodeReader, m: number, n: number): Hash[] {
  checkSize(n);
  if (!Number.isSafeInteger(m) || m < 1 || m > n)
    throw new RangeError(`no consistency proof from size ${m} to size ${n}`);
  const proof: Hash[] = [];
  // SUBPROOF(m, D[start : start + size], b), iteratively; collected top-down, emitted bottom-up.
  let start = 0;
  let size = n;
  let b = true;
  let mm = m;
  while (mm !== size) {
    const k = splitPoint(size);
    if (mm <= k) {
      proof.push(rangeHash(read, start + k, size - k));
      size = k;
    } else {
      proof.push(rangeHash(read, start, k));
      start += k;
      mm -= k;
      size -= k;
      b = false;
    }
  }
  if (!b) proof.push(rangeHash(read, start, size));
  return proof.reverse();
}

function checkSize(size: number): void {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`tree size ${size} is not a non-negative integer`);
}

function equalHash(a: Hash, b: Hash): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/** RFC 9162 2.1.3.2: does `proof` show that the leaf with `hash` sits at `index` in the tree of `size` with `root`? */
export function verifyInclusion(hash: Hash, index: number, size: number, proof: readonly Hash[], root: Hash): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r: Hash = hash;
  for (const p of proof) {
    if (p.length !== 32 || sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHash(r, root);
}

/** RFC 9162 2.1.4.2: does `proof` show that the tree of size `m` with `rootM` is a prefix of the tree of size `n` with `rootN`? */
export function verifyConsistency(m: number, n: number, rootM: Hash, rootN: Hash, proof: readonly Hash[]): boolean {
  if (!Number.isSafeInteger(m) || !Number.isSafeInteger(n) || m < 0 || m > n) return false;
  if (m === n) return proof.length === 0 && equalHash(rootM, rootN);
  if (m === 0) return proof.length === 0;
  if (proof.length === 0 || proof.some((p) => p.length !== 32)) return false;
  const path = isPowerOfTwo(m) ? [rootM, ...proof] : [...proof];
  let fn = m - 1;
  let sn = n - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  const [first, ...rest] = path as [Hash, ...Hash[]];
  let fr: Hash = first;
  let sr: Hash = first;
  for (const c of rest) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHash(fr, rootM) && equalHash(sr, rootN);
}
