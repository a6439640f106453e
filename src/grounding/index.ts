/**
 * @module grounding: v0 grounding engine: a deterministic check that every number, percentage and date of a claim occurs
 * in the cited source after normalisation; the same quantity with another value refutes; anything else is neutral.
 */
import { classifyText } from '../classify/index.js';
import { combine, rollUp } from '../core/decision.js';
import type { Claim, LoadedSource, Range, Reliance, SourceAssessment, SupportStatus, Verdict } from '../core/model.js';

export interface GroundingConfig {
  readonly tiers: readonly ('deterministic' | 'nli' | 'judge')[];
}

export interface GroundingEngine {
  readonly id: string;
  ground(claim: Claim, sources: ReadonlyMap<string, LoadedSource>): Promise<Verdict>;
  close(): Promise<void>;
}

export interface DeterministicResult {
  readonly support: SupportStatus;
  readonly rule: string;
  readonly passage?: { readonly text: string; readonly range: Range };
  readonly subject?: string;
  readonly score: number;
}

const ASSESSOR = 'deterministic@0';
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A normalised value: numbers without separators, percentages with their sign, dates as YYYY-MM-DD. */
function normalise(kind: string, text: string): string {
  if (kind === 'date') {
    const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
    if (iso) return iso[0];
    const lower = text.toLowerCase();
    const month = MONTHS.findIndex((m) => lower.includes(m)) + 1;
    const numbers = [...text.matchAll(/\d+/g)].map((m) => m[0]);
    const year = numbers.find((n) => n.length === 4) ?? '????';
    const day = numbers.find((n) => n.length <= 2) ?? '??';
    return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  const number = String(Number(text.replace(/[,%\s]/g, '')));
  return kind === 'percentage' ? `${number}%` : number;
}

interface Token {
  readonly kind: string;
  readonly value: string;
  readonly text: string;
  readonly range: Range;
  /** The word after the token in its text: what the quantity counts ("cases", "ms"). */
  readonly unit: string;
}

/** Tokens of a source; a CSV is read cell by cell, so "64,720" is two values, not sixty-four thousand. */
function sourceTokens(source: LoadedSource): Token[] {
  if (source.mediaType !== 'text/csv') return tokens(source.text);
  const cells: Token[] = [];
  for (const match of source.text.matchAll(/[^,\n]+/g)) {
    for (const token of tokens(match[0])) cells.push({ ...token, range: { start: match.index + token.range.start, end: match.index + token.range.end } });
  }
  return cells;
}

const STOP_WORDS = new Set('a an and are as at be been but by for from had has have in is it its of on or our so that the their them then there these this those to was we were what when which while who will with you your'.split(' '));

/** Content words of a text, lower-cased, plurals folded. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []).filter((w) => !STOP_WORDS.has(w)).map((w) => w.replace(/(?:es|s)$/, ''));
}

/** Share of the claim's content words that occur in the source (v0's check for a claim without numbers or dates). */
function coverage(claimText: string, sourceText: string): number {
  const words = contentWords(claimText);
  if (words.length === 0) return 0;
  const inSource = new Set(contentWords(sourceText));
  return words.filter((w) => inSource.has(w)).length / words.length;
}

/** v0 threshold of content-word coverage for a claim without numbers or dates. */
const COVERAGE_THRESHOLD = 0.75;

function tokens(text: string): Token[] {
  return classifyText(text).spans.map((span) => {
    const after = /^\s*([A-Za-z_]+)/.exec(text.slice(span.range.end));
    return {
      kind: span.kind,
      value: normalise(span.kind, span.text),
      text: span.text,
      range: span.range,
      unit: (after?.[1] ?? '').toLowerCase(),
    };
  });
}

/** The line of the source around a range, as the passage that decided. */
function passageAt(text: string, range: Range): { text: string; range: Range } {
  const start = text.lastIndexOf('\n', range.start - 1) + 1;
  const newline = text.indexOf('\n', range.end);
  const end = newline === -1 ? text.length : newline;
  return { text: text.slice(start, end).trim(), range: { start, end } };
}

function unitMatches(claimUnit: string, sourceToken: Token, sourceText: string): boolean {
  if (claimUnit === '') return false;
  const stem = claimUnit.replace(/s$/, '');
  if (sourceToken.unit.replace(/s$/, '') === stem) return true;
  // JSON and CSV name the quantity before the value: "cases": 3737.
  const before = sourceText.slice(Math.max(0, sourceToken.range.start - 40), sourceToken.range.start).toLowerCase();
  return new RegExp(`${stem}s?["']?\\s*[:=,]\\s*["']?$`).test(before);
}

/** v0 deterministic support: every factual token of the claim must occur in the source. */
export function assessDeterministic(claimText: string, source: LoadedSource): DeterministicResult {
  const claimTokens = tokens(claimText);
  const sourceValues = sourceTokens(source);
  if (claimTokens.length === 0) {
    const share = coverage(claimText, source.text);
    return share >= COVERAGE_THRESHOLD
      ? { support: 'supported', rule: `no number or date; ${Math.round(share * 100)}% of the claim's content words occur in the source`, score: share }
      : { support: 'neutral', rule: `no number or date, and only ${Math.round(share * 100)}% of the claim's content words occur in the source`, score: share };
  }
  let firstMatch: Token | undefined;
  for (const token of claimTokens) {
    const match = sourceValues.find((s) => s.value === token.value || (token.kind === 'number' && s.kind === 'percentage' && s.value === `${token.value}%`));
    if (match) {
      firstMatch ??= match;
      continue;
    }
    const rival = sourceValues.find((s) => s.kind === token.kind && unitMatches(token.unit, s, source.text));
    if (rival) {
      return {
        support: 'refuted',
        rule: `the claim says ${token.text} ${token.unit}; the source gives ${rival.text}`,
        subject: token.text,
        passage: passageAt(source.text, rival.range),
        score: 1,
      };
    }
    return { support: 'neutral', rule: `${token.text} does not occur in the source`, subject: token.text, score: 0 };
  }
  return {
    support: 'supported',
    rule: `every number and date of the claim occurs in the source (${claimTokens.map((t) => t.text).join(', ')})`,
    ...(firstMatch ? { passage: passageAt(source.text, firstMatch.range) } : {}),
    score: 1,
  };
}

function relianceOf(claim: Claim, sourceId: string): Reliance {
  if (claim.origin === 'evidence-table') return 'support_only';
  return claim.inContextSourceIds.includes(sourceId) ? 'pre_generation' : 'unverifiable';
}

export async function createGroundingEngine(config: GroundingConfig): Promise<GroundingEngine> {
  if (config.tiers.some((tier) => tier !== 'deterministic')) {
    throw new Error(`grounding v0 has only the deterministic tier; configured: ${config.tiers.join(', ')}`);
  }
  return {
    id: ASSESSOR,
    async ground(claim, sources) {
      const assessments: SourceAssessment[] = claim.sourceRefs.map((sourceId) => {
        const source = sources.get(sourceId);
        if (!source) {
          return { sourceId, sourceSha256: '', support: 'neutral', reliance: 'unverifiable', status: 'unverifiable', assessor: ASSESSOR, rule: 'source not loaded', score: 0 };
        }
        const result = assessDeterministic(claim.text, source);
        const reliance = relianceOf(claim, sourceId);
        return {
          sourceId,
          sourceSha256: source.sha256,
          support: result.support,
          reliance,
          status: combine(result.support, reliance),
          assessor: ASSESSOR,
          rule: result.rule,
          ...(result.passage ? { passage: result.passage } : {}),
          ...(result.subject ? { subject: result.subject } : {}),
          score: result.score,
        };
      });
      return { claimId: claim.id, ...rollUp(assessments), assessments };
    },
    async close() {},
  };
}
