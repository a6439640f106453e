/**
 * @module grounding/list-members: the members a claim gives a list of a configured thing ("clap 4.6.1 with the
 * wrap_help and derive features") against the list the source gives beside the thing's other values. Pure.
 */
import { parentPath, type SourceFact, type SourceModel } from './source-facts.js';
import { foldName } from './values.js';
import { rootOf } from './words.js';

/** Members named before the kind of list they are in: "the wrap_help and derive features", "its `cli` extra". */
const MEMBERS =
  /\b((?:[\p{L}\p{N}_.`-]+,?\s+)*?[\p{L}\p{N}_.`-]+)\s+(features?|extras?|flags?|options?|plugins?|modules?|targets?|backends?)\b/giu;
/** Words before a list's kind that describe the list, not a member of it. */
const NOT_MEMBERS = new Set([
  'the',
  'its',
  'their',
  'a',
  'an',
  'with',
  'default',
  'optional',
  'all',
  'some',
  'several',
  'many',
  'few',
  'other',
  'extra',
  'new',
  'experimental',
  'two',
  'three',
  'four',
  'five',
  'both',
  'no',
]);

/** What the source's lists say of a member the claim names. */
export interface Unlisted {
  readonly member: string;
  /**
   * `refuted`: no list of the thing holds it; `elsewhere`: the claim's values fit several things and only some list
   * it; `unsaid`: the thing has no such list.
   */
  readonly why: 'refuted' | 'elsewhere' | 'unsaid';
  /** The list that holds it, or else the thing's own list (empty when it has none). */
  readonly list: readonly SourceFact[];
  /** The things the claim's values were found for ("dependencies.serde", "dev-dependencies.serde"). */
  readonly things: readonly string[];
}

/** A version's key is its thing's ("dependencies.gix" of "dependencies.gix.version"); another field is its own thing. */
const thingOf = (path: readonly string[]): string =>
  (/^(?:version|ver)$/iu.test(path.at(-1) ?? '') ? path.slice(0, -1) : path).join('.');

/**
 * A member the claim names ("the wrap_help and derive features") that the lists of its kind, of the things the claim
 * names with its values, do not all hold. A single lower-case word is taken as a member only when some list of that
 * kind in the source holds it ("the derive feature", not "its stable features").
 */
export function unlistedMember(
  text: string,
  supported: readonly SourceFact[],
  model: SourceModel,
): Unlisted | undefined {
  const said = new Set(text.toLowerCase().split(/[^\p{L}\p{N}_-]+/u));
  // The things the claim's values are of, each named in the claim by its last key ("clap" of "dependencies.clap"), and
  // every other thing of that name with the same value ("serde" = "1.0" under dependencies and dev-dependencies).
  const name = (t: string): string => (t.split('.').at(-1) ?? '').toLowerCase();
  const found = supported.flatMap((s) =>
    s.path && s.path.length > 1 ? [{ thing: thingOf(s.path), text: s.text }] : [],
  );
  const twins = model.facts.flatMap((f) =>
    f.path && f.path.length > 1 && found.some((x) => x.text === f.text && name(x.thing) === name(thingOf(f.path ?? [])))
      ? [thingOf(f.path)]
      : [],
  );
  const things = [...new Set([...found.map((x) => x.thing), ...twins])].filter((t) => said.has(name(t)));
  if (things.length === 0) return undefined;
  for (const m of text.matchAll(MEMBERS)) {
    // (A verb, not a list's kind: "The project still targets Java 8", "it flags the ...".)
    if (/^\s+(?:\p{Lu}|\d|(?:a|an|the)\b)/u.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    const words = (m[1] ?? '')
      .split(/,?\s+/u)
      .map((w) => w.replace(/`/gu, ''))
      .filter((w) => w !== '');
    // The members are the words after the last that is none ("uses clap with the wrap_help and derive").
    const from = words.findLastIndex((w) => NOT_MEMBERS.has(w.toLowerCase()));
    // A thing the claim's values are of, named before its own kind ("the go-toml module"), is not a member of it.
    const members = words
      .slice(from + 1)
      .filter((w) => !/^(?:and|or)$/iu.test(w) && !things.some((t) => foldName(name(t)) === foldName(w)));
    const kind = rootOf((m[2] ?? '').toLowerCase().replace(/s$/u, ''));
    const lists = model.facts.filter(
      (s) =>
        s.value.kind === 'name' &&
        s.path !== undefined &&
        rootOf((s.path.at(-1) ?? '').toLowerCase().replace(/s$/u, '')) === kind,
    );
    const listed = (l: readonly SourceFact[], w: string): boolean =>
      l.some((s) => s.value.kind === 'name' && foldName(s.value.name) === foldName(w));
    // One lower-case word may be an adjective; a name with "_", "-" or a digit, or one a list holds, is a member.
    const [only] = members;
    if (only === undefined || (members.length === 1 && !/[_\d-]/u.test(only) && !listed(lists, only))) continue;
    const own = things.map((t) => lists.filter((s) => parentPath(s) === t));
    for (const member of members) {
      const holding = own.filter((l) => listed(l, member));
      if (holding.length === own.length) continue;
      const [held] = holding;
      if (held) return { member, why: 'elsewhere', list: held, things };
      const some = own.find((l) => l.length > 0);
      return some ? { member, why: 'refuted', list: some, things } : { member, why: 'unsaid', list: [], things };
    }
  }
  return undefined;
}
