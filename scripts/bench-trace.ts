/**
 * @module scripts/bench-trace: how long a drafting trace takes to read, lint and turn into reliance, at the trace's size
 * bound. Usage: `npx tsx scripts/bench-trace.ts [spans] [claims]` (default 19,999 spans, 2,000 claims): half the spans
 * are retrievals, half model calls with 500-byte outputs; each claim is searched for in every output.
 */
import { performance } from 'node:perf_hooks';
import type { Claim, Source } from '../src/core/model.js';
import { checkPostTrace, claimChain } from '../src/trace/index.js';
import { chat, claimOf, NOTES, otlpSpan, retrieval, root, type SpanSpec } from '../test/trace/builder.js';

const spanCount = Number(process.argv[2] ?? 19_999);
const claimCount = Number(process.argv[3] ?? 2_000);
const spans: SpanSpec[] = [root('retrieval', {}, 10_000_000)];
const half = Math.floor((spanCount - 1) / 2);
for (let k = 0; k < half; k += 1) spans.push(retrieval(`r${k}`, 'notes', NOTES.sha256, k, k + 1));
for (let k = 0; k < spanCount - 1 - half; k += 1)
  spans.push(chat(`c${k}`, `${'Quill shipped a release. '.repeat(20)}${k}`, 50_000 + k, 50_001 + k));
const text = `${spans.map((s) => JSON.stringify(otlpSpan(s))).join('\n')}\n`;
const claims: Claim[] = Array.from({ length: claimCount }, (_, k) =>
  claimOf({ id: `c${k}`, text: `Quill shipped a release ${k} that no output holds`, claimType: 'other' }),
);
const registry = new Map<string, Source>([['notes', NOTES]]);
const started = performance.now();
const traced = checkPostTrace({
  post: 'p',
  spans: { file: 'ledger/traces/p.jsonl', text },
  claims,
  registry,
  placeOf: (c) => ({ file: c.file, line: 1, column: 1 }),
});
const linted = performance.now();
const trace = traced.trace;
if (trace === undefined) throw new Error(`the generated trace did not parse: ${traced.findings[0]?.message}`);
const chainStart = performance.now();
for (const span of trace.spans.filter((s) => s.kind === 'chat').slice(0, 100)) claimChain(trace, span, () => true);
const chained = performance.now();
console.log(
  `trace of ${trace.spans.length} spans (${(text.length / 1e6).toFixed(1)} MB), ${claims.length} claims: ` +
    `read, linted and reliance derived in ${(linted - started).toFixed(0)} ms ` +
    `(${traced.findings.length} findings); chain of 100 claims in ${(chained - chainStart).toFixed(0)} ms`,
);
