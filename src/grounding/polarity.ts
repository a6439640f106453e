/** @module grounding/polarity: negation and antonym flips between a claim and an aligned passage (a small hand-kept list). */
import { NEGATION_WORDS, stem, words, type WordToken } from './text.js';
import { FALL, RISE } from './quantities.js';

const PAIRS: readonly [string, string][] = [
  ['increase', 'decrease'],
  ['increase', 'reduce'],
  ['rise', 'fall'],
  ['rise', 'drop'],
  ['grow', 'shrink'],
  ['gain', 'loss'],
  ['gain', 'lose'],
  ['higher', 'lower'],
  ['more', 'less'],
  ['more', 'fewer'],
  ['larger', 'smaller'],
  ['bigger', 'smaller'],
  ['above', 'below'],
  ['before', 'after'],
  ['early', 'late'],
  ['earlier', 'later'],
  ['pass', 'fail'],
  ['success', 'failure'],
  ['succeed', 'fail'],
  ['win', 'lose'],
  ['won', 'lost'],
  ['approve', 'reject'],
  ['accept', 'reject'],
  ['allow', 'forbid'],
  ['allow', 'prohibit'],
  ['permit', 'ban'],
  ['include', 'exclude'],
  ['open', 'close'],
  ['true', 'false'],
  ['safe', 'unsafe'],
  ['safe', 'dangerous'],
  ['effective', 'ineffective'],
  ['positive', 'negative'],
  ['present', 'absent'],
  ['alive', 'dead'],
  ['male', 'female'],
  ['man', 'woman'],
  ['boy', 'girl'],
  ['start', 'stop'],
  ['begin', 'end'],
  ['first', 'last'],
  ['maximum', 'minimum'],
  ['enable', 'disable'],
  ['enabled', 'disabled'],
  ['on', 'off'],
  ['best', 'worst'],
  ['strong', 'weak'],
  ['improve', 'worsen'],
  ['benefit', 'harm'],
  ['cause', 'prevent'],
  ['confirm', 'deny'],
  ['support', 'oppose'],
  ['legal', 'illegal'],
  ['public', 'private'],
  ['entire', 'partial'],
  ['always', 'never'],
  ['all', 'none'],
  ['everyone', 'nobody'],
  ['same', 'different'],
  ['inside', 'outside'],
  ['up', 'down'],
  ['buy', 'sell'],
  ['import', 'export'],
  ['north', 'south'],
  ['east', 'west'],
  ['young', 'old'],
  ['cheap', 'expensive'],
  ['fast', 'slow'],
  ['hot', 'cold'],
  ['wet', 'dry'],
  ['full', 'empty'],
  ['rose', 'fell'],
  ['rise', 'fell'],
  ['rose', 'fall'],
  ['grew', 'shrank'],
  ['won', 'lose'],
  ['win', 'lost'],
  ['sit', 'stand'],
  ['asleep', 'awake'],
  ['happy', 'sad'],
  ['large', 'small'],
  ['big', 'small'],
  ['tall', 'short'],
];

const ANTONYMS = new Map<string, Set<string>>();
for (const [a, b] of PAIRS) {
  const [sa, sb] = [stem(a), stem(b)];
  ANTONYMS.set(sa, new Set([...(ANTONYMS.get(sa) ?? []), sb]));
  ANTONYMS.set(sb, new Set([...(ANTONYMS.get(sb) ?? []), sa]));
}

/**
 * "no more than", "not later than": a bound on a value, which negates nothing; nor does "not until" a date (only then),
 * nor "up to, but not including" a version (a bound below it).
 */
const BOUND_NEGATION =
  /\b(?:no|not)\s+(?=(?:more|fewer|less|greater|higher|lower|longer|shorter|later|earlier)\s+than\b)|\bnot\s+(?=until\b)|(?<=\bup\s+to,?\s+but\s+)not\s+(?=including\b)/giu;

const RISE_OR_UP = new RegExp(`${RISE.source}|\\bup from\\b`, 'iu');
const FALL_OR_DOWN = new RegExp(`${FALL.source}|\\bdown from\\b`, 'iu');

/** A comparison "X ... more than Y": its word, its direction, and the words of each side. */
const THAN =
  /\b(more|higher|greater|larger|bigger|longer|less|fewer|lower|smaller|shorter)\b(?:\s+\p{L}+){0,3}?\s+than\b/iu;
const DOWNWARD = new Set(['less', 'fewer', 'lower', 'smaller', 'shorter']);

