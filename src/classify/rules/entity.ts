/** @module classify/rules/entity: named entities: a gazetteer hook, capitalised names away from sentence starts, acronyms. */
import type { Range } from '../../core/model.js';
import { pattern, type Rule } from '../rule.js';

/** Capitalised words that are not names on their own (pronouns, determiners, conjunctions, sentence adverbs). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'I Im Ive Id Ill A An The This That These Those It Its He She We They You Me My Our Your His Her Their Us Them ' +
    'And But Or Nor So Yet For If When While Where Why How What Who Whom Whose Which Then Than There Here Now ' +
    'In On At By To Of With From Into Onto Over Under As Not No Yes Also Just Only Even Still Thanks Thank Please ' +
    'Some Any All Each Every Many Much Most More Less Few Several Both Either Neither None Other Another Such ' +
    'Is Are Was Were Be Been Being Do Does Did Have Has Had Will Would Can Could Should Must May Might Shall ' +
    'OK Let Lets Note Update Edit Hello Hi Dear Ok Okay Oh Well Sure Maybe Perhaps However Therefore Meanwhile Finally ' +
    'First Second Third Next Last Today Yesterday Tomorrow Tonight Because Although Though Unless Until After Before'
  ).split(' '),
);

/** A capitalised word (letters, inner apostrophes and hyphens), or a name connector between two of them. */
const WORD = /\p{Lu}[\p{L}\p{M}]*(?:['-][\p{L}\p{M}]+)*/gu;
const CONNECTORS = new Set(['of', 'de', 'van', 'von', 'der', 'den', 'la', 'le', 'du', 'del', 'da', 'di', 'bin', 'al']);
const LETTER = /[\p{L}\p{N}_]/u;
/** Abbreviated titles whose full stop does not end the sentence: "Mr. Mondale" is one name. */
const TITLES: ReadonlySet<string> = new Set([
  'Mr',
  'Mrs',
  'Ms',
  'Dr',
  'Prof',
  'St',
  'Gov',
  'Sen',
  'Rep',
  'Gen',
  'Lt',
  'Col',
  'Sgt',
  'Capt',
  'Rev',
  'Jr',
  'Sr',
]);
/** Weekday and month names are dates, not parts of a name: the time rules claim them. */
const TIME_WORD =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** Clause starts where a capital letter is grammatical, not a name: after these characters (and spaces). */
const CLAUSE_OPENERS = new Set(['"', "'", '(', '[', ':', ';', '-', '*', '>', '#', '|', '\n']);

function bare(word: string): string {
  return word.replace(/'/g, '');
}

/** True when the word at `index` is the first word of the sentence or of a quoted, bracketed or listed clause. */
export function atClauseStart(sentence: string, index: number): boolean {
  let i = index - 1;
  let opened = false;
  for (; i >= 0; i -= 1) {
    const ch = sentence[i] ?? '';
    if (ch === ' ') continue;
    if (!CLAUSE_OPENERS.has(ch)) break;
    opened = true;
  }
  if (i < 0 || opened) return true;
  const before = sentence[i];
  let w = i;
  while (w > 0 && /\p{L}/u.test(sentence[w - 1] ?? '')) w -= 1;
  const word = sentence.slice(w, i);
  const initial = before === '.' && (TITLES.has(word) || (word.length === 1 && /\p{Lu}/u.test(word)));
  return (before === '.' && !initial) || before === '!' || before === '?';
}

interface Word {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Runs of capitalised words joined by single spaces or name connectors ("University of Oxford"). */
function capitalisedRuns(sentence: string): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(sentence); m !== null; m = WORD.exec(sentence)) {
    const start = m.index;
    if (start > 0 && LETTER.test(sentence[start - 1] ?? '')) continue;
    const end = start + m[0].length;
    if (end < sentence.length && LETTER.test(sentence[end] ?? '')) continue;
    const word = { start, end, text: m[0] };
    if (TIME_WORD.test(word.text)) {
      if (run.length > 0) runs.push(run);
      run = [];
      continue;
    }
    const previous = run[run.length - 1];
    if (previous !== undefined) {
      const gap = sentence.slice(previous.end, start);
      const initial = (previous.end - previous.start === 1 || TITLES.has(previous.text)) && gap === '. ';
      const joined =
        gap === ' ' ||
        initial ||
        (gap.length > 2 && gap[0] === ' ' && gap[gap.length - 1] === ' ' && CONNECTORS.has(gap.slice(1, -1)));
      if (!joined) {
        runs.push(run);
        run = [];
      }
    }
    run.push(word);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Names: capitalised runs with leading and trailing stop words dropped; a lone word at a clause start is not a name. */
export function capitalisedNames(sentence: string): Range[] {
  const ranges: Range[] = [];
  for (const run of capitalisedRuns(sentence)) {
    let first = 0;
    let last = run.length - 1;
    while (first <= last && STOP_WORDS.has(bare(run[first]?.text ?? ''))) first += 1;
    while (last >= first && STOP_WORDS.has(bare(run[last]?.text ?? ''))) last -= 1;
    if (first > last) continue;
    const head = run[first];
    const tail = run[last];
    if (head === undefined || tail === undefined) continue;
    if (first === last && atClauseStart(sentence, head.start)) continue;
    ranges.push({ start: head.start, end: tail.end });
  }
  return ranges;
}

function gazetteerMatches(sentence: string, gazetteer: RegExp | undefined): Range[] {
  if (gazetteer === undefined) return [];
  const ranges: Range[] = [];
  gazetteer.lastIndex = 0;
  for (let m = gazetteer.exec(sentence); m !== null; m = gazetteer.exec(sentence)) {
    ranges.push({ start: m.index, end: m.index + m[0].length });
  }
  return ranges;
}

export const ENTITY_RULES: readonly Rule[] = [
  {
    id: 'entity/gazetteer',
    kind: 'entity',
    description: 'A name from the caller-supplied gazetteer, anywhere in the sentence (including its start).',
    matcher: (sentence, context) => gazetteerMatches(sentence, context.gazetteer),
    exampleGazetteer: ['Rootweaver', 'Postgres'],
    examples: { match: ['«Rootweaver» stores events in «Postgres».'], noMatch: ['The store keeps events.'] },
  },
  {
    id: 'entity/capitalised',
    kind: 'entity',
    description:
      'A capitalised name away from the start of a sentence or clause, or a run of two or more capitalised words.',
    matcher: (sentence) => capitalisedNames(sentence),
    examples: {
      match: [
        'The paper by «Jonas Wallat» is good.',
        'We moved to «Postgres» last year.',
        '«Barack Obama» was born in «Honolulu».',
        'It was «Justice William O. Douglas».',
        'I know it will surprise «Mr. Mondale».',
        'It was built at the «University of Oxford».',
        'The «Guardian» said so.',
        'I think «Anna» deployed it.',
      ],
      noMatch: [
        'I think this is a good design.',
        'Thanks for reading.',
        'The build was slow. It was fine.',
        'Note: The build is slow.',
        'When I tried, I failed.',
      ],
    },
  },
  {
    id: 'entity/acronym',
    kind: 'entity',
    description: 'An acronym (two or more capitals) or an inner-capital brand name (iPhone, GitHub), anywhere.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}_])(?!(?:IMO|IMHO|AFAIK|FYI|BTW|TL|DR|TLDR|PS|OK|LOL|ASAP|TODO)(?![\p{L}\p{N}_]))(?:\p{Lu}{2,}s?|\p{Ll}+\p{Lu}[\p{L}]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}]*)(?![\p{L}\p{N}_])`,
    ),
    examples: {
      match: ['«NASA» launched it.', 'Bought an «iPhone» once.', 'Hosted on «GitHub».', 'The «APIs» changed.'],
      noMatch: ['A plain sentence here.', 'I am here.', 'IMHO it is fine.', 'OK, done.'],
    },
  },
];
