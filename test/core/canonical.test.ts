// Canonical JSON (RFC 8785) and its strictness: only plain JSON is canonicalised, never stringified.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, sha256Hex } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';

describe('canonicalJson', () => {
  it('sorts keys and writes numbers the RFC 8785 way', () => {
    expect(canonicalJson({ b: [1e21, 1.5, -0], a: 'é\u2028', c: { z: null, y: true } })).toBe(
      '{"a":"é\u2028","b":[1e+21,1.5,0],"c":{"y":true,"z":null}}',
    );
  });

  it.each([
    ['a Map', new Map()],
    ['a Set', new Set([1])],
    ['a Date', new Date(0)],
    ['undefined', { a: undefined }],
    ['a function', { f: () => 1 }],
    ['NaN', [Number.NaN]],
    ['Infinity', Infinity],
    ['a BigInt', { n: 1n }],
    [
      'a class instance',
      new (class Point {
        x = 1;
      })(),
    ],
  ])('refuses %s', (_name, value) => {
    expect(() => canonicalJson(value)).toThrow(WarrantError);
  });

  it('refuses a lone surrogate, in a string or a key, with its code (it has no UTF-8 form)', () => {
    expect(() => canonicalJson({ a: 'x\ud800' })).toThrow(
      expect.objectContaining({ code: 'CANONICAL_UNSUPPORTED_VALUE' }) as Error,
    );
    expect(() => canonicalJson({ ['\udc00']: 1 })).toThrow(
      expect.objectContaining({ code: 'CANONICAL_UNSUPPORTED_VALUE' }) as Error,
    );
    expect(canonicalJson({ a: '\ud83d\ude00' })).toBe('{"a":"😀"}');
  });

  it('refuses a cycle', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/cycle/);
  });

  it('is a fixed point and ignores key order (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = canonicalJson(value);
        expect(canonicalJson(JSON.parse(once))).toBe(once);
        const reversed = JSON.parse(JSON.stringify(value), (_k, v: unknown) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
        ) as unknown;
        expect(canonicalJson(reversed)).toBe(once);
      }),
    );
  });
});

describe('hashes', () => {
  it('hashes bytes with SHA-256', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('hashes a value through its canonical form', () => {
    expect(contentHash({ b: 1, a: 2 })).toBe(sha256Hex('{"a":2,"b":1}'));
  });
});
