/** @module grounding/quantities: numbers in text normalised to values, units, comparators and intervals (Tier 1's numeric core). */
import type { Range } from '../core/model.js';
import { isStopWord, keyStems, lowerInPlace, words } from './text.js';
import { memo } from './memo.js';

/** A quantity as an interval in a base unit: "more than 3,780 cases" is (3780, inf) of dimension count. */
export interface Quantity {
  readonly text: string;
  readonly range: Range;
  /** count, year, percent, pp, money:USD, mass, length, time, data, volume, temperature, ppm, ordinal. */
  readonly dimension: string;
  /** The stated value in the base unit of the dimension. */
  readonly value: number;
  readonly lo: number;
  readonly hi: number;
  readonly qualifier: 'exact' | 'approx' | 'bound' | 'range';
  /** Stems of the words around the number (what is being counted): up to two before, up to three after. */
  readonly context: { readonly before: readonly string[]; readonly after: readonly string[] };
  /** Stems of up to four content words each side within the number's own clause (not past punctuation, "and", "but" or another number). */
  readonly clause: { readonly before: readonly string[]; readonly after: readonly string[] };
  /** Stated by a key's own words ("hours_above_1000_ppm"): it may match a claim, but is never a rival value. */
  readonly fromKey?: boolean;
  /** The scale a key gave the value ("viewers (millions)"): a claim that writes the number without it means the same. */
  readonly keyScale?: number;
  /** A size stated as a change by the word just before it: "fell 5%", "down by 3" (down); "rose 5%" (up). */
  readonly direction?: 'down' | 'up';
  /** The direction is the key's: a field of changes ("Change", "growth_pct") gives an unsigned value as a rise. */
  readonly directionByKey?: true;
  /** The period a count is per, written after it: "2.3 million times a week", "12 releases per year", "daily". */
  readonly per?: string;
}

/** Seconds in a year of the Gregorian calendar's average length: what "years" are read in. */
export const YEAR_SECONDS = 31556952;
/** A month's length on average, in seconds. */
export const MONTH_SECONDS = YEAR_SECONDS / 12;

const UNITS: Record<string, { dim: string; factor: number }> = {
  '%': { dim: 'percent', factor: 1 },
  percent: { dim: 'percent', factor: 1 },
  'per cent': { dim: 'percent', factor: 1 },
  'percentage points': { dim: 'pp', factor: 1 },
  'percentage point': { dim: 'pp', factor: 1 },
  mcg: { dim: 'mass', factor: 1e-6 },
  µg: { dim: 'mass', factor: 1e-6 },
  μg: { dim: 'mass', factor: 1e-6 },
  mg: { dim: 'mass', factor: 1e-3 },
  milligrams: { dim: 'mass', factor: 1e-3 },
  milligram: { dim: 'mass', factor: 1e-3 },
  g: { dim: 'mass', factor: 1 },
  grams: { dim: 'mass', factor: 1 },
  gram: { dim: 'mass', factor: 1 },
  kg: { dim: 'mass', factor: 1e3 },
  kilograms: { dim: 'mass', factor: 1e3 },
  kilogram: { dim: 'mass', factor: 1e3 },
  lb: { dim: 'mass', factor: 453.59237 },
  lbs: { dim: 'mass', factor: 453.59237 },
  pounds: { dim: 'mass', factor: 453.59237 },
  oz: { dim: 'mass', factor: 28.349523125 },
  ounces: { dim: 'mass', factor: 28.349523125 },
  tonnes: { dim: 'mass', factor: 1e6 },
  tons: { dim: 'mass', factor: 1e6 },
  mm: { dim: 'length', factor: 1e-3 },
  millimetres: { dim: 'length', factor: 1e-3 },
  millimeters: { dim: 'length', factor: 1e-3 },
  cm: { dim: 'length', factor: 1e-2 },
  centimetres: { dim: 'length', factor: 1e-2 },
  centimeters: { dim: 'length', factor: 1e-2 },
  m: { dim: 'length', factor: 1 },
  metres: { dim: 'length', factor: 1 },
  meters: { dim: 'length', factor: 1 },
  metre: { dim: 'length', factor: 1 },
  meter: { dim: 'length', factor: 1 },
  km: { dim: 'length', factor: 1e3 },
  kilometres: { dim: 'length', factor: 1e3 },
  kilometers: { dim: 'length', factor: 1e3 },
  inches: { dim: 'length', factor: 0.0254 },
  inch: { dim: 'length', factor: 0.0254 },
  ft: { dim: 'length', factor: 0.3048 },
  feet: { dim: 'length', factor: 0.3048 },
  foot: { dim: 'length', factor: 0.3048 },
  mi: { dim: 'length', factor: 1609.344 },
  miles: { dim: 'length', factor: 1609.344 },
  mile: { dim: 'length', factor: 1609.344 },
  ns: { dim: 'time', factor: 1e-9 },
  nanoseconds: { dim: 'time', factor: 1e-9 },
  µs: { dim: 'time', factor: 1e-6 },
  ms: { dim: 'time', factor: 1e-3 },
  milliseconds: { dim: 'time', factor: 1e-3 },
  s: { dim: 'time', factor: 1 },
  sec: { dim: 'time', factor: 1 },
  seconds: { dim: 'time', factor: 1 },
  second: { dim: 'time', factor: 1 },
  min: { dim: 'time', factor: 60 },
  mins: { dim: 'time', factor: 60 },
  minutes: { dim: 'time', factor: 60 },
  minute: { dim: 'time', factor: 60 },
  h: { dim: 'time', factor: 3600 },
  hr: { dim: 'time', factor: 3600 },
  hrs: { dim: 'time', factor: 3600 },
  hours: { dim: 'time', factor: 3600 },
  hour: { dim: 'time', factor: 3600 },
  days: { dim: 'time', factor: 86400 },
  day: { dim: 'time', factor: 86400 },
  weeks: { dim: 'time', factor: 604800 },
  week: { dim: 'time', factor: 604800 },
  months: { dim: 'time', factor: MONTH_SECONDS },
  month: { dim: 'time', factor: MONTH_SECONDS },
  years: { dim: 'time', factor: YEAR_SECONDS },
  decade: { dim: 'time', factor: 10 * YEAR_SECONDS },
  decades: { dim: 'time', factor: 10 * YEAR_SECONDS },
  times: { dim: 'ratio', factor: 1 },
  x: { dim: 'ratio', factor: 1 },
  year: { dim: 'time', factor: YEAR_SECONDS },
  b: { dim: 'data', factor: 1 },
  bytes: { dim: 'data', factor: 1 },
  byte: { dim: 'data', factor: 1 },
  kb: { dim: 'data', factor: 1e3 },
  mb: { dim: 'data', factor: 1e6 },
  gb: { dim: 'data', factor: 1e9 },
  tb: { dim: 'data', factor: 1e12 },
  ml: { dim: 'volume', factor: 1e-3 },
  millilitres: { dim: 'volume', factor: 1e-3 },
  milliliters: { dim: 'volume', factor: 1e-3 },
  l: { dim: 'volume', factor: 1 },
  litres: { dim: 'volume', factor: 1 },
  liters: { dim: 'volume', factor: 1 },
  '°c': { dim: 'temperature', factor: 1 },
  '°f': { dim: 'temperature', factor: 1 },
  usd: { dim: 'money:USD', factor: 1 },
  dollars: { dim: 'money:USD', factor: 1 },
  eur: { dim: 'money:EUR', factor: 1 },
  euros: { dim: 'money:EUR', factor: 1 },
  gbp: { dim: 'money:GBP', factor: 1 },
  kib: { dim: 'data', factor: 2 ** 10 },
  mib: { dim: 'data', factor: 2 ** 20 },
  gib: { dim: 'data', factor: 2 ** 30 },
  tib: { dim: 'data', factor: 2 ** 40 },
  ppm: { dim: 'ppm', factor: 1 },
  ghz: { dim: 'frequency', factor: 1e9 },
  mhz: { dim: 'frequency', factor: 1e6 },
  'mb/s': { dim: 'rate:data', factor: 1e6 },
  'gb/s': { dim: 'rate:data', factor: 1e9 },
  // Bits a second, as "Mbit/s" is read: "100 Mbps" is not "100 MB/s".
  kbps: { dim: 'rate:data-bits', factor: 1e3 },
  mbps: { dim: 'rate:data-bits', factor: 1e6 },
  gbps: { dim: 'rate:data-bits', factor: 1e9 },
  ppb: { dim: 'ppm', factor: 1e-3 },
  mph: { dim: 'rate:length', factor: 0.44704 },
  kph: { dim: 'rate:length', factor: 1 / 3.6 },
};
const CURRENCY_PREFIX: Record<string, string> = {
  $: 'money:USD',
  us$: 'money:USD',
  '€': 'money:EUR',
  '£': 'money:GBP',
  '¥': 'money:JPY',
};
const SCALES: Record<string, number> = {
  hundred: 1e2,
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  tn: 1e12,
};
const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Is this word a number of things after an ordinal ("the first ten", "the last 3", "the first few"), not "one"? */
function leadingCount(word: string): boolean {
  return /^\d/u.test(word) || (word !== 'one' && (word in SMALL || word in TENS || word in SCALES)) || FEW.has(word);
}
const FEW = new Set(['few', 'several', 'couple']);

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
/** Letters that may follow a number directly without making it a name. */
const GLUED_SUFFIXES = new Set(['st', 'nd', 'rd', 'th', 'x', 'ghz', 'mhz', 'khz', 'hz', 'ns', 'us', 'gbps', 'mbps']);
/** A word ordinal counts only after a determiner: "the second release", not "per second" or "first appeared". */
const ORDINAL_DETERMINER = /\b(?:the|its|their|his|her|our|this|that|each|every|in|a) $/u;
/** Or after a verb of placing: "ranks seventh", "finished third", "came second". */
const RANK_VERB = /\b(?:ranks?|ranked|placed?|places|finish(?:ed|es)?|came|comes|sits?|lies|takes?|took)\s+$/u;

