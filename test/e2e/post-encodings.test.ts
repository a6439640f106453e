// Posts as editors save them: a byte-order mark, CRLF line breaks, bytes that are not UTF-8, a date that is not a date.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-encodings-'));
const sources = [
  { id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes and 3 features.\n' },
];
const projects: TempProject[] = [];
afterAll(() => {
  for (const p of projects) p.remove();
  rmSync(work, { recursive: true, force: true });
});

async function run(name: string, bytes: Buffer) {
  const project = makeProject({}, sources);
  projects.push(project);
  project.write('content/posts/post.md', '');
  // Written as raw bytes: the test controls every byte of the file.
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(project.root, 'content/posts/post.md'), bytes);
  const db = join(work, `${name}.db`);
  const report = await publish({
    root: project.root,
    config: loadConfig(project.root),
    outDir: join(work, name),
    auditDb: db,
    quiet: true,
  });
  return { report, db, out: join(work, name) };
}

const body = 'The release shipped 12 fixes\nand 3 features [@notes].';

describe('posts as editors save them', () => {
  it('publishes a post with a byte-order mark, and records the hash of its bytes', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(postFile({ title: 'BOM' }, body))]);
    const { report, db } = await run('bom', bytes);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.outcome).toBe('published');
    const log = await openAuditLog(db);
    try {
      const captured = (await eventsOf(log)).find((e) => e.type === 'post.captured');
      expect((captured?.payload as { sha256: string }).sha256).toBe(sha256Hex(bytes));
    } finally {
      await log.close();
    }
  }, 120_000);

  it('publishes a post written with CRLF line breaks, claims across a line included', async () => {
    const { report, out } = await run('crlf', Buffer.from(postFile({ title: 'CRLF' }, body).replace(/\n/gu, '\r\n')));
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.outcome).toBe('published');
    expect(readFileSync(join(out, 'posts/post/index.html'), 'utf8')).toContain('data-claim');
  }, 120_000);

  it('names the first byte that is not UTF-8, at its line and column, and publishes nothing of it', async () => {
    const text = postFile({ title: 'Latin-1' }, 'The release shipped 12 fixes [@notes].\n\nCaf\u00e9 notes.');
    const bytes = Buffer.from(text.replace('Caf\u00e9', 'Caf\u0000'), 'utf8');
    bytes[bytes.indexOf(0)] = 0xe9; // é in Latin-1
    const { report } = await run('latin1', bytes);
    expect(report.outcome).toBe('blocked');
    const found = report.findings.filter((f) => f.code === 'input/not-utf8');
    expect(found.map((f) => [f.line, f.column])).toEqual([[10, 4]]);
    expect(found[0]?.message).toContain('0xe9');
  }, 120_000);

  it('refuses a date that is not a day of the calendar', async () => {
    const { report } = await run('date', Buffer.from(postFile({ title: 'Date', date: '2026-13-45' }, body)));
    expect(report.outcome).toBe('blocked');
    expect(report.findings.find((f) => f.code === 'input/front-matter')?.message).toContain(
      'must be a date of the calendar',
    );
  }, 120_000);
});
