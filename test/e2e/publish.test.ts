// End to end: the CLI publishes the sample blog through every stage, and blocks the bad example with its exact finding.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { warrantIn } from '../cli-run.js';
import { openAuditLog } from '../../src/audit/index.js';
import { initDevelopmentCertificates, verifyPath } from '../../src/credentials/index.js';
import { copySampleBlog } from '../../scripts/temp-project.js';
import { filesUnder } from '../../src/adapters/project-files.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { sourceCopyPath } from '../../src/projections/source-copy.js';
import { eventsOf } from '../log-events.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-e2e-'));
// The sample blog in a throwaway copy: a publish here never sees the repository's verdict cache.
const sample = copySampleBlog();
const ROOT = sample.root;
const certs = (): string => join(work, 'certs');

const warrant = (...args: string[]) => warrantIn(ROOT, ...args);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  sample.remove();
});

describe('warrant publish on the sample blog', () => {
  const out = join(work, 'dist');
  const db = join(work, 'audit.db');
  const certs = join(work, 'certs');
  let report: { outcome: string; pages: string[]; claims: number; findings: { code: string; severity: string }[] };

  it('publishes every post and exits 0', async () => {
    initDevelopmentCertificates(certs);
    const result = await warrant('--format', 'json', 'publish', '--out', out, '--db', db, '--certs', certs);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    report = JSON.parse(result.stdout) as typeof report;
    expect(report.outcome).toBe('published');
    expect(report.pages.sort()).toEqual([
      'posts/autumn-releases/index.html',
      'posts/ledgerdb-write-path/index.html',
      'posts/office-air/index.html',
      'posts/pinned-sources/index.html',
      'posts/quill-2-4/index.html',
    ]);
    // What remains are warnings: names and wording the policy lets through uncited (gate.warnKinds), and the evidence
    // table's claims, supported but weak (support_only reliance).
    expect(report.findings.filter((f) => f.severity !== 'warning')).toEqual([]);
    expect(new Set(report.findings.map((f) => f.code))).toEqual(
      new Set(['gate1/uncited-factual', 'gate1/weak', 'gate2/unmapped-factual']),
    );
  });

  it('ships every page (sidecar) and image (embedded) with a Trusted Content Credential bound to the published projection', async () => {
    const results = await verifyPath(out, {
      anchorsPem: [readFileSync(join(certs, 'trust-anchors.pem'), 'utf8')],
      projectionPath: join(out, 'warrant/projection.json'),
    });
    expect(results.map((r) => [r.path.slice(out.length + 1), r.kind, r.state])).toEqual([
      ['images/co2-rooms.svg', 'image', 'Trusted'],
      ['index.html', 'page', 'Trusted'],
      ['posts/autumn-releases/index.html', 'page', 'Trusted'],
      ['posts/ledgerdb-write-path/index.html', 'page', 'Trusted'],
      ['posts/office-air/index.html', 'page', 'Trusted'],
      ['posts/pinned-sources/index.html', 'page', 'Trusted'],
      ['posts/quill-2-4/index.html', 'page', 'Trusted'],
    ]);
    expect(readFileSync(join(out, 'posts/office-air/index.html'), 'utf8')).toContain(
      '<link rel="c2pa-manifest" href="index.c2pa">',
    );
  });

  it('builds pages whose claims are marked and whose citation markers are gone', async () => {
    const html = readFileSync(join(out, 'posts/quill-2-4/index.html'), 'utf8');
    expect(html).toMatch(
      /<span class="claim claim--grounded" data-claim="quill-2-4\/[0-9a-f]{10}" data-src="\d+-\d+">It fixes 17 crash reports from the 2.3 series<\/span>/,
    );
    expect(html).not.toContain('[@');
    expect(html).toContain('id="evidence-3"');
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const quillSource = sourceCopyPath(
      sha256Hex(readFileSync(join(ROOT, 'ledger/sources/quill-changelog.md'))),
      'quill-changelog.md',
    );
    expect(existsSync(join(out, quillSource))).toBe(true);
    expect(
      html.includes(`href="/${quillSource}"`) ||
        readFileSync(join(out, 'posts/quill-2-4/index.html'), 'utf8').includes(quillSource),
    ).toBe(true);
  });

  it('captures claims from the three places: citations, the claims ledger, an evidence table', async () => {
    const quill = readFileSync(join(out, 'posts/quill-2-4/index.html'), 'utf8');
    expect(quill).toContain(
      'data-claim="quill-2-4/offline-search" data-src="218-261">It adds offline search across all notebooks</span>',
    );
    const projection = JSON.parse(readFileSync(join(out, 'warrant/projection.json'), 'utf8')) as {
      posts: { slug: string; claims: { text: string; status: string }[] }[];
    };
    const office = projection.posts.find((p) => p.slug === 'office-air');
    expect(office?.claims.find((c) => c.text === 'The north meeting room peaked at 1840 ppm')?.status).toBe('weak');
  });

  it('keeps the internal source out of the public output', async () => {
    expect(filesUnder(join(out, 'sources'), () => true).join('\n')).not.toContain('incident-2026-08-review');
    const projection = readFileSync(join(out, 'warrant/projection.json'), 'utf8');
    expect(projection).toContain('"label": "private source"');
    expect(projection).not.toContain('incident-2026-08-review.txt');
    expect(readFileSync(join(out, 'posts/pinned-sources/index.html'), 'utf8')).not.toContain('Contributing factors');
  });

  it('records every stage in a hash-chained log that verifies', async () => {
    const log = await openAuditLog(db);
    try {
      expect(await log.verify()).toMatchObject({ ok: true });
      const types = new Set((await eventsOf(log)).map((e) => e.type));
      expect([...types].sort()).toEqual([
        'claim.assessed',
        'claim.captured',
        'claim.reviewed',
        'claim.traced',
        'credential.signed',
        'credential.trust',
        'gate.decided',
        'page.rendered',
        'post.bound',
        'post.captured',
        'publish.completed',
        'publish.started',
        'source.registered',
        'trace.linted',
      ]);
      const captured = (await eventsOf(log)).filter((e) => e.type === 'claim.captured');
      expect(captured).toHaveLength(report.claims);
    } finally {
      await log.close();
    }
  });
});

