// A publish that stops on an error still records its outcome: publish.failed with the error code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

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
    const log = openAuditLog(db);
    try {
      const types = [...log.events()].map((e) => e.type);
      expect(types[0]).toBe('publish.started');
      expect(types.at(-1)).toBe('publish.failed');
      const failed = [...log.events()].at(-1)?.payload as { code: string; message: string };
      expect(failed.code).toBe('BUILD_FAILED');
      expect(failed.message).toContain('this configuration cannot load');
      expect(log.verify().ok).toBe(true);
    } finally {
      log.close();
    }
  }, 120_000);
});
