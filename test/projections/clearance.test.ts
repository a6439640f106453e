// Clearances: a signed, in-scope, unexpired record grants exactly its excerpt; a forged, mis-scoped or expired one grants nothing and says why.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';
import { keyIdOf } from '../../src/core/ed25519-keys.js';
import { signClearance, validateClearances, type Clearance } from '../../src/projections/clearance.js';
import { parseClearanceKeys } from '../../src/projections/clearance-files.js';

const trusted = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const sourceSha256 = sha256Hex('the private source');
const excerptSha256 = sha256Hex('Readers reported the error within 2 hours.');
const now = new Date('2026-12-01T00:00:00Z');
const scope = { who: 'Maya Okafor', sourceSha256, excerptSha256, expires: '2027-01-01T00:00:00Z' };

function check(records: readonly (Clearance | string)[], at = now) {
  return validateClearances({
    file: 'ledger/clearances.jsonl',
    text: records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n'),
    keys: [trusted.publicKey],
    candidates: [{ sourceSha256, excerptSha256 }],
    now: at,
  });
}

describe('validateClearances', () => {
  it('grants exactly the signed excerpt of the signed source', () => {
    const result = check([signClearance(scope, trusted.privateKey)]);
    expect(result.findings).toEqual([]);
    expect(result.decisions.map((d) => [d.reason, d.valid])).toEqual([['valid', true]]);
    expect(result.grants.map((g) => [g.sourceSha256, g.excerptSha256])).toEqual([[sourceSha256, excerptSha256]]);
  });

  const forged: [string, () => Clearance | string, string][] = [
    [
      'a record edited after signing',
      () => ({ ...signClearance(scope, trusted.privateKey), who: 'Someone Else' }),
      'bad-signature',
    ],
    [
      'a signature by another key under the trusted key id',
      () => ({ ...signClearance(scope, stranger.privateKey), keyId: keyIdOf(trusted.publicKey) }),
      'bad-signature',
    ],
    ['a record signed by a key not in certs/', () => signClearance(scope, stranger.privateKey), 'unknown-key'],
    [
      'a valid signature over another excerpt',
      () => signClearance({ ...scope, excerptSha256: sha256Hex('something else') }, trusted.privateKey),
      'out-of-scope',
    ],
    [
      'a valid signature over another source',
      () => signClearance({ ...scope, sourceSha256: sha256Hex('another source') }, trusted.privateKey),
      'out-of-scope',
    ],
    [
      'an expired record',
      () => signClearance({ ...scope, expires: '2026-11-30T23:59:59Z' }, trusted.privateKey),
      'expired',
    ],
    [
      'a record without a signature (mere presence)',
      () => JSON.stringify({ ...scope, keyId: keyIdOf(trusted.publicKey) }),
      'malformed',
    ],
    ['a line that is not JSON', () => '{"who": "Maya"', 'malformed'],
  ];
  for (const [name, make, reason] of forged) {
    it(`rejects ${name} with a finding and grants nothing`, () => {
      const result = check([make()]);
      expect(result.grants).toEqual([]);
      expect(result.decisions.map((d) => [d.reason, d.valid])).toEqual([[reason, false]]);
      expect(result.findings).toHaveLength(1);
      expect(result.findings[0]).toMatchObject({
        code: 'clearance/rejected',
        severity: 'warning',
        file: 'ledger/clearances.jsonl',
        line: 1,
      });
      expect(result.findings[0]?.message).toContain('nothing is published from it');
    });
  }

  it('judges expiry by the injected clock', () => {
    const record = signClearance(scope, trusted.privateKey);
    expect(check([record], new Date('2026-12-31T23:59:59Z')).grants).toHaveLength(1);
    expect(check([record], new Date('2027-01-01T00:00:00Z')).grants).toEqual([]);
  });

  it('names each rejected line and keeps the valid ones', () => {
    const result = check(
      ['', 'not json', JSON.stringify(signClearance(scope, trusted.privateKey))].join('\n').split('\n'),
    );
    expect(result.findings.map((f) => f.line)).toEqual([2]);
    expect(result.grants).toHaveLength(1);
  });
});

describe('clearance keys', () => {
  it('reads several Ed25519 public keys from one PEM file', () => {
    const pem = [trusted.publicKey, stranger.publicKey]
      .map((k) => k.export({ type: 'spki', format: 'pem' }).toString())
      .join('');
    expect(parseClearanceKeys(pem, 'certs/clearance-keys.pem').map(keyIdOf)).toEqual([
      keyIdOf(trusted.publicKey),
      keyIdOf(stranger.publicKey),
    ]);
  });

  it('refuses a key that is not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(() => parseClearanceKeys(rsa, 'certs/clearance-keys.pem')).toThrowError(WarrantError);
  });
});
