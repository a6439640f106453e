// A required statement through a whole publish of a copy of the sample blog: a post tagged for it publishes with the
// statement annotated once on its page; a layout that prints it again, or a post that drops it, blocks the publish at
// gate 2 with the finding at the post's line, and the live site stays as it was.
import { readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_PAYLOADS, openAuditLog } from '../../src/audit/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish, type PublishReport } from '../../src/pipeline/publish.js';
import { copySampleBlog, type TempProject } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const TEXT = 'The readings in this post were exported from the office sensors without editing.';
const POST = 'content/posts/office-air.md';
const PAGE = 'dist/posts/office-air/index.html';
const LAYOUT = 'src/site/pages/posts/[slug].astro';

const errors = (report: PublishReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.file, f.line]);
const statementFindings = (report: PublishReport) => report.findings.filter((f) => f.code.startsWith('statement/'));

describe('a required statement in a publish', () => {
  let project: TempProject;
  let post: string;
  let layout: string;
  let statementLine: number;
  const read = (path: string) => readFileSync(join(project.root, path), 'utf8');
  const run = () => publish({ root: project.root, config: loadConfig(project.root), quiet: true });

  beforeAll(() => {
    project = copySampleBlog();
    project.write(
      'warrant.config.json',
      JSON.stringify({
        statements: [{ id: 'sensor-export', text: TEXT, evidence: 'office-co2-2026-q3', tags: ['measured'] }],
      }),
    );
    // The post is tagged for the statement and carries it as a paragraph of its own, at its end.
    post = `${read(POST).replace('summary:', 'tags: [measured]\nsummary:').trimEnd()}\n\n${TEXT}\n`;
    project.write(POST, post);
    statementLine = post.split('\n').indexOf(TEXT) + 1;
    layout = read(LAYOUT);
  });
  afterAll(() => project.remove());

  it('publishes the post with the statement once on its page, annotated with its evidence', async () => {
    const report = await run();
    expect(errors(report)).toEqual([]);
    expect(report.outcome).toBe('published');
    expect(statementFindings(report)).toEqual([]);
    const page = read(PAGE);
    expect(page).toContain(`<p data-warrant-statement="sensor-export" data-evidence="office-co2-2026-q3">${TEXT}</p>`);
    expect(page.split(TEXT)).toHaveLength(2);
    // The other posts are not tagged: the statement is not required of them, and their pages do not carry it.
    expect(read('dist/posts/pinned-sources/index.html')).not.toContain('data-warrant-statement');
  });

  it('blocks a publish whose layout prints the statement a second time, keeping the live site', async () => {
    const live = readlinkSync(join(project.root, 'dist'));
    const page = read(PAGE);
    project.write(LAYOUT, layout.replace('<Content />', `<Content />\n    <p class="note">${TEXT}</p>`));
    const report = await run();
    expect(report.outcome).toBe('blocked');
    expect(errors(report)).toEqual([['statement/repeated', POST, statementLine]]);
    expect(statementFindings(report)[0]?.message).toContain(`appears 2 times on the page a reader receives (${PAGE}:`);
    expect(readlinkSync(join(project.root, 'dist'))).toBe(live);
    expect(read(PAGE)).toBe(page);
    // The audit log records the block as the post's gate-2 decision.
    const log = await openAuditLog(join(project.root, 'ledger/audit.db'));
    try {
      const decided = (await eventsOf(log))
        .filter((e) => e.type === 'gate.decided')
        .map((e) => EVENT_PAYLOADS['gate.decided'].parse(e.payload))
        .filter((p) => p.runId === report.runId && p.gate === 2 && p.post === 'office-air');
      expect(
        decided.map((p) => [p.blocked, p.findings.filter((f) => f.severity === 'error').map((f) => f.code)]),
      ).toEqual([[true, ['statement/repeated']]]);
    } finally {
      await log.close();
    }
  });

  it("blocks a publish whose post dropped the statement, at the post's first line", async () => {
    project.write(LAYOUT, layout);
    project.write(POST, post.replace(`\n\n${TEXT}\n`, '\n'));
    const report = await run();
    expect(report.outcome).toBe('blocked');
    expect(errors(report)).toEqual([['statement/missing', POST, 1]]);
    expect(statementFindings(report)[0]?.message).toContain(`"${TEXT}"`);
  });
});
