/** @module projections/clearance-files: reading clearance keys (certs/clearance-keys.pem) and records (ledger/clearances.jsonl). */
import type { KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEd25519Keys } from '../core/ed25519-keys.js';
import { CLEARANCE_KEYS_FILE, CLEARANCES_FILE } from './clearance.js';

/** The Ed25519 public keys in the PEM text. A block that is not one refuses with CONFIG_INVALID. */
export function parseClearanceKeys(pem: string, file: string): KeyObject[] {
  return parseEd25519Keys(pem, file).map((listed) => listed.key);
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
