/**
 * @module core/signed-records: JSONL records signed with Ed25519 (clearances, reviews). A record's signature covers the
 * canonical JSON of every field but `keyId` and `signature`, under a purpose string, so a signature made for one kind
 * of record cannot be replayed as another. Pure: keys and text come in as data.
 */
import { sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { canonicalBase64 } from './base64.js';
import { canonicalJson, sha256HexSchema } from './canonical.js';
import { keyIdOf, type ListedKey } from './ed25519-keys.js';

/** The fields a signature adds to a record's scope. */
export const SIGNATURE_FIELDS = { keyId: sha256HexSchema, signature: z.base64().min(1) };

export interface Signed {
  readonly keyId: string;
  readonly signature: string;
}

/** The exact bytes a signature covers: the purpose and every field of the record but its signature's own. */
export function signedPayload(purpose: string, record: object): Buffer {
  const scope = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'keyId' && key !== 'signature'));
  return Buffer.from(canonicalJson({ purpose, ...scope }));
}

/** Sign a record's scope with an Ed25519 private key. */
export function signRecord<T extends object>(purpose: string, scope: T, privateKey: KeyObject): T & Signed {
  return {
    ...scope,
    keyId: keyIdOf(privateKey),
    signature: sign(null, signedPayload(purpose, scope), privateKey).toString('base64'),
  };
}

/** The listed key that signed the record, or why none did. */
export function signer(
  purpose: string,
  record: object & Signed,
  keys: readonly ListedKey[],
): { listed: ListedKey } | { reason: 'unknown-key' | 'bad-signature' } {
  const listed = keys.find((k) => keyIdOf(k.key) === record.keyId);
  if (!listed || listed.key.asymmetricKeyType !== 'ed25519') return { reason: 'unknown-key' };
  const signature = canonicalBase64(record.signature);
  if (!signature) return { reason: 'bad-signature' };
  try {
    if (verify(null, signedPayload(purpose, record), listed.key, signature)) return { listed };
  } catch {
    // A signature that cannot even be checked is a bad one.
  }
  return { reason: 'bad-signature' };
}

/** Each non-blank line of a JSONL text with its line number: the record, or undefined when it is not one. */
export function jsonLines<T>(text: string, schema: z.ZodType<T>): { line: number; raw: string; record?: T }[] {
  return text.split('\n').flatMap((raw, index) => {
    if (raw.trim() === '') return [];
    // Stryker disable next-line ObjectLiteral: an object without success reads as not parsed, the same as success: false
    let parsed: { success: true; data: T } | { success: false } = { success: false };
    try {
      parsed = schema.safeParse(JSON.parse(raw));
    } catch {
      // Not JSON: not a record.
    }
    return [{ line: index + 1, raw, ...(parsed.success ? { record: parsed.data } : {}) }];
  });
}
