/** @module classify/rule: the shape of a classifier rule declared as data, with the examples it must and must not match. */
import type { Range } from '../core/model.js';

/** What kind of factual detail a span is; "opinion" rules mark a sentence instead of emitting a span. */
export type SpanKind =
  | 'number'
  | 'number-word'
  | 'ordinal'
  | 'fraction'
  | 'percentage'
  | 'money'
  | 'measure'
  | 'range'
  | 'approximation'
  | 'comparative'
  | 'date'
  | 'year'
  | 'relative-date'
  | 'weekday'
  | 'time'
  | 'version'
  | 'identifier'
  | 'url'
  | 'email'
  | 'entity'
  | 'causal'
  | 'superlative'
  | 'opinion';

/**
 * Examples a rule is tested against, on normalised sentences. In `match`, «guillemets» mark each span the rule must
 * produce (it may produce no other); every `noMatch` sentence must produce nothing.
 */
export interface RuleExamples {
  readonly match: readonly string[];
  readonly noMatch: readonly string[];
}

/** What a matcher rule may look at besides the sentence. */
export interface RuleContext {
  /** Compiled gazetteer of known names, when the caller supplied one. */
  readonly gazetteer: RegExp | undefined;
}

interface RuleBase {
  readonly id: string;
  readonly kind: SpanKind;
  readonly description: string;
  readonly examples: RuleExamples;
  /** A cheap, non-global test the sentence must pass before the rule runs (e.g. "has a digit"); a speed-up only. */
  readonly requires?: RegExp;
  /** Names the examples are run with (for rules that read the gazetteer). */
  readonly exampleGazetteer?: readonly string[];
}

/** A rule that is one global regular expression; every match is a span. */
export interface PatternRule extends RuleBase {
  readonly pattern: RegExp;
}

/** A rule that needs more than one expression (sentence position, stop words, a gazetteer). */
export interface MatcherRule extends RuleBase {
  readonly matcher: (sentence: string, context: RuleContext) => Range[];
}

export type Rule = PatternRule | MatcherRule;

/** Run one rule over a normalised sentence. */
export function runRule(rule: Rule, sentence: string, context: RuleContext): Range[] {
  if (rule.requires !== undefined && !rule.requires.test(sentence)) return [];
  if ('matcher' in rule) return rule.matcher(sentence, context);
  const ranges: Range[] = [];
  rule.pattern.lastIndex = 0;
  for (let m = rule.pattern.exec(sentence); m !== null; m = rule.pattern.exec(sentence)) {
    if (m[0].length === 0) {
      rule.pattern.lastIndex += 1;
      continue;
    }
    ranges.push({ start: m.index, end: m.index + m[0].length });
  }
  return ranges;
}

/** The `requires` test of every rule that only matches text with a digit in it. */
export const HAS_DIGIT = /\d/;

/** Build a global, Unicode-aware rule pattern from source fragments. */
export function pattern(source: string, caseInsensitive = false): RegExp {
  return new RegExp(source, caseInsensitive ? 'giu' : 'gu');
}
