/** @module test/audit/merkle: RFC 6962 known answers, proof laws (fast-check) and the verifiers' refusals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  EMPTY_ROOT,
  inclusionProof,
  leafHash,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from '../../src/audit/merkle.js';
import * as ref from './reference-merkle.js';

/** The Certificate Transparency reference leaves and the roots MTH(D[n]) for n = 0..8. */
const CT_LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];
const CT_ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

/** A node reader over an in-memory list of leaf hashes. */
function memoryReader(leaves: readonly Hash[]): (level: number, index: number) => Hash {
  return (level, index) => ref.mth(leaves.slice(index * 2 ** level, (index + 1) * 2 ** level) as Buffer[]);
}

const leavesOf = (n: number): Buffer[] => Array.from({ length: n }, (_, i) => ref.leaf(`leaf ${i}`));
const hex = (h: Uint8Array): string => Buffer.from(h).toString('hex');

describe('RFC 6962 hashing', () => {
  it('matches the Certificate Transparency reference roots for sizes 0..8', () => {
    const leaves = CT_LEAVES.map((h) => leafHash(Buffer.from(h, 'hex')));
    expect(hex(EMPTY_ROOT)).toBe(CT_ROOTS[0]);
    expect(hex(treeRoot(memoryReader(leaves), 0))).toBe(CT_ROOTS[0]);
    leaves.forEach((_, i) => expect(hex(treeRoot(memoryReader(leaves), i + 1))).toBe(CT_ROOTS[i + 1]));
  });

  it('domain-separates leaves from nodes: a leaf over two hashes is not their node', () => {
    const [a, b] = leavesOf(2) as [Buffer, Buffer];
    expect(hex(leafHash(Buffer.concat([a, b])))).not.toBe(hex(ref.mth([a, b])));
  });
});

describe('proofs', () => {
  it('inclusion proofs equal the reference PATH and verify; a wrong index, leaf or root does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (n, seed) => {
        const leaves = leavesOf(n);
        const index = seed % n;
        const root = ref.mth(leaves);
        const proof = inclusionProof(memoryReader(leaves), index, n);
        expect(proof.map(hex)).toEqual(ref.path(index, leaves).map(hex));
        expect(verifyInclusion(leaves[index]!, index, n, proof, root)).toBe(true);
        expect(verifyInclusion(ref.leaf('other'), index, n, proof, root)).toBe(false);
        if (n > 1) expect(verifyInclusion(leaves[index]!, (index + 1) % n, n, proof, root)).toBe(false);
        expect(verifyInclusion(leaves[index]!, index, n, proof, ref.leaf('root'))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('consistency proofs equal the reference PROOF and verify; mismatched roots or sizes do not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (n, seed) => {
        const leaves = leavesOf(n);
        const m = 1 + (seed % n);
        const proof = consistencyProof(memoryReader(leaves), m, n);
        expect(proof.map(hex)).toEqual(ref.proof(m, leaves).map(hex));
        const rootM = ref.mth(leaves.slice(0, m));
        const rootN = ref.mth(leaves);
        expect(verifyConsistency(m, n, rootM, rootN, proof)).toBe(true);
        const forked = [...leaves.slice(0, m - 1), ref.leaf('fork'), ...leaves.slice(m)];
        expect(verifyConsistency(m, n, ref.mth(forked.slice(0, m)), rootN, proof)).toBe(false);
        if (m < n) expect(verifyConsistency(m, n, rootM, ref.mth(forked), proof)).toBe(false);
        if (m < n && proof.length > 0) expect(verifyConsistency(m, n, rootM, rootN, proof.slice(1))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('any single flipped bit in a proof is rejected', () => {
    const leaves = leavesOf(37);
    const root = ref.mth(leaves);
    fc.assert(
      fc.property(fc.nat(36), fc.nat(), fc.nat(255), (index, which, bit) => {
        const proof = inclusionProof(memoryReader(leaves), index, 37).map((h) => Buffer.from(h));
        const target = proof[which % proof.length]!;
        target[bit % 32]! ^= 1 << (bit % 8);
        expect(verifyInclusion(leaves[index]!, index, 37, proof, root)).toBe(false);
      }),
    );
  });

  it('refuses proofs for positions outside the tree', () => {
    const read = memoryReader(leavesOf(4));
    expect(() => inclusionProof(read, 4, 4)).toThrow(RangeError);
    expect(() => consistencyProof(read, 0, 4)).toThrow(RangeError);
    expect(() => consistencyProof(read, 5, 4)).toThrow(RangeError);
    expect(verifyInclusion(ref.leaf('x'), 0, 0, [], EMPTY_ROOT)).toBe(false);
  });
});
