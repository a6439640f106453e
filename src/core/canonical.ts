/** @module core/canonical: strict RFC 8785 canonical JSON and SHA-256 content hashes. */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import { WarrantError } from './errors.js';

/** A value that is plain JSON: what may be canonicalised, hashed and stored. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** A lone UTF-16 surrogate: a string holding one has no UTF-8 encoding, so no canonical form (RFC 8785 section 3.2.2.2). */
export function hasLoneSurrogate(text: string): boolean {
  return /\p{Cs}/u.test(text);
}

/**
 * Check that a value is plain JSON, or throw CANONICAL_UNSUPPORTED_VALUE naming the path of the first offender.
 * Maps, Sets, Dates, undefined, functions, non-finite numbers, BigInts, cycles and class instances are refused,
 * never stringified (seed 002's serializer lesson).
 */
export function assertPlainJson(value: unknown, path = '$', seen: Set<object> = new Set()): asserts value is Json {
  const fail = (what: string): never => {
    throw new WarrantError('CANONICAL_UNSUPPORTED_VALUE', `${path}: ${what} is not plain JSON`);
  };
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    if (hasLoneSurrogate(value)) fail('a string with a lone surrogate');
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(`the number ${String(value)}`);
    return;
  }
  if (typeof value !== 'object') fail(`a value of type ${typeof value}`);
  const object = value as object;
  if (seen.has(object)) fail('a cycle');
  seen.add(object);
  if (Array.isArray(object)) {
    for (let i = 0; i < object.length; i += 1) {
      if (!(i in object)) fail(`a hole at index ${i}`);
      assertPlainJson(object[i], `${path}[${i}]`, seen);
    }
  } else {
    const proto = Object.getPrototypeOf(object) as unknown;
    if (proto !== Object.prototype && proto !== null) fail(`an instance of ${object.constructor?.name ?? 'a class'}`);
    if (Object.getOwnPropertySymbols(object).length > 0) fail('a symbol-keyed property');
    // (A hidden property, a toJSON above all, would change what canonicalize writes without the check seeing it.)
    const hidden = Object.getOwnPropertyNames(object).find(
      (key) => !Object.prototype.propertyIsEnumerable.call(object, key),
    );
    if (hidden !== undefined) fail(`the hidden property ${JSON.stringify(hidden)}`);
    for (const [key, child] of Object.entries(object)) {
      if (hasLoneSurrogate(key)) fail(`the key ${JSON.stringify(key)} with a lone surrogate`);
      assertPlainJson(child, `${path}.${key}`, seen);
    }
  }
  seen.delete(object);
}

/** RFC 8785 canonical form of a plain JSON value (strict: see assertPlainJson). */
export function canonicalJson(value: unknown): string {
  assertPlainJson(value);
  const text = canonicalize(value);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable: canonicalize gives text for every value assertPlainJson accepts (it refuses a hidden toJSON)
  if (text === undefined) throw new WarrantError('CANONICAL_UNSUPPORTED_VALUE', '$: value has no JSON form');
  return text;
}

/** A lower-case hex SHA-256, as every record and event writes one. */
export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits');

/** Lower-case hex SHA-256 of bytes or of a string's UTF-8 encoding. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the canonical form of a plain JSON value. */
export function contentHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
