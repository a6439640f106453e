/**
 * @module grounding/antecedents: what a claim refers back to. "That is roughly two and a half times the 1,580 MB/s" or
 * "Decompression at that setting reaches 1,890 MB/s" take a value or a row from an earlier claim of the paragraph; the
 * source facts those earlier claims were aligned with are the claim's antecedents.
 */
import type { ClaimFact, ClaimReading } from './claim-facts.js';
import type { Section, SourceFact } from './source-facts.js';

/** A source fact an earlier claim of the paragraph stated (or misstated): one value the claim may refer back to. */
export interface Antecedent {
  readonly fact: SourceFact;
  /** Which earlier claim stated it: 0 for the first of the paragraph; the claim just before has the largest. */
  readonly claim: number;
}

/**
 * Words that point back: a pronoun ("it", "its"), a demonstrative that opens the claim or a clause ("That is ...",
 * "So ...", "against zlib, that is ..."), or one with a noun ("at that setting", "this release", "the same run").
 */
const REFERS_BACK =
  /^(?:that|this|these|those|so|here|there|they|their)\b|(?:^|[,;:]\s*)(?:that|this)\s+(?:is|was|means|meant|puts|put|makes|made|gives|gave|leaves|left|amounts)\b|\b(?:it|its|itself)\b|\b(?:that|this|these|those|the same|said)\s+(?:\p{L}+[\s-])?(?:setting|level|release|version|row|entry|run|figure|number|value|result|rate|speed|score|change|series|benchmark|test|one|framework|library|tool|package|model|variant|mode|configuration|option|point|case|year|month|day|period)s?\b/iu;

/** Does the claim refer back to something an earlier sentence said? */
export function refersBack(claim: ClaimReading): boolean {
  return REFERS_BACK.test(claim.folded.trim());
}

/**
 * The record (table row or list entry) the claim refers back to: the one row of the nearest earlier claim that names a
 * row ("Fastify managed 46,850 requests. That puts it in eighth place"). Undefined when that claim spans several rows.
 */
export function antecedentRecord(antecedents: readonly Antecedent[]): number | undefined {
  const records = nearestRecords(antecedents);
  return records.size === 1 ? [...records][0] : undefined;
}

/** The records (table rows or list entries) the nearest earlier claim that used any was about. */
export function nearestRecords(antecedents: readonly Antecedent[]): Set<number> {
  const inRows = antecedents.filter((a) => a.fact.record !== undefined);
  const nearest = Math.max(-1, ...inRows.map((a) => a.claim));
  return new Set(inRows.flatMap((a) => (a.claim === nearest && a.fact.record !== undefined ? [a.fact.record] : [])));
}

/** The release (a change log's heading section) the nearest earlier claim that names one was about. */
export function antecedentSection(antecedents: readonly Antecedent[]): Section | undefined {
  const headed = antecedents.filter((a) => a.fact.unit.kind === 'heading' && a.fact.unit.section);
  const nearest = Math.max(-1, ...headed.map((a) => a.claim));
  const sections = new Set(headed.filter((a) => a.claim === nearest).map((a) => a.fact.unit.section));
  return sections.size === 1 ? [...sections][0] : undefined;
}

/** The column (a table's or a list of records' key) of every measured antecedent; undefined when several or none. */
export function antecedentColumn(antecedents: readonly Antecedent[]): string | undefined {
  const columns = new Set(
    antecedents.flatMap((a) =>
      a.fact.record !== undefined && a.fact.value.kind === 'quantity' && !a.fact.fromKey ? [a.fact.key.join(' ')] : [],
    ),
  );
  return columns.size === 1 ? [...columns][0] : undefined;
}

/**
 * The antecedents a derived value may take as an operand: only when the claim refers back ("So a deferred call was
 * almost six times as expensive as a plain one", "That is roughly two and a half times ..."); a claim that does not
 * point back is not read against values it never names.
 */
export function operandsFor(claim: ClaimReading, antecedents: readonly Antecedent[], fact?: ClaimFact): SourceFact[] {
  // "... followed ten days later": a time after something points back by itself.
  const later = fact?.cue === 'interval' && fact.value.kind === 'quantity' && fact.value.quantity.dimension === 'time';
  return refersBack(claim) || later ? antecedents.map((a) => a.fact) : [];
}