describe("a reviewer's signed confirmation on the sample blog (ledger/reviews.jsonl)", () => {
  const db = join(work, 'audit.db');
  const out = join(work, 'dist');
  const REVIEWED = 'an interrupted upload now picks up where it left off';

  it('is recorded as a claim.reviewed event by the reviewer, and replays into the public projection as a human check', async () => {
    const log = await openAuditLog(db);
    try {
      const reviewed = (await eventsOf(log)).filter((e) => e.type === 'claim.reviewed');
      expect(reviewed).toHaveLength(1);
      expect(reviewed[0]).toMatchObject({
        actor: 'reviewer:Ana Ruiz',
        payload: {
          reviewer: 'Ana Ruiz',
          verdict: 'supported',
          valid: true,
          applied: true,
          machineStatus: 'needs-review',
        },
      });
    } finally {
      await log.close();
    }
    const replayed = await warrant('projection', 'public', '--db', db);
    expect(replayed.code).toBe(0);
    const claims = (
      JSON.parse(replayed.stdout) as {
        posts: { slug: string; claims: { text: string; checkedBy: { tier: string; reviewer?: string } }[] }[];
      }
    ).posts.flatMap((p) => p.claims);
    expect(claims.find((c) => c.text === REVIEWED)?.checkedBy).toEqual({
      tier: 'human',
      reviewer: 'Ana Ruiz',
      date: '2026-12-02',
      overruled: false,
    });
    expect(claims.filter((c) => c.checkedBy.tier === 'machine')).toHaveLength(claims.length - 1);
  });

  it("shows the reviewer's confirmation on the page, and the credential's grounding assertion carries each verdict's tier", async () => {
    const html = readFileSync(join(out, 'posts/quill-2-4/index.html'), 'utf8');
    expect(html).toMatch(
      /class="checked checked--human"><span[^>]*>confirmed against the source by Ana Ruiz, 2 December 2026</,
    );
    expect(
      html.match(/class="checked checked--machine"><span[^>]*>checked against the source by Warrant</g),
    ).toHaveLength(4);
    const [page] = await verifyPath(join(out, 'posts/quill-2-4/index.html'), {
      anchorsPem: [readFileSync(join(certs(), 'trust-anchors.pem'), 'utf8')],
    });
    const grounding = page?.grounding as { claims: { text: string; tier: string; reviewer?: string }[] };
    expect(grounding.claims.map((c) => c.tier).sort()).toEqual(['human', 'machine', 'machine', 'machine', 'machine']);
    expect(grounding.claims.find((c) => c.text === REVIEWED)).toMatchObject({ tier: 'human', reviewer: 'Ana Ruiz' });
  });
});