const FRACTIONS: [RegExp, number][] = [
  [/^(?:a|one)[ -]half\b|^half\b/u, 50],
  [/^two[ -]thirds\b/u, 200 / 3],
  [/^(?:a|one)[ -]third\b/u, 100 / 3],
  [/^three[ -]quarters\b/u, 75],
  [/^(?:a|one)[ -]quarter\b/u, 25],
  // "a tenth of the default", "one fifth of it": a part named by an ordinal is a fraction only before "of".
  [/^(?:a|one)[ -]fifth(?= of\b)/u, 20],
  [/^(?:a|one)[ -]tenth(?= of\b)/u, 10],
  [/^(?:a|one)[ -]hundredth(?= of\b)/u, 1],
];

const COMPARATORS: [RegExp, 'gt' | 'gte' | 'lt' | 'lte' | 'approx' | 'nearly' | 'past'][] = [
  // Close bounds first: "a little under 7,700" is short of it by little, "just over 2 hours" past it by little.
  [
    /\b(?:nearly|almost|(?:just|a little|slightly|a bit) (?:under|below|short of|(?:less|fewer|lower) than))$/u,
    'nearly',
  ],
  [/\b(?:just|a little|slightly|a bit) (?:over|above|past|(?:more|higher|greater) than)$/u, 'past'],
  // Bounds that include the number before those that do not: "no more than 7" is at most 7, not more than 7.
  [/\b(?:at least|no (?:fewer|less) than|a minimum of|minimum of|not (?:fewer|less) than)(?: an?)?$/u, 'gte'],
  [/\b(?:at most|no more than|up to|a maximum of|maximum of|not more than|as many as|as much as)(?: an?)?$/u, 'lte'],
  [
    /(?:more|greater|higher|larger|bigger|longer) than(?: an?)?$|\b(?:over|above|exceeding|exceeded|in excess of|upwards of|after)$|\bover an?$/u,
    'gt',
  ],
  [/(?:less|fewer|lower|smaller|shorter) than(?: an?)?$|\b(?:under|below|beneath|before|prior to)(?: an?)?$/u, 'lt'],
  [
    /(?:\b(?:about|around|approximately|roughly|some|circa|c\.|approx\.?|an estimated|estimated|close to)|~)(?: an?)?$/u,
    'approx',
  ],
];

/**
 * What follows a count of things that happen, their noun and perhaps a word before it: "1000 requests", "3 failed
 * starts" (not "four other units", which places something in an order).
 */
const COUNTED_EVENTS =
  /^\s+(?:[\p{L}-]+\s+)?(?:requests|attempts|tries|retries|failures|errors|restarts|starts|calls|messages|hits|iterations|runs|checks|writes|reads|commits|jobs|tasks|cycles|events|timeouts|crashes|probes|pings|polls|heartbeats)\b/u;

/**
 * Whether a count, between the text `before` and `after` it, is of things that happen "after" which something does:
 * "restarted after 1000 requests" says when, neither a bound nor a place in an order.
 */
export function countedEventAfter(before: string, after: string): boolean {
  return /\bafter\s*$/iu.test(before) && COUNTED_EVENTS.test(after);
}

/** Whether an exact source value (from `lo` to `hi`, in the claim's unit) lies on the very edge of what a claim's
 * decimals cover ("1.2" of 1.15): it may be rounded either way. */
export function onRoundingEdge(claim: Quantity, lo: number, hi: number): boolean {
  const eps = 1e-9 * Math.max(1, Math.abs(claim.value));
  return (
    claim.qualifier === 'exact' &&
    /\d\.\d/u.test(claim.text) &&
    claim.lo < claim.hi &&
    (Math.abs(lo - claim.lo) <= eps || Math.abs(hi - claim.hi) <= eps)
  );
}

/** Verbs after which "under" says whose name a thing goes by ("recorded under four labels"). */
const AFFILIATION =
  /\b(?:recorded|released|signed|published|listed|filed|registered|operat\w*|trad\w*|compet\w*|played|playing|sold|issued)\s+under$/u;
/** Verbs after which "over" a time is the stretch something is taken across: "measured over three hours". */
const MEASURED_OVER =
  /\b(?:measured|counted|averaged|computed|calculated|aggregated|summed|sampled|evaluated|tallied|taken|looks?(?: back)?|looking(?: back)?|spread|smoothed)\s+over$/u;
/** Nouns of a stretch of time: "over a two-year period" is during it. */
const SPAN_NOUN = /^[\s-]*(?:\p{L}+[\s-]+)?(?:period|span|stretch|course|window|timeframe|interval)\b/u;

interface RawNumber {
  value: number;
  start: number;
  end: number;
  decimals: number;
  scale: number;
  word: boolean;
  /** A ratio by its own word ("twice"). */
  ratio?: boolean;
  /** Written with a plus sign ("+1.2%"): a rise. */
  plus?: boolean;
}

const NUMERAL =
  /(?<![\p{L}\p{N}_/.]|(?<!\d-t)\p{L}-|\d[.,])(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+(?![\d.])|\d+)(\.\d+)?/gu;
/** A number in words; "and" joins only after a scale ("one hundred and five"; "two and three" are two numbers). */
const WORD_NUMBER =
  /\b(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen)\b(?:(?<=hundred|thousand|million|billion|trillion)[ -]and[ -]|[ -])?)+/gu;

const HALF_OF = /\b(?:a )?half (?:a )?(dozen|hundred|thousand|million|billion)\b/gu;
/** A part of one thing in words, as a number: "half", "a quarter", "three quarters". */
export const PARTS_OF_ONE: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25, 'three quarters': 0.75 };
/** A part of one thing, the unit after it: "half an hour", "a quarter of a second", "three quarters of an hour". */
const PART_OF_ONE =
  /\b(?:a |one )?(half|quarter|three quarters)(?: of)? an?(?= (?:second|minute|hour|day|week|month|year|millisecond)\b)/gu;

