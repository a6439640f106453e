// A publish that stops on an error records its outcome (publish.failed); the next one puts right what a killed run left.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile, REPO } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-failure-'));
const sources = [{ id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes.\n' }];
const project = makeProject({ post: postFile({ title: 'Fails' }, 'The release shipped 12 fixes [@notes].') }, sources);
afterAll(() => {
  project.remove();
  rmSync(work, { recursive: true, force: true });
});

describe('a publish that fails', () => {
  it('records publish.failed with the error code, after publish.started', async () => {
    // An Astro configuration that cannot load: the build fails after gate 1 was recorded.
    project.write('astro.config.mjs', "throw new Error('this configuration cannot load');\n");
    const db = join(work, 'failed.db');
    await expect(
      publish({
        root: project.root,
        config: loadConfig(project.root),
        outDir: join(work, 'failed'),
        auditDb: db,
        quiet: true,
      }),
    ).rejects.toThrow(/the Astro build failed/u);
    const log = await openAuditLog(db);
    try {
      const types = (await eventsOf(log)).map((e) => e.type);
      expect(types[0]).toBe('publish.started');
      expect(types.at(-1)).toBe('publish.failed');
      const failed = (await eventsOf(log)).at(-1)?.payload as { code: string; message: string };
      expect(failed.code).toBe('BUILD_FAILED');
      expect(failed.message).toContain('this configuration cannot load');
      expect((await log.verify()).ok).toBe(true);
    } finally {
      await log.close();
    }
  }, 120_000);
});

describe('a publish after a killed one', () => {
  it('puts right what the killed run left, records it, and publishes', async () => {
    const outDir = join(work, 'after-kill', 'dist');
    const db = join(work, 'after-kill.db');
    project.write('astro.config.mjs', readFileSync(join(REPO, 'astro.config.mjs'), 'utf8'));
    // What a publish killed mid-swap leaves: a cache, a half-made link, an unfinished release.
    project.write('.warrant/astro-cache-0123456789ab/x', 'cache');
    mkdirSync(join(work, 'after-kill', '.dist.releases', 'killed-run'), { recursive: true });
    writeFileSync(join(work, 'after-kill', '.dist.link-killed-run'), 'x');
    const report = await publish({
      root: project.root,
      config: loadConfig(project.root),
      outDir,
      auditDb: db,
      quiet: true,
    });
    expect(report.outcome).toBe('published');
    const log = await openAuditLog(db);
    try {
      const recovered = (await eventsOf(log)).find((e) => e.type === 'publish.recovered')?.payload as {
        actions: string[];
      };
      expect(recovered.actions).toEqual([
        'removed the half-made link .dist.link-killed-run',
        'removed the unfinished release killed-run',
        'removed the build cache .warrant/astro-cache-0123456789ab of an unfinished run',
      ]);
    } finally {
      await log.close();
    }
    expect(existsSync(join(project.root, '.warrant/astro-cache-0123456789ab'))).toBe(false);
    expect(existsSync(join(outDir, 'posts/post/index.html'))).toBe(true);
  }, 120_000);
});
