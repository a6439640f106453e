/** @module grounding/values: the values a fact can state (a quantity, a date, a version, a name) and how a claimed value relates to a stated one. */
import { relateDates, type DateMention } from './dates.js';
import { relate, type Quantity } from './quantities.js';
import { memo } from './memo.js';

export type FactValue =
  | { readonly kind: 'quantity'; readonly quantity: Quantity }
  | { readonly kind: 'date'; readonly date: DateMention }
  | { readonly kind: 'version'; readonly version: readonly number[]; readonly suffix: string }
  | { readonly kind: 'name'; readonly name: string };

export type Relation = 'match' | 'conflict' | 'unrelated';

// (A suffix's identifiers are joined by "." or "-" and never end with one: "8.22.0-rc1." ends a sentence. A number
// followed by ".x" is a family, read below, not the version it starts with.)
// (Python's pre-releases and the like are written on: "2.0.0rc1", "1.4b2", "3.1.0.post1", "4.0.dev3".)
const VERSION =
  /(?<![\w.])v?(\d+)\.(\d+)(?:\.(\d+))?(?:\.(\d+))?([-+][0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*|(?:a|b|rc|alpha|beta)\d+(?:\.(?:post|dev)\d+)?|\.(?:post|dev)\d+)?(?![\w]|\.\d|\.x\b)/gu;
/** A word before a two-part number that makes it a version: a name ("Go 1.13", "Express 5.1", "lz4 1.9"), "version", "v". */
const NAMED_BEFORE =
  /(?:^|[\s(])(?:version|release|(?:version|release) (?:is|was|became)|v|[\p{Lu}][\p{L}\p{N}_+-]*|[\p{Ll}\p{N}_+-]*\d[\p{L}\p{N}_+-]*)\s*\(?(?:>=|<=|>|<|=)?\s*$/u;
/**
 * A verb of change before a bare number names the release it came in ("added in 6.0", "first appeared in 5.1."), when
 * no word of its own follows ("shipped in 1.5 years" is a time).
 */
const CHANGED_IN =
  /\b(?:added|introduced|removed|deprecated|fixed|released|shipped|landed|arrived|appeared|changed|dropped|previewed|announced|stabili[sz]ed)(?:\s+(?:for|as)\s+(?:an?\s+)?(?:preview|experiment(?:al)?))?\s+(?:in|with)\s+$/iu;
const NOTHING_AFTER =
  /^(?:\s*$|[,.;:)\]!?]|\s+(?:and|or|but|with|of|the|to|in|on|as|for|which|while|after|before|when)\b)/iu;
const UNIT_AFTER =
  /^\s?(?:[%°×]|(?!(?:and|the|for|was|are|has|had|its|not|but|nor|yet|via|in|on|at|to|of|or|is|as|by|an|lts|esr|up|all|now|too|out|off|due|so|if|it|we|you|any|one|two|six|ten)\b)\p{L}{1,3}(?![\p{L}\p{N}])|per\b|times\b)/iu;
const SERIES_AFTER = /^\s(?:series|line|branch|release|releases)\b/iu;

/** A version found in a text, with its range. */
export interface VersionMention {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly version: readonly number[];
  readonly suffix: string;
  /** The name written just before it ("gcc" in "gcc 7.3.0"), lower-cased: what the version is a version of. */
  readonly product?: string;
}

const NO_PRODUCTS: ReadonlySet<string> = new Set();

/** What stands between two versions listed together: "3.8 and 3.9", "3.8, 3.9", "3.8/3.9", "3.8 to 3.9". */
export const LISTED_VERSIONS = /^(?:\s*,\s*|\s*,?\s+(?:and|or|to|through|thru)\s+|\s*\/\s*)$/u;

/** The version a version at `at` is listed after, if any. */
function listedAfter(found: readonly VersionMention[], text: string, at: number): VersionMention | undefined {
  const prev = found[found.length - 1];
  return prev && LISTED_VERSIONS.test(text.slice(prev.end, at)) ? prev : undefined;
}

/** Words that say which release a version is, not what it is a version of ("next" is a package: Next.js). */
const RELEASE_ADJECTIVES =
  /^(?:unreleased|released|upcoming|latest|newest|new|previous|prior|current|stable|final|last|first|initial|old|older|newer|planned|still|yanked)$/u;
/** Verbs by which a package takes a version ("requires 3.1", "accepts any 4.x"): they name no package themselves. */
const TAKING_VERB = 'accepts?|allows?|permits?|requires?|needs?|takes?';
/** What links a package named earlier to its version: "go-toml is at v2.2.4", "is pinned to 1.2", "at least version 3.1". */
const LINKED_BEFORE = new RegExp(
  `\\b(?:at|is|are|was|were|from|(?:${TAKING_VERB})(?:\\s+(?:any(?:thing)?|versions?))?|(?:pinned|set|locked|held|fixed|bumped|raised|upgraded|updated|moved|defaults?) to)(?:\\s+(?:least|most))?(?:\\s+the)?(?:\\s+major)?(?:\\s+version)?\\s+[\\^~]?$`,
  'iu',
);
/** Words before a version that name no package: "version 3", "from 2.1", "requires 3.1". */
const NOT_A_PACKAGE = new RegExp(
  `^(?:version|release|v|to|of|in|at|and|or|from|with|the|is|was|by|then|than|as|through|thru|${TAKING_VERB})$`,
  'u',
);
/** A name as a claim writes it, hyphens and dots inside it kept ("go-viper" is not "go"). */
export const NAME_WORD = /[\p{L}][\p{L}\p{N}_+-]*(?:\.[\p{L}\p{N}_+-]+)*/gu;

/**
 * The one package the source gives versions of that a claim names earlier in the stretch before a linked version
 * ("The go-toml module is required at v2.2.4", "mapstructure ..., at v2.4.0"); none when it names two ("fsnotify and
 * afero are at v1.9.0 and v1.15.0" pairs them in order, which is not read here).
 */
function productEarlier(text: string, from: number, at: number, products: ReadonlySet<string>): string | undefined {
  const before = text.slice(from, at);
  if (products.size === 0 || !LINKED_BEFORE.test(before)) return undefined;
  const named = new Set(
    [...before.matchAll(NAME_WORD)].map((w) => packageName(w[0].toLowerCase())).filter((w) => products.has(w)),
  );
  return named.size === 1 ? [...named][0] : undefined;
}

/** A package's name (in lower case) as one spelling, without a ".js" or "js" ending: "next.js" and "next", "nodejs". */
export function packageName(name: string): string {
  return name.replace(/(?<=\p{L}{2})\.?js$/u, '');
}

/**
 * Versions in a text ("1.4", "v2.10.3", "8.22.0-rc1") with their ranges. A number of three or more parts is a version;
 * one of two parts only after a name or "version" and with no unit after it ("Go 1.13" is, "4.8 ms" and "ratio 2.89" are not).
 */
export function extractVersions(
  text: string,
  products: ReadonlySet<string> = NO_PRODUCTS,
  // The versions the cited source gives as such ("5.2" of `"releases": {"5.2": ...}`): a number written so is one.
  known: ReadonlySet<string> = NO_PRODUCTS,
  // The packages a field gives versions of ("engines.node"): a number alone after one names its major line.
  majors: ReadonlySet<string> = NO_PRODUCTS,
): VersionMention[] {
  const out: VersionMention[] = [];
  for (const m of text.matchAll(VERSION)) {
    const parts = [m[1], m[2], m[3], m[4]].filter((p): p is string => p !== undefined).map(Number);
    const raw = m[0];
    // ("python:3.12-slim", "express@5.1.0": a tag or a spec is a version of what it is joined to.)
    const tagged = IMAGE_OF.exec(text.slice(Math.max(0, m.index - 80), m.index))?.[1]?.toLowerCase();
    if (parts.length === 2 && !raw.startsWith('v')) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index + raw.length, m.index + raw.length + 6);
      const after12 = text.slice(m.index + raw.length, m.index + raw.length + 12);
      // ("gix 0.86": a package the source gives versions of names a version, though its name is in lower case.)
      const product = /([\p{L}][\p{L}\p{N}_.+-]*)\s+$/u.exec(before)?.[1]?.toLowerCase();
      const versionWord =
        known.has(raw) ||
        tagged !== undefined ||
        NAMED_BEFORE.test(before) ||
        (product !== undefined && products.has(packageName(product))) ||
        (CHANGED_IN.test(before) && NOTHING_AFTER.test(after12));
      // ("Python 3.8 and 3.9": a number listed after a version is another version of it.)
      const listed = listedAfter(out, text, m.index) !== undefined;
      if (
        !SERIES_AFTER.test(after12) &&
        !(listed && !UNIT_AFTER.test(after)) &&
        (!versionWord || UNIT_AFTER.test(after))
      )
        continue;
    }
    // (A name may hold dots: "Node.js 20.19.0", "socket.io 4.7".)
    // ("bstr = \"1.7.0\"", "numpy==1.26.4", "serde = { version = \"1.0\" }" name their package.)
    const named = /([\p{L}\p{N}_+-]+(?:\.[\p{L}\p{N}_+-]+)*)\]?\)?\s*\(?(?:>=|<=|==|~=|>|<|=|\^|~)?\s*["']?$/u
      .exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1]
      ?.toLowerCase()
      // ("Apache-2.0" is a version of Apache.)
      .replace(/[-_]+$/u, '');
    const product = tagged
      ? packageName(tagged)
      : named &&
          !NOT_A_PACKAGE.test(named) &&
          // (Nor a word that says which release it is: "the still unreleased 2.3.0", "the latest 4.2.1".)
          !RELEASE_ADJECTIVES.test(named) &&
          /\p{L}/u.test(named)
        ? packageName(named)
        : (listedAfter(out, text, m.index)?.product ?? productEarlier(text, out.at(-1)?.end ?? 0, m.index, products));
    // (An image's tag says its variant after the version: "3.12-slim" is Python 3.12.)
    const variant = tagged !== undefined && /^-[a-z]/u.test(m[5] ?? '') ? (m[5] ?? '') : '';
    out.push({
      text: raw.slice(0, raw.length - variant.length),
      start: m.index,
      end: m.index + raw.length - variant.length,
      version: parts,
      suffix: variant === '' ? (m[5] ?? '') : '',
      ...(product ? { product } : {}),
    });
  }
  // "Node 18", "debug 4", "node:20-alpine": a number alone after, or tagged on, a package a field gives versions of
  // names its major line.
  // ("Laravel 11": a name before a number the source gives as a version, "Version: 11", "redis:7", is that version.)
  const lines = [...known].some((k) => /^\d+$/u.test(k));
  for (const m of majors.size > 0 || lines || products.size > 0
    ? [...text.matchAll(MAJOR), ...text.matchAll(IMAGE_TAG)]
    : []) {
    const end = m.index + m[0].length;
    const start = end - (m[2] ?? '').length;
    const word = packageName((m[1] ?? '').toLowerCase());
    // ("Postgres defaults to major version 17": the one package named before "version" and a link is its product.)
    const earlier = /^(?:major|version)$/u.test(word)
      ? productEarlier(text, out.filter((v) => v.end <= m.index).at(-1)?.end ?? 0, start, products)
      : undefined;
    const product = earlier ?? word;
    const line =
      earlier !== undefined || (known.has(m[2] ?? '') && /^\p{Lu}/u.test(m[1] ?? '') && !NOT_PRODUCT.test(product));
    if (!(majors.has(product) || line) || UNIT_AFTER.test(text.slice(end, end + 6))) continue;
    if (out.some((v) => v.start < end && start < v.end)) continue;
    out.push({ text: m[2] ?? '', start, end, version: [Number(m[3])], suffix: '', product });
  }
  // "rich 10 or newer, but below 15": a bound after a package's version is another version of it, the bound's word
  // kept in its text.
  for (const m of text.matchAll(UPPER_BOUND)) {
    const end = m.index + m[0].length;
    const prev = out.filter((v) => v.end <= m.index).at(-1);
    if (!prev?.product || !BOUND_JOIN.test(text.slice(prev.end, m.index))) continue;
    // (A bound of three parts, "below 15.0.0", was read as a version of its own: it is this bound's number.)
    const own = out.findIndex((v) => v.start < end && m.index < v.end);
    if (own >= 0) out.splice(own, 1);
    out.push({
      text: m[0],
      start: m.index,
      end,
      version: (m[2] ?? '').replace(/^v/u, '').split('.').map(Number),
      suffix: '',
      product: prev.product,
    });
  }
  // "the 2.x line", "1.x": every version that starts so.
  for (const m of text.matchAll(FAMILY))
    out.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      version: (m[1] ?? '').split('.').map(Number),
      suffix: '.x',
    });
  return out.sort((a, b) => a.start - b.start);
}

