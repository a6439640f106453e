/** @module test/classify/rules: every rule's own examples: the marked spans must match exactly, the counter-examples nothing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/classify/index.js';
import { normalise } from '../../src/classify/normalise.js';
import { runRule, type RuleContext } from '../../src/classify/rule.js';

/** Strip «» markers from an example, returning the plain sentence and the marked ranges. */
function parseExample(example: string): { text: string; marked: { start: number; end: number }[] } {
  let text = '';
  const marked: { start: number; end: number }[] = [];
  let open = -1;
  for (const ch of example) {
    if (ch === '«') open = text.length;
    else if (ch === '»') {
      marked.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  return { text, marked };
}

function contextFor(names: readonly string[] | undefined): RuleContext {
  if (names === undefined) return { gazetteer: undefined };
  return { gazetteer: new RegExp(`(?<![\\p{L}\\p{N}_])(?:${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu') };
}

describe('classifier rules', () => {
  it('never skip a sentence their pattern would match (the `requires` speed-up is sound)', () => {
    const alphabet = fc.constantFrom(
      ...'aefvQFYCVEx @.-#:/$%€,1290 Tst'.split(''),
      'http',
      'www.',
      'com',
      'June',
      'ms',
      'cve-',
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
        (text) => {
          for (const rule of RULES) {
            if (rule.requires === undefined || !('pattern' in rule) || rule.requires.test(text)) continue;
            rule.pattern.lastIndex = 0;
            expect(rule.pattern.exec(text), `${rule.id} on ${JSON.stringify(text)}`).toBeNull();
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('have unique ids, descriptions and examples of both kinds', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.description.length, rule.id).toBeGreaterThan(10);
      expect(rule.examples.match.length, rule.id).toBeGreaterThan(0);
      expect(rule.examples.noMatch.length, rule.id).toBeGreaterThan(0);
      if ('pattern' in rule) expect(rule.pattern.flags, rule.id).toContain('g');
      if (rule.requires) expect(rule.requires.flags, rule.id).not.toContain('g');
    }
  });

  it('cover every category issue 4 lists', () => {
    const kinds = new Set(RULES.map((r) => r.kind));
    for (const kind of [
      'number',
      'number-word',
      'ordinal',
      'percentage',
      'money',
      'measure',
      'range',
      'approximation',
      'comparative',
      'date',
      'year',
      'relative-date',
      'weekday',
      'time',
      'version',
      'identifier',
      'url',
      'email',
      'entity',
      'causal',
      'superlative',
      'opinion',
    ]) {
      expect(kinds.has(kind as never), kind).toBe(true);
    }
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      const context = contextFor(rule.exampleGazetteer);
      for (const example of rule.examples.match) {
        it(`matches exactly the marked spans of: ${example}`, () => {
          const { text, marked } = parseExample(example);
          expect(normalise(text).text).toBe(text);
          if (rule.requires) expect(rule.requires.test(text), 'requires').toBe(true);
          const found = runRule(rule, text, context).map((r) => text.slice(r.start, r.end));
          expect(found).toEqual(marked.map((r) => text.slice(r.start, r.end)));
        });
      }
      for (const example of rule.examples.noMatch) {
        it(`matches nothing in: ${example}`, () => {
          expect(runRule(rule, example, context).map((r) => example.slice(r.start, r.end))).toEqual([]);
        });
      }
    });
  }
});