function rawNumbers(lower: string, masked: readonly Range[]): RawNumber[] {
  const out: RawNumber[] = [];
  const inMask = (s: number, e: number): boolean => masked.some((r) => s < r.end && e > r.start);
  for (const m of lower.matchAll(NUMERAL)) {
    // Stryker disable next-line StringLiteral: the numeral pattern's first group always takes part, so the fallback is never read
    const intPart = m[1] ?? '';
    const frac = m[2] ?? '';
    let end = m.index + m[0].length;
    if (inMask(m.index, end)) continue;
    // Letters glued to a number make a name ("0http", "i7", "x86"), unless they are its unit, scale or ordinal suffix.
    const glued = /^[a-zµ]+/u.exec(lower.slice(end))?.[0];
    if (glued && !(glued in UNITS) && !(glued in SCALES) && !GLUED_SUFFIXES.has(glued)) continue;
    let scale = 1;
    const after = /^ ?(hundred|thousand|million|billion|trillion|bn|mn|tn|k|m|b)\b/u.exec(lower.slice(end));
    if (after?.[1] && !(after[0].startsWith(' ') && ['k', 'm', 'b'].includes(after[1]))) {
      // "5 m" is five metres; "5m" and "5 million" are five million.
      scale = SCALES[after[1]] ?? 1;
      end += after[0].length;
    }
    // A minus sign before the number, not a hyphen in a word or between two numbers ("-12 °C"; not "COVID-19", "10 -12").
    const negative =
      // Stryker disable next-line StringLiteral: the fallback is only searched for a dash, and neither it nor any replacement holds one
      /[-−]/u.test(lower[m.index - 1] ?? '') && !/(?:[\p{L}\p{N}]|\d\s*)$/u.test(lower.slice(0, m.index - 1));
    // A plus sign the same way ("+1.2%"; not "C++ 20" or "3 +4").
    const plus = lower[m.index - 1] === '+' && !/(?:[\p{L}\p{N}+]|\d\s*)$/u.test(lower.slice(0, m.index - 1));
    const value = Number(intPart.replace(/[, ]/gu, '') + frac) * scale * (negative ? -1 : 1);
    const start = negative || plus ? m.index - 1 : m.index;
    out.push({
      value,
      start,
      end,
      decimals: frac ? frac.length - 1 : 0,
      scale,
      word: false,
      ...(plus ? { plus } : {}),
    });
  }
  // "twice its budget", "thrice": a ratio in one word.
  for (const m of lower.matchAll(/\b(twice|thrice)\b/gu)) {
    const end = m.index + m[0].length;
    if (inMask(m.index, end)) continue;
    // ("married twice" counts: a ratio is twice something, "twice its budget", "twice as fast".)
    const ratio = /^ (?:its|his|her|their|the|as|that|this|a|an|our|my|your)\b/u.test(lower.slice(end, end + 8));
    // Stryker disable next-line BooleanLiteral: "word" only stops a year reading, and 2 or 3 is never read as a year
    out.push({ value: m[1] === 'twice' ? 2 : 3, start: m.index, end, decimals: 0, scale: 1, word: true, ratio });
  }
  // "half an hour before": a part of one of the unit (below), not one of it.
  for (const m of lower.matchAll(PART_OF_ONE)) {
    const end = m.index + m[0].length;
    if (inMask(m.index, end) || out.some((n) => m.index < n.end && end > n.start)) continue;
    // Stryker disable next-line BooleanLiteral: "word" only stops a year reading, and a part of one is never read as a year
    out.push({ value: PARTS_OF_ONE[m[1] ?? ''] ?? 0, start: m.index, end, decimals: 2, scale: 1, word: true });
  }
  // "a week later", "an hour before": one of the unit, between two things. "For a week", "within a full hour": one of
  // the unit, a span of time.
  for (const m of lower.matchAll(ONE_OF_UNIT)) {
    const between = m[1] === undefined;
    const end = m.index + m[0].length;
    const start = between ? m.index : end - (m[1] ?? '').length;
    if (inMask(start, end) || out.some((n) => start < n.end && end > n.start)) continue;
    if (between && !SPAN_AFTER.test(lower.slice(end, end + 24))) continue;
    // Stryker disable next-line BooleanLiteral: "word" only stops a year reading, and 1 is never read as a year
    out.push({ value: 1, start, end, decimals: 0, scale: 1, word: true });
  }
  // "half a dozen", "a half million": half of the scale.
  for (const m of lower.matchAll(HALF_OF)) {
    const end = m.index + m[0].length;
    // Stryker disable next-line ArrowFunction: no number read before can overlap "half a dozen" (no digit, "twice", or "a" before a time word in it)
    if (inMask(m.index, end) || out.some((n) => m.index < n.end && end > n.start)) continue;
    const whole = m[1] === 'dozen' ? 12 : (SCALES[m[1] ?? ''] ?? 1);
    // Stryker disable next-line BooleanLiteral: "word" only stops a year reading, and half of a scale (decimals 1) is never read as a year
    out.push({ value: whole / 2, start: m.index, end, decimals: 1, scale: m[1] === 'dozen' ? 1 : whole, word: true });
  }
  for (const m of lower.matchAll(WORD_NUMBER)) {
    // "two-thirds", "three quarters": a fraction, read with the other fractions in words, not a count.
    if (FRACTIONS.some(([re]) => re.test(lower.slice(m.index, m.index + 16)))) continue;
    const text = m[0].replace(/[ -]+$/u, '').replace(/[ -]and$/u, '');
    const tokens = text.split(/[ -]+/u).filter((t) => t !== 'and');
    if (tokens.length === 0) continue;
    // "two and a half decades", "two and three quarter times": the fraction is the number's.
    const tail = FRACTION_TAIL.exec(lower.slice(m.index + text.length));
    const fraction = tail ? fractionOf(tail) : 0;
    const end = m.index + text.length + (tail?.[0].length ?? 0);
    if (inMask(m.index, end) || out.some((n) => m.index < n.end && end > n.start)) continue;
    // "Net zero", "net-zero emissions": a goal's name, not a count.
    if (text === 'zero' && /\bnet[ -]$/u.test(lower.slice(Math.max(0, m.index - 4), m.index))) continue;
    const next = lower.slice(end, end + 12);
    // A bare "one" is usually a pronoun ("one of the"), not a count; keep it only before a scale, unit or "in", with a
    // fraction ("one and a half hours"), or counting releases ("has had one patch release").
    if (
      tokens.length === 1 &&
      tokens[0] === 'one' &&
      !tail &&
      !/^ (?:in|out of) /u.test(next) &&
      !SPAN_AFTER.test(next) &&
      !/^ (?:(?:patch|point|bugfix|maintenance|minor|major|feature) )?releases?\b/u.test(lower.slice(end, end + 24))
    )
      continue;
    let total = 0;
    let current = 0;
    let scale = 1;
    for (const t of tokens) {
      if (t in SMALL) current += SMALL[t] ?? 0;
      else if (t in TENS) current += TENS[t] ?? 0;
      else if (t === 'hundred') current = (current || 1) * 100;
      else {
        scale = SCALES[t] ?? 1;
        total += (current || 1) * scale;
        current = 0;
      }
    }
    out.push({
      value: total + current + fraction,
      start: m.index,
      end,
      decimals: fraction === 0 ? 0 : fraction === 0.5 ? 1 : 2,
      // "one thousand and five" is written to the unit, "two thousand" to the thousand.
      scale: current === 0 ? scale : 1,
      word: true,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * "A week" as one of the unit: between two things ("a week later", no group), or a span after a word that takes one
 * ("for a week", "within a full hour": group 1, with the word between; not "over a year", which may be during it).
 */
const ONE_OF_UNIT =
  /\ban?(?= \w+ (?:after|before|later|earlier|apart|ago)\b)|\b(?:for|within|after|up to|than|about|around|under|lasts?|lasted|takes?|took)\s+(an?(?: full| whole| single| entire)?)(?= (?:second|minute|hour|day|week|month|year)\b)/gu;
/** A unit of time and a word of order after "one" or "a": "one day after", "a week later". */
const SPAN_AFTER = /^ (?:day|week|month|year|hour|minute|second|decade)s? (?:after|before|later|earlier|apart|ago)\b/u;

/**
 * How far "about" (or "nearly", below) reaches: half a step of the number's last written digit ("about 14,850" is
 * stated to the ten, "about 4.2k" to the hundred, "about 2%" to the unit); for a round number ("about 20") at most 10%,
 * and never less than 2% of it, nor more than a fifth. A year is no amount: "circa 1850" reaches half its step (five
 * years), "around 2019" one.
 */
function approxWidth(n: RawNumber, factor: number, value: number, dimension: string): number {
  const digits = String(Math.round(Math.abs(n.value / n.scale) * 10 ** n.decimals));
  // Stryker disable next-line OptionalChaining: /0*$/ matches every string
  const trailingZeros = /0*$/u.exec(digits)?.[0].length ?? 0;
  const step = 10 ** (trailingZeros - n.decimals) * n.scale * factor;
  if (dimension === 'year') return Math.max(step / 2, 1);
  const width = Math.max(Math.min(step / 2, 0.1 * Math.abs(value)), 0.02 * Math.abs(value));
  // A last digit that is not a zero is rounded to ("about 2%" for 2.2%), though never past a fifth of the value
  // ("almost 1 million" is not 500,000); a round number is not ("roughly twenty" is not 15).
  return trailingZeros === 0 ? Math.min(Math.max(width, step / 2), 0.2 * Math.abs(value)) : width;
}

/** A share in words ("half") as the interval its comparator gives it; alone, to the nearest point. */
function shareBounds(
  v: number,
  kind: (typeof COMPARATORS)[number][1] | undefined,
): [number, number, Quantity['qualifier']] {
  switch (kind) {
    case 'gt':
      return [v + 1e-6, Infinity, 'bound'];
    case 'past':
      return [v + 1e-6, v * 1.1, 'approx'];
    case 'gte':
      return [v, Infinity, 'bound'];
    case 'lt':
      return [-Infinity, v - 1e-6, 'bound'];
    case 'nearly':
      return [v * 0.9, v - 1e-6, 'approx'];
    case 'lte':
      return [-Infinity, v, 'bound'];
    case 'approx':
      return [v * 0.9, v * 1.1, 'approx'];
    case undefined:
      return [v - 1, v + 1, 'exact'];
  }
}

/** A verb of change before "from": what follows is a before and an after value, not a range. */
export const CHANGE_FROM =
  /\b(?:rose|rise[sn]?|rising|fell|falls?|falling|fallen|grew|grows?|growing|grown|dropped|drops?|dropping|increased|increases?|increasing|decreased|decreases?|decreasing|climbed|climbs?|jumped|jumps?|went|goes|moved|moves?|improved|improves?|changed|changes?|shrank|shrinks?|cut|reduced|raised|doubled|halved|up|down)\b[^.;:]*\bfrom $/u;

/** Words that may stand between "from" or "to" and the value: "from 64 KiB to just 16 KiB", "to a full 64 KiB". */
const END_WORDS = String.raw`(?:(?:just|only|a mere|a full|a whopping|about|around|roughly|nearly|almost|some)\s+)?`;
/** The start of a change, "from" with any such words, at the end of a text: "went from just ". */
export const FROM_END = new RegExp(String.raw`\bfrom\s+${END_WORDS}$`, 'iu');
/** What joins the two ends of a change: " to ", " to just ". */
export const TO_END = new RegExp(String.raw`^\s+to\s+${END_WORDS}$`, 'iu');

/** Parts of a century or a decade: [from, to] as fractions of its span. */
const ERA_PARTS: Record<string, readonly [number, number]> = {
  early: [0, 0.34],
  mid: [0.33, 0.67],
  middle: [0.33, 0.67],
  late: [0.66, 1],
  'first half of': [0, 0.5],
  'second half of': [0.5, 1],
  'latter half of': [0.5, 1],
};
const ERA_PART = String.raw`(?:(early|mid|middle|late|first half of|second half of|latter half of)[- ](?:the )?)?`;
const CENTURY = new RegExp(String.raw`\b${ERA_PART}(\d{1,2})(?:st|nd|rd|th) century\b`, 'gu');
const DECADE = new RegExp(String.raw`\b${ERA_PART}(?:(1\d|20)|')?(\d)0['’]?s\b`, 'gu');

/** Centuries and decades ("the 18th century", "the late 1980s", "the '90s") as the years they span. */
function eras(lower: string, masked: readonly Range[]): { found: Quantity[]; taken: Range[] } {
  const out: Quantity[] = [];
  const taken: Range[] = [];
  const read = (m: RegExpMatchArray, from: number, span: number): void => {
    const start = m.index ?? 0;
    const range = { start, end: start + m[0].length };
    if (masked.some((r) => range.start < r.end && range.end > r.start)) return;
    taken.push(range);
    // "the 1600s" is a century or its first decade: read as neither.
    if (span === 10 && m[3] === '0' && m[2] !== undefined) return;
    // Stryker disable next-line StringLiteral: ERA_PARTS has no key for the fallback, whatever it is
    const [a, b] = ERA_PARTS[m[1] ?? ''] ?? [0, 1];
    const lo = Math.round(from + a * span);
    const hi = Math.round(from + b * span) - (b === 1 ? 1 : 0);
    const none = { before: [], after: [] };
    out.push({
      text: m[0],
      range,
      dimension: 'year',
      value: (lo + hi) / 2,
      lo,
      hi,
      qualifier: 'range',
      context: none,
      clause: none,
    });
  };
  for (const m of lower.matchAll(CENTURY)) read(m, (Number(m[2]) - 1) * 100, 100);
  for (const m of lower.matchAll(DECADE)) {
    // Stryker disable next-line ArrowFunction: a decade never overlaps a century or another decade, so the check never skips one
    if (taken.some((r) => (m.index ?? 0) < r.end && (m.index ?? 0) + m[0].length > r.start)) continue;
    // A bare "30s" with no "the" before it is thirty seconds ("read_timeout: 30s"), not the 1930s.
    const before = lower.slice(Math.max(0, (m.index ?? 0) - 6), m.index);
    if (m[2] === undefined && !m[1] && !/['’]/u.test(m[0]) && !/(?:\bthe\s+|['’])$/u.test(before)) continue;
    // "the '90s" and "the 90's" are the 1990s; "the '00s" and "the '10s" are this century's.
    const century = m[2] ?? (Number(m[3]) < 2 ? '20' : '19');
    read(m, Number(century) * 100 + Number(m[3]) * 10, 10);
  }
  return { found: out, taken };
}

/** What follows an ordinal that names a part of a year rather than a rank: "third quarter", "first-half". */
const PART_OF_YEAR = /^[- ](?:quarter|half)\b/u;

/** A fraction after a whole number in words: "and a half", "and a quarter", "and three quarters", "and two thirds". */
const FRACTION_TAIL = /^ and (?:(a|one)|(two|three)) (half|quarters?|thirds?)\b/u;

function fractionOf(tail: RegExpExecArray): number {
  // Stryker disable next-line OptionalChaining: the third group of FRACTION_TAIL is required, so it is always set
  const parts = tail[3]?.startsWith('half') ? 2 : tail[3]?.startsWith('quarter') ? 4 : 3;
  const count = tail[2] === 'three' ? 3 : tail[2] === 'two' ? 2 : 1;
  return count < parts ? count / parts : 0;
}

/**
 * A digit or a word any quantity needs ("three", "twentieth", "million", "twice", "half"), or "a week" ("a week later",
 * "for a week"): text without one has none.
 */
const NUMBERY = new RegExp(
  String.raw`\d|\ban? \w+ (?:after|before|later|earlier|apart|ago)\b|\ban? (?:(?:full|whole|single|entire) )?(?:second|minute|hour|day|week|month|year)\b|\b(?:${[
    ...Object.keys(SMALL),
    ...Object.keys(TENS),
    ...Object.keys(ORDINALS),
    ...Object.keys(SCALES).filter((w) => w.length > 2),
    'twice',
    'thrice',
    'halves',
    'half',
    'thirds',
    'quarters',
    'quarter',
  ].join('|')})`,
  'iu',
);

/** A unit each second or hour: "MB/s", "km/h", "m per second", "km an hour" (the time in group 2 or 3). */
const PER_TIME_SUFFIX = String.raw`(?:\/(s|sec|h|hr)|\s(?:per|an?|each) (sec(?:ond)?|hour))`;
const PER_TIME = new RegExp(String.raw`^([a-zµμ°]+)${PER_TIME_SUFFIX}$`, 'u');
const UNIT_WRITTEN = new RegExp(
  String.raw`^(?:\s|-)?(percentage points?|per cent|percent|%|°\s?[cf]|[a-zµμ°]+(?:${PER_TIME_SUFFIX}\b)?)`,
  'u',
);

/** A unit word alone in brackets: " (seconds)", " (ms)". */
const UNIT_IN_BRACKETS = /^\s?\(\s*([a-z]+)\s*\)/u;

/** A word that stresses a span of time after its number: "two full years", "five consecutive days". */
const SPAN_STRESS = /^\s(?:full|whole|entire|straight|consecutive|calendar)(?=\s)/u;

/** The unit written just after a number ending at `at` ("ms", "%", "°F", "percentage points"), if any. */
function unitAt(
  text: string,
  lower: string,
  at: number,
): { dim: string; factor: number; key: string; length: number } | undefined {
  // ("two full years", "22 straight months": a word that stresses a span of time stands between it and its number.)
  const stress = SPAN_STRESS.exec(lower.slice(at, at + 16))?.[0] ?? '';
  if (stress !== '') {
    const unit = unitAt(text, lower, at + stress.length);
    return unit?.dim === 'time' ? { ...unit, length: unit.length + stress.length } : undefined;
  }
  // ("An integer from 0 to 20 (seconds)": a unit alone in brackets after the number is its unit.)
  const bracketed = UNIT_IN_BRACKETS.exec(lower.slice(at, at + 24));
  const inBrackets = bracketed?.[1] ? UNITS[bracketed[1]] : undefined;
  if (bracketed && inBrackets) return { ...inBrackets, key: bracketed[1] ?? '', length: bracketed[0].length };
  const m = UNIT_WRITTEN.exec(lower.slice(at, at + 24));
  if (!m?.[1]) return undefined;
  const key = m[1].replace(/\s/gu, '');
  // "5 Mb", "5 Mbit": bits, which are no bytes ("5 MB"); counted apart so neither states the other.
  // ("32-bit", "3-day": a unit joined to its number by a hyphen is written after it too.)
  const written = text
    .slice(at, at + m[0].length)
    .trim()
    .replace(/^-/u, '');
  const bits = /^(?:[KMGT]b|[kmgtKMGT]?bits?)(\/s)?$/u.exec(written);
  if (bits) {
    // Stryker disable next-line StringLiteral,OptionalChaining: the bits pattern matched, so the written unit has a first letter
    const factor = BIT_PREFIX[written[0]?.toLowerCase() ?? ''] ?? 1;
    return { dim: bits[1] ? 'rate:data-bits' : 'data-bits', factor, key, length: m[0].length };
  }
  // "22 GB per second", "400 MiB/s": an amount of data each second; "5 m/s" and "18 km/h" are speeds, one rate of
  // length by the second; another unit each second is that unit's.
  const perSecond = PER_TIME.exec(m[1]);
  if (perSecond?.[1]) {
    const base = UNITS[perSecond[1]];
    const hour = /^h/u.test(perSecond[2] ?? perSecond[3] ?? '');
    if (base?.dim === 'data' || base?.dim === 'length')
      return {
        dim: `rate:${base.dim}`,
        factor: base.factor / (hour ? 3600 : 1),
        key: `${perSecond[1]}/${hour ? 'h' : 's'}`,
        length: m[0].length,
      };
    if (!UNITS[m[1]])
      return base
        ? { ...base, key: perSecond[1], length: m[0].indexOf(perSecond[1]) + perSecond[1].length }
        : undefined;
  }
  const unit = UNITS[key] ?? UNITS[m[1]];
  return unit ? { ...unit, key, length: m[0].length } : undefined;
}
const BIT_PREFIX: Record<string, number> = { k: 1e3, m: 1e6, g: 1e9, t: 1e12 };

/** Extract the quantities of a text; `masked` ranges (dates, identifiers) are skipped. */
export function extractQuantities(text: string, masked: readonly Range[] = []): Quantity[] {
  if (!NUMBERY.test(text)) return [];
  const lower = lowerInPlace(text);
  const era = eras(lower, masked);
  const out: Quantity[] = era.found;
  const nums = rawNumbers(lower, [...masked, ...era.taken]);
  // A number's clause reaches across an aside ("A plain call, by comparison, costs about 7ns").
  const spoken = withoutAsides(text);
  const tokens = words(spoken);
  const used = new Set<number>();
  for (let k = 0; k < nums.length; k += 1) {
    if (used.has(k)) continue;
    const n = nums[k] as RawNumber;
    let start = n.start;
    let end = n.end;
    let lo = n.value;
    let hi = n.value;
    let qualifier: Quantity['qualifier'] = 'exact';
    // "1980–present": from that year on.
    const onward = /^\s?[-–—]\s?(?:present|now|today)\b/u.exec(lower.slice(n.end));
    if (onward && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 2100) {
      out.push({
        text: text.slice(n.start, n.end + onward[0].length),
        range: { start: n.start, end: n.end + onward[0].length },
        dimension: 'year',
        value: n.value,
        lo: n.value,
        hi: Infinity,
        qualifier: 'bound',
        ...around(spoken, tokens, n.start, n.end),
      });
      continue;
    }
    // Ranges: "between 3 and 5", "3-5", "3 to 5", "from 3 to 5".
    const next = nums[k + 1];
    const joiner = next ? lower.slice(n.end, next.start) : '';
    const between = /\bbetween $/u.test(lower.slice(Math.max(0, n.start - 8), n.start));
    // A change ("rose from 41,200 to 58,900") states two values, not a range between them.
    const change = /^ to $/u.test(joiner) && CHANGE_FROM.test(lower.slice(Math.max(0, n.start - 40), n.start));
    // "2001-17": a span of years whose end keeps only its last two digits.
    const century = Math.floor(n.value / 100) * 100;
    const shortEnd =
      next &&
      /^\d{4}$/u.test(lower.slice(n.start, n.end)) &&
      /^[-–—]$/u.test(joiner) &&
      /^\d{2}$/u.test(lower.slice(next.start, next.end))
        ? century + next.value
        : undefined;
    const shortYear = shortEnd !== undefined && shortEnd > n.value && n.value >= 1800;
    const nextValue = shortYear ? shortEnd : next?.value;
    // A year runs to a year, not to an amount ("from 40,211 in 2010 to 37,011 in 2015"); "between 2000 and 3000" is a
    // range whatever its numbers.
    const yearToAmount =
      next !== undefined &&
      !shortYear &&
      !(between && /^ and $/u.test(joiner)) &&
      yearWritten(text, n) &&
      !yearWritten(text, next);
    // A score or a ratio ("4–1") is not a range: a range rises.
    if (
      next &&
      nextValue !== undefined &&
      !change &&
      !yearToAmount &&
      nextValue > n.value &&
      (/^ ?[-–—] ?$/u.test(joiner) || /^(?: to |-to-)$/u.test(joiner) || (between && /^ and $/u.test(joiner)))
    ) {
      used.add(k + 1);
      lo = Math.min(n.value * (next.scale > n.scale && n.scale === 1 ? next.scale : 1), nextValue);
      hi = Math.max(n.value, nextValue);
      end = next.end;
      qualifier = 'range';
      if (between) start = n.start - 8;
    }
    // Currency before, unit after.
    let dimension = n.ratio ? 'ratio' : 'count';
    let factor = 1;
    const before = lower.slice(Math.max(0, start - 4), start);
    const currency = /(us\$|\$|€|£|¥)\s?$/u.exec(before);
    if (currency?.[1]) {
      // Stryker disable next-line StringLiteral: the currency pattern captures only keys of CURRENCY_PREFIX
      dimension = CURRENCY_PREFIX[currency[1]] ?? 'money';
      start -= currency[0].length;
    }
    // "rose from 3 to 5 days": the first value of a change is in the unit written after the second.
    const written = unitAt(text, lower, end);
    const unitRead = written ?? (change && next ? unitAt(text, lower, next.end) : undefined);
    // "120,000 times a week" is how often, a count per week; "3 times faster" is a ratio, and so is "4.8 times as many
    // requests per second" (the period is the measure's).
    const tail = unitRead?.key === 'times' ? lower.slice(end + unitRead.length, end + 40) : '';
    // ("Retry failed tests up to 2 times" counts tries, no ratio.)
    const tries =
      unitRead?.key === 'times' &&
      !RATIO_AFTER_TIMES.test(tail) &&
      REPEATED_BEFORE.test(lower.slice(Math.max(0, start - 32), start));
    const often = tries || (tail !== '' && !RATIO_AFTER_TIMES.test(tail) && perOf(tail) !== undefined);
    const unit = often ? undefined : unitRead;
    if (often) end += unitRead?.length ?? 0;
    if (unit && dimension === 'count') {
      dimension = unit.dim;
      factor = unit.factor;
      end += written?.length ?? 0;
      if (unit.key === '°f') {
        lo = ((lo - 32) * 5) / 9;
        hi = ((hi - 32) * 5) / 9;
      }
    }
    // Ordinals written as 1st/2nd/3rd/4th.
    if (dimension === 'count' && /^(?:st|nd|rd|th)\b/u.test(lower.slice(n.end, n.end + 3))) {
      dimension = 'ordinal';
      end += 2;
    }
    // "1 in 4", "one out of four" -> percent.
    const ratio = /^ (?:in|out of) /u.exec(lower.slice(end, end + 8));
    const denom = ratio ? nums.find((x, j) => j > k && x.start === end + ratio[0].length) : undefined;
    // ("42,734 in 2007" is a value and its year, not a ratio.)
    const yearAfter =
      denom !== undefined && Number.isInteger(denom.value) && denom.value >= 1800 && denom.value <= 2100;
    if (ratio && denom && denom.value > 0 && !(ratio[0].includes('in') && yearAfter)) {
      used.add(nums.indexOf(denom));
      lo = hi = (n.value / denom.value) * 100;
      dimension = 'percent';
      end = denom.end;
    }
    const isYear =
      dimension === 'count' &&
      qualifier === 'exact' &&
      !n.word &&
      n.decimals === 0 &&
      n.scale === 1 &&
      Number.isInteger(n.value) &&
      n.value >= 1000 &&
      n.value <= 2100 &&
      !/,/u.test(lower.slice(n.start, n.end)) &&
      // "2001 renewables" counts them; "in 2001 renewables managed", "since 1998" and "the 2008 figure" are years.
      ((n.value >= 1900 &&
        /\b(?:in|since|until|till|during|before|after|the|its|their)\s+$/u.test(
          lower.slice(Math.max(0, n.start - 8), n.start),
        )) ||
        !/^\s+(?!(?:and|or|to|the|a|an|in|on|at|for|by|was|were|is|are|when|with|as|after|before)\b)\p{L}{3,}/u.test(
          lower.slice(end, end + 20),
        ));
    // "between 2008 and 2009", "from 2001 to 2017": a span of years.
    const yearSpan =
      dimension === 'count' &&
      qualifier === 'range' &&
      !n.word &&
      [lo, hi].every((y) => Number.isInteger(y) && y >= 1800 && y <= 2100) &&
      /^\d{4}$/u.test(lower.slice(n.start, n.end)) &&
      (between ||
        /\bfrom\s+$/u.test(lower.slice(Math.max(0, n.start - 6), n.start)) ||
        // "2019-2021", "in 2019–2021": two years joined by a dash, with no noun after them to count.
        (/^ ?[-–—] ?$/u.test(joiner) &&
          !/^\s+(?!(?:and|or|the|in|on|at|for|by|was|were|is|are|when|with|as|period|season|term|era|window)\b)\p{L}{3,}/u.test(
            lower.slice(end, end + 20),
          )));
    if (isYear || yearSpan) dimension = 'year';
    lo *= factor;
    hi *= factor;
    const value = qualifier === 'range' ? (lo + hi) / 2 : lo;
    // Rounding tolerance: "3.7 million" covers 3.65-3.75 million; an integer is exact.
    let tol = n.decimals > 0 ? 0.5 * 10 ** -n.decimals * n.scale * factor : 0;
    if (n.scale >= 1e3 && n.decimals === 0) tol = 0.5 * n.scale * factor * (n.value / n.scale >= 10 ? 1 : 0.2);
    lo -= tol;
    hi += tol;
    // Comparators and approximations before or after the number.
    const leadStart = Math.max(0, start - 24);
    const lead = lower.slice(leadStart, start).trimEnd();
    const found = COMPARATORS.map(([re, kind]) => ({ m: re.exec(lead), kind })).find((c) => c.m);
    // "recorded under four labels" is with them, "over a two-year period" during it: prepositions, not bounds.
    // "times out after 30 minutes", "restarts after 5 seconds": a duration "after" or "before" is when, not a bound.
    // So is a count of things that happen "after": "restarted after 1000 requests", "gives up after 3 failed starts".
    const when =
      (dimension === 'time' && /\b(?:after|before|prior to)$/u.test(lead)) ||
      (dimension === 'count' && countedEventAfter(lead, lower.slice(end, end + 40)));
    const preposition =
      when ||
      (found?.kind === 'lt' && AFFILIATION.test(lead)) ||
      (found?.kind === 'gt' && /\bover an?$/u.test(lead) && SPAN_NOUN.test(lower.slice(end, end + 24))) ||
      (dimension === 'time' && MEASURED_OVER.test(lead));
    const comparator = preposition ? undefined : found?.kind;
    const trail = /^\s?(?:\+|or more|or greater|or above|or fewer|or less|or below)/u.exec(lower.slice(end, end + 12));
    if (qualifier !== 'range') {
      const strict = Math.max(tol, 1e-6 * Math.max(1, Math.abs(value)));
      if (comparator === 'gt') [lo, hi, qualifier] = [value + strict, Infinity, 'bound'];
      else if (comparator === 'gte') [lo, hi, qualifier] = [value - tol, Infinity, 'bound'];
      else if (comparator === 'lt') [lo, hi, qualifier] = [-Infinity, value - strict, 'bound'];
      else if (comparator === 'lte') [lo, hi, qualifier] = [-Infinity, value + tol, 'bound'];
      // "nearly 9", "almost 1": short of the number (a whole number written exactly is not reached).
      else if (comparator === 'nearly')
        [lo, hi, qualifier] = [
          value - approxWidth(n, factor, value, dimension),
          tol > 0 ? value + tol : value - strict,
          'approx',
        ];
      else if (comparator === 'past')
        [lo, hi, qualifier] = [
          tol > 0 ? value - tol : value + strict,
          value + approxWidth(n, factor, value, dimension),
          'approx',
        ];
      else if (comparator === 'approx') {
        const w = approxWidth(n, factor, value, dimension);
        [lo, hi, qualifier] = [value - w, value + w, 'approx'];
      }
      if (trail) {
        const up = /\+|more|greater|above/u.test(trail[0]);
        [lo, hi, qualifier] = up ? [value - tol, Infinity, 'bound'] : [-Infinity, value + tol, 'bound'];
        end += trail[0].length;
      }
      // Stryker disable next-line OptionalChaining: a comparator is only ever taken from found
      if (comparator && found?.m) start = leadStart + found.m.index;
    }
    const direction = directionOf(lower.slice(Math.max(0, start - 30), start)) ?? (n.plus ? 'up' : undefined);
    const per = perOf(lower.slice(end, end + 40));
    out.push({
      text: text.slice(start, end),
      range: { start, end },
      dimension,
      value,
      lo,
      hi,
      qualifier,
      ...around(spoken, tokens, n.start, end),
      ...(direction ? { direction } : {}),
      ...(per ? { per } : {}),
    });
  }
  // Fractions and ordinals written in words.
  for (const t of tokens) {
    if (masked.some((r) => t.start < r.end && t.end > r.start)) continue;
    const rest = lower.slice(t.start, t.start + 16);
    const before = lower.slice(Math.max(0, t.start - 4), t.start);
    const fraction = FRACTIONS.find(([re]) => re.test(rest));
    // ("the third quarter", "first-half revenue": a part of the year, named, is no rank and no share.)
    const period =
      (t.norm in ORDINALS && PART_OF_YEAR.test(lower.slice(t.end, t.end + 9))) ||
      (t.norm === 'half' && /\b(?:first|second)[- ]$/u.test(lower.slice(Math.max(0, t.start - 7), t.start)));
    if (period) continue;
    if (
      fraction &&
      !(t.norm === 'half' && /\b(?:a|one)[ -]$/u.test(before)) &&
      !out.some((q) => q.range.start <= t.start && q.range.end > t.start)
    ) {
      // Stryker disable next-line OptionalChaining: the same pattern has just matched rest
      const len = fraction[0].exec(rest)?.[0].length ?? t.norm.length;
      const v = fraction[1];
      // "about half", "more than a third", "nearly two-thirds": a fraction in words is read with its comparator; alone
      // it is the share to the nearest point ("half" of 49%).
      const leadStart = Math.max(0, t.start - 24);
      const lead = lower
        .slice(leadStart, t.start)
        .replace(/\b(?:a|an|one)\s$/u, '')
        .trimEnd();
      const found = COMPARATORS.map(([re, kind]) => ({ m: re.exec(lead), kind })).find((c) => c.m);
      const [lo, hi, qualifier] = shareBounds(v, found?.kind);
      const start = found?.m ? leadStart + found.m.index : t.start;
      out.push({
        text: text.slice(start, t.start + len),
        range: { start, end: t.start + len },
        dimension: 'percent',
        value: v,
        lo,
        hi,
        qualifier,
        ...around(spoken, tokens, t.start, t.start + len),
      });
    } else if (
      t.norm in ORDINALS &&
      // Stryker disable next-line Regex: a determiner or rank verb and its space end these four characters, so "a ", "one " or "two " can only stand at their end
      !/\b(?:a|one|two) $/u.test(before) &&
      // ("the second half of the 20th century" is a span of years, not a second of anything.)
      !out.some((q) => q.range.start <= t.start && q.range.end > t.start) &&
      // ("the first ten words": the leading ten, no rank.)
      !leadingCount(/^\s+([\p{L}\d]+)/u.exec(lower.slice(t.end, t.end + 16))?.[1] ?? '') &&
      (ORDINAL_DETERMINER.test(lower.slice(Math.max(0, t.start - 6), t.start)) ||
        RANK_VERB.test(lower.slice(Math.max(0, t.start - 12), t.start)))
    ) {
      const v = ORDINALS[t.norm] ?? 0;
      out.push({
        text: t.raw,
        range: { start: t.start, end: t.end },
        dimension: 'ordinal-word',
        value: v,
        lo: v,
        hi: v,
        qualifier: 'exact',
        ...around(spoken, tokens, t.start, t.end),
      });
    }
  }
  return out.sort((a, b) => a.range.start - b.range.start);
}

const NON_CONTEXT = new Set([
  'more',
  'less',
  'fewer',
  'than',
  'about',
  'around',
  'nearly',
  'almost',
  'least',
  'most',
  'over',
  'under',
  'approximately',
  'roughly',
  'between',
  'percent',
  'cent',
  'million',
  'billion',
  'thousand',
  'hundred',
  'total',
  'some',
]);

/** A short aside between commas that says how, not what: "by comparison", "however", "for example". */
const ASIDE =
  /,\s*(?:by (?:comparison|contrast)|in (?:comparison|contrast|practice|short|turn)|however|for (?:example|instance)|on average|typically|meanwhile|though|too|as well|at the time)\s*,/giu;

/** The text with its asides blanked (the same length, so offsets hold). */
function withoutAsides(text: string): string {
  return text.replace(ASIDE, (m) => ' '.repeat(m.length));
}

type Token = ReturnType<typeof words>[number];
const CLAUSE_WORDS = new Set(['and', 'but', 'or', 'while', 'whereas', 'although', 'though', 'yet']);
const CLAUSE_MARK = /[,;:()!?]|\.\s/u;

/** The context and the clause context of a number spanning [start, end) (see Quantity). */
function around(
  text: string,
  tokens: readonly Token[],
  start: number,
  end: number,
): Pick<Quantity, 'context' | 'clause'> {
  const isNumber = (w: Token): boolean => /\p{N}/u.test(w.norm) || w.norm in SMALL || w.norm in TENS;
  const ok = (w: Token): boolean =>
    !isStopWord(w.norm) && !NON_CONTEXT.has(w.norm) && !isNumber(w) && !(w.norm in UNITS);
  // In the clause, "p99" and "co2" are words: only a number standing alone ends it.
  const isValue = (w: Token): boolean => /^\p{N}+$/u.test(w.norm) || w.norm in SMALL || w.norm in TENS;
  const clauseOk = (w: Token): boolean =>
    !isStopWord(w.norm) && !NON_CONTEXT.has(w.norm) && !isValue(w) && !(w.norm in UNITS);
  // The tokens after the number begin at `first`; those before it end at `last` (found by bisection, so the words
  // around each of a claim's many numbers cost no pass over the whole claim).
  const first = firstIndex(tokens, (w) => w.start >= end);
  const last = firstIndex(tokens, (w) => w.end > start) - 1;
  const contextAfter: string[] = [];
  for (let k = first; k < tokens.length && contextAfter.length < 3; k += 1) {
    const w = tokens[k] as Token;
    if (isNumber(w)) break;
    if (ok(w)) contextAfter.push(w.stem);
  }
  const contextBefore: string[] = [];
  for (let k = last; k >= 0 && contextBefore.length < 2; k -= 1) {
    const w = tokens[k] as Token;
    if (isNumber(w)) break;
    if (ok(w)) contextBefore.unshift(w.stem);
  }
  const clauseAfter: string[] = [];
  for (let k = first, at = end; k < tokens.length; k += 1) {
    const w = tokens[k] as Token;
    if (CLAUSE_MARK.test(text.slice(at, w.start)) || CLAUSE_WORDS.has(w.norm) || isValue(w) || clauseAfter.length === 4)
      break;
    if (clauseOk(w)) clauseAfter.push(w.stem);
    at = w.end;
  }
  const clauseBefore: string[] = [];
  for (let k = last, at = start; k >= 0; k -= 1) {
    const w = tokens[k] as Token;
    if (CLAUSE_MARK.test(text.slice(w.end, at)) || CLAUSE_WORDS.has(w.norm) || isValue(w) || clauseBefore.length === 4)
      break;
    if (clauseOk(w)) clauseBefore.unshift(w.stem);
    at = w.start;
  }
  return {
    context: { before: contextBefore, after: contextAfter },
    clause: { before: clauseBefore, after: clauseAfter },
  };
}

/** The first index of sorted tokens whose test holds (tokens.length when none): tests must hold from some index on. */
function firstIndex(tokens: readonly Token[], test: (w: Token) => boolean): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(tokens[mid] as Token)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Time and data words that name a value's unit inside a key ("days_measured", "hours_above_1000_ppm"). */
const KEY_UNIT_WORDS = new Set(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years', 'bytes']);
/** Words before a key's last word "times" that make it a number of tries: `max-failed.times`, `retry_times`. */
const TRIES_BEFORE =
  /^(?:max|failed|fail|failure|failures|retry|retries|attempt|attempts|try|tries|restart|restarts|error|errors)$/u;
/** A key's last word names the value's unit ("median_write_ms", "memory_gib", "share_pct"); "min" there is a minimum. */
const KEY_SUFFIX_UNITS: Record<string, { dim: string; factor: number }> = {
  ...Object.fromEntries(Object.entries(UNITS).filter(([word]) => word !== 'min')),
  pct: { dim: 'percent', factor: 1 },
};

/**
 * How a data key's value reads: in the unit of the key's last word when that is a unit, or else as a plain count and
 * in the unit of each time word in the key. A unit word counts only when no number stands before it ("above_1000_ppm"
 * is a threshold) and it is no rate ("per_second").
 */
function keyReadings(key: string): { dim: string; factor: number; keyScale?: number }[] {
  // ("Throughput (GB/s)", read as "Throughput (GB per second)": a rate in brackets is the column's.)
  const bracketed = /[([]([^()[\]\d]{1,20})[)\]]\s*$/u.exec(key)?.[1];
  const rate = bracketed ? extractQuantities(`1 ${bracketed}`) : [];
  if (rate.length === 1 && rate[0] && rate[0].text === `1 ${bracketed}` && rate[0].dimension.startsWith('rate:'))
    return [{ dim: rate[0].dimension, factor: rate[0].value }];
  // ("Latency (ms)", "Size [GB]": a unit in brackets is the column's.)
  const ts = key
    .toLowerCase()
    .split(/\s+/u)
    .map((t) => t.replace(/^[([](.+)[)\]]$/u, '$1'))
    .filter((t) => t !== '');
  const free = (k: number): boolean => !/^\d/u.test(ts[k - 1] ?? '') && ts[k - 1] !== 'per';
  const last = ts.length - 1;
  // ("max_temp_c": a "c" is Celsius only after a word for temperature.)
  // Stryker disable next-line StringLiteral: the fallback is read only for an empty key, and neither it nor any replacement is "c" or "celsius"
  const celsius = /^c(?:elsius)?$/u.test(ts[last] ?? '') && ts.some((t) => /^temp/u.test(t));
  // ("max-failed.times", "retry_times": how many tries, no ratio as "speedup_times" is.)
  const tries = ts[last] === 'times' && TRIES_BEFORE.test(ts[last - 1] ?? '');
  const suffix = last > 0 && !tries ? KEY_SUFFIX_UNITS[celsius ? '°c' : (ts[last] ?? '')] : undefined;
  // A key ending in a time word ("rain_days") counts them too: "4 rain days" and "4 days" say the same.
  if (suffix && free(last))
    return KEY_UNIT_WORDS.has(ts[last] ?? '') ? [suffix, { dim: 'count', factor: 1 }] : [suffix];
  // "Revenue ($M)", "Sales (€bn)": a currency sign with the scale the column's numbers are in.
  const signed = ts.map((t) => MONEY_SCALE.exec(t.replace(/[()]/gu, ''))).find((m) => m !== null);
  // "US viewers (millions)": the column's numbers are in millions.
  const scale =
    ts.map((t) => KEY_SCALES[t.replace(/[()]/gu, '')]).find((x) => x !== undefined) ??
    (signed?.[2] ? SIGN_SCALES[signed[2]] : undefined) ??
    1;
  // "gdp_usd_billions", "Revenue (EUR)": a currency in the key is the money its numbers are in.
  const money =
    (signed ? CURRENCY_PREFIX[signed[1] ?? ''] : undefined) ??
    ts
      .map((t) => t.replace(/[()]/gu, ''))
      .map((t) => (UNITS[t]?.dim.startsWith('money:') ? UNITS[t].dim : CURRENCY_PREFIX[t]))
      .find((x) => x !== undefined);
  if (money) return [{ dim: money, factor: scale, ...(scale !== 1 ? { keyScale: scale } : {}) }];
  return [
    { dim: 'count', factor: scale, ...(scale !== 1 ? { keyScale: scale } : {}) },
    ...ts.flatMap((t, k) => (KEY_UNIT_WORDS.has(t) && free(k) && UNITS[t] ? [UNITS[t]] : [])),
  ];
}
/** A currency sign with a scale after it, as a column header writes it: "$M", "€bn", "£k". */
const MONEY_SCALE = /^(us\$|\$|€|£|¥)(k|m|mn|mm|b|bn|t|tn)?$/u;
const SIGN_SCALES: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, mm: 1e6, b: 1e9, bn: 1e9, t: 1e12, tn: 1e12 };
const KEY_SCALES: Record<string, number> = {
  thousands: 1e3,
  millions: 1e6,
  million: 1e6,
  billions: 1e9,
  billion: 1e9,
};

/** Is a number written as a year would be ("2010", not "37,011" or "2,010")? */
function yearWritten(text: string, n: { start: number; end: number }): boolean {
  return /^(?:1[89]|20)\d\d$/u.test(text.slice(n.start, n.end));
}

const BARE_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/u;

/** A field of changes: its unsigned value is a rise ("Change: 3.1%"), or the size of a fall ("Decline: 3.1%"). */
export const CHANGE_KEY_WORDS = {
  up: ['change', 'delta', 'growth', 'increase', 'yoy'],
  down: ['decline', 'decrease', 'reduction'],
} as const;
const CHANGE_KEY_UP = new RegExp(`\\b(?:${CHANGE_KEY_WORDS.up.join('|')})\\b`, 'iu');
const CHANGE_KEY_DOWN = new RegExp(`\\b(?:${CHANGE_KEY_WORDS.down.join('|')})\\b`, 'iu');

/** What a key says, read once per key: a table's column or a record's field is read for every row. */
const keyReading = memo(
  (
    key: string,
  ): {
    stems: string[];
    fromKey: Quantity[];
    readings: { dim: string; factor: number; keyScale?: number }[];
    change: Quantity['direction'];
    per: string | undefined;
  } => ({
    stems: keyStems(key),
    fromKey: extractQuantities(key).map((q) => ({ ...q, fromKey: true })),
    readings: keyReadings(key),
    change: CHANGE_KEY_UP.test(key) ? 'up' : CHANGE_KEY_DOWN.test(key) ? 'down' : undefined,
    per: perOf(key.toLowerCase()),
  }),
  2000,
  Infinity,
);

/**
 * The quantities of one data field ("key words", value): a bare number takes its unit from the key (a key with a time
 * word in it also reads as a plain count), a text value is read as prose, and numbers in the key itself are kept as
 * stated by the key.
 */
export function fieldQuantities(key: string, value: string, masked: readonly Range[] = []): Quantity[] {
  const { stems, fromKey, readings, change, per } = keyReading(key);
  const bare = BARE_NUMBER.exec(value.trim());
  const n = Number(value.trim().replace(/,/gu, ''));
  const tol = bare?.[1] ? 0.5 * 10 ** -bare[1].length : 0;
  const read: Quantity[] = bare
    ? // A year in a time-named field ("Years active: 1989", "Days measured: 2000") is a year or a count, not 1989
      // years; in seconds or minutes it is an amount ("terminationGracePeriodSeconds: 1800").
      readings
        .filter((u) => !(u.dim === 'time' && u.factor >= 3600 && Number.isInteger(n) && n >= 1000 && n <= 2100))
        .map((u) => ({
          text: key ? `${key}: ${value.trim()}` : value.trim(),
          range: { start: 0, end: value.length },
          dimension: u.dim,
          value: n * u.factor,
          lo: (n - tol) * u.factor,
          hi: (n + tol) * u.factor,
          qualifier: 'exact' as const,
          context: { before: stems, after: [] },
          clause: { before: stems, after: [] },
          ...(u.keyScale ? { keyScale: u.keyScale } : {}),
        }))
    : extractQuantities(value, masked);
  // A field of changes signs its values; a field of a rate ("Requests/s") gives its period.
  const signedByKey = (q: Quantity): Quantity =>
    change && q.direction === undefined && q.value > 0 && !q.text.startsWith('+')
      ? { ...q, direction: change, directionByKey: true }
      : q;
  const perKey = (q: Quantity): Quantity => (per && q.per === undefined ? { ...q, per } : q);
  return [...fromKey, ...read.map((q) => perKey(signedByKey(q)))];
}

/** A duration as configuration files write it, Go's and Prometheus's way: "10m", "168h", "1h30m", "500ms". */
const DURATION_VALUE = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h|d|w))+$/u;
const DURATION_PART = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h|d|w)/gu;
const DURATION_SECONDS: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
};
/** Key words of a setting that holds a time: its "10m" is ten minutes, not ten million. */
const TIME_KEY =
  /\b(?:for|interval|time|timeout|period|delay|duration|wait|ttl|age|expir\w*|retention|lifetime|window|every|frequency|backoff|deadline|grace|refresh|rotation|lag|cooldown|idle|keepalive|sleep|poll\w*|evaluation)\b/iu;

