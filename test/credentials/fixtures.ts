/** @module test/credentials/fixtures: a throw-away PKI (openssl), a local RFC 3161 TSA (`openssl ts` behind node:http), tiny images. */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { issueCertificate, newP256Key, opensslDate, type CertificateProfile } from '../../src/credentials/certs.js';
import { localSigner, type CredentialSigner } from '../../src/credentials/signer.js';

export interface Identity {
  readonly certPath: string;
  readonly keyPath: string;
  readonly pem: string;
  signer(): CredentialSigner;
}

/**
 * Extensions of intermediate CAs (certs.ts has no profile for one): a good one, and ones broken in exactly one way,
 * so a trust test sees the one difference.
 */
export const INTERMEDIATE_EXTENSIONS = {
  good:
    'basicConstraints = critical,CA:TRUE\nkeyUsage = critical,keyCertSign,cRLSign\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
  /** Says it may sign certificates (keyCertSign) but is not a CA (basicConstraints CA:FALSE). */
  'not-ca':
    'basicConstraints = critical,CA:FALSE\nkeyUsage = critical,keyCertSign,cRLSign\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
  /** A CA by basicConstraints whose key usage does not allow signing certificates. */
  'no-key-cert-sign':
    'basicConstraints = critical,CA:TRUE\nkeyUsage = critical,digitalSignature,cRLSign\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
} as const;

export type IntermediateKind = keyof typeof INTERMEDIATE_EXTENSIONS;

export interface Pki {
  readonly dir: string;
  /** The root CA (the trust anchor of the tests). */
  readonly ca: Identity;
  /** A certificate issued by the root, or by `options.issuer` (an intermediate), or by itself. */
  identity(
    name: string,
    profile: CertificateProfile,
    options?: { selfSigned?: boolean; issuer?: Identity; notBefore?: Date; notAfter?: Date },
  ): Identity;
  /** An intermediate CA issued by the root: valid from a day ago for 180 days unless told otherwise. */
  intermediate(name: string, kind: IntermediateKind, options?: { notBefore?: Date; notAfter?: Date }): Identity;
  cleanup(): void;
}

const DAY = 86_400_000;

