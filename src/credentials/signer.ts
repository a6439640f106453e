/** @module credentials/signer: the signer a credential is made with (injectable), and the local-key signer with its guards. */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign as cryptoSign, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { WarrantError } from '../core/errors.js';

/** Signs for a credential: ES256 with IEEE P1363 signatures, certificate chain as DER, leaf first, root left out. */
export interface CredentialSigner {
  readonly alg: 'es256';
  readonly chain: readonly Uint8Array[];
  sign(bytes: Uint8Array): Promise<Uint8Array>;
}

/** Every certificate in a PEM text, in order. */
export function parsePemCertificates(pem: string, what: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch (error) {
    throw new WarrantError('CONFIG_INVALID', `${what} holds a certificate that cannot be parsed`, { cause: error });
  }
}

/** True when git tracks the file (a private key must never be committed). Outside a git work tree: false. */
export function isTrackedByGit(path: string): boolean {
  const absolute = resolve(path);
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dirname(absolute),
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    execFileSync('git', ['ls-files', '--error-unmatch', relative(top, absolute)], { cwd: top, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A signer from a PEM private key file and a PEM chain; refuses a key that git tracks or that does not match the leaf. */
export function localSigner(keyPath: string, chainPem: string): CredentialSigner {
  if (isTrackedByGit(keyPath)) {
    throw new WarrantError(
      'CONFIG_INVALID',
      `the signing key ${keyPath} is tracked by git; a private key must never be committed. Remove it from the index ` +
        '(git rm --cached), rotate it, and keep keys under certs/private/ (ignored).',
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(keyPath));
  } catch (error) {
    throw new WarrantError('CONFIG_INVALID', `the signing key ${keyPath} cannot be read as a PEM private key`, {
      cause: error,
    });
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new WarrantError(
      'CONFIG_INVALID',
      `the signing key ${keyPath} is not an EC P-256 key (ES256 is what Warrant signs with)`,
    );
  }
  const chain = parsePemCertificates(chainPem, 'the signing chain');
  const leaf = chain[0];
  if (!leaf) throw new WarrantError('CONFIG_INVALID', 'the signing chain holds no certificate');
  if (!leaf.checkPrivateKey(key))
    throw new WarrantError(
      'CONFIG_INVALID',
      `the signing key ${keyPath} does not belong to the first certificate of the chain`,
    );
  return {
    alg: 'es256',
    chain: chain.map((cert) => new Uint8Array(cert.raw)),
    sign: (bytes) => Promise.resolve(new Uint8Array(cryptoSign('sha256', bytes, { key, dsaEncoding: 'ieee-p1363' }))),
  };
}
