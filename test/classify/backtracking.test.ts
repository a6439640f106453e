/** @module test/classify/backtracking: no catastrophic backtracking: every rule, and the whole classifier, on 100 KB adversarial lines. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyText, RULES } from '../../src/classify/index.js';
import { runRule } from '../../src/classify/rule.js';
import { splitSentences } from '../../src/classify/sentences.js';
import { sweep } from '../../src/classify/sweep.js';

const SIZE = 100_000;
/** Generous: a linear pass over 100 KB takes milliseconds; a quadratic one takes far longer than this. */
const BOUND_MS = 1_500;

/** Units that, repeated without end, stress a pattern's loops (digits, separators, letters, dots, dashes, capitals). */
const UNITS = [
  '1',
  '1,',
  '1.',
  '1,000',
  '1-',
  '1 to ',
  '1/',
  '1:',
  '12:30:',
  'a',
  'a1',
  '1a',
  'a.',
  'a-',
  'a_1',
  'A',
  'A ',
  'Aa ',
  'AB',
  'aB',
  'v1.',
  'http://a',
  'www.',
  'a@',
  '@a',
  'a.b',
  'ab-1',
  '#1',
  'deadbeef',
  'f00d',
  'Q1 ',
  'FY',
  'Monday ',
  'May ',
  '%',
  '$1',
  '$',
  'the most ',
  'more ',
  'about ',
  'the ',
  'fast',
  'er than ',
  'three ',
  'three-',
  'one in ',
  'of ',
  'A of ',
  '. ',
  '...',
  'Mr. ',
  'O. ',
  'I ',
  'I think ',
  "'",
  '"',
  '—',
  '\u200B',
  '\uFF11',
  ' ',
];

const adversarial = fc
  .tuple(fc.constantFrom(...UNITS), fc.constantFrom(...UNITS), fc.constantFrom('', 'x', '!', '1'))
  .map(([a, b, tail]) => {
    const unit = a + b;
    return unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE) + tail;
  });

function timed(body: () => void): number {
  const started = performance.now();
  body();
  return performance.now() - started;
}

describe('no catastrophic backtracking', () => {
  it('every rule, the sweep and the sentence splitter run on each single-unit 100 KB line within the bound', () => {
    const slow: string[] = [];
    const check = (what: string, unit: string, body: () => void): void => {
      const ms = timed(body);
      if (ms >= BOUND_MS) slow.push(`${what} on ${JSON.stringify(unit)} repeated: ${Math.round(ms)} ms`);
    };
    for (const unit of UNITS) {
      const line = `${unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)}x`;
      for (const rule of RULES) check(rule.id, unit, () => runRule(rule, line, { gazetteer: undefined }));
      check('sweep', unit, () => sweep(line, []));
      check('sentences', unit, () => splitSentences(line));
    }
    expect(slow).toEqual([]);
  });

  it('the whole classifier stays within the bound on fuzzed 100 KB lines', () => {
    fc.assert(
      fc.property(adversarial, (line) => {
        expect(timed(() => classifyText(line))).toBeLessThan(BOUND_MS * 4);
      }),
      { numRuns: 25 },
    );
  });
});