function sidesOf(text: string): { word: string; up: boolean; subject: Set<string>; object: Set<string> } | undefined {
  const m = THAN.exec(text);
  const word = m?.[1]?.toLowerCase();
  // Stryker disable next-line LogicalOperator: word is m's first group, which THAN always fills, so it is there exactly when m is
  if (!m || !word) return undefined;
  const roots = (t: string): Set<string> =>
    new Set(
      words(t)
        .filter((w) => !/^\d/u.test(w.norm))
        .map((w) => w.stem),
    );
  const [subject, object] = [roots(text.slice(0, m.index)), roots(text.slice(m.index + m[0].length))];
  // (Words on both sides, "developers" of "remote developers ... office-based developers", name neither.)
  const both = new Set([...subject].filter((w) => object.has(w)));
  return {
    word: m[0],
    // Stryker disable next-line BooleanLiteral: up is only compared between the claim's and the passage's, so turning it for both changes nothing
    up: !DOWNWARD.has(word),
    subject: new Set([...subject].filter((w) => !both.has(w))),
    object: new Set([...object].filter((w) => !both.has(w))),
  };
}

/**
 * A comparison turned round: "earn 8% less than office-based developers" against "8% higher than those of office-based
 * developers" (the other direction), or "office-based developers earn 8% more than remote developers" against "remote
 * developers ... 8% higher than office-based developers" (the sides swapped).
 */
function comparisonFlip(
  claimText: string,
  passageText: string,
): { claimWord: string; passageWord: string } | undefined {
  const [claim, passage] = [sidesOf(claimText), sidesOf(passageText)];
  if (!claim || !passage) return undefined;
  const meets = (a: Set<string>, b: Set<string>): boolean => [...a].some((w) => b.has(w));
  const same = meets(claim.subject, passage.subject) || meets(claim.object, passage.object);
  const swapped = meets(claim.object, passage.subject) && meets(claim.subject, passage.object);
  if (same === swapped) return undefined;
  if ((claim.up !== passage.up) === swapped) return undefined;
  if (!swapped) return { claimWord: claim.word, passageWord: passage.word };
  // (Sides swapped: each sentence whole, which shows who is compared with whom.)
  const whole = (t: string): string =>
    t
      .trim()
      .replace(/[.!?]+$/u, '')
      .slice(0, 140);
  return { claimWord: whole(claimText), passageWord: whole(passageText) };
}

/** "No." as short for number ("Registration no. 37", "No. 63 RJN Motorsport"): no negation. */
const NUMBER_SIGN = /\bno\.(?=\s)/giu;

/** Number of negation words (not, no, never, n't, without...). */
export function negationCount(text: string): number {
  // Stryker disable next-line StringLiteral: any text without a negation word in place of a bound or a "no." counts the same
  const read = text.replace(BOUND_NEGATION, '').replace(NUMBER_SIGN, '');
  // (A capitalised word within a sentence, or one in code, is a name or a literal: "pass None as the salt".)
  const literal = (w: WordToken): boolean =>
    (/^\p{Lu}/u.test(w.raw) && /[\p{L}\p{N},;]\s*$/u.test(read.slice(0, w.start))) || read.charAt(w.start - 1) === '`';
  return words(read).filter(
    (w) =>
      (NEGATION_WORDS.has(w.norm) && !literal(w)) ||
      (/^fail(?:s|ed)?$/u.test(w.norm) && /\bfail(?:s|ed)? to\b/iu.test(text)),
  ).length;
}

/** A claim word whose antonym the passage uses while not using the word itself: "rose" vs "fell". */
export function antonymFlip(
  claimText: string,
  passageText: string,
): { claimWord: string; passageWord: string } | undefined {
  const claim = words(claimText);
  const passageWords = words(passageText);
  const passage = new Set(passageWords.map((w) => w.stem));
  // The passage's word as written ("enabled", not its stem).
  // Stryker disable next-line OptionalChaining: written is asked only for a stem the passage has, so find always finds a word
  const written = (stemmed: string): string => passageWords.find((w) => w.stem === stemmed)?.raw ?? stemmed;
  for (const w of claim) {
    const opposite = ANTONYMS.get(w.stem);
    if (!opposite || passage.has(w.stem)) continue;
    for (const o of opposite)
      if (passage.has(o) && !claim.some((c) => c.stem === o)) return { claimWord: w.raw, passageWord: written(o) };
  }
  const compared = comparisonFlip(claimText, passageText);
  if (compared) return compared;
  // Any verb of a rise against any verb of a fall ("rose" and "dropped", "increased" and "fell"; "fell to 3.5 hours"
  // and "3.5 hours, up from 2.8").
  for (const [mine, theirs] of [
    [RISE, FALL_OR_DOWN],
    [FALL, RISE_OR_UP],
  ] as const) {
    const said = mine.exec(claimText)?.[0];
    const opposite = theirs.exec(passageText)?.[0];
    if (said && opposite && !mine.test(passageText) && !theirs.test(claimText))
      return { claimWord: said, passageWord: opposite };
  }
  return undefined;
}
