/** @module test/credentials/fixtures: a throw-away PKI (openssl), a local RFC 3161 TSA (`openssl ts` behind node:http), tiny images. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { issueCertificate, newP256Key, type CertificateProfile } from '../../src/credentials/certs.js';
import { localSigner, type CredentialSigner } from '../../src/credentials/signer.js';

export interface Identity {
  readonly certPath: string;
  readonly keyPath: string;
  readonly pem: string;
  signer(): CredentialSigner;
}

export interface Pki {
  readonly dir: string;
  readonly ca: Identity;
  identity(
    name: string,
    profile: CertificateProfile,
    options?: { selfSigned?: boolean; notBefore?: Date; notAfter?: Date },
  ): Identity;
  cleanup(): void;
}

const DAY = 86_400_000;

export function makePki(): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-pki-'));
  const make = (
    name: string,
    profile: CertificateProfile,
    issuer: Identity | undefined,
    notBefore: Date,
    notAfter: Date,
  ): Identity => {
    const keyPath = join(dir, `${name}.key`);
    const certPath = join(dir, `${name}.pem`);
    newP256Key(keyPath);
    issueCertificate({
      profile,
      commonName: `Test ${name}`,
      keyPath,
      ...(issuer ? { issuer: { certPath: issuer.certPath, keyPath: issuer.keyPath } } : {}),
      notBefore,
      notAfter,
      outPath: certPath,
    });
    const pem = readFileSync(certPath, 'utf8');
    return { certPath, keyPath, pem, signer: () => localSigner(keyPath, pem) };
  };
  const now = Date.now();
  const ca = make('ca', 'ca', undefined, new Date(now - DAY), new Date(now + 365 * DAY));
  return {
    dir,
    ca,
    identity: (name, profile, options = {}) =>
      make(
        name,
        profile,
        options.selfSigned ? undefined : ca,
        options.notBefore ?? new Date(now - DAY),
        options.notAfter ?? new Date(now + 30 * DAY),
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
