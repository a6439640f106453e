// loadSources without a policy: it keeps no path for itself and allows no git-ignored public copy.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSources } from '../../src/adapters/project-files.js';
import { sha256Hex } from '../../src/core/canonical.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function root(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-policy-'));
  roots.push(dir);
  return dir;
}

const TEXT = 'The fleet ran 42 servers.\n';

function source(id: string, uri: string, sensitivity: 'public' | 'internal' = 'public') {
  return { id, uri, title: id, tier: 'record', sensitivity, sha256: sha256Hex(TEXT) } as const;
}

describe('loadSources with the default policy', () => {
  it('reads a copy of any name: no path is forbidden', () => {
    const dir = root();
    writeFileSync(join(dir, 'Stryker was here'), TEXT);
    const { loaded, findings } = loadSources(dir, [source('odd', 'Stryker was here', 'internal')], new Map());
    expect(findings).toEqual([]);
    expect([...loaded.keys()]).toEqual(['odd']);
  });

  it('refuses a git-ignored public copy whatever its id: no id is allowed', () => {
    const dir = root();
    execFileSync('git', ['init', '-q', dir]);
    writeFileSync(join(dir, '.gitignore'), 'secret.txt\n');
    writeFileSync(join(dir, 'secret.txt'), TEXT);
    const { loaded, findings } = loadSources(dir, [source('Stryker was here', 'secret.txt')], new Map());
    expect(findings.map((f) => f.code)).toEqual(['source/git-ignored']);
    expect([...loaded.keys()]).toEqual([]);
  });
});
