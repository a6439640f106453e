// A value of a record of a list (not of a map) claimed as a field that other records of the list give and it lacks.
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a field the claim names that another record of the list gives and this one lacks', () => {
  const stations = json('stations.json', {
    stations: [
      { name: 'Paddington', code: 3414, city: 'Reading' },
      { name: 'Euston', code: 3500, city: 'London', operator: 'Avanti' },
    ],
  });

  it("is not stated by the record's other number", () => {
    expect(verdict("Paddington's operator is 3414.", stations)).toEqual([
      'neutral',
      'the source gives 3414 for stations.code of "Paddington", and no "operator" there',
    ]);
  });

  it("leaves the record's own field to state its value", () => {
    expect(verdict("Paddington's code is 3414.", stations)).toEqual([
      'supported',
      'the source states 3414 (stations.json:1)',
    ]);
  });
});
