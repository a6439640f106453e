/** @module classify: v0 factual-span classifier: numbers, percentages and dates, one pass of data-declared rules. */
import type { FactualSpan, Range } from '../core/model.js';

export interface ClassifiedSentence {
  readonly range: Range;
  readonly opinion: boolean;
  readonly spans: FactualSpan[];
  readonly unclaimed: FactualSpan[];
}

export interface Classification {
  readonly spans: FactualSpan[];
  readonly sentences: ClassifiedSentence[];
}

interface Rule {
  readonly id: string;
  readonly kind: string;
  readonly pattern: RegExp;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/** Earlier rules win where matches overlap. */
const RULES: readonly Rule[] = [
  { id: 'date-iso', kind: 'date', pattern: /\b\d{4}-\d{2}-\d{2}\b/g },
  { id: 'date-day-month', kind: 'date', pattern: new RegExp(String.raw`\b\d{1,2} ${MONTH}(?: \d{4})?\b`, 'g') },
  { id: 'date-month-day', kind: 'date', pattern: new RegExp(String.raw`\b${MONTH} \d{1,2}(?:, \d{4})?\b`, 'g') },
  { id: 'percentage', kind: 'percentage', pattern: /(?<![A-Za-z0-9.])\d+(?:\.\d+)?\s?%/g },
  { id: 'number', kind: 'number', pattern: /(?<![A-Za-z0-9.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d])|(?<![A-Za-z0-9.])\d+(?:\.\d+)?(?![\d])/g },
];

/** Find the factual spans of a text. Ranges are offsets in `text`. */
export function classifyText(text: string): Classification {
  const spans: FactualSpan[] = [];
  const taken: boolean[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      let free = true;
      for (let i = start; i < end; i += 1) if (taken[i]) free = false;
      if (!free) continue;
      for (let i = start; i < end; i += 1) taken[i] = true;
      spans.push({ kind: rule.kind, ruleId: rule.id, range: { start, end }, text: match[0] });
    }
  }
  spans.sort((a, b) => a.range.start - b.range.start);
  return { spans, sentences: [{ range: { start: 0, end: text.length }, opinion: false, spans, unclaimed: [] }] };
}
