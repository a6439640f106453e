/**
 * @module grounding/rows: what a claim says of a table's row beyond its values: another row's names, a name put under
 * another column, a value claimed of the other name of its row, a dashed pair the row does not give in order, and
 * whether a cell is its column's largest or smallest. Pure.
 */
import { claimWords, type ClaimReading } from './claim-facts.js';
import type { SourceFact, SourceModel, Unit } from './source-facts.js';
import { foldName } from './values.js';
import { contentRoots, rootOf } from './words.js';

/** Superlatives this tier checks over a column: the value is the column's largest, or its smallest. */
export const LARGEST = new Set([
  'highest',
  'most',
  'largest',
  'biggest',
  'greatest',
  'top',
  'maximum',
  'peak',
  'peaked',
]);

export const SMALLEST = new Set(['lowest', 'fewest', 'least', 'smallest', 'minimum']);

/** Superlatives whose direction is the measure's: the best time is the smallest, the best rate the largest. */
const BEST = new Set(['fastest', 'quickest', 'best', 'strongest', 'wins', 'win', 'won', 'leads', 'tops']);
const WORST = new Set(['slowest', 'worst', 'weakest', 'trails']);
/** Key words of a column of years or dates. */
const DATE_KEYS = new Set(contentRoots('year years date season'));

/** Superlatives of speed, and the key words of a column of speeds. */
const SPEED = new Set(['fastest', 'quickest', 'slowest']);
const SPEED_KEYS = new Set(
  contentRoots('speed throughput bandwidth requests rate compression decompression decompress'),
);
/** Key words of a measure where less is better (a latency, a duration, errors). */
const LESS_IS_BETTER = new Set(
  contentRoots('latency latencies delay duration time elapsed interval period timeout errors failures loss'),
);

/**
 * The direction a superlative asks of a cell's column: 1 for its largest, -1 for its smallest, 0 when the word is no
 * superlative. "Fastest" and "wins" are the largest of a rate and the smallest of a time.
 */
export function superlativeDirection(word: string, s: SourceFact): number {
  if (LARGEST.has(word)) return 1;
  if (SMALLEST.has(word)) return -1;
  if (!BEST.has(word) && !WORST.has(word)) return 0;
  const timed =
    s.value.kind === 'quantity' &&
    (/^(?:time|rate)/u.test(s.value.quantity.dimension) || s.key.some((k) => LESS_IS_BETTER.has(k)));
  // "Fastest" and "slowest" are said of a speed or a time, never of a ratio or a count of something else.
  if (SPEED.has(word) && !timed && !s.key.some((k) => SPEED_KEYS.has(k))) return 0;
  const lessIsBetter =
    // Stryker disable next-line MethodExpression: the one dimension of times is "time", which starts and ends with it
    (s.value.kind === 'quantity' && s.value.quantity.dimension.startsWith('time')) ||
    s.key.some((k) => LESS_IS_BETTER.has(k));
  // Stryker disable next-line ArithmeticOperator: both factors are 1 or -1, so dividing gives the product
  return (BEST.has(word) ? 1 : -1) * (lessIsBetter ? -1 : 1);
}

/** Is a cell strictly the largest (direction 1) or smallest (-1) of its column, over at least three rows? */
export function isExtreme(s: SourceFact, direction: number, model: SourceModel, year?: number): boolean {
  const column = columnOf(s, model, year);
  if (new Set(column.map((f) => f.record)).size < 3) return false;
  return column.every((f) => f.record === s.record || direction * (valueOf(s) - valueOf(f)) > 0);
}

/** The cell of another row that is strictly its column's largest (direction 1) or smallest (-1): the row that wins. */
export function extremeRival(
  s: SourceFact,
  direction: number,
  model: SourceModel,
  year?: number,
): SourceFact | undefined {
  const column = columnOf(s, model, year);
  if (new Set(column.map((f) => f.record)).size < 3) return undefined;
  const top = column.find((f) => column.every((g) => g === f || direction * (valueOf(f) - valueOf(g)) > 0));
  return top && top.record !== s.record ? top : undefined;
}

/**
 * A cell's rank in its column, best first (1 for the largest rate or the smallest time), over at least three rows;
 * undefined when another row ties with it.
 */
