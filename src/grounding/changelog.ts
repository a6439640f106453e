/**
 * @module grounding/changelog: what a claim says of a change log's order: "the most recent release" is its newest
 * released version, and a change that "first appeared" in a release is one no older release mentions. Pure.
 */
import type { Section, SourceFact, SourceModel, Unit } from './source-facts.js';

/** Words that say a line of versions ended with a release ("the 2.x line closed with 2.1.35", "was capped by"). */
export const CLOSING_WORDS =
  /\b(?:closed|ended|finished|wrapped up|concluded|capped|rounded off|culminated)\b|\b(?:last|final) (?:release|version)\b/iu;

export const NEWEST_WORDS =
  /\b(?:latest|newest|most recent|current|last)\s+(?:\p{L}+\s+)?(?:release|version|entry|tag)\b/iu;

/** A release's version: its numbers and what follows them ("-rc.1", "-beta.8"). */
interface Release {
  readonly version: readonly number[];
  readonly suffix: string;
}

/** The version a release heading gives. */
function versionOf(section: Section, model: SourceModel): Release | undefined {
  const fact = model.facts.find(
    (f) => f.unit.kind === 'heading' && f.unit.section === section && f.value.kind === 'version',
  );
  return fact?.value.kind === 'version' ? { version: fact.value.version, suffix: fact.value.suffix } : undefined;
}

