/** @module audit/checkpoint: C2SP checkpoints as signed notes with Ed25519 keys: signers, verifier keys, signing and strict parsing. */
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalBase64 } from '../core/base64.js';
import { WarrantError } from '../core/errors.js';
import type { Hash } from './merkle.js';

/** C2SP signed-note signature type for Ed25519. */
const ED25519 = 0x01;
const SIGNATURE_PREFIX = '\u2014 ';
const MAX_SIGNATURES = 100;
/** PKCS #8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER prefix of an Ed25519 public key; the 32-byte key follows. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Signs checkpoint notes (injectable: a KMS or HSM can provide the same shape). */
export interface CheckpointSigner {
  /** The key name that appears on the signature line (no spaces, no '+'). */
  readonly name: string;
  readonly keyId: Uint8Array;
  /** The verifier key text `<name>+<hex key id>+<base64(0x01 || public key)>` to hand to verifiers. */
  readonly verifierKey: string;
  sign(message: Uint8Array): Uint8Array;
}

/** Checks signatures of one named key. */
export interface NoteVerifier {
  readonly name: string;
  readonly keyId: Uint8Array;
  verify(message: Uint8Array, signature: Uint8Array): boolean;
}

/** A parsed checkpoint note: the body's three lines and the signature lines, not yet trusted. */
export interface Checkpoint {
  readonly origin: string;
  readonly size: number;
  readonly root: Hash;
  /** The signed text: origin, size and root lines, each ending in a newline. */
  readonly body: string;
  readonly signatures: readonly { readonly name: string; readonly keyId: Uint8Array; readonly signature: Uint8Array }[];
}

function invalidKey(message: string, cause?: unknown): WarrantError {
  return new WarrantError('AUDIT_KEY_INVALID', message, cause === undefined ? undefined : { cause });
}

function invalidNote(message: string): WarrantError {
  return new WarrantError('AUDIT_CHECKPOINT_INVALID', message);
}

/** Is this a valid signed-note key name: non-empty, no Unicode spaces, no '+'? */
export function isValidKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name);
}

/** The C2SP key id: the first 4 bytes of SHA-256(name || 0x0A || 0x01 || public key). */
export function keyIdFor(name: string, publicKey: Uint8Array): Uint8Array {
  return createHash('sha256')
    .update(name)
    .update(Buffer.from([0x0a, ED25519]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
}

function rawPublicKey(key: KeyObject): Buffer {
  const der = key.export({ format: 'der', type: 'spki' });
  if (
    der.length !== SPKI_ED25519_PREFIX.length + 32 ||
    !der.subarray(0, SPKI_ED25519_PREFIX.length).equals(SPKI_ED25519_PREFIX)
  ) {
    throw invalidKey('the key is not an Ed25519 key');
  }
  return der.subarray(SPKI_ED25519_PREFIX.length);
}

/** A signer from an Ed25519 private key object. */
export function signerFromKey(privateKey: KeyObject, name: string): CheckpointSigner {
  if (!isValidKeyName(name))
    throw invalidKey(`key name ${JSON.stringify(name)} must be non-empty with no spaces or '+'`);
  if (privateKey.type !== 'private' || privateKey.asymmetricKeyType !== 'ed25519')
    throw invalidKey('the key is not an Ed25519 private key');
  const publicKey = rawPublicKey(createPublicKey(privateKey));
  const keyId = keyIdFor(name, publicKey);
  return {
    name,
    keyId,
    verifierKey: `${name}+${Buffer.from(keyId).toString('hex')}+${Buffer.concat([Buffer.from([ED25519]), publicKey]).toString('base64')}`,
    sign: (message) => sign(null, message, privateKey),
  };
}

/** A signer from a 32-byte Ed25519 seed. */
export function signerFromSeed(seed: Uint8Array, name: string): CheckpointSigner {
  if (seed.length !== 32) throw invalidKey('an Ed25519 seed is 32 bytes');
  return signerFromKey(
    createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' }),
    name,
  );
}

/** A signer from PEM (PKCS #8) text. */
export function signerFromPem(pem: string, name: string): CheckpointSigner {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch (error) {
    throw invalidKey('the checkpoint key is not a PEM private key', error);
  }
  return signerFromKey(key, name);
}

/** A verifier from verifier key text `<name>+<hex key id>+<base64(0x01 || public key)>`. */
export function parseVerifierKey(text: string): NoteVerifier {
  // name+hex+base64: the name has no '+', the hex id has none, but the base64 key may contain '+'.
  const match = /^([^+]+)\+([^+]*)\+(.*)$/s.exec(text.trim());
  if (match === null) throw invalidKey('a verifier key has the form <name>+<hex key id>+<base64 key>');
  const [, name, hexId, b64] = match as unknown as [string, string, string, string];
  if (!isValidKeyName(name) || !/^[0-9a-f]{8}$/.test(hexId))
    throw invalidKey('the verifier key name or key id is malformed');
  const keyBytes = canonicalBase64(b64);
  if (keyBytes === undefined || keyBytes.length !== 33 || keyBytes[0] !== ED25519)
    throw invalidKey('the verifier key is not an Ed25519 key');
  const publicKeyBytes = keyBytes.subarray(1);
  const keyId = keyIdFor(name, publicKeyBytes);
  if (Buffer.from(keyId).toString('hex') !== hexId)
    throw invalidKey('the verifier key id does not match its name and key');
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, publicKeyBytes]),
    format: 'der',
    type: 'spki',
  });
  return {
    name,
    keyId,
    verify: (message, signature) => signature.length === 64 && verify(null, message, publicKey, signature),
  };
}

