/** @module grounding/dates: calendar dates and weekdays in text (ISO and written forms), compared field by field. */
import type { Range } from '../core/model.js';
import { lowerInPlace } from './text.js';

export interface DateMention {
  readonly text: string;
  readonly range: Range;
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
  /** 0 = Sunday. */
  readonly weekday?: number;
  /** "before 12 April 2020" and "after ..." state a bound, not the date. */
  readonly bound?: 'before' | 'after';
  /** The bound includes the date itself: "from", "since" and "by" it. */
  readonly inclusive?: boolean;
  /** "Until April 2027": the end of something that lasts, not a bound on when a thing happened. */
  readonly end?: boolean;
  /** "mid-March 2022": the days of the month the mention covers. */
  readonly days?: readonly [number, number];
  /** "early 2021", "summer 2023": the months of the year the mention covers. */
  readonly months?: readonly [number, number];
}

/** The months in English, January first. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** The names of months and weekdays, capitalised in English without being names of things. */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...WEEKDAYS]);
/** A month's name as written in running text, capitalised: "July", not the "may" of "it may". */
const MONTH_NAME = new RegExp(`\\b(${MONTH_NAMES.map((m) => m[0]?.toUpperCase() + m.slice(1)).join('|')})\\b`, 'gu');
/** Words for a part of a month or a year written out ("the start of", "the end of"). */
const PART_PHRASES = 'the (?:start|beginning|middle|end) of';
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
const WEEKDAY_RE = new RegExp(`\\b${WEEKDAY}\\b`, 'gu');
/** Holidays on a fixed day of the year: month and day. */
const HOLIDAYS: Record<string, readonly [number, number]> = {
  'christmas eve': [12, 24],
  'christmas day': [12, 25],
  christmas: [12, 25],
  'boxing day': [12, 26],
  "new year's eve": [12, 31],
  "new year's day": [1, 1],
  halloween: [10, 31],
  "valentine's day": [2, 14],
};
/** The holidays' names as a pattern, the longer first ("christmas eve" before "christmas"), either apostrophe. */
const HOLIDAY = `(${Object.keys(HOLIDAYS)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace("'", "['’]"))
  .join('|')})`;

function holidayKey(name: string | undefined): string {
  return (name ?? '').replace(/’/gu, "'");
}

