/** @module test/credentials/units: the pure parts: the manifest link, COSE padding, RFC 3161 DER, the trust decision by clock. */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decoder, Encoder } from 'cbor-x';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWarrantError } from '../../src/core/errors.js';
import { padTo } from '../../src/credentials/cose.js';
import { readElements } from '../../src/credentials/der.js';
import { linkManifest, manifestHref } from '../../src/credentials/html.js';
import { grantedResponse, timestampRequest } from '../../src/credentials/timestamp.js';
import { decideTrust } from '../../src/credentials/trust.js';
import { makePki, type Pki } from './fixtures.js';

const encoder = new Encoder({ useRecords: false, mapsAsObjects: false, tagUint8Array: false, variableMapSize: true });
function encodeMap(map: Map<string, unknown>): Uint8Array {
  return new Uint8Array(encoder.encode(map));
}

describe('the c2pa-manifest link', () => {
  it('is inserted once, before </head>, and reads back (any href, any page)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((h) => !/\s/.test(h)),
        (body, href) => {
          const page = `<html><head><title>t</title></head><body>${body.replace(/<link/gi, '')}</body></html>`;
          const once = linkManifest(page, href);
          const twice = linkManifest(once, href);
          expect(twice).toBe(once);
          expect(manifestHref(once)).toBe(href);
          expect(once.indexOf('rel="c2pa-manifest"')).toBeLessThan(once.indexOf('</head>'));
        },
      ),
    );
  });

  it('replaces a stale link and copes with pages without a head', () => {
    expect(manifestHref(linkManifest('<head><link rel="c2pa-manifest" href="old.c2pa"></head>', 'new.c2pa'))).toBe(
      'new.c2pa',
    );
    expect(linkManifest('<p>bare</p>', 'a.c2pa')).toBe('<link rel="c2pa-manifest" href="a.c2pa">\n<p>bare</p>');
    expect(manifestHref('<p>no link</p>')).toBeUndefined();
  });
});

describe('COSE padding', () => {
  const decoder = new Decoder({ mapsAsObjects: false });
  it('hits the reserved size exactly, with zero-filled pads, across CBOR length boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 400 }), (payload, slack) => {
        const base = new Map<string, unknown>([['x', new Uint8Array(payload)]]);
        const build = encodeMap;
        const size = build(base).length + 8 + slack;
        const bytes = padTo(size, build, base);
        expect(bytes.length).toBe(size);
        const decoded = decoder.decode(bytes) as Map<string, Uint8Array>;
        expect([...(decoded.get('pad') ?? [])].every((b) => b === 0)).toBe(true);
      }),
    );
  });

  it('refuses when the signature does not fit', () => {
    expect(() => padTo(4, (map) => encodeMap(map), new Map([['x', new Uint8Array(10)]]))).toThrow(/does not fit/);
  });
});

describe('RFC 3161 DER', () => {
  it('openssl reads our TimeStampReq: SHA-256 imprint, nonce, certReq', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-tsq-'));
    try {
      const digest = new Uint8Array(32).fill(0xab);
      writeFileSync(join(dir, 'q.tsq'), timestampRequest(digest, Uint8Array.of(0x01, 0x02)));
      const text = execFileSync('openssl', ['ts', '-query', '-in', join(dir, 'q.tsq'), '-text']).toString();
      expect(text).toMatch(/Hash Algorithm: sha256/);
      expect(text).toMatch(/ab ab ab/i);
      expect(text).toMatch(/Nonce: 0x0102/);
      expect(text).toMatch(/Certificate required: yes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a refused or malformed response is a WarrantError, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          grantedResponse(bytes);
        } catch (error) {
          expect(isWarrantError(error)).toBe(true);
        }
        try {
          readElements(bytes);
        } catch (error) {
          expect(isWarrantError(error)).toBe(true);
        }
      }),
    );
    const rejection = Uint8Array.of(0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02);
    expect(() => grantedResponse(rejection)).toThrow(/refused the request \(status 2\)/);
  });
});

describe('the trust decision follows the injected clock', () => {
  let pki: Pki;
  beforeAll(() => {
    pki = makePki();
  });
  afterAll(() => pki.cleanup());

  it('trusted within validity; not yet valid before; expired after', () => {
    const notBefore = new Date(Date.now() + 10 * 86_400_000);
    const notAfter = new Date(Date.now() + 20 * 86_400_000);
    const leaf = new X509Certificate(pki.identity('window', 'signing', { notBefore, notAfter }).pem);
    const anchors = [new X509Certificate(pki.ca.pem)];
    expect(decideTrust([leaf], anchors, new Date(notBefore.getTime() + 1000)).code).toBe('trusted');
    expect(decideTrust([leaf], anchors, new Date()).code).toBe('not-yet-valid');
    expect(decideTrust([leaf], anchors, new Date(notAfter.getTime() + 1000)).code).toBe('expired');
    expect(decideTrust([], anchors, new Date()).code).toBe('no-certificate');
    expect(decideTrust([anchors[0] as X509Certificate], anchors, new Date()).code).toBe('signer-is-ca');
  });
});
