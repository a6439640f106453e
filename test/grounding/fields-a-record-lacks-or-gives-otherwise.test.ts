// A value of one field of a record claimed as another field's: one its record gives otherwise, or one it lacks.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const json = (uri: string, value: unknown) => ({
  uri,
  mediaType: 'application/json',
  title: '',
  text: JSON.stringify(value),
});

describe('a field of a record in a list that gives the claimed field otherwise', () => {
  const letters = json('letters.json', {
    letters: [
      { name: 'kaf', code: 3414, transliteration: 'k' },
      { name: 'lamed', code: 3500, transliteration: 'l' },
    ],
  });

  it("is not stated by the record's other number", () => {
    expect(verdict("Lamed's transliteration is 3500.", letters)).toEqual([
      'neutral',
      'the source gives "l" for letters.transliteration of "lamed", not 3500',
    ]);
    expect(verdict("Lamed's code is 3500.", letters)[0]).toBe('supported');
  });
});

describe('a field the claim names that other records give and this one lacks', () => {
  const stations = json('stations.json', {
    uk: {
      paddington: { code: 3414, city: 'Reading' },
      euston: { code: 3500, city: 'London', operator: 'Avanti' },
    },
  });

  it("is not stated by the record's other value", () => {
    expect(verdict("Paddington's operator is 3414.", stations)).toEqual([
      'neutral',
      'the source gives 3414 for "uk.paddington.code", and no "operator" there',
    ]);
    expect(verdict("Paddington's code is 3414.", stations)[0]).toBe('supported');
    expect(verdict("Euston's operator is Avanti.", stations)[0]).toBe('supported');
  });
});

describe('a column of a row the claim names whole, with one number', () => {
  const stations = csv('stations.csv', ['station,code,city', 'Paddington,3414,Reading', 'Euston,3500,London']);

  it("is not stated by the row's number when the claim names another column", () => {
    expect(verdict('The city of Paddington is 3414.', stations)).toEqual([
      'neutral',
      'the source gives "Reading" for "city" of the row "Paddington", not 3414',
    ]);
  });
});
