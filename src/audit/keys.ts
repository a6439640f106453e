/** @module audit/keys: loading checkpoint signing keys from files, and making a development key under certs/private/. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WarrantError } from '../core/errors.js';
import { signerFromPem, type CheckpointSigner } from './checkpoint.js';

/** Where the development checkpoint key lives, relative to the project root (certs/private/ is git-ignored). */
export const DEV_KEY_RELATIVE_PATH = join('certs', 'private', 'audit-checkpoint-dev.pem');

export function devKeyPath(root: string): string {
  return join(root, DEV_KEY_RELATIVE_PATH);
}

/** A checkpoint signer from a PKCS #8 PEM Ed25519 private key file. */
export function loadCheckpointSigner(path: string, name: string): CheckpointSigner {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    throw new WarrantError('AUDIT_KEY_INVALID', `cannot read the checkpoint key ${path}`, { cause: error });
  }
  return signerFromPem(pem, name);
}

/**
 * Make a new Ed25519 development key at `path` (mode 0600; never overwrites) and return its signer.
 * For development only: production keys come from certs/ or a KMS, and no private key is ever committed.
 */
export function createDevCheckpointKey(path: string, name: string): CheckpointSigner {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const signer = signerFromPem(pem, name);
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(path, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    throw new WarrantError('AUDIT_KEY_INVALID', `cannot create the development key ${path} (it may already exist)`, {
      cause: error,
    });
  }
  return signer;
}

/** The development signer for a project: loads certs/private/ key, making it on first use. */
export function devCheckpointSigner(root: string, name: string): CheckpointSigner {
  const path = devKeyPath(root);
  try {
    return loadCheckpointSigner(path, name);
  } catch (error) {
    if (error instanceof WarrantError && (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      return createDevCheckpointKey(path, name);
    throw error;
  }
}