export function rankOf(s: SourceFact, model: SourceModel): number | undefined {
  const column = columnOf(s, model);
  if (new Set(column.map((f) => f.record)).size < 3) return undefined;
  const direction = superlativeDirection('best', s);
  const others = column.filter((f) => f.record !== s.record);
  if (others.some((f) => valueOf(f) === valueOf(s))) return undefined;
  return 1 + others.filter((f) => direction * (valueOf(f) - valueOf(s)) > 0).length;
}

/** The cell that leads a cell's column (its largest rate or smallest time), strictly, over at least three rows. */
export function leaderOf(s: SourceFact, model: SourceModel): SourceFact | undefined {
  const direction = superlativeDirection('best', s);
  return isExtreme(s, direction, model) ? s : extremeRival(s, direction, model);
}

/**
 * The cells of a cell's column (the same key, section and measure), over the rows of its table or list; in a table of
 * several series (one row per year for each source), over the rows of the cell's own series.
 */
function columnOf(s: SourceFact, model: SourceModel, year?: number): SourceFact[] {
  // Years and dates are ordered by "latest" and "earliest", not by a superlative of a measure.
  if ((s.value.kind === 'quantity' && s.value.quantity.dimension === 'year') || s.key.some((k) => DATE_KEYS.has(k)))
    // Stryker disable next-line ArrayDeclaration: every caller asks for three rows, which a column of one non-cell lacks
    return [];
  const column = wholeColumn(s, model);
  // ("The highest share of any country in 2023": the rows of that year, one per series.)
  if (year !== undefined && s.row.includes(`y:${year}`)) return column.filter((f) => f.row.includes(`y:${year}`));
  const series = seriesOf(s);
  const own = column.filter((f) => seriesOf(f) === series);
  const several = new Set(column.map(seriesOf)).size > 1;
  return several && series !== '' && new Set(own.map((f) => f.record)).size >= 3 ? own : column;
}

/** The words that name a row (its label cells, not its dates or numbers): "fossil", "fuel". */
export function seriesWords(s: SourceFact): string[] {
  return s.row.filter((r) => /\p{L}/u.test(r) && !r.includes(':'));
}

/** The words that name a row's series, as one string: "fossil fuel". */
export function seriesOf(s: SourceFact): string {
  return seriesWords(s).sort().join(' ');
}

/** The year of a row of a series ("y:2016" of "2016-01-01,Fossil Fuels"), if it has one. */
export function rowYear(s: SourceFact): number | undefined {
  const token = s.row.find((r) => r.startsWith('y:'));
  return token === undefined ? undefined : Number(token.slice(2));
}

/** The words of a row that gives a total itself. */
const TOTAL_ROW = new Set(['total', 'all', 'sum', 'overall'].map(rootOf));
/** The records of each model whose name is a total's ("Total", "All sources", "Grand total"). */
const totalRecords = new WeakMap<SourceModel, Set<number | Unit>>();

/**
 * A row the table labels as the total ("Total", "All sources"): the total of the others, not one of them. ("All" is no
 * content word, so the row's name is read as written.)
 */
export function isTotalRow(s: SourceFact, model: SourceModel): boolean {
  if (s.row.some((r) => TOTAL_ROW.has(r))) return true;
  let named = totalRecords.get(model);
  if (!named) {
    const total = (f: SourceFact): boolean =>
      f.value.kind === 'name' && /^(?:total|all|all \S+|grand total)$/iu.test(f.text);
    // (A row's label, "All counties" in the first column, names its row's unit; a later cell its record.)
    named = new Set(model.facts.filter(total).map((f) => f.record ?? f.unit));
    totalRecords.set(model, named);
  }
  return (s.record !== undefined && named.has(s.record)) || named.has(s.unit);
}

/** The cells of a cell's column over the rows of its table (a total row only with other totals). */
function wholeColumn(s: SourceFact, model: SourceModel): SourceFact[] {
  if (s.record === undefined || s.value.kind !== 'quantity') return [];
  const dimension = s.value.quantity.dimension;
  const total = isTotalRow(s, model);
  return model.facts.filter(
    (f) =>
      f.record !== undefined &&
      isTotalRow(f, model) === total &&
      !f.fromKey &&
      // Counts of lists compare with counts of lists ("256 frames, more than any other").
      f.counted === s.counted &&
      f.value.kind === 'quantity' &&
      f.value.quantity.dimension === dimension &&
      f.key.join(' ') === s.key.join(' ') &&
      f.unit.section === s.unit.section,
  );
}