/**
 * The time a setting's whole value gives as a duration ("hot-regions-write-interval": "10m", "for: 15m",
 * "split-merge-interval": "1h"): a lone "m", "d" or "w" only where the key names a time ("cpu: 500m" is millicores).
 */
export function fieldDuration(key: string, value: string): Quantity | undefined {
  const text = value.trim();
  if (!DURATION_VALUE.test(text)) return undefined;
  const parts = [...text.matchAll(DURATION_PART)];
  const lone = parts.length === 1 && /^[mdw]$/u.test(parts[0]?.[2] ?? '');
  if (lone && !TIME_KEY.test(key.replace(/[_.-]/gu, ' '))) return undefined;
  return durationOf(text, parts, keyStems(key));
}

/** What a query's range is called: the window a value is measured over. */
const RANGE_WORDS = 'window range lookback measured';
/** A range of a query in brackets, PromQL's way: "rate(errors_total[5m])", "[1h]". */
const RANGE_SELECTOR = /\[(\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h|d|w))\]/gu;

/** The ranges of a query a text gives ("increase(...[10m]) > 0": ten minutes), each placed in the text. */
export function rangeSelectors(text: string): Quantity[] {
  return [...text.matchAll(RANGE_SELECTOR)].flatMap((m) => {
    const inner = m[1] ?? '';
    // (Named by what a range is, "a five-minute window"; the series it ranges over is the query's, its rule's.)
    const q = durationOf(inner, [...inner.matchAll(DURATION_PART)], keyStems(RANGE_WORDS));
    const start = m.index + 1;
    return [{ ...q, range: { start, end: start + inner.length } }];
  });
}

