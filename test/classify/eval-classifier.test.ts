/** @module test/classify/eval-classifier: `warrant eval classifier`: scores, skipped sets, and exit 2 without a data directory. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { score } from '../../src/classify/eval.js';
import { registerEvalClassifier } from '../../src/cli/eval-classifier.js';

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const program = new Command()
    .option('--root <dir>')
    .option('--format <format>', '', 'text')
    .option('-q, --quiet')
    .exitOverride();
  registerEvalClassifier(program.command('eval'));
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  process.exitCode = 0;
  await program.parseAsync(['node', 'warrant', ...args]);
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  vi.restoreAllMocks();
  return { code, out, err };
}

/** A tiny synthetic data directory in the shared layout (no real data is copied). */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-eval-'));
  mkdirSync(join(dir, 'claimbuster'));
  writeFileSync(
    join(dir, 'claimbuster', 'two_class_train.json'),
    JSON.stringify([
      { sentence_id: 1, label: 1, text: 'Unemployment fell to 4% in 2019.' },
      { sentence_id: 2, label: 0, text: 'Thanks for having me here.' },
      { sentence_id: 3, label: 1, text: 'The deficit is larger than ever.' },
      { sentence_id: 4, label: 0, text: 'I think that is a good question.' },
    ]),
  );
  mkdirSync(join(dir, 'factcheck_gpt'));
  writeFileSync(
    join(dir, 'factcheck_gpt', 'subtask1_sentence_checkworthiness.jsonl'),
    '{"sentence":"Barack Obama was born in Honolulu.","checkworthy":"yes"}\n{"sentence":"I hope this helps.","checkworthy":"not_a_claim"}\n',
  );
  return dir;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('eval classifier', () => {
  it('scores each present set and skips the absent one with a message', async () => {
    const { code, out } = await run(['--format', 'json', 'eval', 'classifier', '--data', fixture()]);
    expect(code).toBe(0);
    const result = JSON.parse(out) as { sets: Record<string, Record<string, number>>; skipped: Record<string, string> };
    expect(Object.keys(result.sets)).toEqual(['claimbuster', 'factcheck_gpt']);
    expect(result.sets['claimbuster']).toMatchObject({ precision: 1, recall: 1, f1: 1, n: 4 });
    expect(result.sets['factcheck_gpt']).toMatchObject({ precision: 1, recall: 1, f1: 1, n: 2 });
    expect(result.skipped['checkthat']).toContain('absent');
  });

  it('prints a table by default', async () => {
    const { code, out, err } = await run(['eval', 'classifier', '--data', fixture()]);
    expect(code).toBe(0);
    expect(out).toMatch(/^set\s+precision\s+recall\s+f1\s+n/);
    expect(out).toContain('claimbuster');
    expect(err).toContain('skipping checkthat');
  });

  it('exits 2 when the data directory is absent', async () => {
    const { code, err } = await run(['eval', 'classifier', '--data', join(tmpdir(), 'no-such-warrant-data')]);
    expect(code).toBe(2);
    expect(err).toContain('does not exist');
  });

  it('computes precision, recall and F1 of the positive class', () => {
    const items = [
      { text: 'a', checkWorthy: true },
      { text: 'b', checkWorthy: true },
      { text: 'c', checkWorthy: false },
      { text: 'd', checkWorthy: false },
    ];
    expect(score(items, (t) => t === 'a' || t === 'c')).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, n: 4 });
    expect(score(items, () => false)).toEqual({ precision: 0, recall: 0, f1: 0, n: 4 });
  });
});
