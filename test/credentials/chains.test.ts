// Tests what the trust decision (src/credentials/trust.ts) says of signing chains with an intermediate CA, good and broken.
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideTrust, type TrustDecision } from '../../src/credentials/trust.js';
import { makePki, type Identity, type IntermediateKind, type Pki } from './fixtures.js';

const DAY = 86_400_000;
const x509 = (identity: Identity): X509Certificate => new X509Certificate(identity.pem);
/** A date openssl writes exactly (whole seconds), so a reason's date can be compared with it. */
const wholeSeconds = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);

let pki: Pki;
let root: X509Certificate;
/** The injected clock: every certificate is within its validity at t0 unless a test says otherwise. */
let t0: Date;

beforeAll(() => {
  t0 = new Date();
  pki = makePki();
  root = x509(pki.ca);
});

afterAll(() => pki.cleanup());

/** An intermediate of `kind` under the root, and a signing leaf (or another profile) under the intermediate. */
function chainThrough(
  name: string,
  kind: IntermediateKind,
  options: { profile?: 'signing' | 'server-auth'; intermediateNotAfter?: Date } = {},
): { leaf: X509Certificate; intermediate: X509Certificate } {
  const intermediate = pki.intermediate(
    `${name}-intermediate`,
    kind,
    options.intermediateNotAfter ? { notAfter: options.intermediateNotAfter } : {},
  );
  const leaf = pki.identity(`${name}-leaf`, options.profile ?? 'signing', { issuer: intermediate });
  return { leaf: x509(leaf), intermediate: x509(intermediate) };
}

function expectWithheld(decision: TrustDecision, code: TrustDecision['code'], what: string): void {
  expect(decision.trusted).toBe(false);
  expect(decision.code).toBe(code);
  expect(decision.reason).toMatch(/^Credential withheld: /);
  expect(decision.reason).toContain(what);
}

describe('a chain root -> intermediate CA -> leaf', () => {
  it('is trusted with a good intermediate (CA:TRUE, keyCertSign), and only through that intermediate', () => {
    const { leaf, intermediate } = chainThrough('good', 'good');
    expect(intermediate.ca).toBe(true);
    expect(decideTrust([leaf, intermediate], [root], t0)).toEqual({
      trusted: true,
      code: 'trusted',
      reason: 'The signing certificate "Test good-leaf" chains to the trust anchor "Test ca".',
    });
    expect(decideTrust([leaf, intermediate, root], [root], t0).code).toBe('trusted');
    expectWithheld(
      decideTrust([leaf], [root], t0),
      'untrusted-issuer',
      'the signing certificate "Test good-leaf" was not issued by any configured trust anchor',
    );
  });

  it('is withheld (issuer-not-ca) when the intermediate is CA:FALSE, even with keyCertSign', () => {
    const { leaf, intermediate } = chainThrough('not-ca', 'not-ca');
    expect(leaf.checkIssued(intermediate)).toBe(true);
    expectWithheld(
      decideTrust([leaf, intermediate], [root], t0),
      'issuer-not-ca',
      'the certificate "Test not-ca-intermediate" issued "Test not-ca-leaf" but is not a CA',
    );
  });

  it('is withheld (untrusted-issuer) when the intermediate is CA:TRUE but lacks keyCertSign', () => {
    // openssl's checkIssued (in trust.ts's `issues`) refuses an issuer whose key usage lacks keyCertSign, so the
    // intermediate is not taken as the leaf's issuer at all and the chain reaches no anchor.
    const { leaf, intermediate } = chainThrough('no-cert-sign', 'no-key-cert-sign');
    expect(leaf.verify(intermediate.publicKey)).toBe(true);
    expectWithheld(
      decideTrust([leaf, intermediate], [root], t0),
      'untrusted-issuer',
      'the signing certificate "Test no-cert-sign-leaf" was not issued by any configured trust anchor',
    );
  });

  it('is withheld (wrong-eku) for a serverAuth leaf under a good intermediate', () => {
    const { leaf, intermediate } = chainThrough('server', 'good', { profile: 'server-auth' });
    expectWithheld(
      decideTrust([leaf, intermediate], [root], t0),
      'wrong-eku',
      'the signing certificate "Test server-leaf" is not issued for signing content ' +
        '(its extended key usage is 1.3.6.1.5.5.7.3.1;',
    );
  });
});