/** A duration's parts as one time, known to half its last part's unit. */
function durationOf(text: string, parts: readonly RegExpMatchArray[], words: readonly string[]): Quantity {
  const seconds = parts.reduce((sum, m) => sum + Number(m[1]) * (DURATION_SECONDS[m[2] ?? ''] ?? 0), 0);
  // (The last part's precision: "1.5h" is known to a twentieth of an hour, "90m" to half a minute.)
  const last = parts.at(-1);
  const decimals = last?.[1]?.split('.')[1]?.length ?? 0;
  const tol = 0.5 * 10 ** -decimals * (DURATION_SECONDS[last?.[2] ?? ''] ?? 0);
  return {
    text,
    range: { start: 0, end: text.length },
    dimension: 'time',
    value: seconds,
    lo: seconds - tol,
    hi: seconds + tol,
    qualifier: 'exact',
    context: { before: words, after: [] },
    clause: { before: words, after: [] },
  };
}

/** Two dimensions that can be compared, with the factor that brings the second into the first's unit. */
export function comparable(
  claimDim: string,
  sourceDim: string,
  sourceValue: number,
  claimValue: number,
): number | undefined {
  if (claimDim === sourceDim) return 1;
  // "the first", "the third edition": a word ordinal is a rank, stated by a rank ("3rd", "third") or a number ("edition: 3").
  if (claimDim === 'ordinal-word' || sourceDim === 'ordinal-word')
    return ['ordinal', 'ordinal-word', 'count'].includes(claimDim === 'ordinal-word' ? sourceDim : claimDim)
      ? 1
      : undefined;
  // A four-digit integer may be a year or a count; the reading is a guess, so both compare.
  // ("19 releases" under a heading "## 2023" is no count of 2023.)
  const yearLike = (n: number): boolean => n >= 1000 && n <= 2100;
  if (claimDim === 'year' && sourceDim === 'count' && yearLike(sourceValue)) return 1;
  if (claimDim === 'count' && sourceDim === 'year' && yearLike(claimValue)) return 1;
  // A proportion written as a fraction in the source ("0.37") against a percentage in the claim. (A whole 1 is a count:
  // "* 100 > 1" is one percent, not all of it.)
  if (claimDim === 'percent' && sourceDim === 'count' && sourceValue > 0 && sourceValue < 1) return 100;
  // "The 112th release" and a count of 112 releases state the same number.
  if ((claimDim === 'ordinal' && sourceDim === 'count') || (claimDim === 'count' && sourceDim === 'ordinal')) return 1;
  return undefined;
}

