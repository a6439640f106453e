/**
 * @module grounding/derived: values a claim states from two source values: a difference ("nine points ahead"), a change
 * ("an increase of 12%"), a ratio ("five times"), a share ("40% of the contributors") or the time between two dates
 * ("two days apart"). Only asked for when the claim's own words call for it, and only over values aligned with it.
 */
import type { ClaimFact } from './claim-facts.js';
import { LIMIT } from './quantities.js';
import { rowYear } from './rows.js';
import { versionToken, type SourceFact } from './source-facts.js';
import { extractVersions } from './values.js';
import { rootOf } from './words.js';

export interface Derivation {
  readonly match: boolean;
  readonly from: readonly SourceFact[];
  readonly why?: string;
  /** The claim names both releases and says one came out the span before or after the other: a mismatch refutes it. */
  readonly refutes?: boolean;
}

const DAY = 86400;
/** Pairs tried at most: the best-aligned values only. */
const MAX_CANDIDATES = 6;

/** Values the author pointed at: the claim's own or an earlier claim's (see antecedents). */
export interface Chosen {
  readonly facts: ReadonlySet<SourceFact>;
  /** Of those, the values an earlier claim stated. */
  readonly earlier: ReadonlySet<SourceFact>;
  /** The claim refers back ("that is five times ..."): the value referred to is the comparison's subject. */
  readonly subject: boolean;
  /** The row it refers back to ("it" is Fastify's row): a comparison it asks for starts from that row. */
  readonly record?: number;
}

const NONE: Chosen = { facts: new Set(), earlier: new Set(), subject: false };

