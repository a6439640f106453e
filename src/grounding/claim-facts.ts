/**
 * @module grounding/claim-facts: a claim read as facts: each number (with its unit, comparator and precision), date,
 * version and name it states, with the words around it that say what the value is about. The claim is folded first
 * (fullwidth digits, invisible characters), and each fact keeps its range in the text as written.
 */
import { normalise, originalRange } from '../classify/normalise.js';
import type { Range } from '../core/model.js';
import { CALENDAR_WORDS, dateWords, extractDates, monthsNamed } from './dates.js';
import { extractIdentifiers } from './identifiers.js';
import { countedEventAfter, extractQuantities, FALL, RISE } from './quantities.js';
import { blank, isStopWord, words } from './text.js';
import { extractVersions, LISTED_VERSIONS, type FactValue } from './values.js';
import { contentRoots, DATE_ROOTS, isContentWord, rootOf, VERSION_ROOTS } from './words.js';

const END_ROOT = rootOf('end');
import { versionToken } from './source-facts.js';

export interface ClaimFact {
  readonly value: FactValue;
  /** The value as the claim writes it (in the author's text). */
  readonly text: string;
  /** Range in the claim as written. */
  readonly range: Range;
  /** Range in the folded text (`ClaimReading.folded`), which zero-width and fullwidth characters make differ. */
  readonly at: Range;
  /** Roots of the words of the value's own clause (what it is about); the strongest alignment evidence. */
  readonly near: readonly string[];
  /** Roots of every content word of the claim, and the claim's versions as tokens. */
  readonly all: readonly string[];
  /** Words the value implies without the claim saying them ("in 2024" is a year or a date). */
  readonly implied: readonly string[];
  /**
   * The words of a column that gives the rise or fall the claim states by a verb ("grew 29%": growth, change), among
   * its near words though the claim does not say them: they name such a column less strongly than the claim's own.
   */
  readonly moves?: readonly string[];
  /** Roots of the next words after the value ("64 working days" -> work, day): what a count counts. */
  readonly after: readonly string[];
  /** For a comparison: +1 when the claim's subject has more ("more than", "ahead"), -1 when less. */
  readonly direction?: 1 | -1;
  /** A change the value's clause says is a rise (1: "rose by 17%") or a fall (-1: "fell 17%"). */
  readonly moved?: 1 | -1;
  /** "3 days after", "a week before": which way a span runs from the thing the claim names first. */
  readonly order?: 'after' | 'before';
  /** The direction is of speed ("faster", "slower"): of times, the faster is the smaller. */
  readonly bySpeed?: boolean;
  /** A word that asks for a value derived from two source values ("ahead", "increase", "times", "later"). */
  readonly cue?: DerivedCue;
  /** "before the 6th round", "after the 2012 season": the claim places something relative to the value. */
  readonly relative?: string;
  /** A count of what the claim itself lists ("two patch releases, 0.11.4 and 0.11.5"): the listed values' ranges. */
  readonly lists?: readonly Range[];
  /** "The other two sources": a count of a set but one of its members. */
  readonly others?: boolean;
  /** A bound a condition is set off past ("once more than 80 percent is used", "when it exceeds 2 seconds"). */
  readonly trigger?: boolean;
}

export type DerivedCue = 'difference' | 'change' | 'ratio' | 'share' | 'interval' | 'product';

export interface ClaimReading {
  /** The folded text the facts were read from. */
  readonly folded: string;
  readonly facts: readonly ClaimFact[];
  /** Roots of the claim's content words that are not part of a value. */
  readonly roots: readonly string[];
  readonly years: readonly number[];
}

/** Verbs whose "up" or "down" is part of them, no rise or fall: "pick up its tasks", "shut down the server". */
const PHRASAL_UP =
  '(?:pick|picks|picked|picking|set|sets|setting|spin|spins|spun|start|starts|started|back|backs|backed|look|looks|looked|sign|signs|signed|show|shows|showed|end|ends|ended|clean|cleans|cleaned|open|opens|opened|take|takes|took|taken|bring|brings|brought|come|comes|came|warm|warms|warmed|free|frees|freed|sum|sums|summed|wrap|wraps|wrapped|line|lines|lined|hook|hooks|hooked)';
const PHRASAL_DOWN =
  '(?:shut|shuts|shutting|break|breaks|broke|broken|tear|tears|tore|torn|write|writes|wrote|written|step|steps|stepped|wind|winds|wound|narrow|narrows|narrowed|lock|locks|locked|boil|boils|boiled|pin|pins|pinned|track|tracks|tracked|hand|hands|handed|turn|turns|turned)';

