/**
 * @module scripts/fuzz: the Markdown and claim paths run over generated hostile posts for a time budget, printing the
 * worst time and memory per kind of input. Usage: `npx tsx scripts/fuzz.ts [seconds]` (default 60). Not a test: the
 * figures go in the closing notes; the regression cases are in test/inputs/hostile-posts.test.ts.
 */
import fc from 'fast-check';
import { classifyPost } from '../src/gates/gate1.js';
import { assessDeterministic } from '../src/grounding/deterministic.js';
import { DEFAULT_LIMITS, nestingDepth } from '../src/inputs/limits.js';
import { parsePost } from '../src/inputs/post.js';
import { capturePost } from '../src/markdown/capture-post.js';

const seconds = Number(process.argv[2] ?? 60);
const FRONT = '---\ntitle: T\ndate: "2026-01-01"\nauthor: A\nsummary: S\n---\n\n';
const source = {
  uri: 'notes.txt',
  mediaType: 'text/plain',
  text: 'The release shipped 12 fixes and 3 features on 2026-01-05.\nLatency: 41 ms\n',
  title: 'Notes',
};

/** Kinds of hostile post, each a generator of post bodies. */
const KINDS: Record<string, fc.Arbitrary<string>> = {
  'nested block quotes': fc.integer({ min: 1, max: 20_000 }).map((n) => `${'> '.repeat(n)}deep`),
  'nested lists': fc
    .integer({ min: 1, max: 2_000 })
    .map((n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')),
  'one long claim of repeated tokens': fc
    .tuple(
      fc.constantFrom('1 ', '1-', '$1 ', '1% ', '12 fixes ', 'v1.2.3 ', '2026-01-05 '),
      fc.integer({ min: 1, max: 60_000 }),
    )
    .map(([token, n]) => `${token.repeat(n)}[@notes].`),
  'many claims': fc
    .integer({ min: 1, max: 20_000 })
    .map((n) => Array.from({ length: n }, (_, i) => `The release shipped ${i} fixes [@notes].`).join(' ')),
  'random text with citations': fc
    .array(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('[@notes]', '. ', '\n\n', '<b>', '**', '> ', '- ')), {
      maxLength: 3_000,
    })
    .map((parts) => parts.join('')),
  'large post': fc.integer({ min: 1, max: 400 }).map((kb) => 'The release shipped 12 fixes [@notes]. '.repeat(kb * 26)),
};

/** The author-side path of one post: limits, front matter, capture, classification, grounding of every claim. */
function run(body: string): void {
  const text = `${FRONT}${body}\n`;
  if (Buffer.byteLength(text) > DEFAULT_LIMITS.postBytes) return;
  if (nestingDepth(text).depth > DEFAULT_LIMITS.nesting) return;
  const { post } = parsePost('content/posts/fuzz.md', text);
  if (!post) return;
  const captured = capturePost(post);
  classifyPost(captured);
  for (const claim of captured.claims) assessDeterministic(claim.text, source, claim.context ?? []);
}

const budget = (seconds * 1000) / Object.keys(KINDS).length;
console.log(
  `fuzz: ${seconds} s over ${Object.keys(KINDS).length} kinds of hostile post (limits: ${JSON.stringify(DEFAULT_LIMITS)})`,
);
for (const [kind, arbitrary] of Object.entries(KINDS)) {
  const until = performance.now() + budget;
  let runs = 0;
  let worst = { ms: 0, size: 0 };
  let worstMemory = 0;
  while (performance.now() < until) {
    const [body] = fc.sample(arbitrary, 1);
    if (body === undefined) continue;
    const before = process.memoryUsage().rss;
    const started = performance.now();
    run(body);
    const ms = performance.now() - started;
    worstMemory = Math.max(worstMemory, process.memoryUsage().rss - before);
    if (ms > worst.ms) worst = { ms, size: body.length };
    runs += 1;
  }
  console.log(
    `${kind.padEnd(36)} ${String(runs).padStart(6)} runs  worst ${worst.ms.toFixed(0).padStart(6)} ms (input of ${worst.size} chars)  worst memory growth ${(worstMemory / 1048576).toFixed(0)} MB`,
  );
}
