/** @module test/audit/checkpoint: C2SP signed notes against the Go sumdb/note known answer, strict parsing, key files. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkpointBody,
  createDevCheckpointKey,
  devCheckpointSigner,
  DEV_KEY_RELATIVE_PATH,
  loadCheckpointSigner,
  openAuditLog,
  openCheckpoint,
  parseCheckpoint,
  parseVerifierKey,
  signerFromSeed,
  signNote,
  verifierFor,
} from '../../src/audit/index.js';
import { codeOf, genericEvents, tempDir } from './helpers.js';

/** The signed-note example of golang.org/x/mod/sumdb/note (PeterNeumann key). */
const GO_SEED = Buffer.from('AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz', 'base64').subarray(1);
const GO_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const GO_TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const GO_NOTE = `${GO_TEXT}\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;

describe('signed notes', () => {
  it('reproduces the Go sumdb/note known answer: key id, verifier key and signature bytes', () => {
    const signer = signerFromSeed(GO_SEED, 'PeterNeumann');
    expect(signer.verifierKey).toBe(GO_VKEY);
    expect(signNote(GO_TEXT, [signer])).toBe(GO_NOTE);
    expect(
      parseVerifierKey(GO_VKEY).verify(
        Buffer.from(GO_TEXT),
        Buffer.from(GO_NOTE.split(' ').at(-1)!, 'base64').subarray(4),
      ),
    ).toBe(true);
  });

  it('signs and opens checkpoints; a changed body, a wrong key or an unknown signer is refused', () => {
    const signer = signerFromSeed(new Uint8Array(32).fill(1), 'example.com/log');
    const other = signerFromSeed(new Uint8Array(32).fill(2), 'example.com/log');
    const note = signNote(checkpointBody('example.com/log', 12, new Uint8Array(32).fill(9)), [signer]);
    const opened = openCheckpoint(note, [verifierFor(signer)]);
    expect(opened).toMatchObject({ origin: 'example.com/log', size: 12, verifiedBy: ['example.com/log'] });
    expect(Buffer.from(opened.root)).toEqual(Buffer.alloc(32, 9));
    expect(codeOf(() => openCheckpoint(note.replace('\n12\n', '\n13\n'), [verifierFor(signer)]))).toBe(
      'AUDIT_CHECKPOINT_INVALID',
    );
    expect(codeOf(() => openCheckpoint(note, [verifierFor(other)]))).toBe('AUDIT_CHECKPOINT_INVALID'); // same name, other key id: unknown
    const forged = note.replace(
      / \S+\n$/,
      ` ${Buffer.concat([Buffer.from(signer.keyId), Buffer.alloc(64)]).toString('base64')}\n`,
    );
    expect(() => openCheckpoint(forged, [verifierFor(signer)])).toThrow(/does not verify/);
  });

  it('refuses a signature or root written in non-canonical base64 (unused bits set), which decodes to the same bytes', () => {
    const signer = signerFromSeed(new Uint8Array(32).fill(1), 'example.com/log');
    const note = signNote(checkpointBody('example.com/log', 12, new Uint8Array(32).fill(9)), [signer]);
    // Before "=" padding, the last character's lowest bit is unused: setting it decodes to the very same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const malleable = (b64: string): string => {
      const k = b64.replace(/=+$/u, '').length - 1;
      return `${b64.slice(0, k)}${alphabet[alphabet.indexOf(b64[k] ?? 'A') ^ 1] ?? 'A'}${b64.slice(k + 1)}`;
    };
    const signature = / (\S+)\n$/u.exec(note)?.[1] ?? '';
    const root = note.split('\n')[2] ?? '';
    for (const [text, where] of [
      [signature, 'signature'],
      [root, 'root'],
    ] as const) {
      expect(text.endsWith('='), where).toBe(true);
      expect(Buffer.from(malleable(text), 'base64')).toEqual(Buffer.from(text, 'base64'));
      expect(
        codeOf(() => openCheckpoint(note.replace(text, malleable(text)), [verifierFor(signer)])),
        where,
      ).toBe('AUDIT_CHECKPOINT_INVALID');
    }
  });

  it('parses attacker-controlled text into coded errors only', () => {
    const good = signNote(checkpointBody('o', 1, new Uint8Array(32)), [signerFromSeed(new Uint8Array(32), 'o')]);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(), fc.string(), (noise, at, insert) => {
        for (const text of [noise, good.slice(0, at % good.length) + insert + good.slice(at % good.length)]) {
          const code = codeOf(() => parseCheckpoint(text));
          expect(code === undefined || code === 'AUDIT_CHECKPOINT_INVALID').toBe(true);
        }
      }),
      { numRuns: 400 },
    );
    for (const bad of [
      'o\n1\nAAAA\n\n\u2014 o AAAAAAAA\n',
      'o\n01\n' + Buffer.alloc(32).toString('base64') + '\n\n\u2014 o AAAAAAAA\n',
      'no blank line',
    ]) {
      expect(codeOf(() => parseCheckpoint(bad))).toBe('AUDIT_CHECKPOINT_INVALID');
    }
  });

  it('round-trips verifier keys whose base64 part contains "+"', () => {
    const seeds = Array.from({ length: 64 }, (_, i) => new Uint8Array(32).fill(i));
    const withPlus = seeds
      .map((seed) => signerFromSeed(seed, 'example.com/log'))
      .filter((s) => s.verifierKey.split('+').length > 3);
    expect(withPlus.length).toBeGreaterThan(0);
    for (const signer of withPlus) {
      const note = signNote(checkpointBody('example.com/log', 1, new Uint8Array(32)), [signer]);
      expect(openCheckpoint(note, [parseVerifierKey(signer.verifierKey)]).verifiedBy).toEqual(['example.com/log']);
    }
  });

  it('refuses malformed verifier keys and key names', () => {
    for (const bad of [
      'a+b',
      'PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
      'x+00000000+AAAA',
    ]) {
      expect(codeOf(() => parseVerifierKey(bad))).toBe('AUDIT_KEY_INVALID');
    }
    expect(codeOf(() => signerFromSeed(new Uint8Array(32), 'has space'))).toBe('AUDIT_KEY_INVALID');
    expect(codeOf(() => signerFromSeed(new Uint8Array(31), 'ok'))).toBe('AUDIT_KEY_INVALID');
  });
});

describe('keys and stored checkpoints', () => {
  it('makes a development key under certs/private/ with mode 0600, reuses it, and never overwrites it', () => {
    const root = tempDir();
    const signer = devCheckpointSigner(root, 'dev.example/audit');
    const path = join(root, DEV_KEY_RELATIVE_PATH);
    expect(DEV_KEY_RELATIVE_PATH.startsWith(join('certs', 'private'))).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(devCheckpointSigner(root, 'dev.example/audit').verifierKey).toBe(signer.verifierKey);
    expect(loadCheckpointSigner(path, 'dev.example/audit').verifierKey).toBe(signer.verifierKey);
    expect(codeOf(() => createDevCheckpointKey(path, 'dev.example/audit'))).toBe('AUDIT_KEY_INVALID');
    expect(codeOf(() => loadCheckpointSigner(join(root, 'missing.pem'), 'x'))).toBe('AUDIT_KEY_INVALID');
  });

  it('stores checkpoints whose roots the log proves consistent', async () => {
    const log = await openAuditLog(join(tempDir(), 'audit.db'));
    const signer = signerFromSeed(new Uint8Array(32).fill(3), 'example.com/log');
    await log.append(genericEvents(5));
    const first = openCheckpoint(await log.checkpoint(signer, 'example.com/log'), [verifierFor(signer)]);
    await log.append(genericEvents(8, 5));
    const second = openCheckpoint(await log.checkpoint(signer, 'example.com/log'), [verifierFor(signer)]);
    expect([first.size, second.size]).toEqual([5, 13]);
    expect(await log.checkpoints()).toHaveLength(2);
    expect(Buffer.from(await log.root(5))).toEqual(Buffer.from(first.root));
    expect((await log.consistencyProof(5, 13)).length).toBeGreaterThan(0);
    expect(await log.verify({ verifiers: [verifierFor(signer)] })).toEqual({ ok: true, size: 13, checkpoints: 2 });
    expect(
      (await log.verify({ verifiers: [verifierFor(signerFromSeed(new Uint8Array(32).fill(4), 'example.com/log'))] }))
        .ok,
    ).toBe(false);
    await log.close();
  });
});
