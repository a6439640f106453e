/**
 * @module grounding/dependency-kinds: the kind of dependency a claim calls a package ("vitest is a runtime dependency",
 * "go-cmp is required directly") against the table the source lists it in (devDependencies, a go.mod's indirect
 * requirements, an R package's Suggests). Pure.
 */
import type { SourceFact } from './source-facts.js';
import { NAME_WORD, packageName } from './values.js';

/** What a dependency is: needed at run time, to develop or test, to build, by the host, or only through another. */
type Kind = 'runtime' | 'dev' | 'build' | 'peer' | 'optional' | 'direct' | 'indirect';

const DEPENDENCY = String.raw`(?:dependenc(?:y|ies)|deps?|requirements?)\b`;
/** The words a claim calls a dependency's kind by, in the order they are tried. */
const SAID: readonly (readonly [Kind, RegExp])[] = [
  [
    'dev',
    new RegExp(String.raw`\b(?:dev|development|test|testing)[- ]?(?:only[- ])?${DEPENDENCY}|\bdevdependencies\b`, 'gu'),
  ],
  ['runtime', new RegExp(String.raw`\b(?:runtime|run-time|production|prod)[- ]?${DEPENDENCY}`, 'gu')],
  ['build', new RegExp(String.raw`\bbuild[- ]?(?:time[- ])?${DEPENDENCY}`, 'gu')],
  ['peer', new RegExp(String.raw`\bpeer[- ]?${DEPENDENCY}|\bpeerdependencies\b`, 'gu')],
  ['indirect', /\b(?:indirect|transitive)(?:ly)?\b/gu],
  ['direct', /\bdirect(?:ly)?\b/gu],
];
/** The tables each kind a claim says rules out: a package listed only there is not of that kind. */
const RULED_OUT: Readonly<Record<Kind, readonly Kind[]>> = {
  dev: ['runtime', 'build', 'peer'],
  runtime: ['dev', 'build'],
  build: ['runtime', 'dev'],
  peer: ['runtime', 'dev'],
  direct: ['indirect'],
  indirect: ['runtime', 'dev', 'build', 'peer', 'optional', 'direct'],
  optional: [],
};
/** How a finding names the kind the claim says. */
const NAMED: Readonly<Record<Kind, string>> = {
  dev: 'a development dependency',
  runtime: 'a runtime dependency',
  build: 'a build dependency',
  peer: 'a peer dependency',
  optional: 'an optional dependency',
  direct: 'a direct dependency',
  indirect: 'an indirect dependency',
};
/** A verb of needing just after a kind word: what follows it is what the word is said of. */
const DEPENDS_AFTER = /^\s+(?:depends?|depending|relies|rely|pulls?|pulling|brings?|requires?|needs?|uses?)\b/u;
/** The furthest a kind word stands from the package it is said of. */
const NEAR = 60;

/**
 * The kind of table a key's part names: "devDependencies", "dev-dependencies", "Suggests", a Poetry group's
 * "tool.poetry.group.test.dependencies" or a "dependency-groups" entry (to develop, as the main table is not).
 */
function tableKind(parts: readonly string[], i: number): Kind | undefined {
  const p = (parts[i] ?? '').toLowerCase().replace(/_/gu, '-');
  if (/^dev-?dependencies$/u.test(p) || p === 'dependency-groups') return 'dev';
  if (/^build-?dependencies$/u.test(p)) return 'build';
  if (/^peer-?dependencies$/u.test(p)) return 'peer';
  if (p === 'indirect-dependencies') return 'indirect';
  if (/^optional-?dependencies$/u.test(p) || p === 'suggests') return 'optional';
  if (p === 'dependencies') return parts[i - 2]?.toLowerCase() === 'group' ? 'dev' : 'runtime';
  if (p === 'imports' || p === 'depends') return 'runtime';
  return undefined;
}

/** The table a package's version is listed in, and its kind ("devDependencies", dev), if its key names one. */
function tableOf(s: SourceFact): { table: string; kind: Kind } | undefined {
  // (An R DESCRIPTION's fields carry no path: "Imports: cli (>= 3.6.2)" is labelled by its field.)
  const parts = s.path ?? [s.label.split(':')[0] ?? ''];
  for (let i = parts.length - 1; i >= 0; i--) {
    const kind = tableKind(parts, i);
    if (kind) return { table: parts.slice(0, i + 1).join('.'), kind };
  }
  return undefined;
}

/** A package a claim calls a kind of dependency that the source lists only in tables of kinds that rule it out. */
export interface OtherKind {
  readonly product: string;
  readonly listed: SourceFact;
  readonly table: string;
  readonly said: string;
}

/**
 * The first package the claim calls a kind of dependency ("vitest 1.6.0 is a runtime dependency") whose every listing
 * in the source is in a table of a kind that rules it out (devDependencies). A kind word is said of the package named
 * before it in its clause, else of the one after it, within a few words; a package listed in a table of the kind said,
 * or of none, is left alone. `products` are the packages the source gives versions of, `versions` its version facts.
 */
export function otherDependencyKind(
  text: string,
  products: ReadonlySet<string>,
  versions: readonly SourceFact[],
): OtherKind | undefined {
  const lower = text.toLowerCase();
  const mentions = [...lower.matchAll(NAME_WORD)].flatMap((w) => {
    const product = packageName(w[0]);
    return products.has(product) ? [{ product, start: w.index, end: w.index + w[0].length }] : [];
  });
  if (mentions.length === 0) return undefined;
  const listsIndirect = versions.some((s) => tableOf(s)?.kind === 'indirect');
  for (const [kind, pattern] of SAID) {
    for (const m of lower.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      // The packages before the kind in its clause, nearest first, and those after it ("the build dependency cc").
      const clause = (from: number, to: number): boolean => to - from <= NEAR && !/[,;]/u.test(lower.slice(from, to));
      const before = mentions.filter((x) => x.end <= start && clause(x.end, start)).reverse();
      const after = mentions.filter((x) => x.start >= end && clause(end, x.start));
      // ("The project indirectly depends on debug": an adverb before a verb of needing is said of what is needed; and
      // "express indirectly depends on debug" is of one package's needs, which a table of the project's does not give.)
      const object = DEPENDS_AFTER.test(lower.slice(end));
      if (object && before.length > 0) continue;
      // (Else it is said of its subject: "express 4.19.2 is a runtime dependency, vitest 1.6.0 a development one"; or,
      // past commas, of the one package before it: "Supertest, at ^7.1.1, sits among the runtime dependencies".)
      const apart = mentions.filter((x) => x.end <= start && start - x.end <= NEAR);
      const near = object ? after[0] : (before[0] ?? after[0] ?? (apart.length === 1 ? apart[0] : undefined));
      if (!near) continue;
      const listings = versions.flatMap((s) => {
        const t = s.key.includes(`p:${near.product}`) ? tableOf(s) : undefined;
        // (A file that lists indirect requirements apart, a go.mod, lists every direct one together, for any use.)
        return t ? [{ s, ...t, kind: t.kind === 'runtime' && listsIndirect ? 'direct' : t.kind }] : [];
      });
      const [first] = listings;
      if (first && listings.every((l) => RULED_OUT[kind].includes(l.kind)))
        return { product: near.product, listed: first.s, table: first.table, said: NAMED[kind] };
    }
  }
  return undefined;
}
