/** @module test/credentials/matrix: the credential matrix: expected states and codes from c2pa-rs, and c2pa-ts as a second reader. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAndSignPage, signEmbedded, type SigningKit } from '../../src/credentials/sign.js';
import { httpTimestampAuthority } from '../../src/credentials/timestamp.js';
import { verifyEmbedded, verifySidecar, type CredentialReport } from '../../src/credentials/verify.js';
import { loadC2pa } from '../../src/credentials/wasm.js';
import {
  makePki,
  SAMPLE_GROUNDING,
  SAMPLE_PAGE,
  startLocalTsa,
  tinyJpeg,
  tinyPng,
  tinySvg,
  type Identity,
  type Pki,
} from './fixtures.js';
import { secondOpinionOnImage, secondOpinionOnPage } from './second-reader.js';

let pki: Pki;
let leaf: Identity;
let tsa: Awaited<ReturnType<typeof startLocalTsa>>;

beforeAll(async () => {
  pki = makePki();
  leaf = pki.identity('leaf', 'signing');
  tsa = await startLocalTsa(pki, pki.identity('tsa', 'tsa'));
});

afterAll(async () => {
  await tsa.close();
  pki.cleanup();
});

const failures = (report: CredentialReport): string[] =>
  report.statuses
    .filter((s) => s.kind === 'failure')
    .map((s) => s.code)
    .sort();
const successes = (report: CredentialReport): string[] =>
  report.statuses.filter((s) => s.kind === 'success').map((s) => s.code);

async function signPage(kit: SigningKit): Promise<{ html: Uint8Array; manifest: Uint8Array }> {
  return linkAndSignPage(
    { html: SAMPLE_PAGE, href: 'index.c2pa', title: 'index.html', grounding: SAMPLE_GROUNDING },
    kit,
  );
}

function flipByteAt(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
}

describe('a page signed under a trusted CA', () => {
  it('is Trusted with the page bytes matching, and carries the grounding record', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    const report = await verifySidecar(html, manifest, { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Trusted');
    expect(failures(report)).toEqual([]);
    expect(successes(report)).toEqual(
      expect.arrayContaining(['signingCredential.trusted', 'claimSignature.validated', 'assertion.dataHash.match']),
    );
    expect(report.grounding).toEqual(SAMPLE_GROUNDING);
    expect(new TextDecoder().decode(html)).toContain('<link rel="c2pa-manifest" href="index.c2pa">');
  });

  it('is accepted by the independent reader c2pa-ts', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    expect(await secondOpinionOnPage(html, manifest)).toEqual({ valid: true, failures: [] });
  });

  it('is only Valid, signingCredential.untrusted, when no anchors are configured', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    const report = await verifySidecar(html, manifest, { anchorsPem: [] });
    expect(report.state).toBe('Valid');
    expect(failures(report)).toEqual(['signingCredential.untrusted']);
  });

  it('is Valid but untrusted under an unrelated CA', async () => {
    const other = makePki();
    try {
      const { html, manifest } = await signPage({ signer: leaf.signer() });
      const report = await verifySidecar(html, manifest, { anchorsPem: [other.ca.pem] });
      expect(report.state).toBe('Valid');
      expect(failures(report)).toEqual(['signingCredential.untrusted']);
    } finally {
      other.cleanup();
    }
  });
});

describe('tampering', () => {
  it('one changed byte of the page: Invalid (assertion.dataHash.mismatch), and c2pa-ts agrees', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    const tampered = flipByteAt(html, new TextDecoder().decode(html).indexOf('1932') + 3);
    const report = await verifySidecar(tampered, manifest, { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Invalid');
    expect(failures(report)).toEqual(['assertion.dataHash.mismatch']);
    const second = await secondOpinionOnPage(tampered, manifest);
    expect(second.valid).toBe(false);
    expect(second.failures).toContain('assertion.dataHash.mismatch');
  });

  it('one changed byte of the manifest (inside the grounding record): Invalid (assertion.hashedURI.mismatch), and c2pa-ts agrees', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    const at = Buffer.from(manifest).indexOf('warrant.test/log');
    expect(at).toBeGreaterThan(0);
    const tampered = flipByteAt(manifest, at);
    const report = await verifySidecar(html, tampered, { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Invalid');
    expect(failures(report)).toEqual(['assertion.hashedURI.mismatch']);
    const second = await secondOpinionOnPage(html, tampered);
    expect(second.valid).toBe(false);
    expect(second.failures).toContain('assertion.hashedURI.mismatch');
  });

  it('a changed signature byte: Invalid (claimSignature.mismatch)', async () => {
    const { html, manifest } = await signPage({ signer: leaf.signer() });
    const leafDer = leaf.signer().chain[0] ?? new Uint8Array();
    // COSE_Sign1 is [protected (holding the certificate), unprotected, null payload, 64-byte signature]: f6 58 40 <signature>.
    const at =
      Buffer.from(manifest).indexOf(
        Buffer.from([0xf6, 0x58, 0x40]),
        Buffer.from(manifest).indexOf(Buffer.from(leafDer)),
      ) +
      3 +
      10;
    const report = await verifySidecar(html, flipByteAt(manifest, at), { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Invalid');
    expect(failures(report)).toContain('claimSignature.mismatch');
  });

  it('bytes that are not a manifest: Invalid, unreadable, no crash', async () => {
    const report = await verifySidecar(
      new TextEncoder().encode(SAMPLE_PAGE),
      new TextEncoder().encode('not a manifest'),
      { anchorsPem: [pki.ca.pem] },
    );
    expect(report.state).toBe('Invalid');
    expect(failures(report)).toEqual(['warrant.manifest.unreadable']);
  });
});

describe('signers that must not be trusted', () => {
  it('a self-signed leaf is refused by c2pa-rs when signing (signingCredential.invalid)', async () => {
    const selfSigned = pki.identity('self', 'signing', { selfSigned: true });
    await expect(signPage({ signer: selfSigned.signer() })).rejects.toThrow(/signingCredential\.invalid/);
  });

  it('a wrong EKU (serverAuth) is refused by c2pa-rs when signing', async () => {
    const server = pki.identity('server', 'server-auth');
    await expect(signPage({ signer: server.signer() })).rejects.toThrow(
      /c2pa could not sign.*signingCredential\.invalid/s,
    );
  });

  it('a CA certificate as signer is refused by c2pa-rs when signing', async () => {
    await expect(signPage({ signer: pki.ca.signer() })).rejects.toThrow(/c2pa could not sign/);
  });
});

describe('expiry and RFC 3161 time stamps', () => {
  it('after the certificate expires: Invalid without a time stamp, still Trusted with a trusted one', async () => {
    const notAfter = new Date(Date.now() + 3000);
    const shortLived = pki.identity('short', 'signing', { notAfter });
    const plain = await signPage({ signer: shortLived.signer() });
    const stamped = await signPage({ signer: shortLived.signer(), timestamp: httpTimestampAuthority(tsa.url) });
    expect(tsa.requests()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, notAfter.getTime() + 1500 - Date.now())));
    const withoutStamp = await verifySidecar(plain.html, plain.manifest, { anchorsPem: [pki.ca.pem] });
    expect(withoutStamp.state).toBe('Invalid');
    expect(failures(withoutStamp)).toContain('signingCredential.expired');
    const withStamp = await verifySidecar(stamped.html, stamped.manifest, { anchorsPem: [pki.ca.pem] });
    expect(withStamp.state).toBe('Trusted');
    expect(failures(withStamp)).toEqual([]);
    expect(successes(withStamp)).toEqual(expect.arrayContaining(['timeStamp.trusted', 'signingCredential.trusted']));
    expect(await secondOpinionOnPage(stamped.html, stamped.manifest)).toEqual({ valid: true, failures: [] });
  });

  it('a time stamp from a TSA that is not an anchor is reported as untrusted', async () => {
    const otherPki = makePki();
    const otherTsa = await startLocalTsa(otherPki, otherPki.identity('tsa', 'tsa'));
    try {
      const { html, manifest } = await signPage({
        signer: leaf.signer(),
        timestamp: httpTimestampAuthority(otherTsa.url),
      });
      const report = await verifySidecar(html, manifest, { anchorsPem: [pki.ca.pem] });
      expect(report.statuses.map((s) => s.code)).toContain('timeStamp.untrusted');
    } finally {
      await otherTsa.close();
      otherPki.cleanup();
    }
  });
});

describe('images with embedded manifests', () => {
  it.each([
    ['image/png', tinyPng],
    ['image/jpeg', tinyJpeg],
    ['image/svg+xml', tinySvg],
  ])('%s: Trusted, agreeing with c2pa-rs’s own state; one changed byte is Invalid', async (format, make) => {
    const signed = await signEmbedded({ bytes: make(), format, title: 'figure' }, { signer: leaf.signer() });
    const report = await verifyEmbedded(signed, format, { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Trusted');
    const reader = await loadC2pa().WasmReader.fromBytes(format, signed, null);
    expect((JSON.parse(reader.json()) as { validation_state: string }).validation_state).toBe('Valid');
    reader.free();
    const last = signed.length - (format === 'image/png' ? 20 : 4);
    const tampered = await verifyEmbedded(flipByteAt(signed, last), format, { anchorsPem: [pki.ca.pem] });
    expect(tampered.state).toBe('Invalid');
  });

  it.each([
    ['PNG', tinyPng, 'image/png'],
    ['JPEG', tinyJpeg, 'image/jpeg'],
  ])('%s: accepted by c2pa-ts', async (_name, make, format) => {
    const signed = await signEmbedded({ bytes: make(), format, title: 'figure' }, { signer: leaf.signer() });
    expect(await secondOpinionOnImage(signed)).toEqual({ valid: true, failures: [] });
  });

  it('an image without a credential is Missing', async () => {
    const report = await verifyEmbedded(tinyPng(), 'image/png', { anchorsPem: [pki.ca.pem] });
    expect(report.state).toBe('Missing');
  });
});
