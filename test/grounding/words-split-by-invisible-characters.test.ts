// "Took place" and "in place" written with an invisible character between their words are still no place in a ranking.
import { describe, expect, it } from 'vitest';
import { txt, verdict } from './fixtures.js';

describe('"took place" and "in place" with a zero-width space pasted between their words', () => {
  const minutes = txt('minutes.txt', ['The vote was held with 312 members present.']);

  it('is read as "took place", which asks for no ranking', () => {
    expect(verdict('The vote took \u200B place with 312 members present.', minutes)).toEqual([
      'supported',
      'the source states 312 (minutes.txt:1)',
    ]);
  });

  it('is read so with "in place" too', () => {
    expect(
      verdict('The fix has been in \u200B place since 2021.', txt('notes.txt', ['The fix has been live since 2021.'])),
    ).toEqual(['supported', 'the source states 2021 (notes.txt:1)']);
  });
});
