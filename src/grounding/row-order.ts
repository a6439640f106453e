/**
 * @module grounding/row-order: two rows of a table a claim puts in order by a measure without giving a value ("Koa
 * serves more requests per second than Hapi", "XXH32 is faster than XXH3"): the measure's cells of the two rows must
 * lie that way. Pure.
 */
import type { ClaimReading } from './claim-facts.js';
import { isSpeed } from './derived.js';
import type { SourceFact, SourceModel } from './source-facts.js';
import { wholeWordAt } from './text.js';
import { contentRoots } from './words.js';

/** The words that order two things, each with the side it puts the first on: 1 the larger, -1 the smaller. */
const SIDES: Readonly<Record<string, 1 | -1>> = {
  more: 1,
  higher: 1,
  greater: 1,
  larger: 1,
  bigger: 1,
  longer: 1,
  fewer: -1,
  less: -1,
  lower: -1,
  smaller: -1,
  shorter: -1,
};
/** Words of speed: the faster is the larger rate and the smaller time. */
const SPEEDS: Readonly<Record<string, 1 | -1>> = { faster: 1, quicker: 1, slower: -1 };

/** A word of order, then up to five words ("more requests per second"), then "than" right before the second row. */
const ORDER_WORD = new RegExp(
  `\\b(${[...Object.keys(SIDES), ...Object.keys(SPEEDS)].join('|')})\\b(?:\\s+\\p{L}+){0,5}?\\s+than\\s+(?:the\\s+|that\\s+of\\s+)?$`,
  'u',
);

/** Two rows the claim orders, the measure it orders them by, and whether the source's cells lie that way. */
export interface RowOrder {
  readonly holds: boolean;
  /** The cells of the measure in the first row the claim names and in the one after "than". */
  readonly first: SourceFact;
  readonly second: SourceFact;
  /** The row names as the source writes them, and the claim's word of order ("more"). */
  readonly names: readonly [string, string];
  readonly word: string;
}

/**
 * The order a claim gives two rows named by their whole labels, the second right after "than" ("A ... more ... than
 * B", "B's" too): undefined when the claim gives a value, negates, or names no such two rows, and when no measure is
 * the one it means (the one whose column the claim names; else, for "faster" or "slower", every speed, which must
 * agree; else the rows' one measure).
 */
export function rowOrder(claim: ClaimReading, model: SourceModel): RowOrder | undefined {
  if (claim.facts.some((f) => f.value.kind !== 'name')) return undefined;
  const text = claim.folded.toLowerCase();
  const rows = rowNames(model)
    .map((row) => ({ ...row, at: wholeWordAt(text, row.name) }))
    .filter((row) => row.at !== undefined);
  if (rows.length !== 2) return undefined;
  const [a, b] = [...rows].sort((x, y) => (x.at ?? 0) - (y.at ?? 0)) as [(typeof rows)[number], (typeof rows)[number]];
  const between = text.slice((a.at ?? 0) + a.name.length, b.at);
  const word = ORDER_WORD.exec(between)?.[1];
  const side = word === undefined ? undefined : (SIDES[word] ?? SPEEDS[word]);
  if (word === undefined || side === undefined || /\b(?:not|never|no)\b|n't\b/u.test(text)) return undefined;
  const words = new Set(contentRoots(text));
  const measures = (row: SourceFact): SourceFact[] =>
    model.facts.filter(
      (s) =>
        !s.rowName &&
        s.value.kind === 'quantity' &&
        s.record !== undefined &&
        (row.record !== undefined ? s.record === row.record : s.unit === row.unit),
    );
  const own = measures(a.row);
  const named = own.filter((s) => s.key.some((k) => words.has(k)));
  // (Every speed the rows give, for "faster" said of no one measure: they must agree.)
  const speeds = SPEEDS[word] !== undefined ? own.filter(isSpeed) : [];
  const meant = named.length === 1 ? named : speeds.length > 0 ? speeds : own.length === 1 ? own : [];
  const orders = meant.flatMap((first) => {
    const second = measures(b.row).find((s) => s.key.join(' ') === first.key.join(' '));
    if (first.value.kind !== 'quantity' || second?.value.kind !== 'quantity') return [];
    // (Of times, the faster is the smaller.)
    const larger = SPEEDS[word] !== undefined && first.value.quantity.dimension === 'time' ? -side : side;
    const holds = Math.sign(first.value.quantity.value - second.value.quantity.value) === larger;
    return [{ holds, first, second, names: [a.name, b.name] as const, word }];
  });
  const [order] = orders;
  return orders.length === meant.length && orders.every((o) => o.holds === order?.holds) ? order : undefined;
}

/** The rows of the source's tables and lists of records by their names, but names several rows share. */
function rowNames(model: SourceModel): { name: string; row: SourceFact }[] {
  const named = model.facts.flatMap((s) =>
    s.rowName && s.value.kind === 'name' ? [{ name: s.value.name, row: s }] : [],
  );
  return named.filter((x) => named.filter((y) => y.name.toLowerCase() === x.name.toLowerCase()).length === 1);
}
