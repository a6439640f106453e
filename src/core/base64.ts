/** @module core/base64: base64 read strictly: the standard alphabet, padded, and canonical, so one text is one value. */

const SHAPE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/u;

/**
 * The bytes of a base64 text, or undefined when it is not the one canonical text of those bytes: a character outside
 * the alphabet, missing padding, or unused bits set in the last character (which would let a changed text decode to the
 * same bytes, so a signed note or record altered that way would still verify).
 */
export function canonicalBase64(text: string): Buffer | undefined {
  if (!SHAPE.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}
