/**
 * @module review/files: reading and appending ledger/reviews.jsonl, the listed reviewer keys (certs/reviewer-keys.pem)
 * and a reviewer's own private key (certs/private/reviewer-key.pem, never committed).
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { keyIdOf, parseEd25519Keys, type ListedKey } from '../core/ed25519-keys.js';
import { WarrantError } from '../core/errors.js';
import { REVIEWER_KEYS_FILE, REVIEWS_FILE, reviewLine, type Review } from './record.js';

/**
 * Where a blog's reviewer keys and reviewers' own keys are: its certs/ directory. The listed keys are part of the blog
 * (committed with the reviews they vouch for), so they are read from there whichever directory holds the signing
 * certificates (publish --certs).
 */
export const reviewerKeysDir = (root: string): string => join(root, 'certs');

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
  const fd = openSync(path, 'a+');
  try {
    // Only the last byte is read: a session appends many records to a file that keeps growing.
    const size = fstatSync(fd).size;
    const last = Buffer.alloc(1);
    if (size > 0) readSync(fd, last, 0, 1, size - 1);
    writeSync(fd, `${size > 0 && last[0] !== 0x0a ? '\n' : ''}${reviewLine(review)}`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where a reviewer's private key is kept by default. */
export const REVIEWER_PRIVATE_KEY = 'private/reviewer-key.pem';

/**
 * Make a reviewer's key pair: the private key in certs/private/reviewer-key.pem (owner-only, git-ignored), the public
 * key appended to certs/reviewer-keys.pem under the reviewer's name, to be committed so every checkout trusts it.
 */
export function makeReviewerKey(
  certsDir: string,
  reviewer: string,
  force: boolean,
): { keyId: string; privatePath: string; publicPath: string } {
  const name = reviewer.replace(/\s+/gu, ' ').trim();
  if (name === '') throw new WarrantError('CONFIG_INVALID', 'the reviewer needs a name (--reviewer "Ana Ruiz")');
  const privatePath = join(certsDir, REVIEWER_PRIVATE_KEY);
  if (existsSync(privatePath) && !force)
    throw new WarrantError(
      'CONFIG_INVALID',
      `${privatePath} already exists; use --force to replace it (its public key stays listed until you remove it from ${REVIEWER_KEYS_FILE})`,
    );
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(dirname(privatePath), { recursive: true, mode: 0o700 });
  writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  const publicPath = join(certsDir, REVIEWER_KEYS_FILE);
  const before = existsSync(publicPath) ? readFileSync(publicPath, 'utf8') : '';
  const pem = String(publicKey.export({ type: 'spki', format: 'pem' }));
  appendFileSync(publicPath, `${before !== '' && !before.endsWith('\n') ? '\n' : ''}# ${name}\n${pem}`);
  return { keyId: keyIdOf(publicKey), privatePath, publicPath };
}

/** A reviewer's private key and the name certs/reviewer-keys.pem lists it under; refuses a key that is not listed. */
export function readReviewerKey(keyPath: string, listed: readonly ListedKey[]): { key: KeyObject; reviewer: string } {
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(keyPath));
  } catch (error) {
    throw new WarrantError(
      'INPUT_UNREADABLE',
      `the reviewer key ${keyPath} cannot be read; make one with \`warrant review keygen --reviewer "Your Name"\``,
      { cause: error },
    );
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new WarrantError('CONFIG_INVALID', `the reviewer key ${keyPath} is not an Ed25519 key`);
  const id = keyIdOf(key);
  const entry = listed.find((k) => keyIdOf(k.key) === id);
  if (!entry?.name)
    throw new WarrantError(
      'CONFIG_INVALID',
      entry
        ? `the public key of ${keyPath} is listed in ${REVIEWER_KEYS_FILE} without a name: add a line "# Your Name" above it`
        : `the public key of ${keyPath} is not listed in ${REVIEWER_KEYS_FILE}, so its reviews would count for nothing; make a listed key with \`warrant review keygen --reviewer "Your Name"\``,
    );
  return { key, reviewer: entry.name };
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `${what} ${path} cannot be read`, { cause: error });
  }
}
