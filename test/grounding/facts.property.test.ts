// Laws of the fact comparison (fast-check): a value's notation does not change a verdict, its value does, and a value is read by its own key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { spellOut } from '../number-words.js';

const json = (value: unknown) => ({
  uri: 'data.json',
  mediaType: 'application/json',
  text: JSON.stringify(value),
  title: '',
});

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
}

const fullwidth = (digits: string): string => digits.replace(/\d/gu, (d) => String.fromCharCode(0xff10 + Number(d)));
const withZeroWidth = (digits: string): string => digits.split('').join('\u200b');
const grouped = (n: number): string => n.toLocaleString('en-US');

/** Every way of writing n that states exactly n. */
function notations(n: number): string[] {
  const out = [String(n), grouped(n), fullwidth(String(n)), withZeroWidth(String(n))];
  if (n < 1000) out.push(spellOut(n));
  if (n >= 1000 && n % 100 === 0 && n < 1_000_000) out.push(`${n / 1000}k`);
  if (n >= 1_000_000 && n % 100_000 === 0) out.push(`${n / 1_000_000}M`, `${n / 1_000_000} million`);
  return out;
}

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const params = { seed, numRuns: 60 };

describe('fact comparison laws', () => {
  it('a supported value stays supported in any notation of the same value', () => {
    const value = fc.oneof(
      fc.integer({ min: 2, max: 999 }),
      fc.integer({ min: 10, max: 999 }).map((n) => n * 100),
      fc.integer({ min: 2, max: 90 }).map((n) => n * 100_000),
    );
    fc.assert(
      fc.property(value, fc.nat(), (n, pick) => {
        const source = json({ widgets_shipped: n, orders_open: n + 7 });
        const forms = notations(n);
        const written = forms[pick % forms.length] ?? String(n);
        const r = assessDeterministic(`The team shipped ${written} widgets.`, source);
        expect(r.support, `${written}: ${r.rule}`).toBe('supported');
      }),
      params,
    );
  });

  it('an ordinal states its number: "the 112th release"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 400 }), (n) => {
        const source = json({ release_number: n });
        expect(assessDeterministic(`This is the ${ordinal(n)} release.`, source).support).toBe('supported');
        expect(assessDeterministic(`This is the ${ordinal(n + 1)} release.`, source).support).toBe('refuted');
      }),
      params,
    );
  });

  it("a value outside the claim's own precision is refuted, in any notation", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 1, max: 50 }), fc.nat(), (n, delta, pick) => {
        const source = json({ widgets_shipped: n + delta });
        const forms = notations(n);
        const written = forms[pick % forms.length] ?? String(n);
        const r = assessDeterministic(`The team shipped ${written} widgets.`, source);
        expect(r.support, `${written} against ${n + delta}: ${r.rule}`).toBe('refuted');
        expect(r.rule).toContain(String(n + delta));
      }),
      params,
    );
  });

  it('"about" covers its stated precision and no more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 999 }), (n) => {
        const source = json({ widgets_shipped: n * 10 });
        expect(assessDeterministic(`The team shipped about ${n * 10} widgets.`, source).support).toBe('supported');
        // Fifteen per cent away, stated to the ten, is outside "about" (which reaches at most 10%).
        const rounded = Math.round(n * 1.15) * 10;
        const far = rounded % 100 === 0 ? rounded + 10 : rounded;
        expect(assessDeterministic(`The team shipped about ${far} widgets.`, source).support).not.toBe('supported');
      }),
      params,
    );
  });

  it("a value is read by its own key: swapping two keys' values in the source refutes the claim", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (a, b) => {
        fc.pre(a !== b);
        const claim = `The run reported ${a} errors.`;
        expect(assessDeterministic(claim, json({ errors: a, warnings: b })).support).toBe('supported');
        const swapped = assessDeterministic(claim, json({ errors: b, warnings: a }));
        expect(swapped.support).toBe('refuted');
        expect(swapped.rule).toContain(`${b} for "errors"`);
      }),
      params,
    );
  });
});
