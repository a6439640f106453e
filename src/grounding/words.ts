/** @module grounding/words: the words that tie a claimed value to a source value: roots of content words, with what data keys abbreviate. */
import { memo } from './memo.js';
import { isStopWord, keyWords, NEGATION_WORDS, spellings, stem, words } from './text.js';

/** Roots and content roots already read: the same words recur across a source's rows and every claim. */
const roots = memo((word: string): string => {
  const verb = NOUNS_OF_VERBS.get(word.toLowerCase());
  const s = stem(word.toLowerCase());
  return verb ? rootOf(verb) : (CONCEPTS.get(s) ?? CONCEPTS.get(word.toLowerCase()) ?? s.slice(0, 6));
});
/** A written word's content root, or '' when it carries none ("didn't" carries "did"'s): read once per spelling. */
const writtenRoot = memo((raw: string): string => {
  const word = words(raw)[0];
  return word && isContentWord(word.norm) ? rootOf(word.norm) : '';
});
/**
 * A capital letter written alone is a name, "C" or "R", though a one-letter word carries nothing: not "A" or "I", which
 * are words, nor a letter of "N/A", "K-pop" or "U.S.".
 */
const LONE_LETTER = /(?<![\p{L}\p{N}/&+#.'’-])[B-HJ-Z](?![\p{L}\p{N}/&+#'’-]|\.\p{L})/gu;
const contents = memo((text: string): readonly string[] => {
  const letters = new Set([...text.matchAll(LONE_LETTER)].map((m) => m.index));
  const out: string[] = [];
  let at = 0;
  for (const raw of spellings(text)) {
    const start = text.indexOf(raw, at);
    at = start + raw.length;
    const root = letters.has(start) ? raw.toLowerCase() : writtenRoot(raw);
    if (root !== '') out.push(root);
  }
  return out;
});

/**
 * Words that a data key abbreviates or that name the same measure ("max" is a peak, "p50" a median, a "baseline" is
 * what came before the change): each maps to one concept, so either spelling aligns with the other.
 */
const CONCEPT_LIST: Record<string, string> = {
  max: 'max',
  maximum: 'max',
  peak: 'max',
  highest: 'max',
  min: 'min',
  minimum: 'min',
  lowest: 'min',
  avg: 'mean',
  averag: 'mean',
  average: 'mean',
  mean: 'mean',
  p50: 'median',
  median: 'median',
  pct: 'percent',
  percent: 'percent',
  percentag: 'percent',
  num: 'number',
  number: 'number',
  count: 'number',
  temp: 'temperature',
  temperatur: 'temperature',
  temperature: 'temperature',
  baselin: 'baseline',
  before: 'baseline',
  previou: 'baseline',
  old: 'baseline',
  candidat: 'candidate',
  after: 'candidate',
  new: 'candidate',
  measur: 'measure',
  log: 'measure',
  record: 'measure',
  durat: 'duration',
  last: 'duration',
  lasts: 'duration',
  take: 'duration',
  took: 'duration',
  releas: 'release',
  branch: 'release',
  ship: 'release',
  shipp: 'release',
  publish: 'release',
  introduc: 'release',
  introduct: 'release',
  came: 'release',
  launch: 'release',
  debut: 'release',
  premier: 'release',
  born: 'birth',
  birth: 'birth',
  die: 'death',
  died: 'death',
  death: 'death',
  maintain: 'maintain',
  maintainer: 'maintain',
  author: 'author',
  wrote: 'author',
  written: 'author',
  writer: 'author',
  direct: 'director',
  director: 'director',
  star: 'starring',
  starr: 'starring',
  starring: 'starring',
  run: 'run',
  ran: 'run',
  runn: 'run',
  durations: 'duration',
  second: 'second',
  core: 'core',
  cpu: 'core',
  population: 'population',
  resid: 'population',
  resident: 'population',
  inhabit: 'population',
  inhabitant: 'population',
  peopl: 'population',
  // ("Ops/sec", "req/s": a benchmark's abbreviations of what it counts.)
  ops: 'operat',
  op: 'operat',
  req: 'reques',
  reqs: 'reques',
};

const CONCEPTS = new Map(Object.entries(CONCEPT_LIST));

/** Nouns that name a verb's act ("removal", "arrival"), read as the verb, so "sets its removal" meets "gets removed". */
const NOUNS_OF_VERBS = new Map(
  Object.entries({
    removal: 'remove',
    weight: 'weigh',
    arrival: 'arrive',
    approval: 'approve',
    proposal: 'propose',
    withdrawal: 'withdraw',
    renewal: 'renew',
    refusal: 'refuse',
    reversal: 'reverse',
    retrieval: 'retrieve',
    denial: 'deny',
    survival: 'survive',
    disposal: 'dispose',
  }),
);

/** What a date or a year is, though a claim does not say so: "in 2024" is about a "year" or "date" field. */
export const DATE_ROOTS: readonly string[] = ['year', 'date'].map(rootOf);
/** What a version is, though a claim does not say so: "fastify 5.10.0" is about the "version" field. */
export const VERSION_ROOTS: readonly string[] = ['version', 'release'].map(rootOf);
/** The words that name a count of entries: "lists 22", "the number of entries", "16 items". */
export const COUNT_ROOTS: readonly string[] = ['number', 'entries', 'list', 'items'].map(rootOf);

/** Short words that carry meaning in keys and claims though stop lists drop them. */
const KEPT_SHORT = new Set(['max', 'min', 'avg', 'p50', 'p90', 'p95', 'p99', 'cpu', 'ram', 'new', 'old', 'run', 'ran']);

/** The root that aligns a word with its other forms and with what a key abbreviates: a stem, cut to six letters, or its concept. */
export function rootOf(word: string): string {
  return roots(word);
}

/** Does a word carry content (not a stop word, not a bare number, not a negation)? */
export function isContentWord(norm: string): boolean {
  if (KEPT_SHORT.has(norm)) return true;
  return !isStopWord(norm) && !NEGATION_WORDS.has(norm) && !/^\p{N}+$/u.test(norm) && norm.length > 1;
}

/** Roots of the content words of a text, in order (shared between callers: never mutated). */
export function contentRoots(text: string): readonly string[] {
  return contents(text);
}

/** Roots of a data key's words ("median_write_ms" -> median, writ, ms). */
export function keyRoots(key: string): readonly string[] {
  return contentRoots(keyWords(key));
}
