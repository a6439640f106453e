/** @module credentials/cose: the COSE_Sign1 claim signature c2pa-rs expects from a "direct COSE" signer, padded to size. */
import { createHash } from 'node:crypto';
import { Encoder, Tag } from 'cbor-x';
import { WarrantError } from '../core/errors.js';
import type { CredentialSigner } from './signer.js';
import type { TimestampAuthority } from './timestamp.js';

const cbor = new Encoder({ useRecords: false, mapsAsObjects: false, tagUint8Array: false, variableMapSize: true });
const COSE_SIGN1_TAG = 18;
const ALGORITHM = { es256: -7 } as const;
const EMPTY = new Uint8Array(0);

function encode(value: unknown): Uint8Array {
  return new Uint8Array(cbor.encode(value));
}

/** Bytes to reserve in the manifest for the signature: chain, signature and CBOR overhead, plus a time-stamp token. */
export function reserveSizeFor(signer: CredentialSigner, timestamped: boolean): number {
  const chainBytes = signer.chain.reduce((sum, cert) => sum + cert.length, 0);
  return 1024 + chainBytes + (timestamped ? 6144 : 0);
}

/** The protected header: algorithm and x5chain (one certificate as a byte string, several as an array, leaf first). */
export function protectedHeader(signer: CredentialSigner): Uint8Array {
  const chain = signer.chain.map((cert) => new Uint8Array(cert));
  return encode(
    new Map<number, unknown>([
      [1, ALGORITHM[signer.alg]],
      [33, chain.length === 1 ? chain[0] : chain],
    ]),
  );
}

/** What a sigTst2 time stamp covers: the CounterSignature structure over the CBOR-encoded signature (c2pa-rs "v2"). */
export function countersignatureData(protectedBytes: Uint8Array, signature: Uint8Array): Uint8Array {
  return encode(['CounterSignature', protectedBytes, EMPTY, encode(new Uint8Array(signature))]);
}

function tagged(protectedBytes: Uint8Array, unprotected: Map<string, unknown>, signature: Uint8Array): Uint8Array {
  return encode(new Tag([protectedBytes, unprotected, null, signature], COSE_SIGN1_TAG));
}

/** Add zero padding (`pad`, and `pad2` where a CBOR length boundary makes one field unable to hit the size). */
export function padTo(
  reserveSize: number,
  build: (unprotected: Map<string, unknown>) => Uint8Array,
  base: Map<string, unknown>,
): Uint8Array {
  for (const extra of [undefined, 0, 1, 2]) {
    const withPad = (n: number): Map<string, unknown> => {
      const map = new Map(base).set('pad', new Uint8Array(n));
      return extra === undefined ? map : map.set('pad2', new Uint8Array(extra));
    };
    const need = reserveSize - build(withPad(0)).length;
    if (need < 0) break;
    for (const n of [need, need - 1, need - 2, need - 4, need - 8].filter((v) => v >= 0)) {
      const bytes = build(withPad(n));
      if (bytes.length === reserveSize) return bytes;
    }
  }
  throw new WarrantError('INTERNAL', `the COSE signature does not fit the ${reserveSize} bytes reserved for it`);
}

/** Sign claim bytes into a tagged COSE_Sign1 (detached payload), time-stamped when a TSA is given, exactly reserveSize long. */
export async function coseSign1(
  claim: Uint8Array,
  signer: CredentialSigner,
  options: { reserveSize: number; timestamp?: TimestampAuthority },
): Promise<Uint8Array> {
  const protectedBytes = protectedHeader(signer);
  const toBeSigned = encode(['Signature1', protectedBytes, EMPTY, new Uint8Array(claim)]);
  const signature = new Uint8Array(await signer.sign(toBeSigned));
  const unprotected = new Map<string, unknown>();
  if (options.timestamp) {
    const digest = createHash('sha256').update(countersignatureData(protectedBytes, signature)).digest();
    const response = await options.timestamp(new Uint8Array(digest));
    unprotected.set('sigTst2', new Map([['tstTokens', [new Map([['val', new Uint8Array(response)]])]]]));
  }
  return padTo(options.reserveSize, (map) => tagged(protectedBytes, map, signature), unprotected);
}
