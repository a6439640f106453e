// A number matched in a table row whose column the claim does not name, where the claim names another column of that row.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a matched number of a row whose other column the claim names', () => {
  it("is not the claim's value: the named column's text is given instead", () => {
    const letters = csv('letters.csv', ['letter,code,hebrew transliteration', 'kaf,3414,k', 'lamed,3415,l']);
    expect(verdict('The Hebrew transliteration code of kaf is 3414.', letters)).toEqual([
      'neutral',
      'the source gives "k" for "hebrew transliteration" of the row "kaf", not 3414',
    ]);
  });

  it('counts only the words of its own column the claim says, not all of them', () => {
    const letters = csv('letters.csv', [
      'letter,unicode code point,hebrew transliteration',
      'kaf,3414,k',
      'lamed,3415,l',
    ]);
    expect(verdict('The Hebrew transliteration code of kaf is 3414.', letters)).toEqual([
      'neutral',
      'the source gives "k" for "hebrew transliteration" of the row "kaf", not 3414',
    ]);
  });

  it('gives way to a column sharing one word with its own ("hebrew value" beside "unicode value")', () => {
    const letters = csv('letters.csv', ['letter,unicode value,hebrew value', 'kaf,3414,k', 'lamed,3415,l']);
    expect(verdict('The Hebrew value of kaf is 3414.', letters)).toEqual([
      'neutral',
      'the source gives "k" for "hebrew value" of the row "kaf", not 3414',
    ]);
  });
});