/** Words of a key that say its value is a version, or a requirement on one, not what it is a version of. */
const VERSION_FIELD_WORDS = new Set(['version', 'ver', 'requires', 'require', 'requirement', 'msrv']);
/** Words of a key that holds packages and the versions each needs: a dependency table, the engines a package runs on. */
const DEPENDENCY_WORDS = new Set([
  'dependencies',
  'dependency',
  'deps',
  'requirements',
  'engines',
  'devdependencies',
  'peerdependencies',
  'optionaldependencies',
]);
/** Languages and runtimes whose name alone, as a key, holds their version ("python: '3.12'", "node: 20"). */
const RUNTIMES = new Set(['python', 'node', 'nodejs', 'ruby', 'go', 'golang', 'java', 'php', 'rust', 'deno', 'bun']);
/** Words of a key that name where a field sits, not a package. */
const PLACE_WORDS = new Set([
  'package',
  'project',
  'tool',
  'workspace',
  'dev',
  'build',
  'optional',
  'peer',
  'target',
  'min',
  'max',
]);
/** One requirement: a comparator and a version ("^1.2", ">=3", "==1.*"; a trailing ".*" or ".x" is a line of versions). */
const REQUIREMENT = /^\s*(?:===?|>=|<=|~=|!=|>|<|\^|~)?\s*v?(\d+(?:\.\d+){0,3})(\.\*|\.x)?\s*$/u;
/** A package with its requirements, as a dependency list writes it: "h2>=3,<5", "rich (>=10)", "brotli; python_version<'3'". */
const PACKAGE_REQUIREMENT =
  /^([\p{L}\p{N}][\p{L}\p{N}_.-]*)\s*(?:\[[^\]]*\])?\s*\(?\s*((?:===?|>=|<=|~=|!=|>|<|\^|~)[^;)]*)\)?\s*(?:;.*)?$/u;