/** The days of a month as ordinal words, "first" to "thirty-first", in order. */
const ORDINAL_DAYS = [
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
  ...['eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth'],
  ...['nineteenth', 'twentieth'],
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'].map((d) => `twenty-${d}`),
  'thirtieth',
  'thirty-first',
];

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<DateMention, 'text' | 'range'> }[] = [
  {
    // "from the 6th to the 21st of August 2016": days of one month.
    re: new RegExp(
      `\\b(?:the )?(\\d{1,2})(?:st|nd|rd|th)? (?:to|and|through|until|-|–) (?:the )?(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?:\\s?,?\\s(\\d{4}))?\\b`,
      'gu',
    ),
    read: (m) => {
      const [a, b] = [+(m[1] ?? 0), +(m[2] ?? 0)];
      if (a < 1 || b > 31 || a >= b) return { month: 0 };
      return { month: month(m[3]), days: [a, b], ...(m[4] ? { year: +m[4] } : {}) };
    },
  },
  {
    // "March 3-9, 2024", "March 3 to 9": days of one month, the month first.
    re: new RegExp(
      `\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\s?(?:to|through|until|-|–)\\s?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s?,?\\s(\\d{4}))?\\b`,
      'gu',
    ),
    read: (m) => {
      const [a, b] = [+(m[2] ?? 0), +(m[3] ?? 0)];
      if (a < 1 || b > 31 || a >= b) return { month: 0 };
      return { month: month(m[1]), days: [a, b], ...(m[4] ? { year: +m[4] } : {}) };
    },
  },
  {
    // (The text is lower-cased: "2024-03-05T10:00:00Z" reads "t" and "z". A time has a colon, so a second date after
    // a space is not taken for one.)
    // (Year first, with dashes or slashes, "2024/03/05"; a day and month in either order, "05/03/2024", is not read.)
    re: /\b(\d{4})([-/])(\d{2})\2(\d{2})(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?(?![\w:/])/gu,
    read: (m) => ({ year: +(m[1] ?? 0), month: +(m[3] ?? 0), day: +(m[4] ?? 0) }),
  },
  {
    re: new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\s?,?\\s(\\d{4})\\b`, 'gu'),
    read: (m) => ({ month: month(m[1]), day: +(m[2] ?? 0), year: +(m[3] ?? 0) }),
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\s?,?\\s(\\d{4})\\b`, 'gu'),
    read: (m) => ({ day: +(m[1] ?? 0), month: month(m[2]), year: +(m[3] ?? 0) }),
  },
  {
    // "the second of October 2022": a day written as an ordinal word.
    re: new RegExp(`\\b(${ORDINAL_DAYS.join('|')}) of ${MONTH}\\s?,?\\s(\\d{4})\\b`, 'gu'),
    read: (m) => ({ day: ORDINAL_DAYS.indexOf(m[1] ?? '') + 1, month: month(m[2]), year: +(m[3] ?? 0) }),
  },
  {
    re: new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s?,?\\s\\d)`, 'gu'),
    read: (m) => ({ month: month(m[1]), day: +(m[2] ?? 0) }),
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\b(?!\\s?,?\\s\\d)`, 'gu'),
    read: (m) => ({ day: +(m[1] ?? 0), month: month(m[2]) }),
  },
  {
    re: new RegExp(`\\b(early|mid|late|${PART_PHRASES})[- ]${MONTH}\\s?,?\\s(\\d{4})\\b`, 'gu'),
    // Stryker disable next-line StringLiteral,ArrayDeclaration: the pattern's group always takes part in a match, so the fallback never runs
    read: (m) => ({ month: month(m[2]), year: +(m[3] ?? 0), days: PART_DAYS[part(m[1])] ?? [11, 20] }),
  },
  {
    re: new RegExp(`\\b${MONTH}\\s?,?\\s(\\d{4})\\b`, 'gu'),
    read: (m) => ({ month: month(m[1]), year: +(m[2] ?? 0) }),
  },
  {
    re: new RegExp(`\\b(early|mid|late|${PART_PHRASES})[- ](?:in )?(\\d{4})\\b`, 'gu'),
    // Stryker disable next-line StringLiteral,ArrayDeclaration: the pattern's group always takes part in a match, so the fallback never runs
    read: (m) => ({ year: +(m[2] ?? 0), months: PART_MONTHS[part(m[1])] ?? [5, 8] }),
  },
  {
    // "just before Christmas 2024": the ten days before it; "Christmas 2024": the days around it.
    re: new RegExp(`\\b(?:(just|shortly|right) (before|after) )?${HOLIDAY}\\s?,?\\s(\\d{4})\\b`, 'gu'),
    read: (m) => {
      // Stryker disable next-line ArrayDeclaration: the holiday pattern matches only the names HOLIDAYS holds, so the fallback never runs
      const [monthOf, dayOf] = HOLIDAYS[holidayKey(m[3])] ?? [12, 25];
      const side = m[1] ? m[2] : undefined;
      const days: [number, number] =
        side === 'before' ? [dayOf - 10, dayOf - 1] : side === 'after' ? [dayOf + 1, dayOf + 10] : [dayOf, dayOf];
      // Kept to the holiday's month ("just after Christmas" is 26-31 December); none left, no date is read.
      days[0] = Math.max(1, days[0]);
      days[1] = Math.min(31, days[1]);
      if (days[0] > days[1]) return { month: 0 };
      return { year: +(m[4] ?? 0), month: monthOf, ...(side ? { days } : { day: dayOf }) };
    },
  },
  {
    re: /\b(spring|summer|autumn|fall) (?:of )?(\d{4})\b/gu,
    // Stryker disable next-line StringLiteral,ArrayDeclaration: the pattern's group always takes part in a match, so the fallback never runs
    read: (m) => ({ year: +(m[2] ?? 0), months: SEASON_MONTHS[m[1] ?? 'summer'] ?? [6, 8] }),
  },
];

