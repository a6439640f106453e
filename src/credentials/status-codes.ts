/** @module credentials/status-codes: plain-words explanations of the C2PA and Warrant validation status codes. */

/** What each status code means for a reader; codes not listed fall back to the validator's own explanation. */
export const STATUS_EXPLANATIONS: Readonly<Record<string, string>> = {
  'signingCredential.trusted': 'The signer’s certificate chains to a trust anchor you configured.',
  'signingCredential.untrusted':
    'The signature is intact, but the signer’s certificate does not chain to any trust anchor you configured, so nothing ' +
    'vouches for who signed. Add the signer’s CA to your trust anchors if you trust it (for development: certs/trust-anchors.pem).',
  'signingCredential.invalid':
    'The signer’s certificate is not fit for signing content (for example a CA certificate used as signer, or the wrong extended key usage).',
  'signingCredential.expired':
    'The signer’s certificate had expired at the time of validation and no trusted time stamp shows it was signed while valid.',
  'signingCredential.revoked': 'The signer’s certificate has been revoked.',
  'signingCredential.ocsp.skipped': 'Revocation was not checked online (no OCSP request was made).',
  'claimSignature.validated': 'The manifest’s signature is mathematically valid.',
  'claimSignature.insideValidity': 'The manifest was signed while the signer’s certificate was valid.',
  'claimSignature.outsideValidity': 'The manifest was signed outside the validity period of the signer’s certificate.',
  'claimSignature.mismatch':
    'The manifest’s signature does not match its contents: the manifest was altered or signed with a different key.',
  'claimSignature.missing': 'The manifest has no signature.',
  'assertion.hashedURI.match': 'A statement in the manifest is exactly as it was signed.',
  'assertion.hashedURI.mismatch': 'A statement in the manifest was changed after signing.',
  'assertion.dataHash.match': 'The file’s bytes are exactly the bytes that were signed.',
  'assertion.dataHash.mismatch': 'The file was changed after it was signed: its bytes no longer match the signed hash.',
  'assertion.missing': 'A statement the manifest refers to is missing.',
  'timeStamp.trusted': 'A trusted time-stamp authority confirms when the manifest was signed.',
  'timeStamp.validated': 'The time stamp is valid.',
  'timeStamp.untrusted': 'The manifest carries a time stamp, but its authority is not among your trusted TSA anchors.',
  'timeStamp.mismatch': 'The time stamp does not cover this signature.',
  'timeStamp.outsideValidity':
    'The time stamp was made outside the validity of the time-stamp authority’s certificate.',
  'claim.missing': 'The manifest store has no readable claim.',
  'manifest.inaccessible': 'The manifest could not be found or read.',
  'warrant.credential.missing': 'This file has no Content Credential (no embedded manifest and no linked sidecar).',
  'warrant.manifest.unreadable':
    'The manifest is damaged or not a C2PA manifest store, so nothing in it can be checked.',
  'warrant.sidecar.unsupportedHash':
    'The sidecar’s data hash excludes parts of the page, which Warrant never signs; it cannot vouch for the whole page.',
  'warrant.grounding.missing': 'The credential does not carry Warrant’s grounding record for this page.',
  'warrant.grounding.projectionMatch':
    'The grounding record’s projection digest matches the published projection file.',
  'warrant.grounding.projectionMismatch':
    'The grounding record names a different public projection than the one published.',
  'warrant.grounding.pageMatch': 'The page is at the path its grounding record names.',
  'warrant.grounding.pageMismatch':
    'The page is not at the path its grounding record names: it (and its credential) was copied from another page.',
  'warrant.grounding.pageUnchecked':
    'The page’s path could not be checked: no published site (warrant/projection.json) was found above it.',
  'warrant.checkpoint.match': 'The audit-log checkpoint in the credential is one the log has.',
  'warrant.checkpoint.mismatch':
    'The audit-log checkpoint in the credential disagrees with the log: same size, different root hash.',
  'warrant.checkpoint.unknown': 'The audit-log checkpoint in the credential could not be checked against the log.',
};

export function explainStatus(code: string, fallback: string): string {
  return STATUS_EXPLANATIONS[code] ?? fallback;
}
