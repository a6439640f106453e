/** @module grounding/identifiers: identifiers in a text (versions, codes such as CVE-2024-1234, URLs, hashes), which a claim states as names. */
import type { Range } from '../core/model.js';

export interface Mention {
  readonly text: string;
  /** The identifier lower-cased. */
  readonly key: string;
  readonly range: Range;
}

const IDENTIFIER =
  /(?:https?:\/\/[^\s)>\]]+|\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bv?\d+(?:\.\d+){2,}(?:[-+][\w.]+)?\b|\b(?<!\d-)(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)+\b|\b[A-Z]+\d[A-Za-z0-9]*\b|\b[0-9a-f]{12,64}\b)/gu;

/**
 * Identifiers such as v1.2.3, CVE-2024-1234, COVID-19, A320, URLs, e-mail addresses and hex digests (not the end of a
 * range, "to-2048" of "64-to-2048").
 */
export function extractIdentifiers(text: string): Mention[] {
  return [...text.matchAll(IDENTIFIER)].map((m) => ({
    text: m[0].replace(/[.,;:]+$/u, ''),
    key: m[0].replace(/[.,;:]+$/u, '').toLowerCase(),
    range: { start: m.index, end: m.index + m[0].replace(/[.,;:]+$/u, '').length },
  }));
}