const CUES: [RegExp, DerivedCue][] = [
  // "ten frames at 80 ms works out to 800 ms for one full turn": a count times what each one takes.
  [
    /\b(?:works? out (?:to|at)|comes? to|adds? up to|in total|altogether|(?:one|a) (?:full |whole )?(?:turn|lap|cycle|rotation|loop|pass))\b/iu,
    'product',
  ],
  [
    /\b(?:ahead|behind|gap|difference|margin|(?:more|less|fewer|higher|lower|faster|slower|quicker|longer|shorter|larger|smaller|bigger|greater) than|by|(?:more|less|fewer)(?: \w+){1,3} than)\b/iu,
    'difference',
  ],
  [
    new RegExp(
      `\\b(?:increase[sd]?|decrease[sd]?|rise|rose|grew|growth|drop(?:ped)?|fell|cut|gain|jump(?:ed)?|climb(?:ed)?|reduc\\w*|improv\\w*|(?<!\\b${PHRASAL_UP} )up|(?<!\\b${PHRASAL_DOWN} )down)\\b`,
      'iu',
    ),
    'change',
  ],
  [/\b(?:times|twice|thrice|fold|double[sd]?|triple[sd]?|halved?)\b/iu, 'ratio'],
  // ("roughly a third of Fastify's": a share of another row's value.)
  [/\b(?:of (?:the|all|its)|of [\p{L}\p{N}.+-]+['’]s|share|portion|proportion|out of)\b/iu, 'share'],
  [/\b(?:later|earlier|after|before|apart|between|since)\b/iu, 'interval'],
];

/** A comparison a value's clause goes on to make after a linking verb ("2.4 ms is lower than"): not the gap's size. */
const LINKED_COMPARISON =
  /^\s+(?:is|was|are|were|remains|stays|sits)\s+(?:(?:still|also|much|far|well|slightly|even)\s+)?(?:lower|higher|faster|slower|quicker|longer|shorter|larger|smaller|bigger|greater|more|less|fewer)\s+than\b/iu;
/** Words that make a value the size of a gap, whatever follows it ("a gap of 3 ms is larger than ..."). */
const GAP_WORDS = /\b(?:gap|difference|margin|lead|ahead|behind|by)\b/iu;

const RELATIVE =
  /\b(before|after|prior to|earlier than|later than)\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+|age\s+)?$/iu;

const ACRONYM_NUMBER = /\b\p{Lu}{2,}[ -]\d+(?:-\d+)*\b/gu;
/** What a value set off by commas follows: a comma after a word ("port, 5432,"). */
const APPOSED_BEFORE = /\p{L}\s*,\s*$/u;
/** A comparison with another thing: "above the MySQL one", "double Georgia's", "more than the default". */
const COMPARED_AFTER = /\b(?:above|below|than|double|twice|half|times|ahead of|behind)\b/u;

/** Products and the short names configuration files give them as keys (`'pgsql' => [...]`, `mssql:`), as roots. */
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  postgresql: ['pgsql'],
  postgres: ['pgsql'],
  'sql server': ['sqlsrv', 'mssql'],
  mongodb: ['mongo'],
  kubernetes: ['k8s'],
};
const SHORT_NAMED = /\b(?:postgresql|postgres|sql server|mongodb|kubernetes)\b/giu;
function shortNames(text: string): string[] {
  return [...text.matchAll(SHORT_NAMED)].flatMap((m) => SHORT_NAMES[m[0].toLowerCase()] ?? []);
}

/** A capitalised name with a small number ("Deadpool 2", "PostgreSQL 16", "Node.js 18"): the number is the name's. */
const NAME_NUMBER = /(?<=\p{L}{0}|^)\b(\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{L}*)?(?:\.\p{Ll}{2,})?) \d{1,2}\b(?![.,:]\d|\s?%)/gu;
/** A clause that opens with "with" and a count in words: "with twenty-eight packages in it". */
const WITH_COUNT =
  /^\s*with\s+(?:just\s+|only\s+|exactly\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-\p{L}+)?)\s/iu;

/** A condition in a value's clause before it: "once", "when", "if", "as soon as", "whenever". */
const TRIGGER = /\b(?:once|when|whenever|if|as soon as)\b/iu;

/** Where a claim's clauses part: a comma between words, ";", ":", brackets, "and", "but", "while", "which". */
export const CLAUSE_CUT = /(?<!\d),(?!\d)|[;:()]|\s(?:and|but|while|whereas|which|who)\s/giu;

