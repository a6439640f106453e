/** @module credentials/timestamp: RFC 3161 time-stamp requests and responses, and a client for a TSA URL. */
import { randomBytes } from 'node:crypto';
import { WarrantError } from '../core/errors.js';
import { der, readElements } from './der.js';

/**
 * Asks a time-stamp authority to stamp a SHA-256 digest; returns its granted DER TimeStampResp, which is what goes in
 * `sigTst2` (c2pa-rs reads a response or a bare token; c2pa-ts only a response). Injectable for tests.
 */
export type TimestampAuthority = (sha256Digest: Uint8Array) => Promise<Uint8Array>;

const SHA256_OID = '2.16.840.1.101.3.4.2.1';

/** DER TimeStampReq (version 1, SHA-256 imprint, a random nonce, certReq true so the token carries the TSA certificate). */
export function timestampRequest(sha256Digest: Uint8Array, nonce: Uint8Array = randomBytes(8)): Uint8Array {
  const imprint = der.sequence(der.sequence(der.oid(SHA256_OID), der.null()), der.octetString(sha256Digest));
  return der.sequence(der.smallInteger(1), imprint, der.unsignedInteger(nonce), der.boolean(true));
}

/** A DER TimeStampResp checked to be granted and to carry a token; a rejection or a malformed response is a WarrantError. */
export function grantedResponse(response: Uint8Array): Uint8Array {
  try {
    const [outer] = readElements(response);
    if (outer?.tag !== 0x30) throw new Error('not a SEQUENCE');
    const [status, token] = readElements(outer.content);
    if (status?.tag !== 0x30) throw new Error('no status');
    const [code] = readElements(status.content);
    const value = code?.tag === 0x02 && code.content.length === 1 ? code.content[0] : undefined;
    // PKIStatus granted (0) or grantedWithMods (1) carry a token.
    if (value !== 0 && value !== 1)
      throw new Error(`the TSA refused the request (status ${String(value ?? 'unreadable')})`);
    if (token?.tag !== 0x30) throw new Error('no token');
    return outer.raw;
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `unusable time-stamp response: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** A TimestampAuthority that POSTs to an RFC 3161 URL (application/timestamp-query). */
export function httpTimestampAuthority(url: string, timeoutMs = 10_000): TimestampAuthority {
  return async (digest) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query' },
        body: timestampRequest(digest),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WarrantError('INPUT_UNREADABLE', `the time-stamp authority at ${url} could not be reached`, {
        cause: error,
      });
    }
    if (!response.ok)
      throw new WarrantError('INPUT_UNREADABLE', `the time-stamp authority at ${url} answered HTTP ${response.status}`);
    return grantedResponse(new Uint8Array(await response.arrayBuffer()));
  };
}
