/** @module test/classify/metamorphic: harmless rewrites keep the factual spans; harmful ones (an inserted fact, an evasion) are caught. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellOut } from '../number-words.js';
import { classifyText } from '../../src/classify/index.js';
import { normalise } from '../../src/classify/normalise.js';
import type { Range } from '../../src/core/model.js';

/** Opinion sentences with factual content; "{m}" is where the opinion marker goes. */
const OPINIONS = [
  '{m} the outage on Monday was caused by a bad deploy from Anna.',
  '{m} the migration to Postgres 16 took about 40% longer than planned.',
  '{m} the build is three times faster since v2.3.1 landed.',
  '{m} it was "the first" release with more than 3,780 stars.',
  '{m} the report from 21 June 2026 is the most useful one.',
];
const MARKERS = [
  'I think',
  'I believe',
  'In my view,',
  'In my opinion,',
  'Arguably,',
  'IMHO',
  'I would say',
  'It seems to me that',
];
const PROSE = [
  'Thanks for reading.',
  'I think this is a good design.',
  'It was a pleasure to work on, and I hope it helps you too.',
  'Writing clearly is hard, but it is worth the effort.',
  'Let me know what you think of the idea.',
];
const FACTS = [
  'The repository has 3780 stars and 40% of visitors return.',
  'We paid $52 for 12 ms of compute on 21 June 2026.',
  'The run passed 3 checks in 2026.',
];
/** Words that no rule reads as factual and whose case may change freely. */
const CASE_FREE = new Set([
  'the',
  'a',
  'it',
  'was',
  'is',
  'and',
  'but',
  'to',
  'of',
  'on',
  'in',
  'for',
  'with',
  'this',
  'that',
  'from',
]);

function signature(text: string): string[] {
  const c = classifyText(text);
  return [...c.spans, ...c.sentences.flatMap((s) => s.unclaimed)].map(
    (s) => `${s.ruleId} ${normalise(s.text).text.toLowerCase()}`,
  );
}

function covered(text: string, range: Range): boolean {
  const c = classifyText(text);
  const all = [...c.spans, ...c.sentences.flatMap((s) => s.unclaimed)];
  for (let i = range.start; i < range.end; i += 1) {
    if (/\s/.test(text[i] ?? '')) continue;
    if (!all.some((s) => s.range.start <= i && i < s.range.end)) return false;
  }
  return true;
}

const spacing = fc.constantFrom('  ', '\t', '\u00A0', ' \n ', '\u2002');
const opinionSentence = fc.tuple(fc.constantFrom(...OPINIONS), fc.constantFrom(...MARKERS));

describe('metamorphic probe: harmless rewrites keep the factual spans', () => {
  it('changing the spacing between words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPINIONS, ...FACTS),
        fc.constantFrom(...MARKERS),
        spacing,
        fc.nat(),
        (template, marker, gap, pick) => {
          const text = template.replace('{m}', marker);
          const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
          const at = spaces[pick % spaces.length] ?? 0;
          const rewritten = `${text.slice(0, at)}${gap}${text.slice(at + 1)}`;
          expect(signature(rewritten)).toEqual(signature(text));
        },
      ),
    );
  });

  it('changing the quote style', () => {
    fc.assert(
      fc.property(
        opinionSentence,
        fc.constantFrom(['“', '”'], ['«', '»'], ['„', '“'], ["'", "'"]),
        ([template, marker], [open, close]) => {
          const text = template.replace('{m}', marker);
          const rewritten = text.replace('"', open).replace('"', close);
          expect(signature(rewritten)).toEqual(signature(text));
        },
      ),
    );
  });

  it('paraphrasing the opinion marker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPINIONS),
        fc.constantFrom(...MARKERS),
        fc.constantFrom(...MARKERS),
        (template, a, b) => {
          const first = classifyText(template.replace('{m}', a));
          const second = classifyText(template.replace('{m}', b));
          expect(first.sentences.every((s) => s.opinion)).toBe(true);
          expect(second.sentences.every((s) => s.opinion)).toBe(true);
          expect(signature(template.replace('{m}', b))).toEqual(signature(template.replace('{m}', a)));
        },
      ),
    );
  });

  it('changing the case of non-entities', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPINIONS, ...FACTS),
        fc.constantFrom(...MARKERS),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (template, marker, flips) => {
          const text = template.replace('{m}', marker);
          let k = 0;
          const rewritten = text.replace(/\p{L}+/gu, (word) => {
            const flip = flips[k++ % flips.length];
            if (!flip || !CASE_FREE.has(word.toLowerCase())) return word;
            return word[0] === word[0]?.toUpperCase() ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1);
          });
          expect(signature(rewritten)).toEqual(signature(text));
        },
      ),
    );
  });
});

describe('metamorphic probe: harmful rewrites are caught', () => {
  const insertion = (token: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.constantFrom(...PROSE, ...OPINIONS.map((o) => o.replace('{m}', 'I think'))), token, fc.nat())
      .map(([text, inserted, pick]) => {
        const gaps = [...text.matchAll(/ /g)].map((m) => m.index);
        const at = gaps[pick % gaps.length] ?? 0;
        return {
          text: `${text.slice(0, at)} ${inserted}${text.slice(at)}`,
          range: { start: at + 1, end: at + 1 + inserted.length },
        };
      });

  it('an inserted number is covered by a span or a sweep hit', () => {
    fc.assert(
      fc.property(
        insertion(
          fc.oneof(
            fc.nat(100_000).map(String),
            fc.double({ min: 0, max: 1000, noNaN: true }).map((n) => n.toFixed(2)),
          ),
        ),
        ({ text, range }) => {
          expect(covered(text, range)).toBe(true);
        },
      ),
    );
  });

  it('an inserted weekday, in any case and plural, is covered', () => {
    const weekday = fc
      .tuple(
        fc.constantFrom('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'),
        fc.boolean(),
        fc.constantFrom('lower', 'title', 'upper'),
      )
      .map(([day, plural, style]) => {
        const word = plural ? `${day}s` : day;
        return style === 'lower'
          ? word
          : style === 'upper'
            ? word.toUpperCase()
            : word[0]?.toUpperCase() + word.slice(1);
      });
    fc.assert(
      fc.property(insertion(weekday), ({ text, range }) => {
        const c = classifyText(text);
        expect(covered(text, range)).toBe(true);
        const dated = c.spans.filter((s) => s.kind === 'weekday' || s.kind === 'date');
        expect(dated.some((s) => s.range.start <= range.start && range.end <= s.range.end)).toBe(true);
      }),
    );
  });

  it('a spelled-out number is covered', () => {
    fc.assert(
      fc.property(insertion(fc.integer({ min: 2, max: 999 }).map(spellOut)), ({ text, range }) => {
        expect(covered(text, range)).toBe(true);
      }),
    );
  });

  it('a zero-width space inside a number, or fullwidth digits, do not hide it', () => {
    const fullwidth = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    fc.assert(
      fc.property(
        fc.constantFrom(...FACTS),
        fc.nat(),
        fc.constantFrom('\u200B', '\u200D', '\u2060', '\uFEFF', '\u202E'),
        (text, pick, invisible) => {
          const digits = [...text.matchAll(/\d(?=\d)/g)].map((m) => m.index + 1);
          const at = digits[pick % digits.length] ?? 0;
          const hidden = `${text.slice(0, at)}${invisible}${text.slice(at)}`;
          expect(signature(hidden)).toEqual(signature(text));
          expect(signature(fullwidth(text))).toEqual(signature(text));
          expect(covered(hidden, { start: at - 1, end: at + 2 })).toBe(true);
        },
      ),
    );
  });
});
