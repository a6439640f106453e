// Dates in text and how a claimed date relates to a stated one: each way English writes a date, spans and parts of a
// month or year, holidays, seasons, bounds ("before", "since"), weekdays, and a weekday that contradicts its date.
import { describe, expect, it } from 'vitest';
import {
  dateWords,
  extractDates,
  inconsistentWeekday,
  isDateWord,
  isoMonth,
  monthsNamed,
  relateDates,
  weekdayOf,
  type DateMention,
} from '../../src/grounding/dates.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { dates, oneDate, source, txt, verdict } from './fixtures.js';

describe('dates in a text', () => {
  it('reads days of one month written month first ("March 3-9, 2024") as that span, and a bound after "prior to the"', () => {
    expect(dates('on March 3-9, 2024 and May 2 to 4')).toEqual([
      { month: 3, days: [3, 9], year: 2024, text: 'March 3-9, 2024' },
      { month: 5, days: [2, 4], text: 'May 2 to 4' },
    ]);
    // Days that do not rise are no span.
    expect(dates('March 9-3, 2024')).toEqual([{ month: 3, day: 9, text: 'March 9' }]);
    expect(relateDates(oneDate('on March 3-9, 2024'), oneDate('March 5, 2024'))).toBe('match');
    expect(relateDates(oneDate('on March 3-9, 2024'), oneDate('March 12, 2024'))).toBe('conflict');
    expect(oneDate('prior to the 5th of March 2024').bound).toBe('before');
  });

  it('reads each way a calendar date is written', () => {
    expect(dates('On 2024-03-05, on March 5, 2024, on 5th of March 2024 and on Mar. 5 2024.')).toEqual([
      { year: 2024, month: 3, day: 5, text: '2024-03-05' },
      { month: 3, day: 5, year: 2024, text: 'March 5, 2024' },
      { day: 5, month: 3, year: 2024, text: '5th of March 2024' },
      { month: 3, day: 5, year: 2024, text: 'Mar. 5 2024' },
    ]);
    // A timestamp is its date (the text is read lower-cased), and a time needs its colon.
    expect(dates('On 2024-03-05T10:00:00Z it began, at 2024-03-06T10:00:00.123+02:00 it ended.')).toEqual([
      { year: 2024, month: 3, day: 5, text: '2024-03-05T10:00:00Z' },
      { year: 2024, month: 3, day: 6, text: '2024-03-06T10:00:00.123+02:00' },
    ]);
    expect(dates('2024-03-05 2024-03-06, and 2024-03-07 10:30 sharp')).toEqual([
      { year: 2024, month: 3, day: 5, text: '2024-03-05' },
      { year: 2024, month: 3, day: 6, text: '2024-03-06' },
      { year: 2024, month: 3, day: 7, text: '2024-03-07 10:30' },
    ]);
    expect(dates('build 2024-03-05x')).toEqual([]);
    // Year first with slashes is a date; a day and a month in either order is not guessed, nor a path.
    expect(dates('on 2024/03/05, on 05/03/2024, at /blog/2024/03/05/post')).toEqual([
      { year: 2024, month: 3, day: 5, text: '2024/03/05' },
    ]);
    expect(dates('2024/03-05')).toEqual([]);
    expect(dates('By March 5 and from 6 June, then in September 2024.')).toEqual([
      { month: 3, day: 5, text: 'March 5', bound: 'before', inclusive: true },
      { day: 6, month: 6, text: '6 June', bound: 'after', inclusive: true },
      { month: 9, year: 2024, text: 'September 2024' },
    ]);
  });

  it('reads a span of days, a part of a month or a year, a season and a holiday', () => {
    expect(dates('From the 6th to the 21st of August 2016, and 3 - 9 May.')).toEqual([
      { month: 8, days: [6, 21], year: 2016, text: 'the 6th to the 21st of August 2016' },
      { month: 5, days: [3, 9], text: '3 - 9 May' },
    ]);
    expect(dates('In mid-March 2022, late 2021, early in 2020 and summer of 2023.')).toEqual([
      { month: 3, year: 2022, days: [11, 20], text: 'mid-March 2022' },
      { year: 2021, months: [9, 12], text: 'late 2021' },
      { year: 2020, months: [1, 4], text: 'early in 2020' },
      { year: 2023, months: [6, 8], text: 'summer of 2023' },
    ]);
    // "Just before New Year's Day" falls in the year before, which is not read: no date rather than a wrong one.
    expect(dates('On Christmas Eve 2024, just after Christmas 2024, shortly before New Year’s Day 2025.')).toEqual([
      { year: 2024, month: 12, day: 24, text: 'Christmas Eve 2024' },
      { year: 2024, month: 12, days: [26, 31], text: 'just after Christmas 2024' },
    ]);
    expect(dates('right before Christmas 2024 and Halloween 2023')).toEqual([
      { year: 2024, month: 12, days: [15, 24], text: 'right before Christmas 2024' },
      { year: 2023, month: 10, day: 31, text: 'Halloween 2023' },
    ]);
  });

  it('reads a date that is a cell on its own, and lists the dates of a text in the order they are written', () => {
    // A CSV cell has no letters: its dashes or slashes make it a date.
    expect(dates('2024-03-05')).toEqual([{ year: 2024, month: 3, day: 5, text: '2024-03-05' }]);
    expect(dates('2024/03/05')).toEqual([{ year: 2024, month: 3, day: 5, text: '2024/03/05' }]);
    // (The ISO date is found first; the written date before it is still listed first.)
    expect(dates('Released on 5 March 2024, patched 2024-03-06, and again on Friday.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5 March 2024' },
      { year: 2024, month: 3, day: 6, text: '2024-03-06' },
      { weekday: 5, text: 'Friday' },
    ]);
    expect(dates('On Friday we met; on 5 March 2024 we shipped.')).toEqual([
      { weekday: 5, text: 'Friday' },
      { day: 5, month: 3, year: 2024, text: '5 March 2024' },
    ]);
    const [friday] = extractDates('On Friday we met; on 5 March 2024 we shipped.');
    expect(friday?.range).toEqual({ start: 3, end: 9 });
  });

  it('reads the last day of a month and a span to it, a season by its name and a holiday by its own day', () => {
    expect(dates('It was released on 31 March 2024.')).toEqual([
      { day: 31, month: 3, year: 2024, text: '31 March 2024' },
    ]);
    expect(dates('From the 30th to the 31st of August 2016.')).toEqual([
      { month: 8, days: [30, 31], year: 2016, text: 'the 30th to the 31st of August 2016' },
    ]);
    expect(dates('In spring 2021, autumn 2019 and the fall of 2020.')).toEqual([
      { year: 2021, months: [3, 5], text: 'spring 2021' },
      { year: 2019, months: [9, 11], text: 'autumn 2019' },
      { year: 2020, months: [9, 11], text: 'fall of 2020' },
    ]);
    expect(dates('early-March 2022 and late March 2022')).toEqual([
      { month: 3, year: 2022, days: [1, 10], text: 'early-March 2022' },
      { month: 3, year: 2022, days: [21, 31], text: 'late March 2022' },
    ]);
    expect(dates('mid 2020')).toEqual([{ year: 2020, months: [5, 8], text: 'mid 2020' }]);
    expect(dates("Christmas Day 2024, Boxing Day 2024, New Year's Eve 2024 and Valentine’s Day 2024")).toEqual([
      { year: 2024, month: 12, day: 25, text: 'Christmas Day 2024' },
      { year: 2024, month: 12, day: 26, text: 'Boxing Day 2024' },
      { year: 2024, month: 12, day: 31, text: "New Year's Eve 2024" },
      { year: 2024, month: 2, day: 14, text: 'Valentine’s Day 2024' },
    ]);
    // "Shortly after Halloween" is 1-10 November, outside the holiday's month: no date rather than a wrong one.
    expect(dates('shortly after Halloween 2024')).toEqual([]);
    expect(dates('just after Valentine’s Day 2024')).toEqual([
      { year: 2024, month: 2, days: [15, 24], text: 'just after Valentine’s Day 2024' },
    ]);
  });

  it('reads "before", "until", "since" and "by" just before a date as a bound, and no word further back', () => {
    // A line of Markdown may wrap, with an indent, between the word and its date.
    // ("Valid until 5 March" includes the 5th.)
    expect(dates('The offer is valid until\n  5 March 2024.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5 March 2024', bound: 'before', inclusive: true, end: true },
    ]);
    expect(dates('It must ship by the 5th of March 2024.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5th of March 2024', bound: 'before', inclusive: true },
    ]);
    expect(dates('It must ship by the\n  5th of March 2024.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5th of March 2024', bound: 'before', inclusive: true },
    ]);
    expect(dates('It has run since 5 March 2024 and ran after 6 March 2024.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5 March 2024', bound: 'after', inclusive: true },
      { day: 6, month: 3, year: 2024, text: '6 March 2024', bound: 'after' },
    ]);
    expect(dates('After all, 5 March 2024 was a Tuesday.')).toEqual([
      { day: 5, month: 3, year: 2024, text: '5 March 2024' },
      { weekday: 2, text: 'Tuesday' },
    ]);
  });

  it('reads no span running backwards, past the month or from day 0, and no day past 31', () => {
    expect(dates('From 21 to 6 August 2016.')).toEqual([{ day: 6, month: 8, year: 2016, text: '6 August 2016' }]);
    expect(dates('From 30 to 32 August 2016.')).toEqual([{ month: 8, year: 2016, text: 'August 2016' }]);
    expect(dates('On 32 March 2024.')).toEqual([{ month: 3, year: 2024, text: 'March 2024' }]);
    expect(dates('It happened 0 - 3 May.')).toEqual([{ day: 3, month: 5, text: '3 May' }]);
    expect(dates('It happened 4 - 4 May.')).toEqual([{ day: 4, month: 5, text: '4 May' }]);
    expect(dates('On 00 March 2024.')).toEqual([{ month: 3, year: 2024, text: 'March 2024' }]);
  });

  it('joins a weekday to the date after it, and keeps a weekday on its own otherwise', () => {
    expect(dates('Tuesday, 5 March 2024 and then Friday.')).toEqual([
      { day: 5, month: 3, year: 2024, weekday: 2, text: 'Tuesday, 5 March 2024' },
      { weekday: 5, text: 'Friday' },
    ]);
    expect(inconsistentWeekday(oneDate('Monday, 5 March 2024'))).toBe(true);
    expect(inconsistentWeekday(oneDate('Tuesday, 5 March 2024'))).toBe(false);
    expect(weekdayOf(2024, 3, 5)).toBe(2);
  });

  it('joins a weekday only to the date right after it, with or without a comma or "the"', () => {
    expect(dates('Tuesday 5 March 2024')).toEqual([
      { day: 5, month: 3, year: 2024, weekday: 2, text: 'Tuesday 5 March 2024' },
    ]);
    expect(dates('Friday, the 8th of March 2024')).toEqual([
      { day: 8, month: 3, year: 2024, weekday: 5, text: 'Friday, the 8th of March 2024' },
    ]);
    // A list item wrapped onto an indented line.
    expect(dates('- Tuesday,\n  5 March 2024: release day')).toEqual([
      { day: 5, month: 3, year: 2024, weekday: 2, text: 'Tuesday,\n  5 March 2024' },
    ]);
    expect(dates('Friday was busy, and 8 March 2024 too.')).toEqual([
      { weekday: 5, text: 'Friday' },
      { day: 8, month: 3, year: 2024, text: '8 March 2024' },
    ]);
  });

  it('judges a weekday against its date only when the date gives a year, a month and a day', () => {
    expect(inconsistentWeekday(oneDate('Monday, 5 March'))).toBe(false);
    expect(inconsistentWeekday(oneDate('Monday, March 2024'))).toBe(false);
    const noMonth: DateMention = {
      text: 'Monday the 5th, 2024',
      range: { start: 0, end: 20 },
      weekday: 1,
      year: 2024,
      day: 5,
    };
    expect(inconsistentWeekday(noMonth)).toBe(false);
    expect(inconsistentWeekday(oneDate('Monday'))).toBe(false);
  });

  it('names months and the words a date gives a table row', () => {
    expect(monthsNamed('July and May 5, but it may rain in May.')).toEqual([7, 5]);
    expect(dateWords({ year: 2026, month: 8 })).toEqual(['y:2026', 'm:2026-8', 'm:8']);
    expect(dateWords({ month: 8 })).toEqual(['m:8']);
    expect(dateWords({ year: 2026 })).toEqual(['y:2026']);
    expect([isDateWord('y:2026'), isDateWord('m:8'), isDateWord('may')]).toEqual([true, true, false]);
    expect(isDateWord('day:5')).toBe(false);
    // "May" is a month before a day or a year, even after two spaces; in "in May or May-June of 2025" only June is.
    expect(monthsNamed('In May 2024, May 5 and May  9, but not in May or May-June of 2025.')).toEqual([5, 5, 5, 6]);
    expect(monthsNamed('Between August and December')).toEqual([8, 12]);
  });

  it('reads a cell as an ISO month, and no season, day or padded code as one', () => {
    expect(isoMonth('2026-08')).toEqual({ year: 2026, month: 8 });
    expect(isoMonth(' 1999-08 ')).toEqual({ year: 1999, month: 8 });
    // "2010-11" is the 2010/11 season.
    expect(isoMonth('2010-11')).toBeUndefined();
    expect(isoMonth('2026-13')).toBeUndefined();
    expect(isoMonth('2026-08-01')).toBeUndefined();
    expect(isoMonth('INC-2026-08')).toBeUndefined();
    expect(isoMonth('1499-08')).toBeUndefined();
  });
});

