// A capital letter written alone ("C", "R") is a name the claim and the source can share; a letter of "N/A" is not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentRoots } from '../../src/grounding/words.js';

describe('the content words of a text', () => {
  it('keep a capital letter written alone', () => {
    expect(contentRoots('64% of respondents use C and 41% use R.')).toEqual(['respon', 'use', 'c', 'use', 'r']);
  });

  it('keep no letter that is a word ("A", "I"), part of a mark ("N/A", "C++", "K-pop") or of an abbreviation', () => {
    expect(contentRoots('I use A')).toEqual(['use']);
    expect(contentRoots('N/A')).toEqual([]);
    expect(contentRoots('C++ and C# and K-pop')).toEqual(['pop']);
    expect(contentRoots('the U.S. and F.C. Porto')).toEqual(['porto']);
  });

  it('are the same words with or without a lone capital letter beside them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,30}$/u), fc.constantFrom('B', 'C', 'R', 'X', 'Z'), (text, letter) => {
        const roots = contentRoots(text);
        expect(contentRoots(`${text} ${letter}`)).toEqual([...roots, letter.toLowerCase()]);
      }),
    );
  });
});
