/** @module cli/output: output formats (text for people, json for machines), JSON printing and terminal progress. */

export type OutputFormat = 'text' | 'json' | 'sarif';

export function parseFormat(value: string): OutputFormat {
  if (value === 'text' || value === 'json' || value === 'sarif') return value;
  throw new Error(`--format must be "text", "json" or "sarif", not "${value}"`);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Progress lines on a terminal; silent when stderr is not a TTY or with --quiet. */
export function progressReporter(quiet: boolean): (message: string) => void {
  if (quiet || !process.stderr.isTTY) return () => undefined;
  return (message) => process.stderr.write(`\u001b[2m… ${message}\u001b[0m\n`);
}