/** The words of a key, lower-cased: "rust-version" is rust, version. */
const keyParts = (key: string): string[] =>
  key
    .toLowerCase()
    .split(/[\s._-]+/u)
    .filter((w) => w !== '');

/**
 * The package a version field is of: the key after a dependency table's ("dependencies.gix.version" is gix's,
 * "engines.node" node's), or the other word of a key that names a version ("rust-version", "requires-python").
 */
function packageOf(path: readonly string[]): string | undefined {
  const table = path.findIndex((p) => keyParts(p).some((w) => DEPENDENCY_WORDS.has(w)));
  const below = table >= 0 ? path[table + 1] : undefined;
  if (below !== undefined && !keyParts(below).some((w) => VERSION_FIELD_WORDS.has(w))) return below.toLowerCase();
  const own = keyParts(path.at(-1) ?? '');
  if (!own.some((w) => VERSION_FIELD_WORDS.has(w))) return undefined;
  return own.find((w) => !VERSION_FIELD_WORDS.has(w) && !PLACE_WORDS.has(w) && /\p{L}/u.test(w));
}

/** The versions of a list of requirements (">=3.9", ">=10,<15"), each of `product`; none when any part is no requirement. */
function requirements(value: string, product: string | undefined): VersionMention[] {
  const parts = value.split(',');
  const read = parts.map((p) => REQUIREMENT.exec(p));
  if (read.some((m) => !m)) return [];
  let at = 0;
  return read.map((m, k) => {
    const text = (parts[k] ?? '').trim();
    const start = value.indexOf(text, at);
    at = start + text.length;
    return {
      text,
      start,
      end: start + text.length,
      version: (m?.[1] ?? '').split('.').map(Number),
      suffix: m?.[2] ? '.x' : '',
      ...(product ? { product } : {}),
    };
  });
}

