// A republish reuses what did not change and records that it did: unchanged pages stay byte for byte what was
// published, their credentials ship again, and a full publish of the same inputs makes the same pages and verdicts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/adapters/project-files.js';
import { openAuditLog, readCatalogued } from '../../src/audit/index.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { initDevelopmentCertificates, verifyPath, type VerifyResult } from '../../src/credentials/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish, type PublishReport } from '../../src/pipeline/publish.js';
import { makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const RUNS = 'run,batches,date\nrun-1,120,2026-03-02\nrun-2,340,2026-04-09\n';
const CHANGELOG = '# Changelog\n\n## 1.2.0 - 2026-05-04\n\n- Fixed 7 bugs in the parser.\n';
const posts = {
  alpha: postFile({ title: 'Alpha' }, 'Run run-1 processed 120 batches [@runs].\n\nWe keep every run in one table.'),
  beta: postFile({ title: 'Beta' }, 'Run run-2 processed 340 batches [@runs].'),
  gamma: postFile({ title: 'Gamma' }, 'Release 1.2.0 fixed 7 bugs in the parser [@changelog].'),
  delta: postFile({ title: 'Delta' }, 'Release 1.2.0 came out on 4 May 2026 [@changelog].'),
};
const page = (slug: string): string => `posts/${slug}/index.html`;

let project: TempProject;
const runs: PublishReport[] = [];
/** Every file of the live site but the run's own record of itself, by path. */
const snapshots: Map<string, Buffer>[] = [];

function snapshot(): Map<string, Buffer> {
  const dist = join(project.root, 'dist');
  return new Map(
    filesUnder(dist, () => true)
      .filter((path) => !path.startsWith('warrant/'))
      .map((path) => [path, readFileSync(join(dist, path))]),
  );
}

async function republish(options: { full?: boolean; certsDir?: string } = {}): Promise<PublishReport> {
  const report = await publish({ root: project.root, config: loadConfig(project.root), quiet: true, ...options });
  expect(report.outcome, JSON.stringify(report.findings.slice(0, 3))).toBe('published');
  runs.push(report);
  snapshots.push(snapshot());
  return report;
}

/** The run's events of one type, by what they are about. */
async function eventsOfRun(runId: string, type: string): Promise<Record<string, unknown>[]> {
  const log = await openAuditLog(join(project.root, 'ledger/audit.db'), { readonly: true });
  try {
    return (await eventsOf(log))
      .map(readCatalogued)
      .filter((e) => e?.type === type && (e.payload as { runId: string }).runId === runId)
      .map((e) => e!.payload as Record<string, unknown>);
  } finally {
    await log.close();
  }
}

/** Every page and image of the live site verified: trusted under `certs`, bound to a checkpoint the log holds. */
async function verifySite(certs: string): Promise<VerifyResult[]> {
  const log = await openAuditLog(join(project.root, 'ledger/audit.db'), { readonly: true });
  try {
    const roots = new Map<number, string>();
    for (let size = 1; size <= (await log.size()); size += 1) roots.set(size, await log.rootHash(size));
    return await verifyPath(join(project.root, 'dist'), {
      anchorsPem: [readFileSync(join(project.root, certs, 'trust-anchors.pem'), 'utf8')],
      checkCheckpoint: (c) => ({ state: roots.get(c.size) === c.rootHash ? 'match' : 'mismatch' }),
    });
  } finally {
    await log.close();
  }
}
let verifiedAfterFull: VerifyResult[] = [];

const changed = (before: Map<string, Buffer>, after: Map<string, Buffer>): string[] =>
  [...after.keys()].filter((path) => !before.get(path)?.equals(after.get(path)!)).sort();

beforeAll(async () => {
  project = makeProject(posts, [
    { id: 'runs', file: 'ledger/sources/runs.csv', text: RUNS, tier: 'measurement' },
    { id: 'changelog', file: 'ledger/sources/CHANGELOG.md', text: CHANGELOG },
  ]);
  initDevelopmentCertificates(join(project.root, 'certs'));
  await republish();
  // Nothing changed.
  await republish();
  // One post's prose changed; its claims did not.
  project.write('content/posts/alpha.md', posts.alpha.replace('every run', 'each run'));
  await republish();
  // The same inputs, with nothing reused.
  await republish({ full: true });
  verifiedAfterFull = await verifySite('certs');
  // One source changed (and was pinned again): only the posts citing it are checked again.
  const changelog = `${CHANGELOG}\n## 1.1.0 - 2026-02-01\n\n- First release.\n`;
  project.write('ledger/sources/CHANGELOG.md', changelog);
  const registry = readFileSync(join(project.root, 'ledger/sources.jsonl'), 'utf8');
  project.write('ledger/sources.jsonl', registry.replace(sha256Hex(CHANGELOG), sha256Hex(changelog)));
  await republish();
  // A published page edited by hand: its credential no longer matches what the log recorded.
  const live = join(project.root, 'dist', page('beta'));
  writeFileSync(live, readFileSync(live, 'utf8').replace('</body>', '<p>added by hand</p></body>'));
  await republish();
  // A new signing certificate.
  initDevelopmentCertificates(join(project.root, 'certs-new'));
  await republish({ certsDir: 'certs-new' });
}, 240_000);
afterAll(() => project?.remove());

describe('an incremental republish', () => {
  it('leaves every page of an unchanged blog byte for byte as published and ships its credentials again', async () => {
    expect(changed(snapshots[0]!, snapshots[1]!)).toEqual(['index.c2pa']);
    expect(runs[1]!.reused.verdicts).toBe(4);
    const credentials = await eventsOfRun(runs[1]!.runId, 'credential.signed');
    expect(
      credentials
        .filter((c) => c['reusedFrom'] === runs[0]!.runId)
        .map((c) => c['path'])
        .sort(),
    ).toEqual(Object.keys(posts).map(page).sort());
    // The index binds the whole projection and this run's checkpoint: it is signed again, and says so.
    expect(credentials.find((c) => c['path'] === 'index.html')?.['reusedFrom']).toBeUndefined();
  });

  it('changes only the edited post’s page, which keeps the checkpoint of the run that last changed its record', async () => {
    expect(changed(snapshots[1]!, snapshots[2]!)).toEqual(['index.c2pa', 'posts/alpha/index.c2pa', page('alpha')]);
    const bound = await eventsOfRun(runs[2]!.runId, 'post.bound');
    expect(bound.map((b) => [b['post'], b['since']]).sort()).toEqual(
      ['alpha', 'beta', 'delta', 'gamma'].map((post) => [post, runs[0]!.runId]),
    );
  });

  it('makes the same pages, verdicts and a verifying log as a full publish of the same inputs', async () => {
    const [incremental, full] = [snapshots[2]!, snapshots[3]!];
    const pages = [...incremental.keys()].filter((path) => path.endsWith('.html') || path.endsWith('.svg'));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const path of pages) expect(full.get(path)?.equals(incremental.get(path)!), path).toBe(true);
    const statuses = async (runId: string): Promise<string[]> =>
      (await eventsOfRun(runId, 'claim.assessed')).map((a) => `${String(a['claimId'])} ${String(a['status'])}`).sort();
    expect(await statuses(runs[3]!.runId)).toEqual(await statuses(runs[2]!.runId));
    expect(runs[3]!.reused).toEqual({ verdicts: 0, credentials: 0 });
    const assessed = await eventsOfRun(runs[3]!.runId, 'claim.assessed');
    expect(assessed.flatMap((a) => a['assessments'] as { reused?: boolean }[]).some((a) => a.reused)).toBe(false);

    expect(verifiedAfterFull.filter((r) => r.state !== 'Trusted').map((r) => [r.path, r.statuses])).toEqual([]);
    expect(verifiedAfterFull.filter((r) => r.kind === 'page').length).toBe(5);
    const log = await openAuditLog(join(project.root, 'ledger/audit.db'), { readonly: true });
    try {
      expect((await log.verify()).ok).toBe(true);
    } finally {
      await log.close();
    }
  });

  it('checks again exactly the posts that cite a changed source', async () => {
    const assessed = await eventsOfRun(runs[4]!.runId, 'claim.assessed');
    const reusedByPost = new Map<string, boolean>();
    for (const a of assessed) {
      const post = String(a['claimId']).split('/')[0]!;
      const reused = (a['assessments'] as { reused?: boolean }[]).every((s) => s.reused === true);
      reusedByPost.set(post, (reusedByPost.get(post) ?? true) && reused);
    }
    expect(Object.fromEntries(reusedByPost)).toEqual({ alpha: true, beta: true, gamma: false, delta: false });
    // Their pages show the new source's evidence and a new checkpoint; the others stay as they were.
    expect(changed(snapshots[3]!, snapshots[4]!).filter((path) => path.endsWith('.html'))).toEqual([
      page('delta'),
      page('gamma'),
    ]);
  });

  it('signs again a page whose published copy is not what the log recorded, and puts it right', async () => {
    const credentials = await eventsOfRun(runs[5]!.runId, 'credential.signed');
    const beta = credentials.find((c) => c['path'] === page('beta'));
    expect(beta?.['reusedFrom']).toBeUndefined();
    expect(credentials.filter((c) => c['reusedFrom'] !== undefined).map((c) => c['path'])).not.toContain(page('beta'));
    expect(snapshots[5]!.get(page('beta'))?.equals(snapshots[4]!.get(page('beta'))!)).toBe(true);
    expect(runs[5]!.reused.credentials).toBeGreaterThanOrEqual(3);
  });

  it('signs everything again under a new certificate', async () => {
    expect(runs[6]!.reused.credentials).toBe(0);
    const results = await verifySite('certs-new');
    expect(results.filter((r) => r.state !== 'Trusted').map((r) => [r.path, r.statuses])).toEqual([]);
  });
});
