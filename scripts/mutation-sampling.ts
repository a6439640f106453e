/**
 * @module scripts/mutation-sampling: a seeded random sample of a file's mutants, for a file too big to run whole
 * (deterministic.ts: 10,000 mutants, 10 hours or more on two cores), and the score it estimates. Mutants are split in
 * two strata: "leaf" mutants, whose code holds no other mutant, and the others, whose range Stryker can only run with
 * every mutant inside it; each is sampled uniformly by the SHA-256 of seed and mutant, and the file's score is the
 * strata's scores weighted by their sizes, with a 95% interval.
 */
import { createHash } from 'node:crypto';

/** A place in a file: line and column from 0, as Stryker's instrumenter gives them. */
export interface Position {
  line: number;
  column: number;
}

/** A mutant as the instrumenter lists it. */
export interface PlannedMutant {
  id: string;
  mutatorName: string;
  replacement: string;
  location: { start: Position; end: Position };
}

export interface SamplePlan {
  file: string;
  seed: string;
  /** How many mutants (without a `Stryker disable` comment) each stratum holds. */
  sizes: { leaf: number; other: number };
  sample: { leaf: PlannedMutant[]; other: PlannedMutant[] };
}

const before = (a: Position, b: Position): boolean => a.line < b.line || (a.line === b.line && a.column <= b.column);
const within = (inner: PlannedMutant, outer: PlannedMutant): boolean =>
  before(outer.location.start, inner.location.start) && before(inner.location.end, outer.location.end);

/** The mutants whose code holds no other mutant (one with the same range counts as held). */
export function leaves(mutants: readonly PlannedMutant[]): Set<string> {
  const sorted = [...mutants].sort(
    (a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
  );
  const leaf = new Set<string>();
  for (const [i, m] of sorted.entries()) {
    let holds = false;
    // Only mutants starting at or after m's start, and before its end, can lie within it.
    for (let j = i + 1; j < sorted.length && !holds; j++) {
      const n = sorted[j] as PlannedMutant;
      if (!before(n.location.start, m.location.end)) break;
      holds = within(n, m);
    }
    for (let j = i - 1; j >= 0 && !holds; j--) {
      const n = sorted[j] as PlannedMutant;
      if (n.location.start.line !== m.location.start.line || n.location.start.column !== m.location.start.column) break;
      holds = within(n, m);
    }
    if (!holds) leaf.add(m.id);
  }
  return leaf;
}

const rank = (seed: string, m: PlannedMutant): string => createHash('sha256').update(`${seed}:${m.id}`).digest('hex');

/** The first `count` mutants by the hash of seed and id: the same seed and mutants give the same sample. */
export function draw(seed: string, mutants: readonly PlannedMutant[], count: number): PlannedMutant[] {
  return [...mutants]
    .map((m) => ({ m, r: rank(seed, m) }))
    .sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0))
    .slice(0, count)
    .map(({ m }) => m);
}

export function plan(
  file: string,
  seed: string,
  mutants: readonly PlannedMutant[],
  counts: { leaf: number; other: number },
): SamplePlan {
  const leaf = leaves(mutants);
  const leafs = mutants.filter((m) => leaf.has(m.id));
  const others = mutants.filter((m) => !leaf.has(m.id));
  return {
    file,
    seed,
    sizes: { leaf: leafs.length, other: others.length },
    sample: { leaf: draw(seed, leafs, counts.leaf), other: draw(seed, others, counts.other) },
  };
}

/** A mutant's range as Stryker's `mutate` option takes it: lines from 1, columns from 0. */
export const rangeOf = (file: string, m: PlannedMutant): string =>
  `${file}:${m.location.start.line + 1}:${m.location.start.column}-${m.location.end.line + 1}:${m.location.end.column}`;

/** The key matching a planned mutant (from 0) with its result in a report (lines and columns from 1). */
export const plannedKey = (m: PlannedMutant): string =>
  [
    m.mutatorName,
    m.replacement,
    m.location.start.line,
    m.location.start.column,
    m.location.end.line,
    m.location.end.column,
  ].join('|');
export const reportedKey = (m: {
  mutatorName: string;
  replacement?: string | undefined;
  location: { start: Position; end?: Position | undefined };
}): string =>
  [
    m.mutatorName,
    m.replacement ?? '',
    m.location.start.line - 1,
    m.location.start.column - 1,
    (m.location.end?.line ?? 0) - 1,
    (m.location.end?.column ?? 0) - 1,
  ].join('|');

/** What became of a stratum's sampled mutants. */
export interface Tally {
  /** Killed or timed out. */
  killed: number;
  /** Survived or not covered, and not listed as equivalent. */
  open: number;
  /** Static (Stryker's `ignoreStatic`) or listed as equivalent: outside the score. */
  outside: number;
  /** Not in the report (the file changed since the plan, or the run did not finish). */
  missing: number;
}

export interface Estimate {
  /** The file's estimated score, 0 to 1, or undefined when a stratum has no scored mutant. */
  score: number | undefined;
  /** Half the width of its 95% interval. */
  margin: number;
}

/**
 * The file's score from the strata's tallies: each stratum's share of scored mutants (its size times the share of its
 * sample that counts) weights its score; the margin is 1.96 standard errors of that weighted sum.
 */
export function estimate(sizes: SamplePlan['sizes'], tallies: { leaf: Tally; other: Tally }): Estimate {
  const strata = (['leaf', 'other'] as const).map((s) => {
    const t = tallies[s];
    const scored = t.killed + t.open;
    const sampled = scored + t.outside;
    // A stratum that has mutants but none in the sample cannot be estimated.
    const size = sampled === 0 ? (sizes[s] > 0 ? Number.NaN : 0) : (sizes[s] * scored) / sampled;
    return { size, scored, p: scored === 0 ? 0 : t.killed / scored };
  });
  const total = strata.reduce((sum, s) => sum + s.size, 0);
  if (!(total > 0)) return { score: undefined, margin: 0 };
  let score = 0;
  let variance = 0;
  for (const s of strata) {
    if (s.scored === 0) continue;
    const w = s.size / total;
    score += w * s.p;
    variance += (w * w * s.p * (1 - s.p)) / s.scored;
  }
  return { score, margin: 1.96 * Math.sqrt(variance) };
}