describe('a claimed date against a stated one', () => {
  const relate = (claim: string, source: string) => relateDates(oneDate(claim), oneDate(source));

  it('matches when every field the claim gives is stated and equal, and conflicts on any that differs', () => {
    expect(relate('5 March 2024', '2024-03-05')).toBe('match');
    expect(relate('March 2024', '2024-03-05')).toBe('match');
    expect(relate('5 March 2024', 'March 2024')).toBe('unrelated');
    expect(relate('6 March 2024', '2024-03-05')).toBe('conflict');
    expect(relate('Tuesday', '2024-03-05')).toBe('match');
    expect(relate('Monday', '2024-03-05')).toBe('conflict');
  });

  it('places a source date inside or outside a part of a month, a span, a part of a year or a season', () => {
    expect(relate('mid-March 2022', '15 March 2022')).toBe('match');
    expect(relate('mid-March 2022', '25 March 2022')).toBe('conflict');
    expect(relate('mid-March 2022', '15 April 2022')).toBe('conflict');
    expect(relate('mid-March 2022', '15 March 2023')).toBe('conflict');
    expect(relate('mid-March 2022', 'March 2022')).toBe('unrelated');
    expect(relate('mid-March 2022', 'spring 2022')).toBe('unrelated');
    expect(relate('from 6 to 21 August 2016', '8 - 20 August 2016')).toBe('match');
    expect(relate('from 6 to 21 August 2016', '22 - 28 August 2016')).toBe('conflict');
    expect(relate('from 6 to 21 August 2016', '1 - 8 August 2016')).toBe('unrelated');
    expect(relate('late 2021', 'October 2021')).toBe('match');
    expect(relate('late 2021', 'March 2021')).toBe('conflict');
    expect(relate('summer 2023', '2023-07-14')).toBe('match');
  });

  it('orders a bound against the date on the calendar, at the fields the claim gives', () => {
    expect(relate('before 12 April 2020', '2020-04-11')).toBe('match');
    expect(relate('before 12 April 2020', '2020-04-12')).toBe('conflict');
    expect(relate('since 12 April 2020', '2020-04-12')).toBe('match');
    expect(relate('after 12 April 2020', '2020-04-12')).toBe('conflict');
    expect(relate('after April 2020', '2020-05-01')).toBe('match');
    expect(relate('before April 2020', '2020-04-30')).toBe('conflict');
    expect(relate('after 12 April 2020', 'April 2020')).toBe('unrelated');
    expect(relate('after 12 April', '2020-05-01')).toBe('unrelated');
  });

  it('orders a bound across years and months, and keeps "since" and "by" to the day itself', () => {
    expect(relate('before April 2020', '2019-12-01')).toBe('match');
    expect(relate('after April 2020', '2019-12-01')).toBe('conflict');
    expect(relate('after 12 April 2020', '2021-01-01')).toBe('match');
    expect(relate('since 12 April 2020', '2020-04-11')).toBe('conflict');
    expect(relate('by 12 April 2020', '2020-04-12')).toBe('match');
    expect(relate('by 12 April 2020', '2020-04-13')).toBe('conflict');
    expect(relate('after 12 April 2020', '13 April')).toBe('unrelated');
    // A bound on a part of a year orders the years.
    expect(relate('after late 2021', '2022-01-15')).toBe('match');
    expect(relate('before early 2021', '2020-11-15')).toBe('match');
  });

  it('reads a bound on a part of a year against the months of that year: the part itself is in or out by its word', () => {
    expect(relate('before late 2021', '2021-05-01')).toBe('match');
    expect(relate('before late 2021', '2021-09-15')).toBe('conflict');
    expect(relate('since summer 2023', '2023-03-01')).toBe('conflict');
    expect(relate('since summer 2023', '2023-07-01')).toBe('match');
    expect(relate('after early 2021', '2021-06-01')).toBe('match');
    expect(relate('after early 2021', '2021-02-01')).toBe('conflict');
    expect(relate('by late 2021', '2021-10-01')).toBe('match');
    expect(relate('by late 2021', '2022-02-01')).toBe('conflict');
    // A source date without a day is its whole month.
    expect(relate('before late 2021', 'September 2021')).toBe('conflict');
    expect(relate('since summer 2023', 'June 2023')).toBe('match');
  });

  it('places a source date at the edges of a part of a month, a span and a part of a year', () => {
    expect(relate('mid-March 2022', '11 March 2022')).toBe('match');
    expect(relate('mid-March 2022', '20 March 2022')).toBe('match');
    expect(relate('mid-March 2022', '10 March 2022')).toBe('conflict');
    expect(relate('mid-March 2022', '21 March 2022')).toBe('conflict');
    // A source date without a year says nothing about mid-March 2022.
    expect(relate('mid-March 2022', '15 March')).toBe('unrelated');
    expect(relate('from 6 to 21 August 2016', '1 - 5 August 2016')).toBe('conflict');
    expect(relate('from 6 to 21 August 2016', '1 - 6 August 2016')).toBe('unrelated');
    expect(relate('from 6 to 21 August 2016', '21 - 25 August 2016')).toBe('unrelated');
    expect(relate('from 6 to 21 August 2016', '6 - 21 August 2016')).toBe('match');
    expect(relate('late 2021', 'September 2021')).toBe('match');
    expect(relate('late 2021', 'December 2021')).toBe('match');
    expect(relate('late 2021', 'August 2021')).toBe('conflict');
    expect(relate('late 2021', 'October 2022')).toBe('conflict');
    expect(relate('late 2021', 'summer 2021')).toBe('unrelated');
    expect(relate('autumn 2019', '2019-11-30')).toBe('match');
    expect(relate('autumn 2019', '2019-12-01')).toBe('conflict');
  });

  it('reads a weekday from a source date only when it gives the whole date', () => {
    expect(relate('Tuesday', 'March 2024')).toBe('unrelated');
    expect(relate('Tuesday', '5 March')).toBe('unrelated');
    expect(relate('Tuesday', 'Tuesday, 5 March')).toBe('match');
    expect(relate('Tuesday, 5 March 2024', '2024-03-05')).toBe('match');
    expect(relate('Monday, 5 March 2024', '2024-03-05')).toBe('conflict');
    expect(relate('5 March', '2024-03-05')).toBe('match');
    expect(relate('5 March 2024', 'Tuesday')).toBe('unrelated');
  });
});

