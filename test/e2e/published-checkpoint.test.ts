// The published site keeps the log's checkpoint after its run: a publish refuses a log shorter than it, verify checks it.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuditLog, parseCheckpoint } from '../../src/audit/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const run = promisify(execFile);
const CLI = join(resolve(import.meta.dirname, '../..'), 'lib/cli/main.js');
const sources = [{ id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes.\n' }];
const project = makeProject({ post: postFile({ title: 'Kept' }, 'The release shipped 12 fixes [@notes].') }, sources);
afterAll(() => project.remove());

const db = (): string => join(project.root, 'ledger', 'audit.db');
const checkpointFile = (): string => join(project.root, 'dist', 'warrant', 'checkpoint');
const publishHere = (newLog = false): ReturnType<typeof publish> =>
  publish({ root: project.root, config: loadConfig(project.root), quiet: true, ...(newLog ? { newLog } : {}) });

async function auditVerify(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('node', [CLI, '--root', project.root, 'audit', 'verify']);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('the checkpoint a published site carries', () => {
  it('covers the whole run, publish.completed included', async () => {
    expect((await publishHere()).outcome).toBe('published');
    const checkpoint = parseCheckpoint(readFileSync(checkpointFile(), 'utf8'));
    const log = await openAuditLog(db(), { readonly: true });
    try {
      expect(checkpoint.size).toBe(await log.size());
      expect((await eventsOf(log)).at(-1)?.type).toBe('publish.completed');
    } finally {
      await log.close();
    }
    const verified = await auditVerify();
    expect(verified.code).toBe(0);
    expect(verified.out).toContain(`matches ${checkpointFile()}`);
  }, 120_000);

  it('refuses to publish on a log that was deleted, and leaves the site as it was', async () => {
    const before = readFileSync(checkpointFile(), 'utf8');
    rmSync(db());
    await expect(publishHere()).rejects.toThrow(/the log was deleted or truncated.*--new-log/u);
    expect(readFileSync(checkpointFile(), 'utf8')).toBe(before);
    // audit verify checks the new (empty) log against the published checkpoint by default.
    const verified = await auditVerify();
    expect(verified.code).toBe(1);
    expect(verified.out).toContain('BROKEN');
  }, 120_000);

  it('refuses a log that was replaced by another of the same length or longer', async () => {
    // A log of another history, at least as long as the published one: its prefix does not match the checkpoint.
    const published = parseCheckpoint(readFileSync(checkpointFile(), 'utf8'));
    rmSync(db(), { force: true });
    const other = await openAuditLog(db());
    try {
      for (let i = 0; i < published.size + 1; i += 1)
        await other.append([
          { id: `other-${i}`, type: 'note', actor: 'test', ts: '2026-01-01T00:00:00Z', payload: { i } },
        ]);
    } finally {
      await other.close();
    }
    await expect(publishHere()).rejects.toThrow(/not the ones the site's published checkpoint commits to/u);
    rmSync(db());
  }, 120_000);

  it('starts a new log with --new-log, says so in the log, and publishes a checkpoint of it', async () => {
    const report = await publishHere(true);
    expect(report.outcome).toBe('published');
    const log = await openAuditLog(db(), { readonly: true });
    try {
      const recovered = (await eventsOf(log)).find((e) => e.type === 'publish.recovered')?.payload as {
        actions: string[];
      };
      expect(recovered.actions[0]).toMatch(/^started a new log by request: the audit log has 0 events/u);
      expect(parseCheckpoint(readFileSync(checkpointFile(), 'utf8')).size).toBe(await log.size());
    } finally {
      await log.close();
    }
    expect((await auditVerify()).code).toBe(0);
  }, 240_000);

  it('says what is wrong with a published checkpoint that cannot be read', async () => {
    writeFileSync(checkpointFile(), 'not a checkpoint\n');
    await expect(publishHere()).rejects.toThrow(/the published checkpoint .* cannot be read/u);
  }, 120_000);
});