describe('warrant audit on the published log', () => {
  const db = join(work, 'audit.db');
  it('verifies the chain, the Merkle tree and the signed checkpoint', async () => {
    const result = await warrant('audit', 'verify', '--db', db);
    expect(result.code).toBe(0);
    // Three stored: after gate 1 (the pages bind it), before the swap and after publish.completed (the site carries it).
    expect(result.stdout).toMatch(/^audit log ok: \d+ events, 3 checkpoints verified/);
  });
  it('reads every event back through the catalogue: the history of a post and the PROV-O export', async () => {
    const history = await warrant('audit', 'show', '--post', 'quill-2-4', '--db', db);
    expect(history.code).toBe(0);
    expect(history.stdout).toContain('credential signed for posts/quill-2-4/index.html');
    const prov = await warrant('audit', 'export', '--prov', '--db', db);
    expect(prov.code).toBe(0);
    expect(JSON.parse(prov.stdout)).toHaveProperty('@context');
    // The reviewer is a person in the provenance graph, associated with the review and with the assessment it decided.
    const graph = (JSON.parse(prov.stdout) as { '@graph': { '@id': string; '@type': string[] }[] })['@graph'];
    const reviewer = graph.find((n) => n['@id'] === 'urn:warrant:agent:reviewer%3AAna%20Ruiz');
    expect(reviewer?.['@type']).toEqual(['prov:Agent', 'prov:Person']);
    expect(graph.filter((n) => n['@type'].includes('warrant:Review'))).toHaveLength(1);
    expect(history.stdout).toMatch(
      /reviewer:Ana Ruiz {2}review [0-9a-f]{12}…: Ana Ruiz confirmed claim quill-2-4\/826a0a276c against quill-changelog line 6 on 2026-12-02 \(machine: needs-review\): applied/,
    );
  });
});

describe('warrant check on the bad example', () => {
  it('exits 1 naming the file, line, column, the unsupported number and the cited source', async () => {
    const result = await warrant('check', 'examples/unsupported-number.md');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'examples/unsupported-number.md:8:48  error gate1/refuted  "72,000" is contradicted by the cited source ledgerdb-bench-2026-10 (LedgerDB write-path benchmark, run of 21 October 2026): the source gives 41200 for "baseline.writes_per_second" (ledgerdb-bench-2026-10.json:6:104) and 58900 for "candidate.writes_per_second" (ledgerdb-bench-2026-10.json:7:106), not 72,000',
    );
  });

  it('says the severity on every line; --quiet keeps only what blocks', async () => {
    const loud = await warrant('check', 'content/posts/quill-2-4.md', 'examples/unsupported-number.md');
    expect(loud.code).toBe(1);
    expect(loud.stdout).toMatch(/^content\/posts\/quill-2-4\.md:\d+:\d+ {2}warning gate1\/uncited-factual {2}/mu);
    expect(loud.stdout).toMatch(/^examples\/unsupported-number\.md:8:48 {2}error gate1\/refuted {2}/mu);
    const quiet = await warrant('--quiet', 'check', 'content/posts/quill-2-4.md', 'examples/unsupported-number.md');
    expect(quiet.code).toBe(1);
    expect(quiet.stdout).not.toContain('warning');
    expect(quiet.stdout).toMatch(/^examples\/unsupported-number\.md:8:48 {2}error gate1\/refuted {2}/mu);
    expect(quiet.stderr).toBe('');
  });

  it("lists the global options in every command's help", async () => {
    for (const command of ['check', 'publish', 'review', 'verify']) {
      const help = await warrant(command, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Global Options:');
      expect(help.stdout).toMatch(/--format <format>/u);
      expect(help.stdout).toMatch(/-q, --quiet/u);
    }
  });

  it('exits 2 with a plain message when the input cannot be read', async () => {
    const result = await warrant('check', 'examples/no-such-post.md');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('warrant: INPUT_UNREADABLE: examples/no-such-post.md: no such file or directory\n');
  });
});

describe('bad input fails closed with a plain message and exit 2', () => {
  it('refuses to call an empty selection clean', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'warrant-empty-'));
    const result = await warrant('check', empty);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`warrant: INPUT_UNREADABLE: no posts (*.md) under ${empty}\n`);
    rmSync(empty, { recursive: true, force: true });
  });

  it('names a verdict cache that is not a database, and how to fix it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-cache-'));
    writeFileSync(join(dir, 'warrant.config.json'), JSON.stringify({ verdictCache: join(dir, 'verdicts.db') }));
    writeFileSync(join(dir, 'verdicts.db'), 'not a database');
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
    cpSync(join(ROOT, 'ledger/sources'), join(dir, 'ledger/sources'), { recursive: true });
    cpSync(join(ROOT, 'ledger/sources.jsonl'), join(dir, 'ledger/sources.jsonl'));
    const result = await warrant('--root', dir, 'check');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'is not a readable SQLite database; delete it (it only caches verdicts) and run again',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    rmSync(dir, { recursive: true, force: true });
  });
});