function valueOf(f: SourceFact): number {
  return f.value.kind === 'quantity' ? f.value.quantity.value : NaN;
}

/**
 * Words of the claim that its row does not hold but another row of the same table does ("kardinia park" when the row
 * gives "glenferrie oval"): the claim names another row's entity, so its values may belong to a different row.
 */
export function otherRowWords(claim: ClaimReading, rows: readonly Unit[], model: SourceModel): string | undefined {
  if (rows.length === 0) return undefined;
  const own = new Set([...rows.flatMap((u) => u.roots), ...model.titleRoots]);
  // Rows of the same table (the same section), not another table of the document.
  const sections = new Set(rows.map((u) => u.section));
  const table = model.units.filter((u) => u.kind === 'row' && sections.has(u.section) && u.roots.length > 0);
  // A word every row has (a column's name, "year: 2001-01-01") names no row in particular.
  const everywhere = new Set(table[0]?.roots.filter((r) => table.every((u) => u.roots.includes(r))));
  const others = new Set(
    table.filter((u) => !rows.includes(u)).flatMap((u) => u.roots.filter((r) => !everywhere.has(r))),
  );
  const roots = claimWords(claim);
  return roots.find((r) => r.length >= 3 && !own.has(r) && others.has(r));
}

/**
 * A role swap in a row, said in words: the claim puts a name of the row under one column's words ("the home team
 * brentford") while the row gives it under another column ("away team: brentford"), and never names that other column.
 */
export function swappedRole(claim: ClaimReading, rows: readonly Unit[], model: SourceModel): string | undefined {
  const said = new Set(claim.roots);
  const whole = ` ${foldName(claim.folded)} `;
  for (const row of rows) {
    const cells = model.facts.filter((s) => s.unit === row && s.value.kind === 'name');
    for (const cell of cells) {
      const inCell = contentRoots(cell.text).filter((r) => said.has(r) && r.length >= 3);
      if (inCell.length === 0) continue;
      // Another column the claim names by a word that is only that column's, while it names none of the cell's own.
      const other = cells.find((c) => {
        if (c === cell || inCell.some((r) => contentRoots(c.text).includes(r))) return false;
        const theirs = c.key.filter((k) => !cell.key.includes(k));
        const ours = cell.key.filter((k) => !c.key.includes(k));
        return theirs.some((k) => said.has(k)) && !ours.some((k) => said.has(k));
      });
      if (other)
        return `the claim puts "${cell.text}" under "${keyText(other)}", but the source gives it in another column of that row`;
    }
    // Said outright: "the home team be hawthorn", "hawthorn was the home team", when the row gives hawthorn as its away
    // team.
    for (const cell of cells) {
      const name = foldName(cell.text);
      // ("north melbourne was the away team" does not say "melbourne was the away team": a longer name of the row that
      // holds this one is read whole.)
      const written = cells
        .map((c) => foldName(c.text))
        .filter((n) => n !== name && n.includes(name))
        .reduce((text, n) => text.split(` ${n} `).join(' _ '), whole);
      // Stryker disable next-line StringLiteral: the pattern below matches only a name written between spaces anyway
      if (name.length < 3 || !written.includes(` ${name} `)) continue;
      for (const other of cells) {
        const column = foldName(keyText(other));
        // Stryker disable next-line StringLiteral: the pattern below matches only a column written between spaces anyway
        if (other === cell || column.length < 3 || !written.includes(` ${column} `) || foldName(other.text) === name)
          continue;
        if (foldName(keyText(cell)) === column) continue;
        const is = '(?:be|is|was|are|were)';
        // (The column's words must stand alone: "the ain alsouknha tournament be winner" names no column "tournament".)
        if (
          new RegExp(
            `(?:^| the | when | where | while | and | if )${column} ${is} (?:the )?${name} | ${name} ${is} the ${column} `,
            // Stryker disable next-line StringLiteral: folded letters, digits and spaces match the same without the u flag
            'u',
          ).test(written)
        )
          return `the claim gives "${cell.text}" as the ${keyText(other)}, but the source gives it as the ${keyText(cell)} (the ${keyText(other)} is ${other.text})`;
      }
    }
  }
  return undefined;
}

