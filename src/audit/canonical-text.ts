/** @module audit/canonical-text: a fast RFC 8785 serialiser for values fresh from JSON.parse, for checking stored payloads. */
import { hasLoneSurrogate } from '../core/canonical.js';

function string(value: string): string {
  if (hasLoneSurrogate(value)) throw new RangeError('a lone surrogate has no canonical form');
  return JSON.stringify(value);
}

/**
 * RFC 8785 canonical text of a value produced by JSON.parse (so plain JSON by construction: no walk for Maps, Dates,
 * cycles). Same output as the canonicalize package, which the tests check; throws RangeError where it throws.
 */
export function canonicalTextOfParsed(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return string(value);
    case 'number':
      if (!Number.isFinite(value)) throw new RangeError('a non-finite number has no canonical form');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + canonicalTextOfParsed(value[i]);
        return `${out}]`;
      }
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).sort();
      let out = '{';
      for (let i = 0; i < keys.length; i += 1)
        out += `${i === 0 ? '' : ','}${string(keys[i]!)}:${canonicalTextOfParsed(object[keys[i]!])}`;
      return `${out}}`;
    }
    default:
      throw new RangeError(`a ${typeof value} is not JSON`);
  }
}