describe('a date a source gives as a timestamp', () => {
  const release = source(
    'release',
    '{"tag_name": "v1.2.0", "published_at": "2024-03-05T10:00:00Z"}',
    'application/json',
    'release.json',
  );
  it('supports the same day and refutes another, naming the timestamp and its key', () => {
    expect(assessDeterministic('It was published on 5 March 2024', release)).toMatchObject({
      support: 'supported',
      rule: 'the source states 5 March 2024 (release.json:1)',
    });
    expect(assessDeterministic('It was published on 6 March 2024', release)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 2024-03-05T10:00:00Z for "published_at" (release.json:1), not 6 March 2024',
    });
  });
});

describe('a bound on part of a month', () => {
  const shipped = source('log', 'The beta shipped on 5 March 2022.\nThe sale ended on 25 March 2022.');
  it('reads "before mid-March" as a bound, while "from the 6th to the 21st" stays a span', () => {
    expect(dates('before mid-March 2022, by early March 2022')).toEqual([
      { month: 3, year: 2022, days: [11, 20], text: 'mid-March 2022', bound: 'before' },
      { month: 3, year: 2022, days: [1, 10], text: 'early March 2022', bound: 'before', inclusive: true },
    ]);
    expect(oneDate('from the 6th to the 21st of August 2016').bound).toBeUndefined();
  });
  it('supports a date on the side of the part the claim says, and refutes one on the other side', () => {
    expect(assessDeterministic('The beta shipped before mid-March 2022.', shipped).support).toBe('supported');
    expect(assessDeterministic('The sale ended after mid-March 2022.', shipped).support).toBe('supported');
    expect(assessDeterministic('The beta shipped after mid-March 2022.', shipped)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 5 March 2022 for "The beta shipped on 5 March 2022." (log.txt:1), not mid-March 2022',
    });
    expect(assessDeterministic('The sale ended before early March 2022.', shipped).support).toBe('refuted');
  });
});

describe('dates after a character whose lower case is longer', () => {
  it('keeps the places of dates after "İ" (lower-cased to two characters)', () => {
    const [date] = extractDates('İzmir hosted 5 concerts on 2024-03-02.');
    expect(date?.text).toBe('2024-03-02');
    expect(
      verdict('İzmir hosted 5 concerts on 2024-03-01.', txt('events.txt', ['İzmir hosted 5 concerts on 2024-03-02.'])),
    ).toEqual([
      'refuted',
      'the source gives 2024-03-02 for "İzmir hosted 5 concerts on 2024-03-02." (events.txt:1), not 2024-03-01',
    ]);
  });
});
