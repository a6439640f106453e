// Tests what the trust decision (src/credentials/trust.ts) says of signing chains: through an intermediate CA, good and
// broken, and of certificates made by hand: odd names, a shared name or key, extended key usages, CAs that certify each other.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newP256Key } from '../../src/credentials/certs.js';
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

const LEAF_EXTENSIONS =
  'basicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\n' +
  'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid';
/** A C2PA signing leaf (emailProtection), as certs.ts's signing profile. */
const SIGNER_EXTENSIONS = `${LEAF_EXTENSIONS}\nextendedKeyUsage = emailProtection`;
const CA_EXTENSIONS =
  'basicConstraints = critical,CA:TRUE\nkeyUsage = critical,keyCertSign,cRLSign\nsubjectKeyIdentifier = hash';

/** A certificate made by hand (`openssl x509 -req`, valid 30 days from now), where certs.ts's profiles cannot reach. */
interface Made {
  readonly cert: X509Certificate;
  readonly certPath: string;
  readonly keyPath: string;
}

let serial = 0;
/**
 * Any subject, any extensions, a fresh key or a given one, issued by `issuer` or signing itself (issuer = subject).
 */
function handMade(
  subject: string,
  extensions: string,
  options: { issuer?: { certPath: string; keyPath: string }; keyPath?: string } = {},
): Made {
  serial += 1;
  const base = join(pki.dir, `hand-${serial}`);
  const keyPath = options.keyPath ?? `${base}.key`;
  if (!options.keyPath) newP256Key(keyPath);
  writeFileSync(`${base}.cnf`, `[req]\ndistinguished_name = dn\n[dn]\n[ext]\n${extensions}\n`);
  const run = (args: string[]): void => {
    execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run(['req', '-new', '-config', `${base}.cnf`, '-key', keyPath, '-subj', subject, '-out', `${base}.csr`]);
  const signWith = options.issuer
    ? ['-CA', options.issuer.certPath, '-CAkey', options.issuer.keyPath]
    : ['-signkey', keyPath];
  run([
    'x509',
    '-req',
    '-in',
    `${base}.csr`,
    ...signWith,
    '-set_serial',
    String(1000 + serial),
    '-days',
    '30',
    '-sha256',
    '-extfile',
    `${base}.cnf`,
    '-extensions',
    'ext',
    '-out',
    `${base}.pem`,
  ]);
  return { cert: new X509Certificate(readFileSync(`${base}.pem`)), certPath: `${base}.pem`, keyPath };
}

/** Within every hand-made certificate (30 days from when it is made) and every fixture certificate. */
const inside = (): Date => new Date(t0.getTime() + 15 * DAY);

describe('how a certificate is named in the reason', () => {
  it('by its common name wherever it stands, and by its whole subject when it has none', () => {
    const nameless = handMade('/OU=Desk/O=Nameless', SIGNER_EXTENSIONS, {
      issuer: pki.ca,
    });
    expect(decideTrust([nameless.cert], [root], inside()).reason).toBe(
      'The signing certificate "OU=Desk, O=Nameless" chains to the trust anchor "Test ca".',
    );
    const late = handMade('/O=Newsroom/CN=Late Name', SIGNER_EXTENSIONS, {
      issuer: pki.ca,
    });
    expect(decideTrust([late.cert], [root], inside()).reason).toBe(
      'The signing certificate "Late Name" chains to the trust anchor "Test ca".',
    );
  });
});

describe('self-signed means signed by its own key under its own name', () => {
  it("a leaf that shares its issuer's name but not its key is judged by its issuer, not as self-signed", () => {
    const twinCa = handMade('/CN=Twin/O=Warrant test', CA_EXTENSIONS);
    const leaf = handMade('/CN=Twin/O=Warrant test', SIGNER_EXTENSIONS, {
      issuer: twinCa,
    });
    expect(leaf.cert.subject).toBe(leaf.cert.issuer);
    expect(decideTrust([leaf.cert], [twinCa.cert], inside())).toEqual({
      trusted: true,
      code: 'trusted',
      reason: 'The signing certificate "Twin" chains to the trust anchor "Twin".',
    });
  });

  it('a leaf signed by its own key under another name (its CA shares the key) is judged by that CA', () => {
    const keyholder = handMade('/CN=Keyholder/O=Warrant test', CA_EXTENSIONS);
    const leaf = handMade('/CN=Sharer/O=Warrant test', SIGNER_EXTENSIONS, {
      issuer: keyholder,
      keyPath: keyholder.keyPath,
    });
    expect(leaf.cert.verify(leaf.cert.publicKey)).toBe(true);
    expect(decideTrust([leaf.cert], [keyholder.cert], inside())).toEqual({
      trusted: true,
      code: 'trusted',
      reason: 'The signing certificate "Sharer" chains to the trust anchor "Keyholder".',
    });
    expectWithheld(
      decideTrust([leaf.cert], [root], inside()),
      'untrusted-issuer',
      'the signing certificate "Sharer" was not issued by any configured trust anchor',
    );
  });
});

describe('what the signer is for', () => {
  const HINT = 'C2PA needs emailProtection or documentSigning or c2pa claimSigning)';

  it('refuses a CA as the signer, naming it', () => {
    const intermediate = x509(pki.intermediate('signer-ca', 'good'));
    expect(decideTrust([intermediate], [root], t0).reason).toBe(
      'Credential withheld: the signing certificate "Test signer-ca" is a CA certificate; C2PA requires an end-entity ' +
        'certificate. Readers will see the credential as "untrusted" (or invalid). Run `warrant certs init` for a ' +
        'development CA, or configure a signing certificate issued by a CA in certs/trust-anchors.pem or the configured ' +
        'trust list.',
    );
  });

  it('says the extended key usage is missing when there is none, and lists every one it has otherwise', () => {
    const none = handMade('/CN=No Usage', LEAF_EXTENSIONS, { issuer: pki.ca });
    expect(none.cert.keyUsage).toBeUndefined();
    expectWithheld(
      decideTrust([none.cert], [root], inside()),
      'wrong-eku',
      `the signing certificate "No Usage" is not issued for signing content (its extended key usage is missing; ${HINT}.`,
    );
    const web = handMade('/CN=Web', `${LEAF_EXTENSIONS}\nextendedKeyUsage = serverAuth, clientAuth`, {
      issuer: pki.ca,
    });
    expectWithheld(
      decideTrust([web.cert], [root], inside()),
      'wrong-eku',
      `(its extended key usage is 1.3.6.1.5.5.7.3.1, 1.3.6.1.5.5.7.3.2; ${HINT}.`,
    );
  });

  it('accepts a signer with a signing usage among others', () => {
    const both = handMade('/CN=Both', `${LEAF_EXTENSIONS}\nextendedKeyUsage = serverAuth, 1.3.6.1.5.5.7.3.36`, {
      issuer: pki.ca,
    });
    expect(decideTrust([both.cert], [root], inside()).code).toBe('trusted');
  });
});

describe('a chain whose CAs certify each other', () => {
  it('ends, untrusted, instead of going round the loop', () => {
    const crossCa = (name: string, keyPath?: string): Made =>
      handMade(`/CN=${name}/O=Warrant test`, CA_EXTENSIONS, keyPath ? { keyPath } : {});
    const x0 = crossCa('Cross X');
    const y0 = crossCa('Cross Y');
    const caExtensions = `${CA_EXTENSIONS}\nauthorityKeyIdentifier = keyid`;
    const x = handMade('/CN=Cross X/O=Warrant test', caExtensions, { issuer: y0, keyPath: x0.keyPath });
    const y = handMade('/CN=Cross Y/O=Warrant test', caExtensions, { issuer: x0, keyPath: y0.keyPath });
    const leaf = handMade('/CN=Looped', SIGNER_EXTENSIONS, { issuer: x });
    expect(x.cert.checkIssued(y.cert) && y.cert.checkIssued(x.cert)).toBe(true);
    expectWithheld(
      decideTrust([leaf.cert, x.cert, y.cert], [root], inside()),
      'untrusted-issuer',
      'the signing certificate "Looped" was not issued by any configured trust anchor',
    );
    // The same loop reaches an anchor that issued one of its CAs.
    expect(decideTrust([leaf.cert, x.cert, y.cert], [y0.cert], inside()).code).toBe('trusted');
  });
});