/**
 * The versions a field states by its key: "rust-version = 1.88" (of rust), "dependencies.gix.version = 0.86" (of gix),
 * "requires-python = >=3.9" (of python), "regex = 1.10.2" in a dependency table (of regex). None when the key names
 * no version or the value is no requirement.
 */
export function fieldVersions(path: readonly string[], value: string): VersionMention[] {
  // ("image: docker.io/langfuse/langfuse-worker:4", "postgres:${POSTGRES_VERSION:-17}": an image's tag is its version.)
  if (path.at(-1)?.toLowerCase() === 'image') return imageVersion(value);
  const words = path.flatMap(keyParts);
  // ("python: '3.14'" in a test matrix: a key that is a language's name holds its version.)
  const runtime = path.at(-1)?.toLowerCase();
  const ofRuntime = runtime !== undefined && RUNTIMES.has(runtime);
  if (!ofRuntime && !words.some((w) => VERSION_FIELD_WORDS.has(w) || DEPENDENCY_WORDS.has(w))) return [];
  // (Named as a claim names it: "nodejs" and "chart.js" are node and chart, as "Node.js" and "Chart.js" are.)
  const product = ofRuntime ? runtime : packageOf(path);
  return requirements(value, product === undefined ? undefined : packageName(product));
}

/** An image reference with a tag: its registry and owner, its name, and its tag (a variable's default in its place). */
const IMAGE_REFERENCE = /^(?:[\w.-]+(?::\d+)?\/)*([a-z\d][\w.-]*):(?:\$\{\w+:?-([^}]*)\}|([\w.-]+))$/u;

