// A second blog built from a throwaway project: the pipeline is not tied to the sample blog.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const project = makeProject(
  { 'one-post': postFile({ title: 'One post' }, 'The run passed three checks, 3 in all [@run].') },
  [{ id: 'run', file: 'ledger/sources/run.json', text: '{"checks_passed": 3}' }],
);
afterAll(() => project.remove());

describe('publish of another project', () => {
  it('leaves the previous site as it was when a later publish is blocked', async () => {
    const other = makeProject({ 'a-post': postFile({ title: 'A post' }, 'It passed 3 checks [@run].') }, [
      { id: 'run', file: 'ledger/sources/run.json', text: '{"checks_passed": 3}' },
    ]);
    try {
      expect((await publish({ root: other.root, config: loadConfig(other.root), quiet: true })).outcome).toBe(
        'published',
      );
      const page = join(other.root, 'dist/posts/a-post/index.html');
      const before = readFileSync(page, 'utf8');
      other.write('content/posts/a-post.md', postFile({ title: 'A post' }, 'It passed 4 checks [@run].'));
      const report = await publish({ root: other.root, config: loadConfig(other.root), quiet: true });
      expect(report.outcome).toBe('blocked');
      expect(readFileSync(page, 'utf8')).toBe(before);
      expect(readdirSync(other.root).filter((name) => name.includes('staging') || name.includes('previous'))).toEqual(
        [],
      );
    } finally {
      other.remove();
    }
  });

  it('builds it with the shared site and records it in its own log', async () => {
    const report = await publish({ root: project.root, config: loadConfig(project.root), quiet: true });
    expect(report.outcome).toBe('published');
    expect(report.findings.map((f) => f.code)).toEqual(['credential/not-configured']);
    const html = readFileSync(join(project.root, 'dist/posts/one-post/index.html'), 'utf8');
    expect(html).toContain('data-claim="one-post/');
    expect(existsSync(join(project.root, 'ledger/audit.db'))).toBe(true);
    // Each stage's wall time, gate 2 apart from the Astro build it runs inside.
    const stages = report.profile.map((s) => s.stage);
    for (const stage of [
      'capture claims',
      'ground claims',
      'gate 1',
      'astro build',
      'gate 2',
      'audit log',
      'site swap',
    ])
      expect(stages).toContain(stage);
    expect(report.profile.find((s) => s.stage === 'gate 2')!.ms).toBeGreaterThan(0);
  });
});
