// Vitest global setup: the suite must leave the repository's ledger/ and certs/ exactly as it found them (no verdict cache, audit log or key written there).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
const GUARDED = ['ledger', 'certs'];

/** Every file under the guarded folders with the SHA-256 of its bytes. */
export function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  for (const part of GUARDED) walk(join(root, part));
  return files;
}

/** What changed between two snapshots, in words. */
export function changes(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [path, hash] of after) {
    if (!before.has(path)) out.push(`created ${path}`);
    else if (before.get(path) !== hash) out.push(`changed ${path}`);
  }
  for (const path of before.keys()) if (!after.has(path)) out.push(`deleted ${path}`);
  return out;
}

export default function setup(): () => void {
  const before = snapshot(REPO);
  return () => {
    const changed = changes(before, snapshot(REPO));
    if (changed.length === 0) return;
    // Vitest reports a teardown error but keeps its exit code, so the failure sets the exit code itself.
    process.stderr.write(
      `FAIL repository guard: the test suite touched the repository's own files: ${changed.join(', ')}; tests must work in a temporary copy\n`,
    );
    process.exitCode = 1;
  };
}