const PART_DAYS: Record<string, readonly [number, number]> = { early: [1, 10], mid: [11, 20], late: [21, 31] };
/** "The start of November 2019" is early November; "the end of 2021" late 2021. */
const PART_OF: Record<string, string> = {
  'the start of': 'early',
  'the beginning of': 'early',
  'the middle of': 'mid',
  'the end of': 'late',
};
function part(word: string | undefined): string {
  // Stryker disable next-line StringLiteral: every caller passes a group that always takes part in the match, so neither fallback ever runs
  return PART_OF[word ?? ''] ?? word ?? 'mid';
}
const PART_MONTHS: Record<string, readonly [number, number]> = { early: [1, 4], mid: [5, 8], late: [9, 12] };
/** Northern seasons, by the months they mostly cover. */
const SEASON_MONTHS: Record<string, readonly [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  autumn: [9, 11],
  fall: [9, 11],
};

function month(name: string | undefined): number {
  // Stryker disable next-line StringLiteral: every caller passes a month group that always takes part in the match, so the fallback never runs
  return MONTHS.indexOf((name ?? '').slice(0, 3)) + 1;
}

/** The weekday of a calendar date (0 = Sunday), by the proleptic Gregorian calendar. */
export function weekdayOf(year: number, monthNumber: number, day: number): number {
  return new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay();
}

/** Dates and bare weekdays in a text; "Tuesday, 5 March 2024" is one mention carrying both. */
export function extractDates(text: string): DateMention[] {
  const lower = lowerInPlace(text);
  const found: DateMention[] = [];
  const taken = (s: number, e: number): boolean => found.some((d) => s < d.range.end && e > d.range.start);
  // Every calendar date has a digit, and a month's name or an ISO date's dash or slash; a text without one can only name
  // a weekday.
  const patterns = /\d/u.test(lower) && (/\p{L}/u.test(lower) || /\d[-/]\d/u.test(lower)) ? PATTERNS : [];
  for (const { re, read } of patterns) {
    for (const m of lower.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const fields = read(m);
      if (fields.month === 0 || (fields.day !== undefined && (fields.day < 1 || fields.day > 31))) continue;
      // "may" is a month only next to a day or a year.
      const lead = /\b(before|prior to|until|till|through|by|after|since|from)\s+(?:the\s+)?$/u.exec(
        lower.slice(Math.max(0, start - 16), start),
      )?.[1];
      // Stryker disable next-line Regex: lead is exactly one of the nine words, and none of before, prior to, until, till, through or by starts or ends with after, since or from
      const bound = lead === undefined ? undefined : /^(?:after|since|from)$/u.test(lead) ? 'after' : 'before';
      // ("from the 6th to the 21st of August" is a span, not a bound; "before mid-March" is a bound on part of a month.)
      const bounded: Pick<DateMention, 'bound' | 'inclusive'> =
        // ("Until April 2027", "through April": April itself is in.)
        bound && !(fields.days && lead === 'from')
          ? {
              bound,
              // Stryker disable next-line Regex,StringLiteral: lead is exactly one of the nine words (none of the others starts or ends with since, from, by, until, till or through), and it is set whenever bound is, so its fallback never runs
              ...(/^(?:since|from|by|until|till|through)$/u.test(lead ?? '') ? { inclusive: true } : {}),
              // Stryker disable next-line Regex,StringLiteral: lead is exactly one of the nine words (none of the others starts or ends with until, till or through), and it is set whenever bound is, so its fallback never runs
              ...(/^(?:until|till|through)$/u.test(lead ?? '') ? { end: true } : {}),
            }
          : {};
      found.push({ ...fields, text: text.slice(start, end), range: { start, end }, ...bounded });
    }
  }
  const bare: DateMention[] = [];
  // Stryker disable next-line StringLiteral: every weekday's name ends in "day", so the check only skips a search that would find nothing
  for (const m of lower.includes('day') ? lower.matchAll(WEEKDAY_RE) : []) {
    const start = m.index;
    const end = start + m[0].length;
    // Stryker disable next-line StringLiteral: the pattern's group always takes part in a match, so the fallback never runs
    const weekday = WEEKDAYS.indexOf(m[1] ?? '');
    const target = found.find(
      // Stryker disable next-line EqualityOperator: a date cannot start right where a weekday's name ends: both are words and the weekday needs a word boundary after it
      (d) => d.range.start >= end && /^,?\s*(?:the\s)?$/u.test(lower.slice(end, d.range.start)),
    );
    if (target) {
      found[found.indexOf(target)] = {
        ...target,
        weekday,
        text: text.slice(start, target.range.end),
        range: { start, end: target.range.end },
      };
    } else bare.push({ weekday, text: text.slice(start, end), range: { start, end } });
  }
  return [...found, ...bare].sort((a, b) => a.range.start - b.range.start);
}

