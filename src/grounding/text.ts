/** @module grounding/text: word tokens with offsets, a light stemmer, stop words and content-word sets for alignment. */

import type { Range } from '../core/model.js';
import { memo } from './memo.js';
export interface WordToken {
  /** Lower-cased, NFKC-normalised surface form. */
  readonly norm: string;
  /** Light stem used for matching. */
  readonly stem: string;
  /** Surface text as written. */
  readonly raw: string;
  readonly start: number;
  readonly end: number;
}

const STOP_WORDS = new Set(
  (
    'a an the and or but if of in on at to for from by with as is are was were be been being has have had do does did ' +
    'it its this that these those there their they them he she his her him we our you your i me my which who whom whose ' +
    'what when where why how than then so such into onto over under about after before also just only very can could may ' +
    'might must shall should will would some any each all both few other same own per via upon out up down off again ' +
    "further once here s t one's its' said says say according along"
  ).split(/\s+/),
);

/** Words that flip or qualify meaning are never stop words, even when short. */
export const NEGATION_WORDS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'without',
  'cannot',
  "n't",
  'nobody',
  'nothing',
  'nowhere',
]);

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?|n['’]t/gu;

/**
 * The text in lower case with every character where it was, so that offsets into it are offsets into the text: a
 * character whose lower case is longer ("İ", two characters lower-cased) is kept as written.
 */
export function lowerInPlace(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
}

/** Unicode-normalise and lower-case; NFKC keeps string length stable for the ASCII text most sources hold. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** A light English stemmer: enough to match "checks"/"check", "passed"/"pass", "reported"/"reports". */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/u, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('es') && /(?:ch|sh|x|ss|zz)es$/u.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/u.test(w) && !/(?:ll|ss|zz)$/u.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The word tokens of a text as written, without offsets or forms (for callers that only read each word). */
export function spellings(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}

/** A line of a text, and where it starts. */
export interface TextLine {
  readonly text: string;
  readonly start: number;
}

/** The lines, those at the indexes given blanked by spaces, so every place still holds. */
export function blankLines(lines: readonly TextLine[], blanked: ReadonlySet<number>): TextLine[] {
  return lines.map((l, k) => (blanked.has(k) ? { start: l.start, text: ' '.repeat(l.text.length) } : l));
}

/** A text's lines, each with where it starts (plus `base`), without a Windows line end. */
export function linesOf(text: string, base = 0): TextLine[] {
  const lines: TextLine[] = [];
  let pos = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line.replace(/\r$/u, ''), start: base + pos });
    pos += line.length + 1;
  }
  return lines;
}

/** Where a text first writes a name as whole words, whatever their case ("pro" of "Starter and Pro", not of "Product"). */
export function wholeWordAt(text: string, name: string): number | undefined {
  const [haystack, needle] = [text.toLowerCase(), name.toLowerCase()];
  const edge = (k: number): boolean => !/[\p{L}\p{N}]/u.test(haystack.charAt(k));
  for (let k = haystack.indexOf(needle); k >= 0 && needle !== ''; k = haystack.indexOf(needle, k + 1))
    if (edge(k - 1) && edge(k + needle.length)) return k;
  return undefined;
}

/** Split text into word tokens with offsets into the original string. */
export function words(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const raw = m[0];
    const start = m.index;
    const form = formOf(raw);
    // "didn't" -> "did" + "n't", so negation is seen.
    if (form.base !== undefined) {
      const base = form.base;
      out.push({
        norm: base,
        stem: form.baseStem ?? base,
        raw: raw.slice(0, base.length),
        start,
        end: start + base.length,
      });
      out.push({
        norm: "n't",
        stem: "n't",
        raw: raw.slice(base.length),
        start: start + base.length,
        end: start + raw.length,
      });
      continue;
    }
    out.push({ norm: form.norm, stem: form.stem, raw, start, end: start + raw.length });
  }
  return out;
}

/** Each written word's normal form, stem and contracted base ("did" of "didn't"), read once: words recur. */
const formOf = memo((raw: string): { norm: string; stem: string; base?: string; baseStem?: string } => {
  const norm = normalise(raw).replace(/’/gu, "'");
  const base = /^(.+)n't$/u.exec(norm)?.[1];
  return { norm, stem: stem(norm), ...(base !== undefined ? { base, baseStem: stem(base) } : {}) };
});

