/** @module grounding/polarity: negation and antonym flips between a claim and an aligned passage (a small hand-kept list). */
import { NEGATION_WORDS, stem, words } from './text.js';
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

/** "no more than", "not later than": a bound on a value, which negates nothing. */
const BOUND_NEGATION =
  /\b(?:no|not)\s+(?=(?:more|fewer|less|greater|higher|lower|longer|shorter|later|earlier)\s+than\b)/giu;

/** Number of negation words (not, no, never, n't, without...). */
export function negationCount(text: string): number {
  return words(text.replace(BOUND_NEGATION, '')).filter(
    (w) => NEGATION_WORDS.has(w.norm) || (w.norm === 'fail' && /\bfail(?:s|ed)? to\b/iu.test(text)),
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
  const written = (stemmed: string): string => passageWords.find((w) => w.stem === stemmed)?.raw ?? stemmed;
  for (const w of claim) {
    const opposite = ANTONYMS.get(w.stem);
    if (!opposite || passage.has(w.stem)) continue;
    for (const o of opposite)
      if (passage.has(o) && !claim.some((c) => c.stem === o)) return { claimWord: w.raw, passageWord: written(o) };
  }
  // Any verb of a rise against any verb of a fall ("rose" and "dropped", "increased" and "fell").
  for (const [mine, theirs] of [
    [RISE, FALL],
    [FALL, RISE],
  ] as const) {
    const said = mine.exec(claimText)?.[0];
    const opposite = theirs.exec(passageText)?.[0];
    if (said && opposite && !mine.test(passageText) && !theirs.test(claimText))
      return { claimWord: said, passageWord: opposite };
  }
  return undefined;
}