/** The version an image's tag gives, of the image's name: "clickhouse/clickhouse-server:25.12" is clickhouse-server 25.12. */
function imageVersion(value: string): VersionMention[] {
  const m = IMAGE_REFERENCE.exec(value.trim());
  const tag = m?.[2] ?? m?.[3] ?? '';
  const parts = /^v?(\d+(?:\.\d+){0,3})(-[\w.]+)?$/u.exec(tag);
  if (!m || !parts) return [];
  const start = value.indexOf(tag, value.lastIndexOf(':'));
  const text = tag.slice(0, tag.length - (parts[2] ?? '').length);
  const version = (parts[1] ?? '').split('.').map(Number);
  return [{ text, start, end: start + text.length, version, suffix: '', product: packageName(m[1] ?? '') }];
}

/**
 * The versions of one entry of a dependency list ("h2>=3,<5", "httpcore==1.*", "cli (>= 3.6.2)"), each of its package.
 * None when the list is no dependency list or the entry names no requirement.
 */
export function requirementVersions(key: string, item: string): VersionMention[] {
  if (!keyParts(key).some((w) => DEPENDENCY_WORDS.has(w) || VERSION_FIELD_WORDS.has(w))) return [];
  const m = PACKAGE_REQUIREMENT.exec(item.trim());
  if (!m) return [];
  const offset = item.indexOf(m[2] ?? '');
  return requirements(m[2] ?? '', packageName((m[1] ?? '').toLowerCase())).map((v) => ({
    ...v,
    start: v.start + offset,
    end: v.end + offset,
  }));
}

/**
 * A package's name and a number alone after it: "Node 18", "Python 3", "debug v4", "h2 version 3" (not "Node 18.2" nor
 * "Node 18 ms").
 */
const MAJOR = /([\p{L}][\p{L}\p{N}_.+-]*)\s+(?:version\s+)?(v?(\d{1,3}))(?![\w.,]\d|[\w%])/gu;

