/** @module grounding/code-version: a content hash of the code that makes verdicts, so a cached verdict is reused only by the code that made it. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256Hex } from '../core/canonical.js';

/** The module folders whose code decides a verdict: the grounding engine and the text rules it shares with the classifier. */
const VERDICT_CODE = ['grounding', 'classify', 'classify/rules'];

/** SHA-256 over the names and bytes of every module file (.ts or .js) in the given folders under `root`, in a fixed order. */
export function codeHash(root: string, folders: readonly string[] = VERDICT_CODE): string {
  const parts: string[] = [];
  for (const folder of folders) {
    const dir = join(root, folder);
    const files = readdirSync(dir)
      .filter((name) => /\.(?:ts|js)$/u.test(name) && !name.endsWith('.d.ts'))
      .sort();
    for (const name of files) parts.push(`${folder}/${name}`, sha256Hex(readFileSync(join(dir, name), 'utf8')));
  }
  return sha256Hex(parts.join('\n'));
}

let installed: string | undefined;

/** The hash of the verdict code this process runs (src/ under tests and tsx, lib/ when built), computed once. */
export function verdictCodeHash(): string {
  installed ??= codeHash(dirname(dirname(fileURLToPath(import.meta.url))));
  return installed;
}
