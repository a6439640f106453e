// The package as another project imports it: `warrant` (the library) and `warrant/astro` (the integration) resolve
// through package.json's exports, work on the sample blog, and never load the command line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
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
  it('"warrant/remark" reports gate 1 as vfile messages at their places, with the claims and verdicts on the file', async () => {
    const name: string = 'warrant/remark';
    const plugin = (await import(name)) as { default: import('unified').Plugin<[{ root?: string }?]> };
    const path = join(sample.root, 'examples/unsupported-number.md');
    const lint = async (value: string): Promise<VFile> => {
      const processor = unified().use(remarkParse).use(plugin.default, { root: sample.root });
      const file = new VFile({ path, value });
      await processor.run(processor.parse(file), file);
      return file;
    };
    const file = await lint(readFileSync(path, 'utf8'));
    const refuted = file.messages.find((m) => m.ruleId === 'gate1/refuted');
    expect(refuted).toMatchObject({ source: 'warrant', line: 8, column: 48, fatal: true });
    expect(refuted?.reason).toContain('"72,000" is contradicted by the cited source ledgerdb-bench-2026-10');
    expect(file.messages.filter((m) => m.fatal === false).map((m) => m.ruleId)).toContain('gate1/uncited-factual');
    const claims = (file.data as { warrant?: { claims: { text: string; status: string }[] } }).warrant?.claims;
    expect(claims).toEqual([
      expect.objectContaining({ text: 'Throughput rose to 72,000 writes per second', status: 'refuted' }),
    ]);
    // Text that is not the saved file: checked as saved, and said so.
    const edited = await lint('Something else.');
    expect(edited.messages.map((m) => m.ruleId)).toContain('unsaved');
  });

  it('"warrant" is the library: gate 1 on the sample blog through it', async () => {
    const name: string = 'warrant';
    const warrant = (await import(name)) as typeof import('../../src/index.js');
    const result = await warrant.check(sample.root, warrant.loadConfig(sample.root));
    await result.engine.close();
    expect(result.posts.map((p) => p.post.slug).sort()).toEqual([
      'autumn-releases',
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
    for (const entry of ['.', './astro', './remark']) {
      const graph = importGraph(join(REPO, manifest.exports[entry]?.default ?? ''));
      expect(graph.length).toBeGreaterThan(3);
      expect(graph.filter((f) => f.startsWith('lib/cli/'))).toEqual([]);
    }
  });
});
