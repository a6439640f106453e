/** @module classify/sweep: the fail-closed sweep: factual-looking tokens in a sentence that no rule claimed. */
import type { Range } from '../core/model.js';
import { NUMBER_WORD } from './fragments.js';
import { atClauseStart, STOP_WORDS } from './rules/entity.js';

/** What the sweep looks for, each with the id its hits carry. Deliberately broader than the rules. */
const PROBES: readonly { readonly id: string; readonly pattern: RegExp }[] = [
  { id: 'sweep/digit', pattern: /\p{N}+/gu },
  { id: 'sweep/symbol', pattern: /[$€£¥₹₩₽¢%‰°#@§]/gu },
  {
    id: 'sweep/number-word',
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${NUMBER_WORD}|dozens?|twice|half|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|april|july|september|october|november|december)(?![\p{L}])`,
      'giu',
    ),
  },
  { id: 'sweep/capitalised', pattern: /(?<![\p{L}\p{N}_'])\p{Lu}[\p{L}\p{M}'-]*/gu },
];

export interface SweepHit {
  readonly ruleId: string;
  readonly range: Range;
}

/** Tokens of a normalised sentence that look factual but are not wholly inside a claimed range. */
export function sweep(sentence: string, claimed: readonly Range[]): SweepHit[] {
  const covered = new Uint8Array(sentence.length);
  for (const r of claimed) covered.fill(1, r.start, r.end);
  const hits: SweepHit[] = [];
  for (const probe of PROBES) {
    probe.pattern.lastIndex = 0;
    for (let m = probe.pattern.exec(sentence); m !== null; m = probe.pattern.exec(sentence)) {
      const start = m.index;
      const end = start + m[0].length;
      if (covered.subarray(start, end).every((c) => c === 1)) continue;
      if (
        probe.id === 'sweep/capitalised' &&
        (STOP_WORDS.has(m[0].replace(/'/g, '')) || atClauseStart(sentence, start))
      )
        continue;
      hits.push({ ruleId: probe.id, range: { start, end } });
    }
  }
  return hits.sort((a, b) => a.range.start - b.range.start);
}
