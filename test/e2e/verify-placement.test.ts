// verify checks a page against where its credential says it belongs and against the site's own published projection.
import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDevelopmentCertificates, verifyPath } from '../../src/credentials/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const run = promisify(execFile);
const CLI = join(resolve(import.meta.dirname, '../..'), 'lib/cli/main.js');
const sources = [
  { id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes and 3 features.\n' },
];
const project = makeProject(
  {
    fixes: postFile({ title: 'Fixes' }, 'The release shipped 12 fixes [@notes].'),
    features: postFile({ title: 'Features' }, 'The release shipped 3 features [@notes].'),
  },
  sources,
);
const dist = join(project.root, 'dist');
const page = (slug: string, file = 'index.html'): string => join(dist, 'posts', slug, file);
const anchors = (): string[] => [readFileSync(join(project.root, 'certs', 'trust-anchors.pem'), 'utf8')];
const publishHere = async (): Promise<void> => {
  const report = await publish({ root: project.root, config: loadConfig(project.root), quiet: true });
  expect(report.outcome).toBe('published');
};
const failures = (statuses: readonly { kind: string; code: string }[]): string[] =>
  statuses.filter((s) => s.kind === 'failure').map((s) => s.code);

beforeAll(async () => {
  initDevelopmentCertificates(join(project.root, 'certs'));
  await publishHere();
}, 120_000);
afterAll(() => project.remove());

describe('verify on a published site', () => {
  it('finds each page where its credential says it is, against the site’s projection, without being told', async () => {
    const results = await verifyPath(dist, { anchorsPem: anchors() });
    expect(results.filter((r) => r.kind === 'page').map((r) => r.state)).toEqual(['Trusted', 'Trusted', 'Trusted']);
    const fixes = results.find((r) => r.path === page('fixes'));
    expect(fixes?.statuses.map((s) => s.code)).toEqual(
      expect.arrayContaining(['warrant.grounding.pageMatch', 'warrant.grounding.projectionMatch']),
    );
  });

  it('rejects a page and its credential copied to another post’s path', async () => {
    const saved = { html: readFileSync(page('features')), c2pa: readFileSync(page('features', 'index.c2pa')) };
    copyFileSync(page('fixes'), page('features'));
    copyFileSync(page('fixes', 'index.c2pa'), page('features', 'index.c2pa'));
    const [moved] = await verifyPath(page('features'), { anchorsPem: anchors() });
    expect(moved?.state).toBe('Invalid');
    expect(failures(moved?.statuses ?? [])).toEqual(['warrant.grounding.pageMismatch']);
    const cli = await run('node', [CLI, '--root', project.root, 'verify', page('features')]).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect('code' in cli ? cli.code : 0).toBe(1);
    expect(cli.stdout).toContain('copied from another page');
    writeFileSync(page('features'), saved.html);
    writeFileSync(page('features', 'index.c2pa'), saved.c2pa);
  });

  it('rejects an old page restored after a republish changed what the site publishes', async () => {
    const old = { html: readFileSync(page('fixes')), c2pa: readFileSync(page('fixes', 'index.c2pa')) };
    project.write('content/posts/fixes.md', postFile({ title: 'Fixes' }, 'The release shipped 3 features [@notes].'));
    await publishHere();
    writeFileSync(page('fixes'), old.html);
    writeFileSync(page('fixes', 'index.c2pa'), old.c2pa);
    const [restored] = await verifyPath(page('fixes'), { anchorsPem: anchors() });
    expect(restored?.state).toBe('Invalid');
    expect(failures(restored?.statuses ?? [])).toEqual(['warrant.grounding.projectionMismatch']);
  }, 120_000);
});
