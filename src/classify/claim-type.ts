/** @module classify/claim-type: the claim type (seed 002) that a claim's factual spans suggest. */
import type { ClaimType, FactualSpan } from '../core/model.js';

/** The claim type a claim's factual spans suggest (quantities first, then time, comparison, cause, names). */
export function claimTypeOf(spans: readonly FactualSpan[]): ClaimType {
  const kinds = new Set(spans.map((s) => s.kind));
  const has = (...k: string[]) => k.some((x) => kinds.has(x));
  if (has('number', 'number-word', 'fraction', 'percentage', 'money', 'measure', 'range', 'ordinal'))
    return 'quantitative';
  if (has('date', 'year', 'relative-date', 'weekday', 'time')) return 'temporal';
  if (has('comparative', 'approximation', 'superlative')) return 'comparative';
  if (has('causal')) return 'causal';
  if (has('entity', 'identifier', 'version', 'url', 'email')) return 'entity';
  return 'other';
}
