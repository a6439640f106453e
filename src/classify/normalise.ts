/** @module classify/normalise: Unicode hardening before matching, with an offset map back to the author's text. */
import type { Range } from '../core/model.js';

/** A hardened copy of a text and, for each of its UTF-16 units, the range of the author's text it came from. */
export interface NormalisedText {
  readonly text: string;
  /** starts[i] / ends[i]: the original range that produced normalised unit i. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/** Zero-width characters, soft hyphen, word joiner, BOM and the bidi controls: removed before matching. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe0fff],
];

function isInvisible(cp: number): boolean {
  return INVISIBLE_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi);
}
const WHITESPACE = /^(?!\uFEFF)[\s\p{Zs}\u0085]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const MARK = /^\p{M}$/u;

/** Typographic variants folded to one ASCII form so that quote style and dash style do not change the result. */
const FOLD: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\uFE63': '-',
  '\u2044': '/',
  '\u2215': '/',
};

/** The ASCII digit of a Unicode decimal digit: decimal digits come in runs of ten, zero first. */
function digitValue(cp: number): number {
  let first = cp;
  while (first > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
  return (cp - first) % 10;
}

/** Harden one cluster (a base character and its combining marks). */
function hardenCluster(cluster: string): string {
  let out = '';
  for (const ch of cluster.normalize('NFKC')) {
    if (isInvisible(ch.codePointAt(0) ?? 0)) continue;
    const folded = FOLD[ch];
    if (folded !== undefined) out += folded;
    else if (ch > '\u007F' && DECIMAL_DIGIT.test(ch)) out += String(digitValue(ch.codePointAt(0) ?? 48));
    else out += ch;
  }
  return out;
}

/**
 * NFKC, invisible and bidi controls removed, non-ASCII digits folded to ASCII, quotes and dashes folded, and whitespace
 * collapsed (a run holding two or more line breaks becomes one "\n", a paragraph break; any other run one space).
 */
export function normalise(original: string): NormalisedText {
  const chunks: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (value: string, start: number, end: number): void => {
    chunks.push(value);
    for (let k = 0; k < value.length; k += 1) {
      starts.push(start);
      ends.push(end);
    }
  };
  let i = 0;
  const n = original.length;
  while (i < n) {
    const c = original.charCodeAt(i);
    // Fast path: printable ASCII not followed by a combining mark maps to itself.
    if (c > 0x20 && c < 0x7f && !(original.charCodeAt(i + 1) >= 0x300)) {
      let j = i + 1;
      while (j < n) {
        const d = original.charCodeAt(j);
        if (d <= 0x20 || d >= 0x7f || original.charCodeAt(j + 1) >= 0x300) break;
        j += 1;
      }
      chunks.push(original.slice(i, j));
      for (let k = i; k < j; k += 1) {
        starts.push(k);
        ends.push(k + 1);
      }
      i = j;
      continue;
    }
    const cp = original.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const ch = original.slice(i, i + width);
    if (WHITESPACE.test(ch)) {
      let j = i;
      let breaks = 0;
      while (j < n && WHITESPACE.test(original[j] ?? '')) {
        if (original.charCodeAt(j) === 10) breaks += 1;
        j += 1;
      }
      emit(breaks >= 2 ? '\n' : ' ', i, j);
      i = j;
      continue;
    }
    // Take the base character with its combining marks so NFKC can compose them.
    let j = i + width;
    while (j < n) {
      const next = original.codePointAt(j) ?? 0;
      const w = next > 0xffff ? 2 : 1;
      if (!MARK.test(original.slice(j, j + w))) break;
      j += w;
    }
    const hardened = hardenCluster(original.slice(i, j));
    // NFKC can produce spaces (e.g. from U+00A0 or U+2002); keep them collapsed.
    let start = 0;
    for (let k = 0; k <= hardened.length; k += 1) {
      if (k === hardened.length || hardened[k] === ' ') {
        if (k > start) emit(hardened.slice(start, k), i, j);
        if (k < hardened.length && chunks[chunks.length - 1] !== ' ') emit(' ', i, j);
        start = k + 1;
      }
    }
    i = j;
  }
  return { text: chunks.join(''), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

/** Map a non-empty range of the normalised text to the range of the author's text it came from. */
export function originalRange(norm: NormalisedText, range: Range): Range {
  const last = Math.max(range.start, range.end - 1);
  return { start: norm.starts[range.start] ?? 0, end: norm.ends[last] ?? 0 };
}