/** Words before a number that name a part of a text or a count, not a product: "Figure 12", "Chapter 11". */
const NOT_PRODUCT =
  /^(?:figure|fig|table|section|chapter|page|step|line|item|part|issue|pr|rule|level|phase|stage|day|week|month|year|top|the|and|or|of|in|on|at|to|for|by|with|from|since|until)$/u;

/** The words that put a version just below the one they name. */
const BELOW_WORDS =
  'below|under|before|older than|lower than|less than|prior to|up to,? but (?:not including|excluding|not)|short of';
/** An exclusive upper bound on a version: "below 15", "up to, but not including, version 5" (not "below 15 ms"). */
const UPPER_BOUND = new RegExp(
  String.raw`\b(${BELOW_WORDS}),?\s+(?:version\s+)?(v?\d{1,3}(?:\.\d+){0,3})(?![\w%]|[.,]\d|\s?(?:ms|s|kb|mb|gb|%))`,
  'gu',
);
/** A claimed version that is such a bound, as extractVersions writes it ("below 15"). */
export const BELOW = new RegExp(String.raw`^(?:${BELOW_WORDS}),?\s`, 'u');

/**
 * The exclusive upper bound a range of the caret or tilde kind puts on a version, as npm, Cargo, Composer and Poetry
 * read it: "^4.1.0" is below 5, "^0.2.1" below 0.3, "~4.3.2" below 4.4, "~=1.4" (Python's compatible release) below 2.
 */
export function impliedUpperBound(spec: string): number[] | undefined {
  const m = /^\s*(\^|~=|~>|~)\s*v?(\d+(?:\.\d+){0,2})\s*$/u.exec(spec);
  if (!m) return undefined;
  const parts = (m[2] ?? '').split('.').map(Number);
  // (Python's "~=1.4.2" and Ruby's "~> 1.4.2" let the last part but one move: below 1.5.)
  const kept =
    m[1] === '^'
      ? Math.max(1, parts.findIndex((n) => n !== 0) + 1 || parts.length)
      : m[1] === '~'
        ? Math.min(2, parts.length)
        : Math.max(1, parts.length - 1);
  return parts.slice(0, kept).map((n, i) => (i === kept - 1 ? n + 1 : n));
}
/** What joins a bound to the version before it: "10 or newer, but below 15", "3.10 and below 3.15", "3.10, under 4". */
const BOUND_JOIN = /^(?:\s+(?:or|and)\s+(?:later|newer|above|higher|up))?\s*,?\s*(?:(?:but|and|yet)\s+)?$/u;

/**
 * A package named just before its version by a mark that joins them: an image's tag ("python:3.12-slim"), an npm
 * spec ("express@5.1.0"), an action pinned by its commit with the release in a comment ("actions/cache@6682284 # v5.0.4").
 */