/**
 * A value whose column belongs to a name column of its row ("away team score" to "away team"), claimed of the name in a
 * sibling column ("footscray be score 18.11 (119)" when footscray is the home team and 18.11 the away team's score).
 */
export function otherOwner(claim: ClaimReading, cells: readonly SourceFact[], model: SourceModel): string | undefined {
  // (With the words of the claim's names: "The team Footscray scored 8.5 (53)" names Footscray.)
  const said = new Set(claimWords(claim));
  const names = (c: SourceFact): boolean => contentRoots(c.text).some((r) => r.length >= 3 && said.has(r));
  for (const value of cells) {
    if (value.value.kind === 'name') continue;
    const rowNames = model.facts.filter((s) => s.unit === value.unit && s.value.kind === 'name' && s.key.length > 0);
    const owner = rowNames.find((c) => c.key.every((k) => value.key.includes(k)) && c.key.length < value.key.length);
    if (!owner || names(owner)) continue;
    const sibling = rowNames.find(
      (c) => c !== owner && c.key.some((k) => owner.key.includes(k)) && !c.key.every((k) => value.key.includes(k)),
    );
    // "the away team score be 8.5 (53) when the home team be north melbourne" says whose score it is.
    const whose = owner.key.filter((k) => !sibling?.key.includes(k));
    if (sibling && names(sibling) && !whose.some((k) => said.has(k)))
      return `the source gives ${value.text} for "${keyText(value)}", which is ${owner.text}'s, not ${sibling.text}'s`;
  }
  return undefined;
}

/**
 * A pair written with a dash ("1 - 0", "204 - 304", a score, a record, a span) that no supporting passage gives in that
 * order: its numbers alone, or the same numbers the other way round, do not state it.
 */
export function unstatedPair(claim: ClaimReading, units: readonly Unit[]): string | undefined {
  // (Not a date, a version or a span of years, "2001-17", whose values are checked as such.)
  const years = (f: ClaimReading['facts'][number]): boolean =>
    f.value.kind === 'quantity' && f.value.quantity.dimension === 'year' && f.value.quantity.qualifier === 'range';
  const dated = claim.facts
    .filter((f) => f.value.kind === 'date' || f.value.kind === 'version' || years(f))
    .map((f) => f.at);
  for (const m of claim.folded.matchAll(PAIR)) {
    // Stryker disable next-line OptionalChaining: group 1 takes part in every match
    const at = m.index + (m[1]?.length ?? 0);
    if (dated.some((r) => at >= r.start && at < r.end)) continue;
    // Stryker disable next-line StringLiteral: group 2 takes part in every match, so the fallback is never used
    const numbers = (m[2] ?? '').split(/\s?[-–—]\s?/u);
    // (Leading zeros aside: "2004 - 5" is the source's "2004 - 05".)
    const num = (x: string): string => `0*${x.replace(/^0+(?=\d)/u, '').replace('.', '\\.')}`;
    // Stryker disable next-line StringLiteral: the pattern holds only ASCII digits, points, \s and BMP dashes, which match the same without the u flag
    const same = new RegExp(`(?<![\\d.])${numbers.map(num).join('\\s*[-–—:]\\s*')}(?!\\d|\\.\\d)`, 'u');
    if (!units.some((u) => same.test(u.text))) return numbers.join(' - ');
  }
  return undefined;
}

/** Two or more numbers joined by dashes: a score, a record, a span, a code. */
const PAIR = /(^|[^\p{L}\d.:])(\d+(?:\.\d+)?(?:\s?[-–—]\s?\d+(?:\.\d+)?)+)(?![\d:]|\.\d)/gu;

/** A fact's column or key as the source writes it. */
export function keyText(s: SourceFact): string {
  return /^"([^"]+)" of the row/u.exec(s.label)?.[1] ?? s.label;
}
