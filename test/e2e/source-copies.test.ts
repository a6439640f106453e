// Public sources' copies on the site: byte for byte, never run by a browser, never signed, and never overwriting each other.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/adapters/project-files.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { initDevelopmentCertificates } from '../../src/credentials/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { sourceCopyPath } from '../../src/projections/source-copy.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-copies-'));
const page = '<html><body><p>The run passed 3 checks.</p><script>alert(document.cookie)</script></body></html>\n';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>12 fixes</text></svg>\n';
const sources = [
  { id: 'run-a', file: 'ledger/sources/a/notes.txt', text: 'Run A passed 3 checks.\n' },
  { id: 'run-b', file: 'ledger/sources/b/notes.txt', text: 'Run B passed 5 checks.\n' },
  { id: 'report', file: 'ledger/sources/report.html', text: page },
  { id: 'chart', file: 'ledger/sources/chart.svg', text: svg },
];
const project = makeProject(
  {
    runs: postFile({ title: 'Runs' }, 'Run A passed 3 checks [@run-a]. Run B passed 5 checks [@run-b].'),
  },
  sources,
);
afterAll(() => {
  project.remove();
  rmSync(work, { recursive: true, force: true });
});

describe('the copies of public sources in dist/sources', () => {
  it('keeps every source apart, unchanged, unsigned, and where no browser runs it', async () => {
    const certs = join(work, 'certs');
    initDevelopmentCertificates(certs);
    const out = join(work, 'dist');
    const report = await publish({
      root: project.root,
      config: loadConfig(project.root),
      outDir: out,
      auditDb: join(work, 'audit.db'),
      certsDir: certs,
      quiet: true,
    });
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.outcome).toBe('published');
    const copies = sources.map((s) => sourceCopyPath(sha256Hex(s.text), s.file));
    // Two sources called notes.txt do not overwrite each other.
    expect(new Set(copies).size).toBe(4);
    for (const [k, source] of sources.entries())
      expect(readFileSync(join(out, copies[k] ?? ''), 'utf8')).toBe(source.text);
    // An HTML or SVG source is served as text: a static host gives it text/plain, so its script never runs.
    expect(copies[2]).toMatch(/report\.html\.txt$/u);
    expect(copies[3]).toMatch(/chart\.svg\.txt$/u);
    // Nothing under sources/ was signed or given a manifest (every registered public source is copied, cited or not);
    // the evidence links point at the copies.
    expect(filesUnder(join(out, 'sources'), () => true).filter((f) => f.endsWith('.c2pa'))).toEqual([]);
    const post = readFileSync(join(out, 'posts/runs/index.html'), 'utf8');
    for (const copy of copies.slice(0, 2)) expect(post).toContain(`href="/${copy}"`);
  }, 120_000);
});
