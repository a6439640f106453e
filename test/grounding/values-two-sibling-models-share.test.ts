// A version or a date that the named model's section and a sibling model's section both give.
import { describe, expect, it } from 'vitest';
import { aeroSpecs, verdict } from './fixtures.js';

describe('a field that a sibling model’s section gives with the same value', () => {
  const specs = aeroSpecs('2.1.0', '2023-03-01');

  it('still supports the named model’s own value', () => {
    expect(verdict('The Aero 14 runs firmware 2.1.0.', specs)).toEqual([
      'supported',
      'the source states 2.1.0 (aero.md:5), Aero 14 (the source)',
    ]);
    expect(verdict('The Aero 14 was released on 2023-03-01.', specs)).toEqual([
      'supported',
      'the source states 2023-03-01 (aero.md:6), Aero 14 (the source)',
    ]);
  });
});
