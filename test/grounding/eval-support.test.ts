/** @module test/grounding/eval-support: the eval command on a tiny synthetic set, its skip path, and the metrics it prints. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerEvalSupport } from '../../src/cli/eval-support.js';
import { differsInNumber, evalMetrics } from '../../src/grounding/eval-metrics.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'warrant-eval-'));
  mkdirSync(join(dir, 'rte'));
  // A synthetic three-pair set in the RTE layout (written here, not copied from the shared data).
  writeFileSync(
    join(dir, 'rte', 'dev.tsv'),
    [
      'sentence1\tsentence2\tlabel\tidx',
      'The outbreak caused 3,737 cases.\tThe outbreak caused 3,737 cases.\t0\t0',
      'The outbreak caused 3,737 cases.\tThe outbreak caused more than 3,780 cases.\t1\t1',
      'The weather was mild.\tThe outbreak caused 12 deaths.\t1\t2',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

async function run(args: string[]): Promise<{ stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const program = new Command().option('--format <format>', '', 'text').option('-q, --quiet').option('--root <dir>');
  registerEvalSupport(program.command('eval'));
  await program.parseAsync(['node', 'warrant', ...args]);
  vi.restoreAllMocks();
  return { stdout, stderr };
}

describe('warrant eval support', () => {
  it('prints the JSON report with the agreed keys', async () => {
    const { stdout } = await run(['--format', 'json', 'eval', 'support', '--data', dir, '--set', 'rte']);
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(process.exitCode).toBe(0);
    expect(report).toMatchObject({
      set: 'rte',
      n: 3,
      balanced_accuracy: 1,
      confusion: { supported: { supported: 1, not_supported: 0 }, not_supported: { supported: 0, not_supported: 2 } },
    });
    expect(report['per_class']).toMatchObject({ supported: { precision: 1, recall: 1, n: 1 } });
    expect(typeof report['pairs_per_second']).toBe('number');
  });

  it('prints a table by default', async () => {
    const { stdout } = await run(['eval', 'support', '--data', dir, '--set', 'rte']);
    expect(stdout).toContain('balanced accuracy 100.0%');
    expect(stdout).toMatch(/confusion \(rows gold, columns predicted\)/u);
  });

  it('skips cleanly with a message when the data is absent', async () => {
    const { stdout, stderr } = await run(['eval', 'support', '--data', join(dir, 'nowhere'), '--set', 'sick']);
    expect(stdout).toBe('');
    expect(stderr).toContain('skipped sick');
    expect(process.exitCode).toBe(0);
  });

  it('refuses an unknown set or tier with exit code 2', async () => {
    const { stderr } = await run(['eval', 'support', '--data', dir, '--set', 'nope']);
    expect(stderr).toContain('CONFIG_INVALID');
    expect(process.exitCode).toBe(2);
    process.exitCode = undefined;
    await run(['eval', 'support', '--data', dir, '--set', 'rte', '--tiers', 'oracle']);
    expect(process.exitCode).toBe(2);
  });
});

describe('evalMetrics', () => {
  it('computes balanced accuracy, precision and recall from the confusion matrix', () => {
    const m = evalMetrics(
      ['a', 'b'],
      [
        { gold: 'a', predicted: 'a' },
        { gold: 'a', predicted: 'b' },
        { gold: 'b', predicted: 'b' },
        { gold: 'b', predicted: 'b' },
      ],
    );
    expect(m.balanced_accuracy).toBeCloseTo(0.75);
    expect(m.per_class['b']).toEqual({ precision: 2 / 3, recall: 1, n: 2 });
    expect(m.confusion).toEqual({ a: { a: 1, b: 1 }, b: { a: 0, b: 2 } });
    // Nothing predicted supported: its precision is undefined, not zero.
    expect(m.supported).toEqual({ precision: null, recall: 0, predicted: 0 });
  });

  it('finds pairs that differ in a number', () => {
    expect(differsInNumber('more than 3,780 cases', 'there were 3780 cases')).toBe(false);
    expect(differsInNumber('more than 3,781 cases', 'there were 3780 cases')).toBe(true);
    expect(differsInNumber('many cases', 'there were 3780 cases')).toBe(false);
  });
});

describe('warrant eval support on the key-value and table sets (synthetic files in the shared layout)', () => {
  let tables = '';
  beforeAll(() => {
    tables = mkdtempSync(join(tmpdir(), 'warrant-eval-tables-'));
    const write = (path: string, text: string): void => {
      mkdirSync(join(tables, path, '..'), { recursive: true });
      writeFileSync(join(tables, path), text);
    };
    write(
      'infotabs/data/maindata/infotabs_dev.tsv',
      [
        'annotater_id\ttable_id\thypothesis\tlabel',
        'A\tT1\tThe film runs for 112 minutes.\tE',
        'A\tT1\tThe film runs for 130 minutes.\tC',
        'A\tT1\tThe film was the most successful of its year.\tN',
      ].join('\n'),
    );
    write(
      'infotabs/data/tables/json/T1.json',
      JSON.stringify({ title: ['Brooklyn'], 'Running time': ['112 minutes'] }),
    );
    write(
      'tabfact/tokenized_data/val_examples.json',
      JSON.stringify({
        't1.csv': [['berlin have a population of 3737000', 'paris have a population of 3737000'], [1, 0], 'cities'],
      }),
    );
    write('tabfact/data/all_csv/t1.csv', 'city#population\nberlin#3737000\nparis#2100000\n');
    write(
      'scitab/dataset/sci_tab.json',
      JSON.stringify([
        {
          claim: 'The LR model reaches an F1 of 0.92 with BoW features.',
          label: 'supports',
          table_caption: 'Table 1: F1 of each model',
          table_column_names: ['Feature', 'LR F1'],
          table_content_values: [
            ['BoW', '[BOLD] 0.92'],
            ['ASM', '0.88'],
          ],
        },
        {
          claim: 'The LR model reaches an F1 of 0.95 with BoW features.',
          label: 'refutes',
          table_caption: 'Table 1: F1 of each model',
          table_column_names: ['Feature', 'LR F1'],
          table_content_values: [
            ['BoW', '0.92'],
            ['ASM', '0.88'],
          ],
        },
      ]),
    );
  });
  afterAll(() => rmSync(tables, { recursive: true, force: true }));

  for (const [set, n] of [
    ['infotabs', 3],
    ['tabfact', 2],
    ['scitab', 2],
  ] as const) {
    it(`${set}: reads the split and reports supported precision, recall and the false-pass rate`, async () => {
      const { stdout } = await run(['--format', 'json', 'eval', 'support', '--data', tables, '--set', set]);
      const report = JSON.parse(stdout) as {
        n: number;
        supported: { precision: number | null; recall: number; predicted: number };
        false_pass_rate: number;
        per_class: Record<string, unknown>;
        confusion: Record<string, unknown>;
      };
      expect(report.n).toBe(n);
      expect(report.supported).toEqual({ precision: 1, recall: 1, predicted: 1 });
      expect(report.false_pass_rate).toBe(0);
      expect(report.per_class).toHaveProperty('supported');
      const text = await run(['eval', 'support', '--data', tables, '--set', set]);
      expect(text.stdout).toContain('supported: precision 100.0%, recall 100.0% (1 predicted)  false-pass rate 0.0%');
    });
  }
});
