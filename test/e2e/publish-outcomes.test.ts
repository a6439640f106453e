// What a whole publish does when it does not simply publish: a gate-2 block keeps the live site and discards the
// staged build; `gate.weak: "block"` blocks a weak claim; an untrusted signer withholds every credential, and `strict`
// blocks the publish before anything is built.
import { cpSync, existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { releasesDir } from '../../src/adapters/site-swap.js';
import { initDevelopmentCertificates } from '../../src/credentials/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { countPostsOnIndex } from '../../scripts/gate2-examples.js';
import { copySampleBlog, makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const POST = postFile({ title: 'A post' }, 'It passed 3 checks [@run].');
const SOURCE = [{ id: 'run', file: 'ledger/sources/run.json', text: '{"checks_passed": 3}' }];
const projects: TempProject[] = [];
const fresh = (extra: Record<string, string> = {}): TempProject => {
  const p = makeProject({ 'a-post': POST }, SOURCE, extra);
  projects.push(p);
  return p;
};
const run = (p: TempProject) => publish({ root: p.root, config: loadConfig(p.root), quiet: true });
afterAll(() => {
  for (const p of projects) p.remove();
});

describe('a publish blocked at gate 2', () => {
  let project: TempProject;
  let live: string;
  let page: string;
  beforeAll(async () => {
    project = fresh();
    expect((await run(project)).outcome).toBe('published');
    live = readlinkSync(join(project.root, 'dist'));
    page = readFileSync(join(project.root, 'dist/posts/a-post/index.html'), 'utf8');
  });

  it('keeps the live site, byte for byte, and leaves no staged build behind', async () => {
    // The index template now prints a count no claim states: only gate 2, on the built page, can see it.
    countPostsOnIndex(project.root);
    const releasesBefore = readdirSync(releasesDir(join(project.root, 'dist')));
    const report = await run(project);
    expect(report.outcome).toBe('blocked');
    expect(report.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.file])).toEqual([
      ['gate2/unmapped-factual', 'dist/index.html'],
    ]);
    expect(readlinkSync(join(project.root, 'dist'))).toBe(live);
    expect(readFileSync(join(project.root, 'dist/posts/a-post/index.html'), 'utf8')).toBe(page);
    expect(readdirSync(releasesDir(join(project.root, 'dist')))).toEqual(releasesBefore);
    expect(existsSync(join(releasesDir(join(project.root, 'dist')), report.runId))).toBe(false);
    const log = await openAuditLog(join(project.root, 'ledger/audit.db'));
    try {
      const completed = (await eventsOf(log)).filter((e) => e.type === 'publish.completed').map((e) => e.payload);
      expect(completed.map((p) => (p as { outcome: string }).outcome)).toEqual(['published', 'blocked']);
    } finally {
      await log.close();
    }
  });
});

describe('gate.weak', () => {
  it('"block" blocks a claim supported only by a source not recorded as in context; the default warns', async () => {
    const sample = copySampleBlog();
    projects.push(sample);
    const warned = await publish({ root: sample.root, config: loadConfig(sample.root), quiet: true });
    expect(warned.outcome).toBe('published');
    expect(warned.findings.filter((f) => f.code === 'gate1/weak').map((f) => f.severity)).toEqual([
      'warning',
      'warning',
    ]);
    sample.write('warrant.config.json', JSON.stringify({ gate: { weak: 'block' } }));
    const blocked = await publish({ root: sample.root, config: loadConfig(sample.root), quiet: true });
    expect(blocked.outcome).toBe('blocked');
    expect(blocked.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.file, f.line])).toEqual([
      ['gate1/weak', 'ledger/evidence/office-air.md', 8],
      ['gate1/weak', 'ledger/evidence/office-air.md', 9],
    ]);
  });
});

describe('an untrusted signer', () => {
  /** A project whose signing certificate was made by one development CA, and whose trust anchors are another's. */
  function untrusted(settings?: object): TempProject {
    const p = fresh(settings ? { 'certs/credentials.json': JSON.stringify(settings) } : {});
    initDevelopmentCertificates(join(p.root, 'certs'));
    const stranger = join(p.root, 'stranger-certs');
    initDevelopmentCertificates(stranger);
    cpSync(join(stranger, 'trust-anchors.pem'), join(p.root, 'certs/trust-anchors.pem'));
    return p;
  }

  it('publishes with every credential withheld, saying why on each page and in the log', async () => {
    const p = untrusted();
    const report = await run(p);
    expect(report.outcome).toBe('published');
    const withheld = report.findings.filter((f) => f.code === 'credential/withheld');
    expect(withheld.map((f) => f.file).sort()).toEqual(['dist/index.html', 'dist/posts/a-post/index.html']);
    expect(withheld[0]?.message).toMatch(/not issued by any configured trust anchor/u);
    const html = readFileSync(join(p.root, 'dist/posts/a-post/index.html'), 'utf8');
    expect(html).toContain(
      'Content Credential: withheld. The publisher’s signing certificate is not trusted, so this page carries no signed manifest.',
    );
    expect(html).not.toContain('`');
    expect(html).not.toContain('rel="c2pa-manifest"');
    expect(existsSync(join(p.root, 'dist/posts/a-post/index.c2pa'))).toBe(false);
    const log = await openAuditLog(join(p.root, 'ledger/audit.db'));
    try {
      const types = (await eventsOf(log)).map((e) => e.type);
      expect(types.filter((t) => t === 'credential.withheld')).toHaveLength(2);
      expect(types).not.toContain('credential.signed');
    } finally {
      await log.close();
    }
  });

  it('with strict, blocks the publish before the build, saying why: nothing is written', async () => {
    const p = untrusted({ strict: true });
    const report = await run(p);
    expect(report.outcome).toBe('blocked');
    expect(report.findings.map((f) => [f.code, f.severity])).toEqual([['credential/withheld', 'error']]);
    expect(report.findings[0]?.message).toMatch(/not issued by any configured trust anchor/u);
    expect(report.pages).toEqual([]);
    expect(existsSync(join(p.root, 'dist'))).toBe(false);
    const log = await openAuditLog(join(p.root, 'ledger/audit.db'));
    try {
      const types = (await eventsOf(log)).map((e) => e.type);
      expect(types).not.toContain('page.rendered');
      expect(types).not.toContain('credential.signed');
    } finally {
      await log.close();
    }
  });
});