/** A cell that is an ISO month ("2026-08"); "2010-11" is a season, its second part the next year's, so no month. */
export function isoMonth(cell: string): { year: number; month: number } | undefined {
  const m = /^((?:1[5-9]|20)\d\d)-(0[1-9]|1[0-2])$/u.exec(cell.trim());
  if (!m || (Number(m[1]) + 1) % 100 === Number(m[2])) return undefined;
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** A cell that is a month of a year written out, the whole cell: "February 2024", "Aug 2026". */
export function writtenMonth(cell: string): { year: number; month: number } | undefined {
  const v = cell.trim();
  if (v.length > 20 || !/^\p{L}/u.test(v)) return undefined;
  const [only, ...more] = extractDates(v);
  if (!only?.year || !only.month || only.day || more.length > 0 || only.range.end - only.range.start !== v.length)
    return undefined;
  return { year: only.year, month: only.month };
}

/** The month a capitalised month name names ("July" 7); "May" only before a day or year, as it is a word too. */
export function monthsNamed(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(MONTH_NAME)) {
    if (m[1] === 'May' && !/^\s+\d/u.test(text.slice(m.index + 3))) continue;
    // Stryker disable next-line StringLiteral: the pattern's group always takes part in a match, so the fallback never runs
    out.push(MONTH_NAMES.indexOf((m[1] ?? '').toLowerCase()) + 1);
  }
  return out;
}

/**
 * The words that name a table row by its date: `y:2026` for its year, `m:2026-8` and `m:8` for its month. A row
 * "2026-08,63" is named by "in August 2026", by "August" and by "2026"; a claim's dates give the same words.
 */
export function dateWords(d: Pick<DateMention, 'year' | 'month'>): string[] {
  return [
    ...(d.year ? [`y:${d.year}`] : []),
    ...(d.month && d.year ? [`m:${d.year}-${d.month}`] : []),
    ...(d.month ? [`m:${d.month}`] : []),
  ];
}

/** A word dateWords made (`y:2026`, `m:8`): it names a row by its date, and is no word of its text. */
export function isDateWord(word: string): boolean {
  return /^[ym]:/u.test(word);
}

/** A mention whose weekday contradicts its own date ("Monday, 5 March 2024" was a Tuesday). */
export function inconsistentWeekday(d: DateMention): boolean {
  return (
    d.weekday !== undefined &&
    d.year !== undefined &&
    d.month !== undefined &&
    d.day !== undefined &&
    weekdayOf(d.year, d.month, d.day) !== d.weekday
  );
}

/**
 * A bound on a part of a year or a month ("before late 2021", "since summer 2023", "after early 2021"): a source date is
 * inside the bound when all of it is; "before" and "after" leave the part out, "by", "since" and "from" take it in. The
 * days are compared as yyyymmdd, a source date without a day as its whole month, without a month as its whole year.
 */
