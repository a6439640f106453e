/** @module core/ed25519-keys: Ed25519 public keys listed in a PEM file (each optionally named), and their key ids. */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { WarrantError } from './errors.js';

/** A listed public key and the name written on the comment line above it (`# Ana Ruiz`), if any. */
export interface ListedKey {
  readonly key: KeyObject;
  readonly name?: string;
}

const PEM_BLOCK = /(?:^#[ \t]*([^\n]*?)[ \t]*\n)?(-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----)/gmu;

/** A public key's id: SHA-256 of its SPKI DER encoding. */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/** The Ed25519 public keys in the PEM text. A block that is not one refuses with CONFIG_INVALID. */
export function parseEd25519Keys(pem: string, file: string): ListedKey[] {
  return [...pem.matchAll(PEM_BLOCK)].map((match, index) => {
    let key: KeyObject;
    try {
      // Stryker disable next-line StringLiteral: the fallback never applies: group 2 takes part in every match
      key = createPublicKey(match[2] ?? '');
    } catch (error) {
      throw new WarrantError('CONFIG_INVALID', `${file}: public key ${index + 1} cannot be read`, { cause: error });
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new WarrantError(
        'CONFIG_INVALID',
        `${file}: public key ${index + 1} is ${String(key.asymmetricKeyType)}, not Ed25519`,
      );
    const name = match[1]?.trim();
    return { key, ...(name ? { name } : {}) };
  });
}
