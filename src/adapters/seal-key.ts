/**
 * @module adapters/seal-key: the blog's key for sealing Warrant's own page text, kept in `.warrant/seal-key` (private,
 * git-ignored) so that a page whose content did not change is byte for byte the page published before.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SEAL_KEY_FILE = '.warrant/seal-key';

const KEY = /^[0-9a-f]{64}$/u;

/** The blog's seal key: read, or made (32 random bytes, readable by its owner only) when absent or unreadable. */
export function sealKeyOf(root: string): string {
  const path = join(root, SEAL_KEY_FILE);
  try {
    const key = readFileSync(path, 'utf8').trim();
    if (KEY.test(key)) return key;
  } catch {
    // Absent: made below.
  }
  const key = randomBytes(32).toString('hex');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}