const SCALED = /\d\s?(?:k|m|b|bn|mn)\b|\b(?:thousand|million|billion|trillion)/iu;

/**
 * A limit written as one: "up to 5", "as much as 12TB", "a maximum of 10" ("at least 4 titles" is a bound on a count): the
 * number the source states for it, never one worked out from two others.
 */
export const LIMIT = /^(?:up to|as (?:many|much|long|large|big|high) as|a maximum of|a minimum of)\s/iu;
/** A limit a thing sets, by its verb: "allows at most 1000 connections" states the limit, not a bound on a count. */
const PERMITS = new Set(['allow', 'permit', 'accept', 'cap', 'limit', 'support']);
const AT_MOST = /^(?:at most|at least|no more than|no fewer than|no less than|not more than)\s/iu;
/** A bound the claim says a thing is kept within ("stay under 100k files"): the limit itself, as "up to" is. */
const UNDER = /^(?:under|below|less than|fewer than|over|above|more than)\s/iu;
const KEEPS = new Set(words('stay stays staying keep keeps keeping remain remains remaining').map((w) => w.stem));

/** Words of a change, just before its size: "fell 5%", "was down by about 3" (a level, "fell to 5", is no change). */
const CHANGE_SIZE = String.raw`\s+(?:by\s+)?(?:(?:about|around|nearly|almost|roughly|some|just|over|under|more than|less than)\s+)?$`;
/** A change the claim says a series made to reach its value ("fell to 28,437", "edged up again, to nearly 39%"). */
export const RISE =
  /\b(?:rose|rises?|risen|grew|grows?|grown|jump(?:ed|s)?|climb(?:ed|s)?|increas(?:ed|es)|gain(?:ed|s)?|surg(?:ed|es)|soar(?:ed|s)?|(?:went|edged|crept|ticked|moved|shot) up)\b/iu;
