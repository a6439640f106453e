/** @module audit/canonical-text: a fast RFC 8785 serialiser for stored JSON text, for checking stored payloads. */
import { hasLoneSurrogate } from '../core/canonical.js';

function serialise(value: unknown, surrogates: boolean): string {
  switch (typeof value) {
    case 'string':
      if (surrogates && hasLoneSurrogate(value)) throw new RangeError('a lone surrogate has no canonical form');
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new RangeError('a non-finite number has no canonical form');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + serialise(value[i], surrogates);
        return `${out}]`;
      }
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).sort();
      let out = '{';
      for (let i = 0; i < keys.length; i += 1) {
        const key = keys[i]!;
        if (surrogates && hasLoneSurrogate(key)) throw new RangeError('a lone surrogate has no canonical form');
        out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${serialise(object[key], surrogates)}`;
      }
      return `${out}}`;
    }
    default:
      throw new RangeError(`a ${typeof value} is not JSON`);
  }
}

/** Are the keys of every object in the value, in the order JSON.parse made them, already in code-unit order? */
function keysInOrder(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(keysInOrder);
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i += 1) {
    if (i > 0 && keys[i - 1]! >= keys[i]!) return false;
    if (!keysInOrder((value as Record<string, unknown>)[keys[i]!])) return false;
  }
  return true;
}

/**
 * RFC 8785 canonical text of the value a JSON text holds (so plain JSON by construction: no walk for Maps, Dates,
 * cycles). Same output as the canonicalize package on the parsed value, which the tests check; throws SyntaxError for
 * text that is not JSON and RangeError where canonicalize throws. A lone surrogate can only come from a `\u` escape
 * (decoded UTF-8 text has none), so strings are scanned for one only when the text has an escape. Fast path: RFC 8785
 * is JSON.stringify with sorted keys, so a text whose objects' keys are in order and which JSON.stringify reproduces
 * is its own canonical form (keys V8 orders as array indices, and anything else, take the full serialisation).
 */
export function canonicalTextOf(text: string): string {
  const value: unknown = JSON.parse(text);
  const escapes = text.includes('\\u');
  if (!escapes && keysInOrder(value) && JSON.stringify(value) === text) return text;
  return serialise(value, escapes);
}
