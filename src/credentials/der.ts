/** @module credentials/der: the little DER needed for RFC 3161 requests and responses (encode a few types, split TLVs). */
import { WarrantError } from '../core/errors.js';

function length(n: number): Uint8Array {
  if (n < 0x80) return Uint8Array.of(n);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

export function tlv(tag: number, content: Uint8Array): Uint8Array {
  return Buffer.concat([Uint8Array.of(tag), length(content.length), content]);
}

export const der = {
  sequence: (...items: Uint8Array[]): Uint8Array => tlv(0x30, Buffer.concat(items)),
  octetString: (bytes: Uint8Array): Uint8Array => tlv(0x04, bytes),
  null: (): Uint8Array => Uint8Array.of(0x05, 0x00),
  boolean: (value: boolean): Uint8Array => Uint8Array.of(0x01, 0x01, value ? 0xff : 0x00),
  /** A non-negative INTEGER from big-endian magnitude bytes. */
  unsignedInteger: (magnitude: Uint8Array): Uint8Array => {
    let start = 0;
    while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
    const trimmed = magnitude.subarray(start);
    return tlv(0x02, (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Uint8Array.of(0), trimmed]) : trimmed);
  },
  smallInteger: (n: number): Uint8Array => tlv(0x02, Uint8Array.of(n)),
  /** An OBJECT IDENTIFIER from its dotted form. */
  oid: (dotted: string): Uint8Array => {
    const parts = dotted.split('.').map(Number);
    const [first = 0, second = 0, ...rest] = parts;
    const body: number[] = [first * 40 + second];
    for (const part of rest) {
      const chunk: number[] = [part & 0x7f];
      for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80);
      body.push(...chunk);
    }
    return tlv(0x06, Uint8Array.from(body));
  },
};

export interface Tlv {
  readonly tag: number;
  /** The whole element: tag, length and content. */
  readonly raw: Uint8Array;
  readonly content: Uint8Array;
}

/** Split a run of DER elements (definite lengths only); malformed input is a WarrantError, never an index error. */
export function readElements(bytes: Uint8Array): Tlv[] {
  const out: Tlv[] = [];
  let at = 0;
  const fail = (): never => {
    throw new WarrantError('INPUT_UNREADABLE', 'malformed DER');
  };
  while (at < bytes.length) {
    const tag = bytes[at] ?? fail();
    let len = bytes[at + 1] ?? fail();
    let header = 2;
    if (len & 0x80) {
      const count = len & 0x7f;
      if (count === 0 || count > 4) fail();
      len = 0;
      for (let i = 0; i < count; i += 1) len = len * 256 + (bytes[at + 2 + i] ?? fail());
      header += count;
    }
    const end = at + header + len;
    if (end > bytes.length) fail();
    out.push({ tag, raw: bytes.subarray(at, end), content: bytes.subarray(at + header, end) });
    at = end;
  }
  return out;
}