export const FALL =
  /\b(?:fell|falls?|fallen|drop(?:ped|s)?|declin(?:ed|es)|decreas(?:ed|es)|slipp(?:ed)?|slips?|shr[au]nk|shrinks?|sank|sinks?|plung(?:ed|es)|plummet(?:ed|s)?|(?:went|edged|crept|ticked|moved) down)\b/iu;
// The verbs of a rise or a fall, and the plainer words a size of a change also takes ("down 4%", "cut by 10%").
const DOWN = new RegExp(
  String.raw`(?:${FALL.source}|\b(?:down|lost|loses|losing|cut|lowered|reduced|minus|falling|dropping|declining|decreasing|dipped|dips?|slid|slides?|slumped)\b)${CHANGE_SIZE}`,
  'iu',
);
const UP = new RegExp(String.raw`(?:${RISE.source}|\b(?:up|rising|growing|increasing)\b)${CHANGE_SIZE}`, 'iu');

const PER =
  /^\s*(?:[\p{L}-]+\s+){0,3}?(?:(?:a|an|per|each|every)\s+(second|minute|hour|day|week|month|quarter|year)|(hourly|daily|weekly|monthly|quarterly|yearly|annually))\b/u;
const PER_ADVERB: Record<string, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annually: 'year',
};

/** Words before "N times" that make it how many tries, no ratio: "retried up to 3 times", "restarts 5 times". */
const REPEATED_BEFORE =
  /\b(?:retr(?:y|ies|ied|ying)|tr(?:y|ies|ied)|attempt(?:s|ed)?|restart(?:s|ed)?|repeat(?:s|ed)?|re-?runs?|rerun|invoked|called)\b[^.;:]{0,24}$/u;
