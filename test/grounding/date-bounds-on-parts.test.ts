// A date said before, after, by or since part of a month or a year ("before mid-March 2024", "by late 2021") against a source's date.
import { describe, expect, it } from 'vitest';
import { extractDates, relateDates } from '../../src/grounding/dates.js';

/** How the first date of a source text relates to the first date of a claim text. */
function relation(claim: string, source: string): string {
  const [c] = extractDates(claim);
  const [s] = extractDates(source);
  if (!c || !s) throw new Error(`no date in "${claim}" or "${source}"`);
  return relateDates(c, s);
}

describe('a bound on part of a month', () => {
  it('"since mid-March" takes in the days from the 11th, and not a day before', () => {
    expect(relation('since mid-March 2024', 'March 5, 2024')).toBe('conflict');
    expect(relation('since mid-March 2024', 'March 11, 2024')).toBe('match');
    expect(relation('since mid-March 2024', 'March 2024')).toBe('unrelated');
  });

  it('"after mid-March" is stated by a day after the 20th, contradicted by one up to the 20th', () => {
    expect(relation('after mid-March 2024', 'March 25, 2024')).toBe('match');
    expect(relation('after mid-March 2024', 'March 15, 2024')).toBe('conflict');
    expect(relation('after mid-March 2024', 'March 20, 2024')).toBe('conflict');
    expect(relation('after mid-March 2024', 'March 21, 2024')).toBe('match');
    expect(relation('after mid-March 2024', 'March 2024')).toBe('unrelated');
  });

  it('"before mid-March" is contradicted from the 11th on, and stated by a day before it', () => {
    expect(relation('before mid-March 2024', 'March 11, 2024')).toBe('conflict');
    expect(relation('before mid-March 2024', 'March 10, 2024')).toBe('match');
    expect(relation('before mid-March 2024', 'March 2024')).toBe('unrelated');
  });

  it('"by mid-March" takes in the 20th, and the whole month neither states nor contradicts it', () => {
    expect(relation('by mid-March 2024', 'March 20, 2024')).toBe('match');
    expect(relation('by mid-March 2024', 'March 21, 2024')).toBe('conflict');
    expect(relation('by mid-March 2024', 'March 2024')).toBe('unrelated');
  });

  it('orders the days of another month of the year by that month', () => {
    expect(relation('since mid-March 2024', 'February 25, 2024')).toBe('conflict');
    expect(relation('before mid-March 2024', 'February 25, 2024')).toBe('match');
    expect(relation('after mid-March 2024', 'April 2, 2024')).toBe('match');
  });

  it('cannot place a source date that gives no year', () => {
    expect(relation('before mid-March 2024', 'March 5')).toBe('unrelated');
    expect(relation('by late 2021', 'December 15')).toBe('unrelated');
  });

  it('leaves a bound on days of a month with no year to the plain comparison, which cannot order it', () => {
    expect(relation('before March 10-12', 'March 5, 2024')).toBe('unrelated');
  });
});

describe('a bound on part of a year', () => {
  it('"by late 2021" takes in all of December, and the last day of the year', () => {
    expect(relation('by late 2021', '15 December 2021')).toBe('match');
    expect(relation('by late 2021', '31 December 2021')).toBe('match');
    expect(relation('by late 2021', 'December 2021')).toBe('match');
    expect(relation('by late 2021', 'January 2022')).toBe('conflict');
  });

  it('reads a source date of a year alone as the whole year', () => {
    expect(relation('before late 2021', 'summer 2020')).toBe('match');
    expect(relation('since early 2020', 'summer 2020')).toBe('match');
    expect(relation('by mid 2020', 'summer 2020')).toBe('unrelated');
    expect(relation('after early 2020', 'summer 2020')).toBe('unrelated');
  });
});

describe('an end ("until April 2027")', () => {
  it('is stated by that month, and a month before it says nothing of it', () => {
    expect(relation('until April 2027', 'April 2027')).toBe('match');
    expect(relation('until April 2027', 'March 2027')).toBe('unrelated');
  });
});
