/**
 * @module scripts/equivalent-mutants: the list of mutants known to be equivalent (test/mutation/equivalent-mutants.jsonl,
 * one JSON object a line: file, the trimmed text of the mutant's line, its column in that text, mutator, replacement,
 * reason, and the length of the mutated code where two mutants start alike), read and matched against a report's mutants
 * by their line's text, so an entry follows its line when edits move it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

export const LIST = 'test/mutation/equivalent-mutants.jsonl';

const Listed = z.object({
  file: z.string(),
  line: z.string(),
  column: z.number().int().nonnegative(),
  mutator: z.string(),
  replacement: z.string(),
  /** How many characters the mutated code spans, when it is on one line: two mutants may start alike ("a && b" and "a"). */
  length: z.number().int().positive().optional(),
  reason: z.string().min(1),
});

/** A mutant as a Stryker JSON report gives it (lines and columns from 1). */
export interface ReportMutant {
  status: string;
  statusReason?: string | undefined;
  mutatorName: string;
  replacement?: string | undefined;
  location: {
    start: { line: number; column: number };
    end?: { line: number; column: number } | undefined;
  };
}

/** What names a mutant across edits that move it: its file, the trimmed text of its line, where in that text, and how. */
const place = (
  file: string,
  line: string,
  column: number,
  mutator: string,
  replacement: string,
  length?: number,
): string => JSON.stringify([file, line, column, mutator, replacement, length ?? null]);

/** The reasons of the listed mutants by their place; an error message (with the list's line) when an entry is malformed. */
export function readEquivalentList(path = LIST): Map<string, string> | { error: string } {
  const listed = new Map<string, string>();
  if (!existsSync(path)) return listed;
  const lines = readFileSync(path, 'utf8').split('\n');
  for (const [index, text] of lines.entries()) {
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { error: `${path}:${index + 1}: not JSON; write one object a line` };
    }
    const entry = Listed.safeParse(value);
    if (!entry.success)
      return {
        error: `${path}:${index + 1}: ${entry.error.issues[0]?.path.join('.')} ${entry.error.issues[0]?.message}`,
      };
    const e = entry.data;
    listed.set(place(e.file, e.line, e.column, e.mutator, e.replacement, e.length), e.reason);
  }
  return listed;
}

/** The listed reason for a surviving or uncovered mutant of `file` (whose source lines are given), if the list has one. */
export function listedReason(
  listed: Map<string, string>,
  file: string,
  lines: readonly string[],
  m: ReportMutant,
): string | undefined {
  if (m.status !== 'Survived' && m.status !== 'NoCoverage') return undefined;
  const text = lines[m.location.start.line - 1] ?? '';
  const column = m.location.start.column - 1 - (text.length - text.trimStart().length);
  const { start, end } = m.location;
  const length = end?.line === start.line ? end.column - start.column : undefined;
  const at = [file, text.trim(), column, m.mutatorName, m.replacement ?? ''] as const;
  return listed.get(place(...at, length)) ?? listed.get(place(...at));
}
