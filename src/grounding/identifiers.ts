/** @module grounding/identifiers: identifiers (versions, codes, URLs, hashes) and named entities that a claim must share with its source. */
import type { Range } from '../core/model.js';
import { CALENDAR_WORDS } from './dates.js';
import { isStopWord, NEGATION_WORDS, stem, words } from './text.js';

export interface Mention {
  readonly text: string;
  /** Matching key: lower-cased identifier, or the stem of an entity word. */
  readonly key: string;
  readonly range: Range;
}

const IDENTIFIER =
  /(?:https?:\/\/[^\s)>\]]+|\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bv?\d+(?:\.\d+){2,}(?:[-+][\w.]+)?\b|\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)+\b|\b[A-Z]+\d[A-Za-z0-9]*\b|\b[0-9a-f]{12,64}\b)/gu;

/** Identifiers such as v1.2.3, CVE-2024-1234, COVID-19, A320, URLs, e-mail addresses and hex digests. */
export function extractIdentifiers(text: string): Mention[] {
  return [...text.matchAll(IDENTIFIER)].map((m) => ({
    text: m[0].replace(/[.,;:]+$/u, ''),
    key: m[0].replace(/[.,;:]+$/u, '').toLowerCase(),
    range: { start: m.index, end: m.index + m[0].replace(/[.,;:]+$/u, '').length },
  }));
}

/** The digit pattern of an identifier: v1.2.3 and v1.2.4 share a shape, so a source holding one contradicts the other. */
export function identifierShape(key: string): string {
  return key.replace(/\d/gu, '0');
}

const NOT_ENTITIES = new Set(['i', 'a', 'the', 'this', 'that', 'these', 'it', 'in', 'on', 'at', ...CALENDAR_WORDS]);

/** Capitalised words not at the start of a sentence, and acronyms: the names a source must mention too. */
export function extractEntities(text: string, masked: readonly Range[] = []): Mention[] {
  const out: Mention[] = [];
  const ws = words(text);
  ws.forEach((w, k) => {
    if (
      !/^\p{Lu}/u.test(w.raw) ||
      NOT_ENTITIES.has(w.norm) ||
      isStopWord(w.norm) ||
      NEGATION_WORDS.has(w.norm) ||
      /\p{N}/u.test(w.raw)
    )
      return;
    if (masked.some((r) => w.start < r.end && w.end > r.start)) return;
    const prev = ws[k - 1];
    const sentenceStart =
      !prev ||
      /[.!?]\s*["'(]?\s*$/u.test(text.slice(prev.end, w.start)) ||
      /\n\s*[-*#>]*\s*$/u.test(text.slice(prev.end, w.start));
    const acronym = /^\p{Lu}{2,}$/u.test(w.raw);
    if (sentenceStart && !acronym) return;
    out.push({ text: w.raw, key: stem(w.norm), range: { start: w.start, end: w.end } });
  });
  return out;
}