export function isStopWord(norm: string): boolean {
  return STOP_WORDS.has(norm);
}

/** Stems of the content words: not stop words, not pure numbers (quantities are checked on their own). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w.norm) && !NEGATION_WORDS.has(w.norm) && !/^\p{N}+$/u.test(w.norm))
    .map((w) => w.stem);
}

/** A rate's period after a slash in a key ("Requests/s", "ops/sec", "km/h"): written out, it is no unit of time. */
const KEY_PERIODS: Record<string, string> = {
  s: 'second',
  sec: 'second',
  second: 'second',
  min: 'minute',
  minute: 'minute',
  h: 'hour',
  hr: 'hour',
  hour: 'hour',
  day: 'day',
  wk: 'week',
  week: 'week',
  mo: 'month',
  month: 'month',
  yr: 'year',
  year: 'year',
};
const KEY_PERIOD = new RegExp(String.raw`\/\s?(${Object.keys(KEY_PERIODS).join('|')})\b`, 'giu');

/** The last part of a file's path or address: "requirements/base.txt" is "base.txt". */
export function fileName(uri: string): string {
  // Stryker disable next-line StringLiteral: split gives at least one part, so pop never falls back
  return uri.split(/[\\/]/u).pop() ?? '';
}

/** Split camelCase, snake_case, kebab-case and dotted keys into words: "checks_passed" -> "checks passed". */
export function keyWords(key: string): string {
  return (
    key
      .replace(KEY_PERIOD, (_, p: string) => ` per ${KEY_PERIODS[p.toLowerCase()] ?? p}`)
      .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
      // (An acronym before a word: "SDRefresh" is "SD Refresh", "HTTPServer" "HTTP Server".)
      .replace(/([A-Z]{2,})([A-Z][a-z])/gu, '$1 $2')
      .replace(/[_\-.\s/]+/gu, ' ')
      .replace(ABBREVIATED, (w) => KEY_ABBREVIATIONS[w.toLowerCase()] ?? w)
      .trim()
  );
}

/**
 * What a key abbreviates: "eol" is the end of life, "eoas" the end of active support; "env" is the environment, and
 * still "env" ("env.PORT" are a Dockerfile's environment variables); "rlimit" a limit and "nofile" open files (nginx's
 * `worker_rlimit_nofile`, the limit of open files, as the system's RLIMIT_NOFILE); "auth" authentication (OpenSSH's
 * `MaxAuthTries`).
 */
const KEY_ABBREVIATIONS: Record<string, string> = {
  env: 'env environment',
  eol: 'end of life',
  eoas: 'end of active support',
  eos: 'end of support',
  lts: 'long term support',
  rlimit: 'rlimit limit',
  nofile: 'nofile open files',
  maxconn: 'maxconn max connections',
  auth: 'authentication',
};
/** A word a key abbreviates, any of KEY_ABBREVIATIONS'. */
const ABBREVIATED = new RegExp(String.raw`\b(?:${Object.keys(KEY_ABBREVIATIONS).join('|')})\b`, 'giu');

/** Words a data key abbreviates or stands for ("max_co2_ppm" is a peak; "days_measured" are days logged), by stem. */
const KEY_SYNONYMS: Record<string, readonly string[]> = {
  max: ['maximum', 'peak', 'highest', 'limit', 'cap'],
  maximum: ['max', 'peak', 'highest', 'limit', 'cap'],
  min: ['minimum', 'lowest'],
  minimum: ['min', 'lowest'],
  avg: ['averag', 'mean'],
  mean: ['averag'],
  averag: ['mean'],
  p50: ['median'],
  pct: ['percent'],
  num: ['number'],
  measur: ['log', 'record'],
};

/** Stems of a key's words (see keyWords) with the words the key stands for, for aligning data fields with prose. */
export function keyStems(key: string): string[] {
  const stems = words(keyWords(key)).map((w) => w.stem);
  return [...new Set(stems.flatMap((s) => [s, ...(KEY_SYNONYMS[s] ?? [])]))];
}

/** The text with the given ranges blanked out by spaces (offsets kept). */
export function blank(text: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return text;
  // One pass over the text: a claim of many values blanks many ranges (linear, not a slice per range).
  const chars = text.split('');
  for (const r of ranges) for (let k = Math.max(0, r.start); k < Math.min(chars.length, r.end); k += 1) chars[k] = ' ';
  return chars.join('');
}
