// scripts/mutation-score.ts: the score over Stryker reports, with equivalent mutants listed in
// test/mutation/equivalent-mutants.jsonl left out of it; and that list kept true to the code it names.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from '../../scripts/temp-project.js';
import { commandIn } from '../cli-run.js';

const SOURCE = ['export function open(a: number): boolean {', '  return a > 0 && a < 9;', '}', ''].join('\n');
const mutant = (status: string, column: number, mutatorName: string, replacement: string, length = 5) => ({
  status,
  mutatorName,
  replacement,
  location: { start: { line: 2, column }, end: { line: 2, column: column + length } },
});
const REPORT = {
  files: {
    'src/open.ts': {
      source: SOURCE,
      mutants: [
        mutant('Killed', 10, 'EqualityOperator', 'a >= 0'),
        mutant('Survived', 19, 'EqualityOperator', 'a <= 9'),
        mutant('Survived', 10, 'ConditionalExpression', 'true'),
        // ("a > 0 && a < 9" made true starts where "a > 0" made true does.)
        mutant('Killed', 10, 'ConditionalExpression', 'true', 14),
      ],
    },
  },
};
const listLine = {
  file: 'src/open.ts',
  line: 'return a > 0 && a < 9;',
  column: 16,
  mutator: 'EqualityOperator',
  replacement: 'a <= 9',
  reason: 'a is an integer below 9 here',
};

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Run the script in a fresh folder holding the report and, when given, the list of equivalent mutants. */
async function score(list: string | undefined, ...flags: string[]) {
  dir = mkdtempSync(join(tmpdir(), 'warrant-mutation-score-'));
  writeFileSync(join(dir, 'report.json'), JSON.stringify(REPORT));
  if (list !== undefined) {
    mkdirSync(join(dir, 'test/mutation'), { recursive: true });
    writeFileSync(join(dir, 'test/mutation/equivalent-mutants.jsonl'), list);
  }
  const tsx = join(REPO, 'node_modules/.bin/tsx');
  return commandIn(dir, tsx, [join(REPO, 'scripts/mutation-score.ts'), ...flags, 'report.json']);
}

describe('the mutation score', () => {
  it('counts survivors against the score when nothing lists them', async () => {
    const result = await score(undefined);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('src/open.ts');
    expect(result.stdout).toContain('50.00%  (2 of 4; 2 survived, 0 not covered, 0 marked equivalent)');
  });

  it('leaves a listed equivalent mutant out of the score and gives its reason, but not its neighbour on the line', async () => {
    const result = await score(`${JSON.stringify(listLine)}\n`, '--list');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('66.67%  (2 of 3; 1 survived, 0 not covered, 1 marked equivalent)');
    expect(result.stdout).toContain('because a is an integer below 9 here');
    expect(result.stdout).toMatch(/survived 2:10 ConditionalExpression/u);
  });

  it('does not match an entry whose column points at another mutant of the line', async () => {
    const result = await score(`${JSON.stringify({ ...listLine, column: 7 })}\n`);
    expect(result.stdout).toContain('(2 of 4; 2 survived');
  });

  it('tells two mutants that start alike apart by the length an entry gives', async () => {
    const operand = {
      ...listLine,
      column: 7,
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason: 'a is never 0',
    };
    const short = await score(`${JSON.stringify({ ...operand, length: 5 })}\n`);
    expect(short.stdout).toContain('(2 of 3; 1 survived, 0 not covered, 1 marked equivalent)');
    const long = await score(`${JSON.stringify({ ...operand, length: 14 })}\n`);
    expect(long.stdout).toContain('(2 of 4; 2 survived, 0 not covered, 0 marked equivalent)');
  });

  it('refuses a malformed list with its line, exit 2', async () => {
    const bad = await score(`${JSON.stringify(listLine)}\n{"file": "src/open.ts"}\n`);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/equivalent-mutants\.jsonl:2: line /u);
    const notJson = await score('not json\n');
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('equivalent-mutants.jsonl:1: not JSON');
  });
});

describe("the repository's list of equivalent mutants", () => {
  const text = readFileSync(join(REPO, 'test/mutation/equivalent-mutants.jsonl'), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as typeof listLine);

  it('names, for every entry, a line that is still in its file, with a reason', () => {
    for (const e of entries) {
      const lines = readFileSync(join(REPO, e.file), 'utf8')
        .split('\n')
        .map((l) => l.trim());
      expect(lines, `${e.file}: ${e.line}`).toContain(e.line);
      expect(e.column, `${e.file}: ${e.line}`).toBeLessThan(e.line.length);
      expect(e.reason.length, `${e.file}: ${e.line}`).toBeGreaterThan(10);
    }
  });

  it('lists each mutant once', () => {
    const keys = entries.map((e) =>
      JSON.stringify([e.file, e.line, e.column, e.mutator, e.replacement, (e as { length?: number }).length ?? null]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
