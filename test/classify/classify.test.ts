/** @module test/classify/classify: classifyText's contract: precision on plain prose, opinions (VW-979), gazetteer, ranges, sweep. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../src/classify/index.js';
import { sweep } from '../../src/classify/sweep.js';

const texts = (text: string, options?: { gazetteer?: ReadonlySet<string> }) =>
  classifyText(text, options).spans.map((s) => s.text);

describe('classifyText', () => {
  it('finds nothing in ordinary prose without factual detail', () => {
    for (const text of [
      'I think this is a good design.',
      'Thanks for reading.',
      'The build was slow. It was fine in the end.',
      'Note: The build is slow, but I like it.',
      'He said: "Great work." We agreed.',
      'When I tried, I failed; then I tried again.',
      'It is more than enough for me.',
    ]) {
      const c = classifyText(text);
      expect(c.spans, text).toEqual([]);
      expect(
        c.sentences.flatMap((s) => s.unclaimed),
        text,
      ).toEqual([]);
    }
  });

  it('marks an opinion but still reports the facts inside it (VW-979)', () => {
    const c = classifyText('I think Anna deployed it on Monday.');
    expect(c.sentences).toHaveLength(1);
    expect(c.sentences[0]?.opinion).toBe(true);
    expect(texts('I think Anna deployed it on Monday.')).toEqual(['Anna', 'Monday']);
    expect(classifyText('In my view the outage on tuesdays cost $400.').spans.map((s) => s.kind)).toEqual([
      'weekday',
      'money',
    ]);
  });

  it('takes names from the gazetteer anywhere, including at a sentence start', () => {
    expect(texts('Rootweaver stores events.')).toEqual([]);
    expect(texts('Rootweaver stores events.', { gazetteer: new Set(['Rootweaver']) })).toEqual(['Rootweaver']);
  });

  it('reports ranges in the text as given, even through normalisation', () => {
    const text = 'Prices\u00A0rose to \uFF13,\uFF17\uFF18\uFF10\u200B yen on Ｍｏｎｄａｙ.';
    for (const span of classifyText(text).spans) expect(text.slice(span.range.start, span.range.end)).toBe(span.text);
    expect(classifyText(text).spans.map((s) => s.kind)).toEqual(['comparative', 'money', 'weekday']);
  });

  it('splits sentences and keeps each span inside its sentence', () => {
    const text = 'It shipped on 21 June 2026. Dr. Smith approved it! Was it v2.3.1? Yes.\n\nNext paragraph has 40%.';
    const c = classifyText(text);
    expect(c.sentences.map((s) => text.slice(s.range.start, s.range.end))).toEqual([
      'It shipped on 21 June 2026.',
      'Dr. Smith approved it!',
      'Was it v2.3.1?',
      'Yes.',
      'Next paragraph has 40%.',
    ]);
    for (const s of c.sentences)
      for (const span of s.spans) expect(span.range.start >= s.range.start && span.range.end <= s.range.end).toBe(true);
  });

  it('flags what no rule claimed (the fail-closed sweep)', () => {
    expect(sweep('We paid 5 to Anna on Monday', []).map((h) => h.ruleId)).toEqual([
      'sweep/digit',
      'sweep/capitalised',
      'sweep/number-word',
      'sweep/capitalised',
    ]);
    expect(
      sweep('We paid 5 to Anna', [
        { start: 8, end: 9 },
        { start: 13, end: 17 },
      ]),
    ).toEqual([]);
    const c = classifyText('The limit is 1_000 rows.');
    expect(c.sentences[0]?.unclaimed.map((s) => [s.ruleId, s.text])).toEqual([['sweep/digit', '000']]);
  });

  it('gives every span its own text under its range, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const c = classifyText(text);
        for (const s of c.sentences) {
          for (const span of [...s.spans, ...s.unclaimed]) {
            expect(span.range.start).toBeGreaterThanOrEqual(s.range.start);
            expect(span.range.end).toBeLessThanOrEqual(s.range.end);
            expect(text.slice(span.range.start, span.range.end)).toBe(span.text);
          }
        }
      }),
    );
  });
});
