/** @module scripts/bench-classifier: MB/s of Markdown classified on one core, beside the ceiling of one compiled regex pass. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyText, RULES } from '../src/classify/index.js';
import { classifyMarkdown } from '../src/classify/markdown.js';

const GOLDEN = join(import.meta.dirname, '..', 'test', 'golden', 'classifier');
const TARGET_BYTES = 2 * 1024 * 1024;

/** A corpus of realistic Markdown: the golden inputs (varied factual prose, Unicode tricks) repeated to about 4 MB. */
function corpus(): string {
  const docs = readdirSync(GOLDEN)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(join(GOLDEN, f), 'utf8'));
  const one = docs.join('\n\n');
  return one.repeat(Math.ceil(TARGET_BYTES / Buffer.byteLength(one))).slice(0, TARGET_BYTES);
}

/** The ceiling: every pattern rule joined into one alternation, run once over the raw text. */
function ceilingPattern(): RegExp {
  const sources = RULES.flatMap((r) =>
    'pattern' in r ? [`(?:${r.pattern.source.replace(/\\1/g, '(?:\\/|\\.)')})`] : [],
  );
  return new RegExp(sources.join('|'), 'giu');
}

function best(runs: number, body: () => void): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    body();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest / 1000;
}

const text = corpus();
const mb = Buffer.byteLength(text) / (1024 * 1024);
const ceiling = ceilingPattern();
let spans = 0;
let textSpans = 0;
let matches = 0;
const markdownSeconds = best(3, () => {
  spans = classifyMarkdown(text).spans.length;
});
const textSeconds = best(3, () => {
  textSpans = classifyText(text).spans.length;
});
const ceilingSeconds = best(3, () => {
  ceiling.lastIndex = 0;
  matches = 0;
  for (let m = ceiling.exec(text); m !== null; m = ceiling.exec(text)) {
    matches += 1;
    if (m[0].length === 0) ceiling.lastIndex += 1;
  }
});
const rate = (seconds: number) => mb / seconds;
const ceilingRate = rate(ceilingSeconds);
process.stdout.write(
  [
    `corpus: ${mb.toFixed(2)} MB of Markdown (the golden inputs repeated), best of 3 runs, one core`,
    `ceiling, one compiled regex pass (${RULES.filter((r) => 'pattern' in r).length} rule patterns joined): ${ceilingRate.toFixed(2)} MB/s (${matches} matches)`,
    `classifyMarkdown (remark parse + classify): ${rate(markdownSeconds).toFixed(2)} MB/s (${spans} spans), ratio to ceiling ${(rate(markdownSeconds) / ceilingRate).toFixed(3)}`,
    `classifyText on the same text (no Markdown parse): ${rate(textSeconds).toFixed(2)} MB/s (${textSpans} spans), ratio to ceiling ${(rate(textSeconds) / ceilingRate).toFixed(3)}`,
  ].join('\n') + '\n',
);
