// A value matched in one field of an object while the claim names a sibling field ("Kaf's transliteration is 3414").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

const letters = json('letters.json', {
  kaf: { code: 3414, transliteration: 'k' },
  lamed: { code: 3500, transliteration: 'l' },
});

describe('a number the claim gives for a field whose sibling holds it', () => {
  it('is not supported by the sibling, and says what the named field holds', () => {
    expect(verdict('Kaf’s transliteration is 3414.', letters)).toEqual([
      'neutral',
      'the source gives "k" for "kaf.transliteration", not 3414',
    ]);
  });

  it('is supported in the field the claim names', () => {
    expect(verdict('Kaf’s code is 3414.', letters)[0]).toBe('supported');
  });
});
