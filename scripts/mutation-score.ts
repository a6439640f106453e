/**
 * @module scripts/mutation-score: the mutation score over one or more Stryker JSON reports (a whole run, or the chunks
 * of one run with `--mutate`, parts of a file too), per file and in all, and with `--list` every surviving or uncovered
 * mutant with its line. A mutant marked equivalent in the source (`// Stryker disable next-line <Mutator>: reason`) is
 * left out of the score and counted, with `--list` its reason too; so is one listed in test/mutation/equivalent-mutants.jsonl
 * (one JSON object a line: file, the trimmed text of the mutant's line, its column in that text, mutator, replacement,
 * reason, and the length of the mutated code where two mutants start alike), for an equivalent mutant sharing its line
 * with a mutant the tests kill, which a line-wide comment would hide.
 * Static mutants ("ignoreStatic") are left out unlisted.
 * Usage: npx tsx scripts/mutation-score.ts [--list] <report.json>...
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { listedReason, readEquivalentList } from './equivalent-mutants.js';

const Report = z.object({
  files: z.record(
    z.string(),
    z.object({
      source: z.string(),
      mutants: z.array(
        z.object({
          status: z.string(),
          statusReason: z.string().optional(),
          mutatorName: z.string(),
          replacement: z.string().optional(),
          location: z.object({
            start: z.object({ line: z.number(), column: z.number() }),
            end: z.object({ line: z.number(), column: z.number() }).optional(),
          }),
        }),
      ),
    }),
  ),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const read = readEquivalentList();
if (!(read instanceof Map)) fail(read.error);
const listed = read;

const args = process.argv.slice(2);
const list = args.includes('--list');
const reports = args.filter((a) => a !== '--list');
if (reports.length === 0) fail('usage: npx tsx scripts/mutation-score.ts [--list] <report.json>...');

/** Stryker's score: killed and timed-out mutants over every mutant a test could have run (survived and uncovered too). */
const score = (detected: number, valid: number): string =>
  valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(2)}%`;

const STATIC = /^Static mutant/u;
const equivalent = (m: { status: string; statusReason?: string }): boolean =>
  m.status === 'Ignored' && !STATIC.test(m.statusReason ?? '');

let detected = 0;
let valid = 0;
let marked = 0;
// A file in several reports is the union of their mutants (runs over parts of it, `--mutate file:1-760`); a mutant in
// two reports (the part run twice) counts from the last.
type ReportFile = z.infer<typeof Report>['files'][string];
const files = new Map<string, ReportFile>();
const key = (m: ReportFile['mutants'][number]): string =>
  `${m.location.start.line}:${m.location.start.column}:${m.location.end?.line}:${m.location.end?.column}:${m.mutatorName}:${m.replacement ?? ''}`;
for (const path of reports) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`${path}: cannot read a JSON report (${(error as Error).message})`);
  }
  const parsed = Report.safeParse(json);
  if (!parsed.success) fail(`${path}: not a Stryker JSON report (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  for (const [name, file] of Object.entries(parsed.data.files)) {
    const mutants = new Map((files.get(name)?.mutants ?? []).map((m) => [key(m), m]));
    for (const m of file.mutants) mutants.set(key(m), m);
    files.set(name, { source: file.source, mutants: [...mutants.values()] });
  }
}
for (const [name, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  const lines = file.source.split('\n');
  /** Why a mutant is equivalent: its `Stryker disable` comment, or its entry in the list; undefined when it is not. */
  const reasonOf = (m: ReportFile['mutants'][number]): string | undefined => {
    if (equivalent(m)) return m.statusReason ?? '';
    return listedReason(listed, name, lines, m);
  };
  const open = file.mutants.filter((m) => reasonOf(m) === undefined);
  const count = (status: string): number => open.filter((m) => m.status === status).length;
  const fileDetected = count('Killed') + count('Timeout');
  const fileValid = fileDetected + count('Survived') + count('NoCoverage');
  const fileMarked = file.mutants.length - open.length;
  detected += fileDetected;
  valid += fileValid;
  marked += fileMarked;
  process.stdout.write(
    `${name.padEnd(40)} ${score(fileDetected, fileValid).padStart(7)}  (${fileDetected} of ${fileValid}; ${count('Survived')} survived, ${count('NoCoverage')} not covered, ${fileMarked} marked equivalent)\n`,
  );
  if (!list) continue;
  const label = (m: ReportFile['mutants'][number]): string =>
    m.status === 'Survived' ? 'survived' : m.status === 'NoCoverage' ? 'no test ' : 'equal   ';
  for (const m of file.mutants
    .filter((x) => x.status === 'Survived' || x.status === 'NoCoverage' || equivalent(x))
    .sort((a, b) => a.location.start.line - b.location.start.line)) {
    const { line, column } = m.location.start;
    const reason = reasonOf(m);
    const why = reason === undefined ? '' : `\n      because ${reason}`;
    process.stdout.write(
      `  ${reason === undefined ? label(m) : 'equal   '} ${line}:${column} ${m.mutatorName} -> ${JSON.stringify(m.replacement ?? '').slice(0, 70)}\n      ${(lines[line - 1] ?? '').trim().slice(0, 120)}${why}\n`,
    );
  }
}
process.stdout.write(
  `all files: ${score(detected, valid)} (${detected} of ${valid} mutants killed or timed out; ${marked} more marked equivalent)\n`,
);
