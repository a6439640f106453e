// Where a text's sentences end: an abbreviation's full stop ends none, and a word that numbers what follows it ("No. 5")
// is an abbreviation only before its number.
import { describe, expect, it } from 'vitest';
import { isAbbreviation, splitSentences } from '../../src/classify/sentences.js';

const sentences = (text: string): string[] => splitSentences(text).map((r) => text.slice(r.start, r.end));

describe('sentences', () => {
  it('ends a sentence at "no." before a capital word, and not at "No." before a number', () => {
    expect(sentences('It is about saying no. The scraper ignores seven patterns.')).toEqual([
      'It is about saying no.',
      'The scraper ignores seven patterns.',
    ]);
    expect(sentences('See No. 5 for details. Vol. 3 has more.')).toEqual([
      'See No. 5 for details.',
      'Vol. 3 has more.',
    ]);
    expect(isAbbreviation('No. 5', 2)).toBe(true);
    expect(isAbbreviation('said no. The', 6)).toBe(false);
  });

  it('keeps an abbreviation or an initial inside its sentence', () => {
    expect(sentences('Dr. Smith met William O. Douglas. They spoke.')).toEqual([
      'Dr. Smith met William O. Douglas.',
      'They spoke.',
    ]);
  });
});
