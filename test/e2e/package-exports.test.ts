// The package as another project imports it: `warrant` (the library) and `warrant/astro` (the integration) resolve
// through package.json's exports, work on the sample blog, and never load the command line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySampleBlog, REPO } from '../../scripts/temp-project.js';

const sample = copySampleBlog();
afterAll(() => sample.remove());

/** Every module a built module imports, transitively (relative imports of lib/). */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/gu))
      visit(resolve(dirname(file), match[1] ?? ''));
  };
  visit(entry);
  return [...seen].map((f) => f.slice(REPO.length + 1));
}

describe('the package exports', () => {
  it('"warrant" is the library: gate 1 on the sample blog through it', async () => {
    const name: string = 'warrant';
    const warrant = (await import(name)) as typeof import('../../src/index.js');
    const result = await warrant.check(sample.root, warrant.loadConfig(sample.root));
    await result.engine.close();
    expect(result.posts.map((p) => p.post.slug).sort()).toEqual([
      'ledgerdb-write-path',
      'office-air',
      'pinned-sources',
      'quill-2-4',
    ]);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(warrant.formatFindingsText(result.findings)).toContain('warning gate1/weak');
  });

  it('"warrant/astro" is the integration, and neither entry loads the command line', async () => {
    const name: string = 'warrant/astro';
    const integration = (await import(name)) as { default: () => { name: string; hooks: object } };
    expect(integration.default().name).toBe('warrant');
    const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      exports: Record<string, { default: string }>;
    };
    for (const entry of ['.', './astro']) {
      const graph = importGraph(join(REPO, manifest.exports[entry]?.default ?? ''));
      expect(graph.length).toBeGreaterThan(3);
      expect(graph.filter((f) => f.startsWith('lib/cli/'))).toEqual([]);
    }
  });
});
