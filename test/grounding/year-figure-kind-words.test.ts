// Words around another year's figure: the word before "figure" ("the 2015 wind figure") must be one the source uses, and "only a hair above" holds for a close figure.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const wind = csv('wind.csv', [
  'year,source,gwh',
  '2014,Wind,310',
  '2015,Wind,250',
  '2016,Wind,280',
  '2014,Solar,60',
  '2015,Solar,80',
  '2016,Solar,100',
]);

describe('a word before "figure" that the source uses', () => {
  it('compares with that year’s row, though not every line of the source has the word', () => {
    expect(verdict('Wind hit 280 in 2016, above the 2015 wind figure.', wind)).toEqual([
      'supported',
      'the source states 280 (wind.csv:4), 2016 (wind.csv:4), 2015 (wind.csv:3)',
    ]);
    expect(verdict('Wind hit 280 in 2016, below the 2015 wind figure.', wind)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 280 for 2016: not below it (wind.csv:3)',
    ]);
  });
});

describe('a word before "figure" that the source never uses', () => {
  it('names no figure the source gives', () => {
    expect(verdict('Wind hit 280 in 2016, above the 2015 forecast figure.', wind)).toEqual([
      'neutral',
      'the source gives no 2015 forecast figure',
    ]);
  });
});

describe('"only" before a figure just above another year’s', () => {
  it('is borne out by the closeness of the two figures', () => {
    const solar = csv('solar.csv', ['year,source,gwh', '2015,Solar,100', '2016,Solar,102']);
    expect(verdict('Solar hit 102 in 2016, only a hair above the 2015 figure.', solar)).toEqual([
      'supported',
      'the source states 102 (solar.csv:3), 2016 (solar.csv:3), 2015 (solar.csv:2)',
    ]);
  });
});