const IMAGE_OF = /(?:^|[\s(`'"/])([a-z][\w.-]*)(?::|@|@[0-9a-f]{7,40}\s+#\s*)$/u;
/** An image with a one-part tag: "node:20-alpine", "postgres:16". */
const IMAGE_TAG = /(?<![\w.:/-])([a-z][\w.-]*):(v?(\d{1,3}))(?![\w.]\d|\d)/gu;

/** A family of versions: "2.x", "v1.4.x". */
const FAMILY = /(?<![\w.])v?(\d+(?:\.\d+)?)\.x\b/gu;

/** Does a stated version state the claimed one? "1.4" states "1.4.0"; "the 2.3 series" is no claim about 2.3.2. */
export function relateVersions(
  claim: { version: readonly number[]; suffix: string },
  source: { version: readonly number[]; suffix: string },
): Relation {
  // A family ("2.x") is stated by any version of it, or by the same family, and contradicted by none.
  if (claim.suffix === '.x') {
    const within = claim.version.every((x, k) => source.version[k] === x);
    const stated =
      source.suffix === '.x'
        ? source.version.length === claim.version.length
        : source.version.length > claim.version.length;
    return within && stated ? 'match' : 'unrelated';
  }
  // A line a source names as a family ("5.0.x") is the line a claim names by its number ("the 5.0 series").
  // (A release, "5.0.3", is one a line's row speaks of, but does not name, nor does another line's contradict it.)
  // (A major line, "5", holds the "5.0.x" line, and is contradicted by another major's.)
  if (source.suffix === '.x' && claim.suffix === '') {
    if (claim.version.length > source.version.length) return 'unrelated';
    const same = claim.version.every((x, k) => source.version[k] === x);
    return same ? (claim.version.length === source.version.length ? 'match' : 'unrelated') : 'conflict';
  }
  // A major line named by its number alone ("Node 20") is stated by any release of it ("20.11.0").
  if (claim.version.length === 1 && source.version.length > 1 && claim.suffix === '' && source.suffix === '')
    return claim.version[0] === source.version[0] ? 'match' : 'conflict';
  const n = Math.max(claim.version.length, source.version.length);
  const pad = (v: readonly number[]): number[] => [...v, ...new Array<number>(n - v.length).fill(0)];
  const [c, s] = [pad(claim.version), pad(source.version)];
  // ("2.0.0rc1" and "2.0.0-rc.1" are one pre-release.)
  const mark = (suffix: string): string => suffix.replace(/[-.+_]/gu, '').toLowerCase();
  if (c.every((x, k) => x === s[k]) && mark(claim.suffix) === mark(source.suffix)) return 'match';
  return 'conflict';
}

/** How a source value relates to a claimed value of a kind it can be compared with (see comparableValues). */
export function relateValues(claim: FactValue, source: FactValue): Relation {
  if (claim.kind === 'quantity' && source.kind === 'quantity') {
    const r = relate(claim.quantity, source.quantity);
    return r === 'match' ? 'match' : r === 'conflict' ? 'conflict' : 'unrelated';
  }
  // A claimed year against a stated date: "in 2024" and "2024-03-05".
  if (claim.kind === 'quantity' && source.kind === 'date') {
    const y = source.date.year;
    if (claim.quantity.dimension !== 'year' || y === undefined) return 'unrelated';
    return y >= claim.quantity.lo && y <= claim.quantity.hi ? 'match' : 'conflict';
  }
  if (claim.kind === 'date' && source.kind === 'date') return relateDates(claim.date, source.date);
  if (claim.kind === 'version' && source.kind === 'version') return relateVersions(claim, source);
  if (claim.kind === 'name' && source.kind === 'name') return sameName(claim.name, source.name) ? 'match' : 'conflict';
  return 'unrelated';
}

/** Fold a name for comparison: case, accents and punctuation aside. */
export function foldName(name: string): string {
  return folded(name);
}

const folded = memo((name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // "RFC 8878" and "RFC8878" are one name (an acronym and its number).
    .replace(/\b(\p{Lu}{2,})[ -]?(?=\p{N})/gu, '$1')
    .toLowerCase()
    // A possessive is the name's: "Great Britain's rank" names Great Britain.
    .replace(/['’]s(?![\p{L}\p{N}])/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);

/** A claimed name matches a stated one when every word of the claim's is in the stated name ("Wickham" in "Hadley Wickham"). */
export function sameName(claim: string, source: string): boolean {
  const stated = new Set(foldName(source).split(' '));
  const words = foldName(claim).split(' ');
  return words.length > 0 && words.every((w) => stated.has(w));
}

/** Can these two values be compared at all: the same kind (a version never with a plain number), or a year with a date. */
export function comparableValues(claim: FactValue, source: FactValue): boolean {
  if (claim.kind === source.kind) return true;
  return (
    claim.kind === 'quantity' &&
    claim.quantity.dimension === 'year' &&
    source.kind === 'date' &&
    source.date.year !== undefined
  );
}

/** A date stated as a year only, for comparing a claimed year with a stated date's year. */
export function yearOf(value: FactValue): number | undefined {
  if (value.kind === 'date') return value.date.year;
  if (value.kind === 'quantity' && value.quantity.dimension === 'year') return value.quantity.value;
  return undefined;
}