function boundOnPart(claim: DateMention, source: DateMention): 'match' | 'conflict' | 'unrelated' {
  if (source.year === undefined) return 'unrelated';
  const year = (claim.year ?? 0) * 10000;
  const [cLo, cHi] = claim.days
    ? [year + (claim.month ?? 1) * 100 + claim.days[0], year + (claim.month ?? 12) * 100 + claim.days[1]]
    : // Stryker disable next-line OptionalChaining: without days a bound reaches here only with months, so claim.months is always set
      [year + (claim.months?.[0] ?? 1) * 100 + 1, year + (claim.months?.[1] ?? 12) * 100 + 31];
  const sYear = source.year * 10000;
  const [sLo, sHi] =
    source.month === undefined
      ? [sYear + 101, sYear + 1231]
      : source.day === undefined
        ? [sYear + source.month * 100 + 1, sYear + source.month * 100 + 31]
        : [sYear + source.month * 100 + source.day, sYear + source.month * 100 + source.day];
  // An end ("fixes until the end of 2027") is stated only by a date inside that part, not by any date before it; a
  // limit on the same side ("until March 2027") is that limit or another.
  if (claim.end && !source.bound) return sLo >= cLo && sHi <= cHi ? 'match' : 'unrelated';
  if (source.bound === claim.bound) return sLo >= cLo && sHi <= cHi ? 'match' : 'conflict';
  const [inside, outside] =
    claim.bound === 'before'
      ? claim.inclusive
        ? [sHi <= cHi, sLo > cHi]
        : [sHi < cLo, sLo >= cLo]
      : claim.inclusive
        ? [sLo >= cLo, sHi < cLo]
        : [sLo > cHi, sHi <= cHi];
  return inside ? 'match' : outside ? 'conflict' : 'unrelated';
}

/** Does a source date state the claim date (every field the claim gives is given and equal), contradict it, or neither? */
export function relateDates(claim: DateMention, source: DateMention): 'match' | 'conflict' | 'unrelated' {
  if (claim.bound && claim.year !== undefined && (claim.months || claim.days)) return boundOnPart(claim, source);
  if (claim.bound) {
    // A bound compares on the calendar; only dates with the same fields given are ordered.
    const key = (d: DateMention): number | undefined =>
      d.year === undefined
        ? undefined
        : d.year * 10000 +
          (claim.month === undefined ? 0 : (d.month ?? NaN) * 100) +
          (claim.day === undefined ? 0 : (d.day ?? NaN));
    const [c, s] = [key(claim), key(source)];
    if (c === undefined || s === undefined || Number.isNaN(c) || Number.isNaN(s)) return 'unrelated';
    // "Supported until April 2027" against "until April 2027": a limit against a limit on the same side is that date.
    if (source.bound === claim.bound) return s === c ? 'match' : 'conflict';
    // An end ("fixes until December 2030") is stated only by that date, not by any date before it (a release date).
    if (claim.end && !source.bound) return s === c ? 'match' : 'unrelated';
    if (claim.inclusive && s === c) return 'match';
    return (claim.bound === 'before' ? s < c : s > c) ? 'match' : 'conflict';
  }
  if (claim.days || claim.months) {
    // A part of a month or year: the source's date must fall inside it, at the source's own precision.
    if (claim.year !== undefined && source.year !== undefined && claim.year !== source.year) return 'conflict';
    if (source.year === undefined) return 'unrelated';
    if (claim.days) {
      if (source.month === undefined) return 'unrelated';
      if (source.month !== claim.month) return 'conflict';
      // A span of days in the source ("6 - 21 August 2016") must lie within the claim's.
      if (source.days) {
        const [from, to] = source.days;
        if (from >= claim.days[0] && to <= claim.days[1]) return 'match';
        return to < claim.days[0] || from > claim.days[1] ? 'conflict' : 'unrelated';
      }
      if (source.day === undefined) return 'unrelated';
      return source.day >= claim.days[0] && source.day <= claim.days[1] ? 'match' : 'conflict';
    }
    // Stryker disable next-line ArrayDeclaration: claim.days or claim.months is set here and the days returned above, so claim.months is set and the fallback never runs
    const [from, to] = claim.months ?? [1, 12];
    if (source.month === undefined) return 'unrelated';
    return source.month >= from && source.month <= to ? 'match' : 'conflict';
  }
  const sourceWeekday =
    source.weekday ??
    (source.year && source.month && source.day ? weekdayOf(source.year, source.month, source.day) : undefined);
  const pairs: [number | undefined, number | undefined][] = [
    [claim.year, source.year],
    [claim.month, source.month],
    [claim.day, source.day],
    [claim.weekday, sourceWeekday],
  ];
  const shared = pairs.filter(([c, s]) => c !== undefined && s !== undefined);
  if (shared.length === 0) return 'unrelated';
  if (shared.some(([c, s]) => c !== s)) return 'conflict';
  return pairs.every(([c, s]) => c === undefined || s !== undefined) ? 'match' : 'unrelated';
}
