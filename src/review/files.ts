/** @module review/files: reading and appending ledger/reviews.jsonl and reading certs/reviewer-keys.pem. */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEd25519Keys, type ListedKey } from '../core/ed25519-keys.js';
import { WarrantError } from '../core/errors.js';
import { REVIEWER_KEYS_FILE, REVIEWS_FILE, reviewLine, type Review } from './record.js';

/** The listed reviewer keys in `certsDir` (none when the file is absent). */
export function readReviewerKeys(certsDir: string): ListedKey[] {
  const path = join(certsDir, REVIEWER_KEYS_FILE);
  return existsSync(path) ? parseEd25519Keys(readText(path, 'the reviewer keys'), path) : [];
}

/** The text of the project's review records ('' when there are none). */
export function readReviews(root: string): string {
  const path = join(root, REVIEWS_FILE);
  return existsSync(path) ? readText(path, 'the review records') : '';
}

/**
 * Append one review and flush it to disk before returning, so a review session stopped at any moment (Ctrl-C, a crash)
 * keeps every record already made. A file that does not end in a newline gets one first, so no line is joined.
 */
export function appendReview(root: string, review: Review): void {
  const path = join(root, REVIEWS_FILE);
  mkdirSync(dirname(path), { recursive: true });
  const before = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  const text = `${before.length > 0 && before[before.length - 1] !== 0x0a ? '\n' : ''}${reviewLine(review)}`;
  const fd = openSync(path, 'a');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `${what} ${path} cannot be read`, { cause: error });
  }
}
