/** @module test/classify/golden: the golden set: Markdown inputs and their expected spans; UPDATE_GOLDEN=1 rewrites them. */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyMarkdown } from '../../src/classify/markdown.js';
import type { FactualSpan } from '../../src/core/model.js';

const DIR = join(import.meta.dirname, '..', 'golden', 'classifier');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

function view(markdown: string): unknown {
  const span = (s: FactualSpan) => ({
    kind: s.kind,
    ruleId: s.ruleId,
    start: s.range.start,
    end: s.range.end,
    text: s.text,
  });
  return classifyMarkdown(markdown).sentences.map((s) => ({
    sentence: markdown.slice(s.range.start, s.range.end),
    opinion: s.opinion,
    spans: s.spans.map(span),
    unclaimed: s.unclaimed.map(span),
  }));
}

describe('classifier golden set', () => {
  const inputs = readdirSync(DIR)
    .filter((f) => f.endsWith('.md'))
    .sort();

  it('has inputs', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(5);
  });

  for (const input of inputs) {
    it(input, () => {
      const markdown = readFileSync(join(DIR, input), 'utf8');
      const expectedFile = join(DIR, input.replace(/\.md$/, '.json'));
      const actual = view(markdown);
      if (UPDATE) writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      expect(existsSync(expectedFile), `${expectedFile} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
      expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
      // Every span points at exactly the author's text it reports.
      for (const s of actual as { spans: { start: number; end: number; text: string }[] }[]) {
        for (const span of s.spans) expect(markdown.slice(span.start, span.end)).toBe(span.text);
      }
    });
  }
});
