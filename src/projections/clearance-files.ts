/** @module projections/clearance-files: reading clearance keys (certs/clearance-keys.pem) and records (ledger/clearances.jsonl). */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WarrantError } from '../core/errors.js';
import { CLEARANCE_KEYS_FILE, CLEARANCES_FILE } from './clearance.js';

const PEM_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/** The Ed25519 public keys in the PEM text. A block that is not one refuses with CONFIG_INVALID. */
export function parseClearanceKeys(pem: string, file: string): KeyObject[] {
  return [...pem.matchAll(PEM_BLOCK)].map((match, index) => {
    let key: KeyObject;
    try {
      key = createPublicKey(match[0]);
    } catch (error) {
      throw new WarrantError('CONFIG_INVALID', `${file}: public key ${index + 1} cannot be read`, { cause: error });
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new WarrantError(
        'CONFIG_INVALID',
        `${file}: public key ${index + 1} is ${String(key.asymmetricKeyType)}, not Ed25519`,
      );
    return key;
  });
}

/** The clearance keys in `certsDir` (none when the file is absent). */
export function readClearanceKeys(certsDir: string): KeyObject[] {
  const path = join(certsDir, CLEARANCE_KEYS_FILE);
  return existsSync(path) ? parseClearanceKeys(readFileSync(path, 'utf8'), path) : [];
}

/** The text of the project's clearance records ('' when there are none). */
export function readClearances(root: string): string {
  const path = resolve(root, CLEARANCES_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}
