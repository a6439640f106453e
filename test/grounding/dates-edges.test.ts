// Dates at the edges of their reading: spans of days at 1 and 31, dates written with no space after "Mar.", bounds on a part of a year or a month against a date at their edges or of coarser precision, and an end ("until") against a date.
import { describe, expect, it } from 'vitest';
import { relateDates, type DateMention } from '../../src/grounding/dates.js';
import { dates, oneDate } from './fixtures.js';

const relate = (claim: string, source: string) => relateDates(oneDate(claim), oneDate(source));

describe('a span of days written month first, at its edges', () => {
  it('reads a span from the 1st and a span to the 31st', () => {
    expect(dates('Sessions ran March 1-3, 2024.')).toEqual([
      { month: 3, days: [1, 3], year: 2024, text: 'March 1-3, 2024' },
    ]);
    expect(dates('Sessions ran March 30-31, 2024.')).toEqual([
      { month: 3, days: [30, 31], year: 2024, text: 'March 30-31, 2024' },
    ]);
  });

  it('reads no span from day 0, to day 32 or of a single day', () => {
    expect(dates('Sessions ran March 0-3, 2024.')).toEqual([]);
    expect(dates('Sessions ran March 30-32, 2024.')).toEqual([{ month: 3, day: 30, text: 'March 30' }]);
    expect(dates('Sessions ran March 1-32, 2024.')).toEqual([{ month: 3, day: 1, text: 'March 1' }]);
    expect(dates('Sessions ran March 4-4, 2024.')).toEqual([{ month: 3, day: 4, text: 'March 4' }]);
  });
});

describe('dates written with no space after an abbreviated month', () => {
  it('reads a date that starts right where the one before it ends as a date of its own', () => {
    expect(dates('Freezes: 5 Mar.6 Apr. and 7 May')).toEqual([
      { day: 5, month: 3, text: '5 Mar.' },
      { day: 6, month: 4, text: '6 Apr' },
      { day: 7, month: 5, text: '7 May' },
    ]);
    // (The date with a year is found first; the one before it, ending where it starts, is still read.)
    expect(dates('Freezes: 5 Mar.6 April 2024')).toEqual([
      { day: 5, month: 3, text: '5 Mar.' },
      { day: 6, month: 4, year: 2024, text: '6 April 2024' },
    ]);
  });
});

describe('a bound on a part of a year against a date', () => {
  it('places a date at the first and last day of the part by the bound word', () => {
    // "By" takes the part in, to its last day; "before" leaves it out from its first day.
    expect(relate('by late 2021', '2021-12-31')).toBe('match');
    expect(relate('by late 2021', '2021-12-15')).toBe('match');
    expect(relate('before late 2021', '2021-09-01')).toBe('conflict');
    // "After" leaves the part out, to its last day, and the whole of its last month.
    expect(relate('after late 2021', '2021-12-31')).toBe('conflict');
    expect(relate('after late 2021', 'December 2021')).toBe('conflict');
    expect(relate('after summer 2023', '2023-08-20')).toBe('conflict');
  });

  it('says nothing about a source date without a year', () => {
    expect(relate('before late 2021', '15 March')).toBe('unrelated');
  });

  it("reads a source's season or part of a year as its whole year, inside or outside the bound only when all of it is", () => {
    expect(relate('before late 2021', 'summer 2020')).toBe('match');
    expect(relate('since early 2021', 'summer 2021')).toBe('match');
    expect(relate('before early 2021', 'summer 2021')).toBe('conflict');
    // A part of the same year that the bound cuts through is neither: no conflict is claimed.
    expect(relate('by mid 2021', 'spring 2021')).toBe('unrelated');
    expect(relate('before late 2021', 'summer 2021')).toBe('unrelated');
    expect(relate('since late 2021', 'autumn 2021')).toBe('unrelated');
    expect(relate('after early 2021', 'autumn 2021')).toBe('unrelated');
  });
});

describe('a bound on a part of a month, as relateDates reads it', () => {
  // (extractDates gives no bound with a part of a month: "before mid-March 2022" reads as mid-March 2022. These
  // mentions are written out as the bound would read.)
  const midMarch = (bound: 'before' | 'after', inclusive = false): DateMention => ({
    text: 'mid-March 2022',
    range: { start: 0, end: 14 },
    month: 3,
    year: 2022,
    days: [11, 20],
    bound,
    ...(inclusive ? { inclusive } : {}),
  });

  it('places a day before, inside or after the part by the bound word', () => {
    expect(relateDates(midMarch('before'), oneDate('2022-03-05'))).toBe('match');
    expect(relateDates(midMarch('before'), oneDate('2022-03-11'))).toBe('conflict');
    expect(relateDates(midMarch('before', true), oneDate('2022-03-20'))).toBe('match');
    expect(relateDates(midMarch('before', true), oneDate('2022-03-21'))).toBe('conflict');
    expect(relateDates(midMarch('after'), oneDate('2022-03-21'))).toBe('match');
    expect(relateDates(midMarch('after'), oneDate('2022-03-20'))).toBe('conflict');
    expect(relateDates(midMarch('after', true), oneDate('2022-03-11'))).toBe('match');
    expect(relateDates(midMarch('after', true), oneDate('2022-03-10'))).toBe('conflict');
  });

  it('reads a source month as the whole month, and orders the months and years around it', () => {
    expect(relateDates(midMarch('before'), oneDate('March 2022'))).toBe('unrelated');
    expect(relateDates(midMarch('before'), oneDate('February 2022'))).toBe('match');
    expect(relateDates(midMarch('after'), oneDate('April 2022'))).toBe('match');
    expect(relateDates(midMarch('after'), oneDate('5 March 2021'))).toBe('conflict');
  });
});

describe('a bound with no year, or on a whole year', () => {
  it('says nothing for a part of a year with no year stated', () => {
    const beforeAutumn: DateMention = { text: 'autumn', range: { start: 0, end: 6 }, months: [9, 11], bound: 'before' };
    expect(relateDates(beforeAutumn, oneDate('2021-05-01'))).toBe('unrelated');
    expect(relateDates(beforeAutumn, oneDate('2021-10-01'))).toBe('unrelated');
  });

  it('orders a date by its year alone against a bound on a year', () => {
    const before2020: DateMention = { text: '2020', range: { start: 0, end: 4 }, year: 2020, bound: 'before' };
    expect(relateDates(before2020, oneDate('2019-06-01'))).toBe('match');
    expect(relateDates(before2020, oneDate('2020-06-01'))).toBe('conflict');
  });
});

describe('an end ("until") against a date', () => {
  it('is stated by that date, and by no date before it', () => {
    expect(relate('Fixes are supported until April 2027', 'in April 2027')).toBe('match');
    expect(relate('Fixes are supported until April 2027', 'released 2027-03-01')).toBe('unrelated');
  });
});
