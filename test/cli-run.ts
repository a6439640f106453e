// The built `warrant` command run as a user runs it, in a project folder: its exit code, standard output and error.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO } from '../scripts/temp-project.js';

const run = promisify(execFile);
export const CLI = join(REPO, 'lib/cli/main.js');

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run `warrant <args>` in `cwd` with the built CLI (lib/); a non-zero exit is a result, not a throw. */
export async function warrantIn(cwd: string, ...args: string[]): Promise<CliResult> {
  return commandIn(cwd, process.execPath, [CLI, ...args]);
}

/** Run a program in `cwd` (an installed `warrant`, say); a non-zero exit is a result, not a throw. */
export async function commandIn(cwd: string, file: string, args: readonly string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
