/** @module test/cli/eval-posts-progress: `warrant eval posts` shows progress on a terminal only, and never with --quiet. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerEvalPosts } from '../../src/cli/eval-posts.js';

const DEVSET = join(import.meta.dirname, '../devset');
const POST = 'reading-a-go-module-file';

/** A set of one real post of the development set, with its one source. */
function oneOf(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-eval-one-'));
  for (const sub of ['labels', 'posts']) mkdirSync(join(dir, sub));
  copyFileSync(join(DEVSET, 'labels', `${POST}.json`), join(dir, 'labels', `${POST}.json`));
  copyFileSync(join(DEVSET, 'posts', `${POST}.md`), join(dir, 'posts', `${POST}.md`));
  const entry = readFileSync(join(DEVSET, 'sources.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes('"viper-go-mod"')) as string;
  const uri = (JSON.parse(entry) as { uri: string }).uri;
  mkdirSync(dirname(join(dir, uri)), { recursive: true });
  copyFileSync(join(DEVSET, uri), join(dir, uri));
  writeFileSync(join(dir, 'sources.jsonl'), `${entry}\n`);
  return dir;
}

async function run(args: string[], tty: boolean): Promise<{ out: string; err: string }> {
  const program = new Command().option('--format <format>', '', 'text').option('-q, --quiet').exitOverride();
  registerEvalPosts(program.command('eval'));
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  const was = process.stderr.isTTY;
  process.stderr.isTTY = tty;
  try {
    await program.parseAsync(['node', 'warrant', ...args]);
  } finally {
    process.stderr.isTTY = was;
    process.exitCode = 0;
  }
  return { out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('eval posts progress', () => {
  it('is silent when standard error is not a terminal, and reports each post on one', async () => {
    const data = oneOf();
    const piped = await run(['eval', 'posts', '--data', data], false);
    expect(piped.err).toBe('');
    expect(piped.out).toContain(`posts/${POST}.md: correct passed`);
    const shown = await run(['eval', 'posts', '--data', data], true);
    expect(shown.err).toContain(`grounded 1/1: content/posts/${POST}.md (16 claims)`);
    const quiet = await run(['--quiet', 'eval', 'posts', '--data', data], true);
    expect(quiet.err).toBe('');
  }, 60_000);
});
