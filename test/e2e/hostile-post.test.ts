// A post carrying raw HTML injections, published for real: what runs is gone, a script blocks, and hidden factual text is gated.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-hostile-'));
const sources = [{ id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes.\n' }];
/** Injections the sanitiser removes: the post still publishes, without them. */
export const INJECTIONS = [
  'The release shipped 12 fixes [@notes].',
  '',
  '<img src="/favicon.svg" alt="the project logo" onerror="alert(1)" title="Revenue grew 80 percent in 2025">',
  '',
  '<iframe src="https://example.org/"></iframe>',
  '',
  'A <a href="javascript:alert(2)">link</a> and <span style="content: \'Revenue grew 80 percent\'">text</span>.',
  '',
  '<input value="Revenue grew 80 percent in 2025">',
].join('\n');

const projects: { remove(): void }[] = [];
afterAll(() => {
  for (const p of projects) p.remove();
  rmSync(work, { recursive: true, force: true });
});

async function publishPost(name: string, body: string, config?: unknown) {
  const project = makeProject(
    { hostile: postFile({ title: 'A hostile post' }, body) },
    sources,
    config ? { 'warrant.config.json': JSON.stringify(config) } : {},
  );
  projects.push(project);
  const outDir = join(work, name);
  const report = await publish({
    root: project.root,
    config: loadConfig(project.root),
    outDir,
    auditDb: join(work, `${name}.db`),
    quiet: true,
  });
  return { report, outDir };
}

describe('a post carrying raw HTML injections', () => {
  it('publishes without anything that runs, frames or hides text, and names what it removed', async () => {
    const { report, outDir } = await publishPost('sanitised', INJECTIONS);
    expect(report.outcome).toBe('published');
    const html = readFileSync(join(outDir, 'posts/hostile/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).not.toMatch(/<script|onerror|<iframe|javascript:|style=|value=|80 percent/iu);
    expect(article).toContain('alt="the project logo"');
    expect(report.findings.filter((f) => f.code === 'post/unsafe-html').map((f) => f.message)).toEqual([
      'the onerror= attribute of <img> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      'the title= attribute of <img> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      '<iframe> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      'the href= attribute of <a> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      'the style= attribute of <span> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      'the value= attribute of <input> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
    ]);
  }, 120_000);

  it('blocks a script, and publishes it only when the configuration keeps the post as written', async () => {
    const body =
      'The release shipped 12 fixes [@notes].\n\n<script>document.write("Revenue grew 80 percent in 2025")</script>';
    const blocked = await publishPost('script', body);
    expect(blocked.report.outcome).toBe('blocked');
    expect(blocked.report.findings.filter((f) => f.severity === 'error').map((f) => f.code)).toEqual(['post/script']);

    const kept = await publishPost('script-kept', body, { render: { allowRawHtml: ['hostile'] } });
    expect(kept.report.outcome).toBe('published');
    expect(kept.report.findings.map((f) => f.code)).toContain('post/raw-html-kept');
    expect(readFileSync(join(kept.outDir, 'posts/hostile/index.html'), 'utf8')).toContain('<script>document.write');
  }, 120_000);

  it('blocks factual text in an image’s alt, which no citation can cover', async () => {
    const { report } = await publishPost(
      'alt',
      'The release shipped 12 fixes [@notes].\n\n![Revenue grew 80 percent in 2025](/favicon.svg)',
    );
    expect(report.outcome).toBe('blocked');
    const found = report.findings.filter((f) => f.code === 'gate2/unmapped-factual' && f.severity === 'error');
    expect(found.map((f) => f.message).join('\n')).toContain('in the alt text of <img>');
  }, 120_000);
});