/** Two lists of numbers in order, part by part, a missing part counting as 0. */
export function compareParts(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k += 1) {
    const d = (a[k] ?? 0) - (b[k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A pre-release's words and numbers, in order: "beta.1" is beta, 1; "rc2" is rc, 2. */
const preReleaseParts = (suffix: string): (string | number)[] =>
  (suffix.toLowerCase().match(/[a-z]+|\d+/gu) ?? []).map((p) => (/^\d/u.test(p) ? Number(p) : p));

/**
 * Two pre-releases of one version in semantic order, part by part: numbers by value, words alphabetically ("beta.1"
 * before "rc", "rc.9" before "rc.10"), a number before a word, and fewer parts before more ("rc" before "rc.1").
 */
function comparePreReleases(a: string, b: string): number {
  const [x, y] = [preReleaseParts(a), preReleaseParts(b)];
  for (let k = 0; k < Math.max(x.length, y.length); k += 1) {
    const [p, q] = [x[k], y[k]];
    if (p === q) continue;
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    if (typeof p === 'number' || typeof q === 'number') return typeof p === 'number' ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return a < b ? -1 : 1;
}

/** Semantic order: the numbers, then a pre-release before its release ("2.0.0-rc.1" before "2.0.0"). */
function compare(a: Release, b: Release): number {
  const byVersion = compareParts(a.version, b.version);
  if (byVersion !== 0 || a.suffix === b.suffix) return byVersion;
  if (a.suffix === '' || b.suffix === '') return a.suffix === '' ? 1 : -1;
  return comparePreReleases(a.suffix, b.suffix);
}

/** The release headings of the log with their versions, released ones only. */
function releases(model: SourceModel): { section: Section; release: Release }[] {
  const seen = new Set<Section>();
  const out: { section: Section; release: Release }[] = [];
  for (const u of model.units) {
    const section = u.kind === 'heading' ? u.section : undefined;
    if (!section || seen.has(section) || section.status !== 'released') continue;
    seen.add(section);
    const release = versionOf(section, model);
    if (release) out.push({ section, release });
  }
  return out;
}

/**
 * For "the most recent release, 0.11.11": the newest released version of the log, when the claimed version's heading is
 * not it (the fact that rivals the claim); undefined when the claim's version is the newest.
 */
export function newerRelease(
  claimed: SourceFact,
  model: SourceModel,
  family: readonly number[] = [],
): SourceFact | undefined {
  if (claimed.value.kind !== 'version' || claimed.unit.kind !== 'heading') return undefined;
  const own = { version: claimed.value.version, suffix: claimed.value.suffix };
  // ("The 2.x line closed with 2.1.35": the newest of the versions that start with 2.)
  const newest = releases(model)
    .filter((r) => family.every((x, k) => r.release.version[k] === x))
    .reduce<{ section: Section; release: Release } | undefined>(
      (best, r) => (!best || compare(r.release, best.release) > 0 ? r : best),
      undefined,
    );
  if (!newest || compare(newest.release, own) <= 0) return undefined;
  return model.facts.find((f) => f.unit.kind === 'heading' && f.unit.section === newest.section);
}

/** A day as a number that orders days ("2024-06-01" after "2024-02-10"). */
const dayOf = (d: { year?: number; month?: number; day?: number }): number =>
  (d.year ?? 0) * 372 + ((d.month ?? 1) - 1) * 31 + (d.day ?? 1);

/** The date a release heading gives ("## [3.0.0] - 2023-09-14"), if it gives one with a year. */
function headingDate(heading: SourceFact, model: SourceModel): { text: string; day: number } | undefined {
  const date = model.facts.find((f) => f.unit === heading.unit && f.value.kind === 'date');
  return date?.value.kind === 'date' && date.value.date.year !== undefined
    ? { text: date.text, day: dayOf(date.value.date) }
    : undefined;
}

/**
 * Which of two release headings came out first: by the dates they give, else by their versions when the log lists
 * every release newest first. Negative when `a` came first; with the dates shown when they decided it.
 */
export function releaseOrder(
  a: SourceFact,
  b: SourceFact,
  model: SourceModel,
): { order: number; dates?: [string, string] } | undefined {
  if (a.value.kind !== 'version' || b.value.kind !== 'version' || a.unit === b.unit) return undefined;
  const [x, y] = [headingDate(a, model), headingDate(b, model)];
  if (x && y && x.day !== y.day) return { order: x.day - y.day, dates: [x.text, y.text] };
  const byVersion = compare(
    { version: a.value.version, suffix: a.value.suffix },
    { version: b.value.version, suffix: b.value.suffix },
  );
  // Only a log that lists every release below a newer one orders them by version (a backport on top, or a log listed
  // oldest first, looks the same as the other and is ordered by neither).
  const logs = releases(model).map((r) => r.release);
  const newestFirst = logs.every((r, k) => k === 0 || compare(logs[k - 1] as Release, r) > 0);
  return byVersion !== 0 && newestFirst ? { order: byVersion } : undefined;
}

/**
 * For "key-value logging first appeared in 0.11.3": does an entry of an older release mention the change? The change
 * is named by the words the claim shares with its entry in the claimed release; an older entry that shares at least
 * two of them, and half, mentions it.
 */
export function mentionedBefore(
  claimRoots: readonly string[],
  release: Section,
  model: SourceModel,
): Unit | undefined | 'unknown' {
  const own = versionOf(release, model);
  if (!own) return 'unknown';
  const within = (u: Unit, s: Section): boolean => {
    for (let at = u.section; at; at = at.parent) if (at === s) return true;
    return false;
  };
  const said = new Set(claimRoots);
  // The change is the entry of the release that shares the most words with the claim.
  const topic = model.units
    .filter((u) => u.kind !== 'heading' && within(u, release))
    .map((u) => [...new Set(u.roots.filter((r) => said.has(r)))])
    .reduce<string[]>(
      (best, shared) => (shared.length > best.length ? shared : best),
      // Stryker disable next-line ArrayDeclaration: a topic needs two words, so starting from one word or from none ends alike
      [],
    );
  if (topic.length < 2) return 'unknown';
  const older = releases(model).filter((r) => compare(r.release, own) < 0);
  return model.units.find(
    (u) =>
      u.kind !== 'heading' &&
      older.some((r) => within(u, r.section)) &&
      (() => {
        const shared = topic.filter((t) => u.roots.includes(t)).length;
        return shared >= 2 && shared * 2 >= topic.length;
      })(),
  );
}
