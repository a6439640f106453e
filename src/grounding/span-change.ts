/**
 * @module grounding/span-change: a change a claim says a series made over years without giving its size ("users fell
 * between 2018 and 2023", "downloads doubled from 2022 to 2023", "have quadrupled since 2020"): the series' values in
 * the first and the last year must move that way, and by that factor. Pure.
 */
import { claimWords, type ClaimReading } from './claim-facts.js';
import { FALL, RISE } from './quantities.js';
import { rowYear, seriesOf, seriesWords } from './rows.js';
import type { SourceFact, SourceModel } from './source-facts.js';
import { yearOf } from './values.js';

/** Words of a change by a factor, with the factor. */
const FACTOR_WORDS: Record<string, number> = { doubled: 2, tripled: 3, trebled: 3, quadrupled: 4, halved: 0.5 };
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
Object.assign(NUMBER_WORDS, { nine: 9, ten: 10, twenty: 20, hundred: 100 });
const FACTOR = /\b(doubled|tripled|trebled|quadrupled|halved|([a-z]+|\d+(?:\.\d+)?)[- ]?fold)\b/iu;
/** "More than doubled", "nearly tripled": the factor is a bound. */
const FACTOR_BOUND = /\b(?:(more than|over|at least)|(nearly|almost|close to))\s+$/iu;

export interface SpanChange {
  readonly support: 'supported' | 'refuted' | 'neutral';
  readonly why: string;
  /** The series' values in the first and the last year, when found. */
  readonly by: readonly SourceFact[];
}

/** The years a claim's change runs over: a span ("between 2018 and 2023"), two years, or "since 2020" to the latest. */
function yearsOf(claim: ClaimReading, model: SourceModel): [number, number] | undefined {
  const years = claim.facts.flatMap((f) =>
    f.value.kind === 'quantity' && f.value.quantity.dimension === 'year' ? [f] : [],
  );
  const range = years.find((f) => f.value.kind === 'quantity' && f.value.quantity.qualifier === 'range');
  if (range?.value.kind === 'quantity' && years.length === 1)
    return [Math.round(range.value.quantity.lo), Math.round(range.value.quantity.hi)];
  // Stryker disable next-line MethodExpression: every fact in years is a year, so yearOf gives each a number and the filter drops none
  const single = years.map((f) => yearOf(f.value)).filter((y): y is number => y !== undefined);
  if (single.length === 2 && single[0] !== single[1])
    return [Math.min(...single), Math.max(...single)] as [number, number];
  const since = years.length === 1 && years[0] ? /\bsince\s+$/iu.test(claim.folded.slice(0, years[0].at.start)) : false;
  const first = single[0];
  if (!since || first === undefined) return undefined;
  const latest = Math.max(-Infinity, ...model.facts.map((s) => rowYear(s) ?? -Infinity));
  return latest > first ? [first, latest] : undefined;
}

/** The factor a claim says ("doubled", "tenfold", "4-fold"), with its bound; undefined when it says none. */
function factorOf(claim: ClaimReading): { factor: number; bound?: 'over' | 'near' } | undefined {
  const m = FACTOR.exec(claim.folded);
  if (!m?.[1]) return undefined;
  const word = m[1].toLowerCase();
  const count = m[2]?.toLowerCase();
  const factor = FACTOR_WORDS[word] ?? (count ? (NUMBER_WORDS[count] ?? Number(count)) : undefined);
  if (factor === undefined || !Number.isFinite(factor) || factor <= 0) return undefined;
  const bound = FACTOR_BOUND.exec(claim.folded.slice(0, m.index));
  return { factor, ...(bound ? { bound: bound[1] ? 'over' : 'near' } : {}) };
}

/**
 * The change the claim says a series made over its years, checked on the series' first and last values; undefined when
 * the claim gives a size of its own (other checks read it) or says no change over years. When the series is not clear
 * the claim is left to a person: the change is never taken as said.
 */
export function spanChange(claim: ClaimReading, model: SourceModel): SpanChange | undefined {
  const values = claim.facts.filter(
    (f) => f.value.kind !== 'name' && !(f.value.kind === 'quantity' && f.value.quantity.dimension === 'year'),
  );
  if (values.length > 0) return undefined;
  // (A factor says its direction: "doubled" is a rise, "halved" a fall.)
  const factor = factorOf(claim);
  const rise = RISE.test(claim.folded) || (factor !== undefined && factor.factor > 1);
  const fall =
    FALL.test(claim.folded) || /\blost\b/iu.test(claim.folded) || (factor !== undefined && factor.factor < 1);
  if (rise === fall && !factor) return undefined;
  const span = yearsOf(claim, model);
  if (!span) return undefined;
  const [from, to] = span;
  const said = new Set(claimWords(claim));
  // The series: the cells of one column and one row name in the first and the last year, named by the claim.
  const series = new Map<string, SourceFact[]>();
  for (const s of model.facts) {
    const year = rowYear(s);
    if (s.record === undefined || s.value.kind !== 'quantity' || s.fromKey || s.counted) continue;
    if ((year !== from && year !== to) || s.key.every((k) => k === 'year' || k === 'date')) continue;
    if (!seriesWords(s).every((w) => said.has(w))) continue;
    const name = seriesOf(s);
    const id = `${name}|${s.key.join(' ')}`;
    series.set(id, [...(series.get(id) ?? []), s]);
  }
  let found = [...series.values()].filter((cells) => cells.length === 2 && new Set(cells.map(rowYear)).size === 2);
  // Stryker disable next-line OptionalChaining: every series in found has two cells, so cells[0] is always there
  if (found.length > 1) found = found.filter((cells) => cells[0]?.key.some((k) => said.has(k)));
  const cells = found.length === 1 ? found[0] : undefined;
  const first = cells?.find((s) => rowYear(s) === from);
  const last = cells?.find((s) => rowYear(s) === to);
  const change = factor ? `changed by a factor of ${Number(factor.factor.toPrecision(3))}` : rise ? 'rose' : 'fell';
  if (!first || !last || first.value.kind !== 'quantity' || last.value.kind !== 'quantity')
    return {
      support: 'neutral',
      why: `the claim says a series ${change} from ${from} to ${to}, and no one series of the source it names gives both years`,
      by: [],
    };
  const [a, b] = [first.value.quantity.value, last.value.quantity.value];
  const ratio = a === 0 ? Infinity : b / a;
  const shown = `the source gives ${first.text} for ${from} and ${last.text} for ${to}`;
  if ((rise && !fall && b <= a) || (fall && !rise && b >= a))
    return { support: 'refuted', why: `${shown}: not the ${rise ? 'rise' : 'fall'} the claim says`, by: [first, last] };
  if (factor) {
    const { factor: f, bound } = factor;
    const fits =
      bound === 'over'
        ? ratio > f
        : bound === 'near'
          ? ratio >= f * 0.85 && ratio <= f * 1.02
          : Math.abs(ratio - f) <= f * 0.1;
    if (!fits)
      return {
        support: 'refuted',
        why: `${shown}, ${ratio.toFixed(ratio < 10 ? 2 : 1)} times the first, not the factor of ${f} the claim says`,
        by: [first, last],
      };
  }
  return { support: 'supported', why: shown, by: [first, last] };
}
