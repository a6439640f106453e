/**
 * @module scripts/record-sample-draft: record the sample AI-drafted post and its drafting trace with a real drafting run
 * (scripts/draft-post.ts) against a scripted model on a local OpenAI-compatible server (test/support/chat-server.ts).
 *   npx tsx scripts/record-sample-draft.ts [slug] [--root DIR]
 *     reads examples/drafting/<slug>.json (model, sources, front matter), <slug>.brief.md (the brief) and
 *     <slug>.reply.md (what the scripted model answers); writes content/posts/<slug>.md and ledger/traces/<slug>.jsonl
 *     under the root (this repository by default), replacing the previous recording.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startChatServer } from '../test/support/chat-server.js';

export const REPO = resolve(import.meta.dirname, '..');
export const DRAFTING_EXAMPLES = join(REPO, 'examples/drafting');
export const SAMPLE_SLUG = 'autumn-releases';
export const DRAFT_POST = join(REPO, 'scripts/draft-post.ts');

/** A recorded drafting run, declared as data in examples/drafting/<slug>.json. */
export interface DraftingSample {
  readonly slug: string;
  readonly model: string;
  readonly sources: readonly string[];
  readonly title: string;
  readonly date: string;
  readonly author: string;
  readonly summary: string;
  /** Front-matter tags: they decide which required statements (warrant.config.json) the post carries. */
  readonly tags?: readonly string[];
  /** Paths of the brief and of the scripted model's reply. */
  readonly brief: string;
  readonly reply: string;
}

export function readSample(slug: string = SAMPLE_SLUG): DraftingSample {
  const data = JSON.parse(readFileSync(join(DRAFTING_EXAMPLES, `${slug}.json`), 'utf8')) as Omit<
    DraftingSample,
    'brief' | 'reply'
  >;
  return {
    ...data,
    brief: join(DRAFTING_EXAMPLES, `${slug}.brief.md`),
    reply: join(DRAFTING_EXAMPLES, `${slug}.reply.md`),
  };
}

/** The arguments of scripts/draft-post.ts for a sample, against `endpoint`, writing under `root`. */
export function draftArgs(sample: DraftingSample, endpoint: string, root: string): string[] {
  return [
    ...['--endpoint', endpoint, '--model', sample.model, '--slug', sample.slug, '--brief', sample.brief],
    ...sample.sources.flatMap((id) => ['--source', id]),
    ...['--root', root, '--title', sample.title, '--date', sample.date],
    ...['--author', sample.author, '--summary', sample.summary],
    ...(sample.tags ?? []).flatMap((tag) => ['--tag', tag]),
  ];
}

/** Run scripts/draft-post.ts under tsx (this repository's), as a user would; resolves with its exit code. */
export function runDraftPost(args: readonly string[], stdio: 'inherit' | 'pipe' = 'inherit') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DRAFT_POST, ...args], { cwd: REPO, stdio });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { root: { type: 'string' } } });
  const sample = readSample(positionals[0] ?? SAMPLE_SLUG);
  const server = await startChatServer(readFileSync(sample.reply, 'utf8'));
  try {
    const { code } = await runDraftPost([...draftArgs(sample, server.url, resolve(values.root ?? REPO)), '--force']);
    if (code === 0 && server.requests.length !== 1)
      throw new Error(`the server received ${server.requests.length} requests, not 1`);
    process.exitCode = code;
  } finally {
    await server.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((cause: unknown) => {
    process.stderr.write(`record-sample-draft: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exit(2);
  });
}
