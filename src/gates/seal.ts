/** @module gates/seal: sealing Warrant's own chrome text (footnote marks, provenance lines) so gate 2 can tell it apart. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An HMAC of the text under a per-build key: a layout or plugin cannot make one without the key. */
export function sealText(key: string, text: string): string {
  return createHmac('sha256', key).update(normaliseSpace(text)).digest('hex').slice(0, 32);
}

export function sealMatches(key: string, text: string, seal: string): boolean {
  const expected = Buffer.from(sealText(key, text));
  const given = Buffer.from(seal);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