/** The verifier matching a signer. */
export function verifierFor(signer: CheckpointSigner): NoteVerifier {
  return parseVerifierKey(signer.verifierKey);
}

/** The checkpoint body: origin, decimal size, base64 root hash, each on its own line. */
export function checkpointBody(origin: string, size: number, root: Hash): string {
  if (origin.length === 0 || [...origin].some((c) => c.charCodeAt(0) < 0x20))
    throw invalidNote('the origin must be one non-empty line with no control characters');
  if (!Number.isSafeInteger(size) || size < 0) throw invalidNote(`size ${size} is not a non-negative integer`);
  if (root.length !== 32) throw invalidNote('the root hash must be 32 bytes');
  return `${origin}\n${size}\n${Buffer.from(root).toString('base64')}\n`;
}

/** Sign a note body: the body, a blank line, then one signature line per signer. */
export function signNote(body: string, signers: readonly CheckpointSigner[]): string {
  if (!body.endsWith('\n') || body.includes('\n\n'))
    throw invalidNote('a note body ends in a newline and has no blank line');
  const message = Buffer.from(body, 'utf8');
  const lines = signers.map((signer) => {
    const signature = Buffer.concat([signer.keyId, signer.sign(message)]);
    return `${SIGNATURE_PREFIX}${signer.name} ${signature.toString('base64')}\n`;
  });
  return `${body}\n${lines.join('')}`;
}

/** Parse a checkpoint note strictly (attacker-controlled text): throws AUDIT_CHECKPOINT_INVALID, never a raw error. */
export function parseCheckpoint(note: string): Checkpoint {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw invalidNote('a signed note has a blank line before its signatures');
  const body = note.slice(0, split + 1);
  const sigText = note.slice(split + 2);
  if (!sigText.endsWith('\n')) throw invalidNote('the signature block must end in a newline');
  const signatures = sigText
    .slice(0, -1)
    .split('\n')
    .map((line) => {
      const match = /^\u2014 (\S+) (\S+)$/u.exec(line);
      const bytes = match ? canonicalBase64(match[2]!) : undefined;
      if (!match || bytes === undefined || bytes.length < 5 || !isValidKeyName(match[1]!))
        throw invalidNote(`malformed signature line ${JSON.stringify(line)}`);
      return { name: match[1]!, keyId: bytes.subarray(0, 4), signature: bytes.subarray(4) };
    });
  if (signatures.length === 0 || signatures.length > MAX_SIGNATURES)
    throw invalidNote('a signed note has 1 to 100 signature lines');
  const lines = body.slice(0, -1).split('\n');
  if (lines.length < 3) throw invalidNote('a checkpoint body has origin, size and root lines');
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (origin.length === 0) throw invalidNote('the checkpoint origin is empty');
  if (!/^(0|[1-9]\d{0,15})$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText)))
    throw invalidNote(`checkpoint size ${JSON.stringify(sizeText)} is not a decimal integer`);
  const root = canonicalBase64(rootText);
  if (root === undefined || root.length !== 32) throw invalidNote('the checkpoint root is not a base64 SHA-256 hash');
  return { origin, size: Number(sizeText), root, body, signatures };
}

/**
 * Parse a checkpoint and require a valid signature from at least one of `verifiers`. As in C2SP, a signature line
 * from a known key that fails to verify rejects the note; lines from unknown keys are ignored.
 */
export function openCheckpoint(
  note: string,
  verifiers: readonly NoteVerifier[],
): Checkpoint & { readonly verifiedBy: readonly string[] } {
  const checkpoint = parseCheckpoint(note);
  const message = Buffer.from(checkpoint.body, 'utf8');
  const verifiedBy: string[] = [];
  for (const line of checkpoint.signatures) {
    const verifier = verifiers.find((v) => v.name === line.name && Buffer.compare(v.keyId, line.keyId) === 0);
    if (verifier === undefined) continue;
    if (!verifier.verify(message, line.signature)) throw invalidNote(`the signature by ${line.name} does not verify`);
    verifiedBy.push(line.name);
  }
  if (verifiedBy.length === 0) throw invalidNote('no signature from a known key');
  return { ...checkpoint, verifiedBy };
}
