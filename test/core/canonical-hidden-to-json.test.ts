// canonicalJson of a plain object whose hidden toJSON gives no JSON value: refused, never an undefined text.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';

describe('canonicalJson of an object that serialises to nothing', () => {
  it('throws CANONICAL_UNSUPPORTED_VALUE instead of returning no text', () => {
    const value = { a: 1 };
    Object.defineProperty(value, 'toJSON', { value: () => undefined, enumerable: false });
    let caught: unknown;
    try {
      canonicalJson(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(WarrantError);
    expect((caught as WarrantError).code).toBe('CANONICAL_UNSUPPORTED_VALUE');
    expect((caught as WarrantError).message).toBe('$: value has no JSON form');
  });
});
