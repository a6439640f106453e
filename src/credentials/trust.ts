/** @module credentials/trust: the decision, before anything ships, whether the signing chain is trusted by the anchors. */
import type { X509Certificate } from 'node:crypto';

export type TrustCode =
  | 'trusted'
  | 'no-anchors'
  | 'no-certificate'
  | 'self-signed'
  | 'signer-is-ca'
  | 'wrong-eku'
  | 'not-yet-valid'
  | 'expired'
  | 'issuer-not-ca'
  | 'untrusted-issuer';

export interface TrustDecision {
  readonly trusted: boolean;
  readonly code: TrustCode;
  /** Plain words for the person publishing. */
  readonly reason: string;
}

/** Extended key usages C2PA accepts for a claim signer (emailProtection, documentSigning, c2pa claimSigning). */
export const SIGNING_EKUS: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.3.4': 'emailProtection',
  '1.3.6.1.5.5.7.3.36': 'documentSigning',
  '1.3.6.1.4.1.62558.2.1': 'c2pa claimSigning',
};

const UNTRUSTED_HINT =
  'Readers will see the credential as "untrusted" (or invalid). Run `warrant certs init` for a development CA, ' +
  'or configure a signing certificate issued by a CA in certs/trust-anchors.pem or the configured trust list.';

function name(cert: X509Certificate): string {
  return (
    cert.subject
      .split('\n')
      .find((part) => part.startsWith('CN='))
      ?.slice(3) ?? cert.subject.replace(/\n/g, ', ')
  );
}

function issues(issuer: X509Certificate, subject: X509Certificate): boolean {
  return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
}

/** Signed by its own key under its own name (openssl's checkIssued also wants keyCertSign, so it misses self-signed leaves). */
function isSelfSigned(cert: X509Certificate): boolean {
  return cert.subject === cert.issuer && cert.verify(cert.publicKey);
}

function isSameCertificate(a: X509Certificate, b: X509Certificate): boolean {
  return a.fingerprint256 === b.fingerprint256;
}

function validity(cert: X509Certificate, now: Date): TrustDecision | undefined {
  const from = new Date(cert.validFrom);
  const to = new Date(cert.validTo);
  if (now < from)
    return untrusted('not-yet-valid', `the certificate "${name(cert)}" is not valid until ${from.toISOString()}`);
  if (now > to) return untrusted('expired', `the certificate "${name(cert)}" expired on ${to.toISOString()}`);
  return undefined;
}

function untrusted(code: TrustCode, what: string): TrustDecision {
  return { trusted: false, code, reason: `Credential withheld: ${what}. ${UNTRUSTED_HINT}` };
}

/**
 * Decide whether a signing chain (leaf first) is trusted by the anchors at `now`: the leaf must be an end-entity
 * certificate with a C2PA signing EKU, every certificate must be within its validity, and the chain must reach an anchor.
 */
export function decideTrust(
  chain: readonly X509Certificate[],
  anchors: readonly X509Certificate[],
  now: Date,
): TrustDecision {
  const leaf = chain[0];
  if (!leaf) return untrusted('no-certificate', 'no signing certificate is configured');
  if (anchors.length === 0)
    return untrusted('no-anchors', 'no trust anchors are configured, so nothing says whom to trust');
  if (isSelfSigned(leaf) && !anchors.some((anchor) => isSameCertificate(anchor, leaf))) {
    return untrusted(
      'self-signed',
      `the signing certificate "${name(leaf)}" is self-signed: it vouches only for itself`,
    );
  }
  if (leaf.ca)
    return untrusted(
      'signer-is-ca',
      `the signing certificate "${name(leaf)}" is a CA certificate; C2PA requires an end-entity certificate`,
    );
  const ekus = leaf.keyUsage ?? [];
  if (!ekus.some((oid) => oid in SIGNING_EKUS)) {
    return untrusted(
      'wrong-eku',
      `the signing certificate "${name(leaf)}" is not issued for signing content (its extended key usage is ` +
        `${ekus.length ? ekus.join(', ') : 'missing'}; C2PA needs ${Object.values(SIGNING_EKUS).join(' or ')})`,
    );
  }
  let current = leaf;
  for (let depth = 0; depth <= chain.length; depth += 1) {
    const expired = validity(current, now);
    if (expired) return expired;
    const anchor = anchors.find((candidate) => issues(candidate, current) || isSameCertificate(candidate, current));
    if (anchor) {
      const anchorExpired = validity(anchor, now);
      if (anchorExpired) return anchorExpired;
      return {
        trusted: true,
        code: 'trusted',
        reason: `The signing certificate "${name(leaf)}" chains to the trust anchor "${name(anchor)}".`,
      };
    }
    const parent = chain.find((candidate) => !isSameCertificate(candidate, current) && issues(candidate, current));
    if (!parent) break;
    if (!parent.ca)
      return untrusted('issuer-not-ca', `the certificate "${name(parent)}" issued "${name(current)}" but is not a CA`);
    current = parent;
  }
  return untrusted(
    'untrusted-issuer',
    `the signing certificate "${name(leaf)}" was not issued by any configured trust anchor`,
  );
}