/** Words after "times" that make it a ratio, not how often: "as many", "more", "faster", "the". */
const RATIO_AFTER_TIMES =
  /^\s+(?:as\s+\p{L}+|more|fewer|less|the|(?:fast|slow|larg|bigg|high|great|small|low|long|short)er)\b/u;

/** The period written just after a value ("times a week", "downloads per month", "weekly"), if any. */
function perOf(tail: string): string | undefined {
  const m = PER.exec(tail);
  // Stryker disable next-line StringLiteral: PER matched, so one of its two groups is set
  return m ? (m[1] ?? PER_ADVERB[m[2] ?? '']) : undefined;
}

function directionOf(lead: string): Quantity['direction'] {
  return DOWN.test(lead) ? 'down' : UP.test(lead) ? 'up' : undefined;
}

/**
 * A signed value against one without a sign: a size stated as a fall ("fell 5%") is the signed change ("-5%"), so the
 * negative side is read as its size; a rise, or a size with no direction, is compared as signed (a rise of 5% is no
 * fall of 5%), and a value with no direction and another sign is not compared at all ("12 °C" is no reading of "-12 °C"
 * either way: a level and a change look the same).
 */
function signed(claim: Quantity, source: Quantity): { claim: Quantity; source: Quantity } | undefined {
  const negative = claim.value < 0 ? 'claim' : source.value < 0 ? 'source' : undefined;
  const other = negative === 'claim' ? source : claim;
  if (negative === undefined || other.value <= 0) return { claim, source };
  if (other.direction === 'up') return { claim, source };
  if (other.direction !== 'down') return undefined;
  const mirror = (q: Quantity): Quantity => ({ ...q, value: -q.value, lo: -q.hi, hi: -q.lo });
  return negative === 'claim' ? { claim: mirror(claim), source } : { claim, source: mirror(source) };
}

/** How a source quantity relates to a claim quantity: inside the claim's interval, outside it, or overlapping. */
export function relate(given: Quantity, stated: Quantity): 'match' | 'conflict' | 'overlap' | 'incomparable' {
  // "2.3 million times a week" is no count per month.
  if (given.per !== undefined && stated.per !== undefined && given.per !== stated.per) return 'incomparable';
  // A fall stated by its size ("fell 3%") is no change written with a plus sign ("+3%"), nor one of a field of
  // changes ("Change: 3%"). (Two sizes in words, "rose 3%"
  // and "fell 3%", are the same number said of opposite changes: the wording check reads that.)
  const plus = given.text.startsWith('+') || stated.text.startsWith('+');
  if (
    (plus || given.directionByKey || stated.directionByKey) &&
    given.direction &&
    stated.direction &&
    given.direction !== stated.direction &&
    given.value > 0 &&
    stated.value > 0
  )
    return 'conflict';
  const pair = signed(given, stated);
  if (pair === undefined) return 'incomparable';
  const { claim, source } = pair;
  // ("The timeout is zero" of `timeout: 0`, in milliseconds: none is none in any unit.)
  if (
    claim.dimension === 'count' &&
    claim.qualifier === 'exact' &&
    source.qualifier === 'exact' &&
    claim.value === 0 &&
    source.value === 0
  )
    return 'match';
  const f = comparable(claim.dimension, source.dimension, source.value, claim.value);
  if (f === undefined) return 'incomparable';
  // An exact source value is taken as stated (its rounding is the author's to claim); bounds and ranges as intervals.
  // "10249" for a column in millions is the column's number as written.
  const g = source.keyScale && !SCALED.test(claim.text) ? f / source.keyScale : f;
  const lo = (source.qualifier === 'exact' ? source.value : source.lo) * g;
  const hi = (source.qualifier === 'exact' ? source.value : source.hi) * g;
  const eps = 1e-9 * Math.max(1, Math.abs(claim.value));
  // "The 64 to 4096 range" of "the 64-2048 range": a range the claim gives with one end of the source's names the
  // other end too, and is not borne out by lying inside it. (Not a pair written with a spaced dash, "1 - 6", which is
  // as often a score as a range.)
  const spaced = (q: Quantity): boolean => /\d\s+[-–—]\s+\d/u.test(q.text);
  if (
    claim.qualifier === 'range' &&
    source.qualifier === 'range' &&
    claim.dimension !== 'year' &&
    !spaced(claim) &&
    !spaced(source)
  ) {
    const sameLo = Math.abs(claim.lo - lo) <= eps;
    const sameHi = Math.abs(claim.hi - hi) <= eps;
    if (sameLo !== sameHi) return 'conflict';
  }
  // "Allows up to 5 projects" against "up to 3 projects" or "Projects: 3": a limit the claim states is the limit the
  // source gives on that side, or its one value, or another number.
  const sameSide =
    source.qualifier === 'exact' ||
    (source.qualifier === 'bound' && (claim.lo === -Infinity) === (source.lo === -Infinity));
  const limit =
    LIMIT.test(claim.text) ||
    (AT_MOST.test(claim.text) && claim.context.before.some((w) => PERMITS.has(w))) ||
    (UNDER.test(claim.text) && claim.context.before.some((w) => KEEPS.has(w)));
  if (limit && sameSide) return Math.abs(source.value * g - claim.value) <= eps ? 'match' : 'conflict';
  // (A limit the source gives is the number a claim names for it: "an index can hold roughly 4.3 billion documents" of
  // "no more than 4,294,967,296 documents", "the 468-byte cap" of "limited to 468 bytes".)
  // (A limit in words only: "2700+" names a model.)
  if (source.qualifier === 'bound' && claim.qualifier !== 'bound' && /^\p{L}/u.test(source.text)) {
    const edge = (source.lo === -Infinity ? source.hi : source.lo) * g;
    if (edge >= claim.lo - eps && edge <= claim.hi + eps) return 'match';
  }
  // (A range gives a limit on each side: "up to thirty seconds" is not "from 0 to 20 (seconds)", whose limit is 20.)
  if (limit && source.qualifier === 'range')
    return Math.abs((claim.lo === -Infinity ? hi : lo) - claim.value) <= eps ? 'match' : 'conflict';
  // "35,725 requests per second" for 35724.6: a whole number the claim writes is the source's decimal rounded; so is
  // "37%" for a share of 0.372.
  const whole =
    claim.qualifier === 'exact' &&
    claim.lo === claim.hi &&
    Number.isInteger(claim.value) &&
    (g === 1 || (claim.dimension === 'percent' && source.dimension === 'count')) &&
    !Number.isInteger(lo)
      ? 0.5
      : 0;
  if (source.qualifier === 'exact' && onRoundingEdge(claim, lo, hi)) return 'overlap';
  if (lo >= claim.lo - eps - whole && hi <= claim.hi + eps + whole) return 'match';
  if (hi < claim.lo - eps - whole || lo > claim.hi + eps + whole) return 'conflict';
  return 'overlap';
}
