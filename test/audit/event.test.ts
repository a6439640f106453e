/** @module test/audit/event: the canonical event text law and strict refusal of payloads that are not plain JSON. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf } from './helpers.js';
import { canonicalJson } from '../../src/core/canonical.js';
import canonicalize from 'canonicalize';
import { canonicalTextOf } from '../../src/audit/canonical-text.js';
import { canonicalEventText, canonicalPayload, isRfc3339, type NewEvent } from '../../src/audit/event.js';

const base: NewEvent = { id: 'e1', type: 't', actor: 'a', ts: '2026-06-21T10:00:00Z', payload: {} };

describe('canonical event text', () => {
  it('equals RFC 8785 canonical JSON of the whole event for any strings and plain JSON payload', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string({ unit: 'grapheme' }),
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string(),
        fc.jsonValue(),
        (seq, id, type, actor, ts, payload) => {
          const text = canonicalEventText({ seq, id, type, actor, ts, payload: canonicalJson(payload) });
          expect(text).toBe(canonicalJson({ seq, id, type, actor, ts, payload }));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('canonical text of parsed JSON (the fast check verify uses)', () => {
  const outcome = (run: () => string): string => {
    try {
      return run();
    } catch {
      return 'refused';
    }
  };
  it('agrees with the canonicalize package on any JSON text, including lone surrogates and odd numbers', () => {
    const text = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary' }).map((s) => JSON.stringify({ [s]: s })),
      fc.constantFrom(
        '"\\ud800"',
        '{"a":"\\udc00x"}',
        '{"\\ud800":1}',
        '1e400',
        '-0',
        '[1.50,2e-7,1e21]',
        '{"__proto__":1,"b":[true,null]}',
        '{"é":1,"e":2,"\\u00e9":3}',
        '{"10":1,"9":2}',
        '{"9":2,"10":1}',
        '{"b":1,"a":{"d":2,"c":3}}',
      ),
    );
    fc.assert(
      fc.property(text, (t) => {
        const parsed: unknown = JSON.parse(t);
        expect(outcome(() => canonicalTextOf(t))).toBe(outcome(() => canonicalize(parsed) ?? 'refused'));
      }),
      { numRuns: 1000 },
    );
  });
  it('returns a canonical text as it is, and names a raw lone surrogate as not canonical', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalize(value);
        if (canonical !== undefined) expect(canonicalTextOf(canonical)).toBe(canonical);
      }),
      { numRuns: 500 },
    );
    expect(canonicalTextOf('{"a":"\ud800"}')).toBe('{"a":"\\ud800"}');
  });
});

describe('strict payloads', () => {
  class Thing {
    x = 1;
  }
  const cyclic: Record<string, unknown> = {};
  cyclic['self'] = cyclic;
  const sparse: unknown[] = [1];
  sparse[2] = 3;
  const refused: [string, unknown][] = [
    ['Map', new Map([['a', 1]])],
    ['Set', new Set([1])],
    ['Date', new Date(0)],
    ['undefined', undefined],
    ['nested undefined', { a: undefined }],
    ['function', () => 1],
    ['NaN', Number.NaN],
    ['Infinity', { n: Infinity }],
    ['BigInt', 10n],
    ['cycle', cyclic],
    ['class instance', new Thing()],
    ['sparse array', sparse],
    ['lone surrogate', { s: '\ud800' }],
  ];
  it.each(refused)('refuses a %s rather than stringifying it', (_name, payload) => {
    expect(codeOf(() => canonicalPayload({ ...base, payload }))).toBe('CANONICAL_UNSUPPORTED_VALUE');
  });

  it('refuses empty ids, types, actors and timestamps that are not RFC 3339', () => {
    for (const bad of [
      { id: '' },
      { type: '' },
      { actor: '' },
      { actor: 'a\udc00' },
      { ts: '2026-06-21 10:00' },
      { ts: '2026-02-30T10:00:00Z' },
      { ts: 'yesterday' },
    ]) {
      expect(codeOf(() => canonicalPayload({ ...base, ...bad }))).toBe('AUDIT_EVENT_INVALID');
    }
    expect(isRfc3339('2026-06-21T10:00:00.123+02:00')).toBe(true);
  });
});