describe('expiry anywhere in the chain (by the injected clock)', () => {
  it('an expired intermediate withholds the credential, naming the intermediate', () => {
    const intermediateNotAfter = wholeSeconds(t0.getTime() + 10 * DAY);
    const { leaf, intermediate } = chainThrough('short', 'good', { intermediateNotAfter });
    const later = new Date(t0.getTime() + 20 * DAY); // the leaf (30 days) and the root (a year) are still valid
    expect(decideTrust([leaf, intermediate], [root], t0).code).toBe('trusted');
    expectWithheld(
      decideTrust([leaf, intermediate], [root], later),
      'expired',
      `the certificate "Test short-intermediate" expired on ${intermediateNotAfter.toISOString()}`,
    );
  });

  it('an expired trust anchor withholds the credential, naming the anchor', () => {
    const rootNotAfter = wholeSeconds(t0.getTime() + 10 * DAY);
    const shortPki = makePki({ caNotAfter: rootNotAfter });
    try {
      const shortRoot = x509(shortPki.ca);
      const intermediate = shortPki.intermediate('intermediate', 'good');
      const leaf = x509(shortPki.identity('leaf', 'signing', { issuer: intermediate }));
      const chain = [leaf, x509(intermediate)];
      const later = new Date(t0.getTime() + 20 * DAY); // the leaf (30 days) and the intermediate (180) are still valid
      expect(decideTrust(chain, [shortRoot], t0).code).toBe('trusted');
      expectWithheld(
        decideTrust(chain, [shortRoot], later),
        'expired',
        `the certificate "Test ca" expired on ${rootNotAfter.toISOString()}`,
      );
    } finally {
      shortPki.cleanup();
    }
  });
});

describe('a signing certificate on its own', () => {
  it('is withheld without a certificate, or without anchors to judge it by', () => {
    const leaf = x509(pki.identity('alone', 'signing'));
    expectWithheld(decideTrust([], [root], t0), 'no-certificate', 'no signing certificate is configured');
    expectWithheld(decideTrust([leaf], [], t0), 'no-anchors', 'no trust anchors are configured');
  });

  it('is withheld when self-signed, unless it is itself an anchor', () => {
    const self = x509(pki.identity('self', 'signing', { selfSigned: true }));
    expectWithheld(
      decideTrust([self], [root], t0),
      'self-signed',
      'the signing certificate "Test self" is self-signed: it vouches only for itself',
    );
    expect(decideTrust([self], [root, self], t0).code).toBe('trusted');
    // Issued by the root, whose name it does not share: not self-signed, so it goes on to the chain check.
    expect(decideTrust([x509(pki.identity('issued', 'signing'))], [root], t0).code).toBe('trusted');
  });

  it('names the extended key usage a signer has when it is not one for signing content', () => {
    expectWithheld(
      decideTrust([x509(pki.identity('web', 'server-auth'))], [root], t0),
      'wrong-eku',
      'its extended key usage is 1.3.6.1.5.5.7.3.1; C2PA needs',
    );
  });

  it('is valid from its first second to its last, and not a moment outside', () => {
    const from = wholeSeconds(t0.getTime() - DAY);
    const to = wholeSeconds(t0.getTime() + DAY);
    const leaf = x509(pki.identity('window', 'signing', { notBefore: from, notAfter: to }));
    expect(decideTrust([leaf], [root], from).code).toBe('trusted');
    expect(decideTrust([leaf], [root], to).code).toBe('trusted');
    expectWithheld(
      decideTrust([leaf], [root], new Date(from.getTime() - 1)),
      'not-yet-valid',
      `the certificate "Test window" is not valid until ${from.toISOString()}`,
    );
    expectWithheld(
      decideTrust([leaf], [root], new Date(to.getTime() + 1)),
      'expired',
      `the certificate "Test window" expired on ${to.toISOString()}`,
    );
  });
});
