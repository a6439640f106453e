/**
 * @module scripts/mutation-sample: mutation testing of a file too big to run whole, on a seeded random sample of its
 * mutants (scripts/mutation-sampling.ts says how). `plan` lists the file's mutants with Stryker's own instrumenter,
 * draws the sample and writes a Stryker config running exactly those ranges; `score` reads the run's JSON report and
 * prints the estimated score with its 95% interval and every sampled mutant left open (listed equivalent ones left out).
 * Usage:
 *   npm run mutate:sample -- plan <file> [--seed S] [--leaf 300] [--other 120] [--out reports/mutation/sample]
 *   npx stryker run reports/mutation/sample/stryker.conf.json
 *   npm run mutate:sample -- score [--out reports/mutation/sample]
 */
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { listedReason, readEquivalentList, type ReportMutant } from './equivalent-mutants.js';
import {
  estimate,
  plan,
  plannedKey,
  rangeOf,
  reportedKey,
  type PlannedMutant,
  type SamplePlan,
  type Tally,
} from './mutation-sampling.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function readJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return fail(`${path}: cannot read ${what} (${(error as Error).message})`);
  }
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        seed: { type: 'string', default: 'sample' },
        leaf: { type: 'string', default: '300' },
        other: { type: 'string', default: '120' },
        out: { type: 'string', default: 'reports/mutation/sample' },
        config: { type: 'string', default: 'stryker.config.json' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const [command, file] = positionals;
const planPath = join(values.out, 'plan.json');
const reportPath = join(values.out, 'report.json');

/** Stryker's logger, silenced: the instrumenter only reports what it skips. */
const quiet = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

const count = (name: string, text: string): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : fail(`--${name} takes a whole number, not "${text}"`);
};

if (command === 'plan') {
  if (file === undefined || !existsSync(file)) fail(`plan: give a source file to sample (${file ?? 'none'} given)`);
  const counts = { leaf: count('leaf', values.leaf), other: count('other', values.other) };
  const result = await new Instrumenter(quiet).instrument(
    [{ name: file, content: readFileSync(file, 'utf8'), mutate: true }],
    { plugins: null, excludedMutations: [], ignorers: [], noHeader: true },
  );
  // A mutant with a status is behind a `Stryker disable` comment: marked equivalent, outside the score.
  const mutants: PlannedMutant[] = result.mutants
    .filter((m) => m.status === undefined)
    .map((m) => ({ id: m.id, mutatorName: m.mutatorName, replacement: m.replacement, location: m.location }));
  const sample = plan(file, values.seed, mutants, counts);
  const base = readJson(values.config, 'the Stryker config') as Record<string, unknown>;
  const config = {
    ...base,
    _comment: `A sample of ${file}'s mutants (seed "${values.seed}"): made by scripts/mutation-sample.ts plan; score it with its score command.`,
    mutate: [...sample.sample.leaf, ...sample.sample.other].map((m) => rangeOf(file, m)),
    reporters: ['progress', 'json'],
    jsonReporter: { fileName: reportPath },
  };
  mkdirSync(values.out, { recursive: true });
  writeFileSync(planPath, JSON.stringify(sample));
  writeFileSync(join(values.out, 'stryker.conf.json'), JSON.stringify(config, null, 1));
  process.stdout.write(
    `${file}: ${mutants.length} mutants (${sample.sizes.leaf} hold no other, ${sample.sizes.other} do); sampled ${sample.sample.leaf.length} and ${sample.sample.other.length} with seed "${values.seed}"\n` +
      `run: npx stryker run ${join(values.out, 'stryker.conf.json')}\nthen: npm run mutate:sample -- score --out ${values.out}\n`,
  );
} else if (command === 'score') {
  const Plan = z.object({
    file: z.string(),
    seed: z.string(),
    sizes: z.object({ leaf: z.number(), other: z.number() }),
    sample: z.object({ leaf: z.array(z.any()), other: z.array(z.any()) }),
  });
  const parsedPlan = Plan.safeParse(readJson(planPath, 'the sample plan'));
  if (!parsedPlan.success) fail(`${planPath}: not a sample plan; make one with the plan command`);
  const samplePlan = parsedPlan.data as SamplePlan;
  const Report = z.object({
    files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(z.any()) })),
  });
  const parsedReport = Report.safeParse(readJson(reportPath, 'the Stryker report'));
  if (!parsedReport.success) fail(`${reportPath}: not a Stryker JSON report`);
  const reported = parsedReport.data.files[samplePlan.file];
  if (reported === undefined) fail(`${reportPath}: holds no mutant of ${samplePlan.file}`);
  const listed = readEquivalentList();
  if (!(listed instanceof Map)) fail(listed.error);
  const lines = reported.source.split('\n');
  const results = new Map((reported.mutants as ReportMutant[]).map((m) => [reportedKey(m), m]));
  const open: ReportMutant[] = [];
  const tallies = { leaf: tally('leaf'), other: tally('other') };
  function tally(stratum: 'leaf' | 'other'): Tally {
    const t: Tally = { killed: 0, open: 0, outside: 0, missing: 0 };
    for (const planned of samplePlan.sample[stratum]) {
      const m = results.get(plannedKey(planned));
      if (m === undefined) t.missing++;
      else if (m.status === 'Killed' || m.status === 'Timeout') t.killed++;
      else if (
        (m.status === 'Survived' || m.status === 'NoCoverage') &&
        !listedReason(listed as Map<string, string>, samplePlan.file, lines, m)
      ) {
        t.open++;
        open.push(m);
      } else t.outside++;
    }
    return t;
  }
  const { score, margin } = estimate(samplePlan.sizes, tallies);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const line = (name: string, t: Tally): string =>
    `  ${name}: ${t.killed} of ${t.killed + t.open} killed (${t.outside} static or listed equivalent${t.missing > 0 ? `, ${t.missing} not in the report` : ''})\n`;
  process.stdout.write(
    `${samplePlan.file}, sample "${samplePlan.seed}" of ${samplePlan.sizes.leaf + samplePlan.sizes.other} mutants\n` +
      line('holding no other mutant', tallies.leaf) +
      line('holding others', tallies.other) +
      `estimated score: ${score === undefined ? 'n/a (a stratum has no scored mutant)' : `${pct(score)} ± ${pct(margin)} (95%)`}\n`,
  );
  for (const m of open.sort((a, b) => a.location.start.line - b.location.start.line)) {
    const { line: at, column } = m.location.start;
    process.stdout.write(
      `  ${m.status === 'Survived' ? 'survived' : 'no test '} ${at}:${column} ${m.mutatorName} -> ${JSON.stringify(m.replacement ?? '').slice(0, 70)}\n      ${(lines[at - 1] ?? '').trim().slice(0, 120)}\n`,
    );
  }
  const missing = tallies.leaf.missing + tallies.other.missing;
  if (missing > 0)
    process.stderr.write(
      `${missing} sampled mutants are not in the report: was ${samplePlan.file} changed since the plan?\n`,
    );
} else {
  fail('usage: mutation-sample plan <file> [--seed S] [--leaf N] [--other N] [--out DIR] | score [--out DIR]');
}