/** Try to state the claim's value from two aligned source values; undefined when the claim asks for no derivation. */
export function deriveValue(
  fact: ClaimFact,
  aligned: readonly { fact: SourceFact; score: number }[],
  dates: readonly SourceFact[] = [],
  chosen: Chosen = NONE,
): Derivation | undefined {
  if (fact.value.kind !== 'quantity' || !fact.cue) return undefined;
  const q = fact.value.quantity;
  // (A limit, "retries up to three times", is a number the source states, not one two others make.)
  if (q.qualifier === 'bound' && LIMIT.test(fact.text)) return undefined;
  if (fact.cue === 'interval' && q.dimension === 'time') return between(fact, dates, chosen);
  if (fact.cue === 'product') return product(fact, aligned, chosen);
  const usable = aligned.filter((a) => a.fact.value.kind === 'quantity' && Number.isFinite(valueOf(a.fact)));
  // Rows the claim names whole ("the open championship") are the ones it compares, when it names two such rows; a row
  // it names in part ("us open") is not one of them.
  const whole = usable.filter((a) => a.fact.record !== undefined && namedWhole(fact, a.fact));
  const rows = new Set(whole.map((a) => a.fact.record));
  const ranked = (rows.size >= 2 ? whole : usable).sort((a, b) => b.score - a.score).slice(0, MAX_CANDIDATES);
  const values = ranked.map((a) => a.fact);
  // A value the claim names by two of its words ("a plain call" for "a plain function call ... costs about 7ns").
  const named = new Set(ranked.filter((a) => a.score >= 2).map((a) => a.fact));
  const pointed = (x: SourceFact): boolean => chosen.facts.has(x) || (chosen.earlier.size > 0 && named.has(x));
  if (values.length < 2) return undefined;
  const inside = (x: number): boolean => x >= q.lo - 1e-9 && x <= q.hi + 1e-9;
  for (let i = 0; i < values.length; i += 1) {
    for (let j = 0; j < values.length; j += 1) {
      if (i === j) continue;
      const a = values[i] as SourceFact;
      const b = values[j] as SourceFact;
      const [x, y] = [valueOf(a), valueOf(b)];
      if (!sameDimension(a, b)) continue;
      // Two numbers of prose are compared only within one sentence ("35ns, reduced from about 50ns"), unless the author
      // pointed at them; data values of any two fields or rows the claim names.
      if ((inProse(a) || inProse(b)) && a.unit !== b.unit && !(pointed(a) && pointed(b))) continue;
      // A value referred back to is compared with the same column of another row, not with another column.
      if (
        (chosen.earlier.has(a) || chosen.earlier.has(b)) &&
        a.record !== undefined &&
        b.record !== undefined &&
        a.key.join(' ') !== b.key.join(' ')
      )
        continue;
      if (chosen.record !== undefined && a.record !== chosen.record && b.record !== chosen.record) continue;
      // Two rows are compared in one table; "faster" and "slower" only in a column of speeds or times (not "Memory").
      if (a.record !== undefined && b.record !== undefined && a.unit.section !== b.unit.section) continue;
      if (fact.bySpeed && (!isSpeed(a) || !isSpeed(b))) continue;
      // Two rows are compared in one column ("x86 speed" of one row is no match for "ARM speed" of another).
      if (
        a.record !== undefined &&
        b.record !== undefined &&
        a.record !== b.record &&
        a.key.join(' ') !== b.key.join(' ')
      )
        continue;
      // Stryker disable next-line ArrayDeclaration: a string in the list reads as kind "S" and value "t", never inside a range
      const candidates: [string, number][] = [];
      if (fact.cue === 'difference' || fact.cue === 'change') candidates.push(['difference', x - y]);
      // (A comparison's percent is of the value it compares with: "50% fewer than alpha" is of alpha's.)
      const base = !fact.direction || subjectOf(fact, a, b, chosen) !== b;
      if ((fact.cue === 'change' || fact.cue === 'difference') && q.dimension === 'percent' && y !== 0 && base)
        // Stryker disable next-line StringLiteral: the kind is only ever compared with 'share'
        candidates.push(['change', ((x - y) / y) * 100]);
      if (fact.cue === 'ratio' && y !== 0) candidates.push(['ratio', x / y]);
      if (fact.cue === 'share' && q.dimension === 'percent' && y !== 0 && x < y)
        candidates.push(['share', (x / y) * 100]);
      // "A has 5 fewer wins than B": A, named first, has the smaller value.
      if (fact.direction && !inDirection(fact, a, b, chosen)) continue;
      // "Rose by almost 17% from 2022 to 2023": of two values dated by year, the later less the earlier, signed.
      const [ya, yb] = [yearOfCell(a), yearOfCell(b)];
      if (
        fact.moved &&
        ya !== undefined &&
        yb !== undefined &&
        ya !== yb &&
        Math.sign(ya - yb) * Math.sign(x - y) !== fact.moved
      )
        continue;
      for (const [kind, v] of candidates) {
        if (inside(v) || (kind !== 'share' && inside(Math.abs(v)))) return { match: true, from: [a, b] };
      }
    }
  }
  return {
    match: false,
    from: values.slice(0, 2),
    why: `the source does not state ${fact.text}, and no two of the values it gives for this make it`,
  };
}

/**
 * A count times what each one takes ("ten frames at 80 ms works out to 800 ms"), only over values the author pointed at
 * (the claim's own or an earlier claim's): never two values picked from the source.
 */
function product(
  fact: ClaimFact,
  aligned: readonly { fact: SourceFact; score: number }[],
  chosen: Chosen,
): Derivation | undefined {
  if (fact.value.kind !== 'quantity') return undefined;
  const q = fact.value.quantity;
  const pointed = aligned.map((a) => a.fact).filter((f) => chosen.facts.has(f) && f.value.kind === 'quantity');
  const counts = pointed.filter((f) => f.value.kind === 'quantity' && f.value.quantity.dimension === 'count');
  const each = pointed.filter((f) => f.value.kind === 'quantity' && f.value.quantity.dimension !== 'count');
  if (counts.length === 0) return undefined;
  for (const n of counts)
    for (const e of [...each, ...counts.filter((c) => c !== n)]) {
      const v = valueOf(n) * valueOf(e);
      if (v >= q.lo - 1e-9 && v <= q.hi + 1e-9) return { match: true, from: [n, e] };
    }
  return {
    match: false,
    from: pointed.slice(0, 2),
    why: `the source does not state ${fact.text}, and the values the claim points at do not make it`,
  };
}

