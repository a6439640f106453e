/** @module classify/sentences: splitting normalised text into sentences (paragraph breaks and end punctuation). */
import type { Range } from '../core/model.js';

/** Words that end with a full stop without ending the sentence. */
const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof sr jr st vs e.g i.e cf al approx fig no nos vol ed eds inc ltd co corp dept est jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun p.m a.m u.s u.k'.split(
    ' ',
  ),
);
/** Abbreviations that number what follows them: "No. 5", "Vol. 3", "Fig. 2". */
const NUMBERING = new Set(['no', 'nos', 'vol', 'fig']);
const END = /(?<![.!?])[.!?]+["')\]]*(?= |\n|$)/g;

/** Whether the full stop at `dot` ends an abbreviation or an initial rather than a sentence. */
export function isAbbreviation(text: string, dot: number): boolean {
  let i = dot;
  while (i > 0 && dot - i < 12 && /[\p{L}.]/u.test(text[i - 1] ?? '')) i -= 1;
  const word = text.slice(i, dot).toLowerCase();
  if (word.length === 1 && /\p{Lu}/u.test(text[i] ?? '')) return true; // an initial: "William O. Douglas"
  // ("No. 5", "vol. 3": a word that numbers what follows it is one only before its number; "about saying no. The" ends.)
  if (NUMBERING.has(word)) return /^\s*\d/u.test(text.slice(dot + 1));
  return ABBREVIATIONS.has(word);
}

/** Sentence ranges in a normalised text, trimmed of spaces; empty sentences are dropped. */
export function splitSentences(text: string): Range[] {
  const cuts: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) cuts.push(i);
  END.lastIndex = 0;
  for (let m = END.exec(text); m !== null; m = END.exec(text)) {
    const end = m.index + m[0].length;
    if (text[m.index] === '.' && m[0].length === 1 && isAbbreviation(text, m.index)) continue;
    const next = text[end + 1] ?? '';
    if (next !== '' && /\p{Ll}/u.test(next)) continue;
    cuts.push(end);
  }
  cuts.sort((a, b) => a - b);
  const ranges: Range[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    let s = start;
    let e = cut;
    while (s < e && (text[s] === ' ' || text[s] === '\n')) s += 1;
    while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\n')) e -= 1;
    if (e > s) ranges.push({ start: s, end: e });
    start = Math.max(start, cut);
  }
  return ranges;
}
