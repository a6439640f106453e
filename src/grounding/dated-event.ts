// A claim that ties a second event to its date ("..., when the new factory opened"): the event, a claim of its own.
import { readClaim } from './claim-facts.js';
import type { FactValue } from './values.js';

/** The parts of a claim whose date is also said of another event. */
export interface DatedEvent {
  /** The claim without the tied clause: "Revenue reached $4.2 billion in 2023". */
  readonly main: string;
  /** The tied clause as a claim of its own, dated as the claim: "the new factory opened in 2023". */
  readonly event: string;
  /** The tied clause as the claim words it: "the new factory opened". */
  readonly clause: string;
}

// ", when the new factory opened", ", the year the new factory opened", ", the same month Node 22 came out".
const TIED = /\s*,\s+(?:when|the (?:same |very )?(?:year|month|day|week|quarter)(?: (?:that|when|in which))?)\s+/iu;
const PREPOSITION = /\b(in|on|during|by)\s+$/iu;
const RELATIVE_TIME = /\b(?:before|after|earlier|later|prior|previous|next|since|until|ago)\b/iu;

/** A year or a date itself, not a bound ("before 2007") or a span. */
function exactDate(value: FactValue): boolean {
  if (value.kind === 'date') return !value.date.bound;
  return value.kind === 'quantity' && value.quantity.dimension === 'year' && value.quantity.qualifier === 'exact';
}

/**
 * "Revenue reached $4.2 billion in 2023, when the new factory opened" says the factory opened in 2023: the clause after
 * the date that ends the claim's first part, when it gives no figure or time of its own, is read as the event with that
 * date.
 * Undefined when the claim has no such clause.
 */
export function datedEvent(claimText: string): DatedEvent | undefined {
  const tie = TIED.exec(claimText);
  if (!tie) return undefined;
  const main = claimText.slice(0, tie.index);
  const clause = claimText.slice(tie.index + tie[0].length).replace(/[\s.!]+$/u, '');
  if (clause === '' || /[,;:()]/u.test(clause)) return undefined;
  const date = readClaim(main).facts.at(-1);
  if (date === undefined || !exactDate(date.value) || date.range.end !== main.length) return undefined;
  // (A clause with figures or times of its own, "when they only came 3rd the year before", is no event of that date.)
  if (
    RELATIVE_TIME.test(clause) ||
    readClaim(clause).facts.some((f) => f.value.kind === 'quantity' || f.value.kind === 'date')
  )
    return undefined;
  const day = date.value.kind === 'date' && date.value.date.day !== undefined;
  const preposition = PREPOSITION.exec(main.slice(0, date.range.start))?.[1]?.toLowerCase() ?? (day ? 'on' : 'in');
  return { main, event: `${clause} ${preposition} ${date.text}`, clause };
}
