/** @module cli/output: rendering findings and results for people (default) or machines (--format json). */
import type { Finding } from '../core/findings.js';

export type OutputFormat = 'text' | 'json';

export function parseFormat(value: string): OutputFormat {
  if (value === 'text' || value === 'json') return value;
  throw new Error(`--format must be "text" or "json", not "${value}"`);
}

/** `file:line:col  code  message` then an indented hint, one finding per block. */
export function formatFindingsText(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.file}:${f.line}:${f.column}  ${f.severity === 'error' ? '' : `${f.severity} `}${f.code}  ${f.message}\n    hint: ${f.hint}`,
    )
    .join('\n');
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Progress lines on a terminal; silent when stderr is not a TTY or with --quiet. */
export function progressReporter(quiet: boolean): (message: string) => void {
  if (quiet || !process.stderr.isTTY) return () => undefined;
  return (message) => process.stderr.write(`\u001b[2m… ${message}\u001b[0m\n`);
}
