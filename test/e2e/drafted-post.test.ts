// End to end: the sample post an agent drafted publishes clean with its reliance taken from its trace; `warrant inspect`
// shows that publish of it; a trace that disagrees with the post withholds the publish, found by `warrant trace lint`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySampleBlog } from '../../scripts/temp-project.js';
import { warrantIn } from '../cli-run.js';

const sample = copySampleBlog();
const ROOT = sample.root;
const warrant = (...args: string[]) => warrantIn(ROOT, ...args);
const TRACE = 'ledger/traces/autumn-releases.jsonl';
afterAll(() => sample.remove());

interface Inspection {
  outcome: string;
  trace: { mode: string; passed: boolean; rules: string[] };
  claims: {
    text: string;
    cited: string[];
    offered: string[];
    reliance: { from: string; sources: { reliance: string }[] };
  }[];
  events: { type: string }[];
}

describe('a post drafted with AI', () => {
  it('lints clean offline and publishes with reliance from its trace', async () => {
    const lint = await warrant('trace', 'lint', TRACE);
    expect(lint.code).toBe(0);
    expect(lint.stdout).toContain('passes (mode retrieval; rules G0 E1 G1 G2 G3 G4 S1 S2');
    expect((await warrant('certs', 'init')).code).toBe(0);
    const publish = await warrant('--format', 'json', 'publish', '--out', join(ROOT, 'dist'));
    expect(publish.code).toBe(0);
    expect((JSON.parse(publish.stdout) as { pages: string[] }).pages).toContain('posts/autumn-releases/index.html');
  });

  it("the page's Content Credential says a model drafted it, naming the model; a post a person wrote says so too", async () => {
    const verify = await warrant('--format', 'json', 'verify', join(ROOT, 'dist/posts'));
    expect(verify.code).toBe(0);
    const results = (
      JSON.parse(verify.stdout) as {
        results: { path: string; state: string; digitalSourceType?: string; creation?: string }[];
      }
    ).results;
    const page = (slug: string) => results.find((r) => r.path.endsWith(`posts/${slug}/index.html`));
    expect(page('autumn-releases')).toMatchObject({
      state: 'Trusted',
      digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia',
    });
    const model = /"gen_ai\.response\.model","value":\{"stringValue":"([^"]+)"/u.exec(
      readFileSync(join(ROOT, TRACE), 'utf8'),
    )?.[1];
    expect(page('autumn-releases')?.creation).toContain(`drafted with AI assistance (${model})`);
    expect(page('quill-2-4')?.digitalSourceType).toBe('http://cv.iptc.org/newscodes/digitalsourcetype/digitalCreation');
    const text = await warrant('verify', join(ROOT, 'dist/posts/autumn-releases/index.html'));
    expect(text.stdout).toContain('· made: drafted with AI assistance');
  });

  it('carries the disclosure the blog requires of a post drafted with AI, once, marked with its evidence', () => {
    const html = readFileSync(join(ROOT, 'dist/posts/autumn-releases/index.html'), 'utf8');
    const marked = html.match(
      /<p data-warrant-statement="ai-disclosure" data-evidence="trace">A language model drafted this post/gu,
    );
    expect(marked).toHaveLength(1);
  });

  it('a post without its required disclosure is blocked at gate 1, at the post', async () => {
    const file = join(ROOT, 'content/posts/autumn-releases.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/\n\nA language model drafted this post[^\n]*\n/u, '\n'));
    try {
      const check = await warrant('check', 'content/posts/autumn-releases.md');
      expect(check.code).toBe(1);
      expect(check.stdout).toMatch(/content\/posts\/autumn-releases\.md:1:1 {2}error statement\/missing/u);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('warrant inspect shows the publish of one post, from publish.started to publish.completed', async () => {
    const json = await warrant('--format', 'json', 'inspect', 'autumn-releases');
    expect(json.code).toBe(0);
    const inspection = JSON.parse(json.stdout) as Inspection;
    expect(inspection.outcome).toBe('published');
    expect(inspection.trace).toMatchObject({ mode: 'retrieval', passed: true });
    expect(inspection.claims.length).toBeGreaterThanOrEqual(3);
    for (const claim of inspection.claims) {
      expect(claim.reliance.from).toBe('trace');
      expect(claim.reliance.sources.map((s) => s.reliance)).toEqual(claim.cited.map(() => 'pre_generation'));
      expect(claim.offered).toEqual(expect.arrayContaining(claim.cited));
    }
    expect(inspection.events[0]?.type).toBe('publish.started');
    expect(inspection.events.at(-1)?.type).toBe('publish.completed');
    expect(inspection.events.map((e) => e.type)).toEqual(expect.arrayContaining(['trace.linted', 'claim.traced']));
    const text = await warrant('inspect', 'content/posts/autumn-releases.md');
    expect(text.stdout).toContain('drafting trace ledger/traces/autumn-releases.jsonl: mode retrieval, passed');
    expect(text.stdout).toContain('reliance from the drafting trace');
    expect((await warrant('inspect', 'no-such-post')).code).toBe(2);
  });

  it('the PROV-O export holds the drafting run: what it used, and the post and reliance it produced', async () => {
    const prov = await warrant('audit', 'export', '--prov');
    expect(prov.code).toBe(0);
    const graph = (JSON.parse(prov.stdout) as { '@graph': Record<string, unknown>[] })['@graph'];
    const drafting = graph.find((n) => (n['@type'] as string[] | undefined)?.includes('warrant:Drafting'));
    expect(drafting).toMatchObject({ 'warrant:groundingMode': 'retrieval', 'warrant:lintPassed': true });
    expect((drafting?.['prov:used'] as { '@id': string }[]).map((u) => u['@id'].split(':')[3])).toEqual([
      'quill-changelog',
      'ledgerdb-bench-2026-10',
    ]);
    const post = graph.find((n) => String(n['@id']).endsWith(':post:autumn-releases'));
    expect(post?.['prov:wasGeneratedBy']).toEqual({ '@id': drafting?.['@id'] });
    const reliance = graph.filter((n) => (n['@type'] as string[] | undefined)?.includes('warrant:Reliance'));
    expect(reliance.length).toBeGreaterThanOrEqual(3);
    expect(reliance.every((n) => n['warrant:from'] === 'trace')).toBe(true);
  });

  it('a trace whose retrieval read another version of a cited source withholds the post, at the trace line', async () => {
    const original = readFileSync(join(ROOT, TRACE), 'utf8');
    const lines = original.trimEnd().split('\n');
    const at = lines.findIndex((l) => l.includes('"retrieval"'));
    const line = lines[at] ?? '';
    const hash = /"warrant\.source\.sha256","value":\{"stringValue":"([0-9a-f]{64})"/u.exec(line)?.[1] ?? '';
    expect(hash).not.toBe('');
    lines[at] = line.replace(hash, 'f'.repeat(64));
    writeFileSync(join(ROOT, TRACE), `${lines.join('\n')}\n`);
    try {
      const lint = await warrant('--format', 'json', 'trace', 'lint', TRACE);
      expect(lint.code).toBe(1);
      const codes = (JSON.parse(lint.stdout) as { findings: { code: string }[] }).findings.map((f) => f.code);
      expect(codes).toContain('trace/G2');
      const check = await warrant('check', 'content/posts/autumn-releases.md');
      expect(check.code).toBe(1);
      expect(check.stdout).toMatch(
        /content\/posts\/autumn-releases\.md:\d+:\d+ {2}error trace\/G2 {2}the citation \[@/u,
      );
      const publish = await warrant('--format', 'json', 'publish', '--out', join(ROOT, 'dist'));
      expect(publish.code).toBe(1);
      expect((JSON.parse(publish.stdout) as { outcome: string }).outcome).toBe('blocked');
    } finally {
      writeFileSync(join(ROOT, TRACE), original);
    }
  });

  it("reads the run's envelope beside its trace: one that names another mode withholds the post at its line", async () => {
    const envelopeFile = join(ROOT, 'ledger/traces/autumn-releases.envelope.json');
    const trace = readFileSync(join(ROOT, TRACE), 'utf8');
    const invocation = /"warrant\.invocation_id","value":\{"stringValue":"([^"]+)"/u.exec(trace)?.[1] ?? '';
    const envelope = (mode: string): string =>
      `${JSON.stringify(
        {
          invocation_id: invocation,
          grounding_mode: mode,
          outcome: 'succeeded',
          payload: { schema_class: 'warrant.post', grounded_on: [] },
          evidence: readFileSync(join(ROOT, 'ledger/sources.jsonl'), 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as { id: string; sha256: string })
            .filter((s) => s.id === 'quill-changelog' || s.id === 'ledgerdb-bench-2026-10')
            .map((s) => ({ id: `e-${s.id}`, source_id: s.id, content_hash: s.sha256 })),
        },
        null,
        2,
      )}\n`;
    try {
      writeFileSync(envelopeFile, envelope('retrieval'));
      expect((await warrant('check', 'content/posts/autumn-releases.md')).code).toBe(0);
      writeFileSync(envelopeFile, envelope('input_only'));
      const check = await warrant('check', 'content/posts/autumn-releases.md');
      expect(check.code).toBe(1);
      expect(check.stdout).toContain(
        'ledger/traces/autumn-releases.envelope.json:3:1  error trace/G0  the envelope says "input_only", the trace\'s run "retrieval"',
      );
      rmSync(join(ROOT, TRACE));
      const lost = await warrant('check', 'content/posts/autumn-releases.md');
      expect(lost.code).toBe(1);
      expect(lost.stdout).toContain(`${TRACE}:1:1  error trace/unreadable  cannot read ${TRACE}: it is missing`);
    } finally {
      rmSync(envelopeFile, { force: true });
      writeFileSync(join(ROOT, TRACE), trace);
    }
  });

  it('a trace the linter cannot read withholds the post and makes its reliance unverifiable', async () => {
    const original = readFileSync(join(ROOT, TRACE), 'utf8');
    writeFileSync(join(ROOT, TRACE), `${original}{"truncated":\n`);
    try {
      const check = await warrant('check', 'content/posts/autumn-releases.md');
      expect(check.code).toBe(1);
      expect(check.stdout).toContain(`${TRACE}:${original.trimEnd().split('\n').length + 1}:1  error trace/unreadable`);
      expect(check.stdout).toContain('gate1/unverifiable');
    } finally {
      writeFileSync(join(ROOT, TRACE), original);
    }
  });
});
