// A claim's date on part of a year or month against a source date that gives no year ("5 March"): neither stated nor contradicted.
import { describe, expect, it } from 'vitest';
import { extractDates, relateDates } from '../../src/grounding/dates.js';

/** How the first date of a source text relates to the first date of a claim text. */
function relation(claim: string, source: string): string {
  const [c] = extractDates(claim);
  const [s] = extractDates(source);
  if (!c || !s) throw new Error(`no date in "${claim}" or "${source}"`);
  return relateDates(c, s);
}

describe('a bound on part of a year against a bound with no year', () => {
  it('is unrelated to a limit on the same side that names no year', () => {
    expect(relation('Security fixes ship until late 2027.', 'Security fixes ship until 31 December.')).toBe(
      'unrelated',
    );
    expect(relation('The beta has been open since summer 2023.', 'The beta has been open since 5 May.')).toBe(
      'unrelated',
    );
  });
});

describe('part of a year against a day with no year', () => {
  it('is unrelated: the day may be of any year', () => {
    expect(relation('Version 2 was released in early 2023.', 'Version 2 was released on 5 March.')).toBe('unrelated');
    expect(relation('Version 2 was released in mid-March 2023.', 'Version 2 was released on 5 March.')).toBe(
      'unrelated',
    );
  });
});