/** `openssl ca` with an extension section given as text (certs.ts only knows its fixed profiles). */
function issueWithExtensions(
  dir: string,
  extensions: string,
  commonName: string,
  keyPath: string,
  issuer: Identity,
  notBefore: Date,
  notAfter: Date,
  outPath: string,
): void {
  const work = mkdtempSync(join(dir, 'ca-'));
  writeFileSync(join(work, 'index.txt'), '');
  writeFileSync(join(work, 'serial'), '01\n');
  const config = join(work, 'openssl.cnf');
  writeFileSync(
    config,
    [
      '[ca]\ndefault_ca = dev',
      `[dev]\ndatabase = ${work}/index.txt\nnew_certs_dir = ${work}\nserial = ${work}/serial\ndefault_md = sha256`,
      'policy = any_name\nunique_subject = no\ncopy_extensions = none\nemail_in_dn = no',
      '[any_name]\ncommonName = supplied\norganizationName = optional',
      '[req]\ndistinguished_name = dn\nprompt = no\n[dn]\nCN = unused',
      `[ext]\n${extensions}`,
      '',
    ].join('\n'),
  );
  const csr = join(work, 'request.csr');
  const run = (args: string[]): void => {
    execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run(['req', '-new', '-config', config, '-key', keyPath, '-subj', `/CN=${commonName}/O=Warrant test`, '-out', csr]);
  run([
    'ca',
    '-batch',
    '-notext',
    '-rand_serial',
    '-config',
    config,
    '-extensions',
    'ext',
    '-cert',
    issuer.certPath,
    '-keyfile',
    issuer.keyPath,
    '-startdate',
    opensslDate(notBefore),
    '-enddate',
    opensslDate(notAfter),
    '-in',
    csr,
    '-out',
    outPath,
  ]);
}

/** A throw-away PKI under a temporary directory; `caNotBefore`/`caNotAfter` set the root's validity (default: a day ago to a year on). */
export function makePki(options: { caNotBefore?: Date; caNotAfter?: Date } = {}): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-pki-'));
  const make = (
    name: string,
    profile: CertificateProfile | { readonly extensions: string },
    issuer: Identity | undefined,
    notBefore: Date,
    notAfter: Date,
  ): Identity => {
    const keyPath = join(dir, `${name}.key`);
    const certPath = join(dir, `${name}.pem`);
    newP256Key(keyPath);
    if (typeof profile === 'string') {
      issueCertificate({
        profile,
        commonName: `Test ${name}`,
        keyPath,
        ...(issuer ? { issuer: { certPath: issuer.certPath, keyPath: issuer.keyPath } } : {}),
        notBefore,
        notAfter,
        outPath: certPath,
      });
    } else {
      if (!issuer) throw new Error('an intermediate needs an issuer');
      issueWithExtensions(dir, profile.extensions, `Test ${name}`, keyPath, issuer, notBefore, notAfter, certPath);
    }
    const pem = readFileSync(certPath, 'utf8');
    return { certPath, keyPath, pem, signer: () => localSigner(keyPath, pem) };
  };
  const now = Date.now();
  const ca = make(
    'ca',
    'ca',
    undefined,
    options.caNotBefore ?? new Date(now - DAY),
    options.caNotAfter ?? new Date(now + 365 * DAY),
  );
  return {
    dir,
    ca,
    identity: (name, profile, options = {}) =>
      make(
        name,
        profile,
        options.selfSigned ? undefined : (options.issuer ?? ca),
        options.notBefore ?? new Date(now - DAY),
        options.notAfter ?? new Date(now + 30 * DAY),
      ),
    intermediate: (name, kind, options = {}) =>
      make(
        name,
        { extensions: INTERMEDIATE_EXTENSIONS[kind] },
        ca,
        options.notBefore ?? new Date(now - DAY),
        options.notAfter ?? new Date(now + 180 * DAY),
      ),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A local time-stamp authority: POSTed TimeStampReq in, `openssl ts -reply` out. */
export async function startLocalTsa(
  pki: Pki,
  tsa: Identity,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const config = join(pki.dir, 'tsa.cnf');
  writeFileSync(
    config,
    [
      '[tsa]',
      'default_tsa = local',
      '[local]',
      `serial = ${join(pki.dir, 'tsa-serial')}`,
      `signer_cert = ${tsa.certPath}`,
      `certs = ${pki.ca.certPath}`,
      `signer_key = ${tsa.keyPath}`,
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.4146.2.3',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = no',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  writeFileSync(join(pki.dir, 'tsa-serial'), '01\n');
  let count = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count += 1;
      const query = join(pki.dir, `query-${count}.tsq`);
      const reply = join(pki.dir, `reply-${count}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      execFile('openssl', ['ts', '-reply', '-config', config, '-queryfile', query, '-out', reply], (error) => {
        if (error) {
          response.writeHead(500).end(String(error));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(readFileSync(reply));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TSA port');
  return {
    url: `http://127.0.0.1:${address.port}/tsa`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** An 8x8 RGB PNG of one colour. */
export function tinyPng(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [30, 160, 90]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** An 8x8 baseline JPEG (made once with an image encoder; a flat colour, no metadata). */
export function tinyJpeg(): Uint8Array {
  return Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMo' +
      'GhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAA' +
      'AAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEA' +
      'PwCVgCrc/9k=',
    'base64',
  );
}

export function tinySvg(): Uint8Array {
  return new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#1e5"/></svg>\n',
  );
}

export const SAMPLE_PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>On bridges</title></head>' +
  '<body><article><p>The bridge opened in 1932.</p></article></body></html>\n';

export const SAMPLE_GROUNDING = {
  projectionDigest: 'sha256:0000',
  page: 'index.html',
  claims: [{ claimId: 'c1', text: 'The bridge opened in 1932.', verdict: 'grounded' }],
  checkpoint: { origin: 'warrant.test/log', size: 7, rootHash: 'ab'.repeat(32) },
};