/** Words that say a release came out ("2.0.1 came out two weeks after 2.0.0", "shipped", "followed"). */
const RELEASED = new Set(
  ['released', 'came', 'shipped', 'arrived', 'followed', 'landed', 'published', 'tagged'].map(rootOf),
);
/** Words that end a span with no release of its own: "ten days later" runs from the release said before. */
const RELATIVE_ENDS = new Set(['later', 'earlier', 'afterwards', 'afterward'].map(rootOf));

/** A release as its date's label writes it ("2.0.0" for the token "v:2"), else as the token gives it. */
function writtenVersion(date: SourceFact, token: string): string {
  const found = extractVersions(date.label).find((v) => versionToken(v.version, v.suffix) === token);
  return found?.text ?? token.slice(2);
}

/** Days between the two dates the claim's versions or words point at. */
function between(fact: ClaimFact, dates: readonly SourceFact[], chosen: Chosen): Derivation | undefined {
  const tokens = fact.all.filter((t) => t.startsWith('v:'));
  const picked = dates.filter((d) => d.key.some((k) => tokens.includes(k)));
  // "Version 1.0.0 followed ten days later": the other end is the date the claim before it gave, or the date of the
  // release it named ("The JWS serializers were removed in 2.0.0. A week later, 2.0.1 ...").
  const earlier = [
    ...new Set(
      [...chosen.earlier].flatMap((d) => {
        if (d.value.kind === 'date') return [d];
        const release = d.value.kind === 'version' ? d.key.filter((k) => k.startsWith('v:')) : [];
        return dates.filter((x) => x.key.some((k) => release.includes(k)));
      }),
    ),
  ].filter((d) => !picked.includes(d));
  const pair =
    picked.length === 2 ? picked : picked.length === 1 && earlier.length === 1 ? [...picked, ...earlier] : undefined;
  if (!pair || fact.value.kind !== 'quantity') return undefined;
  const [a, b] = pair as [SourceFact, SourceFact];
  const days = Math.abs(dayNumber(a) - dayNumber(b));
  if (!Number.isFinite(days)) return undefined;
  // "0.0.8 came a day after 0.0.7": the release the claim names first is the later one (or, "before", the earlier).
  const [first, second] = fact.near.filter((t) => t.startsWith('v:'));
  const subject = [a, b].find((d) => first !== undefined && d.key.includes(first));
  // (With one release named and the span "later" or "earlier", the other end is the earlier claim's: "Version 1.0.0
  // followed ten days later"; "one day after 0.10.2" names the other end itself.)
  const relative = RELATIVE_ENDS.has(fact.after[0] ?? '');
  const other =
    second === undefined
      ? relative && picked.length === 1 && subject === picked[0]
        ? earlier[0]
        : undefined
      : [a, b].find((d) => d.key.includes(second) && d !== subject);
  const otherName = second ?? other?.key.find((k) => k.startsWith('v:'));
  // ("2.0.1 came out two weeks after 2.0.0": both releases named, and their release said: the dates settle it.)
  const refutes = picked.length === 2 && fact.near.some((w) => RELEASED.has(w));
  if (fact.order && subject && other && days > 0 && dayNumber(subject) > dayNumber(other) !== (fact.order === 'after'))
    return {
      match: false,
      from: [subject, other],
      refutes,
      // Stryker disable next-line StringLiteral: subject was found by first, so first is defined
      why: `the source dates ${writtenVersion(subject, first ?? '')} ${subject.text}, ${fact.order === 'after' ? 'before' : 'after'} ${otherName ? writtenVersion(other, otherName) : 'it'} ${other.text}, not ${fact.order} it`,
    };
  const q = fact.value.quantity;
  // "three weeks later" for 20 days: a span in weeks, months or years is said to the nearest unit; one in days is exact.
  const unit = /\b(week|month|year)s?\b/iu.exec(q.text)?.[1]?.toLowerCase();
  // (An approximation or a bound already says its reach: "nearly two years" never reaches past two.)
  const rounded = q.qualifier === 'exact';
  const slack = !rounded
    ? 0
    : unit === 'year'
      ? 183 * DAY
      : unit === 'month'
        ? 15 * DAY
        : unit === 'week'
          ? 3.5 * DAY
          : 0;
  const seconds = days * DAY;
  const match = seconds >= q.lo - slack - 1e-6 && seconds <= q.hi + slack + 1e-6;
  const dated = (d: SourceFact): string => {
    const token = d.key.find((k) => k.startsWith('v:'));
    return token === undefined ? d.text : `${writtenVersion(d, token)} ${d.text}`;
  };
  return match
    ? { match, from: pair }
    : {
        match,
        from: pair,
        refutes,
        why: `the source dates ${dated(a)} and ${dated(b)}, ${days} days apart, not ${fact.text}`,
      };
}

