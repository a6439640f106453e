/** @module test/classify/normalise: Unicode hardening and its offset map back to the author's text. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalise, originalRange } from '../../src/classify/normalise.js';

describe('normalise', () => {
  it('folds fullwidth and other decimal digits to ASCII', () => {
    expect(normalise('３,７８０ and ٤٢ and ४२ and 𝟒𝟐').text).toBe('3,780 and 42 and 42 and 42');
  });

  it('removes zero-width and bidi controls', () => {
    expect(normalise('1\u200B000 4\u202E0\u202C% a\u2060b\uFEFF').text).toBe('1000 40% ab');
  });

  it('applies NFKC and folds quotes and dashes', () => {
    expect(normalise('ﬁle “quoted” ‘single’ 3–5 Ｍｏｎｄａｙ e\u0301').text).toBe(
      'file "quoted" \'single\' 3-5 Monday é',
    );
  });

  it('collapses whitespace; two or more line breaks become one paragraph break', () => {
    expect(normalise('a \t\u00A0 b\nc\n\n  d').text).toBe('a b c\nd');
  });

  it('maps a range of the hardened text back to what the author typed', () => {
    const original = 'We had 1\u200B000 users';
    const norm = normalise(original);
    const at = norm.text.indexOf('1000');
    const range = originalRange(norm, { start: at, end: at + 4 });
    expect(original.slice(range.start, range.end)).toBe('1\u200B000');
  });

  it('keeps the offset map monotone and inside the original, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (original) => {
        const norm = normalise(original);
        expect(norm.starts.length).toBe(norm.text.length);
        expect(norm.ends.length).toBe(norm.text.length);
        for (let i = 0; i < norm.text.length; i += 1) {
          const start = norm.starts[i] ?? -1;
          const end = norm.ends[i] ?? -1;
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(original.length);
          if (i > 0) expect(start).toBeGreaterThanOrEqual(norm.starts[i - 1] ?? 0);
        }
      }),
    );
  });

  it('is the identity on printable ASCII with single spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!-~]+(?: [!-~]+)*$/), (text) => {
        const norm = normalise(text);
        expect(norm.text).toBe(text);
        expect([...norm.starts]).toEqual([...text].map((_, i) => i));
      }),
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        const once = normalise(text).text;
        expect(normalise(once).text).toBe(once);
      }),
    );
  });
});