/** The roots of every word of a claim, its names' words included: what it names, once each. */
export function claimWords(claim: ClaimReading): string[] {
  return [
    ...new Set([
      ...claim.roots,
      ...claim.facts.filter((f) => f.value.kind === 'name').flatMap((f) => contentRoots(f.text)),
    ]),
  ];
}

/** The stretch of a claim naming what a thing is not, to the end of its clause: "rather than OpenAPI 3". */
export const NOT_SAID = /\b(?:rather than|instead of)\b[^,;.:!?]*/giu;

/**
 * Read a claim's facts. Pure. `products` are the packages the cited source gives versions of: "gix 0.86" is a version
 * of one, where "ratio 0.86" is a number; `majors` those a field gives versions of: "Node 18" is a major line of one.
 */
export function readClaim(
  text: string,
  products?: ReadonlySet<string>,
  sourceRoots?: ReadonlySet<string>,
  sourceVersions?: ReadonlySet<string>,
  majors?: ReadonlySet<string>,
): ClaimReading {
  const norm = normalise(text);
  const folded = norm.text;
  const back = (r: Range): Range => originalRange(norm, r);
  const identifiers = extractIdentifiers(folded);
  // A link is a name as a whole: "https://example.com/blog/2024-05-01#42" gives no date, version or count.
  const links = identifiers.filter((i) => /^https?:\/\//u.test(i.text)).map((i) => i.range);
  // (What the claim says a thing is not, "rather than OpenAPI 3", "instead of 204", states no value of it.)
  const unsaid = [...folded.matchAll(NOT_SAID)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const unread = (r: Range): boolean => [...links, ...unsaid].some((l) => r.start >= l.start && r.end <= l.end);
  const versions = extractVersions(folded, products, sourceVersions, majors).filter((v) => !unread(v));
  const dates = extractDates(folded).filter((d) => !unread(d.range));
  // Identifiers ("i7-9700K", "CVE-2024-1234", "RFC 9421", "CL 190098") are names, not quantities.
  const numbered = [...folded.matchAll(NAME_NUMBER)]
    .filter((m) => isContentWord((m[1] ?? '').toLowerCase()) && !CALENDAR_WORDS.has((m[1] ?? '').toLowerCase()))
    .map((m) => ({ text: m[0], range: { start: m.index, end: m.index + m[0].length } }));
  const ids = [
    ...identifiers.map((i) => i.range),
    ...[...folded.matchAll(ACRONYM_NUMBER)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
    ...numbered.map((n) => n.range),
  ];
  const masked = [...versions.map((v) => ({ start: v.start, end: v.end })), ...dates.map((d) => d.range)];
  const idRanges = ids.filter((r) => !masked.some((m) => r.start < m.end && r.end > m.start));
  const quantities = extractQuantities(folded, [...masked, ...idRanges, ...unsaid]);
  const valueRanges = [...masked, ...quantities.map((q) => q.range)];
  // A name with its number ("Node.js 20", "Deadpool 2") is one name, which the source must state as such.
  const overlaps = (a: Range, b: Range): boolean => a.start < b.end && a.end > b.start;
  const names = [
    ...extractNames(folded, valueRanges, sourceRoots).filter((n) => !numbered.some((x) => overlaps(x.range, n.range))),
    ...numbered.filter((x) => !valueRanges.some((r) => overlaps(r, x.range))),
  ]
    .filter((n) => !unread(n.range))
    .sort((a, b) => a.range.start - b.range.start);
  const allRanges = [...valueRanges, ...names.map((n) => n.range)];
  const roots = contentRoots(blank(folded, allRanges));
  // The words of the names the claim mentions ("Express", "zlib") tie its values to a row or record too.
  const nameRoots = names.flatMap((n) => contentRoots(n.text));
  // The other versions of the claim, but the other end of a span ("from 1.3 up to 6.1"): that is a value of the same
  // thing, not what names it.
  const besides = (r: Range): typeof versions =>
    versions.filter(
      (v) => v.start !== r.start && !spanned(folded, v.start < r.start ? v : r, v.start < r.start ? r : v),
    );
  const clauses = clauseRanges(folded);
  // The clause a value stands in; a value that spans a cut ("two and a half times") stands in both sides.
  const clauseAt = (r: Range): Range => ({
    start: Math.max(0, ...clauses.filter((x) => x.start <= r.start).map((x) => x.start)),
    end: Math.min(folded.length, ...clauses.filter((x) => x.end >= r.end).map((x) => x.end)),
  });
  // The words of each clause, read once: the values of one clause share them.
  const clauseWords = new Map<string, string[]>();
  // The words of the clause that ends where another starts, values aside.
  const wordsBefore = (at: number, named = false): readonly string[] => {
    const prev = clauses.filter((x) => x.end <= at).at(-1);
    if (!prev) return [];
    const inPrev = allRanges.filter((a) => a.end > prev.start && a.start < prev.end);
    const text = folded.slice(prev.start, prev.end);
    return [
      ...contentRoots(
        blank(
          text,
          inPrev.map((a) => ({ start: a.start - prev.start, end: a.end - prev.start })),
        ),
      ),
      ...shortNames(text),
      // (And its names, where they say whose the value is: "The Texas cotton number, around 2,309, ...".)
      ...(named
        ? names
            .filter((n) => n.range.start >= prev.start && n.range.end <= prev.end)
            .flatMap((n) => contentRoots(n.text))
        : []),
    ];
  };
  const clauseOf = (r: Range): string[] => {
    const c = clauseAt(r);
    const known = clauseWords.get(`${c.start}-${c.end}`);
    if (known) return known;
    const inClause = allRanges.filter((a) => a.end > c.start && a.start < c.end);
    const found = [
      ...contentRoots(
        blank(
          folded.slice(c.start, c.end),
          inClause.map((a) => ({ start: a.start - c.start, end: a.end - c.start })),
        ),
      ),
      // The names in the clause say what the value is of ("The older XXH64 runs at 19.4 GB/s").
      ...names.filter((n) => n.range.start >= c.start && n.range.end <= c.end).flatMap((n) => contentRoots(n.text)),
      // A clause that opens with "with" and a count in words counts what the one before names: "The scripts block is
      // compact, with six commands".
      ...(WITH_COUNT.test(folded.slice(c.start, c.end)) ? wordsBefore(c.start) : []),
      // A word written with a hyphen names a key written as one word too: "keep-alive" is `keepalive_timeout`'s.
      ...[...folded.slice(c.start, c.end).matchAll(/\b(\p{L}{2,})-(\p{L}{2,})\b/gu)].flatMap((m) =>
        contentRoots(`${m[1] ?? ''}${m[2] ?? ''}`),
      ),
      // A product a configuration names by its short name: PostgreSQL's block is `pgsql`, SQL Server's `sqlsrv`.
      ...shortNames(folded.slice(c.start, c.end)),
    ];
    clauseWords.set(`${c.start}-${c.end}`, found);
    return found;
  };
  // The value's own comparator ("less than 7000") bounds it, and so does another value's ("less than 90 points on
  // more than half of the games"): only the words around the values ask for a derivation.
  const cueText = blank(
    folded,
    quantities.filter((q) => q.qualifier === 'bound' || q.qualifier === 'approx').map((q) => q.range),
  );
  const cueOf = (r: Range): DerivedCue | undefined => {
    // "3 ms above Koa's": a value set above or below another is the gap between them.
    if (/^\s+(?:above|below)\s+(?!\d)/iu.test(folded.slice(r.end, r.end + 12))) return 'difference';
    // ("3 ms before Hapi's 22 ms", "2 seconds behind Koa's": before or behind another thing's value.)
    if (/^\s+(?:before|after|ahead of|behind)\s+[^\s]+['’]s\s/iu.test(folded.slice(r.end, r.end + 40)))
      return 'difference';
    const c = clauseAt(r);
    const before = cueText.slice(Math.max(c.start, r.start - 40), r.start);
    const around = `${before} # ${cueText.slice(r.end, Math.min(c.end, r.end + 40))}`;
    const cue = CUES.find(([re]) => re.test(around))?.[1];
    // "Koa's latency of 2.4 ms is lower than Fastify's": a value that is then compared is its row's own, no gap.
    if (cue === 'difference' && LINKED_COMPARISON.test(folded.slice(r.end)) && !GAP_WORDS.test(before))
      return undefined;
    // "jumped to 42,734", "fell to 28,437", "rose from 3 days": the level it left or reached, not the size of the change.
    if (cue === 'change' && /\b(?:to|at|from)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?$/iu.test(before))
      return undefined;
    // "fell below 29,000", "rose above 1,500": the level it crossed too ("fell by under 5%" is the size of a change).
    if (
      cue === 'change' &&
      /^(?:below|under|above|beyond|past)\b/iu.test(folded.slice(r.start)) &&
      !/\bby\s+$/iu.test(before)
    )
      return undefined;
    return cue;
  };
  const facts: ClaimFact[] = [];
  const push = (
    value: FactValue,
    r: Range,
    token?: string,
    product?: string,
    implied: readonly string[] = [],
  ): void => {
    const original = back(r);
    // A ratio ("five times", "twice") asks for one by what it is.
    // (A year dates what changed; it is not the change: "rose by 5% in 2023".)
    const cue =
      value.kind === 'quantity' && value.quantity.dimension === 'ratio'
        ? 'ratio'
        : value.kind === 'quantity' && value.quantity.dimension === 'year'
          ? undefined
          : cueOf(r);
    const { direction, bySpeed } = directionOf(folded.slice(r.end, Math.min(folded.length, r.end + 40)));
    const lead = folded.slice(clauseAt(r).start, r.start);
    const [rises, falls] = [RISE.test(lead), FALL.test(lead)];
    const moved = (cue === 'change' || cue === 'difference') && rises !== falls ? (rises ? 1 : -1) : undefined;
    // ("Cloud revenue grew 29%" is what a "Growth" column gives; "fell 4%", a "Decline" or "Change" column.)
    const movedBy = (
      cue === 'change' && moved !== undefined && value.kind === 'quantity' && value.quantity.dimension === 'percent'
        ? moved === 1
          ? GROWTH_ROOTS
          : DECLINE_ROOTS
        : []
    ).filter((w) => !clauseOf(r).includes(w));
    const word = /^\s+(after|later|before|earlier)\b/iu.exec(folded.slice(r.end, r.end + 10))?.[1]?.toLowerCase();
    // ("A week after 2.0.0, 2.0.1 ...": a span before both releases the claim names runs from the second to the first,
    // the way "2.0.0 came a week before 2.0.1" does.)
    const fronted = versions.length >= 2 && versions.every((v) => v.start > r.start);
    const later = word === 'after' || word === 'later';
    const order = word === undefined ? undefined : later !== fronted ? 'after' : 'before';
    // ("restarted after 1000 requests" says when, of a count of things that happen: no place in an order.)
    const when =
      value.kind === 'quantity' &&
      value.quantity.dimension === 'count' &&
      countedEventAfter(folded.slice(Math.max(0, r.start - 8), r.start), folded.slice(r.end, r.end + 40));
    const relative =
      value.kind === 'quantity' && value.quantity.qualifier !== 'bound' && !when
        ? RELATIVE.exec(folded.slice(Math.max(0, r.start - 20), r.start))?.[1]
        : undefined;
    const others =
      value.kind === 'quantity' &&
      value.quantity.dimension === 'count' &&
      /\bother\s+$/iu.test(folded.slice(Math.max(0, r.start - 8), r.start));
    const trigger =
      value.kind === 'quantity' && value.quantity.qualifier === 'bound' && TRIGGER.test(lead) ? { trigger: true } : {};
    const apposed = APPOSED_BEFORE.test(folded.slice(0, r.start)) && /^\s*,/u.test(folded.slice(r.end));
    facts.push({
      ...(others ? { others } : {}),
      ...trigger,
      value,
      text: text.slice(original.start, original.end),
      range: original,
      at: r,
      // The value's own words count too: "41 hours" is about hours ("hours_above_1000_ppm").
      near: [
        // (A value set off by commas, "PostgreSQL's default port, 5432, sits 2,126 above the MySQL one", is what the
        // clause before it names, and not what the comparison after it names.)
        ...(apposed ? wordsBefore(r.start, true) : []),
        ...(apposed && COMPARED_AFTER.test(folded.slice(r.end, clauseAt(r).end)) ? [] : clauseOf(r)),
        // A version in the same clause names what the value is about ("2.1.27 came out on April 23rd").
        ...besides(r)
          .filter((v) => v.start >= clauseAt(r).start && v.end <= clauseAt(r).end)
          .map((v) => versionToken(v.version, v.suffix)),
        ...(value.kind === 'quantity' ? contentRoots(folded.slice(r.start, r.end)) : []),
        ...(product ? [`p:${product}`] : []),
        ...(token ? [token] : []),
        ...movedBy,
        // ("Good until February 3, 2027": the date something lasts until is its end, as an "End of Life" column gives.)
        ...(value.kind === 'date' && value.date.end ? [END_ROOT] : []),
      ],
      // (Up to a comma: "28,437, the lowest value" counts nothing.)
      after: words(folded.slice(r.end, Math.min(clauseAt(r).end, r.end + 40)).split(/[,;:]/u)[0] ?? '')
        .slice(0, 3)
        .map((w) => rootOf(w.norm)),
      all: [
        ...roots,
        ...nameRoots,
        ...besides(r)
          .map((v) => versionToken(v.version, v.suffix))
          .filter((t) => t !== token),
      ],
      implied,
      ...(movedBy.length > 0 ? { moves: movedBy } : {}),
      ...(cue ? { cue } : {}),
      ...(direction ? { direction } : {}),
      ...(bySpeed ? { bySpeed } : {}),
      ...(order ? { order } : {}),
      ...(moved ? { moved } : {}),
      ...(relative ? { relative: relative.toLowerCase() } : {}),
    });
  };
  for (const v of versions)
    push(
      { kind: 'version', version: v.version, suffix: v.suffix },
      { start: v.start, end: v.end },
      versionToken(v.version, v.suffix),
      v.product,
      VERSION_ROOTS,
    );
  for (const d of dates) push({ kind: 'date', date: d }, d.range, undefined, undefined, DATE_ROOTS);
  for (const q of quantities)
    push({ kind: 'quantity', quantity: q }, q.range, undefined, undefined, q.dimension === 'year' ? DATE_ROOTS : []);
  for (const n of names) push({ kind: 'name', name: n.text }, n.range);
  // (A year a bound gives, "before 2024", "after 2023", names no row or section of that year.)
  const years = [
    ...new Set([
      ...dates.flatMap((d) => (d.year && !d.bound ? [d.year] : [])),
      ...quantities
        .filter((q) => q.dimension === 'year' && q.qualifier !== 'bound')
        .flatMap((q) => (q.qualifier === 'range' ? [Math.round(q.lo), Math.round(q.hi)] : [q.value])),
    ]),
  ];
  // The claim's years and months name a table's rows by their dates ("In 2001" and "2001-01-01"; "July" and "2026-07").
  const yearWords = [
    ...new Set([...years.map((y) => `y:${y}`), ...dates.flatMap(dateWords), ...monthsNamed(text).map((m) => `m:${m}`)]),
  ];
  // A year the claim compares with ("above the 2015 figure") names the row compared, not the row of the other values.
  const compared = new Set(
    [...folded.matchAll(COMPARED_YEAR)].map((m) => `y:${m[1] ?? ''}`).filter((y) => yearWords.includes(y)),
  );
  for (const [k, f] of facts.entries()) {
    const own =
      f.value.kind === 'quantity' && f.value.quantity.dimension === 'year' ? `y:${f.value.quantity.value}` : '';
    const named = compared.size > 0 && !compared.has(own) ? yearWords.filter((y) => !compared.has(y)) : yearWords;
    facts[k] = { ...f, all: [...f.all, ...named] };
  }
  const sorted = listedVersions(
    facts.sort((a, b) => a.range.start - b.range.start),
    folded,
  );
  return { folded, facts: sorted.map((f) => withList(f, sorted, text)), roots, years };
}

/** The words of a column or key that gives a rise, or a fall, as a share. */
const GROWTH_ROOTS = contentRoots('growth change increase gain');
const DECLINE_ROOTS = contentRoots('decline change decrease drop');

/** What joins the two ends of a span: "from 1.3 all the way up to 6.1", "from January 2006 through December 2015". */
const SPAN_JOIN =
  /^\s*(?:(?:all|right)\s+the\s+way\s+)?(?:up\s+|down\s+)?(?:to|through|thru|until|till)\s+(?:\p{L}+\s+)?$/u;

/** Are two values, in order, the ends of a span ("from A to B", "from Laravel 10 up to Laravel 13")? */
export function spanned(folded: string, low: Range, high: Range): boolean {
  const before = folded.slice(Math.max(0, low.start - 30), low.start);
  return /\bfrom\s+(?:\p{L}+\s+)?$/u.test(before) && SPAN_JOIN.test(folded.slice(low.end, high.start));
}

/** "Python 3.8 and 3.9": a version listed after another is said of the same thing, in the same words. */
function listedVersions(facts: ClaimFact[], folded: string): ClaimFact[] {
  for (let k = 1; k < facts.length; k += 1) {
    const [prev, f] = [facts[k - 1] as ClaimFact, facts[k] as ClaimFact];
    if (prev.value.kind !== 'version' || f.value.kind !== 'version') continue;
    if (!LISTED_VERSIONS.test(folded.slice(prev.at.end, f.at.start))) continue;
    const own = f.near.filter((w) => w.startsWith('v:'));
    const words = prev.near.filter((w) => !w.startsWith('v:'));
    facts[k] = { ...f, near: [...new Set([...words, ...own])], all: [...new Set([...prev.all, ...f.all])] };
  }
  return facts;
}

const COMPARED_YEAR =
  /\b(?:above|over|below|under|higher than|lower than|more than|less than|up from|down from|ahead of|behind|next to|against|compared (?:with|to)|versus)\s+(?:the|its|their)\s+((?:1[89]|20)\d\d)\s+(?:figure|value|level|total|number|result|one|mark)\b/giu;

/** The values a count is followed by when it counts them ("Four further authors are credited: A, B, C and D"). */
function withList(fact: ClaimFact, facts: readonly ClaimFact[], text: string): ClaimFact {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension !== 'count') return fact;
  const n = fact.value.quantity.value;
  if (!Number.isInteger(n) || n < 2 || n > 30 || fact.value.quantity.qualifier !== 'exact') return fact;
  // A few words of what is counted, then ":" or ",", then the values joined by commas, "and" or "or".
  const lead = /^[^\d:,.;]{1,60}?[:,]\s*/u.exec(text.slice(fact.range.end));
  if (!lead) return fact;
  const listed: Range[] = [];
  let at = fact.range.end + lead[0].length;
  for (const f of facts) {
    if (f.range.start < at || (f.value.kind !== 'name' && f.value.kind !== 'version')) continue;
    if (!/^(?:\s*(?:,|and|or|, and|, or)?\s*)$/u.test(text.slice(at, f.range.start))) break;
    listed.push(f.range);
    at = f.range.end;
  }
  return listed.length === n ? { ...fact, lists: listed } : fact;
}

/** The direction of a comparison right after a value: "9586 fewer attendees than", "nine points ahead of". */
function directionOf(after: string): { direction?: 1 | -1; bySpeed?: boolean } {
  const m =
    /^\s*(?:%|percent|points?|times)?\s*(?:\p{L}+\s+){0,2}?(more|higher|greater|larger|bigger|faster|quicker|longer|ahead|less|fewer|lower|smaller|slower|shorter|behind)\b/iu.exec(
      after,
    );
  if (!m?.[1]) return {};
  return {
    direction: /^(?:less|fewer|lower|smaller|slower|shorter|behind)$/iu.test(m[1]) ? -1 : 1,
    ...(/^(?:faster|quicker|slower)$/iu.test(m[1]) ? { bySpeed: true } : {}),
  };
}

function clauseRanges(text: string): Range[] {
  const out: Range[] = [];
  let from = 0;
  for (const m of text.matchAll(CLAUSE_CUT)) {
    out.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  out.push({ start: from, end: text.length });
  return out;
}

/** Words that start a sentence capitalised without being names. */
const COMMON_CAPITALS = new Set([
  'the',
  'a',
  'an',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'there',
  'they',
  'we',
  'our',
  'i',
  'in',
  'on',
  'at',
  'as',
  'by',
  'for',
  'from',
  'with',
  'after',
  'before',
  'since',
  'when',
  'while',
  'each',
  'every',
  'all',
  'both',
  'most',
  'some',
  'only',
  'one',
  'two',
  'three',
  'version',
  'release',
  'support',
  'key',
  'opt',
  'colour',
  'color',
  'adding',
  'going',
  'stack',
  'functions',
  'authors',
  'among',
  'so',
  'then',
  'thus',
  'also',
  'but',
  'and',
  'or',
  'if',
  'more',
  'less',
  'no',
  'not',
  'none',
  'what',
  'who',
  'how',
  'why',
  'where',
  'here',
  'his',
  'her',
  'their',
  'my',
  'your',
  'he',
  'she',
  'you',
  'beyond',
  'besides',
  'despite',
  'although',
  'though',
  'unlike',
  'like',
  'inside',
  'outside',
  'within',
  'across',
  'over',
  'under',
  'through',
  'throughout',
  'overall',
  'meanwhile',
  'still',
  'instead',
  'however',
  'today',
  'now',
  'once',
  'until',
  'during',
  'against',
  'around',
  'about',
  'along',
  'toward',
  'towards',
  'upon',
  'without',
  'above',
  'below',
  'behind',
  'near',
  'via',
  'apart',
  'aside',
  'even',
  'just',
  'yet',
  'otherwise',
  'finally',
  'next',
  'later',
  'earlier',
  'again',
  'already',
  'indeed',
  'perhaps',
  'maybe',
  'currently',
  'notably',
  'similarly',
  'likewise',
  'unfortunately',
  'fortunately',
  'interestingly',
  'surprisingly',
  'together',
  'rather',
  'counting',
  'including',
  'out',
  'up',
  'down',
  'off',
  'into',
  'onto',
  'nor',
  'whether',
  'given',
  'because',
  'unless',
  'whereas',
  'hence',
  'therefore',
  'altogether',
  'elsewhere',
  'further',
  'furthermore',
  'moreover',
  'nevertheless',
  'nonetheless',
  'thanks',
  'per',
]);

/**
 * Does a capitalised opening word read as a thing's name, the subject of the verb after it ("Deno reaches", "Bun has")?
 * Not a word formed as a verb, adjective or adverb ("Highlighting comes", "Higher is", "Used as"): those are English.
 */
function openingSubject(norm: string, after: string): boolean {
  if (/(?:ing|ed|er|est|ly|ion|ions|s)$/u.test(norm)) return false;
  const next = /^\s+(\p{Ll}+)\b/u.exec(after)?.[1];
  return next !== undefined && (OPENING_VERBS.has(next) || /[^su]s$|ed$/u.test(next));
}

const OPENING_VERBS = new Set(['is', 'was', 'has', 'had', 'will', 'can', 'does', 'did', 'ran', 'got', 'made', 'took']);

/**
 * Names a claim states: runs of capitalised words ("Hadley Wickham", "RFC 8878" aside, which is an identifier), acronyms
 * and identifiers ("lz4", "CVE-2024-1234"); a capitalised word that opens the sentence is a name only when the next word
 * is one too, or when the source (its roots given) never uses the word: "Deno" in "Deno reaches end-of-life".
 */
export function extractNames(
  text: string,
  masked: readonly Range[],
  sourceRoots?: ReadonlySet<string>,
): { text: string; range: Range }[] {
  const out: { text: string; range: Range }[] = [...text.matchAll(ACRONYM_NUMBER)]
    .filter((m) => !masked.some((r) => m.index < r.end && m.index + m[0].length > r.start))
    .map((m) => ({ text: m[0], range: { start: m.index, end: m.index + m[0].length } }));
  const taken = [...masked, ...out.map((n) => n.range)];
  const inMask = (s: number, e: number): boolean => taken.some((r) => s < r.end && e > r.start);
  const ws = words(text).filter((w) => !inMask(w.start, w.end));
  let run: typeof ws = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const first = run[0] as (typeof ws)[number];
    const last = run[run.length - 1] as (typeof ws)[number];
    const prevText = text.slice(0, first.start);
    const sentenceStart = /(?:^|[.!?:]\s+|^\s*)$/u.test(prevText) || prevText.trim() === '';
    const single = run.length === 1;
    const acronym = /^\p{Lu}{2,}\d*$/u.test(first.raw);
    const unknown =
      sourceRoots !== undefined &&
      single &&
      isContentWord(first.norm) &&
      !sourceRoots.has(rootOf(first.norm)) &&
      openingSubject(first.norm, text.slice(last.end));
    if (!(sentenceStart && single && !acronym && !/\p{Lu}.*\p{Lu}/u.test(first.raw) && !unknown)) {
      const start =
        sentenceStart && !single && COMMON_CAPITALS.has(first.norm) ? (run[1]?.start ?? first.start) : first.start;
      // ("Germany's GDP": the owner is the name, without its "'s".)
      const end = last.end - (/['’]s$/u.exec(last.raw)?.[0].length ?? 0);
      if (!(single && (COMMON_CAPITALS.has(first.norm) || CALENDAR_WORDS.has(first.norm) || first.raw.length < 2)))
        out.push({ text: text.slice(start, end), range: { start, end } });
    }
    run = [];
  };
  for (let k = 0; k < ws.length; k += 1) {
    const w = ws[k] as (typeof ws)[number];
    const capital = /^\p{Lu}/u.test(w.raw) && !CALENDAR_WORDS.has(w.norm);
    const prev = ws[k - 1];
    const adjacent = prev !== undefined && /^[\s'’-]?\s?$/u.test(text.slice(prev.end, w.start));
    if (capital && !(isStopWord(w.norm) && w.raw === w.raw.toLowerCase())) {
      if (run.length > 0 && !adjacent) flush();
      run.push(w);
      // A possessive ends a name: "Germany's GDP" is Germany's, and then GDP.
      if (/['’]s$/u.test(w.raw)) flush();
    } else flush();
  }
  flush();
  for (const id of extractIdentifiers(text)) {
    if (
      inMask(id.range.start, id.range.end) ||
      out.some((n) => id.range.start < n.range.end && id.range.end > n.range.start)
    )
      continue;
    if (/^https?:/u.test(id.text) || /^[0-9a-f]{12,}$/u.test(id.text)) continue;
    out.push({ text: id.text, range: id.range });
  }
  return out.sort((a, b) => a.range.start - b.range.start);
}
