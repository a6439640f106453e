// scripts/mutation-sample.ts: a sample of a file's mutants planned with Stryker's instrumenter into a Stryker config,
// and the score of a run over it, with listed equivalent mutants left out.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlannedMutant, SamplePlan } from '../../scripts/mutation-sampling.js';
import { REPO } from '../../scripts/temp-project.js';
import { commandIn } from '../cli-run.js';

const SOURCE = [
  'export function open(a: number): boolean {',
  '  return a > 0 && a < 9;',
  '}',
  'export const label = (n: number): string => (n === 1 ? "one" : "many");',
  '',
].join('\n');

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const tsx = join(REPO, 'node_modules/.bin/tsx');
const run = (...args: string[]) => commandIn(dir as string, tsx, [join(REPO, 'scripts/mutation-sample.ts'), ...args]);

/** A project holding src/open.ts and a base Stryker config, planned with a sample of 2 leaf and 1 other mutant. */
async function planned() {
  dir = mkdtempSync(join(tmpdir(), 'warrant-mutation-sample-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/open.ts'), SOURCE);
  writeFileSync(join(dir, 'stryker.config.json'), JSON.stringify({ testRunner: 'vitest', concurrency: 2 }));
  const result = await run('plan', 'src/open.ts', '--seed', 'test', '--leaf', '2', '--other', '1', '--out', 'out');
  const plan = JSON.parse(readFileSync(join(dir, 'out/plan.json'), 'utf8')) as SamplePlan;
  const config = JSON.parse(readFileSync(join(dir, 'out/stryker.conf.json'), 'utf8')) as Record<string, unknown>;
  return { result, plan, config };
}

/** A Stryker report giving each planned mutant the status `statusOf` picks (lines and columns from 1). */
function report(plan: SamplePlan, statusOf: (m: PlannedMutant, i: number) => string): void {
  const mutants = [...plan.sample.leaf, ...plan.sample.other].map((m, i) => ({
    id: m.id,
    status: statusOf(m, i),
    mutatorName: m.mutatorName,
    replacement: m.replacement,
    location: {
      start: { line: m.location.start.line + 1, column: m.location.start.column + 1 },
      end: { line: m.location.end.line + 1, column: m.location.end.column + 1 },
    },
  }));
  writeFileSync(
    join(dir as string, 'out/report.json'),
    JSON.stringify({ files: { 'src/open.ts': { source: SOURCE, mutants } } }),
  );
}

describe('planning a sample', () => {
  it("writes the sample and a Stryker config that runs exactly its ranges, keeping the base config's settings", async () => {
    const { result, plan, config } = await planned();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('src/open.ts: 16 mutants (2 hold no other, 14 do); sampled 2 and 1');
    // Only the two strings hold no other mutant: every operator's code is also another mutant's ("a > 0" made true).
    expect(plan.sizes).toEqual({ leaf: 2, other: 14 });
    expect(plan.sample.leaf.map((m) => m.mutatorName)).toEqual(['StringLiteral', 'StringLiteral']);
    expect(plan.sample.leaf).toHaveLength(2);
    expect(plan.sample.other).toHaveLength(1);
    expect(config.testRunner).toBe('vitest');
    expect(config.mutate).toHaveLength(3);
    for (const range of config.mutate as string[]) expect(range).toMatch(/^src\/open\.ts:\d+:\d+-\d+:\d+$/u);
    expect(config.jsonReporter).toEqual({ fileName: join('out', 'report.json') });
  });

  it('refuses a missing file or a count that is not a whole number, exit 2', async () => {
    const { result } = await planned();
    expect(result.code).toBe(0);
    expect((await run('plan', 'src/none.ts', '--out', 'out')).code).toBe(2);
    const bad = await run('plan', 'src/open.ts', '--leaf', 'many', '--out', 'out');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--leaf takes a whole number');
  });
});

describe('scoring a sample', () => {
  it('estimates the score from the strata and lists each sampled mutant left open', async () => {
    const { plan } = await planned();
    const open = plan.sample.leaf[0] as PlannedMutant;
    report(plan, (m) => (m === open ? 'Survived' : 'Killed'));
    const result = await run('score', '--out', 'out');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('holding no other mutant: 1 of 2 killed');
    expect(result.stdout).toContain('holding others: 1 of 1 killed');
    expect(result.stdout).toMatch(/estimated score: \d+\.\d% ± \d+\.\d% \(95%\)/u);
    expect(result.stdout).toContain(`survived ${open.location.start.line + 1}:${open.location.start.column + 1}`);
  });

  it('leaves a mutant listed as equivalent out of the score', async () => {
    const { plan } = await planned();
    const open = plan.sample.leaf[0] as PlannedMutant;
    report(plan, (m) => (m === open ? 'Survived' : 'Killed'));
    const text = SOURCE.split('\n')[open.location.start.line] as string;
    mkdirSync(join(dir as string, 'test/mutation'), { recursive: true });
    const entry = {
      file: 'src/open.ts',
      line: text.trim(),
      column: open.location.start.column - (text.length - text.trimStart().length),
      mutator: open.mutatorName,
      replacement: open.replacement,
      reason: 'no input tells them apart in this test',
    };
    writeFileSync(join(dir as string, 'test/mutation/equivalent-mutants.jsonl'), `${JSON.stringify(entry)}\n`);
    const result = await run('score', '--out', 'out');
    expect(result.stdout).toContain('holding no other mutant: 1 of 1 killed (1 static or listed equivalent)');
    expect(result.stdout).toContain('estimated score: 100.0% ± 0.0% (95%)');
  });

  it('says which sampled mutants the report lacks, and refuses a report that is not one, exit 2', async () => {
    const { plan } = await planned();
    report(plan, () => 'Killed');
    const all = JSON.parse(readFileSync(join(dir as string, 'out/report.json'), 'utf8'));
    all.files['src/open.ts'].mutants.pop();
    writeFileSync(join(dir as string, 'out/report.json'), JSON.stringify(all));
    const partial = await run('score', '--out', 'out');
    expect(partial.stdout).toContain('1 not in the report');
    expect(partial.stderr).toContain('1 sampled mutants are not in the report');
    writeFileSync(join(dir as string, 'out/report.json'), '{"files": 3}');
    const bad = await run('score', '--out', 'out');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not a Stryker JSON report');
  });
});
