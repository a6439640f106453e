/** @module cli/run: shared command plumbing: global options, and turning failures into exit code 2 with a plain message. */
import type { Command } from 'commander';
import { isWarrantError, WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import { parseFormat, type OutputFormat } from './output.js';

export interface GlobalOptions {
  readonly root: string;
  readonly format: OutputFormat;
  readonly quiet: boolean;
}

/** The global options; `--format sarif` only where the command says it writes findings as SARIF (check, publish). */
export function globalOptions(command: Command, writes: { sarif?: boolean } = {}): GlobalOptions {
  const opts = command.optsWithGlobals<{ root?: string; format?: string; quiet?: boolean }>();
  const format = parseFormat(opts.format ?? 'text');
  if (format === 'sarif' && !writes.sarif)
    throw new WarrantError(
      'CONFIG_INVALID',
      `--format sarif is for the commands that report findings (check, publish), not ${command.name()}`,
    );
  return { root: opts.root ?? process.cwd(), format, quiet: opts.quiet ?? false };
}

/** Run a command body; it returns the exit code. A thrown error means the tool could not run: exit 2, no stack trace. */
export function action<A extends unknown[]>(
  body: (...args: A) => Promise<number> | number,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      process.exitCode = await body(...args);
    } catch (error) {
      const code = isWarrantError(error) ? error.code : 'INTERNAL';
      const message = error instanceof Error ? error.message : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? `\n  cause: ${error.cause.message}` : '';
      process.stderr.write(`warrant: ${code}: ${message}${cause}\n`);
      if (process.env['WARRANT_DEBUG'] && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
      process.exitCode = EXIT.toolFailed;
    }
  };
}
