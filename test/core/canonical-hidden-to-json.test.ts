// canonicalJson of a plain object with a hidden property (a toJSON above all): refused, never serialised as toJSON says.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';

const refusal = (value: unknown): WarrantError | undefined => {
  try {
    canonicalJson(value);
  } catch (error) {
    return error as WarrantError;
  }
  return undefined;
};

describe('canonicalJson of an object with a hidden property', () => {
  it('refuses a hidden toJSON, whatever it returns', () => {
    for (const result of [undefined, { b: 2 }]) {
      const value = { a: 1 };
      Object.defineProperty(value, 'toJSON', { value: () => result, enumerable: false });
      const caught = refusal(value);
      expect(caught).toBeInstanceOf(WarrantError);
      expect(caught?.code).toBe('CANONICAL_UNSUPPORTED_VALUE');
      expect(caught?.message).toBe('$: the hidden property "toJSON" is not plain JSON');
    }
  });

  it('refuses any hidden property, nested too, and still takes arrays', () => {
    const inner = { c: 3 };
    Object.defineProperty(inner, 'secret', { value: 1, enumerable: false });
    expect(refusal({ a: [1, 2], b: inner })?.message).toBe('$.b: the hidden property "secret" is not plain JSON');
    expect(canonicalJson({ a: [1, 2], b: { c: 3 } })).toBe('{"a":[1,2],"b":{"c":3}}');
  });
});