/** The year a cell is of: its row's ("y:2023") or its column's ("2023 shipments"). */
function yearOfCell(s: SourceFact): number | undefined {
  const row = rowYear(s);
  if (row !== undefined) return row;
  const years = s.label.match(/(?<!\d)(?:19|20)\d\d(?!\d)/gu) ?? [];
  return years.length === 1 ? Number(years[0]) : undefined;
}

/** A rate ("MB/s", "ops/sec") or a time: what "faster" and "slower" can be said of. */
export function isSpeed(s: SourceFact): boolean {
  const q = s.value.kind === 'quantity' ? s.value.quantity : undefined;
  return q !== undefined && (q.dimension.startsWith('rate') || q.dimension === 'time' || q.per !== undefined);
}

/** Is a the claim's subject (its row named first) with the larger value when the claim says more, or the smaller? */
function inDirection(fact: ClaimFact, a: SourceFact, b: SourceFact, chosen: Chosen): boolean {
  // ("18.3 ms slower than Node": of times, the slower is the larger.)
  const time = a.value.kind === 'quantity' && a.value.quantity.dimension === 'time';
  const direction = fact.bySpeed && time && fact.direction ? -fact.direction : fact.direction;
  const subject = subjectOf(fact, a, b, chosen);
  if (!subject) return true;
  const other = subject === a ? b : a;
  return Math.sign(valueOf(subject) - valueOf(other)) === direction;
}

/**
 * Of two values a comparison relates, the one it is said of ("beta" of "beta has 50% fewer wins than alpha"): the value
 * referred back to ("that is 69% more than Express"), else the row the claim names first; undefined when neither is.
 */
function subjectOf(fact: ClaimFact, a: SourceFact, b: SourceFact, chosen: Chosen): SourceFact | undefined {
  const inRecord = (f: SourceFact): boolean => chosen.record !== undefined && f.record === chosen.record;
  if (inRecord(a) !== inRecord(b) || (chosen.subject && chosen.earlier.has(a) !== chosen.earlier.has(b)))
    return inRecord(a) !== inRecord(b) ? (inRecord(a) ? a : b) : chosen.earlier.has(a) ? a : b;
  const first = (f: SourceFact): number => {
    const at = f.row.map((r) => fact.all.indexOf(r)).filter((k) => k >= 0);
    return at.length > 0 ? Math.min(...at) : Infinity;
  };
  const [fa, fb] = [first(a), first(b)];
  return fa === fb ? undefined : fa < fb ? a : b;
}

function namedWhole(fact: ClaimFact, s: SourceFact): boolean {
  const words = s.row.filter((r) => !r.startsWith('v:'));
  return words.length > 0 && words.every((r) => fact.all.includes(r) || fact.near.includes(r));
}

function inProse(f: SourceFact): boolean {
  return f.unit.kind === 'sentence' || f.unit.kind === 'item';
}

function dayNumber(f: SourceFact): number {
  if (f.value.kind !== 'date') return NaN;
  const { year, month, day } = f.value.date;
  // Stryker disable next-line LogicalOperator: Date.UTC gives NaN for any missing part too
  if (year === undefined || month === undefined || day === undefined) return NaN;
  return Date.UTC(year, month - 1, day) / (DAY * 1000);
}

function valueOf(f: SourceFact): number {
  return f.value.kind === 'quantity' ? f.value.quantity.value : NaN;
}

function sameDimension(a: SourceFact, b: SourceFact): boolean {
  return (
    a.value.kind === 'quantity' &&
    // Stryker disable next-line ConditionalExpression: deriveValue passes only values kept as usable, which are all quantities
    b.value.kind === 'quantity' &&
    a.value.quantity.dimension === b.value.quantity.dimension
  );
}
