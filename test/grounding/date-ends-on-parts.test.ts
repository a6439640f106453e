// An end said of part of a year ("supported until late 2027") against a source's date: only a date inside that part states it.
import { describe, expect, it } from 'vitest';
import { extractDates, relateDates } from '../../src/grounding/dates.js';

/** How the first date of a source text relates to the first date of a claim text. */
function relation(claim: string, source: string): string {
  const [c] = extractDates(claim);
  const [s] = extractDates(source);
  if (!c || !s) throw new Error(`no date in "${claim}" or "${source}"`);
  return relateDates(c, s);
}

describe('an end on part of a year ("until late 2027")', () => {
  it('is stated by a day inside that part, from its first day to its last', () => {
    expect(relation('Fixes are shipped until late 2027.', 'Released on November 5, 2027.')).toBe('match');
    expect(relation('Fixes are shipped until late 2027.', 'Released on September 1, 2027.')).toBe('match');
    expect(relation('Fixes are shipped until late 2027.', 'Released on December 31, 2027.')).toBe('match');
    expect(relation('Fixes are shipped until late 2027.', 'Released in December 2027.')).toBe('match');
  });

  it('is neither stated nor contradicted by a date before that part: a release date is no end', () => {
    expect(relation('Fixes are shipped until late 2027.', 'Released on March 5, 2027.')).toBe('unrelated');
    expect(relation('Fixes are shipped until late 2027.', 'Released on August 31, 2027.')).toBe('unrelated');
  });

  it('is neither stated nor contradicted by a date after that part', () => {
    expect(relation('Fixes are shipped until late 2027.', 'Released in January 2028.')).toBe('unrelated');
  });

  it('is contradicted by a source that gives a later end', () => {
    expect(relation('Fixes are shipped until late 2027.', 'Fixes are shipped until March 2028.')).toBe('conflict');
  });
});
