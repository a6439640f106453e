/** @module classify: the factual-span classifier: data-declared rules over Unicode-hardened sentences, with a fail-closed sweep. */
import type { FactualSpan, Range } from '../core/model.js';
import { normalise, originalRange, type NormalisedText } from './normalise.js';
import { runRule, type Rule, type RuleContext } from './rule.js';
import { RULES } from './rules/index.js';
import { splitSentences } from './sentences.js';
import { sweep } from './sweep.js';

export { RULES } from './rules/index.js';
export type { Rule, SpanKind } from './rule.js';

export interface ClassifiedSentence {
  readonly range: Range;
  /** True when the sentence carries an opinion marker; its factual spans are reported all the same (VW-979). */
  readonly opinion: boolean;
  readonly spans: FactualSpan[];
  /** Sweep hits: factual-looking tokens that no rule claimed. Each one should block. */
  readonly unclaimed: FactualSpan[];
}

export interface Classification {
  readonly spans: FactualSpan[];
  readonly sentences: ClassifiedSentence[];
}

export interface ClassifyOptions {
  /** Known names (products, people, places) matched anywhere, including at a sentence start. */
  readonly gazetteer?: ReadonlySet<string>;
}

interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly rank: number;
  readonly rule: Rule;
}

/**
 * Wording rules (approximations, comparisons, causes, superlatives) form a second layer resolved on its own, so a phrase
 * such as "more monday than" never hides the weekday inside it: their spans may overlap the token spans.
 */
const WORDING_KINDS: ReadonlySet<string> = new Set(['approximation', 'comparative', 'causal', 'superlative']);

const gazetteers = new WeakMap<ReadonlySet<string>, RegExp | undefined>();

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The gazetteer as one expression over normalised text, longest name first; compiled once per set. */
function compileGazetteer(names: ReadonlySet<string> | undefined): RegExp | undefined {
  if (names === undefined) return undefined;
  if (gazetteers.has(names)) return gazetteers.get(names);
  const entries = [...names].map((n) => normalise(n).text.trim()).filter((n) => n.length > 0);
  entries.sort((a, b) => b.length - a.length || a.localeCompare(b));
  const compiled =
    entries.length === 0
      ? undefined
      : new RegExp(`(?<![\\p{L}\\p{N}_])(?:${entries.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  gazetteers.set(names, compiled);
  return compiled;
}

/** Leftmost-longest, non-overlapping; an earlier rule wins between equal spans. */
function resolve(candidates: Candidate[]): Candidate[] {
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const kept: Candidate[] = [];
  let reach = -1;
  for (const c of candidates) {
    if (c.start < reach) continue;
    kept.push(c);
    reach = c.end;
  }
  return kept;
}

function toSpan(
  original: string,
  norm: NormalisedText,
  offset: number,
  range: Range,
  kind: string,
  ruleId: string,
): FactualSpan {
  const mapped = originalRange(norm, { start: offset + range.start, end: offset + range.end });
  return { kind, ruleId, range: mapped, text: original.slice(mapped.start, mapped.end) };
}

/** Classify one normalised sentence; ranges are mapped back to the original text. */
function classifySentence(
  original: string,
  norm: NormalisedText,
  range: Range,
  context: RuleContext,
): ClassifiedSentence {
  const sentence = norm.text.slice(range.start, range.end);
  const candidates: Candidate[] = [];
  let opinion = false;
  RULES.forEach((rule, rank) => {
    const found = runRule(rule, sentence, context);
    if (rule.kind === 'opinion') opinion ||= found.length > 0;
    else for (const r of found) candidates.push({ start: r.start, end: r.end, rank, rule });
  });
  const kept = [
    ...resolve(candidates.filter((c) => !WORDING_KINDS.has(c.rule.kind))),
    ...resolve(candidates.filter((c) => WORDING_KINDS.has(c.rule.kind))),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  const spans = kept.map((c) => toSpan(original, norm, range.start, c, c.rule.kind, c.rule.id));
  const unclaimed = sweep(sentence, kept).map((h) =>
    toSpan(original, norm, range.start, h.range, 'unclaimed', h.ruleId),
  );
  return { range: originalRange(norm, range), opinion, spans, unclaimed };
}

/**
 * Find the factual spans of a text (pure and synchronous). Every range is an offset range in `text` as given, even
 * when the match was made on the hardened copy (NFKC, invisible characters removed, digits folded, spaces collapsed).
 */
export function classifyText(text: string, options: ClassifyOptions = {}): Classification {
  const norm = normalise(text);
  const context: RuleContext = { gazetteer: compileGazetteer(options.gazetteer) };
  const sentences = splitSentences(norm.text).map((r) => classifySentence(text, norm, r, context));
  return { spans: sentences.flatMap((s) => s.spans), sentences };
}
