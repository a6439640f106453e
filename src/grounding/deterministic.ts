/**
 * @module grounding/deterministic: Tier 1, a pure comparison of facts. Each value a claim states is aligned with the
 * source values that describe the same thing (same key, column, row, heading or clause words) and compared with them;
 * the claim is supported only when every value is, and nothing else in it asks for a judgement this tier cannot make.
 */
import type { LoadedSource, Range, SupportStatus } from '../core/model.js';
import {
  claimWords,
  CLAUSE_CUT,
  NOT_SAID,
  readClaim,
  spanned,
  type ClaimFact,
  type ClaimReading,
} from './claim-facts.js';
import { licencesIn, licenceVerdict } from './licences.js';
import { unlistedMember } from './list-members.js';
import { otherDependencyKind } from './dependency-kinds.js';
import { kindSaidOtherwise } from './record-kinds.js';
import { groupedByParent } from './config-entries.js';
import { unstatedReason } from './reasons.js';
import { stateOtherwise, switchedOtherWay } from './switches.js';
import { inconsistentWeekday, isDateWord, MONTH_NAMES, weekdayOf, type DateMention } from './dates.js';
import { CLOSING_WORDS, compareParts, mentionedBefore, NEWEST_WORDS, newerRelease, releaseOrder } from './changelog.js';
import {
  antecedentColumn,
  antecedentRecord,
  nearestRecords,
  antecedentSection,
  operandsFor,
  refersBack,
  type Antecedent,
} from './antecedents.js';
import { datedEvent } from './dated-event.js';
import { DEFAULT_ROOT, defaultFacts, saysDefault } from './defaults.js';
import { deriveValue, isSpeed, type Chosen } from './derived.js';
import {
  CHANGE_KEY_WORDS,
  comparable as comparableDimensions,
  FALL,
  FROM_END,
  PARTS_OF_ONE,
  RISE,
  TO_END,
  MONTH_SECONDS,
  onRoundingEdge,
  YEAR_SECONDS,
  type Quantity,
} from './quantities.js';
import { antonymFlip, negationCount } from './polarity.js';
import {
  exactQuantity,
  parentPath,
  RELEASES_LISTED,
  sourceModel,
  versionToken,
  type Section,
  type SourceFact,
  type SourceModel,
  type Unit,
} from './source-facts.js';
import { spanChange } from './span-change.js';
import { recordsHolding } from './records-holding.js';
import { rowOrder } from './row-order.js';
import { isStopWord, keyWords, NEGATION_WORDS, wholeWordAt, words } from './text.js';
import {
  BELOW,
  impliedUpperBound,
  comparableValues,
  foldName,
  packageName,
  relateValues,
  sameName,
  yearOf,
  type FactValue,
  type Relation,
} from './values.js';
import { contentRoots, COUNT_ROOTS, keyRoots, rootOf, VERSION_ROOTS } from './words.js';
import {
  extremeRival,
  isExtreme,
  keyText,
  LARGEST,
  leaderOf,
  otherOwner,
  otherRowWords,
  rankOf,
  rowYear,
  seriesOf,
  seriesWords,
  SMALLEST,
  superlativeDirection,
  swappedRole,
  isTotalRow,
  unstatedPair,
} from './rows.js';

export const DETERMINISTIC_ASSESSOR = 'deterministic@3';

/** Why a neutral verdict is neutral: a value the source does not state, or wording no tier here can judge. */
export type NeutralReason = 'not-stated' | 'ambiguous' | 'wording';

export interface DeterministicResult {
  readonly support: SupportStatus;
  /** The reason in plain words, naming the source value and its place when one decided. */
  readonly rule: string;
  readonly passage?: { readonly text: string; readonly range: Range };
  readonly score: number;
  /** Values of the claim that no source value states; later tiers may not affirm support over them. */
  readonly unmatched: readonly string[];
  /** The claim's value that decided: the one the source contradicts, or the first one it does not state. */
  readonly subject?: string;
  /** For a neutral verdict: whether a value is missing or only the wording could not be judged. */
  readonly neutral?: NeutralReason;
}

interface FactOutcome {
  readonly fact: ClaimFact;
  /** Stated by two source values together (a difference, a change): it compares rows by design. */
  readonly derived?: boolean;
  readonly relation: 'supported' | 'refuted' | 'not-stated' | 'ambiguous';
  readonly by: readonly SourceFact[];
  readonly why?: string;
  /** A name the source's title gives: what the source is about, not something it says. */
  readonly subject?: boolean;
  /** Stated only as a number in a key's own words ("qual 1", "part 2", "team 2"): it names a column, says nothing of it. */
  readonly label?: boolean;
  /** A share of a total the tool summed: the claim's "total" or "share" is checked. */
  readonly ofTotal?: boolean;
  /** A mark crossed for the first time, every earlier year checked: the claim's "for the first time" is too. */
  readonly crossed?: boolean;
  /** Checked close to another year's figure ("only a hair above"): the claim's "only" is too. */
  readonly close?: boolean;
  /** A count of records holding a value, checked as the most common: the claim's "most" is too. */
  readonly tallied?: boolean;
  /** One value said of each of several rows ("both reach 22.0 GB/s"): the rows are joined by design, and "both" checked. */
  readonly joint?: boolean;
  /** Told from a rival that another of the claim's values is, the two in the source's order: the rival's words are its. */
  readonly paired?: boolean;
  /** An entry picked by its number ("the first beta", "beta 1"): the lines of the other entries, whose values are theirs. */
  readonly otherEntries?: readonly Unit[];
}

type Source = Pick<LoadedSource, 'mediaType' | 'uri' | 'text'> & { readonly title?: string };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A count said to be of the whole list: "in total", "in all". */
const IN_TOTAL = /\bin (?:total|all)\b/iu;

/** Alignment a source fact needs before its value counts as about the claim's. */
const MIN_ALIGNMENT = 1;

/** Words that ask for reasoning over several values (a superlative, a total, a comparison, a rank): not judged here. */
const REASONING = new Set([
  'peak',
  'peaked',
  'weakest',
  'strongest',
  'most',
  'least',
  'highest',
  'lowest',
  'largest',
  'smallest',
  'biggest',
  'best',
  'worst',
  'top',
  'bottom',
  'fastest',
  'slowest',
  'longest',
  'shortest',
  'greatest',
  'fewest',
  'more',
  'less',
  'fewer',
  'higher',
  'lower',
  'larger',
  'smaller',
  'bigger',
  'faster',
  'slower',
  'longer',
  'shorter',
  'better',
  'worse',
  'outperform',
  'outperforms',
  'beat',
  'beats',
  'total',
  'combined',
  'sum',
  'average',
  'overall',
  'all',
  'none',
  'only',
  'majority',
  'minority',
  'both',
  'either',
  'neither',
  'same',
  'different',
  'ago',
  'first',
  'last',
  'latest',
  'before',
  'after',
  'earlier',
  'later',
  'until',
  'winter',
  'continuously',
  'sequel',
  'prequel',
  'apart',
  'every',
  'between',
  'equal',
  'range',
  'ranges',
  'ranging',
  'multiple',
  'several',
  'many',
  'few',
  'various',
  'respectively',
  'main',
  'executive',
  'earliest',
  'closest',
  'nearest',
  'farthest',
  'narrowest',
  'widest',
  'heaviest',
  'lightest',
  'tallest',
  'cheapest',
  'busiest',
  'oldest',
  'newest',
  'youngest',
  'older',
  'younger',
  'newer',
  'rank',
  'ranked',
  'place',
  'wins',
  'win',
  'won',
  'lead',
  'leads',
  'led',
  // ("trail" alone is more often the path than the verb: "the ridge trail runs 14.2 km".)
  'trails',
  'than',
  'record',
  'all-time',
  'ever',
  'never',
  'always',
]);

/**
 * "At the top sits 0http, at about 54,500 requests per second": the claimed value, stated in one row of a table or
 * list of records, is the largest (or smallest) of its column there, strictly, over at least three rows.
 */
function superlativeHolds(
  word: string,
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
): boolean {
  const said = withoutBounds(claim).split(/[^\p{L}-]+/u);
  const across = acrossYear(claim);
  return outcomes.some((o) => {
    const s = o.by[0];
    if (o.relation !== 'supported' || o.derived || o.by.length !== 1 || !s) return false;
    const direction = superlativeDirection(word, s);
    // "Wins" and "fastest" are said of a column ("wins decompression"); "the team won the match" is no superlative.
    const of =
      !LARGEST.has(word) && !SMALLEST.has(word)
        ? said.some((w, k) => w === word && saidOfColumn(said, k, s, model))
        : true;
    return direction !== 0 && of && isExtreme(s, direction, model, across);
  });
}

/**
 * "The highest share of any country in 2023": a superlative over the series of the one year the claim names, not over
 * a series' years; undefined when the claim says no such thing.
 */
function acrossYear(claim: ClaimReading): number | undefined {
  return /\b(?:of any|than any|among(?: all)?|of all)\b/iu.test(claim.folded) && claim.years.length === 1
    ? claim.years[0]
    : undefined;
}

/**
 * Is the claim's word at `k` a superlative said of the cell's column: within three words of its key ("wins
 * decompression", "the highest ratio"), not of something else ("the fastest codec has a ratio of 2.07"), and not a
 * word of the key or the row itself ("highest mark", "best actress")?
 */
function saidOfColumn(said: readonly string[], k: number, cell: SourceFact, model: SourceModel): boolean {
  // Stryker disable next-line StringLiteral: k is always an index of said, so said[k] is never undefined
  const word = said[k] ?? '';
  if (cell.key.includes(rootOf(word)) || cell.unit.roots.includes(rootOf(word))) return false;
  // Said of the column's key, of another column of its row ("its best year"), or of what the source lists ("the fastest
  // spinner" in spinners.json).
  const rowKeys = new Set(model.facts.filter((f) => f.unit === cell.unit).flatMap((f) => f.key));
  const of = (w: string): boolean =>
    cell.key.includes(rootOf(w)) || rowKeys.has(rootOf(w)) || model.titleRoots.includes(rootOf(w));
  return said.slice(Math.max(0, k - 3), k + 4).some((w) => w !== word && of(w));
}

/**
 * A superlative the source contradicts: the claim's one value is supported in its row, but another row of the same
 * column is the largest or smallest the word asks for ("snappy wins decompression at 1,660 MB/s" when lz4 gives 4000).
 */
function beatenSuperlative(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
): { word: string; rival: SourceFact } | undefined {
  const measured = (s: SourceFact | undefined): boolean =>
    s !== undefined && s.record !== undefined && s.value.kind === 'quantity' && !s.fromKey;
  // (Over the series of a year, "of any country in 2023", the claim's year names the row: no measure it is of.)
  const across = acrossYear(claim);
  const cells = outcomes.filter(
    (o) =>
      o.relation === 'supported' &&
      !o.derived &&
      o.by.length === 1 &&
      measured(o.by[0]) &&
      !(across !== undefined && o.fact.value.kind === 'quantity' && o.fact.value.quantity.dimension === 'year'),
  );
  // Stryker disable next-line OptionalChaining: cells has exactly one element here
  const cell = cells.length === 1 ? cells[0]?.by[0] : undefined;
  if (!cell) return undefined;
  const said = withoutBounds(claim).split(/[^\p{L}-]+/u);
  for (const [k, word] of said.entries()) {
    if (!saidOfColumn(said, k, cell, model)) continue;
    const direction = superlativeDirection(word, cell);
    const rival = direction === 0 ? undefined : extremeRival(cell, direction, model, across);
    if (rival) return { word, rival };
  }
  return undefined;
}

/**
 * "Its throughput of 159.40 is the highest in the file": the one cell of the column the claim names that gives the
 * value, when it is that column's largest (or smallest) as the claim says, whichever row it is in.
 */
function extremeCell(
  fact: ClaimFact,
  claim: ClaimReading,
  scored: readonly { s: SourceFact; rel: Relation }[],
  model: SourceModel,
): FactOutcome | undefined {
  const said = claim.folded.toLowerCase().split(/[^\p{L}]+/u);
  const cells = scored.filter(
    (x) => x.rel === 'match' && x.s.record !== undefined && !x.s.fromKey && namesIt(fact, x.s, { anyRow: true }),
  );
  // Stryker disable next-line OptionalChaining: cells has exactly one element here
  const cell = cells.length === 1 ? cells[0]?.s : undefined;
  if (!cell) return undefined;
  const directions = new Set(said.map((w) => superlativeDirection(w, cell)).filter((d) => d !== 0));
  const direction = directions.size === 1 ? [...directions][0] : undefined;
  return direction !== undefined && isExtreme(cell, direction, model)
    ? { fact, relation: 'supported', by: [cell] }
    : undefined;
}

/** The words of a comparison a derived value answers ("69% more requests than Express", "five times faster"). */
const COMPARISON = new Set([
  'between',
  'later',
  'earlier',
  'after',
  'before',
  'apart',
  'more',
  'less',
  'fewer',
  'than',
  'higher',
  'lower',
  'faster',
  'slower',
  'larger',
  'smaller',
  'bigger',
  'longer',
  'shorter',
  'better',
  'worse',
  'trails',
  'many',
  'much',
]);
/** The key words of a field that holds a version. */
const VERSION_KEYS = new Set(VERSION_ROOTS);
/** Words that say a change is still to come. */
const FUTURE =
  /\b(?:will|plan(?:s|ned)?|planning|upcoming|scheduled|set to|going to|expected to|next release|is due|are due|in a future|to be removed|sets? its removal|unreleased|not yet released|yet to be released|forthcoming)\b/iu;
const DONE_REMOVED = /\b(?:removed|dropped|deleted|gone|no longer (?:available|supported|exists?))\b/iu;
const DEPRECATED = /\bdeprecat/iu;
/** Discourse words that join a claim to its text without saying anything of their own ("since then", "also", "now"). */
const CONNECTIVES = new Set(
  [
    ...['since', 'then', 'now', 'also', 'too', 'still', 'already', 'really', 'indeed', 'however', 'therefore', 'thus'],
    ...['further', 'among', 'itself', 'themselves'],
  ].map(rootOf),
);

/**
 * A reasoning word of the claim ("highest", "only", "every") that the passage does not use itself, leaving aside the
 * bounds that belong to a value ("more than 3,700") and any word `exempt` allows.
 */
function reasoningWord(
  claim: ClaimReading,
  passage: string,
  // Stryker disable next-line ArrowFunction,BooleanLiteral: both callers pass their own exempt, so the default is never used
  exempt: (word: string) => boolean = () => false,
): string | undefined {
  const said = ` ${passage.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  // "The run took place on 1 January", "the fix is in place": no rank.
  // ("All the way back to version 0.10" goes back in time; "all told" sums up; "at most" bounds a value: they compare
  // nothing.)
  // ("longer than I expected" compares with the writer's expectation, not across the source; "an exact release rather
  // than a caret range" sets one thing against another, and the words of what it was not ("range") compare nothing.)
  const text = withoutBounds(claim)
    .replace(NOT_SAID, ' ')
    .replace(
      /\b(?:(?:take|takes|took|taken|taking)\s+place|in\s+place|all\s+the\s+way|all\s+told|all\s+in\s+all|at\s+(?:most|least)|\p{L}+er\s+than\s+(?:i|we|you|one|most\s+people)\s+(?:expected|expect|thought|think|imagined|assumed|would\s+\p{L}+|might\s+\p{L}+))\b/giu,
      ' ',
    );
  // "conflicts between sources" places something; "between A and B" compares.
  const pair = /\bbetween\b[^.;]{1,60}?\band\b/u.test(text);
  // Any superlative after "the" or "its" ("the wettest year", "its quietest"), and "a high of", "a record low".
  const superlative = new Set(
    // Stryker disable next-line StringLiteral: the pattern has one group, which takes part in every match
    [...text.matchAll(/\b(?:the|its|their|his|her)\s+(\p{L}{3,}est)\b/gu)]
      .map((m) => m[1] ?? '')
      .filter((w) => !EST_NOUNS.has(w)),
  );
  const extreme = /\b(?:a|an|record|all-time)\s+(high|low)\b/u.exec(text)?.[1];
  // ("For ten minutes before it fires" is how long it waits, no order of two things; "3 seconds before the deadline"
  // is one.)
  const waits = claim.facts.some(
    (f) =>
      f.value.kind === 'quantity' &&
      f.value.quantity.dimension === 'time' &&
      /\bfor\s+(?:a\s+|an\s+)?$/iu.test(claim.folded.slice(Math.max(0, f.at.start - 8), f.at.start)) &&
      /^\s+before\b/iu.test(claim.folded.slice(f.at.end)),
  );
  return text.split(/[^\p{L}-]+/u).find(
    (w) =>
      (REASONING.has(w) || superlative.has(w) || w === extreme) &&
      !said.includes(` ${w} `) &&
      // ("Every region keeps three replicas" of "The number of replicas for each Region".)
      !(w === 'every' && / (?:each|per) /u.test(said)) &&
      !exempt(w) &&
      !(w === 'before' && waits) &&
      (w !== 'between' || pair),
  );
}

/** Words that end in "est" and are no superlative: "the manifest", "the request", "its interest". */
const EST_NOUNS = new Set([
  'manifest',
  'request',
  'interest',
  'contest',
  'protest',
  'harvest',
  'forest',
  'digest',
  'conquest',
  'inquest',
  'bequest',
  'unrest',
  'honest',
  'modest',
  'earnest',
  'arrest',
]);

function needsComparison(word: string): string {
  return `the claim says "${word}", which needs a comparison across the source that no check here can make`;
}

/**
 * A change the source lists as still to come (under an unreleased or planned heading, or a "Planned:" field) or as
 * deprecated, stated as done: the refutation, naming the section. `unit` is where the source says it.
 */
function notYetDone(
  claim: ClaimReading,
  unit: Unit | undefined,
  passage: string,
  // Stryker disable next-line ArrayDeclaration: a said entry is used only for its text, and an entry with no text is never the deprecated unit
  said: readonly Unit[] = [],
): { why: string; unit?: Unit } | undefined {
  if (FUTURE.test(claim.folded)) return undefined;
  const fromSection = unit?.section?.status;
  const status = unit ? (fromSection ?? statusOfField(unit)) : undefined;
  if (unit && (status === 'unreleased' || status === 'planned'))
    return {
      // (Named by the section that gives the status, else by the item's own key: "Roadmap: drop the old parser".)
      why: `the source lists this under "${fromSection ? unit.section?.heading : unit.text.replace(/^\s*[-*+]\s*/u, '').split(':')[0]}" (${status}), not as a released change`,
      unit,
    };
  if (DONE_REMOVED.test(claim.folded) && DEPRECATED.test(passage) && !DONE_REMOVED.test(notYet(passage))) {
    // Named where the source says it is deprecated, when the passage is made of several units.
    const where = said.find((u) => DEPRECATED.test(u.text)) ?? unit;
    return { why: 'the source says this is deprecated, not removed', ...(where ? { unit: where } : {}) };
  }
  return undefined;
}

/** The status a field's own key gives ("Planned: drop the legacy parser"). */
function statusOfField(unit: Unit): 'unreleased' | 'planned' | undefined {
  if (unit.kind !== 'field' && unit.kind !== 'item') return undefined;
  const key = unit.text.split(':')[0] ?? '';
  return /\b(?:planned|upcoming|future|roadmap|todo)\b/iu.test(key)
    ? 'planned'
    : /\bunreleased\b/iu.test(key)
      ? 'unreleased'
      : undefined;
}

/** A passage without its removals still to come ("which may be removed in a future release"). */
function notYet(text: string): string {
  // Stryker disable next-line StringLiteral: the passage left is only searched for words of a removal done, which the text put in is not
  return text.replace(/\b(?:may|will|could|might|to|would) be (?:removed|dropped|deleted)\b/giu, '');
}

/** Words that name what a record is about ("the project", "the film"), which its fields do not repeat. */
const SUBJECTS = new Set(
  [
    'project',
    'package',
    'library',
    'tool',
    'software',
    'program',
    'film',
    'movie',
    'album',
    'song',
    'book',
    'band',
    'company',
    'team',
    'game',
    'show',
    'series',
    'person',
    'document',
    'proposal',
    'release',
  ].map(rootOf),
);

/** Words that say what a release changed. */
const CHANGE_VERBS =
  /\b(?:fix(?:e[sd])?|add(?:s|ed)?|remov(?:e|es|ed)|drop(?:s|ped)?|chang(?:e|es|ed)|improv(?:e|es|ed)|deprecat\w*|renam\w*|switch\w*|updat\w*|replac\w*|swap\w*|introduc\w*|stabili[sz]\w*|support(?:s|ed)?|appear(?:s|ed)?|arriv(?:e|es|ed)|land(?:s|ed)|debut(?:s|ed)?)\b/iu;

/** The direction of change a value states: by its words ("fell 3.1%"), its sign, or its field ("Change: 3.1%"). */
function changeDirection(value: SourceFact['value']): 'up' | 'down' | undefined {
  if (value.kind !== 'quantity') return undefined;
  const q = value.quantity;
  return q.value < 0 ? 'down' : q.text.startsWith('+') ? 'up' : q.direction;
}

/** "a fall of " before a change whose direction its own text does not show ("fell 3.1%" is read as "3.1%"). */
function changeOf(value: SourceFact['value']): string {
  const d = changeDirection(value);
  const bySign = value.kind === 'quantity' && (value.quantity.value < 0 || value.quantity.text.startsWith('+'));
  if (d === undefined || bySign) return '';
  return d === 'up' ? 'a rise of ' : 'a fall of ';
}

/**
 * Tier 1: a pure, deterministic assessment of one claim against one source. Supported only when every value the claim
 * states is stated by an aligned source fact and the rest of the claim asks for no judgement; refuted when an aligned
 * fact states a different value, or the passage says the opposite; otherwise neutral, with the reason.
 */
export function assessDeterministic(
  claimText: string,
  source: Source,
  // Stryker disable next-line ArrayDeclaration: an earlier sentence with no values gives no antecedents, as no earlier sentence does
  context: readonly string[] = [],
): DeterministicResult {
  const model = sourceModel(source);
  const r = withDatedEvent(
    claimText,
    (text, before = []) => assess(text, source, model, antecedentsOf([...context, ...before], model)),
    (roots) =>
      roots.some(
        (root) => model.units.some((u) => u.roots.includes(root)) || model.facts.some((f) => f.key.includes(root)),
      ),
  );
  // A refutation always says where the source says otherwise.
  if (r.support !== 'refuted' || !r.passage || /\([^()]+:\d+(?::\d+)?\)/u.test(r.rule)) return r;
  const { line } = model.lines.locate(r.passage.range.start);
  return { ...r, rule: `${r.rule} (${source.uri.split('/').pop() ?? source.uri}:${line})` };
}

/**
 * A claim that dates another event by its own date ("..., in 2023, when the new factory opened") does not hold when the
 * source dates the event otherwise: the event's refutation is the claim's, said as what the claim says of it. Nor is it
 * supported when the source never tells of the event: none of the event's words (but those of the claim's first part)
 * is the source's.
 */
function withDatedEvent(
  claimText: string,
  assessText: (text: string, before?: readonly string[]) => DeterministicResult,
  told: (roots: readonly string[]) => boolean,
): DeterministicResult {
  const whole = assessText(claimText);
  const tied = whole.support === 'refuted' ? undefined : datedEvent(claimText);
  if (!tied) return whole;
  // (The event may speak of what the claim's first part names: "4.2.30 landed on 7 April 2026, the day the branch ...".)
  const event = assessText(tied.event, [tied.main]);
  if (event.support === 'refuted') return { ...event, rule: `the claim says ${tied.event}, but ${event.rule}` };
  // (An event the source does not tell of alone may still be what the claim's date is, "the day the branch reached
  // its end of life" of a record whose "eol" is that day: one the source has no word of is not.)
  const main = new Set(contentRoots(tied.main));
  const own = contentRoots(tied.clause).filter((r) => !main.has(r));
  if (whole.support !== 'supported' || event.support === 'supported' || own.length === 0 || told(own)) return whole;
  return {
    ...event,
    rule: `the claim also says ${tied.event}, which the source does not mention; cite a source that does, or leave the clause out`,
  };
}

/**
 * The source facts the earlier claims of the paragraph stated, one per value: what the claim may refer back to. A value
 * an earlier claim got wrong still points at the source value it was about ("node-http came in at 47,431"), so the
 * claim that refers back is checked against what the source says there.
 */
function antecedentsOf(context: readonly string[], model: SourceModel): Antecedent[] {
  return context.flatMap((text, k) => {
    const earlier = readClaim(text);
    const values = earlier.facts.filter((f) => f.value.kind !== 'name');
    const outcomes = scopeYears(pinRecord(valuesOnTheirOwn(text, earlier, values, model)));
    return outcomes.flatMap((o) => {
      const only = o.by[0];
      return (o.relation === 'supported' || o.relation === 'refuted') && !o.derived && o.by.length === 1 && only
        ? [{ fact: unitless(o.fact, only) ? { ...only, value: o.fact.value } : only, claim: k }]
        : [];
    });
  });
}

/** Per source model, each claim text's values assessed on their own and jointly assigned to rows (see below). */
const ownValueOutcomes = new WeakMap<SourceModel, Map<string, FactOutcome[]>>();

/**
 * A claim's values each assessed without reference to earlier claims, then jointly assigned to rows: pure in the text
 * and the model, and asked for twice (for the claim, and as an earlier claim of the ones after it), so remembered per
 * model. The result is shared: callers build new arrays from it and never change it.
 */
function valuesOnTheirOwn(
  text: string,
  claim: ClaimReading,
  values: readonly ClaimFact[],
  model: SourceModel,
): FactOutcome[] {
  let known = ownValueOutcomes.get(model);
  if (!known) ownValueOutcomes.set(model, (known = new Map()));
  const hit = known.get(text);
  if (hit) return hit;
  const outcomes = assignJointly(values.map((f) => assessValue(f, claim, model)));
  known.set(text, outcomes);
  return outcomes;
}

/** The packages a source gives versions of ("regex" of "dependencies.regex: 1.12.3"), once per model. */
const productsByModel = new WeakMap<SourceModel, Set<string>>();
const productsOf = (model: SourceModel): Set<string> => productsWhere(model, productsByModel, () => true);

/** The packages a field of the source gives versions of ("engines.node"): a number alone names a major line of one. */
const fieldProductsByModel = new WeakMap<SourceModel, Set<string>>();
const fieldProductsOf = (model: SourceModel): Set<string> =>
  productsWhere(model, fieldProductsByModel, (f) => f.unit.kind === 'field');

/** A source's version facts, once per model: read for every claim that cites it. */
const versionFactsByModel = new WeakMap<SourceModel, readonly SourceFact[]>();
function versionFactsOf(model: SourceModel): readonly SourceFact[] {
  let known = versionFactsByModel.get(model);
  if (!known) versionFactsByModel.set(model, (known = model.facts.filter((f) => f.value.kind === 'version')));
  return known;
}

function productsWhere(
  model: SourceModel,
  memo: WeakMap<SourceModel, Set<string>>,
  keep: (f: SourceFact) => boolean,
): Set<string> {
  let known = memo.get(model);
  if (!known) {
    const keys = versionFactsOf(model)
      .filter(keep)
      .flatMap((f) => f.key);
    memo.set(model, (known = new Set(keys.filter((k) => k.startsWith('p:')).map((k) => k.slice(2)))));
  }
  return known;
}

/** The records a claimed version names ("6.1" of `"releases": {"6.1": {...}}`), by where each starts. */
function recordsNamedBy(fact: ClaimFact, model: SourceModel): ReadonlySet<number> {
  if (fact.value.kind !== 'version') return NO_RECORDS;
  return recordsByVersion(model).get(versionToken(fact.value.version, fact.value.suffix)) ?? NO_RECORDS;
}
const NO_RECORDS: ReadonlySet<number> = new Set();

/** The records each version names, once per model (every claimed version asks). */
const recordsByVersionMemo = new WeakMap<SourceModel, Map<string, Set<number>>>();
function recordsByVersion(model: SourceModel): Map<string, Set<number>> {
  let known = recordsByVersionMemo.get(model);
  if (!known) {
    known = new Map();
    for (const f of versionFactsOf(model))
      if (f.rowName && f.record !== undefined && f.value.kind === 'version') {
        const token = versionToken(f.value.version, f.value.suffix);
        known.set(token, (known.get(token) ?? new Set()).add(f.record));
      }
    recordsByVersionMemo.set(model, known);
  }
  return known;
}

/** What parts the entries of a list written out: "a, b, and c", "a, b or c". */
const LIST_SEPARATOR = /,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u;

/** Does a count the tool made count any of these entries (a column's values, a table's keys)? */
function countsSomeOf(count: SourceFact, items: readonly string[], model: SourceModel): boolean {
  const entries = new Set([...(count.members ?? []), ...(tableEntries(count, model) ?? [])].map((e) => foldName(e)));
  return items.some((i) => entries.has(i));
}

/** The entries a claim lists after a count and a colon ("four output formatters: default, pylint, ..."), if it does. */
function listedItems(fact: ClaimFact, claim: ClaimReading): { items: string[]; lead: string } | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension !== 'count') return undefined;
  if (fact.value.quantity.qualifier !== 'exact') return undefined;
  const n = fact.value.quantity.value;
  const after = claim.folded.slice(fact.at.end).split(/[.;](?:\s|$)/u)[0] ?? '';
  const colon = after.indexOf(':');
  if (colon < 0 || !/^[\s\p{L}-]{1,60}$/u.test(after.slice(0, colon)) || n < 2 || n > 30) return undefined;
  const items = after
    .slice(colon + 1)
    .split(LIST_SEPARATOR)
    .map((i) => foldName(i))
    .filter((i) => i !== '');
  if (items.length !== n || items.some((i) => i.split(' ').length > 5)) return undefined;
  return { items, lead: after.slice(0, colon) };
}

/**
 * A count the claim spells out after a colon ("four output formatters: default, pylint, quiet-filename and
 * quiet-nothing", "six areas: text generation, ..."): stated by a list of the source that holds those entries and no
 * more (a table's entries, or one list in a sentence), and refuted by such a table that holds more.
 */
function listedCount(
  fact: ClaimFact,
  { items, lead }: { items: readonly string[]; lead: string },
  model: SourceModel,
): FactOutcome | undefined {
  if (fact.value.kind !== 'quantity') return undefined;
  const n = fact.value.quantity.value;
  // A table whose entries are the items: its count states or contradicts the claim's.
  for (const count of model.facts.filter((f) => f.counted && f.value.kind === 'quantity')) {
    // (Its entries by their keys, or as the line gives them: "flake8.report: default = ..., pylint = ...".)
    const keys = tableEntries(count, model);
    if (!keys) continue;
    const written = count.unit.kind === 'field' ? count.unit.text.replace(/^[^:]*:\s*/u, '').split(/,\s+/u) : [];
    const entries = new Set([...keys, ...written.map((w) => w.split(/\s+=\s+/u)[0] ?? '')].map((e) => foldName(e)));
    if (!items.every((i) => entries.has(i))) continue;
    const same = count.value.kind === 'quantity' && count.value.quantity.value === n;
    // (Not refuted when the claim says its entries are some of the table's: "two of them: default and pylint".)
    if (!same && /\b(?:of|other|more|among|including|such|like)\b/u.test(lead)) return undefined;
    return { fact, relation: same ? 'supported' : 'refuted', by: [count] };
  }
  // One list of a sentence or a line that holds the items, and no other entry before or after them.
  const unit = model.units.find((u) => {
    // (A Markdown link is its text: "[`#[Tries]`](/docs/queues#tries)".)
    const shown = u.text.replace(/\]\([^()\s]*\)/gu, ']');
    const text = ` ${foldName(shown)} `;
    if (!items.every((i) => text.includes(` ${i} `))) return false;
    const list = shown
      .split(/[.;:](?:\s|$)/u)
      .find((part) => items.every((i) => ` ${foldName(part)} `.includes(` ${i} `)));
    const parts = (list ?? '').split(LIST_SEPARATOR).map((p) => foldName(p));
    // (The list's first part may carry the words that lead into it: "providing a unified API for text generation".)
    const first = parts.findIndex((p) => ` ${p}`.endsWith(` ${items[0] ?? ''}`));
    const rest = parts.slice(first + 1).filter((p) => p !== '');
    return first >= 0 && rest.length === n - 1 && rest.every((p) => items.includes(p));
  });
  if (!unit) return undefined;
  // (The list's length, as the tool counted it, placed where the list stands.)
  const counted: SourceFact = {
    value: { kind: 'quantity', quantity: { ...fact.value.quantity, text: `${n} entries` } },
    text: `${n} entries`,
    range: unit.range,
    label: `the list in "${unit.text}"`,
    key: [],
    row: [],
    scope: [],
    years: [],
    unit,
    counted: true,
  };
  return { fact, relation: 'supported', by: [counted] };
}

/** How many of the entries a count of a table counts ("project.optional-dependencies": brotli, cli ...) a claim names. */
function entriesNamed(count: SourceFact, claim: ClaimReading, model: SourceModel): number {
  const said = new Set(claim.folded.toLowerCase().split(/[^\p{L}\p{N}_-]+/u));
  return new Set((tableEntries(count, model) ?? []).map((e) => e.toLowerCase()).filter((e) => said.has(e))).size;
}

/** The keys of the entries a count of a table counts ("brotli", "cli" of "project.optional-dependencies"), if it is one. */
function tableEntries(count: SourceFact, model: SourceModel): string[] | undefined {
  const table = count.label.replace(/ \(number of entries\)$/u, '');
  if (table === count.label) return undefined;
  const depth = table.split('.').length;
  return model.facts.flatMap((f) =>
    f.path && f.path.length > depth && f.path.slice(0, depth).join('.') === table ? [f.path[depth] ?? ''] : [],
  );
}

/**
 * The versions of one or two parts a source names records by ("5.2" of `"releases": {"5.2": ...}`) or gives of a
 * package ("25.12" of "clickhouse-server:25.12"), once per model.
 */
const versionsByModel = new WeakMap<SourceModel, Set<string>>();
function versionsOf(model: SourceModel): Set<string> {
  let known = versionsByModel.get(model);
  if (!known) {
    // (And the versions it gives of a package, "clickhouse-server:25.12": a claim's "25.12" is that version.)
    const named = versionFactsOf(model).filter(
      (f) =>
        f.value.kind === 'version' &&
        (f.rowName
          ? f.value.version.length <= 2
          : f.value.version.length === 2 && f.key.some((k) => k.startsWith('p:'))),
    );
    // (A row of a line, "5.1.x", gives "5.1" as a version.)
    versionsByModel.set(
      model,
      (known = new Set(named.map((f) => f.text.replace(/^[<>=!~^\s]+/u, '').replace(/\.x$/u, '')))),
    );
  }
  return known;
}

const rootsByModel = new WeakMap<SourceModel, Set<string>>();
/** The roots of every word the source uses, its title's too: an opening word it never uses is a name it does not give. */
function rootsOf(model: SourceModel): Set<string> {
  let known = rootsByModel.get(model);
  if (!known) rootsByModel.set(model, (known = new Set([...model.units.flatMap((u) => u.roots), ...model.titleRoots])));
  return known;
}

function assess(claimText: string, source: Source, model: SourceModel, antecedents: Antecedent[]): DeterministicResult {
  const claim = readClaim(claimText, productsOf(model), rootsOf(model), versionsOf(model), fieldProductsOf(model));
  // A claim that contradicts itself needs no source: "Monday, 5 March 2024" was a Tuesday.
  const wrongDay = claim.facts.find((f) => f.value.kind === 'date' && inconsistentWeekday(f.value.date));
  if (wrongDay?.value.kind === 'date') {
    const { year, month, day } = wrongDay.value.date;
    // Stryker disable next-line StringLiteral: weekdayOf gives 0 to 6, always an index of WEEKDAY_NAMES
    const actual = WEEKDAY_NAMES[weekdayOf(year ?? 0, month ?? 1, day ?? 1)] ?? '';
    return result(
      'refuted',
      `the claim's own date is wrong: that day was a ${actual}`,
      undefined,
      1,
      [],
      wrongDay.text,
    );
  }
  // Nor does a time it gives between two of its own dates: "July 8 ... about five months after March 10" is not.
  const span = ownSpan(claim);
  if (span && !span.fits)
    return result(
      'refuted',
      `the claim's own dates, ${span.dates}, are ${span.days} days apart, not ${span.fact.text}`,
      undefined,
      1,
      [],
      span.fact.text,
    );
  // A claim of dozens of values is no sentence a reader checks: its work is bounded, and it is left to be split.
  if (claim.facts.length > MAX_FACTS)
    return undecided(
      `the claim states ${claim.facts.length} values and names, more than the ${MAX_FACTS} one claim is checked for; cite each sentence on its own`,
      undefined,
    );
  const garbled = GARBLED.exec(claim.folded)?.[0];
  if (garbled && !source.text.includes(garbled))
    return undecided(
      `the claim has a word with a lost character, "${garbled}", which this check cannot read; write the word out in full`,
      undefined,
    );
  // "Released under the MIT licence" against `license = "BSD-3-Clause"`.
  const licence = licenceVerdict(claimText, model);
  if (licence) {
    const at = placeOf(licence.stated, model, source);
    if (licence.support === 'refuted')
      return result(
        'refuted',
        `the source gives the licence as ${licence.given} (${at}), not ${licence.claimed}`,
        licence.stated,
        1,
        [],
        licence.claimed,
      );
    // (Only a claim that says nothing else is borne out by its licence alone.)
    const named = licencesIn(claim.folded);
    const ofLicence = (f: ClaimFact): boolean => named.some((l) => f.at.start >= l.start && f.at.end <= l.end);
    const judged = reasoningWord(claim, licence.stated.text);
    if (!judged && claim.facts.every((f) => f.value.kind === 'name' && (ofLicence(f) || sameNameIn(f.text, model))))
      return result('supported', `the source gives the licence as ${licence.given} (${at})`, licence.stated, 1, []);
  }
  // "Its peak came in 2010": a claim that refers back and names no row of its own is about the row, or the series of
  // rows, the claim before it named.
  const series = refersBack(claim) && !namesARow(claim, model) ? antecedentSeries(antecedents, model) : [];
  // (A time that fits the span of the claim's own dates is worked out from them: the dates are what is checked.)
  const values = claim.facts
    .filter((f) => f.value.kind !== 'name' && f !== span?.fact)
    .map((f) => (series.length > 0 ? { ...f, all: [...f.all, ...series] } : f));
  const names = claim.facts.filter((f) => f.value.kind === 'name');
  // "It also added X", "Its only change is ...": a claim with no values of its own, about the release it refers back to.
  const release = values.length === 0 && refersBack(claim) ? antecedentSection(antecedents) : undefined;
  if (release) return assessWording(claimText, claim, model, release);
  // Each value on its own, then the passes that read values together: jointly assigned rows, pinned records, years
  // that scope a row, references back, ranks, values derived from the claim's own, spans of years and listed members.
  let outcomes =
    antecedents.length === 0 && series.length === 0
      ? valuesOnTheirOwn(claimText, claim, values, model)
      : assignJointly(values.map((f) => assessValue(f, claim, model, antecedents)));
  outcomes = ofOwnEntry(datedHere(pinPassage(othersValues(outcomes)), model), model);
  outcomes = referBack(scopeYears(pinSection(pinRecord(outcomes))), claim, antecedents, model);
  outcomes = byRowCount(
    someOfList(
      restated(fromOwnValues(ranked(outcomes, claim, antecedents, model), claim, antecedents, model), claim),
      claim,
    ),
    claim,
  );
  outcomes = partsOfRows(listedMembers(yearSpans(yearRangeEnds(outcomes, model), claim), claim), claim, model);
  outcomes = outcomes.map((o) => featureList(o, model) ?? o);
  // Values the tool works out over a table's rows: a share of a total, a mark crossed, a rate from a period, times faster.
  outcomes = outcomes.map(
    (o) =>
      patchReleases(o, claim, model, (f) => placeOf(f, model, source)) ??
      shareOfTotal(o, claim, model, antecedents) ??
      crossing(o, claim, model) ??
      frequency(o, claim, antecedents) ??
      timesFaster(o, claim, model) ??
      recordsWith(o, claim, model) ??
      heldBy(o, claim, model) ??
      o,
  );
  // "Downloads doubled from 2022 to 2023": the years of a change the series is checked on are the rows it was read in.
  const moved = spanChange(claim, model);
  if (moved?.support === 'refuted') return result('refuted', moved.why, moved.by[1]?.unit, 1, []);
  if (moved?.support === 'supported')
    outcomes = outcomes.map((o) =>
      o.relation !== 'supported' && yearOf(o.fact.value) !== undefined
        ? { fact: o.fact, relation: 'supported', by: yearFirst(moved.by, yearOf(o.fact.value)), derived: true }
        : o,
    );
  const inPeriod = periodChange(claim, model, (f) => placeOf(f, model, source));
  if (inPeriod)
    return inPeriod.support === 'neutral'
      ? result('neutral', inPeriod.why, inPeriod.by[0]?.unit, 0, [], undefined, 'not-stated')
      : // Stryker disable next-line OptionalChaining: a period's rise or fall it judges always has its two rows' values
        result(inPeriod.support, inPeriod.why, inPeriod.by[1]?.unit, 1, []);
  // (A share of a total dates its rows: the claim's year is theirs.)
  outcomes = yearFigures(firstTimes(scopeYears(levelChanges(outcomes, claim, model)), claim), claim, model);
  outcomes = otherYearSaid(outcomes, claim, model);
  // Values read where another measure, part of the year, section or level is the one the source gives them for.
  outcomes = otherPeriod(otherMeasure(ownSection(namedRow(outcomes, claim, model), claim, model), claim, model), claim);
  outcomes = claimedOrder(steadyLevel(outcomes, claim, source.text), claim);
  const supportedUnits = outcomes.flatMap((o) => (o.relation === 'supported' ? o.by.map((s) => s.unit) : []));
  // A changelog heading's values carry its section: the entries under it say what the names did.
  const headed = supportedUnits.flatMap((u) => (u.kind === 'heading' && u.section ? [u.section] : []));
  const valueUnits = [
    ...new Set([...supportedUnits, ...model.units.filter((u) => headed.some((h) => within(u.section, h)))]),
  ];
  for (const n of names) {
    const named = assessName(n, claim, model, source, valueUnits);
    // ("Ghana is ahead of Togo": a row compared by name is checked even where the name stands in a cell of another
    // row, as Ghana's next opponent, not only where the source does not state it.)
    const compared =
      named.relation === 'not-stated' || (named.relation === 'supported' && named.by.some((s) => !s.rowName));
    outcomes.push(compared ? (comparedRow(named, outcomes, claim, model) ?? named) : named);
  }
  // A count of the values the claim lists is as good as they are: "two patch releases, 0.11.4 and 0.11.5". (Unless
  // the one list the source gives them in holds another number of them: "two authors, Jarek Kowalski and Julian
  // Verdurmen" of `<Authors>Jarek Kowalski,Kim Christensen,Julian Verdurmen</Authors>`.)
  for (const [k, o] of outcomes.entries()) {
    const lists = o.fact.lists;
    if (!lists) continue;
    const items = outcomes.filter((x) => lists.some((r) => r.start === x.fact.range.start));
    if (items.length !== lists.length || !items.every((x) => x.relation === 'supported')) continue;
    const units = new Set(items.flatMap((x) => x.by.map((s) => s.unit)));
    const [unit] = units;
    const whole =
      units.size === 1
        ? model.facts.find((s) => s.counted && s.unit === unit && s.value.kind === 'quantity')
        : undefined;
    outcomes[k] =
      whole && relation(o.fact, whole) === 'conflict'
        ? { fact: o.fact, relation: 'refuted', by: [whole] }
        : { fact: o.fact, relation: 'supported', by: items.flatMap((x) => x.by).slice(0, 1) };
  }
  // "Most of the 12 votes", "7 out of 12": a whole is no one row's value, so a row's cell does not refute it.
  for (const [k, o] of outcomes.entries()) {
    if (o.relation !== 'refuted' || o.why || o.by.length === 0 || !o.by.every((s) => s.record !== undefined)) continue;
    if (!WHOLE_BEFORE.test(claim.folded.slice(Math.max(0, o.fact.at.start - 12), o.fact.at.start))) continue;
    outcomes[k] = {
      fact: o.fact,
      relation: 'not-stated',
      by: o.by,
      why: `the claim gives ${o.fact.text} as a whole, which no one row of the source gives; no check here adds up the rows`,
    };
  }
  const place = (f: SourceFact): string => placeOf(f, model, source);

  // Names show who or what the claim is about, not what it says of them: a claim of names alone is supported only by
  // fields whose keys hold every other word of it ("written by Dan Scales" and "Author(s): Dan Scales"), else its
  // wording must be quoted.
  const fieldKeys = new Set(outcomes.flatMap((o) => o.by.flatMap((s) => s.key)));
  const titled = new Set([...model.titleRoots, ...SUBJECTS]);
  // ("Its only listed author is David Peter": a list of one entry bears out "only", "sole" and "listed".)
  const alone = names.length > 0 && values.length === 0 && names.every((f) => onlyEntry(f, outcomes, model));
  // ("Image pulls use the IfNotPresent policy" of `image.pullPolicy: IfNotPresent`: a setting is used, set or run.)
  const setting = outcomes.some((o) => o.by.some((s) => s.unit.kind === 'field'));
  const saidByKeys = claim.roots
    .filter((r) => !CONNECTIVES.has(r) && !(alone && SOLE_WORDS.has(r)) && !(setting && SETTING_VERBS.has(r)))
    .every((r) => fieldKeys.has(r) || titled.has(r));
  if (
    values.length === 0 &&
    names.length > 0 &&
    (!saidByKeys ||
      !outcomes.every((o) => o.relation === 'supported' && (o.subject || o.by.some((s) => s.key.length > 0))) ||
      outcomes.every((o) => o.subject))
  ) {
    // "Koa serves more requests per second than Hapi": two rows in the order of one measure.
    const order = rowOrder(claim, model);
    if (!order) return assessWording(claimText, claim, model);
    const {
      first,
      second,
      names: [a, b],
      word,
    } = order;
    const given = `the source gives ${first.text} for ${quoted(keyText(first))} of "${a}" (${place(first)}) and ${second.text} for "${b}" (${place(second)})`;
    return order.holds
      ? result('supported', given, first.unit, 1, [])
      : result('refuted', `${given}: "${a}" is not ${word} than "${b}"`, first.unit, 1, [], word);
  }
  // Numbers that only name columns ("part 2", "qual 1") state nothing: what the claim says of them is its wording.
  if (values.length > 0 && outcomes.every((o) => o.label || o.fact.value.kind === 'name'))
    return assessWording(claimText, claim, model);
  // A value refuted only by what another of the claim's values is stated by is no refutation: "older than 17.0 the list
  // drops to three" is not refuted by the 17.0 the claim gives itself; that value's number says nothing of this one.
  outcomes = outcomes.map((o) => {
    const [s] = o.by;
    // (Only a field's or a cell's one value, and no difference worked out between two: a range or a sentence's change
    // has two sides, one of them the other's, and a gap between two rows is of both.)
    const single = (b: SourceFact): boolean =>
      (b.unit.kind === 'field' || b.unit.kind === 'row') &&
      (b.value.kind !== 'quantity' || b.value.quantity.qualifier === 'exact');
    // (Of a sentence or a list's item, or a value the claim derives, only where the other value states it exactly: "more
    // than 4" is borne out by a row's 53, which may still refute this value; "thirty seconds" is "at most 30 seconds".)
    // (And by that one value alone, in no sentence of a change, "rose from 2 to 5 days", whose two sides are one
    // another's; nor where the claim works its value out from the other, "20 ns more than a plain call, at 7 ns".)
    const exact = (x: FactOutcome): boolean =>
      (o.fact.cue === undefined && o.by.every(single)) ||
      (x.by.length === 1 &&
        (o.fact.cue === undefined || o.fact.cue === 'interval') &&
        (x.fact.value.kind !== 'quantity' || x.fact.value.quantity.qualifier === 'exact') &&
        !model.facts.some((f) => f.unit === s?.unit && f.earlier));
    const owner =
      o.relation === 'refuted' && !o.why && !o.derived && s && o.by.every((b) => !/^[\^~<>=!]/u.test(b.text))
        ? statedForOthers(outcomes, o, s).find((x) => !x.derived && exact(x) && o.by.every((b) => x.by.includes(b)))
        : undefined;
    return owner && s
      ? {
          fact: o.fact,
          relation: 'not-stated',
          by: [],
          why: `the source gives ${s.text} for ${quoted(s.label)} (${place(s)}), which is the claim's ${owner.fact.text}, and states no ${o.fact.text}`,
        }
      : o;
  });
  const refuted = outcomes.find((o) => o.relation === 'refuted');
  // "Kapiti's decile is not 6", "never rose above 40 ms": a value the source does not give may be just what the claim
  // says, so the one it gives goes to a person, not against the claim.
  const denial = refuted && negatedClause(claim, refuted.fact);
  if (refuted && denial) {
    const shown = distinct(refuted.by)
      .slice(0, 3)
      .map((s) => `${s.text} for ${quoted(s.label)} (${place(s)})`);
    return undecided(
      `the claim says "${denial}", a negation, and the source gives ${shown.join(' and ')}: check by hand that the source bears it out`,
      refuted.by[0]?.unit,
    );
  }
  if (refuted) {
    // A change refuted by its direction says so on both sides ("a rise of 3.1% ..., not a fall of 3.1%").
    const by = distinct(refuted.by).slice(0, 3);
    // (A level the claim says a series crossed, "dropped below 20 ms", is no change.)
    const turned =
      refuted.fact.cue !== undefined &&
      by.some((s) => changeDirection(s.value) !== changeDirection(refuted.fact.value));
    const change = (v: SourceFact['value']): string => (turned ? changeOf(v) : '');
    const shown = by.map((s) => `${change(s.value)}${s.text} for ${quoted(s.label)} (${place(s)})`);
    const rule =
      refuted.why ?? `the source gives ${shown.join(' and ')}, not ${change(refuted.fact.value)}${refuted.fact.text}`;
    return result('refuted', rule, refuted.by[0]?.unit, 1, [], refuted.fact.text);
  }
  // "vitest 1.6.0 is a runtime dependency" of a package the source lists only under devDependencies.
  const kind = otherDependencyKind(claim.folded, productsOf(model), versionFactsOf(model));
  if (kind) {
    const { product, listed, table, said } = kind;
    const why = `the source lists ${product} under ${quoted(table)} (${place(listed)}), not as ${said}`;
    return result('refuted', why, listed.unit, 1, [], product);
  }
  // A year only dates what the claim says: the value that is not stated is the one to name first.
  const isYear = (o: FactOutcome): boolean => yearOf(o.fact.value) !== undefined || o.fact.value.kind === 'date';
  const missing = outcomes
    .filter((o) => o.relation === 'not-stated' || o.relation === 'ambiguous')
    .sort((a, b) => Number(isYear(a)) - Number(isYear(b)));
  // "Version 2.2.0 removed the JSON exporter": a name listed only under another release puts the change there.
  if (missing.length > 0 && missing.every((o) => o.fact.value.kind === 'name')) {
    const stated = outcomes.filter((o) => o.relation === 'supported');
    const units = [...new Set(stated.flatMap((o) => o.by.map((s) => s.unit)))];
    const keys = new Set(stated.flatMap((o) => o.by.flatMap((s) => [...s.key, ...s.row])));
    const misplaced = otherRelease(claim, model, units, keys);
    if (misplaced) return settled(misplaced);
  }
  if (missing.length > 0) {
    const first = missing[0] as FactOutcome;
    const unmatched = missing.map((o) => o.fact.text);
    const rule =
      first.relation === 'ambiguous'
        ? openQuestion(first, place)
        : (first.why ?? `the source does not state ${first.fact.text}${aboutWords(first.fact, claimText)}`);
    const best = first.by[0]?.unit ?? bestUnitOf(claim, model.units)?.unit;
    return result(
      'neutral',
      rule,
      best,
      0,
      unmatched,
      first.fact.text,
      first.relation === 'ambiguous' ? 'ambiguous' : 'not-stated',
    );
  }
  const supportUnits = [...new Set(outcomes.flatMap((o) => o.by.map((s) => s.unit)))];
  // Values from different rows of a table: the claim joins or compares rows, which this tier does not judge.
  // When one row holds every value the claim states, the claim is about that row.
  const recordOf = (s: SourceFact): number | Unit => s.record ?? s.unit;
  const inRecord = (s: SourceFact): boolean => s.record !== undefined;
  // (Not a name the claim gives as what a stated version is of, "Python" of "Python 3.13": the version's row is its row.)
  const versioned = new Set(
    outcomes.flatMap((o) => (o.fact.value.kind === 'version' ? [productIn(o.fact.near)] : [])).filter(Boolean),
  );
  const direct = outcomes.filter(
    (o) => !o.derived && !(o.fact.value.kind === 'name' && versioned.has(packageName(o.fact.value.name.toLowerCase()))),
  );
  const perOutcome = direct.map((o) => new Set(o.by.filter(inRecord).map(recordOf)));
  const common = [...(perOutcome[0] ?? [])].filter((r) => perOutcome.every((set) => set.size === 0 || set.has(r)));
  const chosen = common.length === 1 && perOutcome.some((set) => set.size > 1) ? common[0] : undefined;
  const inRows = direct.flatMap((o) =>
    o.by.filter((s) => inRecord(s) && (chosen === undefined || recordOf(s) === chosen)),
  );
  const records = new Set(inRows.map(recordOf));
  const rows = new Set(inRows.map((s) => s.unit));
  const rowUnits = [...rows].filter((u) => u.kind === 'row');
  const swapped =
    swappedRole(claim, rowUnits, model) ??
    otherOwner(claim, inRows, model) ??
    otherClause(direct, model) ??
    reversedAmounts(direct, claim, place);
  if (swapped) return undecided(swapped, supportUnits[0]);
  // The rows a derived value compares are the claim's too ("twice the speed of XXH32").
  const compared = outcomes.flatMap((o) => (o.derived ? o.by.map((s) => s.unit) : [])).filter((u) => u.kind === 'row');
  // The rows of a category the claim counts ("three sources: fossil fuels, nuclear energy and renewables") are its too.
  // Stryker disable next-line ArrayDeclaration: every outcome left here is supported (the others returned above)
  const counted = outcomes.flatMap((o) => (o.relation === 'supported' ? o.by.filter((s) => s.counted) : []));
  // A claim that counts a table's rows ("sixteen hash functions, plus one reference row") is about every row.
  const stranger = counted.some((s) => s.rowTexts)
    ? undefined
    : otherRowWords(
        claim,
        [...rowUnits, ...compared, ...counted.map((s) => s.unit), ...coSubjects(claim, inRows, model)],
        model,
      );
  if (stranger) {
    const word = words(claimText).find((w) => rootOf(w.norm) === stranger)?.raw ?? stranger;
    return undecided(
      `the claim also names "${word}", which the source gives in another row; no check here can judge which row it means`,
      supportUnits[0],
    );
  }
  const columns = new Set(outcomes.flatMap((o) => o.by.filter(inRecord).map((s) => s.key.join(' '))));
  // Rows a derived value compares are joined by design ("159.40 ... more than twelve times restana's 12.39").
  const compares = outcomes.some(
    (o) => (o.derived || o.joint) && [...records].every((r) => o.by.some((s) => recordOf(s) === r)),
  );
  // Each value said of its own row in its own clause ("fossil fuels generated 35,361 while renewables managed 1,437"),
  // rows that their words tell apart, or the dates the claim gives them ("zstd" alone names neither "zstd,3,2.9" nor
  // "zstd,1,2.6").
  const rowWords = (s: SourceFact): string => s.row.filter((r) => /\p{L}/u.test(r) && !r.includes(':')).join(' ');
  const namesakes = (s: SourceFact): boolean =>
    inRows.some((t) => recordOf(t) !== recordOf(s) && rowWords(t) === rowWords(s));
  const dated = (o: FactOutcome, s: SourceFact): boolean =>
    yearOf(o.fact.value) !== undefined || s.row.some((r) => r.includes(':') && o.fact.all.includes(r));
  // (Or the row the claim pairs with the value by their places in two lists: "Starter and Pro cost $1,500 and $2,000".)
  const ownRows = direct.every((o) =>
    o.by.every(
      (s) =>
        !inRecord(s) ||
        s.unit === pairedRow(o.fact, claim, model) ||
        (rowWords(s) !== '' &&
          s.row.every((r) => !/\p{L}/u.test(r) || r.includes(':') || o.fact.near.includes(r)) &&
          (!namesakes(s) || dated(o, s))),
    ),
  );
  // (Records of one thing in two lists, "6.1" in `releases` and in `versions`, are one row.)
  const things = new Set([...records].map((r) => (typeof r === 'number' ? thingOf(r, model) : r)));
  // (One value that several rows give alike, "actions/checkout ... v6.0.2" in each job, is stated whichever is meant.)
  // (Fields of records, not a table's rows, whose other cells the claim would have to name.)
  const alike =
    direct.length === 1 &&
    new Set(direct[0]?.by.map((s) => s.text)).size === 1 &&
    (direct[0]?.by ?? []).every((s) => s.unit.kind === 'field');
  if (
    things.size > 1 &&
    !alike &&
    !compares &&
    !ownRows &&
    !readAtPeriods(direct, claim, model) &&
    !spansColumn(direct, counted, claim, model) &&
    !(
      columns.size === 1 &&
      outcomes.length === 1 &&
      // Stryker disable next-line OptionalChaining: only reached when records.size > 1, so rows holds a unit
      rows.size === model.units.filter((u) => u.kind === 'row' && u.section === [...rows][0]?.section).length
    )
  )
    return undecided(
      'the claim joins values from several rows of the source; no check here can judge that',
      supportUnits[0],
    );
  const keyRoots = new Set(outcomes.flatMap((o) => o.by.flatMap((s) => [...s.key, ...s.row])));
  const unread = unreadNumber(claim, source);
  if (unread)
    return undecided(
      `the claim writes "${unread}", which this check cannot read as a number and the source does not give`,
      supportUnits[0],
    );
  const pair = unstatedPair(claim, supportUnits);
  if (pair)
    return undecided(
      `the source does not give the pair "${pair}" where it states the claim's other values`,
      supportUnits[0],
    );
  // "clap 4.6.1 with the wrap_help and derive features" where clap's features are wrap_help and cargo.
  const unlisted = unlistedMember(
    claim.folded,
    outcomes.flatMap((o) => o.by),
    model,
  );
  const switched = switchedOtherWay(
    claim.folded,
    outcomes.flatMap((o) => o.by),
    model,
  );
  if (switched) {
    const { setting, said } = switched;
    const why = `the source sets ${quoted(setting.label)} to ${setting.text} (${place(setting)}), not ${said}`;
    return result('refuted', why, setting.unit, 1, [], said);
  }
  // ("... before PrometheusBadConfig fires, and it goes straight to warning" where its severity is critical.)
  const recordsSaid = new Set([
    ...outcomes.flatMap((o) =>
      o.relation === 'supported' ? o.by.flatMap((s) => (s.record !== undefined ? [s.record] : [])) : [],
    ),
    ...recordsIdentified(claim, model).records,
  ]);
  const otherKind = kindSaidOtherwise(claim.folded, recordsSaid, model);
  if (otherKind) {
    const { given, said } = otherKind;
    const why = `the source gives ${given.text} for ${quoted(given.label)} (${place(given)}), not ${said}`;
    return result('refuted', why, given.unit, 1, [], said);
  }
  if (unlisted) {
    const { member, why, list, things } = unlisted;
    const [first] = list;
    const names = [...new Set(list.map((s) => s.text))].join(', ');
    const at = first ? ` (${place(first)})` : '';
    if (why === 'refuted')
      return result(
        'refuted',
        `the source lists ${names} for ${quoted(first?.label ?? '')}${at}, not ${member}`,
        first?.unit,
        1,
        [],
        member,
      );
    return undecided(
      why === 'elsewhere'
        ? `the claim's values fit ${things.map(quoted).join(', ')}, and only ${quoted(first?.label ?? '')}${at} lists ${member}: say which one the claim means`
        : `the source lists no ${member} for ${things.map(quoted).join(' or ')}`,
      supportUnits[0],
    );
  }

  if (outcomes.length > 0) {
    const misplaced = otherRelease(claim, model, supportUnits, keyRoots);
    if (misplaced) return settled(misplaced);
    const apart = nameInOtherClause(claim, outcomes);
    if (apart) return undecided(apart.why, apart.unit);
    const typed = otherChangeType(claim, model, supportUnits);
    if (typed) return result('refuted', typed.why, typed.unit, 1, []);
    const stage = releaseStage(claim, outcomes, place);
    if (stage) return settled(stage);
    const turned = fromToTurned(claim, outcomes, source.text);
    if (turned) return result('refuted', turned.why, turned.unit, 1, []);
    const apartEnds = fromToApart(claim, outcomes);
    if (apartEnds) return undecided(apartEnds.why, apartEnds.unit);
    const unsaid = unsaidWords(claimText, claim, model, supportUnits, keyRoots);
    if (unsaid) return undecided(unsaid, supportUnits[0]);
    // (A time worked out from the claim's own dates compares them: "the gap between ... was six months".)
    const compared = outcomes.some((o) => o.derived) || span !== undefined;
    const beaten = beatenSuperlative(claim, outcomes, model);
    if (beaten)
      return result(
        'refuted',
        `the claim says "${beaten.word}", but the source gives ${beaten.rival.text} for ${quoted(beaten.rival.label)} (${place(beaten.rival)})`,
        beaten.rival.unit,
        1,
        [],
        beaten.word,
      );
    // A rank's own word ("eighth place") once the rank is checked.
    const rankChecked = outcomes.some(
      (o) =>
        o.relation === 'supported' &&
        o.fact.value.kind === 'quantity' &&
        o.fact.value.quantity.dimension.startsWith('ordinal') &&
        o.fact.near.some((w) => RANK_WORDS.has(w)),
    );
    // ("Users fell between 2018 and 2023" of no one series the source gives.)
    if (moved?.support === 'neutral') return undecided(moved.why, supportUnits[0]);
    const order = changelogOrder(claim, outcomes, model);
    if (order?.support === 'refuted') return result('refuted', order.why, order.unit, 1, [], order.word);
    if (order?.support === 'neutral') return undecided(order.why, order.unit);
    // "2.0.6 and 2.0.7 went out on the same day, December 30th, 2014": one value the source gives in each place.
    const shared = outcomes.some(
      (o) => o.relation === 'supported' && !o.derived && new Set(o.by.map((s) => s.unit)).size >= 2,
    );
    const summed = outcomes.some((o) => o.ofTotal && o.relation === 'supported');
    const spread = spreadCompared(claim, outcomes, model);
    if (spread?.holds === false) return result('refuted', spread.why, spread.unit, 1, [], spread.word);
    const blank = everyMeasure(claim, outcomes, model);
    if (blank?.holds === false) return result('refuted', blank.why, blank.unit, 1, [], 'every');
    const holds = (word: string): boolean =>
      (word === 'same' && shared) ||
      (word === 'both' && (shared || outcomes.some((o) => o.joint) || bothStated(claim, outcomes, model))) ||
      (summed && TOTAL_WORDS.has(word)) ||
      (word === 'only' && outcomes.some((o) => o.close && o.relation === 'supported')) ||
      (alone && SOLE_WORDS.has(rootOf(word))) ||
      (spread?.holds === true && spread.words.includes(word)) ||
      (blank?.holds === true && (word === 'every' || word === 'all')) ||
      (word === 'most' && outcomes.some((o) => o.tallied && o.relation === 'supported')) ||
      // ("Eight scripts are defined in total": "in total", "in all" after a count the tool made of a list is that count.)
      ((word === 'total' || word === 'all') &&
        IN_TOTAL.test(claim.folded) &&
        outcomes.some((o) => o.relation === 'supported' && o.by.some((s) => s.counted))) ||
      superlativeHolds(word, claim, outcomes, model) ||
      (rankChecked && RANK_WORDS.has(rootOf(word))) ||
      order?.holds?.includes(word) === true ||
      (['latest', 'newest', 'last'].includes(word) && latestOfLine(claim, model)) ||
      (SELF_REFERENCE.test(claim.folded) && SELF_WORDS.has(word)) ||
      (word === 'respectively' &&
        outcomes.some(
          (o) => o.relation === 'supported' && o.by.some((s) => s.unit === pairedRow(o.fact, claim, model)),
        ));
    const concern = remainderConcern(claimText, claim, supportUnits, keyRoots, model.units, compared, holds);
    if (concern?.support === 'refuted')
      return result('refuted', concern.why, concern.unit ?? supportUnits[0], 1, [], undefined);
    if (concern) return undecided(concern.why, supportUnits[0]);
    const shown = outcomes.map((o) => `${o.fact.text} (${o.by[0] ? place(o.by[0]) : 'the source'})`);
    const failing = failureUnsaid(claim, outcomes);
    if (failing)
      return undecided(
        `the source says ${failing.word} where it gives ${failing.value} (${place(failing.at)}), and the claim does not; check what it says happens`,
        failing.at.unit,
      );
    return result('supported', `the source states ${shown.join(', ')}`, supportUnits[0], 1, []);
  }
  return assessWording(claimText, claim, model);
}

/**
 * A value said of what the source's sentence says of another value: "64% use TypeScript and 41% use Rust" does not
 * state "64% use Rust". A word of the claim value's own clause that names another value of the same measure in the same
 * sentence, and not the one that matched, is the sign.
 */
function otherClause(outcomes: readonly FactOutcome[], model: SourceModel): string | undefined {
  // (The claim's names count wherever it gives them: "64% use Python and Rust" says the 64% of Rust too.)
  const claimNames = outcomes.flatMap((o) => (o.fact.value.kind === 'name' ? contentRoots(o.fact.value.name) : []));
  for (const o of outcomes) {
    if (o.relation !== 'supported' || o.fact.value.kind !== 'quantity') continue;
    const dimension = o.fact.value.quantity.dimension;
    if (dimension === 'year') continue;
    for (const s of o.by) {
      if (s.unit.kind !== 'sentence' && s.unit.kind !== 'item') continue;
      const values = model.facts.filter((f) => f.unit === s.unit && f.value.kind === 'quantity');
      // (Values of another measure, "a survey of 2,000" beside "64% use it", are not what the claim's value could be.)
      const others = values.filter(
        (f) =>
          f !== s &&
          // Stryker disable next-line ConditionalExpression: values holds only quantities; the check narrows the type
          f.value.kind === 'quantity' &&
          f.value.quantity.dimension === dimension &&
          relation(o.fact, f) !== 'match' &&
          // (Nor the value a claim's value was told from, in order, and its words: "a seventeen-month window feeding a
          // twelve-month gap" says "gap" of the twelve months.)
          !statedForOthers(outcomes, o, f).some((x) => x.paired || o.paired),
      );
      // The words before the sentence's first value are its subject, said of every value ("the release shipped 12
      // fixes and 3 features").
      const first = values.reduce((a, b) => (b.range.start < a.range.start ? b : a), s);
      const subject = contentRoots(s.unit.text.slice(0, Math.max(0, s.unit.text.indexOf(first.text))));
      // (A value whose clause names what the claim names, where no other value's names what the claim gives, is that
      // name's: "41% use Rust" after "64% of respondents use Python" is said of respondents too.)
      const alike = values.filter((f) => f.value.kind === 'quantity' && f.value.quantity.dimension === dimension);
      const given = new Set([...o.fact.near, ...claimNames]);
      const names = (f: SourceFact): boolean => clauseNames(f, alike).some((k) => given.has(k));
      if (names(s) && !alike.some((f) => f !== s && names(f))) continue;
      const named = claimNames.filter((k) => alike.some((f) => f !== s && clauseNames(f, alike).includes(k)));
      for (const word of new Set([...o.fact.near, ...named])) {
        if (word.length < 2 || s.key.includes(word) || subject.includes(word)) continue;
        const other = others.find((f) => f.key.includes(word));
        if (other)
          return `the claim says "${o.fact.text}" of "${asWritten(word, s.unit.text)}", which the source says of ${other.text} (${quoted(s.unit.text)}); no check here can judge which value it means`;
      }
    }
  }
  return undefined;
}

/**
 * Two amounts of one kind the claim gives in the other order from the sentence that states both: "a twelve-month window
 * feeding a seventeen-month gap" of "a 17-month development period that results in a 12-month release cadence". Which
 * is which the words do not tell, so a person does. (Bare counts are told apart by what they count.)
 */
function reversedAmounts(
  outcomes: readonly FactOutcome[],
  claim: ClaimReading,
  place: (s: SourceFact) => string,
): string | undefined {
  const amounts = outcomes.flatMap((o) => {
    const [s] = o.by;
    return o.relation === 'supported' &&
      o.fact.value.kind === 'quantity' &&
      inUnit(o.fact) &&
      o.by.length === 1 &&
      s !== undefined &&
      (s.unit.kind === 'sentence' || s.unit.kind === 'item')
      ? [{ fact: o.fact, s, dimension: o.fact.value.quantity.dimension }]
      : [];
  });
  for (const a of amounts)
    for (const b of amounts) {
      const [sa, sb] = [a.s, b.s];
      // (Not the two ends of a change, "from about 50 ns to about 35 ns" of "35ns (reduced from about 50ns)", or "from 64
      // KiB to 16 KiB": their roles are read as a change.)
      if (sa.unit !== sb.unit || sa === sb || a.dimension !== b.dimension || sa.earlier || sb.earlier) continue;
      if (/\bfrom\b/u.test(claim.folded.slice(Math.max(0, a.fact.at.start - 24), a.fact.at.start))) continue;
      if (a.fact.at.start < b.fact.at.start && sa.range.start > sb.range.start)
        return `the claim gives ${a.fact.text} before ${b.fact.text}, and the source ${sb.text} before ${sa.text} (${place(sb)}); check by hand which is which`;
    }
  return undefined;
}

/** A word of a text as written, found by its root ("respondents" for "respon"); the root when none is found. */
function asWritten(root: string, text: string): string {
  return words(text).find((w) => rootOf(w.norm) === root)?.raw ?? root;
}

function result(
  support: SupportStatus,
  rule: string,
  unit: Unit | undefined,
  score: number,
  unmatched: readonly string[],
  subject?: string,
  neutral?: NeutralReason,
): DeterministicResult {
  return {
    support,
    rule,
    ...(unit ? { passage: { text: unit.text, range: unit.range } } : {}),
    score,
    unmatched,
    ...(subject ? { subject } : {}),
    ...(neutral ? { neutral } : {}),
  };
}

/**
 * The claim's clause up to a value when a negation before the value turns it round ("Kapiti's decile is not 6", "the
 * release never shipped in 2023", "latency never rose above 40 ms").
 */
function negatedClause(claim: ClaimReading, fact: ClaimFact): string | undefined {
  const { start } = clauseOf(claim, fact);
  // ("Without" turns round the word after it, not the value: "active without stopping from 2002".)
  // Stryker disable next-line StringLiteral: what stands for "without <word>" only needs to hold no negation word
  const negations = negationCount(claim.folded.slice(start, fact.at.start).replace(/\bwithout\s+\p{L}+/giu, ''));
  return negations % 2 === 1 ? claim.folded.slice(start, fact.at.end).trim() : undefined;
}

/** The clause of the claim a value stands in: from the cut before it (CLAUSE_CUT) to the cut after it. */
function clauseOf(claim: ClaimReading, fact: ClaimFact): Range {
  let start = 0;
  for (const m of claim.folded.matchAll(CLAUSE_CUT)) {
    if (m.index + m[0].length <= fact.at.start) start = m.index + m[0].length;
    else if (m.index >= fact.at.end) return { start, end: m.index };
  }
  return { start, end: claim.folded.length };
}

/**
 * The roots of what a claim lists in three or more entries ("brotli, the command-line client, HTTP/2 and zstd", "brotli,
 * socks and zstd"): the last word before the first comma, and every word after it.
 */
function enumerated(claim: ClaimReading): Set<string> {
  // ("brotli, socks, zstd" or "brotli, socks and zstd".)
  const parts = claim.folded
    .split(/[.;:]/u)
    .find((p) => (p.match(/,/gu) ?? []).length >= 2 || /,[^,]+\s(?:and|or)\s/u.test(p));
  if (!parts) return new Set();
  const [head = '', ...rest] = parts.split(',');
  const last = head.trim().split(/\s+/u).at(-1) ?? '';
  return new Set([last, ...rest].flatMap((p) => contentRoots(p)));
}

/** Verbs of change, which say how a value moved and never what it is. */
const CHANGE_VERB_ROOTS = new Set(
  [
    ...['rose', 'rise', 'rises', 'risen', 'rising', 'fell', 'fall', 'falls', 'fallen', 'falling', 'grew', 'grow'],
    ...['grows', 'grown', 'growing', 'increased', 'increase', 'increases', 'decreased', 'decrease', 'decreases'],
    ...['improved', 'improve', 'improves', 'reduced', 'reduce', 'reduces', 'dropped', 'drop', 'drops', 'jumped'],
    ...['jump', 'climbed', 'climb', 'declined', 'decline', 'gained', 'gain', 'shrank', 'shrink', 'doubled'],
    ...['halved', 'boosted', 'boost', 'lowered', 'raised', 'cut', 'cuts', 'growth', 'change', 'changed', 'changes'],
  ].map(rootOf),
);

/** Is a name the claim gives one of the source's names ("httpx" of `name = "httpx"`)? */
function sameNameIn(name: string, model: SourceModel): boolean {
  return model.facts.some((s) => s.value.kind === 'name' && sameName(name, s.value.name));
}

/** Source facts with one written value in one place once: "2021" read as a count and as a year is shown once. */
function distinct(facts: readonly SourceFact[]): SourceFact[] {
  const seen = new Set<string>();
  return facts.filter((s) => {
    const key = `${s.text}\u0000${s.label}\u0000${s.range.start}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

/** Neutral because no check here can judge the claim's wording (not because a value is missing), with the reason. */
function undecided(why: string, unit: Unit | undefined): DeterministicResult {
  return result('neutral', why, unit, 0, [], undefined, 'wording');
}

/** A finding that refutes the claim, or else leaves it to a person, with its reason and passage either way. */
function settled(found: {
  readonly refutes: boolean;
  readonly why: string;
  readonly unit?: Unit;
}): DeterministicResult {
  return found.refutes ? result('refuted', found.why, found.unit, 1, []) : undecided(found.why, found.unit);
}

/** The words of the claim around a value, as the author wrote them ("releases", not a stem). */
function aboutWords(fact: ClaimFact, claimText: string): string {
  const near = new Set(fact.near);
  const about = [
    ...new Set(
      words(claimText)
        .filter((w) => near.has(rootOf(w.norm)) && !isStopWord(w.norm))
        .map((w) => w.raw),
    ),
  ].slice(0, 4);
  return about.length > 0 ? ` (said of: ${about.join(', ')})` : '';
}

/** Does a section's heading, or one above it, give a name the claim gives ("## Aero 16" for "The Aero 16 ...")? */
function headingNamed(section: Section | undefined, claim: ClaimReading): boolean {
  return claim.facts.some((f) => f.value.kind === 'name' && underHeading(section, ` ${foldName(f.value.name)} `));
}

/** Does a heading of the section, or of a section it stands in, name this (folded, space-padded) name? */
function underHeading(section: Section | undefined, name: string): boolean {
  for (let s = section; s; s = s.parent) if (` ${foldName(s.heading)} `.includes(name)) return true;
  return false;
}

/** A source value's label in quotes, unless it is already quoted ('"Decompress." of the row "zstd 1.5.6 -1"'). */
function quoted(label: string): string {
  return label.includes('"') ? label : `"${label}"`;
}

/** Where a source fact stands: file:line, and its key when it has one. */
export function placeOf(fact: Pick<SourceFact, 'range'>, model: SourceModel, source: Source): string {
  const { line, column } = model.lines.locate(fact.range.start);
  const file = source.uri.split('/').pop() ?? source.uri;
  return column > 80 ? `${file}:${line}:${column}` : `${file}:${line}`;
}

/** Statistics of one measure, each a different value of it (the maximum and minimum are also superlatives: left out). */
const STATISTICS = new Set(['mean', 'median', 'mode', 'p75', 'p90', 'p95', 'p99', 'p999']);

const YEAR = '((?:1[89]|20)\\d\\d)';
/** What joins a value to the date it is of: "165 in 2021", "157 (2023)", "412,000 in July 2023". */
const DATED_BY = /^\s*(?:(?:in|by|for|during)\s+|\(\s*)$/iu;

/** The claim's date or year written right after a value, as what the value is of ("165 in 2021"). */
function datedBy(fact: ClaimFact, claim: ClaimReading): ClaimFact | undefined {
  return claim.facts.find(
    (f) => f.at.start >= fact.at.end && DATED_BY.test(claim.folded.slice(fact.at.end, f.at.start)),
  );
}
/** "From 15.7% to 16.5% between 2021 and 2023": the two values and the two years, in order. */
const FROM_TO_BETWEEN = new RegExp(
  `\\bfrom\\s+(?:about\\s+|around\\s+)?(\\S+(?:\\s\\S+)?)\\s+to\\s+(?:about\\s+|around\\s+)?(\\S+(?:\\s\\S+)?)\\s+(?:between|from)\\s+${YEAR}\\s+(?:and|to)\\s+${YEAR}\\b`,
  'du',
);

/**
 * The year the claim gives a value for: written right after it ("165 in 2021"), or the end of a span the value is the
 * same end of ("from 15.7% to 16.5% between 2021 and 2023": 15.7% is 2021's).
 */
export function ownYear(fact: ClaimFact, claim: ClaimReading): number | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension === 'year') return undefined;
  // (A change, "rose by 1.31 million in 2023", is no level of the year's row.)
  if (fact.cue !== undefined || fact.moved !== undefined || fact.value.quantity.direction !== undefined)
    return undefined;
  const after = datedBy(fact, claim)?.value;
  if (after?.kind === 'quantity' && after.quantity.dimension === 'year' && after.quantity.qualifier === 'exact')
    return after.quantity.value;
  const span = FROM_TO_BETWEEN.exec(claim.folded);
  const ends = span?.indices;
  // Stryker disable next-line LogicalOperator: with the d flag a match always has indices, and no match none
  if (!span || !ends) return undefined;
  // Stryker disable next-line OptionalChaining: groups 1 and 2 are not optional, so a match has their indices
  const [from, to] = [ends[1]?.[0], ends[2]?.[0]];
  return fact.at.start === from ? Number(span[3]) : fact.at.start === to ? Number(span[4]) : undefined;
}

/** Is a row of the month the claim gives a value for, or else of its year ("4,300 in March 2024", "120 in 2023")? */
function inPeriod(s: SourceFact, month: string | undefined, year: number | undefined, model: SourceModel): boolean {
  return month !== undefined ? rowMonth(s, model) === month : year !== undefined && rowYear(s) === year;
}

/** The month the claim gives a value for, written right after it ("412,000 in July 2023"), as "2023-7". */
function ownMonth(fact: ClaimFact, claim: ClaimReading): string | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension === 'year') return undefined;
  const after = datedBy(fact, claim)?.value;
  return after?.kind === 'date' && after.date.month && after.date.year && !after.date.day && !after.date.bound
    ? `${after.date.year}-${after.date.month}`
    : undefined;
}

/** Each row's month, where its date gives one ("2023-07-01": "2023-7"). */
function rowMonth(s: SourceFact, model: SourceModel): string | undefined {
  const date = rowDate(s, model);
  return date?.month ? `${date.year ?? ''}-${date.month}` : undefined;
}

/** The words that name a version as such. */
const RELEASE_WORDS = new Set(['version', 'release'].map(rootOf));

/** The words of a release's stage: "2.0.0a1 is an alpha" says the version is a release's. */
const STAGE_WORDS = new Set(['alpha', 'beta', 'candidate', 'preview', 'prerelease'].map(rootOf));

/** Is a version or a date said of a release in these words ("the current release", "came out", "arrived")? */
function releaseWorded(fact: ClaimFact, words: ReadonlySet<string>): boolean {
  if (fact.value.kind !== 'version' && fact.value.kind !== 'date') return false;
  return [...words].some((w) => RELEASE_WORDS.has(w) || RELEASE_EVENT.has(w) || STAGE_WORDS.has(w));
}

/**
 * How strongly a source fact is about the same thing as a claim fact; `own` is the year the claim gives the value for
 * (ownYear): a row or column of another year is another year's value.
 */
export function alignment(claim: ClaimFact, fact: SourceFact, years: readonly number[], own?: number): number {
  const { near, all } = wordSets(claim);
  // A source fact's key, row and scope words are each unique and disjoint (source-facts' add), so each counts once.
  let score = 0;
  // (Of a version, "release" and "version" are one word: "the current release is 2.0.0rc1" for `version = "2.0.0rc1"`.)
  const released = releaseWorded(claim, near);
  for (const k of fact.key) {
    if (k.startsWith('v:')) score += all.has(k) || near.has(k) ? 3 : 0;
    else if (k.startsWith('p:')) score += near.has(k) ? 3 : 0;
    // ("Default" says what a setting is out of the box more often than it names a block called so: less than others.)
    else if (near.has(k) || (released && RELEASE_WORDS.has(k)))
      score += claim.moves?.includes(k) || k === DEFAULT_ROOT ? 1 : 2;
    else score += all.has(k) ? 1 : 0;
  }
  // (A setting the file describes, `startretries=3 ; max # of serial start failures`, is named by its description too,
  // less than by its key: "three failed starts" tells it apart from `startsecs`, which "start" names alike.)
  // (Not by the claim's own unit, "three minutes" of "Defaults to 10 minutes".)
  const valueWords = new Set(contentRoots(claim.text));
  const described = describedRoots(fact.unit).filter(
    (r) => near.has(r) && !valueWords.has(r) && !fact.key.includes(r),
  ).length;
  score += Math.min(MAX_DESCRIBED, DESCRIBED_WEIGHT * described);
  let rowCovered = 0;
  let rowWords = 0;
  // A date is not named by its row's other dates ("entered service: 1 april 1984" by "1986", the row's withdrawal);
  // a row's own date is ("in August 2026" and the row "2026-08").
  const dated = fact.value.kind === 'date' || yearOf(fact.value) !== undefined;
  for (const r of fact.row) {
    if (dated && !fact.rowDate && isDateWord(r)) continue;
    const covered = all.has(r) || near.has(r);
    // A row named in the value's own clause outranks one named elsewhere in the claim ("fossil fuels generated 35,361
    // while renewables managed 1,437").
    if (covered) score += r.startsWith('v:') ? 3 : near.has(r) ? 1.5 : 0.5;
    // A version's own letters ("v24" of "v24.18.0") do not name the row.
    if (r.startsWith('v:') || isDateWord(r) || /^v\d+$/u.test(r)) continue;
    rowWords += 1;
    if (covered) rowCovered += 1;
  }
  // Of two rows the claim names ("fastify" and "fastify-big-json"), the one it names whole fits better; of two it
  // names in part, neither.
  if (rowCovered > 0) score += rowCovered === rowWords ? 0.5 : 0.25 * (rowCovered / rowWords);
  // A count the tool made of what the claim counts ("three sources") outranks one of something else its clause names
  // ("one row per year").
  if (fact.counted && countedWords(claim).some((c) => fact.key.includes(c))) score += 1;
  // A value of another statistic is another value: the claim's "median latency" is not the source's "mean latency".
  const stated = fact.key.filter((k) => STATISTICS.has(k));
  const said = [...near].filter((k) => STATISTICS.has(k));
  if (stated.length > 0 && said.length > 0 && !stated.some((k) => said.includes(k))) score -= 3;
  let scope = 0;
  for (const s of fact.scope) if (all.has(s)) scope += 0.25;
  score += Math.min(scope, 1);
  const rowYearOf = rowYear(fact);
  if (own !== undefined && rowYearOf !== undefined) score += rowYearOf === own ? 1 : -3;
  // A value under another year's heading is about another year.
  if (fact.years.length > 0 && years.length > 0) {
    const claimYears = years.filter((y) => yearOf(claim.value) !== y);
    if (claimYears.length > 0) score += claimYears.some((y) => fact.years.includes(y)) ? 1 : -3;
  }
  return score;
}

/** What one word of a setting's description adds to its alignment, and the most its description adds. */
const DESCRIBED_WEIGHT = 0.5;
const MAX_DESCRIBED = 1;
const descriptions = new WeakMap<Unit, readonly string[]>();
/** The roots a setting's unit has from what the file says of it, beyond its key and value. */
function describedRoots(unit: Unit): readonly string[] {
  if (unit.kind !== 'field') return [];
  let roots = descriptions.get(unit);
  if (!roots) {
    const own = new Set(contentRoots(unit.text));
    roots = unit.roots.filter((r) => !own.has(r));
    descriptions.set(unit, roots);
  }
  return roots;
}

/** Each passage's versions, per source model: asked of every candidate value of a claim that names a version. */
const versionsByUnit = new WeakMap<SourceModel, Map<Unit, SourceFact[]>>();
function versionsIn(unit: Unit, model: SourceModel): readonly SourceFact[] {
  let byUnit = versionsByUnit.get(model);
  if (!byUnit) {
    byUnit = new Map();
    for (const f of versionFactsOf(model)) byUnit.set(f.unit, [...(byUnit.get(f.unit) ?? []), f]);
    versionsByUnit.set(model, byUnit);
  }
  return byUnit.get(unit) ?? [];
}

/**
 * The release headings the claim names beside a version of a product ("2.3.0" beside "Python 3.8"): none unless the
 * fact is such a version and another of the claim's versions, of no such product, is a release the source heads.
 */
function productReleases(fact: ClaimFact, claim: ClaimReading, model: SourceModel): SourceFact[] {
  // (A package the source gives versions of: "after 2.2.0" names no package "after".)
  const product = productIn(fact.near);
  if (fact.value.kind !== 'version' || product === undefined || !productsOf(model).has(product)) return [];
  const others = claim.facts.filter((c) => c !== fact && c.value.kind === 'version' && productIn(c.near) === undefined);
  if (others.length === 0) return [];
  return model.facts.filter(
    (h) => h.unit.kind === 'heading' && h.value.kind === 'version' && others.some((c) => relation(c, h) === 'match'),
  );
}

/** Is a source value outside every named release's section, or a release's heading itself (no version of a product)? */
function outsideRelease(s: SourceFact, heads: readonly SourceFact[]): boolean {
  if (heads.length === 0) return false;
  return s.unit.kind === 'heading' || !heads.some((h) => h.unit.section && within(s.unit.section, h.unit.section));
}

/** Does the passage of a source value state versions, none of them one the claim states? */
function ofAnotherRelease(s: SourceFact, claimed: readonly ClaimFact[], model: SourceModel): boolean {
  // (A count of a release's entries, "Fixed: 2 entries", is of the release whose heading it sits under.)
  let stated = versionsIn(s.unit, model);
  for (let at = s.unit.section; stated.length === 0 && s.counted && at; at = at.parent)
    stated = model.facts.filter(
      (f) => f.value.kind === 'version' && f.unit.kind === 'heading' && f.unit.section === at,
    );
  return stated.length > 0 && !stated.some((f) => claimed.some((c) => relation(c, f) === 'match'));
}

/** Where the clause that holds a place of a text starts, the text cut where `cut` matches. */
function clauseStarts(text: string, cut: RegExp): (at: number) => number {
  const cuts = [0, ...[...text.matchAll(cut)].map((m) => m.index)];
  return (at) => Math.max(...cuts.filter((c) => c <= at));
}

/** The versions a value is said of: those of its own clause (", and 1.0.1 fixed 5 bugs"), or else all the claim gives. */
function ownReleases(fact: ClaimFact, claim: ClaimReading): ClaimFact[] {
  const versions = claim.facts.filter((f) => f.value.kind === 'version');
  const clauseOf = clauseStarts(claim.folded, CLAUSE_BREAK);
  const own = versions.filter((v) => clauseOf(v.at.start) === clauseOf(fact.at.start));
  return own.length > 0 ? own : versions;
}

function comparable(claim: ClaimFact, fact: SourceFact): boolean {
  // How often something happens ("120,000 times a week", "80 frames per second") is no count of a list's entries,
  // nor a duration ("interval": 80).
  if (claim.value.kind === 'quantity' && claim.value.quantity.per !== undefined) {
    if (fact.counted) return false;
    const field = fact.unit.kind !== 'sentence' && fact.unit.kind !== 'item';
    if (field && fact.key.some((k) => DURATION_KEYS.has(k))) return false;
  }
  return (comparableValues(claim.value, fact.value) && ordinalFits(claim, fact)) || unitless(claim, fact) !== undefined;
}

/** A part of one unit as a claim writes it in words, the longest first: "three quarters" before "quarter". */
const PART_WORD = new RegExp(
  `\\b(${Object.keys(PARTS_OF_ONE)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'u',
);

/** Key words of a field that holds a time, or a size, when its number is given without a unit ("interval": 80). */
const DURATION_KEYS = new Set(contentRoots('interval latency duration delay timeout elapsed period wait time'));
/** Of such a field, its kind's key words, and the unit its number is most often in: seconds, bytes. */
const UNITLESS_KEYS: [RegExp, Set<string>, string][] = [
  [/^time/u, DURATION_KEYS, 'seconds'],
  [/^data/u, new Set(contentRoots('size bytes memory heap payload')), 'bytes'],
];

/**
 * A number a field gives without a unit, whose key says what kind it is ("interval": 80 for "80 milliseconds"): the
 * number is compared as the claim writes it, in the claim's unit. It can match, never contradict: the unit is the
 * author's. Undefined when the claim and the field are not of that kind.
 */
function unitless(claim: ClaimFact, fact: SourceFact): boolean | undefined {
  if (claim.value.kind !== 'quantity' || fact.value.kind !== 'quantity') return undefined;
  const q = claim.value.quantity;
  const kind = UNITLESS_KEYS.find(([dimension]) => dimension.test(q.dimension));
  if (!kind || fact.value.quantity.dimension !== 'count' || !fact.key.some((k) => kind[1].has(k))) return undefined;
  // (A part of a clock time, "30" of "16:30:18 (Coordinated Universal Time)", is no number of seconds.)
  // Stryker disable next-line ArrayDeclaration: no clock part equals a fact's text when the unit has no clock time, as none of an empty list does
  const clocks = fact.unit.text.match(/\b\d{1,2}:\d{2}(?::\d{2})?\b/gu) ?? [];
  if (clocks.some((c) => c.split(':').includes(fact.text))) return undefined;
  const written = /\d[\d,]*(?:\.\d+)?/u.exec(q.text)?.[0];
  // ("a quarter of a second" is 0.25 as the claim writes it.)
  const part = PART_WORD.exec(q.text)?.[1];
  const n =
    written !== undefined ? Number(written.replace(/,/gu, '')) : part === undefined ? NaN : (PARTS_OF_ONE[part] ?? NaN);
  if (!Number.isFinite(n) || n === 0) return undefined;
  const v = fact.value.quantity.value * (q.value / n);
  const eps = 1e-9 * Math.max(1, Math.abs(q.value));
  return v >= q.lo - eps && v <= q.hi + eps;
}

/**
 * A word ordinal is compared with a count only as the number of what it ranks ("the third edition" and "edition: 3"),
 * never with a measure ("ranks third by requests" and 31000.2) or another noun's count ("the first Wednesday" and 276
 * releases).
 */
function ordinalFits(claim: ClaimFact, fact: SourceFact): boolean {
  if (claim.value.kind !== 'quantity' || claim.value.quantity.dimension !== 'ordinal-word') return true;
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension !== 'count') return true;
  const ranked = countedWords(claim)[0];
  // (What a setting's number is, is its own name's last word: `server.node-protected-app.port` is a port, no rank of
  // apps.)
  const leaf = fact.path ? keyRoots(fact.path.at(-1) ?? '') : fact.key;
  return (
    Number.isInteger(fact.value.quantity.value) &&
    !claim.near.some((w) => RANK_WORDS.has(w)) &&
    ranked !== undefined &&
    leaf.includes(ranked)
  );
}

/**
 * Why an ambiguous value goes to a person: the places that fit it, and those that give another value where the claim's
 * words fit as well ("April 2025 for Node.js 18 ... but April 2026 for Node.js 20 ..."), never the latter as fitting.
 */
function openQuestion(o: FactOutcome, place: (s: SourceFact) => string): string {
  const shown = (list: readonly SourceFact[]): string =>
    list
      .slice(0, 3)
      .map((s) => `${s.text} for ${quoted(s.label)} (${place(s)})`)
      .join(', ');
  const by = distinct(o.by);
  const fit = by.filter((s) => relation(o.fact, s) === 'match');
  const other = by.filter((s) => !fit.includes(s));
  if (other.length === 0)
    return `the source gives several values that fit "${o.fact.text}": ${shown(by)}; say which one the claim means`;
  // (None the same as the claim's by itself, "6.0" of a sentence for "v6.0": places the claim's words fit, no more.)
  if (fit.length === 0)
    return `the claim's words fit several places in the source, which give ${shown(by)}; say which one "${o.fact.text}" means`;
  return `"${o.fact.text}" fits ${shown(fit)}, but the source also gives ${shown(other)} where the claim's words fit as well; say which one the claim means`;
}

/**
 * A sentence or list item named by every name the claim gives: "Node.js 18 reaches end-of-life in April 2025" is the
 * item of Node.js 18, not the one of Node.js 20 worded the same.
 */
function namedProse(unit: Unit, claim: ClaimReading): boolean {
  if (unit.kind !== 'sentence' && unit.kind !== 'item') return false;
  const names = claim.facts.flatMap((f) => (f.value.kind === 'name' ? [` ${foldName(f.value.name)} `] : []));
  const text = ` ${foldName(unit.text)} `;
  return names.length > 0 && names.every((n) => text.includes(n));
}

/** Roots of the capitalised words of a passage ("Python", "Europe"): the names its clauses may be said of. */
const namesOfUnit = new WeakMap<Unit, ReadonlySet<string>>();
function capitalised(unit: Unit): ReadonlySet<string> {
  let names = namesOfUnit.get(unit);
  if (!names) namesOfUnit.set(unit, (names = capitalisedIn(unit.text)));
  return names;
}

/** Roots of the capitalised words of a text. */
function capitalisedIn(text: string): Set<string> {
  return new Set((text.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]*/gu) ?? []).flatMap((w) => contentRoots(w)));
}

/**
 * The names ("Python", "Europe") a sentence gives in the clause of one of its values and in no other value's clause of
 * `values`: in "64% of respondents use Python and 41% use Rust", Python for the 64% and Rust for the 41%.
 */
function clauseNames(s: SourceFact, values: readonly SourceFact[]): string[] {
  const names = capitalised(s.unit);
  return s.key.filter((k) => names.has(k) && !values.some((v) => v !== s && v.key.includes(k)));
}

/**
 * The values of the sentences of `facts` said of something else than the claim's value: in "64% of respondents use
 * Python and 41% use Rust" the 64% is Python's, so for "... use Rust" it is neither the value meant nor a rival, though
 * "respondents" is only in its clause. A value counts as another's when its clause names something ("Python") that no
 * other value's clause names and the claim does not give, while another value's clause names what the claim gives.
 */
function otherClauses(fact: ClaimFact, facts: readonly SourceFact[], model: SourceModel): Set<SourceFact> {
  const others = new Set<SourceFact>();
  if (fact.value.kind !== 'quantity') return others;
  for (const unit of new Set(facts.map((s) => s.unit))) {
    if (unit.kind !== 'sentence' && unit.kind !== 'item') continue;
    const values = model.facts.filter((s) => s.unit === unit && !s.fromKey && sameDimension(fact, s));
    const own = new Map(values.map((s) => [s, clauseNames(s, values)]));
    const names = (s: SourceFact): boolean => (own.get(s) ?? []).some((k) => fact.near.includes(k));
    if (!values.some(names)) continue;
    for (const s of values) if ((own.get(s) ?? []).length > 0 && !names(s)) others.add(s);
  }
  return others;
}

/**
 * Of rows tied for a claim's value, those whose whole label the claim writes ("Run 0" or "run-0" for the row "run 0",
 * "zstd 1.5.6 -1"): a label's number tells its row from the next one's, where the label's words alone cannot.
 */
function rowsNamedWhole<T extends { readonly s: SourceFact }>(
  tied: readonly T[],
  claim: ClaimReading,
  model: SourceModel,
): T[] {
  const units = new Set(tied.map((x) => x.s.unit));
  if (units.size < 2) return [...tied];
  const said = ` ${foldName(claim.folded)} `;
  const labels = rowLabels(model);
  const named = new Set(
    [...units].filter((unit) => {
      const label = labels.get(unit);
      if (label?.value.kind === 'name') return said.includes(` ${foldName(label.value.name)} `);
      return namedProse(unit, claim);
    }),
  );
  const kept = tied.filter((x) => named.has(x.s.unit));
  return kept.length > 0 ? kept : [...tied];
}

/** The state of a switch as a file writes it. */
const SWITCH_STATE = /^(?:true|false|yes|no|on|off|null|none)$/iu;

/** The words a claim may name a pre-release's stage by, by the letters of its suffix ("-dev", "rc1"). */
const SUFFIX_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({
    dev: 'dev development',
    snapshot: 'snapshot',
    alpha: 'alpha',
    a: 'alpha',
    beta: 'beta',
    b: 'beta',
    rc: 'rc candidate',
    pre: 'pre prerelease',
    preview: 'preview',
    nightly: 'nightly',
  }).map(([k, v]) => [k, v.split(' ').map((w) => rootOf(w))]),
);

function relation(claim: ClaimFact, fact: SourceFact): Relation {
  const bare = unitless(claim, fact);
  if (bare !== undefined) return bare ? 'match' : 'unrelated';
  // A line of versions named in a sentence ("the first Express 5.0 beta") neither states nor contradicts a release of
  // more parts ("Express 5.0.0", "5.1.0").
  if (
    claim.value.kind === 'version' &&
    fact.value.kind === 'version' &&
    (fact.unit.kind === 'sentence' || fact.unit.kind === 'item') &&
    fact.value.version.length < claim.value.version.length
  )
    return 'unrelated';
  // Java's releases up to 8 are numbered 1.x as well: "Java 8" is `<java.version>1.8</java.version>`.
  if (claim.value.kind === 'version' && fact.value.kind === 'version' && claim.near.includes('p:java')) {
    const [a, b] = [claim.value.version, fact.value.version];
    const legacy = (x: readonly number[], y: readonly number[]): boolean =>
      x.length === 1 && y.length === 2 && y[0] === 1 && y[1] === x[0] && (x[0] ?? 0) >= 2 && (x[0] ?? 0) <= 8;
    if (legacy(a, b) || legacy(b, a)) return 'match';
  }
  const rel = relateValues(claim.value, fact.value);
  // A release the claim gives with its pre-release named in words: "2.15.0, carrying a dev suffix" is "2.15.0-dev".
  if (
    rel === 'conflict' &&
    claim.value.kind === 'version' &&
    fact.value.kind === 'version' &&
    claim.value.suffix === ''
  ) {
    const [c, f] = [claim.value.version, fact.value.version];
    const stage = /^[-.+_]?([a-z]+)\.?\d*$/iu.exec(fact.value.suffix)?.[1]?.toLowerCase();
    const named = (w: string): boolean => claim.near.includes(w) || claim.all.includes(w);
    if (stage && c.length === f.length && c.every((x, k) => x === f[k]) && SUFFIX_WORDS[stage]?.some(named))
      return 'match';
  }
  // A bound the claim gives ("but below 3.15") is stated by the same bound, "<3.15", and by no version of another kind.
  if (claim.value.kind === 'version' && fact.value.kind === 'version' && BELOW.test(claim.text)) {
    // ("up to, but not including, version 5" of "^4.1.0": a caret or tilde range states its own bound.)
    const implied = impliedUpperBound(fact.text);
    if (implied) {
      const bound = claim.value.version;
      const n = Math.max(implied.length, bound.length);
      const same = [...new Array<number>(n).keys()].every((k) => (bound[k] ?? 0) === (implied[k] ?? 0));
      return same ? 'match' : 'conflict';
    }
    if (!fact.text.startsWith('<')) return 'unrelated';
    return rel === 'match' && fact.text.startsWith('<=') ? 'conflict' : rel;
  }
  // A requirement that leaves its own version out ("<3.15", "!=3.11.2") contradicts that version: "supports Python
  // 3.15".
  if (rel === 'match' && fact.value.kind === 'version' && /^(?:<|>|!=)(?!=)/u.test(fact.text)) return 'conflict';
  // A count written as a word, or a plain number with decimals, is no rival to a whole number a hundred times it ("two
  // ports" and port 9090, "the 25.11 image" and port 8123).
  if (
    claim.value.kind === 'quantity' &&
    fact.value.kind === 'quantity' &&
    claim.value.quantity.dimension === 'count' &&
    (!/\d/u.test(claim.text) || (/^\d+\.\d+$/u.test(claim.text) && /^\d[\d,]*$/u.test(fact.text))) &&
    !fact.counted &&
    fact.value.quantity.value >= Math.max(1000, 100 * claim.value.quantity.value)
  )
    return 'unrelated';
  // "Once more than 80 percent of it is used" of "low-space-ratio = 0.8": a condition set off past a setting's value
  // names the setting; it does not say the setting is more than that.
  // (Nor is a setting well inside the bound that value: "once more than 70 percent is used" is no 0.8. A megabyte may
  // be a mebibyte: "above 8 MB" of 8388608 bytes.)
  if (claim.trigger && fact.unit.kind === 'field' && ['conflict', 'match', 'overlap'].includes(rel)) {
    const gap = boundGap(claim, fact);
    return gap === undefined ? rel : gap <= 1e-5 ? 'match' : gap <= 0.05 && rel === 'match' ? rel : 'conflict';
  }
  // A year is never a number of a column of counts ("In 2002" and 1963 units generated).
  if (claim.value.kind === 'quantity' && fact.value.kind === 'quantity' && fact.measure) {
    const dims = new Set([claim.value.quantity.dimension, fact.value.quantity.dimension]);
    if (dims.has('year') && dims.has('count')) return 'unrelated';
  }
  return rel;
}

/** How far a source's exact value is from the end of the claim's bound, relative to it ("more than 80 percent" and 80%: 0). */
function boundGap(claim: ClaimFact, fact: SourceFact): number | undefined {
  if (claim.value.kind !== 'quantity' || fact.value.kind !== 'quantity') return undefined;
  const [q, s] = [claim.value.quantity, fact.value.quantity];
  // (A setting's fraction is its percentage, 0.8 of 80%.)
  const factor = comparableDimensions(q.dimension, s.dimension, s.value, q.value);
  if (q.qualifier !== 'bound' || s.qualifier !== 'exact' || factor === undefined) return undefined;
  // (A strict bound's end lies a hair past its number: "more than 80" starts at 80.00008. The setting is exact: 0.8 is
  // no rounded 0.75 to 0.85.)
  // (A percentage may be written as it is, "* 100 > 1" of "more than 1 percent", as well as a fraction.)
  const end = Number.isFinite(q.lo) ? q.lo : q.hi;
  const gap = (f: number): number => Math.abs(end - s.value * f) / Math.max(Math.abs(end), 1e-9);
  return Math.min(gap(factor), q.dimension === 'percent' ? gap(1) : Infinity);
}

function assessValue(
  fact: ClaimFact,
  claim: ClaimReading,
  model: SourceModel,
  antecedents: readonly Antecedent[] = [],
): FactOutcome {
  if (fact.relative && !(fact.value.kind === 'quantity' && fact.value.quantity.dimension === 'time'))
    return {
      fact,
      relation: 'not-stated',
      by: [],
      why: `the claim places something ${fact.relative} ${fact.text}; no check here can judge what comes ${fact.relative} it`,
    };
  const listed = listedItems(fact, claim);
  const counted = listed && listedCount(fact, listed, model);
  if (counted) return counted;
  const outcome = valueOutcome(fact, claim, model, antecedents);
  // ("six paths: status, receivers, ...": a count whose entries the claim lists, and which no table or list of the
  // source holds, is not refuted by another count that the entries' names fit, the responses of "/status"; a count of
  // some of them, "four sources: fossil fuels, coal, ..." against the three of a column, still refutes it.)
  if (outcome.relation === 'refuted' && listed && !outcome.by.some((s) => countsSomeOf(s, listed.items, model)))
    return {
      fact,
      relation: 'not-stated',
      by: [],
      why: `the claim lists ${fact.text} entries, and no table or list of the source holds just those`,
    };
  return outcome;
}

/** What the source says of a claim's value, by the facts its words name (see assessValue). */
function valueOutcome(
  fact: ClaimFact,
  claim: ClaimReading,
  model: SourceModel,
  antecedents: readonly Antecedent[],
): FactOutcome {
  // ("Five extras cover brotli, cli, http2 and zstd": the count of brotli's own list is no count of the extras.)
  const members = enumerated(claim);
  // ("Two packages have been around since 2021", "two modes besides rail": a count of some of the things is no count
  // the tool made of all of them.)
  const clause = clauseOf(claim, fact);
  const some =
    SOME_OF.test(claim.folded.slice(fact.at.end, clause.end)) ||
    REMAINDER.test(claim.folded.slice(Math.max(0, fact.at.start - 20), fact.at.start)) ||
    WITH_OTHERS.test(claim.folded.slice(0, fact.at.start));
  // (Nor is a count of a change log's releases one of a release the claim names: "Release 1.2.0 has two entries".)
  const oneRelease = fact.all.some((w) => w.startsWith('v:'));
  // ("Out of the box, Uvicorn binds to 0.0.0.0": where the source gives defaults, a default is one of them, not the
  // same value in an example. The words may open the sentence before the value's clause, with no value before it.)
  const opening = claim.facts.every((f) => f.at.start >= clause.start) ? 0 : clause.start;
  // (Not a default another value of the claim is given as: "8,000 connections, fifteen times the default of 512".)
  const othersDefault = claim.facts.filter(
    (g) => g !== fact && DEFAULT_OF.test(claim.folded.slice(Math.max(0, g.at.start - 24), g.at.start)),
  );
  const window =
    othersDefault.length === 0
      ? claim.folded.slice(opening, clause.end)
      : claim.folded
          .slice(0, clause.end)
          .replace(/\bdefaults?\b/giu, (w, at: number) =>
            othersDefault.some((g) => at < g.at.start && g.at.start - at <= 24) ? ' '.repeat(w.length) : w,
          )
          .slice(opening);
  const defaults = saysDefault(window) ? defaultFacts(model) : undefined;
  const offered = candidateFacts(fact, model).filter(
    (s) =>
      !(s.counted && ((some && !s.flagged) || members.has(rootOf(s.path?.at(-1) ?? '')))) &&
      !(oneRelease && s.label === RELEASES_LISTED),
  );
  // (Only defaults of the claimed value's kind: "gix 0.86, with its default features switched off" is no default.)
  const candidates = offered.some((s) => defaults?.has(s) && s.value.kind === fact.value.kind)
    ? offered.filter((s) => defaults?.has(s))
    : offered;
  const versus = rowComparedWith(claim);
  const ownYearOf = ownYear(fact, claim);
  const month = ownMonth(fact, claim);
  const yearPart = periodsOf(claim.folded.slice(clause.start, clause.end));
  // (The year of another of the claim's dates is that date's, no scope of a date: "the August 2024 and March 2025
  // releases". It does scope a number: "In March 2023 the team shipped 19 releases".)
  const scopeYears =
    fact.value.kind === 'date'
      ? claim.years.filter(
          (y) => !claim.facts.some((f) => f !== fact && f.value.kind === 'date' && f.value.date.year === y),
        )
      : claim.years;
  // Each candidate's alignment and naming, worked out once: several readings below ask them of the same facts.
  const scores = new Map<SourceFact, number>();
  const identified = recordsIdentified(claim, model);
  const othersCount = countedByOthers(fact, claim);
  // ("12 hours above 1500 ppm": of counts at thresholds, the one at the claim's, "hours_above_1500", not "_1000".)
  const threshold = claim.facts.find((f) => thresholdOf(f, claim) === fact);
  const alignOf = (s: SourceFact): number => {
    let known = scores.get(s);
    if (known === undefined) {
      // (A row of another month of the year is another month's: "412,000 in July 2023" is not January's row; nor is a
      // value given for another quarter or half the claim's: "fourth-quarter revenue" is not "## Q3 2024"'s.)
      const rowOf = month === undefined ? undefined : rowMonth(s, model);
      const otherPart = !overlaps(yearPart, periodsGiven(s));
      known =
        alignment(fact, s, scopeYears, ownYearOf) -
        (rowOf !== undefined && rowOf !== month ? 3 : 0) -
        (otherPart ? 3 : 0) -
        (s.unit.kind === 'field' || s.unit.kind === 'record' ? 3 * s.key.filter((k) => othersCount.has(k)).length : 0) +
        (threshold ? thresholdFit(threshold, s) : 0) +
        // (A record the claim names by its identifier written out, "PrometheusBadConfig", is named as no words of
        // another record's name it shares can name that one.)
        (s.record !== undefined && identified.records.has(s.record) ? (identified.exact ? 4 : 2) : 0);
      scores.set(s, known);
    }
    return known;
  };
  const naming = new Map<SourceFact, boolean>();
  const namesFact = (s: SourceFact): boolean => {
    let known = naming.get(s);
    if (known === undefined) naming.set(s, (known = namesIt(fact, s)));
    return known;
  };
  // (A version the claim gives names its own record, "6.1": the record's other versions, the Pythons it supports, are
  // of something else, and no rival to it.)
  const namedRecords = recordsNamedBy(fact, model);
  // (A setting's default is no rival to its value unless the claim speaks of the default: "8,000 connections" is
  // `worker_connections 8000`, not the "# Default: 512" above it.)
  const settings =
    defaults === undefined && candidates.some((s) => s.path?.at(-1) === 'default')
      ? new Set(candidates.map((s) => s.path?.join('.')))
      : undefined;
  const ownDefault = (s: SourceFact): boolean =>
    settings !== undefined && s.path?.at(-1) === 'default' && settings.has(s.path.slice(0, -1).join('.'));
  const afterValue = claim.folded.slice(fact.at.end);
  // ("the 999 that programs get": a number a relative clause follows is a value of what it names, no count of it.)
  const valued = VALUE_THAT.test(afterValue);
  const passing = inPassing(fact, claim, afterValue);
  const related = candidates
    .filter((s) => sharesKey(fact, s) && comparable(fact, s) && !otherProduct(fact, s) && !ownDefault(s))
    .filter((s) => !(valued && s.counted))
    .map((s) => ({ s, rel: relation(fact, s) }))
    .filter(
      (x) =>
        !(
          x.rel === 'conflict' &&
          ((x.s.record !== undefined && namedRecords.has(x.s.record)) || namedInPassing(fact, x.s, passing, model))
        ),
    );
  // "Redis 7.2.4" against "redis-server": "7.2.4", "cookie 1.4.6" against "cookie-parser": "1.4.6": a package whose
  // name only begins with the claim's may be another; a person tells.
  const longer =
    related.length === 0 ? candidates.find((s) => longerName(fact, s) && relation(fact, s) === 'match') : undefined;
  if (longer)
    return {
      fact,
      relation: 'not-stated',
      by: [],
      why: `the source gives ${longer.text} for ${quoted(longer.label)}, whose name only begins with the claim's; check that it is the same thing`,
    };
  const scored = related.filter((x) => x.rel !== 'unrelated').map((x) => ({ ...x, score: alignOf(x.s) }));
  // A number in a key's own words may state the claim's value, but is never a rival value.
  // Only a number of the same kind: "2nd District" in a key says nothing of "two districts".
  const keys = scored.filter(
    (x) => x.s.fromKey && x.rel === 'match' && x.score >= MIN_ALIGNMENT && namesFact(x.s) && sameDimension(fact, x.s),
  );
  // (A year of a column's header, "Fiscal 2024", is in every row: the one meant is in the row the claim names best.)
  const keyed =
    yearOf(fact.value) === undefined
      ? keys[0]
      : keys.reduce<(typeof keys)[number] | undefined>(
          (best, x) => (best && best.score >= x.score ? best : x),
          undefined,
        );
  if (keyed)
    return {
      fact,
      relation: 'supported',
      by: [keyed.s],
      ...(keyed.s.unit.kind === 'row' && !keyed.s.rowName ? { label: true } : {}),
    };
  // ("12 hours above 1500 ppm": a threshold of what is counted is no level of a row; only a key that names it states it.)
  const counting = thresholdOf(fact, claim);
  // (A count whose key gives the threshold, "hours_above_1000", states it.)
  const atThreshold = counting && model.facts.find((s) => relation(counting, s) === 'match' && thresholdIn(fact, s));
  if (atThreshold) return { fact, relation: 'supported', by: [atThreshold] };
  if (counting)
    return {
      fact,
      relation: 'not-stated',
      by: [],
      why: `the claim counts ${counting.text} ${fact.text}, and the source gives no count at that threshold`,
    };
  // Only a source value whose own key, column, row or clause shares a word with the claim is about the same thing.
  // A difference or a ratio between rows ("1 more event than the open championship", "won by 2 points") is not a
  // cell's own value: only two cells make it.
  const comparing = (fact.cue === 'difference' || fact.cue === 'ratio') && fact.direction !== undefined;
  // A value said of another release ("Version 5.0 shipped on 2023-08-14") is not about the one the claim names
  // ("Version 6.0 shipped in February 2024").
  const releases = fact.value.kind === 'version' ? [] : ownReleases(fact, claim);
  // (And a version of a product, "Python 3.8" in "2.3.0 drops Python 3.8", is one the named release's entries give.)
  const heads = productReleases(fact, claim, model);
  // ("Starter and Pro cost $1,500 and $2,000": of a record's values, only those of the row the claim pairs it with.)
  const paired = pairedRow(fact, claim, model);
  const ofPairedRow = (s: SourceFact): boolean => paired === undefined || s.unit.kind !== 'row' || s.unit === paired;
  const aligned = scored.filter(
    (x) =>
      !x.s.fromKey &&
      x.score >= MIN_ALIGNMENT &&
      namesFact(x.s) &&
      !(comparing && x.s.record !== undefined && x.rel === 'match') &&
      !(releases.length > 0 && ofAnotherRelease(x.s, releases, model)) &&
      !otherBlock(fact, x.s, model, othersCount) &&
      !comparedWith(x.s, fact, versus) &&
      // (Nor a version a release's entry gives, for a release the source has a heading of: "Version 3.0.0 kept the
      // minimum Node version at 18.0.0" under "## 3.0.0" is that release, of whatever version its entries give.)
      !(x.s.unit.kind !== 'heading' && underRelease(x.s, model) && releaseMeant(fact, claim, model)) &&
      !outsideRelease(x.s, heads) &&
      ofPairedRow(x.s),
  );
  // A row the claim names whole, with one measure ("In 2001 renewables managed 1,437" for "2001-01-01,Renewables,1437"):
  // the value is that measure's, though the claim does not name its column.
  if (aligned.length === 0) {
    const joint = jointMeasures(fact, claim, model);
    if (joint) return joint;
    const sole = soleMeasure(fact, claim, model, versus) ?? onlyShare(fact, model);
    // (Not the row the value is compared with: "It answers in 2.1 ms, faster than Express" is no value of Express's.)
    const measure = sole && !comparedWith(sole, fact, versus) ? sole : undefined;
    if (measure) {
      const rel = relation(fact, measure);
      // (Not where the claim names another field of the record: "Lamed's transliteration is 3500" of its code.)
      // (Of a table, only in a row the claim names: another row's cell is no reason.)
      const ownRow = measure.unit.kind === 'field' || namedWhole(measure, claim, model);
      const named = rel === 'match' && ownRow ? otherColumn(fact, [measure], model) : undefined;
      if (named) return givenOtherwise(fact, named);
      // (Nor where it names a field other records have and this one lacks: "Paddington's operator is 3414".)
      const lacking = rel === 'match' ? absentField(fact, measure, model) : undefined;
      if (lacking) return lackingField(fact, measure, lacking);
      if (rel === 'match') return { fact, relation: 'supported', by: [measure] };
      if (rel === 'conflict') return { fact, relation: 'refuted', by: [measure] };
    }
  }
  // A claim naming no row ("each sensor logged 64 days") is stated by a column whose every row gives that value.
  if (aligned.length === 0) {
    const column = scored.filter(
      (x) => x.s.record !== undefined && !x.s.fromKey && namesIt(fact, x.s, { anyRow: true }),
    );
    const labels = new Set(column.map((x) => x.s.key.join(' ')));
    if (column.length >= 2 && labels.size === 1 && column.every((x) => x.rel === 'match'))
      return { fact, relation: 'supported', by: column.map((x) => x.s) };
    const values = new Set(column.map((x) => x.s.text));
    if (column.length >= 2 && labels.size === 1 && values.size === 1 && column.every((x) => x.rel === 'conflict'))
      return { fact, relation: 'refuted', by: column.slice(0, 1).map((x) => x.s) };
  }
  // "City64 and T1ha2 both have a throughput of 22.0 GB/s": the one column's value in each row the claim names.
  const cells = saidOfEach(fact, claim)
    ? aligned.filter((x) => x.s.record !== undefined && namedWhole(x.s, claim, model))
    : [];
  if (
    new Set(cells.map((x) => x.s.record)).size === cells.length &&
    cells.length >= 2 &&
    new Set(cells.map((x) => x.s.key.join(' '))).size === 1
  ) {
    const conflicting = cells.find((x) => x.rel === 'conflict');
    if (conflicting) return { fact, relation: 'refuted', by: [conflicting.s] };
    return { fact, relation: 'supported', by: cells.map((x) => x.s), joint: true };
  }
  const best = Math.max(-Infinity, ...aligned.map((x) => x.score));
  // Rows the claim names equally well are tied, whatever their lengths.
  const otherwise = otherClauses(
    fact,
    aligned.map((x) => x.s),
    model,
  );
  const inClause = aligned.filter((x) => !otherwise.has(x.s));
  const bestInClause = Math.max(-Infinity, ...inClause.map((x) => x.score));
  const level = (inClause.length > 0 ? inClause : aligned).filter(
    (x) => x.score >= (inClause.length > 0 ? bestInClause : best) - 0.1,
  );
  // (Of counts the tool made, those of a list the claim names whole: "the dependency table lists thirty-three crates"
  // counts "dependencies", not "dependencies.gix.features".)
  // (Named in the value's own clause: "..., eleven of them optional" names the optional ones for "eleven" only.)
  // (Not one the claim names by fewer words than the list it names best: "Clap ... with five features" counts clap's
  // features, not the crate's [features] table.)
  // (Or, where the claim does not say the name of the record's list it names best, any count it names whole, however
  // well it names the record: "seven debug configurations" counts `configurations`, not the `args` of the
  // configuration named "Debug Build". Not "three other services": some of them, which may be another list's. A count of
  // a file's list has the list's key words, then the words of counting: the list's own name is the last of the first.)
  const bestLevel = Math.max(-Infinity, ...level.map((x) => x.score));
  const saidWhole = (x: { s: SourceFact }): boolean =>
    x.s.key.every((k) => COUNT_ROOTS.includes(k) || fact.near.includes(k));
  const listSaid = (x: { s: SourceFact }): boolean => fact.near.includes(x.s.key.at(-1 - COUNT_ROOTS.length) ?? '');
  const anyWhole = !fact.after.includes(OTHER_ROOT) && level.every((x) => x.s.record !== undefined && !listSaid(x));
  const whole = level.every((x) => x.s.counted)
    ? aligned.filter((x) => x.s.counted && saidWhole(x) && (x.score >= bestLevel - 1 || (anyWhole && listSaid(x))))
    : [];
  const bestWhole = Math.max(-Infinity, ...whole.map((x) => x.score));
  // (Or the one count of a table whose entries the claim names: "five extras cover brotli, SOCKS proxies and zstd"
  // counts "optional-dependencies", whose entries are brotli, socks and zstd, not the entries of its "cli".)
  const listing =
    whole.length === 0 && level.every((x) => x.s.counted)
      ? aligned.filter((x) => x.s.counted && entriesNamed(x.s, claim, model) >= 2)
      : [];
  // (Of counts found that way, none outranks another: the words that ranked them named another list.)
  const tied =
    whole.length > 0
      ? whole.filter((x) => anyWhole || x.score >= bestWhole - 0.1)
      : listing.length === 1 && level.some((x) => x.s === listing[0]?.s)
        ? listing
        : level;
  // A Key: value line, a table cell or a JSON field states its value precisely; a sentence only mentions one.
  const exact = tied.filter((x) => x.s.unit.kind !== 'sentence' && x.s.unit.kind !== 'item');
  const top = rowsNamedWhole(exact.length > 0 ? exact : tied, claim, model);
  const matches = top.filter((x) => x.rel === 'match').map((x) => x.s);
  const conflicts = top.filter((x) => x.rel === 'conflict').map((x) => x.s);
  // ("Fifteen variables, split under a backend header and a frontend header": the count of the parts the claim names
  // equally well, each by its own name, together.)
  if (
    matches.length === 0 &&
    conflicts.length >= 2 &&
    conflicts.every((c) => c.counted && (c.own ?? []).length > 0) &&
    countTotal(conflicts) === countOf(fact)
  )
    return { fact, relation: 'supported', by: conflicts, joint: true };
  // ("The default line height is 1.2" of a 1.15 its words fit as well as another setting's 20: a value on the edge of
  // what the claim's rounding covers leaves the claim to a person, and lets no other refute it.)
  const edge = related.filter(
    (x) => x.rel === 'unrelated' && onEdgeOfRounding(fact, x.s) && alignOf(x.s) >= bestLevel - 0.1,
  );
  if (matches.length === 0 && edge.length > 0)
    return { fact, relation: 'ambiguous', by: [...edge.map((x) => x.s), ...conflicts] };
  // "Version 2.3.0 added a JSON reporter" under "## 2.3.0" with "- Added a JSON reporter": the release the claim names
  // is the one meant when its section says more of what the claim says than another release's heading that shares
  // more words with it ("## 2.2.0 - JSON reporter groundwork").
  const release = scored.find((x) => x.rel === 'match' && x.s.unit.kind === 'heading' && x.s.value.kind === 'version');
  if (
    release &&
    matches.length === 0 &&
    conflicts.length > 0 &&
    conflicts.every((c) => c.unit.kind === 'heading' && c.value.kind === 'version') &&
    sectionSays(release.s, claim, model) > Math.max(...conflicts.map((c) => sectionSays(c, claim, model)))
  )
    return { fact, relation: 'supported', by: [release.s] };
  // "The home team Footscray drew a crowd of 12000": a cell of the same row whose column the claim names in full
  // ("crowd") gives the value, where the cells that share more words ("home team score") do not.
  const fullyNamed = (c: SourceFact): boolean => c.key.length > 0 && c.key.every((k) => fact.near.includes(k));
  // (A table of one row gives its cells no record: its row is their unit.)
  const inRow = (c: SourceFact): boolean => c.record !== undefined || c.unit.kind === 'row';
  const sameRow = (a: SourceFact, b: SourceFact): boolean =>
    a.record !== undefined ? a.record === b.record : a.unit === b.unit;
  // (A value, not a bound: "a crowd greater than 10000" is not the one row's crowd.)
  const exactValue = fact.value.kind !== 'quantity' || fact.value.quantity.qualifier !== 'bound';
  const namedColumn =
    exactValue && matches.length === 0 && conflicts.length > 0 && conflicts.every((c) => inRow(c) && !fullyNamed(c))
      ? aligned.filter((x) => x.rel === 'match' && fullyNamed(x.s) && conflicts.some((c) => sameRow(c, x.s)))
      : [];
  if (namedColumn.length === 1 && namedColumn[0]) return { fact, relation: 'supported', by: [namedColumn[0].s] };
  // (And the other way round: "The home team Footscray drew a crowd of 119" is not the home team's score of 119, a
  // column it names only by the words of the column that holds the row's name ("home team"), when the crowd, a column
  // it names in full, is 12000 in that row.)
  const found = [...matches, ...conflicts];
  const said = ` ${foldName(claim.folded)} `;
  const byLabel = (c: SourceFact): boolean => {
    const labels = new Set(
      model.facts
        .filter(
          (l) => l.unit === c.unit && l !== c && l.value.kind === 'name' && said.includes(` ${foldName(l.text)} `),
        )
        .flatMap((l) => l.key),
    );
    const own = c.key.filter((k) => !labels.has(k));
    return own.length > 0 && own.length < c.key.length && own.every((k) => !fact.all.includes(k));
  };
  const namedOther =
    exactValue && found.length > 0 && found.every((c) => inRow(c) && byLabel(c))
      ? aligned.filter((x) => x.rel === 'conflict' && fullyNamed(x.s) && found.some((c) => sameRow(c, x.s)))
      : [];
  if (namedOther.length === 1 && namedOther[0]) return { fact, relation: 'refuted', by: [namedOther[0].s] };
  // In a row, the claim's words may name another column than the one whose value matched ("the transliteration is
  // 3414" when 3414 is the number and the transliteration is a word): then the value is not the one the claim means.
  const misplaced = matches.length > 0 ? otherColumn(fact, matches, model) : undefined;
  if (misplaced) return givenOtherwise(fact, misplaced);
  const only = matches.length === 1 ? matches[0] : undefined;
  const lacking = only && absentField(fact, only, model);
  if (only && lacking) return lackingField(fact, only, lacking);
  // Another version of the same thing elsewhere that fits ("gcc 7.3.0" and "gcc 9.4.0" for two benchmark runs): which
  // one the claim means is not for this check to say. (In the same passage it is a different thing: "Go 1.13 ... 1.12".)
  const otherVersion = aligned.find(
    (x) =>
      fact.value.kind === 'version' &&
      x.rel === 'conflict' &&
      !scored.some((y) => y.rel === 'match' && y.s.unit === x.s.unit) &&
      x.s.key.some((k) => k.startsWith('p:') && fact.near.includes(k)) &&
      // (A bound the version keeps, "python_version < 3.11" of Python 3.10, is no other version.)
      !(fact.value.kind === 'version' && boundKept(fact.value.version, x.s) === true),
  );
  if (matches.length > 0 && otherVersion) return { fact, relation: 'ambiguous', by: [...matches, otherVersion.s] };
  // Another row the claim names by the same words, with another value in the column: which one it means is open
  // ("vroom's zstandard write ... around 22 seconds of wall-clock time" of a long table's rows "vroom zstandard writing
  // process 22.16" and "vroom zstandard writing real 12.37", the claim naming neither "process" nor "real").
  // (Only where no rival was found: a value far from the claim's, "12.37" of "around 22", is none, and a year is read
  // as a row's own.)
  const twin =
    only && conflicts.length === 0 && exactValue && !identity(fact) && yearOf(fact.value) === undefined
      ? twinRow(fact, only, model)
      : undefined;
  if (only && twin) return { fact, relation: 'ambiguous', by: [only, twin] };
  // A value with no unit that fits the claim better ("production.database.timeout: 10" for "the production database
  // timeout is 30 seconds") cannot be checked against it, and the value that matches is another thing's.
  // (Only a value whose own key, its last word, the claim says: "timeout", not "concurrency" beside it.)
  const withUnit =
    fact.value.kind === 'quantity' &&
    !['count', 'percent', 'ratio', 'ordinal', 'ordinal-word'].includes(fact.value.quantity.dimension);
  const leaf = ({ s }: { s: SourceFact }): boolean => {
    const last = s.key[s.key.length - 1] ?? '';
    return (
      s.unit.kind === 'field' &&
      s.value.kind === 'quantity' &&
      s.value.quantity.dimension === 'count' &&
      UNSAID_UNIT_KEYS.has(last) &&
      fact.near.includes(last)
    );
  };
  const unitless = related.find(
    (x) => x.rel === 'unrelated' && !x.s.fromKey && leaf(x) && namesFact(x.s) && alignOf(x.s) > best + 0.1,
  );
  if (withUnit && unitless && (matches.length > 0 || conflicts.length === 0))
    return {
      fact,
      relation: 'not-stated',
      by: [unitless.s],
      why: `the source gives ${unitless.s.text} for ${quoted(unitless.s.label)} with no unit to check ${fact.text} against`,
    };
  // A bound that several settings' values keep ("healthy in under a minute" of the health checks' intervals, timeouts
  // and start periods) names none of them: which one the claim means is open.
  const keptBy = new Set(matches.filter((m) => m.unit.kind === 'field').map((m) => m.path?.at(-1) ?? m.label));
  if (fact.value.kind === 'quantity' && fact.value.quantity.qualifier === 'bound' && keptBy.size >= 2)
    return { fact, relation: 'ambiguous', by: matches };
  if (matches.length > 0 && conflicts.length === 0) return { fact, relation: 'supported', by: matches };
  // "Six of the alerts are critical": the count of a list's records that give the value the claim names outranks the
  // count of them all.
  const tallied = matches.find((m) => m.flagged && m.own?.some((r) => fact.all.includes(r)));
  if (tallied && conflicts.every((c) => c.counted && !c.flagged && c.unit === tallied.unit))
    return { fact, relation: 'supported', by: [tallied] };
  // "Dropped Python 2 along with 3.5" against "Drop support for Python 2 and 3.5": the number of a name the claim
  // gives ("Python 2") is that name's, no rival.
  if (matches.length > 0 && conflicts.length > 0 && conflicts.every((c) => numberOfName(c, claim)))
    return { fact, relation: 'supported', by: matches };
  // A version, or a date to the day, is an identity: found among equally fitting values, it is the one meant.
  if (matches.length > 0 && identity(fact)) return { fact, relation: 'supported', by: matches };
  // ("The first beta" of "3.12.0 beta 1", beside "beta 2" to "beta 4": the number after the word an ordinal ranks names
  // that entry, and the other entries' numbers are theirs, no rivals.)
  if (matches.length === 1 && fact.value.kind === 'quantity' && fact.value.quantity.dimension === 'ordinal-word') {
    const ranked = countedWords(fact)[0];
    const numbered = (c: SourceFact): boolean =>
      ranked !== undefined &&
      [...c.unit.text.matchAll(/(\p{L}+)\s+(\d+)(?![\d.])/gu)].some(
        (m) => m[2] === c.text && rootOf(m[1] ?? '') === ranked,
      );
    if (numbered(matches[0] as SourceFact) && conflicts.every(numbered))
      return { fact, relation: 'supported', by: matches, otherEntries: conflicts.map((c) => c.unit) };
  }
  // "49%, up from 44%": the level a change started from is no rival to the sentence's current value, unless the claim
  // dates what it says or states that level too (then both are read together, below).
  const current = matches.filter((m) => !m.earlier);
  const before = conflicts.filter((c) => c.earlier && current.some((m) => m.unit === c.unit));
  const statesBefore = claim.facts.some((f) => f !== fact && before.some((c) => relation(f, c) === 'match'));
  if (current.length > 0 && before.length === conflicts.length && claim.years.length === 0 && !statesBefore)
    return { fact, relation: 'supported', by: current };
  if (matches.length > 0) return { fact, relation: 'ambiguous', by: [...matches, ...conflicts] };
  // ("three allowed failures ten seconds apart ... about thirty seconds": a value the claim works out from two of its
  // own is no value of a field, and the source's fields are no rivals to it.)
  const factors = productOfOthers(fact, claim);
  if (factors)
    return {
      fact,
      relation: 'not-stated',
      by: [],
      why: `the claim works ${fact.text} out from ${factors}; no check here can judge what the source says of it`,
    };
  // (A field that states the value and that the claim names almost as well, within one word, leaves the rival in doubt:
  // "the web UI on 3000" and the web service's port 3000, beside its S3 endpoint's 9090.)
  const close = aligned.filter((x) => x.rel === 'match' && x.s.unit.kind === 'field' && x.score >= best - 1);
  if (close.length > 0 && conflicts.length > 0 && conflicts.every((c) => c.unit.kind === 'field'))
    return { fact, relation: 'ambiguous', by: [...close.map((x) => x.s), ...conflicts] };
  // (Nor is a value the same sentence also gives the claim's: "from 1024 bytes (1 KiB) up to 1048576 bytes (1024 KiB)"
  // states "1,048,576 bytes" too, whichever of its values the words sit nearer.)
  // (Not another clause's value: "64% of respondents use Python and 41% use Rust" refutes "64% use Rust".)
  const beside = aligned.filter(
    (x) => x.rel === 'match' && x.s.unit.kind !== 'row' && conflicts.some((c) => sameClause(c, x.s)),
  );
  if (beside.length > 0 && conflicts.length > 0 && conflicts.every((c) => beside.some((x) => sameClause(c, x.s))))
    return { fact, relation: 'ambiguous', by: [...beside.map((x) => x.s), ...conflicts] };
  // A refutation is said only when the value's own clause names what the source value is: two words of a sentence's
  // clause, or a key, column or row of data (a cell's row named in the value's own clause, not elsewhere in the claim).
  const product = fact.near.find((k) => k.startsWith('p:'));
  // "Injun 5 launched ... after Injun 4": a number that ends a name the source gives is that name, not a value.
  const partOfName = endsSourceName(fact, claim, model);
  const label = /^(?:\d+|\p{L}+)$/u.test(fact.text)
    ? LABEL_BEFORE.exec(claim.folded.slice(Math.max(0, fact.at.start - 12), fact.at.start))?.[1]
    : undefined;
  const labelled = label === undefined ? undefined : rootOf(label);
  const excepted = exceptedRows(claim);
  // ("7,700 votes behind the leader", "trailed the winner by 7,700"; not "a higher top speed".)
  const leading = LEADER_NAMED.test(claim.folded);
  // The claim's version of no named product, stated by a version of none ("version = "10.4.2""), is that one: another
  // product's version the claim's words fit better ("on the 2024 edition of Rust" and "rust-version") is no rival.
  const ownVersions = scored.filter(
    (y) => y.rel === 'match' && y.s.value.kind === 'version' && !y.s.key.some((k) => k.startsWith('p:')),
  );
  if (
    fact.value.kind === 'version' &&
    !product &&
    ownVersions.length > 0 &&
    conflicts.length > 0 &&
    conflicts.every((c) => c.key.some((k) => k.startsWith('p:')))
  )
    return { fact, relation: 'supported', by: ownVersions.map((y) => y.s) };
  // ("Seven of the twenty entries carry a marker": the count the tool made of the part, which "Seven" states, is no
  // rival to the whole.)
  const partCounted = claim.facts.find(
    (f) => f !== fact && f.at.end <= fact.at.start && PART_OF.test(claim.folded.slice(f.at.end, fact.at.start)),
  );
  // The words of the value's own clause that the claim writes (not those its values imply: "rose" implies "growth") and
  // the source uses, but not in this sentence, its key or its scope. (Read only for a sentence of prose.)
  let clauseWords: ReadonlySet<string> | undefined;
  const elsewhere = (s: SourceFact): number => {
    const written = (clauseWords ??= new Set(contentRoots(claim.folded)));
    const own = contentRoots(fact.text);
    const used = rootsOf(model);
    return fact.near.filter(
      (w) =>
        /^\p{L}{3,}$/u.test(w) &&
        written.has(w) &&
        used.has(w) &&
        !own.includes(w) &&
        !PLAIN_VERBS.has(w) &&
        !s.key.includes(w) &&
        !s.unit.roots.includes(w) &&
        !s.scope.includes(w),
    ).length;
  };
  const settingNamed = (s: SourceFact): boolean => namesSettingWhole(fact, s);
  const wholeSetting = conflicts.find(settingNamed);
  const conflicting = (partOfName ? [] : conflicts).filter((s) => {
    // ("The Aero 16 sold 1,299 units" is not refuted by the 16 of "Aero 16".)
    if (numberOfName(s, claim)) return false;
    if (partCounted && s.counted && relation(partCounted, s) === 'match') return false;
    // "The 4.2 branch supported Python 3.8 through 3.13": a version that names the record is no value of its fields.
    if (
      fact.value.kind === 'version' &&
      s.record !== undefined &&
      s.row.includes(versionToken(fact.value.version, fact.value.suffix)) &&
      !(s.value.kind === 'version' && relation(fact, s) === 'match')
    )
      return false;
    // "Django 5.2 supports Python 3.12 through 3.14" against "3.10 - 3.14": a version inside the span a field gives
    // is no contradiction of it, only narrower.
    if (fact.value.kind === 'version' && s.value.kind === 'version' && spanAround(fact.value.version, s, model))
      return false;
    // ("The package supports Python 3.12" against "requires-python = >=3.10": a version the requirement lets in.)
    if (boundsKeeping(fact, s, model)) return false;
    // "Every team but Geelong has at least 44 points": the row the claim leaves out is no rival to what it says of the rest.
    if (s.record !== undefined && s.row.length > 0 && s.row.every((r) => excepted.has(r))) return false;
    // A gap the claim gives to the row that leads ("7,700 votes behind the leader") is no level: a cell's own value is
    // no rival to it, only a cell of gaps ("Margin: -7,500").
    if (leading && fact.cue === 'difference' && s.record !== undefined && !changeDirection(s.value)) return false;
    // "zstd 1.5.6" is not refuted by "Linux version 4.14.0": a version is a rival only as a version of the same thing.
    // (A changelog's own versions are its title's: "Quill 2.4.1" against "Quill changelog".)
    const ofTitle = product !== undefined && model.titleRoots.includes(rootOf(product.slice(2)));
    if (
      fact.value.kind === 'version' &&
      product &&
      !ofTitle &&
      !s.key.includes(product) &&
      // (A field the product names, "dependencies.regex: 1.10.2", gives its version.)
      !(s.unit.kind === 'field' && s.key.includes(product.slice(2))) &&
      !s.row.includes(product.slice(2))
    )
      return false;
    // Without a product, a version is rivalled only by a release heading or a version field, never by another tool's
    // version ("target Python 3.8" is no rival to "version 8.22.0").
    if (
      fact.value.kind === 'version' &&
      !product &&
      (s.key.some((k) => k.startsWith('p:')) || (s.unit.kind !== 'heading' && !s.key.some((k) => VERSION_KEYS.has(k))))
    )
      return false;
    // A number in the document's title ("State of Remote Work 2024", "Smartphone shipments, Q3 2023") names the
    // document, not what the claim says of 2022 or of 53.5 million.
    if (s.unit.kind === 'heading' && s.unit.section?.level === 1 && s.unit.section.status === undefined) return false;
    // A release of the line the claim names ("4.2.8" of "the 4.2 branch") is no rival version.
    if (
      fact.value.kind === 'version' &&
      s.value.kind === 'version' &&
      s.value.version.length > fact.value.version.length &&
      fact.value.version.every((x, k) => s.value.kind === 'version' && s.value.version[k] === x)
    )
      return false;
    // A date the source gives as an end ("updates until April 2027") is no date of the thing the claim dates.
    if (s.value.kind === 'date' && s.value.date.bound && fact.value.kind === 'date' && !fact.value.date.bound)
      return false;
    // "In quarter 2", "at level 3", "week 12": a number naming a period or a step is refuted only by one the source
    // gives for that same word, never by a measure of its row.
    if (labelled !== undefined && !s.key.includes(labelled)) return false;
    // A version written as its release heading states it is the rival of a version the claim gives for something else
    // ("Express 5.0.0 pinned qs to 6.13.0"): not when another version of the claim is that heading's.
    if (
      fact.value.kind === 'version' &&
      s.unit.kind === 'heading' &&
      claim.facts.some((f) => f !== fact && f.value.kind === 'version' && relation(f, s) === 'match')
    )
      return false;
    const keyed = new Set(s.key.filter((k) => fact.near.includes(k))).size;
    // Numbers in prose coincide often; a date less so. A version in a sentence ("the first Express 5.0 beta") is
    // often another line of the same product.
    const prose =
      (s.unit.kind === 'sentence' || s.unit.kind === 'item') &&
      (fact.value.kind === 'quantity' || fact.value.kind === 'version');
    if (prose ? keyed < 2 : keyed < 1) return false;
    // (Nor another setting than the one the claim names by all its words: "the listen backlog ... 4,096 pending
    // connections" is `listen_backlog`'s, not `log_connections`'s.)
    if (wholeSetting && !settingNamed(s)) return false;
    // (Nor a sentence the value's own clause names more things than it names of it, things the source names elsewhere:
    // "the client reconfiguration script is handed seven arguments" is not about "the script is called with just two
    // arguments", where "client" and "reconfiguration" are another script's words. A word the source never uses is the
    // claim's own paraphrase, "a twelve-month gap" of "a 12-month cadence", and says nothing of which sentence is meant.)
    if (prose && elsewhere(s) > Math.max(1, keyed)) return false;
    // A row of a series is named by the year or month the claim gives the value for, and the series' words ("coal
    // output was 120 in 2023", "downloads were 4,300 in March 2024"; a table of one series has none).
    const ownRow = inPeriod(s, month, ownYearOf, model) && seriesWords(s).every((w) => fact.all.includes(w));
    return s.record === undefined || ownRow || s.row.some((r) => fact.near.includes(r)) || s.unit === paired;
  });
  // (Of fields under headings, those under the heading of what the claim names: "The Aero 16 has 4 ports" is refuted by
  // the ports of "## Aero 16", not by those of "## Aero 14".)
  const headed = conflicting.filter((s) => s.unit.kind === 'field' && headingNamed(s.unit.section, claim));
  const under = headed.length > 0 ? headed : conflicting;
  // (Of a requirement's bounds, the one the version breaks: "<3.15" refutes "supports Python 3.15", ">=3.10" does not.)
  const version = fact.value.kind === 'version' ? fact.value.version : [];
  const named = under.some((s) => boundKept(version, s) === false)
    ? under.filter((s) => boundKept(version, s) !== true)
    : under;

  const byWords = candidates
    .filter((s) => s.value.kind === 'quantity' && !s.fromKey && namesFact(s))
    .map((s) => ({ fact: s, score: alignOf(s) }))
    .filter((x) => x.score >= MIN_ALIGNMENT);
  // The numbers of rows the claim names whole, though it does not name their column ("renewable output in 2017 was
  // fifteen times what it had been in 2001").
  const pool = [
    ...byWords,
    ...soleMeasures(fact, model)
      .filter((s) => !byWords.some((x) => x.fact === s))
      .map((s) => ({ fact: s, score: MIN_ALIGNMENT })),
  ];
  // A value derived from two aligned source values: a difference, a change, a ratio, days between dates; one of them may
  // be a value an earlier claim stated ("that is more than five times the compression speed" of zlib).
  const dates = model.facts.filter((s) => s.value.kind === 'date');
  // A ratio or a difference said beside a measure ("19.4 GB/s, twice the speed of XXH32") is one of that measure: it is
  // derived from the claim's own values, never from two numbers picked elsewhere.
  const besideMeasure =
    (fact.cue === 'ratio' || fact.cue === 'difference' || fact.cue === 'change') &&
    claim.facts.some(
      (f) =>
        f !== fact &&
        f.value.kind === 'quantity' &&
        !/^(?:count|ratio|percent|pp|year|ordinal)/u.test(f.value.quantity.dimension),
    ) &&
    !(fact.value.kind === 'quantity' && !/^(?:count|ratio|percent|pp)/u.test(fact.value.quantity.dimension));
  // "Fifteen times the size": a ratio that names its measure is worked out from that measure, not from any two values.
  const measure = /^\s*(?:the|its|their)\s+(\p{L}{3,})/u.exec(claim.folded.slice(fact.at.end).toLowerCase())?.[1];
  const ofMeasure =
    fact.value.kind === 'quantity' &&
    fact.value.quantity.dimension === 'ratio' &&
    measure !== undefined &&
    !GENERIC_MEASURES.has(measure)
      ? rootOf(measure)
      : undefined;
  const derivedOwn = besideMeasure ? undefined : deriveValue(fact, pool, dates);
  // (One of the two is that measure: "twice its budget" divides the box office by the budget.)
  const own =
    ofMeasure !== undefined && derivedOwn?.match && !derivedOwn.from.some((s) => s.key.includes(ofMeasure))
      ? undefined
      : derivedOwn;
  const referred = own?.match ? [] : operandsFor(claim, antecedents, fact);
  // "7,700 behind the leader": the row that leads the column of the row the claim names ("Smith finished 7,700 votes
  // behind the leader"), or else of a value referred to ("That put him ...").
  const ownRows =
    leading && !own?.match && fact.cue === 'difference'
      ? byWords
          .filter((x) => x.fact.record !== undefined && x.fact.row.some((r) => fact.near.includes(r)))
          .map((x) => x.fact)
      : [];
  const compared = ownRows.length > 0 ? ownRows : referred;
  const leaders = claim.roots.some((r) => LEADER_WORDS.has(r))
    ? compared.flatMap((s) => (s.record !== undefined ? [leaderOf(s, model)] : [])).filter((s) => s !== undefined)
    : [];
  const earlier = [...new Set([...compared, ...leaders])];
  const back =
    earlier.length > 0
      ? deriveValue(
          fact,
          [...earlier.map((s) => ({ fact: s, score: Infinity })), ...pool.filter((x) => !earlier.includes(x.fact))],
          dates,
          {
            facts: new Set(earlier),
            earlier: new Set(earlier),
            subject: true,
            ...(ownRows.length > 0 ? {} : recordOf(antecedents)),
          },
        )
      : undefined;
  // (A gap to the leader is one the leader's value makes: "Smith 32,600 votes behind the leader" after "Lee got 12,000
  // votes" is not Smith's lead over Lee.)
  const toLeader = leaders.length === 0 || (back?.from ?? []).some((s) => leaders.includes(s));
  // (Where neither makes a span of time, the dates the earlier claim points at say why: "Two weeks later" of releases a
  // week apart.)
  const span = fact.cue === 'interval' && back?.why !== undefined ? back : undefined;
  const derived = back?.match && toLeader ? back : (own ?? span);
  // A value the source states for the same thing outranks one derived from two others.
  // ("50% faster" where the source says "30% faster"; a difference of nine points is no rival to a score of 71.2.)
  const relative = fact.value.kind === 'quantity' && ['percent', 'pp', 'ratio'].includes(fact.value.quantity.dimension);
  // (A change the claim gives, "rose 50%", is stated otherwise only by a change, not by a level, "to 27%".)
  const asChange = (n: SourceFact): boolean =>
    fact.cue !== 'change' ||
    (n.value.kind === 'quantity' &&
      (n.value.quantity.direction !== undefined || n.value.quantity.directionByKey === true));
  const statedOtherwise =
    relative && conflicts.length > 0 && best >= 2 && named.some((n) => sameDimension(fact, n) && asChange(n));
  if (derived?.match && !statedOtherwise) return { fact, relation: 'supported', by: derived.from, derived: true };
  // A value the same passage also states is no refutation, only a question of which the claim means.
  // ("363 of the 370" against "363 out of the 370"; but "12 cases" is not stated by "12 deaths".)
  const counted = countedWords(fact);
  const alsoStated = named.some(
    (n) =>
      (n.unit.kind === 'sentence' || n.unit.kind === 'item') &&
      model.facts.some((f) => {
        // (Not one a clause naming something else gives: "64% ... use Python and 41% use Rust" for Rust's 64%.)
        if (f.unit !== n.unit || otherwise.has(f) || !comparable(fact, f) || relation(fact, f) !== 'match')
          return false;
        const noun = f.value.kind === 'quantity' ? f.value.quantity.context.after[0] : undefined;
        return noun === undefined || counted.length === 0 || counted.includes(rootOf(noun));
      }),
  );
  // Two counts the tool made that both fit ("2 official and 2 minority languages" for "four languages") may add up
  // to the claim's: no refutation.
  const counts = new Set(named.filter((n) => n.counted).map((n) => n.label));
  // A count the tool made refutes only a count of what it counts ("three labels" against the labels listed).
  // A file's whole list, named by the file's title, refutes only a claim that says the list has that many ("the file
  // defines 89 spinners"), not one that counts some of them ("used by 33 spinners").
  // ("1 reference row", "seventeen patch releases" count a kind of the rows or releases, a part of them: the word
  // right after the number must be the count's own.)
  const part = (n: SourceFact): boolean => counted.length > 1 && !n.key.includes(counted[0] ?? '');
  const countedOwn = named.every(
    (n) =>
      !n.counted ||
      (!part(n) &&
        counted.some(
          (c) =>
            // ("fixed 5 bugs" counts the entries under "Fixed".)
            (n.key.includes(c) || kindNouns(n.key).includes(c)) &&
            (!model.titleRoots.includes(c) || LISTING.test(claim.folded)),
        )),
  );
  // Values of unrelated keys ("Weight: 11 st" and "Division: 2 entries") leave open which one the claim means; the same
  // measure in two places ("baseline.writes_per_s", "candidate.writes_per_s") does not.
  const oneKey =
    fact.value.kind !== 'quantity' ||
    named.every((a) => named.every((b) => a === b || ownKey(a).some((k) => b.key.includes(k))));
  // In prose, the claimed value stated in another sentence the claim's words also fit: which one it means is open.
  const inProse = (s: SourceFact): boolean => s.unit.kind === 'sentence' || s.unit.kind === 'item';
  // (Not a sentence of another name, where the claim's names are those of the sentence that gives another value.)
  const byName = named.every((n) => namedProse(n.unit, claim));
  const statedElsewhere = named.every(inProse)
    ? aligned
        .filter(
          (x) =>
            x.rel === 'match' &&
            x.score >= 2 &&
            inProse(x.s) &&
            !otherwise.has(x.s) &&
            sameDimension(fact, x.s) &&
            !(byName && !namedProse(x.s.unit, claim)) &&
            !named.some((n) => saysMore(n.unit, x.s.unit, fact, claim)),
        )
        .map((x) => x.s)
    : [];
  // A version the source writes as it stands, though read as a number ("and 6.0 on 2024-02-20": no word of a version
  // beside it), is no other version's to refute: which one the claim means is open.
  const asWritten = fact.value.kind === 'version' && named.length > 0 ? fact.text.replace(/^v/iu, '') : undefined;
  const written = asWritten
    ? model.facts.filter((s) => !s.fromKey && s.value.kind === 'quantity' && s.text === asWritten)
    : [];
  if (written.length > 0) return { fact, relation: 'ambiguous', by: [...written, ...named] };
  // (A range of the refuting values' measure that the claim's bound cuts, "1,190-1,810 lb" for "can weigh more than
  // 1800 pounds", may be what the claim means: the other values of the measure leave that open.)
  const cut = related.filter(
    (x) =>
      x.rel === 'unrelated' &&
      x.s.value.kind === 'quantity' &&
      fact.value.kind === 'quantity' &&
      fact.value.quantity.qualifier === 'bound' &&
      sameDimension(fact, x.s) &&
      named.some((n) => n.key.join(' ') === x.s.key.join(' ')) &&
      x.s.value.quantity.lo < fact.value.quantity.hi &&
      x.s.value.quantity.hi > fact.value.quantity.lo,
  );
  if (conflicts.length > 0 && best >= 2 && named.length > 0 && !alsoStated && counts.size < 2 && countedOwn && oneKey)
    return statedElsewhere.length > 0 || cut.length > 0
      ? { fact, relation: 'ambiguous', by: [...statedElsewhere, ...cut.map((x) => x.s), ...named] }
      : { fact, relation: 'refuted', by: named };
  if (derived)
    return {
      fact,
      relation: derived.refutes === true && !derived.match ? 'refuted' : 'not-stated',
      by: derived.from,
      ...(derived.why ? { why: derived.why } : {}),
    };
  const extreme = extremeCell(fact, claim, scored, model);
  if (extreme) return extreme;
  if (aligned.length === 0) {
    const dated = entryDate(fact, claim, model);
    if (dated) return dated;
    const measure = onlyMeasure(fact, model);
    if (measure) return measure;
  }
  // ("Supports Python 3.12" against ">=3.10, <=3.14": the span the version lies in, which does not name it.)
  for (const s of matches.length === 0 && fact.value.kind === 'version' ? conflicts : []) {
    const span = spanAround(version, s, model);
    const bounds = span ? undefined : boundsKeeping(fact, s, model);
    const texts = (span ?? bounds)?.map((f) => f.text).join(' and ');
    if (texts !== undefined)
      return {
        fact,
        relation: 'not-stated',
        by: [s],
        why: span
          ? `the source gives ${texts} for ${quoted(s.label)}, a span that takes in ${fact.text} without naming it; check that the claim means a version within it`
          : `the source requires ${texts} for ${quoted(s.label)}, which lets in ${fact.text} without naming it; check that the claim means a version it allows`,
      };
  }
  // A setting's number with no unit that is the claim's time in seconds, or size in bytes ("ten minutes" of
  // `server_idle_timeout = 600`): the file does not say its unit, so a person checks it.
  const bare = UNITLESS_KEYS.find(
    ([dimension]) => fact.value.kind === 'quantity' && dimension.test(fact.value.quantity.dimension),
  );
  // (Only the setting the claim's words fit best, no other as well: "a queued cancel request gets thirty seconds" is
  // no `server_check_delay = 30`, whatever its number.)
  const settingsBare = bare
    ? candidates
        .filter(
          (s) =>
            s.unit.kind === 'field' &&
            s.value.kind === 'quantity' &&
            s.value.quantity.dimension === 'count' &&
            sharesKey(fact, s),
        )
        .map((s) => ({ s, score: alignOf(s) }))
    : [];
  const fitBest = Math.max(-Infinity, ...settingsBare.map((x) => x.score));
  const fitting = settingsBare.filter((x) => x.score >= fitBest - 0.1);
  const [inBase] =
    fitting.length === 1 &&
    fact.value.kind === 'quantity' &&
    fitting[0]?.s.value.kind === 'quantity' &&
    fitting[0].s.value.quantity.value === fact.value.quantity.value
      ? [fitting[0].s]
      : [];
  if (inBase && bare)
    return {
      fact,
      relation: 'not-stated',
      by: [inBase],
      why: `the source gives ${inBase.text} for ${quoted(inBase.label)} with no unit, which is ${fact.text} if it counts ${bare[2]}; check the unit the file uses`,
    };
  return { fact, relation: 'not-stated', by: [] };
}

/**
 * A cell of another row, in the matched cell's column, whose row differs from the matched one only in words the claim
 * does not say ("process" and "real" of two rows "vroom zstandard writing"). Rows of the same words, told apart by a
 * number ("run 1", "run 2"), are not twins: the claim may name the number.
 */
function twinRow(fact: ClaimFact, cell: SourceFact, model: SourceModel): SourceFact | undefined {
  // (Not a number in a cell's name, "boozer (19)", which names the cell rather than measuring.)
  if (cell.record === undefined || cell.own) return undefined;
  const isSaid = (r: string): boolean => fact.all.includes(r) || fact.near.includes(r);
  if (!cell.row.some(isSaid)) return undefined;
  const column = cell.key.join(' ');
  // (Of rows of one name, the table's first column: "Geelong" is no twin of "Carlton", whose next opponent it is.)
  const nameOf = (s: SourceFact): string | undefined => (s.unit.kind === 'row' ? s.unit.text.split(';')[0] : undefined);
  const name = nameOf(cell);
  if (name === undefined) return undefined;
  return model.facts.find((t) => {
    if (t.record === undefined || t.record === cell.record || t.key.join(' ') !== column) return false;
    if (nameOf(t) !== name) return false;
    const apart = [...t.row.filter((r) => !cell.row.includes(r)), ...cell.row.filter((r) => !t.row.includes(r))];
    return apart.length > 0 && !apart.some(isSaid) && relation(fact, t) !== 'match';
  });
}

/**
 * The count or span a bound is the threshold of, written right before it ("12 hours above 1500 ppm", "3 days below
 * 0 °C"): the bound says what was counted, not a level the source gives.
 */
function thresholdOf(fact: ClaimFact, claim: ClaimReading): ClaimFact | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.qualifier !== 'bound') return undefined;
  if (!/^(?:above|below|over|under)\s/iu.test(fact.text)) return undefined;
  return claim.facts.find(
    (g) =>
      g.value.kind === 'quantity' &&
      (g.value.quantity.dimension === 'time' || g.value.quantity.dimension === 'count') &&
      /^\s+$/u.test(claim.folded.slice(g.at.end, fact.at.start)),
  );
}

/** How a label's threshold fits the claim's: the same number (+2), another ("hours_above_1000" for 1500: -3), none. */
function thresholdFit(threshold: ClaimFact, s: SourceFact): number {
  if (thresholdIn(threshold, s)) return 2;
  return /(?:above|below|over|under)[\s_-]*\d/iu.test(s.label) ? -3 : 0;
}

/** Does a source value's key or label give a threshold's number ("hours_above_1000" for "above 1000 ppm")? */
function thresholdIn(fact: ClaimFact, s: SourceFact): boolean {
  const n = fact.value.kind === 'quantity' ? fact.value.quantity.value : NaN;
  return (s.label.match(/\d+(?:\.\d+)?/gu) ?? []).some((x) => Number(x) === n);
}

/**
 * Is another passage about something else than the one that gives more of the claim's words: does the one give every
 * word of the claim's the other gives, and a name the claim writes, while the other names something the claim does not
 * ("Carlton won 18 games" against "Kew won 12 games" for "Carlton won 12 games"; not "In 2024 the team won 12 games",
 * nor "Kept the minimum Node version at 18.0.0" for "... raised the minimum Node version to 18.0.0")?
 */
function saysMore(unit: Unit, other: Unit, fact: ClaimFact, claim: ClaimReading): boolean {
  const said = (u: Unit): Set<string> => new Set(fact.all.filter((w) => u.roots.includes(w)));
  const [more, less] = [said(unit), said(other)];
  const names = capitalisedIn(claim.folded);
  const ownName = [...more].some((w) => !less.has(w) && names.has(w));
  const otherName = [...capitalised(other)].some((w) => !fact.all.includes(w) && !unit.roots.includes(w));
  return ownName && otherName && [...less].every((w) => more.has(w));
}

/**
 * The one measure of the one row the claim names whole, its date included ("renewables" and "2001" name the row
 * "2001-01-01, Renewables"): a row with a single number is what a value said of that row is about.
 */
function soleMeasure(fact: ClaimFact, claim: ClaimReading, model: SourceModel, versus: Versus): SourceFact | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension === 'year') return undefined;
  // A measure followed right away by the name of a row ("At 9.7 GB/s XXH32 is ahead of XXH3") is that row's: a row it
  // is then compared with is not the value's, and the name is not what the value counts.
  const next = inUnitOfMeasure(fact) ? fact.after[0] : undefined;
  const candidates = soleMeasures(fact, model);
  const measured = next !== undefined && candidates.some((m) => seriesWords(m).includes(next));
  // (The row of the year the claim gives the value for, else of the year written nearest it; the row the claim pairs
  // the value with, "Starter and Pro cost $1,500 and $2,000", where it lists rows and values.)
  const paired = pairedRow(fact, claim, model);
  const rows = (measured ? candidates.filter((m) => !comparedWith(m, fact, versus)) : candidates).filter(
    (m) => paired === undefined || m.unit === paired,
  );
  const given = ownYear(fact, claim);
  const all = rows.some((m) => rowYear(m) === given)
    ? rows.filter((m) => rowYear(m) === given)
    : nearestYear(fact, claim, rows);
  // ("City64 reaches 22.0 GB/s, far ahead of FNV": of rows the claim names by their whole labels, the one its value's
  // own clause names.)
  const own = all.every((m) => seriesWords(m).length > 0 && seriesWords(m).every((r) => fact.all.includes(r)))
    ? all.filter((m) => seriesWords(m).every((r) => fact.near.includes(r)))
    : [];
  const measures = all.length > 1 && own.length === 1 ? own : all;
  const only = measures.length === 1 ? measures[0] : undefined;
  // "the other two sources" counts sources, not the row's measure.
  const counted = measured ? [] : countedWords(fact);
  if (only && counted.length > 0 && !counted.some((c) => only.key.includes(c))) return undefined;
  return only && comparable(fact, only) ? only : undefined;
}

/**
 * The two ends of a change the claim says went "from" one value "to" another, each read in one source value: the
 * claim's first and second value and the source values they were read in.
 */
function* fromToEnds(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
): Generator<{ a: FactOutcome; b: FactOutcome; from: SourceFact; to: SourceFact }> {
  const direct = outcomes.filter((o) => o.relation === 'supported' && !o.derived && o.by.length === 1);
  for (const a of direct)
    for (const b of direct) {
      const [from, to] = [a.by[0], b.by[0]];
      if (!from || !to || a.fact.at.start >= b.fact.at.start) continue;
      if (!FROM_END.test(claim.folded.slice(Math.max(0, a.fact.at.start - 24), a.fact.at.start))) continue;
      if (!TO_END.test(claim.folded.slice(a.fact.at.end, b.fact.at.start))) continue;
      yield { a, b, from, to };
    }
}

/**
 * "Went from 64 KiB to 16 KiB" against "increased from 16 KiB to 64 KiB": the two ends of a change the claim gives in
 * the other order than the source's one passage gives them.
 */
function fromToTurned(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  text: string,
): { why: string; unit: Unit } | undefined {
  for (const { a, b, from, to } of fromToEnds(claim, outcomes)) {
    // The source's "from" end is the claim's "to" end.
    if (from.unit !== to.unit || to.range.end > from.range.start) continue;
    if (!TO_END.test(text.slice(to.range.end, from.range.start))) continue;
    return {
      why: `the source goes from ${to.text} to ${from.text}, not from ${a.fact.text} to ${b.fact.text}`,
      unit: from.unit,
    };
  }
  return undefined;
}

/**
 * "Latency fell from 40 ms to 12 ms" against "Latency was 12 ms before the change." and "Latency was 40 ms after the
 * change.": two ends of a change the source gives in separate sentences, with nothing that says which came first.
 */
function fromToApart(claim: ClaimReading, outcomes: readonly FactOutcome[]): { why: string; unit: Unit } | undefined {
  const prose = (s: SourceFact): boolean =>
    (s.unit.kind === 'sentence' || s.unit.kind === 'item') && s.record === undefined;
  for (const { from, to } of fromToEnds(claim, outcomes))
    if (from.unit !== to.unit && prose(from) && prose(to))
      return {
        why: `the source gives ${from.text} and ${to.text} in separate sentences and does not say that one went to the other; check the order by hand`,
        unit: from.unit,
      };
  return undefined;
}

/** Key words of a column of changes ("Change (%)", "yoy"), as quantities.ts reads them. */
const CHANGE_KEY_ROOTS = new Set([...CHANGE_KEY_WORDS.up, ...CHANGE_KEY_WORDS.down].map(rootOf));
/** Words that rank the row a share is said of ("the largest population ... only 1%"): which column is meant is unclear. */
const RANKING_WORDS = /\b(?:larg|high|low|small|most|least|bigg|best|worst|top)/u;

/**
 * A share the claim gives a row it names ("JavaScript was used by 62.3% of respondents"), read in the one column of
 * shares that row gives ("share_pct"), though the claim does not name the column.
 */
function onlyShare(fact: ClaimFact, model: SourceModel): SourceFact | undefined {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension !== 'percent') return undefined;
  // ("JavaScript grew by 4.1%": a change the claim gives is read in the row's one column of changes, "Change (%)".)
  const moved = fact.cue === 'change' || fact.value.quantity.direction !== undefined;
  // ("The lowest population ... despite a 15.8% increase": a superlative, read as "min", ranks another column.)
  if (RANKING_WORDS.test(fact.all.join(' ')) || fact.all.some((w) => w === 'min' || w === 'max')) return undefined;
  const said = new Set([...fact.all, ...fact.near]);
  const index = measureIndex(model);
  const rows = new Set(
    index.cells
      .filter(
        ({ words, dates }) => words.length > 0 && words.every((w) => said.has(w)) && dates.every((d) => said.has(d)),
      )
      .map(({ cell }) => cell.record),
  );
  const percents = [...rows].flatMap((record) =>
    // Stryker disable next-line ArrayDeclaration: records come from index cells, never undefined and always in byRecord, so no fallback is taken
    (record === undefined ? [] : (index.byRecord.get(record) ?? [])).filter(
      (s) => s.value.kind === 'quantity' && s.value.quantity.dimension === 'percent',
    ),
  );
  const ofChange = (s: SourceFact): boolean =>
    (s.value.kind === 'quantity' && s.value.quantity.directionByKey === true) ||
    s.key.some((k) => CHANGE_KEY_ROOTS.has(k));
  if (moved) {
    const changes = percents.filter(ofChange);
    return changes.length === 1 ? changes[0] : undefined;
  }
  // (Not a column of changes, "Change (%)".)
  const shares = percents.filter((s) => s.value.kind === 'quantity' && !s.value.quantity.direction);
  if (shares.some(ofChange)) return undefined;
  return shares.length === 1 ? shares[0] : undefined;
}

/** Words that say one value of several rows: "City64 and T1ha2 tie at 22.0 GB/s", "both reach", "each take". */
const JOINT = /\b(?:both|each|tie[sd]?|tying|alike|equally)\b/iu;

/** Nothing but a comma or "and" between two things a claim lists. */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|(?:and|&)\s+)$/iu;

/**
 * The row a claim pairs a value with by their places in two lists of as many ("Starter and Pro cost $1,500 and $2,000
 * (respectively)": $2,000 is Pro's), if the claim names rows of a table by their labels and then gives its values so.
 */
function pairedRow(fact: ClaimFact, claim: ClaimReading, model: SourceModel): Unit | undefined {
  if (fact.value.kind !== 'quantity') return undefined;
  return pairedRows(claim, model)?.[claim.facts.filter((f) => f.value.kind === 'quantity').indexOf(fact)];
}

/** The rows a claim pairs its values with, in the order of its values; read once per claim and source. */
const pairingsByClaim = new WeakMap<ClaimReading, WeakMap<SourceModel, readonly Unit[] | null>>();
function pairedRows(claim: ClaimReading, model: SourceModel): readonly Unit[] | undefined {
  let known = pairingsByClaim.get(claim);
  if (!known) pairingsByClaim.set(claim, (known = new WeakMap()));
  let rows = known.get(model);
  if (rows === undefined) known.set(model, (rows = readPairedRows(claim, model) ?? null));
  return rows ?? undefined;
}

function readPairedRows(claim: ClaimReading, model: SourceModel): readonly Unit[] | undefined {
  const values = claim.facts.filter((f) => f.value.kind === 'quantity');
  const first = values[0];
  if (values.length < 2 || !first) return undefined;
  const before = claim.folded.slice(0, first.at.start);
  const rows = [...rowLabels(model).values()].flatMap((label) => {
    if (label.unit.kind !== 'row' || label.value.kind !== 'name') return [];
    const start = wholeWordAt(before, label.value.name);
    return start === undefined ? [] : [{ unit: label.unit, at: { start, end: start + label.value.name.length } }];
  });
  rows.sort((a, b) => a.at.start - b.at.start);
  const listed = (list: readonly { at: { start: number; end: number } }[]): boolean =>
    list.every((x, k) => {
      const previous = list[k - 1];
      return previous === undefined || LIST_JOIN.test(claim.folded.slice(previous.at.end, x.at.start));
    });
  return rows.length === values.length && listed(rows) && listed(values) ? rows.map((r) => r.unit) : undefined;
}

/** The claim says its one value of a measure of each row it names ("both", "tie"), not a value of each row its own. */
function saidOfEach(fact: ClaimFact, claim: ClaimReading): boolean {
  return JOINT.test(claim.folded) && !claim.facts.some((f) => f !== fact && f.value.kind === fact.value.kind);
}

/**
 * One value the claim says of each of the rows it names ("City64 and T1ha2 both reach 22.0 GB/s"), each row with one
 * measure: stated when every row gives it, refuted by a row that gives another.
 */
function jointMeasures(fact: ClaimFact, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  if (fact.value.kind === 'name' || !saidOfEach(fact, claim)) return undefined;
  if (fact.value.kind === 'quantity' && fact.value.quantity.dimension === 'year') return undefined;
  const measures = soleMeasures(fact, model);
  if (measures.length < 2 || new Set(measures.map(seriesOf)).size !== measures.length) return undefined;
  if (!measures.every((m) => namedWhole(m, claim, model))) return undefined;
  if (!measures.every((m) => comparable(fact, m))) return undefined;
  const rels = measures.map((m) => relation(fact, m));
  const conflicting = measures.find((_, k) => rels[k] === 'conflict');
  if (conflicting) return { fact, relation: 'refuted', by: [conflicting] };
  return rels.every((r) => r === 'match') ? { fact, relation: 'supported', by: measures, joint: true } : undefined;
}

/**
 * Of rows of one series the claim names by several years ("its peak came in 2010, at 42,750, only a hair above the 2008
 * figure"), the row of the year written nearest the value; rows of several series are left as they are.
 */
function nearestYear(fact: ClaimFact, claim: ClaimReading, rows: readonly SourceFact[]): readonly SourceFact[] {
  if (rows.length < 2 || new Set(rows.map(seriesOf)).size !== 1) return rows;
  const years = claim.facts.filter((f) => f.value.kind === 'quantity' && f.value.quantity.dimension === 'year');
  const distance = (f: ClaimFact): number =>
    f.at.start >= fact.at.end ? f.at.start - fact.at.end : fact.at.start - f.at.end;
  // ("from 500 in 2015 to 450 in 2017": of two years as near, the one the value is "in".)
  const dated = (f: ClaimFact): number => (DATED_BY.test(claim.folded.slice(fact.at.end, f.at.start)) ? -0.5 : 0);
  const [first, second] = [...years].sort((a, b) => distance(a) + dated(a) - (distance(b) + dated(b)));
  if (!first || (second && distance(second) + dated(second) === distance(first) + dated(first))) return rows;
  const year = `y:${yearOf(first.value) ?? ''}`;
  return rows.filter((r) => r.row.includes(year));
}

/**
 * The one number of each row the claim names, its date included: by all the words of its label, or by a word no other
 * series of the table has ("nuclear" for "Nuclear Energy"). Rows with several numbers give none.
 */
function soleMeasures(fact: ClaimFact, model: SourceModel, byColumn = false): SourceFact[] {
  const index = measureIndex(model);
  if (index.cells.length === 0) return [];
  const said = new Set([...fact.all, ...fact.near]);
  const records = new Set(
    index.cells.flatMap(({ cell, words, dates }) => {
      const named = words.every((w) => said.has(w)) || words.some((w) => said.has(w) && index.unique.has(w));
      return named && (dates.length === 0 || dates.some((d) => said.has(d))) ? [cell.record] : [];
    }),
  );
  return [...records].flatMap((record) => {
    // Stryker disable next-line ArrayDeclaration: records come from index cells, never undefined and always in byRecord, so no fallback is taken
    const measures = record === undefined ? [] : (index.byRecord.get(record) ?? []);
    if (measures.length === 1) return measures;
    // ("Starter costs $40": of a row with several measures, the one in the claim's unit, the only price.)
    // (Not a count, a share or a rank, which many columns give.)
    const ofUnit = inUnitOfMeasure(fact) ? measures.filter((m) => sameDimension(fact, m)) : [];
    if (!byColumn) return ofUnit.length === 1 ? ofUnit : [];
    // ("20% of capacity": of a row with several measures, the one whose column the claim names.)
    const named = measures.filter((m) => m.key.some((k) => said.has(k)));
    return named.length === 1 ? named : [];
  });
}

/** A value in a unit of measure: money, a rate, a time, a size; not a count, a share, a rank or a year. */
function inUnitOfMeasure(fact: ClaimFact): boolean {
  return (
    fact.value.kind === 'quantity' &&
    !/^(?:count|ratio|percent|pp|ordinal|ordinal-word|year)$/u.test(fact.value.quantity.dimension)
  );
}

/** The numbers of a source's rows with the words and dates that name each row, and the words only one series has. */
interface MeasureIndex {
  readonly cells: readonly { cell: SourceFact; words: readonly string[]; dates: readonly string[] }[];
  /** The cells of each record. */
  readonly byRecord: ReadonlyMap<number, readonly SourceFact[]>;
  readonly unique: ReadonlySet<string>;
}

const measureIndexes = new WeakMap<SourceModel, MeasureIndex>();

/** Built once per source model: every claim of a table asks it. */
function measureIndex(model: SourceModel): MeasureIndex {
  const known = measureIndexes.get(model);
  if (known) return known;
  const nameWord = (r: string): boolean =>
    !r.startsWith('v:') && !/^v\d+$/u.test(r) && /\p{L}/u.test(r) && !r.includes(':');
  // (A "year" column's cell, "2020", dates its row: it is no measure of it.)
  const rowYearCell = (s: SourceFact): boolean =>
    s.key.length === 1 &&
    s.key[0] === 'year' &&
    s.value.kind === 'quantity' &&
    Number.isInteger(s.value.quantity.value) &&
    s.value.quantity.value >= 1800 &&
    s.value.quantity.value <= 2100;
  const cells = model.facts
    .filter((s) => s.record !== undefined && s.value.kind === 'quantity' && !s.fromKey && !s.counted && !rowYearCell(s))
    .map((cell) => ({
      cell,
      words: cell.row.filter(nameWord),
      dates: cell.row.filter((r) => r.startsWith('y:')),
    }))
    .filter((c) => c.words.length > 0 || c.dates.length > 0);
  const seriesOfWord = new Map<string, Set<string>>();
  for (const c of cells) {
    const series = seriesOf(c.cell);
    for (const w of c.words) seriesOfWord.set(w, (seriesOfWord.get(w) ?? new Set()).add(series));
  }
  const byRecord = new Map<number, SourceFact[]>();
  for (const { cell } of cells)
    if (cell.record !== undefined) byRecord.set(cell.record, [...(byRecord.get(cell.record) ?? []), cell]);
  const index = {
    cells,
    byRecord,
    unique: new Set([...seriesOfWord].filter(([, series]) => series.size === 1).map(([w]) => w)),
  };
  measureIndexes.set(model, index);
  return index;
}

/** Measures that one field of a record states by their kind alone ("over two hours" and "Running time: 134 minutes"). */
const MEASURES = /^(?:time|money|mass|length|data|volume|temperature)/u;

/**
 * A measure the claim words differently from the key ("was over two hours long" for "Running time"), stated by the one
 * field of the source that gives a measure of that kind. Support only: a kind alone never refutes.
 */
function onlyMeasure(fact: ClaimFact, model: SourceModel): FactOutcome | undefined {
  if (fact.value.kind !== 'quantity' || !MEASURES.test(fact.value.quantity.dimension)) return undefined;
  const dimension = fact.value.quantity.dimension;
  const same = model.facts.filter(
    (s) =>
      s.value.kind === 'quantity' &&
      s.value.quantity.dimension === dimension &&
      !s.fromKey &&
      s.record === undefined &&
      (s.unit.kind === 'field' || s.unit.kind === 'record'),
  );
  if (same.length === 0 || new Set(same.map((s) => s.unit)).size !== 1) return undefined;
  const matches = same.filter((s) => relation(fact, s) === 'match');
  return matches.length === same.length ? { fact, relation: 'supported', by: matches } : undefined;
}

/**
 * A date claimed for a change the changelog lists ("file and line rendering arrived just before Christmas 2024"): the
 * date of the one release whose entry says it, in most of the claim's own words.
 */
function entryDate(fact: ClaimFact, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  if (fact.value.kind !== 'date' && yearOf(fact.value) === undefined) return undefined;
  const roots = [...new Set(claim.roots)].filter((r) => r.length >= 3 && !CONNECTIVES.has(r));
  if (roots.length < 2) return undefined;
  const found = model.units.flatMap((u) => {
    if (u.kind === 'heading' || !u.section) return [];
    const covered = roots.filter((r) => u.roots.includes(r)).length;
    return covered >= 2 && covered / roots.length >= 0.6 ? [{ u, covered }] : [];
  });
  // The release an entry is under: the nearest heading above it that gives a date.
  const datedHeadings = new Map<Section, SourceFact>();
  for (const s of model.facts)
    if (s.value.kind === 'date' && s.unit.kind === 'heading' && s.unit.section && !datedHeadings.has(s.unit.section))
      datedHeadings.set(s.unit.section, s);
  const releaseOf = (u: Unit): SourceFact | undefined => {
    for (let at = u.section; at; at = at.parent) {
      const dated = datedHeadings.get(at);
      if (dated) return dated;
    }
    return undefined;
  };
  const releases = new Set(found.map((f) => releaseOf(f.u)));
  const heading = releases.size === 1 ? [...releases][0] : undefined;
  if (!heading) return undefined;
  const entry = found[0] as { u: Unit; covered: number };
  const rel = relation(fact, heading);
  if (rel === 'match') return { fact, relation: 'supported', by: [heading] };
  if (rel === 'conflict' && entry.covered / roots.length >= 0.8) return { fact, relation: 'refuted', by: [heading] };
  return undefined;
}

const sets = new WeakMap<ClaimFact, WordSets>();
interface WordSets {
  near: Set<string>;
  all: Set<string>;
  both: Set<string>;
  implied: Set<string>;
}

/** The word sets of a claim fact, built once: every source fact is aligned against them. */
function wordSets(claim: ClaimFact): WordSets {
  let known = sets.get(claim);
  if (!known) {
    known = {
      near: new Set([...claim.near, ...claim.implied]),
      all: new Set(claim.all),
      both: new Set([...claim.all, ...claim.near]),
      implied: new Set(claim.implied),
    };
    sets.set(claim, known);
  }
  return known;
}

/** A source's facts by each word of their keys and labels, built once per source: claims look up only their words. */
const keyIndexes = new WeakMap<SourceModel, Map<string, number[]>>();
/** The index's entry for facts whose keys are only count words ("the number of entries"): any count may name them. */
const BARE_COUNT = '\u0000count';

/**
 * The facts a claim fact can name (see sharesKey and namesIt): those sharing a key or label word with it, and counts
 * with no name of their own, in the source's order.
 */
function candidateFacts(fact: ClaimFact, model: SourceModel): SourceFact[] {
  let index = keyIndexes.get(model);
  if (!index) {
    index = new Map();
    const file = (w: string, k: number): void => {
      // Stryker disable next-line OptionalChaining: index is set just before file() is first called, so it is never undefined here
      const list = index?.get(w);
      if (list) list.push(k);
      // Stryker disable next-line OptionalChaining: index is set just before file() is first called, so it is never undefined here
      else index?.set(w, [k]);
    };
    for (const [k, s] of model.facts.entries()) {
      for (const w of new Set([...s.key, ...(s.labelWords ?? [])])) file(w, k);
      if (s.key.length > 0 && s.key.every((w) => COUNT_WORDS.has(w))) file(BARE_COUNT, k);
    }
    keyIndexes.set(model, index);
  }
  const { both, implied } = wordSets(fact);
  const found = new Set<number>();
  for (const w of [...both, ...implied, BARE_COUNT]) for (const k of index.get(w) ?? []) found.add(k);
  return [...found].sort((a, b) => a - b).map((k) => model.facts[k] as SourceFact);
}

/** Last words of a setting's key whose number is an amount in a unit the setting leaves unsaid ("timeout: 10"). */
const UNSAID_UNIT_KEYS = new Set(
  contentRoots('timeout delay interval ttl duration latency period expiry expiration retention wait limit size memory'),
);

/**
 * The words that put a claim's value on one side of another row's ("ahead of", "slower than"). ("More than", "less
 * than", "above" and "below" bound a value far more often than they name a row, so they count only right after a
 * value, as "before" and "after" do before a row's own value: "3 ms before Hapi's 22 ms".)
 */
const SIDE_WORDS = 'ahead of|behind|beat(?:s|ing)|outpac(?:es|ing)|trail(?:s|ing)|(?:higher|lower|faster|slower) than';

/** A row the claim compares its value with ("13.12, ahead of North Melbourne"), after the word that compares. */
const COMPARED_ROW = new RegExp(
  `\\b(?:${SIDE_WORDS}|(?:better|worse) than|(?<=\\d\\s?[\\p{L}/%]*\\s)(?:above|below|(?:before|after)(?=\\s+[^\\s]+['’]s\\s)))\\s+(?:the\\s+)?([^,;.]+)`,
  'giu',
);

/** The rows the claim compares its values with: their words, and where the comparison starts. */
function rowComparedWith(claim: ClaimReading): Versus {
  const found = [...claim.folded.matchAll(COMPARED_ROW)];
  return {
    // Stryker disable next-line StringLiteral: group 1 of COMPARED_ROW always takes part in a match, so the fallback is never used
    words: new Set(found.flatMap((m) => contentRoots(m[1] ?? ''))),
    at: found[0]?.index ?? Infinity,
    owned: found.some(
      (m) => /^(?:above|below|before|after|ahead of|behind)\s/iu.test(m[0]) && /^[^\s]+['’]s\s/u.test(m[1] ?? ''),
    ),
  };
}

/** The rows a claim compares its values with; `owned` when their own value follows them: "above Koa's 19 ms". */
interface Versus {
  readonly words: Set<string>;
  readonly at: number;
  readonly owned: boolean;
}

/**
 * A cell of a row the claim names only as the one a value before the comparison is compared with ("13.12, ahead of
 * North Melbourne"): that row's value is not the claim's. (A value after it is that row's: "ahead of Metro64 at 19.4".)
 */
function comparedWith(s: SourceFact, fact: ClaimFact, versus: Versus): boolean {
  if (s.record === undefined || versus.words.size === 0) return false;
  const named = s.row.filter((r) => fact.all.includes(r) || fact.near.includes(r));
  // (After it, a value the compared row owns is that row's: "3 ms above Koa's 19 ms" is not Hapi's 19.)
  if (fact.at.start > versus.at) return versus.owned && named.length > 0 && named.every((r) => !versus.words.has(r));
  return named.length > 0 && named.every((r) => versus.words.has(r));
}

/** The keys a nested field sits under, as its path gives them ("database", "pool" of "database.pool.max"). */
// Stryker disable next-line ArrayDeclaration: slice(0, -1) of a one-element fallback is empty, as of an empty one
const parentKeys = (s: SourceFact): string[] => (s.path ?? []).slice(0, -1).flatMap((p) => keyRoots(p));
/**
 * A setting's own words, not its section's: "pgbouncer.log_connections" and "pgbouncer.server_login_retry" share no more
 * than the section they are both in.
 */
function ownKey(s: SourceFact): readonly string[] {
  const parents = parentKeys(s);
  const own = s.key.filter((k) => !parents.includes(k));
  return own.length > 0 ? own : s.key;
}

/** A setting of two or more words of its own, every one of them in the claim: the one the claim speaks of. */
function namesSettingWhole(fact: ClaimFact, s: SourceFact): boolean {
  const own = ownKey(s);
  const { both } = wordSets(fact);
  return s.unit.kind === 'field' && own.length >= 2 && own.every((k) => both.has(k));
}

/** The words of every key some field of the source is nested under, once per model. */
const blockWordsByModel = new WeakMap<SourceModel, Set<string>>();
function blockWords(model: SourceModel): Set<string> {
  let known = blockWordsByModel.get(model);
  if (!known) blockWordsByModel.set(model, (known = new Set(model.facts.flatMap(parentKeys))));
  return known;
}

/**
 * A nested field of another block than the one the claim names ("server.max_connections" for "the database pool
 * allows at most 1000 connections", when "database" is a block of the source too).
 */
function otherBlock(fact: ClaimFact, s: SourceFact, model: SourceModel, othersCount: ReadonlySet<string>): boolean {
  if (parentKeys(s).length === 0) return false;
  const blocks = blockWords(model);
  // (A word of a key beside the fact's own, "gix 0.86 with its default features" of "dependencies.gix.features", names
  // its block too.)
  const own = siblingWords(model).get(parentPath(s)) ?? new Set<string>();
  // (Of a version's date, "release" and "version" are one word: "5.2 came out" names the block of versions too.)
  const releaseBlock =
    (fact.value.kind === 'date' || fact.value.kind === 'version') && s.key.some((k) => RELEASE_WORDS.has(k));
  // (Only a block with a value of the claim's kind: "The code targets the 2021 edition" names no block of target
  // dependencies, whose values are versions.)
  const holds = (w: string): boolean =>
    model.facts.some(
      (f) => f !== s && parentKeys(f).includes(w) && f.value.kind === fact.value.kind && sameDimension(fact, f),
    );
  // (Nor a word another amount of the claim counts: "500 connections with a 30 second timeout" names the timeout block
  // for the 30 seconds only.)
  // (Nor "default", which says what a setting is out of the box far more often than it names a block called so:
  // "PostgreSQL's default port" is no port of a `default` connection.)
  return fact.near.some(
    (w) =>
      blocks.has(w) &&
      w !== DEFAULT_ROOT &&
      !s.key.includes(w) &&
      !own.has(w) &&
      !(releaseBlock && RELEASE_WORDS.has(w)) &&
      !othersCount.has(w) &&
      holds(w),
  );
}

/** The key words of each block's fields, by the block's path, once per model. */
const siblingWordsByModel = new WeakMap<SourceModel, Map<string, Set<string>>>();
function siblingWords(model: SourceModel): Map<string, Set<string>> {
  let known = siblingWordsByModel.get(model);
  if (!known) {
    known = new Map();
    for (const f of model.facts) {
      if (!f.path) continue;
      const words = known.get(parentPath(f)) ?? new Set<string>();
      for (const w of keyRoots(f.path.at(-1) ?? '')) words.add(w);
      known.set(parentPath(f), words);
    }
    siblingWordsByModel.set(model, known);
  }
  return known;
}

/**
 * The thing a number is given per, right after it and the noun it counts ("two to four workers per core": core); not a
 * unit of time or money, which a quantity reads as its rate, nor "per cent".
 */
const PER_THING =
  /^(?:\s+[\p{L}-]+)?\s+per\s+(?!(?:cent|second|minute|hour|day|week|month|year|square|sq|mile|km|kilometre|kilometer|metre|meter|acre|hectare|capita|head)s?\b)(\p{L}{3,})/u;
/** What a count counts: the first plural noun of the few words after it ("five security headers": headers). */
const COUNTED_NOUN = /^\s+(?:[\p{L}-]+\s+){0,2}?(\p{L}{3,}s)\b/u;
/** A dotted name the claim writes ("the io.ktor group"). */
const DOTTED_NAME = /\b[a-z][\w-]*(?:\.[a-z][\w-]*)+\b/gu;

/** The words around a claim's value that name a setting only in passing, read once for all its candidates. */
interface InPassing {
  /** The thing the value is given per, as a root. */
  readonly per?: string;
  /** What the value counts, as a root. */
  readonly noun?: string;
  /** The value's own unit and the dotted names the claim gives as other values, as roots. */
  readonly aside: ReadonlySet<string>;
}

function inPassing(fact: ClaimFact, claim: ClaimReading, afterValue: string): InPassing {
  const per = PER_THING.exec(afterValue)?.[1];
  const noun = COUNTED_NOUN.exec(afterValue)?.[1];
  const dotted = [...claim.folded.matchAll(DOTTED_NAME)].flatMap((m) => contentRoots(keyWords(m[0])));
  return {
    ...(per !== undefined ? { per: rootOf(per) } : {}),
    ...(noun !== undefined ? { noun: rootOf(noun) } : {}),
    aside: new Set([...contentRoots(fact.text), ...dotted]),
  };
}

/**
 * Whether a setting the claim's value contradicts is one the claim names only in passing, so no refutation:
 * - a count given per a thing the setting is not per ("two to four workers per core" is no count of `workers = 1`);
 * - a setting named only by the words its key gives after "per" (`MaxConnectionsPerChild` is not "sixteen child
 *   processes"), by the claim's own unit (`request-log-retain.days` is not "365 days"), or by a dotted name the claim
 *   gives as another value (`plugins.io.ktor.plugin` by "the io.ktor group");
 * - a setting whose group the claim counts ("five security headers" is no value of `http.header.X-XSS-Protection`).
 */
function namedInPassing(fact: ClaimFact, s: SourceFact, words: InPassing, model: SourceModel): boolean {
  if (words.per !== undefined && !s.key.includes(words.per) && !s.unit.roots.includes(words.per)) return true;
  // (Only a setting's key: a table's column is named by its unit more often than not, "Length (minutes)".)
  if (s.path === undefined) return false;
  const parts = keyWords(s.path.at(-1) ?? '')
    .toLowerCase()
    .split(' ');
  const at = parts.indexOf('per');
  const perWords = new Set(at > 0 ? contentRoots(parts.slice(at + 1).join(' ')) : []);
  const said = s.key.filter((k) => fact.near.includes(k) || fact.all.includes(k));
  if (said.length > 0 && said.every((k) => words.aside.has(k) || perWords.has(k))) return true;
  return countsItsGroup(fact, s, words.noun, model);
}

/** Whether a count the claim makes names what holds the setting (`header` of `http.header.X-Frame-Options`), not it. */
function countsItsGroup(fact: ClaimFact, s: SourceFact, noun: string | undefined, model: SourceModel): boolean {
  if (noun === undefined || s.path === undefined || s.path.length < 2) return false;
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension !== 'count') return false;
  const leaf = new Set(keyRoots(s.path.at(-1) ?? ''));
  const group = new Set(s.path.slice(0, -1).flatMap((p) => keyRoots(p)));
  // (A group of several settings: `events.worker_connections.default` is the default of one.)
  return group.has(noun) && !leaf.has(noun) && (groupSizes(model).get(s.path.slice(0, -1).join('.')) ?? 0) >= 2;
}

/** How many settings of its own each group of a model's settings holds, by the group's dotted path. */
const groupSizesOf = new WeakMap<SourceModel, Map<string, number>>();
function groupSizes(model: SourceModel): Map<string, number> {
  let sizes = groupSizesOf.get(model);
  if (!sizes) {
    const groups = groupedByParent(model.facts.filter((f) => (f.path?.length ?? 0) >= 2));
    sizes = new Map([...groups].map(([group, g]) => [group, g.names.size]));
    groupSizesOf.set(model, sizes);
  }
  return sizes;
}

/** Whether an exact source value of the claim's dimension lies on the very edge of what the claim's decimals cover. */
function onEdgeOfRounding(fact: ClaimFact, s: SourceFact): boolean {
  if (fact.value.kind !== 'quantity' || s.value.kind !== 'quantity') return false;
  const [q, v] = [fact.value.quantity, s.value.quantity];
  return v.qualifier === 'exact' && q.dimension === v.dimension && onRoundingEdge(q, v.value, v.value);
}

/** A relative clause right after a number: "the 999 that programs get". */
const VALUE_THAT = /^\s+(?:that|which)\s/u;

/** Does any of a source fact's key words appear in the claim (or is its key one the value implies)? A cheap first cut. */
function sharesKey(fact: ClaimFact, s: SourceFact): boolean {
  const { both, implied } = wordSets(fact);
  // Stryker disable next-line ArrayDeclaration: a fallback word with spaces never equals a claim word
  return s.key.some((k) => both.has(k) || implied.has(k)) || (s.labelWords ?? []).some((r) => both.has(r));
}

/** A cell of a matched value's row whose column the value's own clause names better than the matched cell's column. */
function otherColumn(fact: ClaimFact, matches: readonly SourceFact[], model: SourceModel): SourceFact | undefined {
  const { near, both } = wordSets(fact);
  // (A row's cells, or the fields of one object: "kaf.code" and "kaf.transliteration".)
  const parent = (s: SourceFact): string | undefined => s.path?.slice(0, -1).join('\u0001');
  // (A switch, "default-features: false", is another setting, not a value the claim's number could be.)
  const sibling = (m: SourceFact, s: SourceFact): boolean =>
    m.unit.kind === 'row'
      ? s.unit === m.unit
      : s.unit.kind === 'field' &&
        s.path?.length === m.path?.length &&
        parent(s) === parent(m) &&
        // (Of a list of records, the same record: "letters[1].transliteration" for "letters[1].code".)
        s.record === m.record &&
        !(s.value.kind === 'name' && /^(?:true|false|yes|no|on|off)$/iu.test(s.value.name));
  const said = (name: string): boolean => {
    const roots = contentRoots(name);
    return roots.length > 0 && roots.every((r) => both.has(r));
  };
  for (const m of matches) {
    if (m.unit.kind !== 'row' && (m.unit.kind !== 'field' || !m.path || m.path.length < 2)) continue;
    const own = new Set(m.key.filter((k) => both.has(k))).size;
    const rival = model.facts.find(
      (s) =>
        sibling(m, s) &&
        s !== m &&
        s.value.kind === 'name' &&
        !s.rowName &&
        new Set(s.key.filter((k) => near.has(k))).size > own &&
        !s.key.every((k) => m.key.includes(k)) &&
        // (Not a column whose value the claim gives as well: "the 4.2 series has an EOL status" names the row by 4.2.)
        !(s.value.kind === 'name' && said(s.value.name)),
    );
    if (rival) return rival;
  }
  return undefined;
}

/** Not stated: the claim's value where the source gives the field the claim names ("l" for the transliteration). */
function givenOtherwise(fact: ClaimFact, named: SourceFact): FactOutcome {
  return {
    fact,
    relation: 'not-stated',
    by: [],
    why: `the source gives "${named.text}" for ${quoted(named.label)}, not ${fact.text}`,
  };
}

/** Not stated: a value of a record that lacks the field the claim names ("3414" of Paddington, which has no operator). */
function lackingField(fact: ClaimFact, m: SourceFact, field: string): FactOutcome {
  return {
    fact,
    relation: 'not-stated',
    by: [m],
    why: `the source gives ${m.text} for ${quoted(m.label)}, and no "${field}" there`,
  };
}

/**
 * A field the claim names beside its value that other records of the same list or map give and the matched value's
 * record does not ("Paddington's operator is 3414" where only Euston has an operator): its key as written.
 */
function absentField(fact: ClaimFact, m: SourceFact, model: SourceModel): string | undefined {
  if (m.unit.kind !== 'field' || !m.path || m.path.length < 2) return undefined;
  // (A record is an object of a list, "letters[1]", or of a map, "uk.paddington"; its peers are those of the same list
  // or map.)
  const record = (s: SourceFact): string => (s.record !== undefined ? `${parentPath(s)}#${s.record}` : parentPath(s));
  const peers = (s: SourceFact): string =>
    s.record !== undefined ? parentPath(s) : parentPath({ path: s.path?.slice(0, -1) });
  if (m.record === undefined && m.path.length < 3) return undefined;
  const own = model.facts.filter((s) => s.path && record(s) === record(m));
  const other = model.facts.find(
    (s) =>
      s.unit.kind === 'field' &&
      s.path?.length === m.path?.length &&
      peers(s) === peers(m) &&
      record(s) !== record(m) &&
      keyRoots(s.path?.at(-1) ?? '').some(
        (k) => fact.near.includes(k) && !m.key.includes(k) && !own.some((o) => o.key.includes(k)),
      ) &&
      // (By all its words: "allowed" is no name of `allowed-users`.)
      keyRoots(s.path?.at(-1) ?? '').every((k) => fact.near.includes(k) || fact.all.includes(k)),
  );
  return other?.path?.at(-1);
}

/**
 * The ends of a span of versions a version lies in: the first two versions of a field that gives a span ("3.10 -
 * 3.14"), or two versions a sentence joins as one ("Supports Python 3.10 to 3.14"), one of them the source value. None
 * when the version lies outside, or the source gives no span.
 */
function spanAround(version: readonly number[], s: SourceFact, model: SourceModel): SourceFact[] | undefined {
  const versions = versionsIn(s.unit, model);
  const inside = (lo: SourceFact | undefined, hi: SourceFact | undefined): lo is SourceFact =>
    lo?.value.kind === 'version' &&
    hi?.value.kind === 'version' &&
    compareParts(lo.value.version, version) <= 0 &&
    compareParts(version, hi.value.version) <= 0;
  const [first, second] = versions;
  if (s.unit.kind === 'field') {
    return /\d\s*(?:-|–|to)\s*\d/u.test(s.unit.text) && inside(first, second)
      ? [first, second as SourceFact]
      : undefined;
  }
  const text = s.unit.text;
  for (const [k, lo] of versions.entries()) {
    const hi = versions[k + 1];
    if (!hi || (lo !== s && hi !== s)) continue;
    const from = text.indexOf(lo.text) + lo.text.length;
    if (SPAN_JOIN.test(text.slice(from, text.indexOf(hi.text, from))) && inside(lo, hi)) return [lo, hi];
  }
  return undefined;
}

/** The comparators of a requirement, and which versions each lets in (by their order against its own). */
const BOUNDS: Readonly<Record<string, (order: number) => boolean>> = {
  '>=': (o) => o >= 0,
  '>': (o) => o > 0,
  '<=': (o) => o <= 0,
  '<': (o) => o < 0,
  '!=': (o) => o !== 0,
};

/** Does a requirement's bound (">=3.10", "<3.15") let the version in? Undefined when the value is no bound. */
function boundKept(version: readonly number[], f: SourceFact): boolean | undefined {
  const op = /^(>=|<=|!=|>|<)/u.exec(f.text)?.[1];
  const keeps = op === undefined ? undefined : BOUNDS[op];
  return keeps && f.value.kind === 'version' ? keeps(compareParts(version, f.value.version)) : undefined;
}

/** Words that make a claimed version a minimum ("requires Python 3.12", "3.12 or later"), not one that is let in. */
const MINIMUM_WORDS = new Set(contentRoots('require need minimum least later newer floor upward onward'));

/**
 * The bounds of a requirement (">=3.10", ">=3.10, <=3.14") that let in a version the claim says is supported, not
 * required ("Supports Python 3.12": no contradiction of them, though they do not name it). None otherwise.
 */
function boundsKeeping(fact: ClaimFact, s: SourceFact, model: SourceModel): SourceFact[] | undefined {
  if (fact.value.kind !== 'version' || fact.near.some((w) => MINIMUM_WORDS.has(w)) || BELOW.test(fact.text))
    return undefined;
  const version = fact.value.version;
  // (Of the one package: "h2>=3,<5" in a list beside "httpcore==1.*".)
  const product = productIn(s.key);
  const bounds = versionsIn(s.unit, model).filter((f) => productIn(f.key) === product);
  return bounds.every((f) => boundKept(version, f) === true) ? bounds : undefined;
}

/** What joins the two ends of a span of versions in a sentence: "3.10 to 3.14", "3.10 through 3.14", "3.10-3.14". */
const SPAN_JOIN = /^\s*(?:-|–|—|to|through|thru)\s*$/u;

/** The product a value's words name ("p:cookie-parser" of a dependency field, "p:cookie" of a claim), if any. */
const productIn = (keys: readonly string[]): string | undefined => keys.find((k) => k.startsWith('p:'))?.slice(2);

/** One product's name, written alike or with its major version ("python" is "python3"; "cookie" is not "cookie-parser"). */
function sameProduct(a: string, b: string): boolean {
  const bare = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const [x, y] = [bare(a), bare(b)].sort((p, q) => p.length - q.length) as [string, string];
  return y.startsWith(x) && /^\d*$/u.test(y.slice(x.length));
}

/** A version of a product the claim never names ("Python 3.8" for "version 8.22.0"; "libcurl" is named by "curl"). */
function otherProduct(fact: ClaimFact, s: SourceFact): boolean {
  if (fact.value.kind !== 'version' || s.value.kind !== 'version') return false;
  // A field that names its package ("dependencies.qs": "6.5.1") is that package's version, not the claim's "cookie".
  const claimed = productIn(fact.near);
  // (A nested field's own key; a DESCRIPTION's "Depends: R (>= 4.1.0)" names no package by its key.)
  // (A version that names its own product, "license: MIT OR Apache-2.0", is that product's.)
  const named = s.path?.at(-1)?.toLowerCase();
  const product = productIn(s.key);
  if (claimed && product) return !sameProduct(claimed, product);
  // (A key that names the product among its words, "supportedPythonVersions", gives that product's versions.)
  // (Not a key that begins with it, "redis-server" for Redis: see longerName.)
  if (claimed && s.key.includes(rootOf(claimed)) && !named?.startsWith(claimed.toLowerCase())) return false;
  if (claimed && named && !VERSION_KEYS.has(rootOf(named)) && !sameProduct(claimed, named)) return true;
  if (!product) return false;
  const { both } = wordSets(fact);
  const root = rootOf(product);
  return ![...both].some((w) => w === root || w === `p:${product}` || (w.length >= 3 && product.includes(w)));
}

/** Does a version's field name a package whose name is the claim's and more ("cookie-parser" for "cookie")? */
function longerName(fact: ClaimFact, s: SourceFact): boolean {
  const claimed = productIn(fact.near)?.toLowerCase();
  const product = productIn(s.key)?.toLowerCase();
  return (
    fact.value.kind === 'version' &&
    s.value.kind === 'version' &&
    claimed !== undefined &&
    product !== undefined &&
    product.startsWith(claimed) &&
    /^[^\p{L}\p{N}]/u.test(product.slice(claimed.length))
  );
}

/** Does a source fact's key (its key words, column header or clause) share a word with the claim? Its row alone does not. */
function namesIt(fact: ClaimFact, s: SourceFact, options: { anyRow?: boolean } = {}): boolean {
  // "The other two sources" counts a set but one: only such a count of the tool's says it, and no other count rivals it.
  if ((fact.others === true) !== (s.others === true) && (s.counted || s.others)) return false;
  // A column's different values are counted only by a claim that counts that column's things ("three sources"), not some
  // of them ("4 of the aircraft").
  if ((s.members || s.others) && !countsCategory(fact, s)) return false;
  // A count the tool made, and a rank written in words, need the counted thing named in the value's own clause.
  // A count the tool made counts entries: only a claimed count ("three labels") is one, not a year or a rank.
  // (Nor a number written with a decimal point, "6.0" or "3.2": entries are counted whole.)
  if (
    s.counted &&
    (fact.value.kind !== 'quantity' ||
      fact.value.quantity.dimension !== 'count' ||
      !(fact.value.quantity.value < 1000) ||
      /\d\.\d/u.test(fact.text))
  )
    return false;
  const strict =
    s.counted === true || (fact.value.kind === 'quantity' && fact.value.quantity.dimension === 'ordinal-word');
  const { near, both: all, implied } = wordSets(fact);
  const words = strict ? near : all;
  // A value's implied words ("in 2024": a year) name only a key that is nothing else ("year", "date").
  const byImplied = s.key.length > 0 && s.key.every((k) => implied.has(k) || COUNT_WORDS.has(k));
  // A count of a list with no name of its own (a file's top-level list) is named by the count words themselves.
  const bare = s.counted === true && s.key.every((k) => COUNT_WORDS.has(k));
  // A number of a row's label ("-1" of "zstd -1") is what a claim's number names, unless the claim's number counts a
  // thing of its own ("Run 1 had 1 error": the errors, not the label "run 1").
  if (
    // Stryker disable next-line ArrayDeclaration: a fallback word with spaces never equals a claim word
    (s.labelWords ?? []).some((r) => near.has(r)) &&
    fact.value.kind === 'quantity' &&
    fact.value.quantity.qualifier === 'exact' &&
    labelNumber(fact, s)
  )
    return true;
  // (Of a version, "release" names a version field, as in alignment.)
  const released = releaseWorded(fact, words);
  const naming = s.key.filter(
    (k) => (words.has(k) || (released && RELEASE_WORDS.has(k))) && (bare || !COUNT_WORDS.has(k)),
  );
  if (!byImplied && naming.length === 0) return false;
  // (A table's rows named by what its first column heads are counted only as those: "22 features", not "4 cores" of
  // "the hosts have 4 cores".)
  if (s.heads && naming.every((k) => s.heads?.includes(k)) && !countedWords(fact).some((c) => s.heads?.includes(c)))
    return false;
  // In prose a verb of change names a value only in a sentence that says what the claim's value is of: "memory usage
  // improved by 35%" is not "improves startup time by 35%". (A column may be named so: "cuts made", "gain".)
  if (
    (s.unit.kind === 'sentence' || s.unit.kind === 'item') &&
    naming.length > 0 &&
    naming.every((k) => CHANGE_VERB_ROOTS.has(k)) &&
    fact.near.some(
      (w) =>
        /^\p{L}+$/u.test(w) &&
        !CHANGE_VERB_ROOTS.has(w) &&
        !s.unit.roots.includes(w) &&
        !contentRoots(fact.text).includes(w),
    )
  )
    return false;
  // A count of a release's entries is no count of releases ("Three releases are listed").
  const thing = s.counted ? countedWords(fact)[0] : undefined;
  if (thing !== undefined && RELEASE_NOUNS.has(thing) && !s.key.includes(thing)) return false;
  // A table cell is about its row: the claim must name the row ("Berlin", "fastify", "round 3"); a cell of a column
  // headed by a year, by more than that year ("Germany", not "2022", of a table of countries by year).
  if (s.record !== undefined && !options.anyRow && !s.row.some((r) => all.has(r) && !(s.titled && r.startsWith('y:'))))
    return false;
  // A cell of a column headed by a year is what the source's title says the table measures: every other word the
  // value's clause says of it must be the title's ("urban population", "consumed" are not "Population, total").
  if (s.titled) {
    const own = contentRoots(fact.text);
    if (fact.near.some((w) => !s.key.includes(w) && !s.row.includes(w) && !PLAIN_VERBS.has(w) && !own.includes(w)))
      return false;
  }
  // A number inside a cell's name ("no 9 autorlando sport") is used only by a claim that names it.
  if (s.own && !s.own.some((r) => all.has(r))) return false;
  // "8 losses" counts something: the counted word must be what the source value is ("losses", not "res: loss").
  if (
    fact.value.kind === 'quantity' &&
    fact.value.quantity.dimension === 'count' &&
    Number.isInteger(fact.value.quantity.value) &&
    !s.fromKey &&
    !s.counted
  ) {
    const counted = countedWords(fact);
    // (The value's own words and its setting's, not the map's it sits in: `inputs.fetch-depth.default: 1` counts no
    // inputs, and `events.worker_connections.default: 512` counts connections.)
    // (A word the setting's own name has is its own, though its section has it too: `max-replicas` under
    // `[replication]` counts replicas.)
    const path = s.path ?? [];
    const cut = /^(?:default|value|min|max|minimum|maximum)$/iu.test(path.at(-1) ?? '') ? -2 : -1;
    const leaf = new Set(path.slice(cut).flatMap((p) => keyRoots(p)));
    const maps = new Set(
      path
        .slice(0, cut)
        .flatMap((p) => keyRoots(p))
        .filter((r) => !leaf.has(r)),
    );
    const said = (c: string): boolean =>
      (s.key.includes(c) && !maps.has(c)) || COUNT_WORDS.has(c) || s.own?.includes(c) === true;
    // (A setting the claim names by all its words may count what the claim says it does: "a listen backlog of 4,096
    // pending connections" is `listen_backlog`; not a value worked out from others: "a margin of 192 descriptors
    // above the connection cap".)
    const whole = fact.cue === undefined && namesSettingWhole(fact, s);
    if (counted.length > 0 && !counted.some(said) && !whole) return false;
  }
  return true;
}

/** A claimed number a row's label may give: one that counts nothing of its own ("Run 1 had 1 error" counts errors). */
function labelNumber(fact: ClaimFact, s: SourceFact): boolean {
  // The word right after the number, stop words too: "2 errors" counts errors, "run 2 had ..." counts nothing.
  const next = fact.after[0];
  const counts = next !== undefined && /^\p{L}/u.test(next) && !isStopWord(next) && !STOPS.has(next);
  // Stryker disable next-line ArrayDeclaration: a fallback word with spaces never equals the single word after a number
  return !counts || COUNT_WORDS.has(next) || s.key.includes(next) || (s.labelWords ?? []).includes(next);
}

/** Does the claim count a column's things themselves: the word right after its number is the column's ("three sources")? */
function countsCategory(fact: ClaimFact, s: SourceFact): boolean {
  const next = fact.after[0];
  return next !== undefined && s.key.includes(next);
}

/** Do two values stand in one clause of one passage, no comma, semicolon or joining word between them? */
function sameClause(a: SourceFact, b: SourceFact): boolean {
  if (a.unit !== b.unit) return false;
  const [first, second] = a.range.start < b.range.start ? [a, b] : [b, a];
  const between = a.unit.text.slice(first.range.end - a.unit.range.start, second.range.start - a.unit.range.start);
  return !/[,;]|\b(?:and|but|while|whereas)\b/u.test(between);
}

/** A claim's whole count, or undefined when the value is no such count. */
function countOf(fact: ClaimFact): number | undefined {
  const q = fact.value.kind === 'quantity' ? fact.value.quantity : undefined;
  return q?.dimension === 'count' && q.qualifier === 'exact' ? q.value : undefined;
}

/** The sum of the counts the tool made. */
function countTotal(counts: readonly SourceFact[]): number {
  return counts.reduce((sum, c) => sum + (c.value.kind === 'quantity' ? c.value.quantity.value : 0), 0);
}

/** The word or two after a claimed number that say what it counts ("12 cases" counts cases), if a word follows it. */
function countedWords(fact: ClaimFact): string[] {
  // ("15,020 in March 2026": a month and its year date the count; they are not what is counted. "On July 17, 2019"
  // is a day's date, which stays a word here.)
  // ("120,000 times a week": the period says how often, not what is counted.)
  const per = fact.value.kind === 'quantity' && fact.value.quantity.per ? rootOf(fact.value.quantity.per) : undefined;
  if (WHEN.has(fact.after[0] ?? '')) return [];
  // ("port 3306 through a socket file": what comes after a preposition is no thing the number counts; "games 61
  // through 70" is a range.)
  if (PLACE_AFTER.has(fact.after[0] ?? '') && !/^\d/u.test(fact.after[1] ?? '')) return [];
  const next = fact.after.filter(
    (w, i) =>
      !STOPS.has(w) &&
      !isStopWord(w) &&
      w !== per &&
      // Stryker disable next-line StringLiteral: the fallback fails /^\d{4}$/ as the empty string does
      !(MONTH_ROOTS.includes(w) && /^\d{4}$/u.test(fact.after[i + 1] ?? '')),
  );
  return /^\p{L}/u.test(next[0] ?? '') ? next.filter((w) => /^\p{L}/u.test(w)).slice(0, 2) : [];
}

/** Prepositions right after a number that say where or how, not what it counts: "3306 through a socket". */
const PLACE_AFTER = new Set(['through', 'via', 'across', 'into', 'onto', 'behind', 'inside'].map(rootOf));

/** The words written right after an amount, before any other word ("500 connections", "5 second connect timeout"). */
function ownNouns(fact: ClaimFact): string[] {
  if (fact.value.kind !== 'quantity' || fact.value.quantity.dimension === 'year') return [];
  const end = fact.after.findIndex((w) => !/^\p{L}/u.test(w) || isStopWord(w) || STOPS.has(w));
  return fact.after.slice(0, end < 0 ? 2 : Math.min(end, 2));
}

/**
 * The things the claim's other amounts count, when this one counts a thing of its own ("500 connections with a 30
 * second timeout": the timeout is the 30 seconds'): a key word of one of them names that amount's setting, not this
 * one's. (An amount that counts nothing of its own, "nine of them", may be of any.)
 */
function countedByOthers(fact: ClaimFact, claim: ClaimReading): Set<string> {
  const own = ownNouns(fact);
  if (own.length === 0) return new Set();
  return new Set(
    claim.facts
      .filter((f) => f !== fact)
      .flatMap(ownNouns)
      .filter((w) => !own.includes(w)),
  );
}

/** Words after a number that say what kind of amount it is, not what it counts ("nine points ahead", "3 in total"). */
const STOPS = new Set(
  [
    ...['more', 'than', 'other', 'further', 'new', 'total', 'together', 'point', 'percent', 'time', 'ahead', 'behind'],
    'respectively',
  ].map(rootOf),
);
/**
 * Words a claim says a table's value with that say nothing of what it measures: linking verbs, changes, "about".
 */
const PLAIN_VERBS = new Set(
  [
    ...['was', 'were', 'is', 'are', 'stood', 'reached', 'hit', 'totalled', 'totaled', 'came', 'had', 'has', 'about'],
    ...['rose', 'fell', 'grew', 'dropped', 'declined', 'climbed', 'increased', 'decreased', 'went', 'around', 'nearly'],
    ...['passed', 'crossed', 'topped', 'exceeded', 'surpassed', 'below', 'above', 'under', 'over', 'first', 'time'],
  ].map(rootOf),
);
/** Words right after a number that say when, not what it counts ("fell to 157 between 2021 and 2023"). */
const WHEN = new Set(['between', 'since', 'until'].map(rootOf));
/** The words that name a count of entries. */
const COUNT_WORDS = new Set(COUNT_ROOTS);
const OTHER_ROOT = rootOf('other');
const MONTH_ROOTS = MONTH_NAMES.map(rootOf);

function identity(fact: ClaimFact): boolean {
  return (
    fact.value.kind === 'version' ||
    (fact.value.kind === 'date' && fact.value.date.day !== undefined && fact.value.date.year !== undefined)
  );
}

function sameDimension(fact: ClaimFact, s: SourceFact): boolean {
  if (fact.value.kind !== 'quantity' || s.value.kind !== 'quantity') return true;
  const [a, b] = [fact.value.quantity, s.value.quantity];
  if (a.dimension === b.dimension) return true;
  // A year and a four-digit number that may be one ("the 2012 nrl season" and the row "2012 nrl season").
  const yearLike = (q: typeof a): boolean => Number.isInteger(q.value) && q.value >= 1000 && q.value <= 2100;
  return (
    (a.dimension === 'year' && b.dimension === 'count' && yearLike(b) && !s.measure) ||
    (b.dimension === 'year' && a.dimension === 'count' && yearLike(a))
  );
}

/**
 * A claimed year that the heading above another supported value states ("In 2023 ... 19 releases" under "## 2023"), or
 * the date of its row ("In 2001 ... 1,437" in the row "2001-01-01,Renewables,1437").
 */
function scopeYears(outcomes: FactOutcome[]): FactOutcome[] {
  const supported = outcomes.filter((o) => o.relation === 'supported').flatMap((o) => o.by);
  const states = (year: number) => (s: SourceFact) => s.years.includes(year) || s.row.includes(`y:${year}`);
  return outcomes.map((o) => {
    // "Between 2008 and 2009 ... jumped by 69%": each end dates a supported value.
    const span =
      o.fact.value.kind === 'quantity' && o.fact.value.quantity.dimension === 'year' && o.relation !== 'supported'
        ? o.fact.value.quantity
        : undefined;
    if (span?.qualifier === 'range') {
      const ends = [span.lo, span.hi].map((y) => supported.find(states(Math.round(y))));
      return ends.every((e) => e !== undefined)
        ? { fact: o.fact, relation: 'supported', by: ends.filter((e) => e !== undefined) }
        : o;
    }
    const year = yearOf(o.fact.value);
    if (
      o.relation === 'supported' ||
      o.relation === 'refuted' ||
      year === undefined ||
      o.fact.value.kind !== 'quantity'
    )
      return o;
    const scoped = supported.filter(states(year));
    return scoped.length > 0 ? { fact: o.fact, relation: 'supported', by: scoped.slice(0, 1) } : o;
  });
}

/**
 * Claim values tied between the same source facts ("4.8 ms before and 3.1 ms after" against a baseline and a candidate)
 * are settled together: supported when each takes a different fact whose value it matches.
 */
function assignJointly(outcomes: FactOutcome[]): FactOutcome[] {
  const open = outcomes.filter((o) => o.relation === 'ambiguous');
  if (open.length < 2) return outcomes;
  const used = new Set<SourceFact>();
  const settled = new Map<FactOutcome, FactOutcome>();
  for (const o of open) {
    const pick = o.by.find((s) => !used.has(s) && relation(o.fact, s) === 'match');
    if (!pick) return outcomes;
    used.add(pick);
    settled.set(o, { fact: o.fact, relation: 'supported', by: [pick] });
  }
  return outcomes.map((o) => settled.get(o) ?? o);
}

/** The outcomes of the claim's other values that a source value states. */
function statedForOthers(outcomes: readonly FactOutcome[], o: FactOutcome, s: SourceFact): FactOutcome[] {
  return outcomes.filter((x) => x !== o && x.relation === 'supported' && x.by.includes(s));
}

/** An amount in a unit (months, bytes), which its unit tells apart; not a bare count, a rank or a year. */
function inUnit(fact: ClaimFact): boolean {
  return (
    fact.value.kind === 'quantity' &&
    !['count', 'ordinal', 'ordinal-word', 'year'].includes(fact.value.quantity.dimension)
  );
}

/**
 * A rival that states another of the claim's amounts is that amount's, when the claim gives the two in the source's order:
 * "a seventeen-month development window feeding a twelve-month gap" of "a 17-month development period that results in a
 * 12-month release cadence". (Given the other way round, "a twelve-month window feeding a seventeen-month gap", the
 * values may have swapped, and the doubt stays.)
 */
function othersValues(outcomes: FactOutcome[]): FactOutcome[] {
  return outcomes.map((o) => {
    // (Amounts in a unit only: of bare counts, "three people ... four wheels", what each counts is what tells them apart,
    // which this does not read.)
    if (o.relation !== 'ambiguous' || !inUnit(o.fact)) return o;
    const matches = o.by.filter((s) => relation(o.fact, s) === 'match');
    const rivals = o.by.filter((s) => relation(o.fact, s) !== 'match');
    const [match] = matches;
    if (!match || matches.length > 1 || rivals.length === 0) return o;
    const inOrder = rivals.every((r) => {
      const [owner] = statedForOthers(outcomes, o, r);
      return owner && owner.fact.at.start < o.fact.at.start === r.range.start < match.range.start;
    });
    return inOrder ? { fact: o.fact, relation: 'supported', by: [match], paired: true } : o;
  });
}

/** The change's verb leads to the value: "fell to 28,437", "edged up again in 2017, to nearly 39%". */
const TO_LEVEL = /\bto\s+(?:about|around|roughly|nearly|almost|just (?:under|over|below|above)|some)?\s*$/iu;

/** The direction of the last change verb in a text ("fell", "edged up"): +1 a rise, -1 a fall. */
function changeSaid(text: string): 1 | -1 | undefined {
  const [rise, fall] = [lastIndex(text, RISE), lastIndex(text, FALL)];
  if (rise < 0 && fall < 0) return undefined;
  return rise > fall ? 1 : -1;
}

/** Where the last match of a pattern in a text starts (-1 for none). */
function lastIndex(text: string, re: RegExp): number {
  return Math.max(-1, ...[...text.matchAll(new RegExp(re.source, 'giu'))].map((m) => m.index));
}

/** Where the last verb of a rise or a fall in a text starts (-1 for none). */
function lastChangeVerb(text: string): number {
  return Math.max(lastIndex(text, RISE), lastIndex(text, FALL));
}

/** The cells of a series' ends with the one of the year a claim's value gives first ("from 2022" cites 2022's row). */
function yearFirst(cells: readonly SourceFact[], year: number | undefined): SourceFact[] {
  return [...cells].sort((a, b) => Number(rowYear(b) === year) - Number(rowYear(a) === year));
}

/** Each row's date (the first date with a year among its cells), by record, built once per source model. */
const rowDates = new WeakMap<SourceModel, Map<number, DateMention>>();
function rowDate(s: SourceFact, model: SourceModel): DateMention | undefined {
  let dates = rowDates.get(model);
  if (!dates) {
    dates = new Map();
    for (const f of model.facts)
      if (f.record !== undefined && f.value.kind === 'date' && f.value.date.year !== undefined && !dates.has(f.record))
        dates.set(f.record, f.value.date);
    rowDates.set(model, dates);
  }
  return s.record === undefined ? undefined : dates.get(s.record);
}

/** A row's date as a number that orders days ("2015-07-01" after "2015-01-01"), or its year's. */
function rowDay(s: SourceFact, model: SourceModel): number | undefined {
  const date = rowDate(s, model);
  if (date?.year !== undefined) return date.year * 372 + ((date.month ?? 1) - 1) * 31 + (date.day ?? 1);
  const year = rowYear(s);
  return year === undefined ? undefined : year * 372;
}

/** The cells of one series and column, by date: the row before a year's is the latest row before it the table gives. */
function previousInSeries(cell: SourceFact, model: SourceModel, column = cell.key.join(' ')): SourceFact | undefined {
  const year = rowYear(cell);
  if (year === undefined) return undefined;
  const series = seriesOf(cell);
  // Stryker disable next-line ArithmeticOperator: rowDay falls back to rowYear * 372 itself, and year is defined here, so it never gives undefined
  const day = rowDay(cell, model) ?? year * 372;
  let best: SourceFact | undefined;
  let bestDay = -Infinity;
  for (const s of model.facts) {
    const y = rowYear(s);
    if (s.record === undefined || s.value.kind !== 'quantity' || s.fromKey || y === undefined || y > year) continue;
    if (s.key.join(' ') !== column || seriesOf(s) !== series) continue;
    // (A month of the same year is before it too: "2024-03" before "2024-04".)
    // Stryker disable next-line ArithmeticOperator: rowDay falls back to rowYear * 372 itself, and y is defined here, so it never gives undefined
    const d = rowDay(s, model) ?? y * 372;
    if (d < day && d > bestDay) [best, bestDay] = [s, d];
  }
  return best;
}

/**
 * Values of one series read at the years or months the claim gives them for ("from 165 in 2021 to 157 in 2023", "from
 * 4,300 in February 2024 to 4,650 in April 2024"): each in its own period's row, all in one column of one series.
 */
/**
 * A count of a table's rows with the first and the last of a column, "23 feature branches, from 1.3 all the way up to
 * 6.1": the two values are the least and the greatest of that column, whichever rows hold them.
 */
function spansColumn(
  direct: readonly FactOutcome[],
  counted: readonly SourceFact[],
  claim: ClaimReading,
  model: SourceModel,
): boolean {
  const ends = direct.filter((o) => !o.by.some((s) => s.counted));
  const [low, high] = ends;
  if (counted.length === 0 || ends.length !== 2 || !low || !high) return false;
  if (!spanned(claim.folded, low.fact.at, high.fact.at)) return false;
  // (The entries counted: a table's rows, or the records of the list or map the count is of.)
  const inTable = (f: SourceFact): boolean =>
    counted.some((c) => {
      if (c.rowTexts)
        return f.unit.kind === 'row' && f.unit.section === c.unit.section && f.range.start >= c.range.start;
      const table = c.label.replace(/ \(number of entries\)$/u, '');
      // (A record of a map is named in its label, "releases "1.3"", and its fields by their path.)
      const path = table.split('.');
      return (
        table !== c.label &&
        (f.label.startsWith(`${table} "`) ||
          (path.every((p, k) => f.path?.[k] === p) && (f.path?.length ?? 0) > path.length))
      );
    });
  const columns = new Map<string, SourceFact[]>();
  for (const f of model.facts)
    if (f.value.kind === low.fact.value.kind && inTable(f)) {
      const key = f.key.join(' ');
      columns.set(key, [...(columns.get(key) ?? []), f]);
    }
  // (The least and the greatest of one column are the claim's two ends.)
  return [...columns.values()].some((column) => {
    const sorted = [...column].sort((a, b) => compareValues(a.value, b.value));
    const [least, greatest] = [sorted[0], sorted.at(-1)];
    return (
      least !== undefined &&
      greatest !== undefined &&
      compareValues(least.value, low.fact.value) === 0 &&
      compareValues(greatest.value, high.fact.value) === 0
    );
  });
}

/** The order of two values of one kind: versions part by part, dates by day, quantities by value. */
function compareValues(a: FactValue, b: FactValue): number {
  if (a.kind === 'version' && b.kind === 'version') {
    const n = Math.max(a.version.length, b.version.length);
    for (let k = 0; k < n; k += 1) {
      const d = (a.version[k] ?? 0) - (b.version[k] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  }
  if (a.kind === 'date' && b.kind === 'date') {
    const day = (d: DateMention): number => ((d.year ?? 0) * 13 + (d.month ?? 0)) * 32 + (d.day ?? 0);
    return day(a.date) - day(b.date);
  }
  if (a.kind === 'quantity' && b.kind === 'quantity') return a.quantity.value - b.quantity.value;
  return 0;
}

function readAtPeriods(outcomes: readonly FactOutcome[], claim: ClaimReading, model: SourceModel): boolean {
  const values = outcomes.filter((o) => yearOf(o.fact.value) === undefined && o.fact.value.kind === 'quantity');
  const cells = values.flatMap((o) => o.by);
  const first = cells[0];
  return (
    values.length >= 2 &&
    // Stryker disable next-line ConditionalExpression: first is undefined only when no value has a cell, and then values.every already fails on o.by.length > 0
    first !== undefined &&
    values.every((o) => {
      const [month, year] = [ownMonth(o.fact, claim), ownYear(o.fact, claim)];
      return o.by.length > 0 && o.by.every((s) => inPeriod(s, month, year, model));
    }) &&
    cells.every((s) => s.key.join(' ') === first.key.join(' ') && seriesOf(s) === seriesOf(first))
  );
}

/**
 * A level the claim says a series rose or fell to ("In 2016 it fell to 28,437"): the value must be the row's, and the
 * series' value the year before must lie on the side the verb says.
 */
function levelChanges(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  return outcomes.map((o) => {
    const cell = o.by[0];
    // (Only a series by year has a row before: "at --fast=3 the ratio drops to 2.239" compares settings.)
    if (o.relation !== 'supported' || o.derived || o.by.length !== 1 || !cell || rowYear(cell) === undefined) return o;
    const before = claim.folded.slice(Math.max(0, o.fact.at.start - 60), o.fact.at.start);
    if (!TO_LEVEL.test(before)) return o;
    // Stryker disable next-line StringLiteral: changeSaid reads the last rise or fall verb, and no such verb is in any text put where the level's "to" was
    const said = changeSaid(before.replace(TO_LEVEL, ''));
    if (said === undefined) return o;
    // "From 165 in 2021 to 157 in 2023": the change runs from the level the claim starts from, when the series gives it;
    // "fell from 165 in 2021 to 150 in 2022, then rose to 157 in 2023": from the last level the claim gives before the
    // verb of this change.
    const verb = lastChangeVerb(claim.folded.slice(0, o.fact.at.start));
    const start = outcomes.findLast(
      (f) =>
        // Stryker disable next-line ConditionalExpression: when f is o its one cell is cell, and the year test below then asks rowYear(cell) < rowYear(cell), which is false
        f !== o &&
        f.relation === 'supported' &&
        (/\bfrom\s+$/iu.test(claim.folded.slice(Math.max(0, f.fact.at.start - 8), f.fact.at.start)) ||
          f.fact.at.end <= verb) &&
        f.fact.at.start < o.fact.at.start &&
        f.by.length === 1 &&
        // Stryker disable next-line OptionalChaining: f.by.length === 1 is checked just before, so f.by[0] is defined
        f.by[0]?.key.join(' ') === cell.key.join(' ') &&
        seriesOf(f.by[0]) === seriesOf(cell) &&
        // (By day: "from 4,300 in February 2024 to 4,650 in April 2024" starts in an earlier row of the same year.)
        // Stryker disable next-line UnaryOperator: rowDay(cell) is defined here (levelChanges returned o above when its year is undefined)
        (rowDay(f.by[0], model) ?? Infinity) < (rowDay(cell, model) ?? -Infinity),
    )?.by[0];
    const previous = start ?? previousInSeries(cell, model);
    const year = rowYear(cell);
    if (!previous || previous.value.kind !== 'quantity' || cell.value.kind !== 'quantity')
      return {
        fact: o.fact,
        relation: 'not-stated',
        by: [cell],
        // Stryker disable next-line EqualityOperator: said comes from changeSaid, which gives only 1 or -1, so said > 0 and said >= 0 agree
        why: `the source gives no figure before ${year ?? 'that row'} to show the ${said > 0 ? 'rise' : 'fall'}`,
      };
    const change = Math.sign(cell.value.quantity.value - previous.value.quantity.value);
    if (change === said) return o;
    // (Rows of two years are named by their years, rows of one year by their dates: "March 2024", "2024-04".)
    const period = (s: SourceFact): string => (rowYear(previous) === year ? periodOf(s, model) : String(rowYear(s)));
    return {
      fact: o.fact,
      relation: 'refuted',
      by: [previous, cell],
      why: `the source gives ${previous.text} for ${period(previous)} and ${cell.text} for ${period(cell)}: ${
        // Stryker disable next-line EqualityOperator: change is 0 only where the first test of the ternary already gave 'no change', so change > 0 and change >= 0 pick alike
        change === 0 ? 'no change' : change > 0 ? 'a rise' : 'a fall'
        // Stryker disable next-line EqualityOperator: said comes from changeSaid, which gives only 1 or -1, so said > 0 and said >= 0 agree
      }, not the ${said > 0 ? 'rise' : 'fall'} the claim says`,
    };
  });
}

/** A word of change that is as often a noun ("a rise", "yard gain") as a verb. */
const BARE_CHANGE_NOUN = /^(?:rise|gain|fall|drop|jump|climb|surge|decline|increase|decrease)$/iu;

/** The period a row is of, as its date cell writes it ("2024-04"), or its year. */
function periodOf(s: SourceFact, model: SourceModel): string {
  const date = model.facts.find((f) => f.record === s.record && f.value.kind === 'date');
  // Stryker disable next-line StringLiteral: periodOf is called only on a cell and the row before it, and previousInSeries gives both a row year
  return date?.text ?? String(rowYear(s) ?? '');
}

/**
 * A rise or a fall the claim says a series made in one month or year, with no figure ("Downloads rose in April 2024"):
 * the cell of the column the claim names in that period's row against the row before it. The period alone never
 * stands for the change.
 */
function periodChange(
  claim: ClaimReading,
  model: SourceModel,
  place: (f: SourceFact) => string,
): { support: 'supported' | 'refuted' | 'neutral'; why: string; by: SourceFact[] } | undefined {
  // (A verb, not a noun: "the best season for yard gain" says no rise.)
  const verbs = (re: RegExp): boolean =>
    (claim.folded.match(new RegExp(re.source, 'giu')) ?? []).some((w) => !BARE_CHANGE_NOUN.test(w));
  const [rises, falls] = [verbs(RISE), verbs(FALL)];
  const values = claim.facts.filter((f) => f.value.kind !== 'name');
  const period = values.length === 1 ? values[0]?.value : undefined;
  if (rises === falls || !period) return undefined;
  const month =
    period.kind === 'date' && period.date.month && period.date.year && !period.date.day && !period.date.bound
      ? `${period.date.year}-${period.date.month}`
      : undefined;
  const year = period.kind === 'quantity' ? yearOf(period) : undefined;
  if (month === undefined && year === undefined) return undefined;
  const inPeriod = (s: SourceFact): boolean => (month ? rowMonth(s, model) === month : rowYear(s) === year);
  const rows = model.facts.filter((s) => s.record !== undefined && inPeriod(s));
  if (rows.length === 0) return undefined;
  const said = new Set(claimWords(claim));
  const cells = rows.filter(
    (s) =>
      s.value.kind === 'quantity' &&
      s.value.quantity.dimension !== 'year' &&
      !s.fromKey &&
      !s.counted &&
      !s.rowName &&
      s.key.some((k) => said.has(k)) &&
      seriesWords(s).every((w) => said.has(w)),
  );
  const change = rises ? 'rise' : 'fall';
  // Stryker disable next-line LogicalOperator: month is set only when period.kind is 'date', and period is values[0]'s value, so both sides are always true here
  const when = month ? (period.kind === 'date' && values[0] ? values[0].text : month) : String(year);
  const cell = cells.length === 1 ? cells[0] : undefined;
  const before = cell && previousInSeries(cell, model);
  if (!cell || !before || cell.value.kind !== 'quantity' || before.value.kind !== 'quantity')
    return {
      support: 'neutral',
      why: cell
        ? `the source gives no figure before ${when} to show the ${change}`
        : `the claim says of ${when} a ${change} that no one column of the source it names shows`,
      by: cell ? [cell] : [],
    };
  const moved = Math.sign(cell.value.quantity.value - before.value.quantity.value);
  const [from, to] = [`${periodOf(before, model)} (${place(before)})`, `${periodOf(cell, model)} (${place(cell)})`];
  const shown = `the source gives ${before.text} for ${from} and ${cell.text} for ${to}`;
  return moved === (rises ? 1 : -1)
    ? { support: 'supported', why: `${shown}: a ${change}, as the claim says`, by: [before, cell] }
    : {
        support: 'refuted',
        // Stryker disable next-line EqualityOperator: moved is 0 only where the first test of the ternary already gave 'no change', so moved > 0 and moved >= 0 pick alike
        why: `${shown}: ${moved === 0 ? 'no change' : moved > 0 ? 'a rise' : 'a fall'}, not the ${change} the claim says`,
        by: [before, cell],
      };
}

/** Words that say a count is of a whole table: what holds it, or a verb of listing ("the matrix lines up 22 features"). */
const WHOLE_TABLE =
  /\b(?:table|file|matrix|list|listing|page|chart|grid|sheet|spreadsheet|csv|dataset|lists|listed|tracks|covers|contains|holds|includes|compares|lines\s+up|runs\s+to|spans)\b/u;

/**
 * A table's number of rows, named by what its first column heads ("22 features") rather than as rows, counts the whole
 * table only where the claim says so (it names the table or lists its rows): "more than 2 players whose hometown is in
 * Illinois" counts some players, which no count of the source gives. It never refutes a count: the claim may count
 * another list of the same things.
 */
function byRowCount(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o) => {
    const [s] = o.by;
    if ((o.relation !== 'supported' && o.relation !== 'refuted') || !s?.heads || o.fact.near.includes(ROW_ROOT))
      return o;
    const before = claim.folded.slice(0, o.fact.at.start).toLowerCase();
    const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('; ')) + 1);
    // (Nor when it adds rows of another kind: "four hash functions, plus a baseline row" is five rows; see partsOfRows.)
    const more = !o.derived && ROWS_PART.test(claim.folded.slice(o.fact.at.end));
    if (!WHOLE_TABLE.test(sentence) || more) return { fact: o.fact, relation: 'not-stated', by: [] };
    // (And a different count is no contradiction: "the archive runs to 26 releases" may count another list.)
    return o.relation === 'refuted'
      ? {
          fact: o.fact,
          relation: 'not-stated',
          by: [],
          why: `the source's table has ${s.rowTexts?.length ?? 0} rows, not ${o.fact.text}; check whether the claim counts that table or another list`,
        }
      : o;
  });
}
const ROW_ROOT = rootOf('row');

/** A count of some of a list: "seven of the twenty entries", "six rows are pnpm-only", "three targets get a recipe". */
const OF_SOME = /^\s+of\s+(?:the|them|those|these|its|their)\b/u;
const SOME_ARE =
  /^(?:\s+[\p{L}-]+){0,3}?\s+(?:are|is|were|was|get|gets|got|have|has|had|carry|carries|use|uses|need|needs|lack|lacks|support|supports|require|requires|remain|remains|belong|belongs)\s+(?!(?:listed|included|shown|given|defined|declared|covered|counted|described|documented|named|registered|configured|provided|installed|specified|managed|exported|published|offered|supported|in|on|there|present|available|all)\b)/u;

/**
 * A count the claim makes of some of a list, refuted by the length of the whole list: no contradiction (the claim counts
 * those with a property, which the tool does not count), only a count the source does not give.
 */
function someOfList(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o) => {
    const [s] = o.by;
    if (o.relation !== 'refuted' || !s?.counted || s.members || s.others || s.flagged) return o;
    const after = claim.folded.slice(o.fact.at.end).toLowerCase();
    // (A count whose entries the claim then lists, "two formatters are wired up: default and pylint", is of them all.)
    if ((!OF_SOME.test(after) && !SOME_ARE.test(after)) || /^[^.;:]*:/u.test(after)) return o;
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [],
      why: `the source gives ${s.text} in all for ${quoted(s.label)}, and the claim counts only some of them, which it does not count; check the count by hand`,
    };
  });
}

/** What joins a value to the same amount in other units: "420 seconds, which is seven minutes", "100 KiB (102,400 bytes)". */
const RESTATING =
  /^\s*(?:,\s*)?(?:\(\s*|(?:which\s+(?:is|works\s+out\s+to|comes\s+to)|that\s+is|i\.\s?e\.|or)\s+)(?:(?:about|roughly|around|exactly|precisely|just|nearly|almost|some)\s+)?$/iu;

/**
 * A value that says again, in other units, the value right before it ("420 seconds, which is seven minutes"): stated
 * by the source value that states that one, when it is the same amount; its own words name nothing.
 */
function restated(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o, k) => {
    const before = outcomes[k - 1];
    const [s] = before?.by ?? [];
    if (o.relation === 'supported' || !before || before.relation !== 'supported' || before.derived || !s) return o;
    if (!RESTATING.test(claim.folded.slice(before.fact.at.end, o.fact.at.start))) return o;
    return relation(o.fact, s) === 'match' ? { fact: o.fact, relation: 'supported', by: [s] } : o;
  });
}

/** A count of the records whose field holds a value the claim names ("two of them carry an active status"). */
function heldBy(o: FactOutcome, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  if (o.relation === 'supported') return undefined;
  const holding = recordsHolding(o.fact, claim, model);
  return holding ? { fact: o.fact, relation: 'supported', by: holding, derived: true } : undefined;
}

/**
 * How many records of a list give a value ("an interval of 80 milliseconds is used by thirty-three spinners"): the count
 * of records whose field the claim's other value names holds that value; "the most common" asks that no other value of
 * the field is held by as many.
 */
function recordsWith(o: FactOutcome, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  if (o.relation === 'supported' || !q || q.dimension !== 'count' || !Number.isInteger(q.value)) return undefined;
  // What is counted is what the list holds: the file's own list ("spinners" of spinners.json), or a list's key.
  const counted = countedWords(o.fact);
  // (Not a table's rows, named by what its first column heads: a claim about some of them counts by more than one cell.)
  const lists = model.facts.filter(
    (s) => s.counted && !s.members && !s.others && !s.rowTexts && counted.some((c) => s.key.includes(c)),
  );
  if (lists.length === 0) return undefined;
  for (const f of claim.facts) {
    if (f === o.fact || f.value.kind !== 'quantity' || f.value.quantity.dimension === 'year') continue;
    const { near } = wordSets(f);
    const column = (s: SourceFact): boolean =>
      s.record !== undefined && !s.fromKey && s.value.kind === 'quantity' && s.key.some((k) => near.has(k));
    // (A field's value, not a count the tool made of a record's list: "seven entries ... three debugger types" is not
    // three records with three `args`.)
    const cells = model.facts.filter((s) => column(s) && !s.counted && comparable(f, s));
    const keys = new Set(cells.map((s) => s.key.join(' ')));
    if (cells.length < 2 || keys.size !== 1) continue;
    const holding = cells.filter((s) => relation(f, s) === 'match');
    const n = new Set(holding.map((s) => s.record)).size;
    if (n === 0) continue;
    const fits = n >= q.lo - 1e-9 && n <= q.hi + 1e-9;
    // Stryker disable next-line OptionalChaining: n > 0 here, so holding has a first cell
    const field = `"${(holding[0]?.label ?? '').replace(/ of "[^"]*"$/u, '')}"`;
    // "The most common": no other value is held by as many records.
    const common = /\bmost (?:common|frequent|popular|used)\b/iu.test(claim.folded);
    const tally = new Map<string, number>();
    for (const s of cells) if (relation(f, s) !== 'match') tally.set(s.text, (tally.get(s.text) ?? 0) + 1);
    const rival = [...tally].find(([, k]) => k >= n);
    if (fits && (!common || !rival))
      return { fact: o.fact, relation: 'supported', by: holding, derived: true, ...(common ? { tallied: true } : {}) };
    return {
      fact: o.fact,
      relation: 'refuted',
      by: holding.slice(0, 1),
      why: fits
        ? // Stryker disable next-line OptionalChaining: this branch is reached with fits only when "the most common" found a rival, so rival is defined
          `${rival?.[1] ?? 0} records give ${rival?.[0] ?? ''} for ${field}, as many or more than the ${n} that give ${f.text}`
        : `${n} records give ${f.text} for ${field}, not ${o.fact.text}`,
    };
  }
  return undefined;
}

/**
 * "XXH3 is more than fifty times faster than MD5", "twice as fast as": the ratio of the two named rows' speeds, in the one column of rates
 * (or, inverted, of times) both rows give; the row named first is the faster when the claim says "faster".
 */
function timesFaster(o: FactOutcome, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  // (A ratio derived without knowing which way is faster is read again: a shorter time is the faster.)
  if ((o.relation === 'supported' && !o.derived) || !q || q.dimension !== 'ratio') return undefined;
  const word = /^\s*(?:as\s+)?(faster|quicker|slower|fast|quick|slow)\s+(?:than|as)\b/iu.exec(
    claim.folded.slice(o.fact.at.end),
  )?.[1];
  if (!word) return undefined;
  // The row each side names: the one whose words the words before the ratio (or after "than") share most.
  const recordIn = (text: string): number | undefined => {
    const said = new Set(contentRoots(text));
    const scores = new Map<number, number>();
    for (const f of model.facts)
      if (f.record !== undefined)
        scores.set(f.record, Math.max(scores.get(f.record) ?? 0, f.row.filter((r) => said.has(r)).length));
    const best = Math.max(0, ...scores.values());
    const top = [...scores].filter(([, n]) => n === best);
    // Stryker disable next-line OptionalChaining: top has exactly one entry when top[0] is read
    return best > 0 && top.length === 1 ? top[0]?.[0] : undefined;
  };
  // Stryker disable next-line StringLiteral: split always gives at least one part, so pop() never gives undefined
  const clause = claim.folded.slice(0, o.fact.at.start).split(/[,;:]/u).pop() ?? '';
  // Stryker disable next-line StringLiteral,OptionalChaining: a "faster than" or "as fast as" just after the ratio was matched, so this regex always matches and its group is always set
  const after = /^[^,;:.]*?\b(?:than|as)\b([^,;:]*)/iu.exec(claim.folded.slice(o.fact.at.end))?.[1] ?? '';
  const [a, b] = [recordIn(clause), recordIn(after)];
  if (a === undefined || b === undefined || a === b) return undefined;
  // (A count per second, "Requests/s", is a rate too.)
  const isRate = (q: Quantity): boolean => q.dimension.startsWith('rate:') || q.per !== undefined;
  const isTime = (q: Quantity): boolean => q.dimension === 'time';
  const speeds = (record: number, kind: (q: Quantity) => boolean): SourceFact[] =>
    model.facts.filter(
      (s) => s.record === record && !s.fromKey && s.value.kind === 'quantity' && kind(s.value.quantity),
    );
  for (const [kind, rate] of [
    [isRate, true],
    [isTime, false],
  ] as const) {
    const pairs = speeds(a, kind).flatMap((x) =>
      speeds(b, kind)
        .filter((y) => y.key.join(' ') === x.key.join(' '))
        .map((y) => [x, y] as const),
    );
    if (pairs.length !== 1) continue;
    const [x, y] = pairs[0] as readonly [SourceFact, SourceFact];
    const [vx, vy] = [x.value, y.value].map((v) => (v.kind === 'quantity' ? v.quantity.value : NaN)) as [
      number,
      number,
    ];
    const faster = !word.toLowerCase().startsWith('slow');
    const ratio = rate === faster ? vx / vy : vy / vx;
    if (!Number.isFinite(ratio)) return undefined;
    if (ratio >= q.lo - 1e-9 && ratio <= q.hi + 1e-9)
      return { fact: o.fact, relation: 'supported', by: [x, y], derived: true };
    return {
      fact: o.fact,
      relation: 'refuted',
      by: [x, y],
      why: `the source gives ${x.text} for ${quoted(x.label)} and ${y.text} for ${quoted(y.label)}: ${Number(ratio.toPrecision(3))} times, not ${o.fact.text}`,
    };
  }
  return undefined;
}

/** A time in seconds as people write it: "17 ms", "2.5 s". */
function seconds(value: number): string {
  return value < 1 ? `${Number((value * 1000).toPrecision(3))} ms` : `${Number(value.toPrecision(3))} s`;
}

/** A rate per unit of time after a count ("sixty frames per second", "twice a minute"): the unit's length in seconds. */
const PER_TIME = /^\s*(?:[\p{L}-]+\s+){0,2}?(?:per|a|each|every)\s+(second|minute|hour|day)\b/iu;
const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400 };

/**
 * How often something happens, said of a period stated before ("advances every 17 milliseconds. That is just under sixty
 * frames per second"): the count per unit of time is the unit over the period.
 */
function frequency(o: FactOutcome, claim: ClaimReading, antecedents: readonly Antecedent[]): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  if (o.relation === 'supported' || !q || q.dimension !== 'count') return undefined;
  const per = PER_TIME.exec(claim.folded.slice(o.fact.at.end))?.[1]?.toLowerCase();
  if (!per || !refersBack(claim)) return undefined;
  const nearest = Math.max(-1, ...antecedents.map((a) => a.claim));
  const periods = antecedents.filter(
    (a) => a.claim === nearest && a.fact.value.kind === 'quantity' && a.fact.value.quantity.dimension === 'time',
  );
  // Stryker disable next-line OptionalChaining: periods has exactly one entry when periods[0] is read
  const period = periods.length === 1 ? periods[0]?.fact : undefined;
  if (!period || period.value.kind !== 'quantity' || period.value.quantity.value <= 0) return undefined;
  const rate = (SECONDS[per] ?? 1) / period.value.quantity.value;
  if (rate >= q.lo - 1e-9 && rate <= q.hi + 1e-9)
    return { fact: o.fact, relation: 'supported', by: [period], derived: true };
  return {
    fact: o.fact,
    relation: 'refuted',
    by: [period],
    why: `once every ${seconds(period.value.quantity.value)} is ${Number(rate.toPrecision(3))} per ${per}, not ${o.fact.text}`,
  };
}

/** A series crossing a mark ("passed ten thousand", "fell below 5,000"): +1 upward, -1 downward. */
const CROSSING =
  /\b(passed|crossed|topped|exceeded|surpassed|broke|went over|(?:rose|climbed|grew|went|moved|pushed) (?:above|past|beyond)|(?:fell|dropped|dipped|sank|slipped|went) (?:below|under))\s+(?:the\s+)?(?:mark\s+of\s+)?(?:an?\s+)?$/iu;
/** The verb alone, when the value carries the side ("fell below thirty thousand" reads "below thirty thousand"). */
const CROSSING_VERB = /\b(rose|climbed|grew|went|moved|fell|dropped|dipped|sank|slipped)\s+$/iu;

/**
 * A mark a series crossed in a year ("renewables passed ten thousand for the first time in 2010"): the year's value is
 * past the mark and the year before it is not; "for the first time" asks it of every earlier year.
 */
const PASSED_ROOT = rootOf('passed');

/** Words for a measure that any column of numbers may be: "twice the speed", "three times the figure". */
const GENERIC_MEASURES = new Set([
  'speed',
  'rate',
  'throughput',
  'performance',
  'figure',
  'number',
  'amount',
  'value',
  'level',
  'total',
  'count',
  'output',
  'one',
  'previous',
  'original',
  'old',
  'new',
  'average',
  'median',
  'mean',
  'baseline',
  'result',
  'score',
]);

function crossing(o: FactOutcome, claim: ClaimReading, model: SourceModel): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  // (A value the year's row gives is checked too: "passed 100 in 2015" when 2015 gives exactly 100 crossed nothing.)
  if ((o.relation === 'supported' && o.derived) || !q || q.dimension === 'year') return undefined;
  const lead = claim.folded.slice(Math.max(0, o.fact.at.start - 30), o.fact.at.start);
  const side = /^(above|over|below|under)\b/iu.exec(o.fact.text)?.[1];
  const verb = side ? CROSSING_VERB.exec(lead)?.[1] && side : CROSSING.exec(lead)?.[1];
  if (!verb) return undefined;
  const up = !/below|under/iu.test(verb);
  const years = claim.facts.flatMap((f) =>
    f.value.kind === 'quantity' && f.value.quantity.dimension === 'year' ? [yearOf(f.value)] : [],
  );
  const year = years.length === 1 ? years[0] : undefined;
  if (year === undefined) return undefined;
  const rows = soleMeasures({ ...o.fact, all: [...o.fact.all, `y:${year}`] }, model).filter((s) => rowYear(s) === year);
  // (Else the year's cell the value was read in: a row of years, "Germany,83160871,83196078,83797985".)
  const read = o.by.length === 1 && o.by[0] && rowYear(o.by[0]) === year ? o.by[0] : undefined;
  const cell = rows.length === 1 ? rows[0] : read;
  if (!cell) return undefined;
  // ("The suite passed 120 tests": a count of what passed, unless the claim speaks of a mark, or the word after the
  // number is the column's unit, "passed 1,300 GWh".)
  // (Nor when "passed" is the column's own word: "tests_passed".)
  const counted = countedWords(o.fact).filter((c) => !cell.key.includes(c));
  const ownWord = cell.key.includes(PASSED_ROOT);
  if (
    /^passed$/iu.test(verb) &&
    (counted.length > 0 || ownWord) &&
    !/\b(?:mark|threshold|first)\b/iu.test(claim.folded)
  )
    return undefined;
  const level = q.value;
  const past = (s: SourceFact): boolean =>
    s.value.kind === 'quantity' && (up ? s.value.quantity.value > level : s.value.quantity.value < level);
  const first = /\b(?:for the first time|first)\b/iu.test(claim.folded);
  const earlier: SourceFact[] = [];
  for (let at = previousInSeries(cell, model); at; at = first ? previousInSeries(at, model) : undefined)
    earlier.push(at);
  const before = earlier[0];
  if (!before)
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [cell],
      why: `the source gives no year before ${year} to show the crossing`,
    };
  const already = earlier.find(past);
  if (past(cell) && !already)
    return { fact: o.fact, relation: 'supported', by: [cell, before], derived: true, crossed: first };
  const mark = side ? o.fact.text : `${up ? 'above' : 'below'} ${o.fact.text}`;
  const why = !past(cell)
    ? `the source gives ${cell.text} for ${year}, which is not ${mark}`
    : // Stryker disable next-line OptionalChaining: this branch has past(cell), and a year's value past the mark with no earlier year past returned supported above, so already is set
      `the source gives ${already?.text ?? ''} for ${rowYear(already as SourceFact)}, already ${mark}`;
  return { fact: o.fact, relation: 'refuted', by: [past(cell) && already ? already : cell], why };
}

/**
 * "In 2023, Acme reported revenue of $4.2 billion and opened its first overseas office" against "Its first overseas
 * office opened in 2021": of a claim dated by one year, a value read in a sentence that dates itself by other years
 * (while another of its values is read where that year is given) is said of another year.
 */
function otherYearSaid(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  const said = new Set([
    ...claim.years,
    ...claim.facts.flatMap((f) => (f.value.kind === 'date' ? [yearOf(f.value)] : [])),
  ]);
  const [year, ...more] = [...said];
  if (year === undefined || more.length > 0) return outcomes;
  const yearsOf = (s: SourceFact): Set<number> => new Set([...s.years, ...(unitYears(model).get(s.unit) ?? [])]);
  const prose = (s: SourceFact): boolean => s.unit.kind === 'sentence' || s.unit.kind === 'item';
  const dated = outcomes.some((o) => o.relation === 'supported' && o.by.some((s) => yearsOf(s).has(year)));
  if (!dated) return outcomes;
  return outcomes.map((o) => {
    const s = o.by.length === 1 ? o.by[0] : undefined;
    if (o.relation !== 'supported' || o.derived || !s || !prose(s) || yearOf(o.fact.value) !== undefined) return o;
    // (The level a change started from is another year's: "up from $3.9 billion".)
    if (
      /\b(?:from|than|since|over|versus|vs\.?)\s+(?:about\s+|around\s+|roughly\s+)?$/iu.test(
        claim.folded.slice(Math.max(0, o.fact.at.start - 24), o.fact.at.start),
      )
    )
      return o;
    const years = yearsOf(s);
    if (years.size === 0 || years.has(year)) return o;
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [s],
      why: `the source gives ${s.text} for ${[...years].join(' and ')} (${quoted(s.label)}), not for ${year}`,
    };
  });
}

/** The years each unit of the source gives (its years and its dates' years), read once per model. */
const unitYearsByModel = new WeakMap<SourceModel, Map<Unit, Set<number>>>();
function unitYears(model: SourceModel): Map<Unit, Set<number>> {
  let known = unitYearsByModel.get(model);
  if (known) return known;
  known = new Map();
  for (const f of model.facts) {
    const year = yearOf(f.value);
    if (year === undefined) continue;
    const years = known.get(f.unit) ?? new Set<number>();
    known.set(f.unit, years.add(year));
  }
  unitYearsByModel.set(model, known);
  return known;
}

/** What follows the year of a figure the claim compares with: "2015 figure", "2015 forecast figure". */
const FIGURE_AFTER = /^\s*(?:(\p{L}+)\s+)?(?:figure|value|level|total|number|result|one|mark)\b/iu;
const YEAR_FIGURE =
  /\b(above|over|below|under|higher than|lower than|more than|less than|up from|down from|ahead of|behind)\s+(?:the|its|their)\s+$/iu;
const NEAR_WORDS = /\b(?:a hair|a touch|slightly|just|barely|marginally|narrowly|a little)\s+(?:\p{L}+\s+)?$/iu;
const FAR_WORDS = /\b(?:far|well|much|way|comfortably|considerably|significantly|substantially)\s+$/iu;

/**
 * Does a value lie on the side of another the claim says (above when `greater`), as close as "a hair" (within 2%) or as
 * far as "far" (at least 10%) says, by the words `lead` puts before the comparison?
 */
function sideHolds(
  mine: number,
  theirs: number,
  greater: boolean,
  lead: string,
): { holds: boolean; near: boolean; far: boolean } {
  const near = NEAR_WORDS.test(lead);
  const far = FAR_WORDS.test(lead);
  const gap = Math.abs(mine - theirs) / Math.max(Math.abs(theirs), 1e-9);
  return {
    holds: (greater ? mine > theirs : mine < theirs) && (!near || gap <= 0.02) && (!far || gap >= 0.1),
    near,
    far,
  };
}

/** The side a claim puts its value on of another year's figure ("above" in "above the 2015 figure"), if it does. */
function comparedSide(o: FactOutcome, claim: ClaimReading): string | undefined {
  if (!FIGURE_AFTER.test(claim.folded.slice(o.fact.at.end))) return undefined;
  return YEAR_FIGURE.exec(claim.folded.slice(Math.max(0, o.fact.at.start - 40), o.fact.at.start))?.[1]?.toLowerCase();
}

/**
 * "In 2016 wind stood at 250, above the 2015 figure": a comparison with another year's figure is checked on the
 * series' rows; one that could not be checked there is not supported by the source merely stating the year.
 */
function yearFigures(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  return yearRows(outcomes, claim, model).map((o) => {
    const side = o.relation === 'supported' && !o.derived ? comparedSide(o, claim) : undefined;
    if (side === undefined) return o;
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [],
      why: `the claim puts its value ${side} the ${o.fact.text} figure, and no ${o.fact.text} figure of the same series could be compared with it; check the comparison by hand or cite a table of both years`,
    };
  });
}

/**
 * "Its peak came in 2010, at 42,750, only a hair above the 2008 figure": the year the claim compares with names the same
 * series' row of that year, which must lie on the side the claim says of the claim's value (and close, for "a hair").
 */
function yearRows(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  const yearOfFact = (o: FactOutcome): number | undefined =>
    o.fact.value.kind === 'quantity' && o.fact.value.quantity.dimension === 'year' ? yearOf(o.fact.value) : undefined;
  // (The claim's own year found in its row's value, as a table with a column a series gives, dates that value.)
  const cells = outcomes.filter(
    (o) =>
      o.relation === 'supported' &&
      !o.derived &&
      o.by.length === 1 &&
      o.by[0] &&
      rowYear(o.by[0]) !== undefined &&
      yearOfFact(o) === undefined,
  );
  const matched = cells.length === 1 ? cells[0] : undefined;
  const found = matched?.by[0];
  if (!matched || !found || found.value.kind !== 'quantity') return outcomes;
  // The claim's value is its own year's ("In 2016 wind stood at 250, above the 2015 figure"), though the compared
  // year's row may give the same number.
  const compared = new Set(outcomes.filter((o) => comparedSide(o, claim) !== undefined).map(yearOfFact));
  const own = outcomes.map(yearOfFact).filter((y) => y !== undefined && !compared.has(y));
  const ownCell =
    own.length === 1 && own[0] !== rowYear(found)
      ? model.facts.find(
          (s) =>
            s.record !== undefined &&
            rowYear(s) === own[0] &&
            seriesOf(s) === seriesOf(found) &&
            s.key.join(' ') === found.key.join(' ') &&
            relation(matched.fact, s) === 'match',
        )
      : undefined;
  if (own.length === 1 && own[0] !== rowYear(found) && compared.has(rowYear(found)) && !ownCell) return outcomes;
  const cell = ownCell ?? found;
  return outcomes.map((o) => {
    if (o === matched && ownCell) return { ...o, by: [ownCell] };
    const year = yearOfFact(o);
    if (year === undefined || year === rowYear(cell)) return o;
    const side = comparedSide(o, claim);
    if (!side) return o;
    // "The 2015 forecast figure": a figure of a kind the source never names is not the year's row.
    const kind = FIGURE_AFTER.exec(claim.folded.slice(o.fact.at.end))?.[1]?.toLowerCase();
    if (kind !== undefined && !model.units.some((u) => u.roots.includes(rootOf(kind))))
      return { fact: o.fact, relation: 'not-stated', by: [], why: `the source gives no ${year} ${kind} figure` };
    const before = claim.folded.slice(Math.max(0, o.fact.at.start - 40), o.fact.at.start);
    const other = model.facts.find(
      (s) =>
        s.record !== undefined &&
        rowYear(s) === year &&
        seriesOf(s) === seriesOf(cell) &&
        s.key.join(' ') === cell.key.join(' '),
    );
    if (!other || other.value.kind !== 'quantity' || cell.value.kind !== 'quantity') return o;
    const [mine, theirs] = [cell.value.quantity.value, other.value.quantity.value];
    const above = /above|over|higher|more|up|ahead/u.test(side);
    const { holds, near, far } = sideHolds(mine, theirs, above, before.replace(YEAR_FIGURE, ''));
    return holds
      ? { fact: o.fact, relation: 'supported', by: [other, cell], derived: true, ...(near ? { close: true } : {}) }
      : {
          fact: o.fact,
          relation: 'refuted',
          by: [other],
          why: `the source gives ${other.text} for ${year} against ${cell.text} for ${rowYear(cell)}: not ${near ? 'just ' : far ? 'far ' : ''}${above ? 'above' : 'below'} it`,
        };
  });
}

/**
 * A value read only in prose that never names the table row the claim names ("Cloud revenue grew 14%" on "Total revenue
 * was $1,505 million, up 14%", where the table's Cloud row grew 31%): the value is that row's, checked on its one cell
 * of the same kind, else not stated.
 */
function namedRow(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  const said = ` ${foldName(claim.folded)} `;
  const labels = model.facts.filter(
    (s) => s.rowName && s.value.kind === 'name' && said.includes(` ${foldName(s.value.name)} `),
  );
  const label = new Set(labels.map((s) => s.unit)).size === 1 ? labels[0] : undefined;
  if (!label || label.value.kind !== 'name') return outcomes;
  const row = label.value.name;
  const name = ` ${foldName(row)} `;
  return outcomes.map((o) => {
    if (o.relation !== 'supported' || o.derived || o.fact.value.kind !== 'quantity' || o.by.length === 0) return o;
    // (A year dates the claim; it is no value of the row.)
    if (o.fact.value.quantity.dimension === 'year') return o;
    if (o.by.some((s) => s.record !== undefined || s.unit.folded.includes(name))) return o;
    const cells = model.facts.filter(
      (s) => s.unit === label.unit && s.record !== undefined && !s.rowName && !s.fromKey && sameDimension(o.fact, s),
    );
    const cell = cells.length === 1 ? cells[0] : undefined;
    const rel = cell && relation(o.fact, cell);
    if (cell && rel === 'match') return { fact: o.fact, relation: 'supported', by: [cell] };
    if (cell && rel === 'conflict') return { fact: o.fact, relation: 'refuted', by: [cell] };
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: o.by,
      // Stryker disable next-line OptionalChaining: o.by is not empty here, as an outcome with no source values returned unchanged above
      why: `the source gives ${o.fact.text} in "${o.by[0]?.unit.text ?? ''}", which is not about ${row}`,
    };
  });
}

/**
 * A value read under the heading of another thing than the one the claim names, where the source has a section of its
 * own for that ("The Aero 16 ... starts at $1,299" read under "## Aero 14"): the value is checked in the named one's
 * section, refuted by the one value of its kind it gives there, else not stated; of values that fit in several
 * sections, the one in the named thing's section is the one meant.
 */
function ownSection(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  const titled = (name: string): Section[] =>
    model.units.flatMap((u) =>
      u.kind === 'heading' && u.section && ` ${foldName(u.section.heading)} `.includes(` ${foldName(name)} `)
        ? [u.section]
        : [],
    );
  const own = claim.facts.flatMap((f) => (f.value.kind === 'name' ? titled(f.value.name) : []));
  const mine = own.length === 1 ? own[0] : undefined;
  if (!mine) return outcomes;
  // (Another thing's section: one of the same level as the named one, under the same parent.)
  const other = (s: SourceFact): boolean => {
    if (within(s.unit.section, mine)) return false;
    for (let up = s.unit.section; up; up = up.parent)
      if (up.level === mine.level && up.parent === mine.parent) return true;
    return false;
  };
  return outcomes.map((o) => {
    // (Values that fit in several sections: the one of the named thing's section is the one meant.)
    const inside = o.by.filter((s) => within(s.unit.section, mine));
    if (o.relation === 'ambiguous' && o.fact.value.kind === 'quantity' && inside.length === 1 && inside[0]) {
      const rel = relation(o.fact, inside[0]);
      if (rel === 'match') return { fact: o.fact, relation: 'supported', by: inside };
      if (rel === 'conflict') return { fact: o.fact, relation: 'refuted', by: inside };
    }
    // (A version or a date too: "The Aero 14 runs firmware 3.0.2" read under "## Aero 16", its rival the field of the
    // same key in the Aero 14's section.)
    const kind = o.fact.value.kind;
    if (o.relation !== 'supported' || kind === 'name' || !o.by.every(other)) return o;
    // (A release heading's own version or date names its section; it is no value read under another thing's. A heading
    // that names a model, "## Aero 16", gives no version: its date is one read under that model.)
    const release = (s: SourceFact): boolean => s.unit.kind === 'heading' && versionsIn(s.unit, model).length > 0;
    if (kind !== 'quantity' && o.by.some(release)) return o;
    const key = o.by[0]?.key.join(' ');
    const there = model.facts.filter(
      (s) =>
        within(s.unit.section, mine) &&
        (kind === 'quantity' ? sameDimension(o.fact, s) : s.value.kind === kind && s.key.join(' ') === key) &&
        relation(o.fact, s) === 'conflict',
    );
    const rival = there.length === 1 ? there[0] : undefined;
    return rival
      ? { fact: o.fact, relation: 'refuted', by: [rival] }
      : {
          fact: o.fact,
          relation: 'not-stated',
          by: o.by,
          why: `the source gives ${o.fact.text} under "${o.by[0]?.unit.section?.heading ?? ''}", not under "${mine.heading}"`,
        };
  });
}

/** A part of a year a figure is for: a quarter, a half, or the full year. */
const PERIOD =
  /\b(?:(first|second|third|fourth)[- ]quarter|q([1-4])|(first|second)[- ]half|h([12])|(full[- ]year|fiscal[- ]year|annual|for the year))\b/giu;

/** The parts of a year a text names, as "q4", "h1" or "year". */
function periodsOf(text: string): Set<string> {
  const order = ['first', 'second', 'third', 'fourth'];
  const out = new Set<string>();
  for (const m of text.matchAll(PERIOD)) {
    if (m[1] || m[2]) out.add(`q${m[2] ?? order.indexOf((m[1] ?? '').toLowerCase()) + 1}`);
    else if (m[3] || m[4]) out.add(`h${m[4] ?? order.indexOf((m[3] ?? '').toLowerCase()) + 1}`);
    else out.add('year');
  }
  return out;
}

/**
 * The parts of a year a source value is given for: those its own line, key or row names ("Third-quarter revenue: $310
 * million"), or else those of its section's heading ("## Q3 2024").
 */
function periodsGiven(s: SourceFact): Set<string> {
  // (A key's words may run together with underscores: "q3_revenue".)
  const own = periodsOf(`${s.unit.text} ${s.label}`.replace(/_/gu, ' '));
  return own.size > 0 ? own : periodsOf(s.unit.section?.heading ?? '');
}

/** Whether a value given for these parts of a year can be one said for those: yes when either names none. */
function overlaps(said: ReadonlySet<string>, given: ReadonlySet<string>): boolean {
  return said.size === 0 || given.size === 0 || [...said].some((p) => given.has(p));
}

/**
 * A figure the source gives for another part of the year than the claim's clause names ("free cash flow was $140
 * million in the fourth quarter" on "For the full year, ... free cash flow was $140 million"): not stated for that.
 */
function otherPeriod(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o) => {
    const s = o.by[0];
    // (Nor is it refuted by another part's: "$320 million in the first quarter" by the fourth quarter's $310 million.)
    const judged = o.relation === 'supported' || o.relation === 'refuted';
    if (!judged || o.derived || o.fact.value.kind !== 'quantity' || !s) return o;
    const clause = clauseOf(claim, o.fact);
    const said = periodsOf(claim.folded.slice(clause.start, clause.end));
    const given = periodsGiven(s);
    if (overlaps(said, given)) return o;
    const name = (p: string): string =>
      p === 'year'
        ? 'the full year'
        : `the ${['first', 'second', 'third', 'fourth'][Number(p[1]) - 1] ?? ''} ${p[0] === 'q' ? 'quarter' : 'half'}`;
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [s],
      why: `the source gives ${s.text} for ${[...given].map(name).join(' and ')} (${quoted(s.label)}), not for ${[...said].map(name).join(' and ')}`,
    };
  });
}

/** Words that date, size or move a value rather than say what it measures. */
const NOT_MEASURE = new Set(
  contentRoots(
    'quarter year month week day half annual fiscal full billion million thousand first second third fourth ' +
      'rose rise grew grow fell fall reached reach reported report recorded record was were increased decreased',
  ),
);

/**
 * A value in prose the source states for another measure ("ACME's net income was $4.2 billion" on "reported revenue
 * of $4.2 billion"), where another sentence names the claim's measure with another value ("Net income was $610
 * million"): which one the claim means is for a person, not a match of numbers.
 */
function otherMeasure(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  // Stryker disable next-line ArrayDeclaration: named is only asked of near words, single lower-case roots or "v:"/"p:" tokens, never "Stryker was here"
  const named = new Set(claim.facts.flatMap((f) => (f.value.kind === 'name' ? contentRoots(f.value.name) : [])));
  return outcomes.map((o) => {
    const m = o.by[0];
    const prose = (s: SourceFact): boolean => s.unit.kind === 'sentence' || s.unit.kind === 'item';
    if (o.relation !== 'supported' || o.derived || o.fact.value.kind !== 'quantity' || !m || !prose(m)) return o;
    if (o.fact.value.quantity.dimension === 'year') return o;
    const words = o.fact.near.filter((w) => !NOT_MEASURE.has(w) && !named.has(w) && !w.includes(':'));
    const rival = model.facts.find((r) => {
      if (!prose(r) || r.unit === m.unit || r.fromKey || !sameDimension(o.fact, r)) return false;
      if (relation(o.fact, r) !== 'conflict') return false;
      const gain = words.filter((w) => r.key.includes(w) && !m.key.includes(w));
      const lack = words.filter((w) => m.key.includes(w) && !r.key.includes(w));
      return gain.length >= 2 && gain.length > lack.length;
    });
    return rival ? { fact: o.fact, relation: 'ambiguous', by: [m, rival] } : o;
  });
}

/** The source's words just before a value that say it stayed where it was: "held steady at", "unchanged at". */
const STEADY_BEFORE =
  /\b(?:(?:held|holds|kept|keeps|keeping|stayed|stays|remained|remains|unchanged|steady|flat|maintained|left)\b[^.;\d]{0,30}\bat|(?:did not|didn't|does not|doesn't|has not|hasn't|have not|haven't) (?:change|alter|move)\b[^.;\d]{0,40}\b(?:of|at))\s+(?:about\s+|around\s+)?$/iu;
/** A verb that moves a value: "rose", "fell", and those that take an object, "raised", "cut". */
const MOVED_VERB = new RegExp(
  `${RISE.source}|${FALL.source}|\\b(?:raised|raises|lifted|hiked|boosted|bumped|cut|cuts|lowered|reduced|slashed|trimmed|upgraded|downgraded)\\b`,
  'iu',
);

/**
 * A level the claim says something moved to ("raised its rate to 5.25%") where the source says it stayed there ("held
 * its rate steady at 5.25%"): the value is stated, the move is not.
 */
function steadyLevel(outcomes: FactOutcome[], claim: ClaimReading, text: string): FactOutcome[] {
  return outcomes.map((o) => {
    const s = o.by[0];
    const level = o.fact.value.kind === 'quantity' || o.fact.value.kind === 'version';
    if (o.relation !== 'supported' || o.derived || !level || !s) return o;
    const verb = MOVED_VERB.exec(claim.folded.slice(clauseOf(claim, o.fact).start, o.fact.at.start))?.[0];
    if (!verb || !STEADY_BEFORE.test(text.slice(Math.max(0, s.range.start - 80), s.range.start))) return o;
    return {
      fact: o.fact,
      relation: 'refuted',
      by: [s],
      why: `the source says it stayed at ${s.text}, not that it ${verb.toLowerCase()} to it`,
    };
  });
}

/** A word between two of the claim's values that puts the first above (1) or below (-1) the second. */
const ORDER_WORDS: readonly [RegExp, 1 | -1][] = [
  [/\b(?:above|over|ahead of|up from|(?:more|higher|greater|larger|bigger) than)\b/iu, 1],
  [/\b(?:below|under|behind|down from|(?:less|fewer|lower|smaller) than)\b/iu, -1],
];

/** The start of a sentence that goes on from the one before: ". That is", ". This was". */
const GOES_ON = /^\s*\.\s+(?:that|this|it|which)\s+(?:is|was|are|were)\b/iu;

/**
 * Two values of the claim in one unit with a word of order between them ("19 ms, above Hapi's 22 ms", "42 seconds, up
 * from 65 seconds"): when the source states both, their order must be the one the claim says.
 */
function claimedOrder(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  const values = outcomes.filter((o) => o.fact.value.kind === 'quantity' && o.relation === 'supported');
  return outcomes.map((o) => {
    const k = values.indexOf(o);
    const first = values[k - 1];
    if (k < 1 || !first || first.fact.value.kind !== 'quantity' || o.fact.value.kind !== 'quantity') return o;
    const [a, b] = [first.fact.value.quantity, o.fact.value.quantity];
    // (Years date the values: "41,002 in 2012, far above the 2015 figure" compares the figures, not the years.)
    if (a.dimension !== b.dimension || a.dimension === 'year' || a.qualifier === 'bound' || b.qualifier === 'bound')
      return o;
    // (A sentence that goes on from the value, "19 ms. That is above Hapi's 20 ms", still compares it.)
    const between = claim.folded.slice(first.fact.at.end, o.fact.at.start).replace(GOES_ON, ' ');
    if (/[.;:]|\d/u.test(between)) return o;
    const said = ORDER_WORDS.find(([re]) => re.test(between));
    if (!said || Math.sign(a.value - b.value) === said[1]) return o;
    // Stryker disable next-line OptionalChaining,StringLiteral: said[0] has just matched between and has no g flag, so exec finds the word
    const word = said[0].exec(between)?.[0] ?? '';
    const [x, y] = [first.by[0], o.by[0]];
    // (Two levels of one measure: two cells of a column, or two values of one sentence; not a size of a difference,
    // "3 places behind", nor a number that names a row, "the Internet 100 plan".)
    const levels = [first, o].every((v) => !v.label && (v.fact.cue === undefined || v.fact.cue === 'change'));
    if (!x || !y || x.rowName || y.rowName || !levels) return o;
    // (Two measures of one unit compare too, "a median of 8 ms, above Hapi's worst case of 22 ms"; counts and ranks of
    // different things do not.)
    const measured = !['count', 'ordinal', 'ordinal-word', 'ratio'].includes(a.dimension);
    if (x.unit !== y.unit && x.key.join(' ') !== y.key.join(' ') && !measured) return o;
    return {
      fact: o.fact,
      relation: 'refuted',
      by: x === y ? [x] : [x, y],
      // (Both values read as one cell, "19 ms, above the 19 ms of Koa" said of Koa: a value is not above itself.)
      why:
        x === y
          ? `both values are the source's ${x.text} for ${quoted(x.label)}: ${first.fact.text} is not ${word} ${o.fact.text}`
          : `the source gives ${x.text} for ${quoted(x.label)} and ${y.text} for ${quoted(y.label)}: ${first.fact.text} is not ${word} ${o.fact.text}`,
    };
  });
}

/** Words before a row's name that compare the claim's value with that row's ("22.0 GB/s, far ahead of FNV"). */
const ROW_COMPARED = new RegExp(`\\b(${SIDE_WORDS}|above|below|(?:more|less) than)\\s+(?:the\\s+)?$`, 'iu');

/**
 * A row the claim compares its value with by name ("City64 reaches 22.0 GB/s, far ahead of FNV"): the same column's
 * cell in that row must lie on the side the claim says ("faster" is the smaller time, the larger rate).
 */
function comparedRow(
  o: FactOutcome,
  outcomes: readonly FactOutcome[],
  claim: ClaimReading,
  model: SourceModel,
): FactOutcome | undefined {
  // Stryker disable next-line ConditionalExpression: comparedRow is only called with assessName's outcome for one of names (filtered to kind 'name'), whose fact it keeps; the test only narrows the type
  if (o.fact.value.kind !== 'name') return undefined;
  const before = claim.folded.slice(Math.max(0, o.fact.at.start - 40), o.fact.at.start);
  // Stryker disable next-line OptionalChaining: ROW_COMPARED's first group is not optional, so a match always has [1]
  const word = ROW_COMPARED.exec(before)?.[1]?.toLowerCase();
  const values = outcomes.filter((x) => x.fact.value.kind === 'quantity' && x.relation === 'supported');
  // Stryker disable next-line OptionalChaining: values[0] is read only after values.length === 1, so it is there
  const cell = values.length === 1 && values[0]?.by.length === 1 ? values[0].by[0] : undefined;
  if (!word || !cell || cell.record === undefined || cell.value.kind !== 'quantity') return undefined;
  const name = foldName(o.fact.value.name);
  const rows = model.facts.filter(
    (s) => s.rowName && s.value.kind === 'name' && s.unit.kind === 'row' && foldName(s.value.name) === name,
  );
  // Stryker disable next-line OptionalChaining: rows[0] is read only when rows.length === 1, so it is there
  const row = rows.length === 1 ? rows[0]?.unit : undefined;
  const other = model.facts.find(
    (s) => s.unit === row && s.value.kind === 'quantity' && s.key.join(' ') === cell.key.join(' '),
  );
  if (!other || other.value.kind !== 'quantity' || other.record === cell.record) return undefined;
  const time = cell.value.quantity.dimension === 'time';
  const speed = /faster|slower/u.test(word);
  if (speed && !isSpeed(cell)) return undefined;
  const greater = speed ? word.startsWith('faster') !== time : /ahead|above|more|higher|beat|outpac/u.test(word);
  const [mine, theirs] = [cell.value.quantity.value, other.value.quantity.value];
  const { holds, near, far } = sideHolds(mine, theirs, greater, before.replace(ROW_COMPARED, ''));
  return holds
    ? { fact: o.fact, relation: 'supported', by: [other], derived: true }
    : {
        fact: o.fact,
        relation: 'refuted',
        by: [other],
        why: `the source gives ${cell.text} for ${quoted(cell.label)} and ${other.text} for ${quoted(other.label)}: not ${near ? 'just ' : far ? 'far ' : ''}${sideOf(word)} ${o.fact.text}`,
      };
}

/** The side a comparing verb puts a row on, to say what does not hold ("beats XXH3": not ahead of XXH3). */
function sideOf(word: string): string {
  if (/^(?:beat|outpac)/u.test(word)) return 'ahead of';
  return word.startsWith('trail') ? 'behind' : word;
}

/** "Every measurement reads N/A": one word or mark a record gives for all its measures. */
const EVERY_MEASURE =
  /\b(?:every|all|each)\s+(?:of\s+(?:its|their)\s+)?(?:measurement|measure|result|figure|number|value|score|reading)s?\s+(?:reads?|is|are|says?|shows?|gives?)\s+["“']?([^\s"”',.;]+)/iu;

/**
 * A record said to give one mark for all its measures ("version 11.1.0 is listed, but every measurement reads N/A"):
 * the measures are the fields other records give numbers for; the record the claim's supported values are in must give
 * that mark for each of them.
 */
function everyMeasure(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
): { holds: boolean; why: string; unit?: Unit } | undefined {
  const mark = EVERY_MEASURE.exec(claim.folded)?.[1];
  if (!mark) return undefined;
  // Stryker disable ArrayDeclaration: every outcome left here is supported (the others returned before everyMeasure is called)
  const records = new Set(
    outcomes
      .flatMap((o) => (o.relation === 'supported' ? o.by.map((s) => s.record) : []))
      .filter((r) => r !== undefined),
  );
  // Stryker restore ArrayDeclaration
  const record = records.size === 1 ? [...records][0] : undefined;
  if (record === undefined) return undefined;
  const measures = new Set(
    model.facts
      .filter((s) => s.record !== undefined && s.record !== record && s.value.kind === 'quantity' && !s.fromKey)
      .map((s) => s.key.join(' ')),
  );
  const fields = model.facts.filter((s) => s.record === record && measures.has(s.key.join(' ')));
  if (measures.size === 0) return undefined;
  const given = new Set(fields.map((s) => s.key.join(' ')));
  const other = fields.find((s) => foldName(s.text) !== foldName(mark));
  const missing = [...measures].find((m) => !given.has(m));
  // Stryker disable next-line StringLiteral,OptionalChaining: a holding mark's why is never shown; no missing measure means fields holds one
  if (!other && !missing) return { holds: true, why: '', unit: fields[0]?.unit };
  return {
    holds: false,
    why: other
      ? `the source gives ${other.text} for ${quoted(other.label)}, not ${mark}`
      : `the record gives nothing for "${missing ?? ''}"`,
    ...(other ? { unit: other.unit } : {}),
  };
}

/** "Moved far less than the other two sources": how much a series moves, compared with others. */
const SPREAD =
  /\b(?:moved|varied|changed|fluctuated|swung|ranged|shifted)\s+(far|much|a lot|slightly|a little)?\s*(less|more)\s+than\s+(?:the\s+)?(other\b|[\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;

/**
 * A series said to move less (or more) than others ("nuclear output moved far less than the other two sources"): the
 * spread of its values down its column (largest less smallest) against each other series' spread; "far" asks for at most
 * half of it. The series is the one the claim's supported values are in.
 */
function spreadCompared(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
): { holds: boolean; why: string; words: string[]; word: string; unit?: Unit } | undefined {
  const m = SPREAD.exec(claim.folded);
  if (!m) return undefined;
  // Stryker disable ArrayDeclaration: a string in place of [] has no record, so the filter below drops it
  const cells = outcomes
    .flatMap((o) => (o.relation === 'supported' && !o.derived ? o.by : []))
    .filter((s) => s.record !== undefined && rowYear(s) !== undefined && s.value.kind === 'quantity');
  // Stryker restore ArrayDeclaration
  const series = new Set(cells.map(seriesOf));
  const columns = new Set(cells.map((s) => s.key.join(' ')));
  const cell = cells[0];
  if (!cell || series.size !== 1 || columns.size !== 1) return undefined;
  const column = cell.key.join(' ');
  const values = new Map<string, number[]>();
  // Each series as the source names it ("Fossil Fuels"), for the message.
  const names = new Map<string, string>();
  for (const s of model.facts)
    if (
      s.record !== undefined &&
      !s.fromKey &&
      s.value.kind === 'quantity' &&
      s.key.join(' ') === column &&
      rowYear(s) !== undefined
    ) {
      values.set(seriesOf(s), [...(values.get(seriesOf(s)) ?? []), s.value.quantity.value]);
      names.set(seriesOf(s), / of the row "(.*)"$/u.exec(s.label)?.[1] ?? seriesOf(s));
    }
  const spreadOf = (v: readonly number[]): number => Math.max(...v) - Math.min(...v);
  const mine = values.get(seriesOf(cell));
  // The others: every other series for "the other ...", else the one the words name.
  // Stryker disable next-line OptionalChaining: SPREAD's third group is not optional, so a match always has m[3]
  const named = m[3]?.toLowerCase() === 'other' ? undefined : new Set(contentRoots(m[3] ?? ''));
  const others = [...values].filter(
    ([name]) => name !== seriesOf(cell) && (!named || name.split(' ').some((w) => named.has(w))),
  );
  if (!mine || others.length === 0) return undefined;
  // Stryker disable next-line OptionalChaining: SPREAD's second group (less|more) is not optional, so m[2] is always set
  const less = m[2]?.toLowerCase() === 'less';
  // Stryker disable next-line StringLiteral: the fallback stands for no degree word, and neither '' nor the mutant's filler text contains far, much or a lot
  const far = /far|much|a lot/iu.test(m[1] ?? '');
  const own = spreadOf(mine);
  const holds = others.every(([, v]) => {
    const theirs = spreadOf(v);
    return less ? own < theirs && (!far || own <= theirs / 2) : own > theirs && (!far || own >= theirs * 2);
  });
  const shown = others.map(([name, v]) => `${spreadOf(v)} for ${names.get(name) ?? name}`).join(', ');
  return {
    holds,
    why: `the source's values span ${own} for ${names.get(seriesOf(cell)) ?? ''}, against ${shown}: it did not move ${m[1] ? `${m[1]} ` : ''}${less ? 'less' : 'more'}`,
    words: ['less', 'more', 'than', 'far', 'much'],
    // Stryker disable next-line StringLiteral: SPREAD's second group (less|more) is not optional, so the fallback is never used
    word: m[2] ?? '',
    unit: cell.unit,
  };
}

/** "For the first time" is an ordinal the claim states: once a crossing checked every earlier year, it holds. */
function firstTimes(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  const crossed = outcomes.find((o) => o.crossed && o.relation === 'supported');
  if (!crossed) return outcomes;
  return outcomes.map((o) =>
    o.relation !== 'supported' &&
    /^first$/iu.test(o.fact.text) &&
    /\bfor the\s+$/iu.test(claim.folded.slice(Math.max(0, o.fact.at.start - 8), o.fact.at.start))
      ? { fact: o.fact, relation: 'supported', by: crossed.by, derived: true }
      : o,
  );
}

/** The words of a share of a total, checked once the tool summed the total. */
const TOTAL_WORDS = new Set(['total', 'combined', 'overall', 'sum', 'whole', 'share']);

/** The two things "both" joins: "the external and the internal port are both", "both the web and the worker image". */
const BOTH_OF = [
  /\bboth\s+(?:the\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?)\s+and\s+(?:the\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,2})/u,
  /(?:^|\s)(?:the\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?)\s+and\s+(?:the\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,2})\s+(?:are|were)\s+both\b/u,
];

/**
 * Does each of the two things "both" joins have a field or sentence of its own that states the value ("the external
 * and the internal service port are both 9419": `externalPort: 9419` and `internalPort: 9419`)?
 */
function bothStated(claim: ClaimReading, outcomes: readonly FactOutcome[], model: SourceModel): boolean {
  const joined = BOTH_OF.map((re) => re.exec(claim.folded.toLowerCase())).find((m) => m !== null);
  if (!joined) return false;
  const [a, b] = [contentRoots(joined[1] ?? ''), contentRoots(joined[2] ?? '')];
  return outcomes.some((o) => {
    if (o.relation !== 'supported' || o.fact.value.kind === 'name') return false;
    const stating = model.facts.filter((f) => relation(o.fact, f) === 'match');
    // (Each by words of its own: the word the two share, "port", names neither.)
    const own = (mine: readonly string[], other: readonly string[]) =>
      stating.filter((f) => mine.some((w) => !other.includes(w) && f.key.includes(w)));
    const [ofA, ofB] = [own(a, b), own(b, a)];
    return ofA.length > 0 && ofB.length > 0 && ofA.some((f) => ofB.some((g) => g.unit !== f.unit));
  });
}
/** "Of the total", "of all generation": a share of a column's sum over the rows of one year. */
const OF_TOTAL = /\b(?:of|in)\s+(?:the|all|their|its)?\s*(?:total|combined|overall|sum|whole)\b|\bshare\b/iu;

/**
 * A share of a total the source does not give ("fossil fuels were roughly 87% of the total that year"): the row's
 * value over the sum of its column across the rows of the same year, when every row of that year is in the table.
 */
function shareOfTotal(
  o: FactOutcome,
  claim: ClaimReading,
  model: SourceModel,
  antecedents: readonly Antecedent[],
): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  if (o.relation === 'supported' || o.relation === 'refuted' || !q || q.dimension !== 'percent') return undefined;
  // ("20% of the total", "a 20% share", "20% of capacity" of a row with a capacity column.)
  const ofColumn = /%\s+of\s+(?:the\s+|all\s+|its\s+|their\s+)?(\p{L}+)/iu.exec(claim.folded.slice(o.fact.at.start));
  if (!OF_TOTAL.test(claim.folded) && !ofColumn) return undefined;
  // The year: the claim's own, or the one the claim before it was about ("that year").
  const own = claim.facts.flatMap((f) =>
    f.value.kind === 'quantity' && f.value.quantity.dimension === 'year' ? [f] : [],
  );
  const nearest = Math.max(-1, ...antecedents.map((a) => a.claim));
  const earlier = /\b(?:that|the same) year\b/iu.test(claim.folded)
    ? [
        ...new Set(
          antecedents.filter((a) => a.claim === nearest).flatMap((a) => (rowYear(a.fact) ? [rowYear(a.fact)] : [])),
        ),
      ]
    : [];
  const years = own.length > 0 ? own.map((f) => yearOf(f.value)) : earlier;
  // (A table of one year, whose rows give none, is read whole when the claim names no year either.)
  if (years.length > 1 || (years.length === 1 && years[0] === undefined)) return undefined;
  const year = years[0];
  const totalRow = (s: SourceFact): boolean => isTotalRow(s, model);
  const rows = soleMeasures({ ...o.fact, all: [...o.fact.all, ...(year ? [`y:${year}`] : [])] }, model, true).filter(
    (s) => rowYear(s) === year && !totalRow(s),
  );
  const subject = rows.length === 1 ? rows[0] : undefined;
  if (!subject || subject.value.kind !== 'quantity') return undefined;
  // ("62.3% of respondents" is no share of a column's sum: people may be counted in several rows. A measure in a unit
  // that adds up, "of capacity" of "Capacity (GW)", is.)
  const measured = subject.value.quantity.dimension !== 'count' || /\([^)]+\)|\[[^\]]+\]/u.test(subject.label);
  // Stryker disable next-line OptionalChaining,StringLiteral: ofColumn is read only when OF_TOTAL fails, where the guard above returned unless ofColumn matched, and its one group is not optional
  if (!OF_TOTAL.test(claim.folded) && (!subject.key.includes(rootOf(ofColumn?.[1] ?? '')) || !measured))
    return undefined;
  // A row that gives its own share ("share_pct") is read there, not worked out.
  if (
    model.facts.some(
      (f) => f.unit === subject.unit && f.value.kind === 'quantity' && f.value.quantity.dimension === 'percent',
    )
  )
    return undefined;
  // The cells of the subject's column in the rows of a year, and the subject's share of their sum.
  const yearRows = (y: number | undefined, row: SourceFact): SourceFact[] =>
    model.facts.filter(
      (s) =>
        s.record !== undefined &&
        !s.fromKey &&
        s.value.kind === 'quantity' &&
        s.key.join(' ') === row.key.join(' ') &&
        rowYear(s) === y &&
        s.unit.section === row.unit.section,
    );
  const sumOf = (cells: readonly SourceFact[]): number => {
    const given = cells.find(totalRow);
    if (given?.value.kind === 'quantity') return given.value.quantity.value;
    return cells.reduce((n, s) => n + (s.value.kind === 'quantity' ? s.value.quantity.value : 0), 0);
  };
  const shareIn = (y: number | undefined, row: SourceFact): number | undefined => {
    const cells = yearRows(y, row);
    const sum = sumOf(cells);
    return cells.length >= 2 && sum > 0 && row.value.kind === 'quantity'
      ? (row.value.quantity.value / sum) * 100
      : undefined;
  };
  const parts = yearRows(year, subject);
  const share = shareIn(year, subject);
  if (share === undefined) return undefined;
  const total = sumOf(parts);
  // "Edged up again, to nearly 39%": the share the year before must lie on the side the verb says.
  const said = changeSaid(claim.folded.slice(0, o.fact.at.start));
  const previous = said === undefined ? undefined : previousInSeries(subject, model);
  const before = previous ? shareIn(rowYear(previous) ?? 0, previous) : undefined;
  if (said !== undefined && before === undefined)
    return {
      fact: o.fact,
      relation: 'not-stated',
      by: [subject],
      why: `the source gives no year before ${year} to show the change`,
    };
  if (said !== undefined && before !== undefined && Math.sign(share - before) !== said)
    return {
      fact: o.fact,
      relation: 'refuted',
      by: [subject],
      why: `the share was ${before.toFixed(1)}% in ${rowYear(previous as SourceFact)} and ${share.toFixed(1)}% in ${year}: not the ${said > 0 ? 'rise' : 'fall'} the claim says`,
    };
  if (share >= q.lo - 1e-9 && share <= q.hi + 1e-9)
    return {
      fact: o.fact,
      relation: 'supported',
      by: [subject, ...parts.filter((p) => p !== subject)],
      derived: true,
      ofTotal: true,
    };
  return {
    fact: o.fact,
    relation: 'refuted',
    by: [subject],
    why: `the source gives ${subject.text} for ${quoted(subject.label)} of a total of ${total}${year === undefined ? '' : ` for ${year}`} (${share.toFixed(1)}%), not ${o.fact.text}`,
  };
}

/** What release notes that split their entries into changes and fixes call the changes: features, additions. */
const FEATURE_WORDS = new Set(
  ['feature', 'features', 'addition', 'additions', 'enhancement', 'enhancements'].map(rootOf),
);
const CHANGE_ROOT = rootOf('changes');
const FIX_ROOTS = new Set(['fixes', 'bugfixes', 'bug'].map(rootOf));

/**
 * A count of new features in release notes that list their entries as "changes" and "bugfixes" ("This release includes
 * the following changes:" and "... the following bugfixes:"): the changes list is the features.
 */
function featureList(o: FactOutcome, model: SourceModel): FactOutcome | undefined {
  const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
  if (o.relation === 'supported' || !q || q.dimension !== 'count') return undefined;
  if (!countedWords(o.fact).some((w) => FEATURE_WORDS.has(w))) return undefined;
  const lists = model.facts.filter((s) => s.counted && s.unit.kind === 'heading');
  const changes = lists.filter((s) => s.key.includes(CHANGE_ROOT) && !s.key.some((k) => FIX_ROOTS.has(k)));
  const fixes = lists.filter((s) => s.key.some((k) => FIX_ROOTS.has(k)));
  const list = changes.length === 1 && fixes.length >= 1 ? changes[0] : undefined;
  if (!list) return undefined;
  const rel = relation(o.fact, list);
  if (rel === 'match') return { fact: o.fact, relation: 'supported', by: [list] };
  if (rel === 'conflict') return { fact: o.fact, relation: 'refuted', by: [list] };
  return undefined;
}

/** The second part of a table's rows: ", plus one reference row", "and two baseline rows". */
const ROWS_PART =
  /^[^.;]*?,?\s+(?:plus|and|besides|with)\s+(one|a|an|two|three|four|five|\d+)\s+([\p{L}-]+)\s+rows?\b/iu;
const SMALL_COUNTS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * A table's rows told in two parts ("sixteen hash functions, plus one reference row for plain memory reads"): the second
 * part is the rows whose text has its counted word ("reference"), the first part the rest; together, every row.
 */
function partsOfRows(outcomes: FactOutcome[], claim: ClaimReading, model: SourceModel): FactOutcome[] {
  for (const a of outcomes) {
    const q = a.fact.value.kind === 'quantity' ? a.fact.value.quantity : undefined;
    if (a.relation === 'supported' || !q || q.dimension !== 'count' || q.qualifier !== 'exact') continue;
    const part = ROWS_PART.exec(claim.folded.slice(a.fact.at.end));
    // Stryker disable next-line StringLiteral: both fallbacks stand only for no match, where SMALL_COUNTS has no entry for either text and the next line skips it
    const [m, word] = [SMALL_COUNTS[part?.[1]?.toLowerCase() ?? ''] ?? Number(part?.[1]), rootOf(part?.[2] ?? '')];
    if (!part || !Number.isInteger(m) || m < 1) continue;
    // Stryker disable next-line MethodExpression: a fact with no row texts counts no rows, so none is marked and m (at least 1) cannot equal it
    for (const table of model.facts.filter((s) => s.rowTexts)) {
      // Stryker disable next-line ArrayDeclaration: the loop takes only facts with row texts, so the fallback is never used
      const rows = table.rowTexts ?? [];
      const marked = rows.filter((r) => contentRoots(r).includes(word)).length;
      if (marked === m && rows.length - marked === q.value)
        return outcomes.map((o) => (o === a ? { fact: a.fact, relation: 'supported', by: [table], derived: true } : o));
    }
  }
  return outcomes;
}

/**
 * A span of years the claim says the source covers ("from 2001 to 2017", "2001-18"): each end must be a year the source gives, not
 * only some year between them.
 */
function yearRangeEnds(outcomes: FactOutcome[], model: SourceModel): FactOutcome[] {
  return outcomes.map((o) => {
    const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
    if (o.relation !== 'supported' || !q || q.dimension !== 'year' || q.qualifier !== 'range') return o;
    // (Written with both ends: "2001 to 2017", "2001-18"; not a decade or a century.)
    if (!/\d{4}\D+\d{2}/u.test(o.fact.text)) return o;
    const given = (year: number): boolean =>
      model.facts.some(
        (s) =>
          s.row.includes(`y:${year}`) ||
          yearOf(s.value) === year ||
          (s.value.kind === 'quantity' && s.value.quantity.dimension === 'year' && s.value.quantity.lo === year) ||
          (s.value.kind === 'quantity' && s.value.quantity.dimension === 'year' && s.value.quantity.hi === year),
      );
    const missing = [q.lo, q.hi].find((y) => !given(y));
    return missing === undefined
      ? o
      : { fact: o.fact, relation: 'not-stated', by: [], why: `the source gives no figure for ${missing}` };
  });
}

/**
 * The members a claim lists after a count of a category ("three sources: fossil fuels, nuclear energy and
 * renewables"): each must be one of the values the source gives for it.
 */
function listedMembers(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o) => {
    const members = o.relation === 'supported' ? o.by.find((s) => s.members)?.members : undefined;
    if (!members) return o;
    const list = /^\s*[\p{L}\s-]*:\s*([^.;:()]+)/u.exec(claim.folded.slice(o.fact.at.end))?.[1];
    if (!list) return o;
    // Stryker disable next-line MethodExpression,StringLiteral: an empty or blank item has no content roots, and the check below never names an item without roots, so keeping such items changes nothing
    const items = list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u).filter((i) => i.trim() !== '');
    const known = members.map((m) => new Set(contentRoots(m)));
    const stranger = items.find((i) => {
      const roots = contentRoots(i);
      return roots.length > 0 && !known.some((k) => roots.every((r) => k.has(r)));
    });
    return stranger === undefined
      ? o
      : {
          fact: o.fact,
          relation: 'not-stated',
          by: [],
          why: `the source gives ${members.join(', ')}, not ${stranger.trim()}`,
        };
  });
}

/**
 * A number of years the claim says its own span of years covers ("the seventeen years from 2001 to 2017"): counted
 * either way people count them (2017 - 2001, or with both ends), and as good as the span the source states.
 */
function yearSpans(outcomes: FactOutcome[], claim: ClaimReading): FactOutcome[] {
  return outcomes.map((o) => {
    const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
    if (!q || q.dimension !== 'time' || !/\byears?\b/iu.test(o.fact.text)) return o;
    const span = outcomes.find(
      (x) =>
        x.fact.value.kind === 'quantity' &&
        x.fact.value.quantity.dimension === 'year' &&
        x.fact.value.quantity.qualifier === 'range' &&
        x.fact.at.start >= o.fact.at.end &&
        /^\s*,?\s*(?:from|between|in|over|during)?\s*$/iu.test(claim.folded.slice(o.fact.at.end, x.fact.at.start)),
    );
    const years = span?.fact.value.kind === 'quantity' ? span.fact.value.quantity : undefined;
    if (!span || !years || span.relation !== 'supported') return o;
    const counts = [years.hi - years.lo, years.hi - years.lo + 1];
    const fits = counts.some((n) => n * YEAR_SECONDS >= q.lo - 1 && n * YEAR_SECONDS <= q.hi + 1);
    if (fits) return { fact: o.fact, relation: 'supported', by: span.by, derived: true };
    return {
      fact: o.fact,
      relation: 'refuted',
      by: span.by,
      why: `from ${years.lo} to ${years.hi} is ${counts[0]} years, or ${counts[1]} counting both, not ${o.fact.text}`,
    };
  });
}

/**
 * A value the claim derives from two of its own values that the source states ("from about 50 ns to about 35 ns is a cut
 * of roughly 30%"), or from values of the claims before it ("So a deferred call was almost six times as expensive as a
 * plain one" after "defers took about 35 ns" and "a direct call takes about 6 ns"): the arithmetic is checked on the
 * source's values.
 */
function fromOwnValues(
  outcomes: FactOutcome[],
  claim: ClaimReading,
  antecedents: readonly Antecedent[],
  model: SourceModel,
): FactOutcome[] {
  // A number the source gives without a unit counts in the unit the claim gave it ("interval": 100 as "100 ms").
  const own = outcomes.flatMap((o) =>
    o.relation === 'supported' && !o.derived && o.by[0]?.value.kind === 'quantity'
      ? [unitless(o.fact, o.by[0]) ? { ...o.by[0], value: o.fact.value } : o.by[0]]
      : [],
  );
  return outcomes.map((o) => {
    if (o.relation === 'supported' && o.derived) return ownOperands(o, outcomes) ?? o;
    // ("130 seconds more than the default server timeout" is no value of that timeout: refuted by it alone, it is
    // worked out from it and the claim's own value.)
    const against =
      o.relation === 'refuted' && (o.fact.cue === 'difference' || o.fact.cue === 'ratio') && own.length > 0
        ? fieldNamedAfter(o.fact, claim, model)
        : undefined;
    if (o.relation === 'refuted' && against !== undefined && o.by.every((s) => s === against)) {
      const derived = deriveValue(
        o.fact,
        [...own, against].map((s) => ({ fact: s, score: 1 })),
        [],
        { facts: new Set([...own, against]), earlier: new Set([against]), subject: false },
      );
      return derived?.match
        ? { fact: o.fact, relation: 'supported', by: derived.from, derived: true }
        : {
            fact: o.fact,
            relation: 'not-stated',
            by: [],
            why: `the claim measures ${o.fact.text} against ${quoted(against.label)}, which the source gives as ${against.text}, and its own values do not make it; check the arithmetic`,
          };
    }
    if (o.relation === 'supported' || o.relation === 'refuted' || !o.fact.cue) return o;
    const earlier = operandsFor(claim, antecedents).filter((s) => !own.includes(s));
    // The same column in another row the claim names ("19.4 GB/s, twice the speed of XXH32").
    const said = new Set(o.fact.all);
    const beside = own.flatMap((c) =>
      c.record === undefined
        ? []
        : model.facts.filter(
            (s) =>
              s.record !== undefined &&
              s.record !== c.record &&
              s.key.join(' ') === c.key.join(' ') &&
              s.unit.section === c.unit.section &&
              !own.includes(s) &&
              namedBeside(s, c, said),
          ),
    );
    const field = own.length > 0 ? fieldNamedAfter(o.fact, claim, model) : undefined;
    const named = field && !own.includes(field) ? [field] : [];
    const stated = [...own, ...earlier, ...beside, ...named];
    if (stated.length < 2) return o;
    const chosen: Chosen = {
      facts: new Set(stated),
      earlier: new Set([...earlier, ...beside, ...named]),
      subject: refersBack(claim),
      ...(earlier.length > 0 ? recordOf(antecedents) : {}),
    };
    const derived = deriveValue(
      o.fact,
      stated.map((s) => ({ fact: s, score: 1 })),
      [],
      chosen,
    );
    return derived?.match ? { fact: o.fact, relation: 'supported', by: derived.from, derived: true } : o;
  });
}

/**
 * A ratio or a gap the claim states beside both of its operands ("2,048 tasks at once, sixteen times the replica limit
 * of 64"): worked out from those two, not from two other values that happen to make it (64 and another limit's 4).
 * Undefined where the claim states no two such values, or where two of them make it.
 */
function ownOperands(o: FactOutcome, outcomes: readonly FactOutcome[]): FactOutcome | undefined {
  if (o.fact.cue !== 'ratio' && o.fact.cue !== 'difference') return undefined;
  const operands = outcomes.flatMap((x) => {
    const s = x.by[0];
    return x.relation === 'supported' &&
      !x.derived &&
      s?.value.kind === 'quantity' &&
      !/^(?:year|ratio|percent|pp)$/u.test(s.value.quantity.dimension) &&
      yearOf(x.fact.value) === undefined
      ? [{ s, q: s.value.quantity, said: x.fact.text }]
      : [];
  });
  const [a, b] = operands;
  if (!a || !b || operands.length !== 2 || a.q.dimension !== b.q.dimension) return undefined;
  // (A ratio of the two, or a gap in their own measure: "fell by 17% from 2022 to 2023" is a change of something else.)
  const made = o.fact.value.kind === 'quantity' ? o.fact.value.quantity.dimension : '';
  if (made !== (o.fact.cue === 'ratio' ? 'ratio' : a.q.dimension)) return undefined;
  if (o.by.every((s) => s === a.s || s === b.s)) return undefined;
  const derived = deriveValue(
    o.fact,
    [a.s, b.s].map((s) => ({ fact: s, score: 1 })),
    [],
    { facts: new Set([a.s, b.s]), earlier: new Set(), subject: false },
  );
  if (derived?.match) return { fact: o.fact, relation: 'supported', by: derived.from, derived: true };
  const [x, y] = [a.q.value, b.q.value];
  const worked =
    o.fact.cue === 'ratio' ? `${Number((Math.max(x, y) / Math.min(x, y)).toPrecision(3))} times` : `${Math.abs(x - y)}`;
  return {
    fact: o.fact,
    relation: 'not-stated',
    by: [],
    why: `the claim's own ${a.said} and ${b.said} make ${worked}, not ${o.fact.text}; check the arithmetic`,
  };
}

/**
 * The one setting the claim names whole after a value it compares ("five times the scheduler fallback period" of
 * `DEFAULT_SCHEDULER_FALLBACK_PERIOD`): a field of no record whose key's words the words up to the clause's end give,
 * all but one at most, and two at least.
 */
function fieldNamedAfter(fact: ClaimFact, claim: ClaimReading, model: SourceModel): SourceFact | undefined {
  const phrase = new Set(contentRoots(claim.folded.slice(fact.at.end).split(/[,.;:]/u)[0] ?? ''));
  const fits = model.facts
    .filter((s) => s.record === undefined && s.unit.kind === 'field' && s.value.kind === 'quantity' && !s.fromKey)
    .filter((s) => !s.counted)
    .map((s) => ({ s, n: s.key.filter((k) => phrase.has(k)).length }))
    .filter((x) => x.n >= 2 && x.n >= x.s.key.length - 1);
  const best = Math.max(0, ...fits.map((x) => x.n));
  const top = fits.filter((x) => x.n === best);
  return top.length === 1 ? top[0]?.s : undefined;
}

/**
 * Another row the claim names beside its own value's row: by a word of its own, or by a word both share when the claim
 * names its own row by nothing that sets it apart ("squash -f4 ... the speed of gzip" names gzip's row, not the other
 * squash row; "the loonie ... between 2002 and 2012" names both loonie rows).
 */
function namedBeside(s: SourceFact, c: SourceFact, said: ReadonlySet<string>): boolean {
  const word = (r: string): boolean => /\p{L}/u.test(r) && !r.includes(':') && said.has(r);
  const naming = s.row.filter(word);
  if (naming.length === 0) return false;
  const apart = c.row.some((r) => word(r) && !s.row.includes(r));
  return !apart || naming.some((r) => !c.row.includes(r));
}

/**
 * A value read where the claim refers back to. "Decompression at that setting reaches 1,890 MB/s" after a claim about the
 * --fast=3 row: when the claim names no row of its own, the value is that row's, in the column the claim names. "That is
 * two and a half times the 1,580 MB/s of zstd" after a claim about decompression: when the claim names no column, the
 * value is in the column of the value referred to, in the row the claim names.
 */
function referBack(
  outcomes: FactOutcome[],
  claim: ClaimReading,
  antecedents: readonly Antecedent[],
  model: SourceModel,
): FactOutcome[] {
  if (antecedents.length === 0 || !refersBack(claim)) return outcomes;
  const release = antecedentSection(antecedents);
  const entity = antecedentEntity(antecedents, model);
  const column = antecedentColumn(antecedents);
  // The rows the claim's other values were found in ("of zstd at level 1": the "-1" in "zstd 1.5.6 -1").
  const pinned = new Set(
    outcomes.flatMap((o) =>
      o.relation === 'supported' ? o.by.flatMap((s) => (s.record !== undefined ? [s.record] : [])) : [],
    ),
  );
  return outcomes.map((o) => {
    if (o.relation === 'supported' || o.relation === 'refuted' || o.fact.value.kind === 'name') return o;
    // ("In 2022 it had 1,498,700" after a claim about 2023: a year of the claim's own names another row.)
    if (yearOf(o.fact.value) !== undefined && o.fact.value.kind === 'quantity') return o;
    // "That entry alone lists ten separate changes" after a claim about version 2.0.0: the entries under its heading.
    const entries = release && countsChanges(o.fact) ? entriesOf(release, model) : undefined;
    const rel = entries && relation(o.fact, entries);
    if (entries && rel === 'match') return { fact: o.fact, relation: 'supported', by: [entries] };
    if (entries && rel === 'conflict') return { fact: o.fact, relation: 'refuted', by: [entries] };
    const fits = (s: SourceFact): boolean =>
      !s.fromKey && !s.rowName && comparable(o.fact, s) && sameDimension(o.fact, s);
    // (By the claim's words, not the value's own: "MB/s" names no row.)
    const namesRow = (s: SourceFact): boolean => s.row.some((r) => o.fact.all.includes(r));
    // The claim names a row of its own: it is about that row.
    const named =
      entity.size === 0 || o.by.some((s) => s.record !== undefined && namesRow(s))
        ? []
        : model.facts.filter(
            (s) => s.record !== undefined && entity.has(s.record) && fits(s) && namesIt(o.fact, s, { anyRow: true }),
          );
    // (Of its fields, those the claim names best: "end of life" is "eol", not "eoas", the end of active support.)
    const said = (s: SourceFact): number => s.key.filter((k) => o.fact.all.includes(k)).length;
    const most = Math.max(0, ...named.map(said));
    const inRow = named.filter((s) => said(s) === most);
    const inColumn =
      column === undefined
        ? []
        : model.facts.filter((s) => s.record !== undefined && s.key.join(' ') === column && fits(s) && namesRow(s));
    const ofPinned = inColumn.filter((s) => s.record !== undefined && pinned.has(s.record));
    const cells = inRow.length > 0 ? inRow : ofPinned.length > 0 ? ofPinned : inColumn;
    const columns = new Set(cells.map((s) => s.key.join(' ')));
    // (The records of one thing are one row: "6.1" in a map of releases and in a list of versions.)
    const records = new Set(cells.map((s) => (cells === inRow ? 0 : s.record)));
    if (columns.size !== 1 || records.size !== 1) return o;
    // (A cell may give several values, "3.12 - 3.14": the claim's is one of them.)
    const match = cells.find((s) => relation(o.fact, s) === 'match');
    if (match) return { fact: o.fact, relation: 'supported', by: [match] };
    const cell = cells.length === 1 ? cells[0] : undefined;
    // (A value that asks for a derivation, "7,700 behind the leader", is no value of the row itself.)
    if (cell && relation(o.fact, cell) === 'conflict' && cells === inRow && !o.fact.cue && !cell.counted)
      return { fact: o.fact, relation: 'refuted', by: [cell] };
    return o;
  });
}

/**
 * The records the nearest earlier claim was about, as one thing: its one record, or the records it used that share one
 * name, with every other record of that name ("Django 6.1 arrived on 5 August 2026, and active support for it runs
 * until the end of April 2027" uses 6.1 of a list of versions and of a map of releases; "It supports Python 3.12" is
 * about the release's fields). Empty when the claim used records of several names, or none.
 */
function antecedentEntity(antecedents: readonly Antecedent[], model: SourceModel): Set<number> {
  const records = nearestRecords(antecedents);
  const things = new Set([...records].map((r) => thingOf(r, model)));
  const [thing] = things;
  if (things.size !== 1 || thing === undefined) return records.size === 1 ? records : new Set<number>();
  return new Set(recordsOf(model).filter((r) => thingOf(r, model) === thing));
}

/** The records of a source, in order, once per model. */
const recordsByModel = new WeakMap<SourceModel, number[]>();
function recordsOf(model: SourceModel): number[] {
  let known = recordsByModel.get(model);
  if (!known) {
    const records = model.facts.flatMap((s) => (s.record === undefined ? [] : [s.record]));
    recordsByModel.set(model, (known = [...new Set(records)]));
  }
  return known;
}

/**
 * The thing a record is: the records of one name in different lists of records are one thing ("6.1" in `releases` and
 * in `versions`), named by that name; any other record is its own. (The rows "zstd 1.5.6 -1" and "zstd 1.5.6
 * --fast=3" of one table are two things named alike.)
 */
const thingsByModel = new WeakMap<SourceModel, Map<number, string>>();
function thingOf(record: number, model: SourceModel): number | string {
  let known = thingsByModel.get(model);
  if (!known) {
    const byName = new Map<string, number[]>();
    for (const s of model.facts)
      if (s.record !== undefined && s.rowName)
        byName.set(s.row.join(' '), [...(byName.get(s.row.join(' ')) ?? []), s.record]);
    known = new Map();
    for (const [name, named] of byName) {
      const records = [...new Set(named)];
      const lists = records.map((r) => parentPath(model.facts.find((s) => s.record === r && s.path) ?? {}));
      if (records.length > 1 && new Set(lists).size === lists.length) for (const r of records) known.set(r, name);
    }
    thingsByModel.set(model, known);
  }
  return known.get(record) ?? record;
}

/** The releases the source lists (as records or release headings) of a line ("5.2") after its first, oldest first. */
function lineReleases(line: readonly number[], model: SourceModel): SourceFact[] {
  const listed = new Map<string, SourceFact>();
  for (const s of model.facts) {
    if (s.value.kind !== 'version' || s.value.suffix !== '' || !(s.rowName || s.unit.kind === 'heading')) continue;
    const [major, minor, patch = 0] = s.value.version;
    if (s.value.version.length === 3 && major === line[0] && minor === line[1] && patch > 0)
      listed.set(versionToken(s.value.version), s);
  }
  return [...listed.values()].sort((a, b) =>
    a.value.kind === 'version' && b.value.kind === 'version' ? compareParts(a.value.version, b.value.version) : 0,
  );
}

/**
 * "The 5.2 branch ..., the latest being 5.2.17": a release the claim calls the latest of a line it names is the last
 * the source lists of that line.
 */
function latestOfLine(claim: ClaimReading, model: SourceModel): boolean {
  const versions = claim.facts.flatMap((f) =>
    f.value.kind === 'version' && f.value.suffix === '' ? [f.value.version] : [],
  );
  return versions.some((v) => {
    if (v.length !== 3 || !versions.some((l) => l.length === 2 && l[0] === v[0] && l[1] === v[1])) return false;
    const last = lineReleases(v.slice(0, 2), model).at(-1);
    return last?.value.kind === 'version' && versionToken(last.value.version) === versionToken(v);
  });
}

/** Words that count the releases of a line after its first: "patch releases", "point releases". */
const PATCH_WORDS = new Set(['patch', 'point', 'bugfix', 'maintenance'].map(rootOf));

/**
 * "The 5.2 branch has had seventeen patch releases": the releases the source lists (as records or release headings)
 * of the line the claim names, after its first (5.2.1 to 5.2.17), counted.
 */
function patchReleases(
  o: FactOutcome,
  claim: ClaimReading,
  model: SourceModel,
  place: (s: SourceFact) => string,
): FactOutcome | undefined {
  // (A count the tool made of something else that happens to fit, "two" entries under a heading, is no answer.)
  const madeUp = o.by.length > 0 && o.by.every((s) => s.counted);
  if ((o.relation === 'supported' || o.relation === 'refuted') && !madeUp) return undefined;
  if (o.fact.value.kind !== 'quantity') return undefined;
  // (The words right after the count, "point" too, which a count's noun never is elsewhere: "four point releases".)
  const counted = o.fact.after.slice(0, 3);
  if (o.fact.value.quantity.dimension !== 'count' || !counted.some((w) => PATCH_WORDS.has(w))) return undefined;
  if (!counted.some((w) => RELEASE_NOUNS.has(w))) return undefined;
  const lines = claim.facts.flatMap((f) =>
    f.value.kind === 'version' && f.value.version.length === 2 && f.value.suffix === '' ? [f.value.version] : [],
  );
  const [line] = lines;
  if (lines.length !== 1 || !line) return undefined;
  const releases = lineReleases(line, model);
  const [first, last] = [releases[0], releases.at(-1)];
  if (!first || !last) return undefined;
  const count = exactQuantity(releases.length, first.range, 'count');
  const rel = relateValues(o.fact.value, { kind: 'quantity', quantity: count });
  const lineText = line.join('.');
  // (Cited at the latest of them, the one that makes the count; the line's own records are joined to them by design.)
  const own = model.facts.filter(
    (s) =>
      s.value.kind === 'version' &&
      (s.rowName || s.unit.kind === 'heading') &&
      versionToken(s.value.version) === versionToken(line),
  );
  if (rel === 'match') return { fact: o.fact, relation: 'supported', by: [last, ...releases, ...own], derived: true };
  if (rel !== 'conflict') return undefined;
  return {
    fact: o.fact,
    relation: 'refuted',
    by: [first, last],
    why:
      first === last
        ? `the source lists 1 release of ${lineText} after it, ${first.text} (${place(first)}), not ${o.fact.text}`
        : `the source lists ${releases.length} releases of ${lineText} after it, ${first.text} (${place(first)}) to ${last.text} (${place(last)}), not ${o.fact.text}`,
  };
}

/** Words that say a list holds one entry: "the only listed author", "the sole maintainer". */
const SOLE_WORDS = new Set(['only', 'sole', 'single', 'lone', 'listed'].map(rootOf));
/** Verbs by which a claim says a setting has a value, saying nothing more of it: "uses", "is set to", "runs". */
const SETTING_VERBS = new Set(['use', 'uses', 'set', 'sets', 'run', 'runs', 'configured'].map(rootOf));

/** Is a name the one entry of the list field that states it ("authors = ["David Peter <mail@...>"]")? */
function onlyEntry(name: ClaimFact, outcomes: readonly FactOutcome[], model: SourceModel): boolean {
  const stated = outcomes.find((o) => o.fact === name && o.relation === 'supported')?.by ?? [];
  return stated.some((s) => {
    const path = s.path?.join('.');
    return path !== undefined && model.facts.filter((f) => f.path?.join('.') === path).length === 1;
  });
}

/** What a release's entries are, counted: "ten changes", "12 entries", "four items". */
const CHANGE_NOUNS = new Set(['change', 'changes', 'entry', 'entries', 'item', 'items'].map(rootOf));
const countsChanges = (fact: ClaimFact): boolean =>
  fact.value.kind === 'quantity' &&
  fact.value.quantity.dimension === 'count' &&
  countedWords(fact).some((w) => CHANGE_NOUNS.has(w));

/** The count the tool made of the entries under a release's heading. */
function entriesOf(release: Section, model: SourceModel): SourceFact | undefined {
  return model.facts.find((s) => s.counted && s.unit.kind === 'heading' && s.unit.section === release);
}

/** The one row whose name the claim's words give whole ("gamma ranks third"). */
function namedRecord(fact: ClaimFact, model: SourceModel): number | undefined {
  const said = new Set(fact.all);
  const records = new Set(
    model.facts.flatMap((s) => {
      const name = s.row.filter((r) => !r.startsWith('v:') && !/^v\d+$/u.test(r));
      return s.record !== undefined && name.length > 0 && name.every((r) => said.has(r)) ? [s.record] : [];
    }),
  );
  return records.size === 1 ? [...records][0] : undefined;
}

/** Does the claim name a row of a table or list of records itself (by a word of one of its label cells)? */
function namesARow(claim: ClaimReading, model: SourceModel): boolean {
  const said = new Set(claimWords(claim));
  return model.facts.some((s) => s.record !== undefined && seriesWords(s).some((r) => said.has(r)));
}

/** The words that name the row, or series of rows, the nearest earlier claim was about ("fossil fuels"). */
function antecedentSeries(antecedents: readonly Antecedent[], model: SourceModel): string[] {
  const record = antecedentRecord(antecedents);
  const cell = antecedents.find((a) => a.fact.record === record && record !== undefined)?.fact;
  if (!cell) return [];
  // A label no other row has ("run 0", not "Fossil Fuels" of every year) names one row, not a series of them.
  const labels = rowLabels(model);
  const own = labels.get(cell.unit);
  const label = own && foldName(own.text);
  if (own && [...labels.values()].filter((f) => foldName(f.text) === label).length === 1) return [];
  return cell.row.filter((r) => /\p{L}/u.test(r) && !r.includes(':'));
}

/** The row the claim refers back to, as a derivation's subject. */
function recordOf(antecedents: readonly Antecedent[]): { record?: number } {
  const record = antecedentRecord(antecedents);
  return record === undefined ? {} : { record };
}

/** "The latest results file", "the current release notes": the cited source itself, not a claim about its contents. */
const SELF_REFERENCE =
  /\b(?:latest|newest|current|most recent)\s+(?:(?:results?|benchmark|release|change|published)\s+)?(?:file|notes|changelog|log|readme|report|document|page)\b/iu;
const SELF_WORDS = new Set(['latest', 'newest', 'current', 'most', 'recent']);

/** Words between two versions that say the first came out after (1) or before (-1) the second. */
const RELEASE_ORDER: readonly [RegExp, 1 | -1][] = [
  [/\b(?:after|later than|followed|succeeded|superseded|replaced)\b/iu, 1],
  [/\b(?:before|earlier than|preceded|ahead of)\b/iu, -1],
];

/**
 * "v4.2.0 was released after v5.0.0": two release headings the claim puts in an order, which the source's dates (or its
 * versions, where the log lists them in that order) must bear out.
 */
function releasesInOrder(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
):
  | { support: 'refuted' | 'neutral'; why: string; unit: Unit; word?: string }
  | { holds: readonly string[] }
  | undefined {
  const versions = outcomes.filter(
    (o) => o.relation === 'supported' && o.fact.value.kind === 'version' && o.by[0]?.unit.kind === 'heading',
  );
  const [a, b] = versions;
  const [x, y] = [a?.by[0], b?.by[0]];
  if (versions.length !== 2 || !a || !b || !x || !y) return undefined;
  const between = claim.folded.slice(a.fact.at.end, b.fact.at.start);
  const said = RELEASE_ORDER.find(([re]) => re.test(between));
  // Stryker disable next-line OptionalChaining: the regex (no g flag) just matched `between` in test(), so exec() on it never returns null
  const word = said?.[0].exec(between)?.[0].toLowerCase();
  // Stryker disable next-line LogicalOperator: word is undefined exactly when said is (a found regex's match is a non-empty word), so || and && agree
  if (!said || !word) return undefined;
  const order = releaseOrder(x, y, model);
  if (!order)
    return {
      support: 'neutral',
      why: `the claim says ${x.text} came out ${word} ${y.text}, and the source gives no dates that order them`,
      unit: x.unit,
    };
  // Stryker disable next-line Regex: RELEASE_ORDER's words ("later than", "ahead of") have one space each, so /\s/ splits them as /\s+/ does
  if (Math.sign(order.order) === said[1]) return { holds: word.split(/\s+/u) };
  // Stryker disable next-line EqualityOperator: releaseOrder never returns an order of 0 (different days, or versions that compare unequal), so < 0 and <= 0 agree
  const [came, claimed] = order.order < 0 ? ['before', 'after'] : ['after', 'before'];
  const shown = order.dates
    ? `the source dates ${x.text} ${order.dates[0]} and ${y.text} ${order.dates[1]}`
    : // Stryker disable next-line EqualityOperator: releaseOrder never returns an order of 0, so < 0 and <= 0 agree
      `the source lists ${x.text} as ${order.order < 0 ? 'older' : 'newer'} than ${y.text}`;
  return {
    support: 'refuted',
    why: `${shown}: ${x.text} came out ${came} it, not ${claimed}`,
    unit: x.unit,
    word: a.fact.text,
  };
}

/**
 * A claim about a change log's order, once its values are found under a release heading: "the most recent release,
 * 0.11.11" (the newest released version, or refuted by the newer one) and "first appeared in 0.11.3" (no older
 * release's entry mentions the change, or undecided, naming the older entry). `holds` is the word it checked.
 */
function changelogOrder(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  model: SourceModel,
):
  | { support: 'refuted' | 'neutral'; why: string; unit?: Unit; word?: string; holds?: never }
  | { support?: never; holds: readonly string[] }
  | undefined {
  const ordered = releasesInOrder(claim, outcomes, model);
  if (ordered) return ordered;
  const isFamily = (o: FactOutcome): boolean => o.fact.value.kind === 'version' && o.fact.value.suffix === '.x';
  const heading = outcomes.flatMap((o) =>
    o.relation === 'supported' && !isFamily(o)
      ? o.by.filter((s) => s.unit.kind === 'heading' && s.value.kind === 'version')
      : [],
  )[0];
  const release = heading?.unit.section;
  if (!heading || !release) return undefined;
  const family = outcomes.find(isFamily)?.fact.value;
  // Stryker disable next-line ConditionalExpression: closing is only used under the next line's family?.kind === 'version' guard
  const closing = family?.kind === 'version' ? CLOSING_WORDS.exec(claim.folded) : null;
  // Stryker disable next-line ConditionalExpression,OptionalChaining: closing is null unless family is a version (the line above), so this second test only narrows the type
  if (closing && family?.kind === 'version') {
    const newer = newerRelease(heading, model, family.version);
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration: holds is read only as order?.holds?.includes(word) of one claim word, false for no holds, none, or a phrase with spaces
    if (!newer) return { holds: [] };
    return {
      support: 'refuted',
      why: `the claim says the ${family.version.join('.')}.x line ${closing[0]} with ${heading.text}, but the source's newest ${family.version.join('.')}.x release is ${newer.text} (${newer.label})`,
      unit: newer.unit,
      word: heading.text,
    };
  }
  const newest = NEWEST_WORDS.exec(claim.folded);
  if (newest) {
    const newer = newerRelease(heading, model);
    if (!newer) return { holds: newest[0].toLowerCase().split(/\s+/u) };
    return {
      support: 'refuted',
      why: `the claim says "${newest[0]}", but the source's newest release is ${newer.text} (${newer.label}), not ${heading.text}`,
      unit: newer.unit,
      word: heading.text,
    };
  }
  if (/\bfirst\b/iu.test(claim.folded)) {
    const before = mentionedBefore(
      claimWords(claim).filter((r) => r !== 'first'),
      release,
      model,
    );
    if (before === undefined) return { holds: ['first'] };
    if (before !== 'unknown')
      return {
        support: 'neutral',
        why: `the claim says "first", but an older release's entry may mention this: "${before.text}"`,
        unit: before,
      };
  }
  return undefined;
}

/** Verbs that say how many entries a list has: a count of the list answers them. */
const LISTING =
  /\b(?:lists?|listed|has|have|had|contains?|contained|defines?|defined|includes?|included|there (?:are|were|is)|counts?|covers?|numbers?|comprises?|totals?|runs? to|holds?|credits?|gives?)\b/iu;

/** The row leading a column, named as a row: "behind the leader", "the winner". */
const LEADER_NAMED = /\bthe\s+(?:leader|winner|first-placed\s+\p{L}+)\b/iu;

/** Words that name the row leading a column: "behind the leader", "the top entry", "the winner". */
const LEADER_WORDS = new Set(['leader', 'winner', 'top', 'first-placed'].map(rootOf));

/** Words that make an ordinal a rank: "eighth place", "ranks third", "finished 2nd". */
const RANK_WORDS = new Set(
  ['place', 'placed', 'position', 'spot', 'rank', 'ranks', 'ranked', 'ranking', 'finished', 'came', 'comes'].map(
    rootOf,
  ),
);

/**
 * A rank the claim gives a row ("That puts it in eighth place" after a claim about Fastify's requests): the row's place
 * in the column, best first, counted over the source's rows. The row is the one the claim's other values are in, or the
 * one it refers back to; the column is the one its values are in, or one its words name. A wrong rank is refuted only
 * when the claim names the column.
 */
function ranked(
  outcomes: FactOutcome[],
  claim: ClaimReading,
  antecedents: readonly Antecedent[],
  model: SourceModel,
): FactOutcome[] {
  const cellsOf = (o: FactOutcome): SourceFact[] =>
    o.relation === 'supported' && !o.derived ? o.by.filter((s) => s.record !== undefined && !s.fromKey) : [];
  const own = outcomes.flatMap(cellsOf).filter((s) => s.value.kind === 'quantity');
  const clauseOf = clauseStarts(claim.folded, CLAUSE_CUT);
  return outcomes.map((o) => {
    // Stryker disable next-line ConditionalExpression: only a quantity value has a quantity field (FactValue), so any other kind reads undefined either way
    const q = o.fact.value.kind === 'quantity' ? o.fact.value.quantity : undefined;
    if (o.relation === 'supported' || !q || !q.dimension.startsWith('ordinal')) return o;
    if (!o.fact.near.some((w) => RANK_WORDS.has(w))) return o;
    // (The row of a value in the rank's own clause: "Koa handles 54,200 requests/s and hapi comes third" ranks hapi.)
    const inClause = outcomes
      .filter((v) => clauseOf(v.fact.at.start) === clauseOf(o.fact.at.start))
      .flatMap(cellsOf)
      .filter((s) => s.value.kind === 'quantity');
    const record = inClause[0]?.record ?? own[0]?.record ?? namedRecord(o.fact, model) ?? antecedentRecord(antecedents);
    if (record === undefined) return o;
    const said = new Set(o.fact.all);
    const named = model.facts.filter(
      (s) => s.record === record && s.value.kind === 'quantity' && !s.fromKey && s.key.some((k) => said.has(k)),
    );
    // A column of ranks ("place: 1", "rank: 5") states the rank itself, unless the claim ranks by another column
    // ("third by latency").
    const rankedBy = [...claim.folded.toLowerCase().matchAll(/\bby\s+(?:the\s+|its\s+|their\s+)?(\p{L}+)/gu)].map((m) =>
      rootOf(m[1] ?? ''),
    );
    const byOther = named.some((s) => !s.key.some((k) => RANK_WORDS.has(k)) && s.key.some((k) => rankedBy.includes(k)));
    const stated = byOther
      ? undefined
      : model.facts.find(
          (s) =>
            s.record === record && s.value.kind === 'quantity' && !s.fromKey && s.key.some((k) => RANK_WORDS.has(k)),
        );
    if (stated) {
      const rel = relation(o.fact, stated);
      return rel === 'match' || rel === 'conflict'
        ? { fact: o.fact, relation: rel === 'match' ? 'supported' : 'refuted', by: [stated] }
        : o;
    }
    const fromValues = own.filter((s) => s.record === record);
    const backed = antecedents.filter(
      (a) => a.fact.record === record && a.fact.value.kind === 'quantity' && !a.fact.fromKey,
    );
    const cells = named.length > 0 ? named : fromValues.length > 0 ? fromValues : backed.map((a) => a.fact);
    const cell = new Set(cells.map((s) => s.key.join(' '))).size === 1 ? cells[0] : undefined;
    const rank = cell ? rankOf(cell, model) : undefined;
    if (!cell || rank === undefined) return o;
    if (rank >= q.lo && rank <= q.hi) return { fact: o.fact, relation: 'supported', by: [cell] };
    return named.length > 0 || fromValues.length > 0
      ? {
          fact: o.fact,
          relation: 'refuted',
          by: [cell],
          why: `the source gives ${cell.text} for ${quoted(cell.label)}, place ${rank} of its column (best first), not ${o.fact.text}`,
        }
      : o;
  });
}

/** Values and names one claim is checked for: the work of a claim grows with them, so it is bounded. */
const MAX_FACTS = 40;
/** The words before a value that make it a whole the claim takes a part of: "of the 12", "out of 12", "of all 40". */
const WHOLE_BEFORE = /\b(?:of (?:the|all|its|their)|out of(?: the)?)\s+$/iu;

/** A word whose letter was lost in a conversion ("Ang?lil" for "Angélil", or U+FFFD): what it names cannot be read. */
const GARBLED = /[\p{L}]*(?:\p{L}\?\p{L}|\uFFFD)[\p{L}?\uFFFD]*/u;

/** Each row's label fact (its first cell, naming it), per source model: looked up by many checks, made once. */
const labelsByModel = new WeakMap<SourceModel, Map<Unit, SourceFact>>();
function rowLabels(model: SourceModel): Map<Unit, SourceFact> {
  let labels = labelsByModel.get(model);
  if (labels === undefined) {
    labels = new Map();
    for (const f of model.facts) if (f.rowName && f.value.kind === 'name' && !labels.has(f.unit)) labels.set(f.unit, f);
    labelsByModel.set(model, labels);
  }
  return labels;
}

/** A cell whose row the claim names by its whole label ("T1ha2", "north melbourne"), not by one of its words. */
function namedWhole(cell: SourceFact, claim: ClaimReading, model: SourceModel): boolean {
  const label = rowLabels(model).get(cell.unit);
  if (label?.value.kind !== 'name') return false;
  // (A label several rows share, "argentina" in three matches, names none of them.)
  const name = foldName(label.value.name);
  return labelCounts(model).get(name) === 1 && ` ${foldName(claim.folded)} `.includes(` ${name} `);
}

/**
 * The records the claim names by an identifier one of them alone gives ("PrometheusBadConfig", "max_open_files"): a
 * name of two words or more run together, written as the source writes it, or else the one record whose identifier's
 * own words the claim says most, two at least ("service-discovery refresh failures" of "PrometheusSDRefreshFailure";
 * "prometheus", which every identifier has, is none of its own).
 */
function recordsIdentified(claim: ClaimReading, model: SourceModel): { records: Set<number>; exact: boolean } {
  const named = [...identifiers(model)].filter(([, records]) => records.size === 1);
  const found = new Set<number>();
  for (const [name, records] of named)
    if (new RegExp(`(?<![\\w-])${name}(?![\\w-])`, 'u').test(claim.folded)) for (const r of records) found.add(r);
  if (found.size > 0 || named.length < 3) return { records: found, exact: found.size > 0 };
  const words = named.map(([name, records]) => ({ roots: new Set(keyRoots(name)), records }));
  const shared = (r: string): boolean => words.filter((w) => w.roots.has(r)).length * 2 > words.length;
  const said = new Set(claim.roots);
  const scored = words.map((w) => ({ ...w, n: [...w.roots].filter((r) => !shared(r) && said.has(r)).length }));
  const best = Math.max(0, ...scored.map((w) => w.n));
  const top = scored.filter((w) => w.n === best);
  if (best >= 2 && top.length === 1) for (const r of top[0]?.records ?? []) found.add(r);
  return { records: found, exact: false };
}

/** The identifiers of a source's records, each with the records that give it, built once per source model. */
const identifiersByModel = new WeakMap<SourceModel, Map<string, Set<number>>>();
function identifiers(model: SourceModel): Map<string, Set<number>> {
  let known = identifiersByModel.get(model);
  if (known === undefined) {
    known = new Map();
    for (const s of model.facts)
      if (s.record !== undefined && s.value.kind === 'name' && RUN_TOGETHER.test(s.value.name)) {
        const records = known.get(s.value.name) ?? new Set<number>();
        records.add(s.record);
        known.set(s.value.name, records);
      }
    identifiersByModel.set(model, known);
  }
  return known;
}

/** Words run together into one name: "PrometheusBadConfig", "max_open_files", "KubeAPIDown". */
const RUN_TOGETHER = /^(?=.{6,60}$)[A-Za-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*|_[a-z0-9]+)+$/u;

/** How many rows give each label, folded, built once per source model. */
const labelCountsByModel = new WeakMap<SourceModel, Map<string, number>>();
function labelCounts(model: SourceModel): Map<string, number> {
  let counts = labelCountsByModel.get(model);
  // Stryker disable next-line ConditionalExpression: the map is only a cache; building it again from the same rowLabels gives the same counts
  if (counts === undefined) {
    counts = new Map();
    for (const l of rowLabels(model).values())
      // Stryker disable next-line ConditionalExpression: rowLabels stores only facts whose value is a name; the test only narrows the type
      if (l.value.kind === 'name') counts.set(foldName(l.value.name), (counts.get(foldName(l.value.name)) ?? 0) + 1);
    labelCountsByModel.set(model, counts);
  }
  return counts;
}

/**
 * Rows the claim names beside its own that give the same value in the same column ("City64 and T1ha2 tie at 22.0 GB/s",
 * "simpleDots and christmas tick every 400 ms"): the claim says it of each of them.
 */
function coSubjects(claim: ClaimReading, cells: readonly SourceFact[], model: SourceModel): Unit[] {
  const said = new Set(claimWords(claim));
  const labels = rowLabels(model);
  // A row named by its whole label ("T1ha2", "north melbourne"), not by one of its words.
  const named = new Map<Unit, boolean>();
  const namedWhole = (row: Unit): boolean => {
    let known = named.get(row);
    if (known === undefined) {
      const label = labels.get(row);
      const words = label ? contentRoots(label.text) : [];
      named.set(row, (known = words.length > 0 && words.every((w) => said.has(w))));
    }
    return known;
  };
  const own = new Set(cells.map((c) => c.unit));
  const columns = cells.map((c) => ({ cell: c, key: c.key.join(' ') }));
  const inColumn = (s: SourceFact): { cell: SourceFact; key: string }[] => {
    const key = s.key.join(' ');
    return columns.filter((x) => x.key === key && x.cell.unit.section === s.unit.section);
  };
  // Every other row the claim names whole must give the value too ("north melbourne, south melbourne and melbourne
  // have 13.12" is not said of three rows when melbourne has 10.15).
  const others = model.facts.filter(
    (s) =>
      s.record !== undefined &&
      s.unit.kind === 'row' &&
      !own.has(s.unit) &&
      namedWhole(s.unit) &&
      inColumn(s).length > 0,
  );
  if (others.some((s) => !inColumn(s).some((x) => x.cell.text === s.text))) return [];
  return others.map((s) => s.unit);
}

/** A word of letters and digits both ("4rth", "tw0", "fo110"). */
const LETTERS_AND_DIGITS = /(?<![\p{L}\d])(?=[\p{L}\d]*\p{L})(?=[\p{L}\d]*\d)[\p{L}\d]+/gu;

/**
 * A word with a digit in it that is no value the claim was read for and no word of the source ("4rth", "tw0"): what
 * it says is unknown, so the claim is not taken as checked.
 */
function unreadNumber(claim: ClaimReading, source: Source): string | undefined {
  const read = claim.facts.map((f) => f.at);
  let text: string | undefined;
  for (const m of claim.folded.matchAll(LETTERS_AND_DIGITS)) {
    const at = { start: m.index, end: m.index + m[0].length };
    if (read.some((r) => at.start < r.end && at.end > r.start)) continue;
    text ??= source.text.toLowerCase();
    if (!text.includes(m[0].toLowerCase())) return m[0];
  }
  return undefined;
}

/**
 * A value that fits several rows equally ("about 2.89" in three rows naming zstd) is the one of the row every other
 * value of the claim is in ("zstd 1.5.6 -1" for "at level 1").
 */
function pinRecord(outcomes: FactOutcome[]): FactOutcome[] {
  const open = outcomes.filter((o) => o.relation === 'ambiguous');
  const fixed = outcomes.filter((o) => o.relation === 'supported');
  if (open.length === 0 || fixed.length === 0) return outcomes;
  const recordsOf = (o: FactOutcome): Set<number> =>
    new Set(o.by.flatMap((s) => (s.record !== undefined && relation(o.fact, s) === 'match' ? [s.record] : [])));
  const sets = outcomes.filter((o) => o.relation === 'supported' || o.relation === 'ambiguous').map(recordsOf);
  if (sets.some((x) => x.size === 0)) return outcomes;
  const common = [...(sets[0] ?? [])].filter((r) => sets.every((x) => x.has(r)));
  if (common.length !== 1) return outcomes;
  // Within that row the value must fit whichever column it is read from.
  const clear = (o: FactOutcome): boolean =>
    o.by.every((s) => s.record !== common[0] || relation(o.fact, s) === 'match');
  if (!open.every(clear)) return outcomes;
  return outcomes.map((o) =>
    o.relation === 'ambiguous'
      ? {
          fact: o.fact,
          relation: 'supported',
          by: o.by.filter((s) => s.record === common[0] && relation(o.fact, s) === 'match'),
        }
      : o,
  );
}

/**
 * A value stated in several passages is the one in the passage where the claim's other values are ("Version 5.1
 * shipped in November 2023": the 5.1 of the sentence that gives 2023-11-02, not the 5.0 of another), when that
 * passage gives it and nothing else it could be.
 */
function pinPassage(outcomes: FactOutcome[]): FactOutcome[] {
  // Stryker disable next-line ArrayDeclaration: units is only asked of a source fact's Unit object, never of a string
  const units = new Set(outcomes.flatMap((o) => (o.relation === 'supported' ? o.by.map((s) => s.unit) : [])));
  // Stryker disable next-line ConditionalExpression: with no units every ambiguous outcome's here is empty, so each outcome is returned as it is anyway
  if (units.size === 0) return outcomes;
  return outcomes.map((o) => {
    if (o.relation !== 'ambiguous') return o;
    const here = o.by.filter((s) => units.has(s.unit));
    return here.length > 0 && here.every((s) => relation(o.fact, s) === 'match')
      ? { fact: o.fact, relation: 'supported', by: here }
      : o;
  });
}

/**
 * A value found on another entry than the one the claim picks by its number ("The first beta arrived on 6 June 2023",
 * where 6 June is beta 2's date) is that entry's: the claim's own entry's value of that kind refutes it, or, where it
 * gives none, the value is not stated for it.
 */
function ofOwnEntry(outcomes: FactOutcome[], model: SourceModel): FactOutcome[] {
  const picked = outcomes.find((o) => o.otherEntries && o.relation === 'supported');
  const own = picked?.by[0]?.unit;
  if (!picked?.otherEntries || !own) return outcomes;
  const others = new Set(picked.otherEntries);
  return outcomes.map((o) => {
    if (o === picked || o.relation !== 'supported' || !o.by.every((s) => others.has(s.unit))) return o;
    const given = model.facts.filter((s) => s.unit === own && s.value.kind === o.fact.value.kind);
    const refuting = given.filter((s) => comparable(o.fact, s) && relation(o.fact, s) === 'conflict');
    return refuting.length > 0
      ? { fact: o.fact, relation: 'refuted', by: refuting }
      : {
          fact: o.fact,
          relation: 'not-stated',
          by: [],
          why: `the source gives ${o.fact.text} for another entry (${quoted(o.by[0]?.unit.text ?? '')}), not for ${quoted(own.text)}`,
        };
  });
}

/**
 * A date the claim gives to the day that the one line or sentence holding its other values states: "The first beta
 * arrived on 22 May 2023" of "3.12.0 beta 1: Monday, 2023-05-22", whatever other dates the words fit. (Only where that
 * passage gives no other date: a table's row may give a thing's start and its end.)
 */
function datedHere(outcomes: FactOutcome[], model: SourceModel): FactOutcome[] {
  const units = new Set(
    outcomes
      .flatMap((o) => (o.relation === 'supported' ? o.by : []))
      .filter((s) => s.unit.kind === 'item' || s.unit.kind === 'sentence')
      .map((s) => s.unit),
  );
  if (units.size !== 1) return outcomes;
  const dates = model.facts.filter((s) => units.has(s.unit) && s.value.kind === 'date');
  return outcomes.map((o) =>
    o.relation === 'not-stated' &&
    o.fact.value.kind === 'date' &&
    identity(o.fact) &&
    dates.length === 1 &&
    dates.every((s) => relation(o.fact, s) === 'match')
      ? { fact: o.fact, relation: 'supported', by: dates }
      : o,
  );
}

/**
 * A value that fits the entries of several releases ("3 bugs" under 1.1.0 and "2 bugs" under 1.0.0) is the one under
 * the release the claim names ("Release 1.1.0 fixed 3 bugs"): the section of the heading another value was found in.
 * When that release has one such value and it differs, the claim is refuted by it; a value only another release's
 * entries give is not stated for this one.
 */
function pinSection(outcomes: FactOutcome[]): FactOutcome[] {
  const sections = new Set(
    outcomes.flatMap((o) =>
      o.relation === 'supported'
        ? o.by.flatMap((s) => (s.unit.kind === 'heading' && s.unit.section ? [s.unit.section] : []))
        : [],
    ),
  );
  const [section] = sections;
  // Stryker disable next-line ConditionalExpression: sections holds only truthy sections, so section is defined whenever sections.size is 1; the second test only narrows the type
  if (sections.size !== 1 || section === undefined) return outcomes;
  // The release another entry belongs to: a heading of the same level as the named one.
  const otherRelease = (u: Unit): Section | undefined => {
    for (let s = u.section; s; s = s.parent) if (s.level === section.level) return s === section ? undefined : s;
    return undefined;
  };
  return outcomes.map((o) => {
    // A value found only in another release's entries is not what this release did ("1.1.0 added 2 formats" when
    // the 2 is under 2.0.0).
    const elsewhere = o.by.map((s) => (s.unit.kind === 'heading' ? undefined : otherRelease(s.unit)));
    if (o.relation === 'supported' && elsewhere.length > 0 && elsewhere.every((x) => x !== undefined))
      return {
        fact: o.fact,
        relation: 'not-stated',
        by: [],
        why: `the source gives ${o.fact.text} under "${elsewhere[0]!.heading}", not under "${section.heading}"`,
      };
    // A value this release's entries give too is cited there, not under another release ("4 bugs" under both).
    const own = o.by.filter((_, k) => elsewhere[k] === undefined);
    // Stryker disable next-line ConditionalExpression: own filters o.by, so when it is as long it holds the same facts in the same order and { ...o, by: own } is a copy of o
    if ((o.relation === 'supported' || o.relation === 'refuted') && own.length > 0 && own.length < o.by.length)
      return { ...o, by: own };
    if (o.relation !== 'ambiguous') return o;
    const inside = o.by.filter((s) => within(s.unit.section, section));
    if (inside.length > 0 && inside.every((s) => relation(o.fact, s) === 'match'))
      return { fact: o.fact, relation: 'supported', by: inside };
    // The one value of that release's entries the claim could mean, and it differs: "1.0.0 fixed 3 bugs" for 2.
    const [only] = inside;
    return inside.length === 1 && only && relation(o.fact, only) === 'conflict'
      ? { fact: o.fact, relation: 'refuted', by: inside }
      : o;
  });
}

/** Words by which a source says an input fails: "Panics if idle_timeout is the zero Duration". */
const FAILURE_WORDS = /\b(panics?|fails?|errors?|throws?|raises?|rejects?|rejected|invalid|aborts?)\b/iu;
/** A failure on a condition, not one that no longer happens: "Panics if ...", not "no longer raises ... when". */
const FAILS_IF =
  /(?<!\b(?:not|never|no longer|without|n't)\s+(?:\w+\s+)?)\b(panics?|fails?|errors?|throws?|raises?|rejects?|aborts?)\b[^.;]{0,80}?\b(?:if|when|unless)\b/iu;

/**
 * A value the source gives in a sentence that says the thing fails with it ("Panics if `idle_timeout` is the zero
 * `Duration`"), where the claim says no such thing ("passing a zero Duration switches the timeout off"): the claim
 * states another outcome than the source's, which no check here compares.
 */
function failureUnsaid(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
): { word: string; value: string; at: SourceFact } | undefined {
  if (FAILURE_WORDS.test(claim.folded) || words(claim.folded).some((w) => NEGATION_WORDS.has(w.norm))) return undefined;
  for (const o of outcomes) {
    if (o.relation !== 'supported') continue;
    for (const s of o.by) {
      if (s.unit.kind !== 'sentence' && s.unit.kind !== 'item') continue;
      const word = FAILS_IF.exec(s.unit.text)?.[1];
      if (word) return { word: `"${word}"`, value: s.text, at: s };
    }
  }
  return undefined;
}

/** The sentence before this one in the same paragraph, if any. */
function sentenceBefore(unit: Unit, model: SourceModel, source: Source): Unit | undefined {
  const before = model.units.filter((u) => u.kind === 'sentence' && u.range.end <= unit.range.start).at(-1);
  return before && !/\n\s*\n/u.test(source.text.slice(before.range.end, unit.range.start)) ? before : undefined;
}

/** A name is stated when the source names it in a place that shares the claim's other words, or in the field the claim is about. */
function assessName(
  fact: ClaimFact,
  claim: ClaimReading,
  model: SourceModel,
  source: Source,
  supportUnits: readonly Unit[],
): FactOutcome {
  // Stryker disable next-line ObjectLiteral,StringLiteral,ArrayDeclaration: assessName is only called with the claim's name facts (names filters kind 'name'); the test only narrows the type
  if (fact.value.kind !== 'name') return { fact, relation: 'not-stated', by: [] };
  const folded = ` ${foldName(fact.value.name)} `;
  if (folded.trim() === '') return { fact, relation: 'supported', by: [] };
  if (` ${foldName(source.title ?? '')} `.includes(folded))
    return { fact, relation: 'supported', by: [], subject: true };
  // The value of a field the claim is about: "written by Dan Scales" and "Author(s): Dan Scales, Keith Randall".
  const told = new Set([...fact.all, ...fact.near]);
  // Every such field: "written and directed by Quentin Tarantino" is said by "Written by" and "Directed by" together.
  const fields = model.facts.filter(
    (s) => s.value.kind === 'name' && ` ${foldName(s.value.name)} `.includes(folded) && s.key.some((k) => told.has(k)),
  );
  if (fields.length > 0) return { fact, relation: 'supported', by: fields };
  // Or in the text of such a field: "Romain François" in `Authors@R: c(person("Romain", "François", ...), ...)`.
  const inField = model.units.find(
    (u) =>
      u.kind === 'field' && u.folded.includes(folded) && keyRoots(u.text.split(':')[0] ?? '').some((k) => told.has(k)),
  );
  // (It says who, not what they did: the claim's other words are still to be found.)
  if (inField) return { fact, relation: 'supported', by: [] };
  // A one-word name that a longer key of a value the claim is supported by holds ("Python" of "supportedPythonVersions").
  const keyed = /^\p{L}+$/u.test(fact.text)
    ? model.facts.find((s) => {
        const last = s.path?.at(-1)?.toLowerCase() ?? '';
        return (
          supportUnits.includes(s.unit) && last.length > fact.text.length && last.includes(fact.text.toLowerCase())
        );
      })
    : undefined;
  if (keyed) return { fact, relation: 'supported', by: [keyed] };
  // Otherwise the name must stand where the claim's values are stated: beside them in their row, record or sentence,
  // or in the sentence just before theirs, in the same paragraph, when theirs names no one of its own ("In the fourth
  // quarter, Initech's revenue was $310 million. For the full year, free cash flow was $140 million.").
  // (Or in a heading the values stand under: "## Aero 16" above "### Firmware 3.0.2".)
  const units = supportUnits.flatMap((u) => {
    if (u.folded.includes(folded) || underHeading(u.section, folded)) return [u];
    const before =
      u.kind === 'sentence' && !/(?<=\s)\p{Lu}/u.test(u.text) ? sentenceBefore(u, model, source) : undefined;
    return before?.folded.includes(folded) ? [u] : [];
  });
  if (units.length === 0) {
    // The field the claim is about gives another name: "directed by Nick Hornby" against "Directed by: John Crowley".
    const leading = words(claim.folded.slice(0, fact.at.start))
      .slice(-4)
      .map((w) => rootOf(w.norm));
    const rivals = model.facts
      // Only a field (not a table cell, whose row the claim would have to name) whose key the name's own clause
      // names, holding a name ("John Crowley", not "N/A").
      .filter(
        (s) =>
          s.value.kind === 'name' &&
          s.key.length > 0 &&
          s.record === undefined &&
          /\p{L}{2,}/u.test(s.text) &&
          !/^n\/?a$/iu.test(s.text) &&
          // (Nor a switch's state: "default-features = false" names nothing.)
          !SWITCH_STATE.test(s.text) &&
          // Not a field that also gives a date or a number ("Died: July 4, 1826 ... Quincy, Massachusetts"): what the
          // claim names there may be the date's name ("on Independence Day 1826").
          !model.facts.some((f) => f.value.kind !== 'name' && f.unit === s.unit),
      )
      // The field's own name must stand just before the claimed name ("directed by Nick Hornby"), and the claim must
      // not give the field's value itself ("a Hindi-language Indian movie" for "Language: Hindi").
      .filter((s) => !` ${foldName(claim.folded)} `.includes(` ${foldName(s.text)} `))
      .map((s) => ({ s, score: new Set(s.key.filter((k) => leading.includes(k))).size }))
      // (And the claim must name the field, not one word of a longer key: "stay in Redis" is not `DEFAULT_JOB_CLASS`.)
      .filter((x) => x.score >= 1 && x.s.key.filter((k) => told.has(k)).length * 2 >= x.s.key.length);
    const best = Math.max(0, ...rivals.map((x) => x.score));
    const top = rivals.filter((x) => x.score === best).map((x) => x.s);
    if (top.length === 1 && top[0]) return { fact, relation: 'refuted', by: top };
    // (A name the source gives elsewhere is stated, only not with the claim's values: the reason says where.)
    const elsewhere = model.units.find((u) => ` ${foldName(u.text)} `.includes(folded));
    return elsewhere && supportUnits.length > 0
      ? {
          fact,
          relation: 'not-stated',
          by: [],
          why: `the source names ${fact.text} (${placeOf(elsewhere, model, source)}), but not where it gives the claim's other values`,
        }
      : { fact, relation: 'not-stated', by: [] };
  }
  const others = new Set(claim.roots);
  const about = units.find(
    (u) =>
      others.size === 0 ||
      u.roots.some((r) => others.has(r)) ||
      u.kind === 'field' ||
      u.kind === 'row' ||
      u.kind === 'heading',
  );
  const fake: SourceFact | undefined = about
    ? {
        value: fact.value,
        text: fact.value.name,
        range: about.range,
        label: about.text,
        key: [],
        row: [],
        scope: [],
        years: [],
        unit: about,
      }
    : undefined;
  return fake
    ? { fact, relation: 'supported', by: [fake] }
    : {
        fact,
        relation: 'not-stated',
        by: [],
        why: `the source names ${fact.text}, but not where it says what the claim says`,
      };
}

/** A claim's word for a pre-release, and for a final one. */
const PRE_RELEASE_WORD = /\b(release candidate|beta|alpha|pre-?release|preview|nightly)\b/iu;
const FINAL_WORD = /\b(?:stable|final|general availability|production[- ]ready)\b/iu;

/** The stage a version's suffix marks it at ("2.0.0rc1", "1.4.0-beta.2"), or none for a final release. */
function stageOf(suffix: string): string | undefined {
  const mark = suffix.replace(/^[-.+]/u, '').toLowerCase();
  if (/^(?:rc|c)\.?\d*$/u.test(mark)) return 'release candidate';
  if (/^(?:b|beta)\.?\d*$/u.test(mark)) return 'beta';
  if (/^(?:a|alpha)\.?\d*$/u.test(mark)) return 'alpha';
  if (/^(?:dev|pre|preview|nightly|canary|snapshot|next|experimental|insiders)/u.test(mark)) return 'pre-release';
  return undefined;
}

const article = (word: string): string => (/^[aeiou]/iu.test(word) ? 'an' : 'a');

/** The words of one stage of a pre-release ("preview" and "pre-release" name any of them). */
const STAGE_WORDS_OF_ONE = new Set(['release candidate', 'beta', 'alpha']);

/**
 * "2.0.0rc1 is the stable release": a version the source gives as a pre-release is no final one, one it gives with
 * no such mark is no release candidate or beta, and one it marks as a beta is no release candidate. A mark that names
 * no stage ("16.0.0-ce.0") neither bears out nor contradicts the stage a claim gives: a person checks it.
 */
function releaseStage(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
  place: (s: SourceFact) => string,
): { why: string; unit: Unit; refutes: boolean } | undefined {
  // (Only a stage said of the version, near it: not "the beta shipped before version 2.0".)
  if (/\b(?:before|after|since|until|prior to)\b/iu.test(claim.folded)) return undefined;
  for (const o of outcomes) {
    const s = o.by[0];
    if (o.relation !== 'supported' || o.fact.value.kind !== 'version' || s?.value.kind !== 'version') continue;
    // (Not the version's own mark: "2.0.0-beta.2 is the final release" calls it final.)
    const around = `${claim.folded.slice(Math.max(0, o.fact.at.start - 30), o.fact.at.start)} ${claim.folded.slice(o.fact.at.end, o.fact.at.end + 40)}`;
    const claimed = PRE_RELEASE_WORD.exec(around)?.[1]?.toLowerCase();
    const final = FINAL_WORD.test(around);
    const stage = stageOf(s.value.suffix);
    if (stage !== undefined && final && claimed === undefined)
      return {
        why: `the source gives ${s.text} (${place(s)}), ${article(stage)} ${stage}, not a final release`,
        unit: s.unit,
        refutes: true,
      };
    if (claimed === undefined) continue;
    if (stage === undefined && s.value.suffix === '')
      return {
        why: `the source gives ${s.text} (${place(s)}), a final release, not ${article(claimed)} ${claimed}`,
        unit: s.unit,
        refutes: true,
      };
    const one = STAGE_WORDS_OF_ONE.has(claimed);
    if (one && stage !== undefined && stage !== 'pre-release' && stage !== claimed)
      return {
        why: `the source gives ${s.text} (${place(s)}), ${article(stage)} ${stage}, not ${article(claimed)} ${claimed}`,
        unit: s.unit,
        refutes: true,
      };
    // ("16.0.0-ce.0", or "2.0.0-dev.3" called a beta: the mark does not say which stage it is.)
    if (stage === undefined || (stage === 'pre-release' && one))
      return {
        why: `the source gives ${s.text} (${place(s)}), whose mark "${s.value.suffix.replace(/^[-.+]/u, '')}" does not say it is ${article(claimed)} ${claimed}; check the release notes`,
        unit: s.unit,
        refutes: false,
      };
  }
  return undefined;
}

/** What the entries under a heading of one kind of change are: "Fixed" lists bugs, "Added" features. */
const KIND_NOUNS = new Map<string, readonly string[]>([
  [rootOf('fixed'), ['bug', 'bugs', 'issue', 'issues', 'problem', 'problems', 'regression', 'regressions'].map(rootOf)],
  [rootOf('added'), ['feature', 'features'].map(rootOf)],
  [rootOf('security'), ['vulnerability', 'vulnerabilities'].map(rootOf)],
]);

function kindNouns(roots: readonly string[]): string[] {
  return roots.flatMap((r) => KIND_NOUNS.get(r) ?? []);
}

/**
 * What an entry of a release says: its own words and those of the headings it sits under inside the release ("### Fixed"),
 * with what such a heading lists ("bugs").
 */
function entryRoots(u: Unit, release: Section): string[] {
  const roots = [...u.roots];
  for (let s = u.section; s && s !== release; s = s.parent) roots.push(...s.roots, ...kindNouns(s.roots));
  return roots;
}

/** The words of a fix, which no other verb of change stands for ("brought" may be "added"; "fixed" is not). */
const FIXES = new Set(['fix', 'fixed', 'fixes', 'bug', 'bugs', 'resolve', 'resolved', 'resolves'].map(rootOf));

/** A thing arriving in a release: "came in 1.0.0", "shipped in version 2.1" (not "came out on 2 May"). */
const ARRIVED_IN = /\b(?:came|arrived|landed|shipped|appeared|debuted)\s+in\s+(?:(?:version|release)\s+)?v?\d/iu;

const RELEASE_NOUNS = new Set(['version', 'release', 'releases', 'versions'].map(rootOf));

/** Words that stress what a claim says of a release, not what changed: "that entry alone lists ten separate changes". */
const STRESS_WORDS = new Set(['alone', 'separate', 'distinct', 'individual', 'altogether'].map(rootOf));

/** A version the claim names as a point in time, not as what changed: "after 2.0.0", "a week before 2.0.1". */
const REFERENCE_BEFORE = /\b(?:after|before|since|than|following|preceding)\s+(?:(?:version|release)\s+|v)?$/iu;

/**
 * The releases whose headings give the claim's versions and that the claim says changed something: "A week before
 * 2.0.1, 2.0.0 removed the JWS serializers" names 2.0.1 only as a point in time. All of them when each is named so.
 */
function changedReleases(claim: ClaimReading, units: readonly Unit[], model: SourceModel): Section[] {
  const points = claim.facts.filter(
    (f) =>
      f.value.kind === 'version' && REFERENCE_BEFORE.test(claim.folded.slice(Math.max(0, f.at.start - 40), f.at.start)),
  );
  const headings = units.filter((u) => u.kind === 'heading' && u.section);
  const point = (u: Unit): boolean =>
    model.facts.some(
      (s) => s.unit === u && s.value.kind === 'version' && points.some((f) => relation(f, s) === 'match'),
    );
  const changed = headings.filter((u) => !point(u));
  return (changed.length > 0 ? changed : headings).flatMap((u) => (u.section ? [u.section] : []));
}

/** Words that say which release a claim means ("the upcoming 5.0.0"), not what it changed. */
const WHICH_RELEASE = new Set(['upcoming', 'forthcoming', 'unreleased', 'latest', 'newest', 'current'].map(rootOf));

/**
 * What a claim says a release changed, when its values only come from the release's heading: the heading states the
 * version and the date, not what was fixed or added, so the section's entries must use most of the claim's other words.
 */
function unsaidWords(
  claimText: string,
  claim: ClaimReading,
  model: SourceModel,
  units: readonly Unit[],
  keyRoots: ReadonlySet<string>,
): string | undefined {
  // ("Version 2.0.0", "Release 1.1.0": the words that name the release are not what it changed; "first" is the order
  // of releases, which changelogOrder checks.)
  // (Nor the product a version is of, "Express 5.1.0": the log is that product's.)
  const products = new Set(
    claim.facts.flatMap((f) => f.near.filter((t) => t.startsWith('p:')).flatMap((t) => contentRoots(t.slice(2)))),
  );
  const rest = [...new Set(claim.roots)].filter(
    (r) =>
      !keyRoots.has(r) &&
      r.length >= 2 &&
      !RELEASE_NOUNS.has(r) &&
      !STRESS_WORDS.has(r) &&
      !CONNECTIVES.has(r) &&
      !WHICH_RELEASE.has(r) &&
      r !== 'first' &&
      !products.has(r),
  );
  // Stryker disable next-line ConditionalExpression: with rest empty, missing, said and things are empty and best is 0 (or entries is empty), so neither message can be returned and the function returns undefined anyway
  if (rest.length === 0) return undefined;
  const wordOf = (root: string): string => asWritten(root, claimText);
  // (Of two releases the claim says changed something, the one whose entries say most of it.)
  const says = (h: Section): number => {
    const roots = new Set(
      model.units.filter((u) => within(u.section, h) && u.kind !== 'heading').flatMap((u) => entryRoots(u, h)),
    );
    return rest.filter((r) => roots.has(r)).length;
  };
  const heading = changedReleases(claim, units, model).reduce<Section | undefined>(
    (best, h) => (best === undefined || says(h) > says(best) ? h : best),
    undefined,
  );
  // ("Dark mode and a new icon came in 1.0.0": a thing arriving in a release is a change of it too.)
  if (heading && (CHANGE_VERBS.test(claim.folded) || ARRIVED_IN.test(claim.folded))) {
    const entries = model.units
      .filter((u) => within(u.section, heading) && u.kind !== 'heading')
      .map((u) => entryRoots(u, heading));
    const inSection = new Set(entries.flat());
    const missing = rest.filter((r) => !inSection.has(r));
    // The change must be one entry's: "renamed termcolor to auto-color" is not two entries' words put together.
    const said = rest.filter((r) => inSection.has(r));
    const best = Math.min(...entries.map((roots) => said.filter((r) => !roots.includes(r)).length));
    // (Things the claim lists, "Dark mode and CSV export came in 1.0.0", are each one entry's.)
    const parts = claim.folded
      .split(/\s*,\s*|\s+(?:and|plus)\s+|\s*&\s*/u)
      .map((part) => contentRoots(part).filter((r) => said.includes(r) && !CHANGE_ROOTS.has(r)))
      .filter((roots) => roots.length > 0);
    const listed =
      parts.length >= 2 &&
      said.every((r) => CHANGE_ROOTS.has(r) || parts.some((p) => p.includes(r))) &&
      parts.every((p) => entries.some((roots) => p.every((r) => roots.includes(r))));
    if (entries.length > 0 && best >= 1 && !listed && missing.length / rest.length <= 0.5)
      return `no single entry of "${heading.heading}" says this; its words come from different entries`;
    // A thing the entries never name ("added telemetry") is not said, whatever else they share; a verb of change may
    // be worded otherwise ("brought" for "added").
    const named = missing.filter(
      (r) => !CHANGE_VERBS.test(wordOf(r)) && !LOG_WORDS.has(r) && !RELEASE_EVENT.has(r) && !WHEN_WORDS.has(r),
    );
    // (Nor is a fix where the release lists none: "Version 1.0.0 fixed it" of a release that only adds.)
    const things =
      named.length > 0 ? named : missing.filter((r) => FIXES.has(r) && ![...FIXES].some((f) => inSection.has(f)));
    if ((missing.length >= 2 && missing.length / rest.length > 0.5) || things.length > 0)
      return `the source's entry "${heading.heading}" does not say this: it never mentions ${(things.length > 0 ? things : missing).slice(0, 4).map(wordOf).join(', ')}`;
  }
  // Whatever the verb, a claim none of whose things its release's entries name, while one entry of another release
  // names most of them, is not borne out: "2.0.0 let the salt be None again" where only 2.0.1's entry speaks of the salt.
  if (heading) {
    const things = rest.filter(
      (r) =>
        r.length >= 3 &&
        !CHANGE_ROOTS.has(r) &&
        !PATCH_WORDS.has(r) &&
        !LOG_WORDS.has(r) &&
        !RELEASE_EVENT.has(r) &&
        !WHEN_WORDS.has(r),
    );
    const own = new Set(
      model.units
        .filter((u) => u.kind !== 'heading' && within(u.section, heading))
        .flatMap((u) => entryRoots(u, heading)),
    );
    const elsewhere = model.units.some((u) => {
      const release = u.kind === 'heading' ? undefined : releaseOf(u.range, model);
      const roots = release && release !== heading ? entryRoots(u, release) : [];
      return things.filter((r) => roots.includes(r)).length * 2 >= things.length;
    });
    if (things.length > 0 && things.every((r) => !own.has(r)) && elsewhere)
      return `the source's entry "${heading.heading}" does not say this: it never mentions ${things.slice(0, 4).map(wordOf).join(', ')}`;
  }
  return undefined;
}

/**
 * A change put in the wrong release ("The .cjs extension came in 2.1.26" when the log lists it under 2.1.27): the claim's
 * release heading states its version or date, its words are not in that release's entries, and one entry of another
 * release says them. The refutation names that release.
 */
function otherRelease(
  claim: ClaimReading,
  model: SourceModel,
  units: readonly Unit[],
  keyRoots: ReadonlySet<string>,
): { why: string; unit: Unit; refutes: boolean } | undefined {
  const releases = changedReleases(claim, units, model);
  const release = releases[0];
  if (!release) return undefined;
  const inClaimed = (u: Unit): boolean => releases.some((r) => within(u.section, r));
  // ("The latest release is 1.2.0": "latest" is the order of releases, which changelogOrder checks.)
  const newest = NEWEST_WORDS.test(claim.folded);
  const rest = [...new Set(claim.roots)].filter(
    (r) =>
      !keyRoots.has(r) &&
      r.length >= 3 &&
      !RELEASE_EVENT.has(r) &&
      !RELEASE_NOUNS.has(r) &&
      !CONNECTIVES.has(r) &&
      !(newest && ORDER_ROOTS.has(r)),
  );
  const saidBy = (u: Unit): readonly string[] => {
    const own = releaseOf(u.range, model);
    return own ? entryRoots(u, own) : u.roots;
  };
  const inRelease = new Set(model.units.filter((u) => u.kind !== 'heading' && inClaimed(u)).flatMap(saidBy));
  const strays = rest.filter((r) => !inRelease.has(r));
  if (strays.length === 0) return undefined;
  // (The thing is what must be listed elsewhere; the change may be worded otherwise, "removed" for "Deprecated".)
  const things = rest.filter((r) => !CHANGE_ROOTS.has(r));
  const named = claim.facts.flatMap((f) => (f.value.kind === 'name' ? contentRoots(f.value.name) : []));
  const candidates = model.units.filter((u) => {
    if (u.kind === 'heading' || !u.section || inClaimed(u)) return false;
    const roots = saidBy(u);
    const covered = things.filter((r) => roots.includes(r)).length;
    return (
      things.length > 0 &&
      strays.every((r) => roots.includes(r) || CHANGE_ROOTS.has(r)) &&
      named.every((r) => roots.includes(r)) &&
      covered / things.length >= 0.6
    );
  });
  const elsewhere = new Set(candidates.map((u) => releaseOf(u.range, model)));
  const other = elsewhere.size === 1 ? [...elsewhere][0] : undefined;
  const entry = candidates[0];
  if (!other || !entry || other === release) return undefined;
  // (Where the claim's release says things of the claim that entry lacks, the claim may word that release's own entry
  // otherwise: "2.0.1 made it possible to pass None as the salt again" is 2.0.1's "The salt argument ... can be None
  // again" as well as like 0.16's "Made it possible to pass unicode values". A person tells.)
  const own = things.filter((r) => inRelease.has(r) && !saidBy(entry).includes(r));
  if (own.length > 0)
    return {
      why: `the claim's words ${strays.map((r) => `"${asWritten(r, claim.folded)}"`).join(', ')} are those of "${entry.text}" under "${other.heading}", though "${release.heading}" speaks of ${own.map((r) => `"${asWritten(r, claim.folded)}"`).join(', ')}; say which release the claim means`,
      unit: entry,
      refutes: false,
    };
  return {
    why: `the source lists "${entry.text}" under "${other.heading}", not under "${release.heading}"`,
    unit: entry,
    refutes: true,
  };
}

/** Where a sentence's clauses part: ";", ", and", ", but", "while", "whereas". */
const CLAUSE_BREAK = /;|,\s+(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+/giu;

/**
 * "Node.js 20 reaches end-of-life in April 2025" against "Node.js 20 remains in Active LTS until October 2024, and
 * Node.js 18 reaches end-of-life in April 2025": the claim's value stands in a clause of the sentence that does not
 * name the claim's name, which another clause of it does.
 */
function nameInOtherClause(
  claim: ClaimReading,
  outcomes: readonly FactOutcome[],
): { why: string; unit: Unit } | undefined {
  const names = claim.facts.filter((f) => f.value.kind === 'name');
  // Stryker disable next-line ConditionalExpression: with no names, own is always empty, so no stray is found and the loop returns undefined anyway
  if (names.length === 0) return undefined;
  // (Each clause of the claim: "uses an Intel i7-9700K and runs Ubuntu 20.04" says 20.04 of Ubuntu, not of Intel.)
  const clauseOf = clauseStarts(claim.folded, CLAUSE_CUT);
  for (const o of outcomes) {
    const s = o.by[0];
    if (o.relation !== 'supported' || o.derived || o.fact.value.kind === 'name' || !s) continue;
    if (s.unit.kind !== 'sentence' && s.unit.kind !== 'item' && s.unit.kind !== 'field') continue;
    const text = s.unit.text;
    // (A list item's or a field's text may not start where its range does, "- " or "Status: " aside: the value is the
    // one written nearest its place.)
    // (The unit's text is on one line; a value may break across two, "April\n2025".)
    const written = s.text.replace(/\s+/gu, ' ');
    const at = nearestAt(text, written, s.range.start - s.unit.range.start);
    if (at === undefined) continue;
    const cuts = [0, ...[...text.matchAll(CLAUSE_BREAK)].map((m) => m.index), text.length];
    // Stryker disable next-line ConditionalExpression: with no break, the clause is the whole text, so a name not in the clause is not in the sentence either and no stray is found
    if (cuts.length < 3) continue;
    // Stryker disable next-line ConditionalExpression: at >= 0 = cuts[0] (the value lies in its unit) and cuts ascend, so the first i with at < cuts[i + 1] already has at >= cuts[i]
    const k = cuts.findIndex((c, i) => at >= c && at < (cuts[i + 1] ?? Infinity));
    const clause = text.slice(cuts[k] ?? 0, cuts[k + 1] ?? text.length);
    const own = names
      .filter((n) => clauseOf(n.at.start) === clauseOf(o.fact.at.start))
      .map((n) => ({ text: n.text, folded: foldName(n.text) }));
    const inClause = ` ${foldName(clause)} `;
    const inSentence = ` ${foldName(text)} `;
    const stray = own.find((n) => !inClause.includes(` ${n.folded} `) && inSentence.includes(` ${n.folded} `));
    if (stray)
      return {
        why: `the source gives ${written} in "${clause.replace(/^[;,\s]+(?:and|but|while|whereas)?\s*/iu, '').trim()}", which does not name ${stray.text}`,
        unit: s.unit,
      };
  }
  return undefined;
}

/** Where in a text a value is written nearest an expected place; undefined when it is not written there at all. */
function nearestAt(text: string, value: string, expected: number): number | undefined {
  let best: number | undefined;
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
    if (best === undefined || Math.abs(at - expected) < Math.abs(best - expected)) best = at;
  return best;
}

/** The kinds of change a log groups its entries under ("### Added", "### Fixed"), by the verbs a claim says them with. */
const CHANGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  added: ['add', 'adds', 'added'],
  fixed: ['fix', 'fixes', 'fixed'],
  removed: ['remove', 'removes', 'removed'],
  deprecated: ['deprecate', 'deprecates', 'deprecated'],
};
const CHANGE_TYPE_ROOTS = new Set(Object.values(CHANGE_TYPES).flat().map(rootOf));

/**
 * "Version 1.1.0 added the Italian translation" when the log lists it under "### Fixed": the entry the claim's words
 * name sits under a heading of another kind of change than the claim's verb.
 */
function otherChangeType(
  claim: ClaimReading,
  model: SourceModel,
  units: readonly Unit[],
): { why: string; unit: Unit } | undefined {
  const release = units.find((u) => u.kind === 'heading')?.section;
  const written = new Set(words(claim.folded).map((w) => w.norm));
  // Stryker disable next-line OptionalChaining: type is a key of CHANGE_TYPES itself, so CHANGE_TYPES[type] is always defined
  const said = Object.keys(CHANGE_TYPES).filter((type) => CHANGE_TYPES[type]?.some((v) => written.has(v)));
  if (!release || said.length !== 1) return undefined;
  const named = new Set(claim.facts.filter((f) => f.value.kind === 'name').flatMap((f) => contentRoots(f.text)));
  const things = claimWords(claim).filter(
    (r) => named.has(r) || (r.length >= 3 && !RELEASE_NOUNS.has(r) && !CHANGE_TYPE_ROOTS.has(r)),
  );
  // The entry of the release that has all the claim's other words, under a heading of one kind of change.
  const entries = model.units.filter(
    (u) =>
      u.kind !== 'heading' &&
      u.section !== release &&
      within(u.section, release) &&
      things.length > 0 &&
      // Stryker disable next-line OptionalChaining: within(u.section, release) before it holds only for a unit with a section
      things.every((r) => u.roots.includes(r) || u.section?.roots.includes(r) || release.roots.includes(r)),
  );
  const entry = entries.length === 1 ? entries[0] : undefined;
  const type = entry?.section?.heading.trim().toLowerCase();
  if (!entry || !type || !(type in CHANGE_TYPES) || type === said[0]) return undefined;
  return {
    // Stryker disable next-line OptionalChaining: an entry is within the release (the filter above), so it has a section
    why: `the source lists "${entry.text}" under "${entry.section?.heading ?? ''}", not as ${said[0]}`,
    unit: entry,
  };
}

const ORDER_ROOTS = new Set(['latest', 'newest', 'current', 'recent', 'last', 'most'].map(rootOf));

/** Words that place a release in time against another ("eight days later"): the dates check them, not the entries. */
const WHEN_WORDS = new Set(
  ['later', 'earlier', 'after', 'before', 'apart', 'since', 'afterwards', 'following', 'previous', 'prior'].map(rootOf),
);

/** The verbs of a changelog's kinds of change, as roots: "fixed", "removed", "deprecated". */
const CHANGE_ROOTS = new Set(
  [
    ...['fix', 'fixed', 'fixes', 'add', 'added', 'adds', 'remove', 'removed', 'removes', 'drop', 'dropped', 'drops'],
    ...['deprecate', 'deprecated', 'deprecates', 'change', 'changed', 'changes', 'rename', 'renamed', 'renames'],
    ...['replace', 'replaced', 'replaces', 'introduce', 'introduced', 'introduces', 'update', 'updated', 'updates'],
    ...['bring', 'brings', 'brought'],
  ].map(rootOf),
);

/** Words that say a release happened, not what it changed ("came in 2.1.26", "shipped", "landed"). */
const RELEASE_EVENT = new Set(
  [
    'came',
    'come',
    'arrived',
    'arrive',
    'landed',
    'land',
    'appeared',
    'appear',
    'shipped',
    'followed',
    'went',
    'out',
  ].map(rootOf),
);

/** Is a source value the number ending a name the claim gives ("2" of "Python 2"), in a passage that gives the name? */
function numberOfName(s: SourceFact, claim: ClaimReading): boolean {
  return claim.facts.some(
    (f) =>
      f.value.kind === 'name' &&
      f.value.name.endsWith(` ${s.text}`) &&
      s.unit.folded.includes(` ${foldName(f.value.name)} `),
  );
}

/** The words of the rows a claim about all the others leaves out: "Geelong" of "every team but Geelong has ...". */
const EXCEPTED =
  /\b(?:all|every|each|any)\b[^.;]*?\b(?:but|except(?: for)?|other than|apart from|aside from|besides|excluding|save)\s+((?:\p{L}[\p{L}'’-]*\s?){1,4}?)(?=\s*(?:[,;.]|$|\b(?:has|have|had|is|are|was|were|scored|won|got|finished|made)\b))/giu;

function exceptedRows(claim: ClaimReading): Set<string> {
  return new Set([...claim.folded.matchAll(EXCEPTED)].flatMap((m) => contentRoots(m[1] ?? '')));
}

/** The two other values of a claim whose product is this one's ("three ... ten seconds" of "thirty seconds"), if any. */
function productOfOthers(fact: ClaimFact, claim: ClaimReading): string | undefined {
  if (fact.value.kind !== 'quantity') return undefined;
  const target = fact.value.quantity;
  const others = claim.facts.flatMap((f) =>
    f !== fact && f.value.kind === 'quantity' ? [{ text: f.text, q: f.value.quantity }] : [],
  );
  // (A count of more than one times a measure in the value's own unit: "three failures ten seconds apart".)
  for (const count of others)
    for (const measure of others) {
      const times = count.q.value;
      const product = times * measure.q.value;
      if (
        count.q.dimension === 'count' &&
        MEASURES.test(target.dimension) &&
        measure.q.dimension === target.dimension &&
        Number.isInteger(times) &&
        times > 1 &&
        product >= target.lo &&
        product <= target.hi
      )
        return `${count.text} and ${measure.text}`;
    }
  return undefined;
}

/** Words that set a time between two dates: "four months after", "two weeks apart". */
const SPAN_AFTER = /^\s+(?:after|before|later|earlier|apart)\b/u;

/**
 * A time the claim gives between two of its own dates ("shipped on July 8, 2026, just under four months after 1.20
 * arrived on March 10", "the gap between the August 2024 and March 2025 releases"), with the days the dates make and
 * whether the claim's time fits them.
 */
function ownSpan(claim: ClaimReading): { fact: ClaimFact; dates: string; days: number; fits: boolean } | undefined {
  const days = claim.facts.flatMap((f) =>
    f.value.kind === 'date' ? [{ text: f.text, date: f.value.date, at: f.at }] : [],
  );
  const [a, b, more] = days;
  if (!a || !b || more) return undefined;
  const between = timeBetween(a.date, b.date);
  // ("The gap between the August 2024 and March 2025 releases was about six and a half months.")
  const joined =
    /\bbetween\s+(?:the\s+)?$/u.test(claim.folded.slice(0, a.at.start)) &&
    /^\s+and\s+(?:the\s+)?$/u.test(claim.folded.slice(a.at.end, b.at.start));
  const fact = claim.facts.find(
    (f) =>
      f.value.kind === 'quantity' &&
      f.value.quantity.dimension === 'time' &&
      (joined || SPAN_AFTER.test(claim.folded.slice(f.at.end, f.at.end + 12))),
  );
  if (between === undefined || fact?.value.kind !== 'quantity') return undefined;
  // (A time in whole months or weeks is rounded: "four months" fits 120 days, within an eighth of it.)
  const { lo, hi, value, qualifier } = fact.value.quantity;
  const slack = qualifier === 'exact' ? value / 8 : 0;
  return {
    fact,
    dates: `${a.text} and ${b.text}`,
    days: Math.round((between.least + between.most) / 2 / 86400),
    fits: between.least <= Math.max(hi, value + slack) && between.most >= Math.min(lo, value - slack),
  };
}

/**
 * The time between two dates, in seconds: to the day, or, between two months ("August 2024 and March 2025"), from a
 * month less to a month more than the months between them. One date without its year is taken in the other's.
 */
function timeBetween(a: DateMention, b: DateMention): { least: number; most: number } | undefined {
  const year = a.year ?? b.year;
  if (!a.month || !b.month || year === undefined || a.bound || b.bound || !a.day !== !b.day) return undefined;
  const at = (d: DateMention): number => Date.UTC(d.year ?? year, (d.month ?? 1) - 1, d.day ?? 1);
  const seconds = Math.abs(at(a) - at(b)) / 1000;
  return a.day ? { least: seconds, most: seconds } : { least: seconds - MONTH_SECONDS, most: seconds + MONTH_SECONDS };
}

/** What joins a part's count to the whole's: "seven of the twenty". */
const PART_OF = /^\s+of\s+(?:the|its|their|those|these|all)\s+$/u;

/** "the default of", "defaults to", "default:" right before a value: the value is the one given as the default. */
const DEFAULT_OF = /\bdefaults?(?:\s+(?:of|is|was|to|at|value|setting))*\s*[:=]?\s*$/iu;

/** Words before a count that make it a total of more than one list: "Counting the retired ones, that makes eleven". */
const WITH_OTHERS = /\b(?:counting|including|together with|along with|on top of)\b/iu;

/** Words before a count that make it what is left of a whole: "That leaves six packages". */
const REMAINDER = /\b(?:leaves|leaving|left with)\s+(?:just\s+|only\s+)?$/iu;

/** Words after a count that make it a count of some of the things only: "besides rail", "since 2021". */
const SOME_OF = /\b(?:besides|other than|apart from|aside from|except|excluding|not counting|since)\b/iu;

/** Does a claimed number end a name the source gives ("5" of "injun 5", a table's row "Injun 5")? */
function endsSourceName(fact: ClaimFact, claim: ClaimReading, model: SourceModel): boolean {
  if (!/^\d+$/u.test(fact.text)) return false;
  const before = claim.folded
    .slice(Math.max(0, fact.at.start - 40), fact.at.start)
    .trim()
    .split(/\s+/u);
  const names = sourceNames(model);
  return [1, 2, 3].some((k) => names.has(foldName(`${before.slice(-k).join(' ')} ${fact.text}`)));
}

/** The names the source gives, folded (values.foldName), read once per model. */
const namesByModel = new WeakMap<SourceModel, Set<string>>();
function sourceNames(model: SourceModel): Set<string> {
  let known = namesByModel.get(model);
  if (!known)
    namesByModel.set(
      model,
      (known = new Set(model.facts.flatMap((s) => (s.value.kind === 'name' ? [foldName(s.value.name)] : [])))),
    );
  return known;
}

/** A word that a number after it names a period or a step of: "quarter 2", "level 3", "week 12". */
const LABEL_BEFORE =
  /\b(quarter|week|day|level|round|stage|phase|step|season|episode|chapter|lap|heat|leg|game|match|tier|grade|group|part)\s+$/iu;

/** How many of the claim's words a release heading's section (the heading and the entries under it) uses. */
function sectionSays(heading: SourceFact, claim: ClaimReading, model: SourceModel): number {
  const section = heading.unit.section;
  if (!section) return 0;
  const used = new Set(model.units.filter((u) => within(u.section, section)).flatMap((u) => u.roots));
  return new Set(claim.roots.filter((r) => used.has(r))).size;
}

/**
 * Is the claim's version a release of a source that has release headings: one a heading gives ("## 3.0.0" for "Version
 * 3.0.0"), or one beside another version of the claim that a release's entry gives ("Version 4.0.0 raised the minimum
 * Node version to 18.0.0")?
 */
function releaseMeant(fact: ClaimFact, claim: ClaimReading, model: SourceModel): boolean {
  if (fact.value.kind !== 'version') return false;
  const headings = model.facts.filter((h) => h.unit.kind === 'heading' && h.value.kind === 'version');
  if (headings.some((h) => relation(fact, h) === 'match')) return true;
  const entries = model.facts.filter((s) => s.value.kind === 'version' && s.unit.kind !== 'heading' && s.unit.section);
  // (Not beside another version of its own product: "drops Python 3.8 and 3.9" names two versions of Python.)
  const product = productIn(fact.near);
  return (
    headings.length > 0 &&
    claim.facts.some(
      (f) =>
        f !== fact &&
        f.value.kind === 'version' &&
        !(product !== undefined && productIn(f.near) === product) &&
        entries.some((s) => relation(f, s) === 'match'),
    )
  );
}

/** A value under a release's heading ("- Fixed a crash in 3.1.0" under "## 3.2.0"), not under one of another kind. */
function underRelease(s: SourceFact, model: SourceModel): boolean {
  let sections = releaseSections.get(model);
  if (!sections)
    releaseSections.set(
      model,
      (sections = model.facts.flatMap((h) =>
        h.unit.kind === 'heading' && h.value.kind === 'version' && h.unit.section ? [h.unit.section] : [],
      )),
    );
  return sections.some((r) => within(s.unit.section, r));
}
const releaseSections = new WeakMap<SourceModel, readonly Section[]>();

function within(section: Section | undefined, ancestor: Section): boolean {
  for (let s = section; s; s = s.parent) if (s === ancestor) return true;
  return false;
}

/** After every value is stated: does the rest of the claim ask for something this tier cannot judge, or contradict the passage? */
function remainderConcern(
  claimText: string,
  claim: ClaimReading,
  units: readonly Unit[],
  keyRoots: ReadonlySet<string>,
  allUnits: readonly Unit[],
  // Stryker disable next-line BooleanLiteral: the one caller passes compared, so the default is never used
  compared = false,
  // Stryker disable next-line ArrowFunction,BooleanLiteral: the one caller passes holds, so the default is never used
  holds: (word: string) => boolean = () => false,
): { support: 'refuted' | 'neutral'; why: string; unit?: Unit } | undefined {
  // Where a changelog heading states the values, its section's entries say what the release did.
  const sections = units.flatMap((u) => (u.kind === 'heading' && u.section ? [u.section] : []));
  const entries = allUnits.filter((u) => sections.some((h) => within(u.section, h)));
  const passage = [...units, ...entries].map((u) => u.text).join(' ');
  const done = notYetDone(claim, units.find((u) => u.section?.status) ?? units[0], passage, [...units, ...entries]);
  if (done) return { support: 'refuted', ...done };
  const closest = bestUnitOf(claim, allUnits)?.unit;
  // "only suggested" says which field ("Suggests"), not a comparison across the source.
  // ("the only hall established in 1988" is a comparison.)
  const onlys = [...claim.folded.toLowerCase().matchAll(/\b(\p{L}+) only (\p{L}+)/gu)];
  const onlyKey =
    onlys.length === (claim.folded.toLowerCase().match(/\bonly\b/gu) ?? []).length &&
    // Stryker disable next-line StringLiteral: the pattern's two groups take part in every match, so m[1] and m[2] are always strings
    onlys.every((m) => /^(?:are|is|was|were|be|been)$/u.test(m[1] ?? '') && keyRoots.has(rootOf(m[2] ?? '')));
  // A comparison the claim states with its number was derived from the two values it compares.
  // (A setting's passage is what the source says of it too: "The number of replicas for each Region.")
  const about = units.map((u) => (u.kind === 'field' ? u.folded : '')).join(' ');
  const reasoning = reasoningWord(
    claim,
    `${passage} ${about} ${closest?.text ?? ''}`,
    (w) => keyRoots.has(rootOf(w)) || (compared && COMPARISON.has(w)) || holds(w) || (w === 'only' && onlyKey),
  );
  // Stryker disable next-line StringLiteral: the one caller reads support only to test for 'refuted'
  if (reasoning) return { support: 'neutral', why: needsComparison(reasoning) };
  const trend = trendSaid(claim, `${passage} ${closest?.text ?? ''}`);
  // Stryker disable next-line StringLiteral: the one caller reads support only to test for 'refuted'
  if (trend) return { support: 'neutral', why: needsComparison(trend) };
  // "The thirty-second figure was picked to line up with nginx's read timeout": the value is stated, the motive is not.
  const reason = unstatedReason(claimText, new Set(allUnits.flatMap((u) => u.roots)));
  if (reason)
    return {
      // Stryker disable next-line StringLiteral: the one caller reads support only to test for 'refuted'
      support: 'neutral',
      why: `the claim gives a reason, "${reason}", which the source does not give; cite where it is said, or check it by hand`,
    };
  const negations = negationCount(claimText);
  // Stryker disable next-line ArithmeticOperator: counts are never negative, and a sum or a difference from 0 of them is 0 only when all are
  const passageNegations = units.reduce((n, u) => n + negationCount(u.text), 0);
  if (negations % 2 === 1 && passageNegations === 0)
    return {
      // Stryker disable next-line StringLiteral: the one caller reads support only to test for 'refuted'
      support: 'neutral',
      why: 'the claim negates what the source states; no check here can judge that wording',
    };
  for (const u of units) {
    const flip = antonymFlip(claimText, u.text);
    if (flip)
      return {
        support: 'refuted',
        why: `the claim says "${flip.claimWord}" where the source says "${flip.passageWord}"`,
        unit: u,
      };
  }
  return undefined;
}

/** A trend said with no value of its own: "kept rising", "has been falling", "continued to grow". */
const TREND =
  /\b(?:(?:kept|keeps|keep|continued|continues|has been|have been|had been|was|were|is|are|still)\s+(?:on\s+)?(?:rising|falling|growing|declining|shrinking|increasing|decreasing|climbing|dropping|improving|worsening)|(?:continued|continues|went on|kept on)\s+to\s+(?:rise|fall|grow|decline|shrink|increase|decrease|climb|drop|improve|worsen))\b/u;

/**
 * A trend the claim states in a clause with no value of its own ("56% in 2021, and its share kept rising"), which the
 * passage does not say in those words: only the years of a series could show it.
 */
function trendSaid(claim: ClaimReading, passage: string): string | undefined {
  const said = passage.toLowerCase();
  for (const clause of withoutBounds(claim).split(/[,;]|\s(?:and|but|while|whereas)\s/u)) {
    const m = TREND.exec(clause);
    if (m && !clause.includes('#') && !said.includes(m[0])) return m[0];
  }
  return undefined;
}

/** Bounds that belong to a value ("more than 3,700", "at least version 1.1.7", "4.1.0 or newer", "3.9 and later", "only six"). */
const BOUND_WORDS =
  /\b(?:more|less|fewer|higher|lower|greater|at least|at most|no more|no less|up to|all|only|just|over|under|before|after|since|until|every|once every|only every|older|newer|younger|earlier|later)\s+(?:than\s+)?(?:(?:about|around|roughly|nearly|almost|version|the)\s+)*#|#\s*(?:(?:or|and) (?:more|newer|later|higher|above|greater|fewer|less|lower|below|earlier|older|up)|\+|more|fewer|less|later|earlier|apart|in all|in total|altogether)\b/gu;

/**
 * Bounds a version has: "at least version 1.1.7", "4.1.0 or newer", "3.9+" ("before version 2.0" says when something
 * happened, which no value of the source bears out).
 */
const VERSION_BOUNDS =
  /\b(?:at least|at most|newer than|older than)\s+(?:version\s+)?§|§\s*(?:(?:or|and) (?:newer|later|higher|above|up|greater|older|earlier|lower|below)|\+)/gu;

/** The claim in lower case with its values as "#" and the bounds attached to them removed. */
function withoutBounds(claim: ClaimReading): string {
  let text = claim.folded.toLowerCase();
  const facts = claim.facts.filter((f) => f.value.kind !== 'name').sort((a, b) => b.at.start - a.at.start);
  for (const f of facts)
    if (f.at.end <= text.length)
      text = `${text.slice(0, f.at.start)}${f.value.kind === 'version' ? '§' : '#'}${text.slice(f.at.end)}`;
  // "more than any other" is "the most".
  return text
    .replace(VERSION_BOUNDS, '#')
    .replace(BOUND_WORDS, '#')
    .replace(/§/gu, '#')
    .replace(/\b(?:more|higher|larger|greater|bigger|longer) than (?:any|all|every) others?\b/gu, 'most')
    .replace(/\b(?:fewer|less|lower|smaller|shorter) than (?:any|all|every) others?\b/gu, 'least');
}

/** The source unit that shares the most content words with the claim. */
function bestUnitOf(claim: ClaimReading, units: readonly Unit[]): { unit: Unit; covered: number } | undefined {
  const roots = new Set(claim.roots);
  let best: { unit: Unit; covered: number } | undefined;
  for (const unit of units) {
    const covered = new Set(unit.roots.filter((r) => roots.has(r))).size;
    if (
      covered > 0 &&
      (!best || covered > best.covered || (covered === best.covered && unit.text.length < best.unit.text.length))
    )
      best = { unit, covered };
  }
  return best;
}

/**
 * A claim with no values: supported only when one passage states every content word of it in the same order with
 * the same polarity (a near quotation); refuted by a flipped word or negation in such a passage; otherwise neutral,
 * saying that no tier here can judge the wording.
 */
function assessWording(
  claimText: string,
  claim: ClaimReading,
  model: SourceModel,
  release?: Section,
): DeterministicResult {
  // Said of a release ("Its only listed change is an update to env_filter"): its entries, and words about the log
  // itself ("listed", "change") say nothing of them.
  const entries = release ? model.units.filter((u) => u.kind !== 'heading' && within(u.section, release)) : [];
  const roots = [...new Set(claim.roots)].filter((r) => !CONNECTIVES.has(r) && !(release && LOG_WORDS.has(r)));
  const hasNames = claim.facts.some((f) => f.value.kind === 'name');
  if (roots.length < (hasNames ? 1 : 2)) return undecided('the claim states nothing this check can compare', undefined);
  const negations = negationCount(claimText);
  const names = claim.facts.filter((f) => f.value.kind === 'name').map((f) => ` ${foldName(f.text)} `);
  let best: { unit: Unit; covered: number } | undefined;
  let unordered: Unit | undefined;
  for (const unit of release ? entries : model.units) {
    const folded = unit.folded;
    if (!names.every((n) => folded.includes(n))) continue;
    const have = new Set(unit.roots);
    const covered = roots.filter((r) => have.has(r)).length;
    if (!best || covered > best.covered || (covered === best.covered && unit.text.length < best.unit.text.length))
      best = { unit, covered };
    if (covered === roots.length && !inOrder(roots, unit.roots)) unordered ??= unit;
    if (covered === roots.length && inOrder(roots, unit.roots)) {
      const done = notYetDone(claim, unit, unit.text);
      if (done) return result('refuted', done.why, unit, 1, []);
      const stated = negationCount(unit.text);
      if (negations % 2 !== stated % 2)
        return result(
          'refuted',
          `the ${negations % 2 ? 'claim' : 'source'} negates what the other states`,
          unit,
          1,
          [],
        );
      if (negations !== stated)
        return undecided('the claim negates more than the source does; no check here can judge that wording', unit);
      const swapped = unit.kind === 'row' ? swappedRole(claim, [unit], model) : undefined;
      if (swapped) return undecided(swapped, unit);
      // "Its only change": the release lists this one entry.
      const judged = reasoningWord(claim, unit.text, (w) => w === 'only' && entries.length === 1);
      if (judged) return undecided(needsComparison(judged), unit);
      // ("Insecure mode is on by default" of "Enable the API in insecure mode ... Default: false": the same words, the
      // other state.)
      const state = stateOtherwise(claimText, unit.text);
      if (state)
        return undecided(
          `the claim says it is ${state.said}, where the passage gives ${state.given}; check which the claim means`,
          unit,
        );
      return result('supported', 'the source states this in the same words', unit, 1, []);
    }
  }
  // A change the source lists as still to come, or as deprecated, is not one that happened.
  const done = best && best.covered / roots.length >= 0.75 ? notYetDone(claim, best.unit, best.unit.text) : undefined;
  if (done) return result('refuted', done.why, done.unit, 1, []);
  if (unordered) return undecided('the words match but not in the same order (roles may differ)', unordered);
  if (best && best.covered / roots.length >= 0.75) {
    const flip = antonymFlip(claimText, best.unit.text);
    if (flip)
      return result(
        'refuted',
        `the claim says "${flip.claimWord}" where the source says "${flip.passageWord}"`,
        best.unit,
        1,
        [],
      );
  }
  if (release) {
    // Said in the log, but of another release: the claim puts the change in the wrong release.
    const elsewhere = assessWording(claimText, claim, model);
    // Stryker disable next-line OptionalChaining: a supported wording result always carries the passage of the unit it matched
    const other = elsewhere.support === 'supported' ? releaseOf(elsewhere.passage?.range, model) : undefined;
    if (other && other !== release)
      return result(
        'refuted',
        `the source lists this under "${other.heading}", not under "${release.heading}"`,
        model.units.find((u) => elsewhere.passage && u.range.start === elsewhere.passage.range.start),
        1,
        [],
      );
    return undecided(`the source's entries under "${release.heading}" do not say this`, best?.unit);
  }
  return undecided('no check here can judge this wording; the closest passage is shown', best?.unit);
}

/** The release heading (a section giving a version) a passage stands under. */
function releaseOf(range: Range | undefined, model: SourceModel): Section | undefined {
  const unit = range ? model.units.find((u) => u.range.start === range.start && u.range.end === range.end) : undefined;
  // Stryker disable next-line OptionalChaining: both callers pass the range of a unit of model.units, so the find above always finds one
  for (let at = unit?.section; at; at = at.parent)
    if (model.facts.some((f) => f.unit.kind === 'heading' && f.unit.section === at && f.value.kind === 'version'))
      return at;
  return undefined;
}

/** Words about a change log itself, or its package, not about a change: "its only listed change", "the latest entry". */
const LOG_WORDS = new Set(
  [
    ...['list', 'listed', 'change', 'changes', 'entry', 'entries', 'item', 'note', 'notes', 'latest', 'newest'],
    ...['dated', 'date', 'project', 'package', 'library', 'crate', 'module', 'changelog', 'log', 'old', 'new'],
    ...['line', 'lines', 'series', 'branch'],
  ].map(rootOf),
);

function inOrder(claim: readonly string[], passage: readonly string[]): boolean {
  let at = 0;
  // Stryker disable next-line MethodExpression: the one caller passes roots already made unique by a Set
  const order = claim.filter((r, k) => claim.indexOf(r) === k);
  for (const r of passage) if (r === order[at]) at += 1;
  return at >= order.length;
}
