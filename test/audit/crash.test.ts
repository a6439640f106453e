/** @module test/audit/crash: a writer killed at random points mid-batch leaves a log that verifies, holds whole batches only, and keeps every commit it reported. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITER = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url));
const BATCH = 250;
const RUNS = 24;

/** Start the writer, wait until it has committed once, kill it with SIGKILL after `delayMs`, and return its output lines. */
function runAndKill(path: string, delayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path, String(BATCH)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!armed && out.includes('committed')) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the writer exited by itself: ${err}`));
      else resolve(out.trim().split('\n'));
    });
  });
}

describe('crash safety', () => {
  it(`survives ${RUNS} SIGKILLs at random points of batch appends`, async () => {
    const path = join(tempDir(), 'audit.db');
    let midBatch = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const delay = Math.floor(Math.random() * 80);
      const lines = await runAndKill(path, delay);
      const lastCommit = Math.max(...lines.filter((l) => l.startsWith('committed ')).map((l) => Number(l.slice(10))));
      if (lines.at(-1)?.startsWith('begin')) midBatch += 1;

      const log = openAuditLog(path, { readonly: true });
      try {
        const report = log.verify();
        const context = `run ${run}, killed ${delay} ms after the first commit`;
        expect(report, context).toMatchObject({ ok: true });
        const size = log.size();
        expect(size % BATCH, `${context}: a partial batch of ${size % BATCH} events`).toBe(0);
        expect(size, `${context}: lost a reported commit`).toBeGreaterThanOrEqual(lastCommit);
        const seqs = [...log.events(Math.max(1, size - BATCH + 1))].map((e) => (e.payload as { k: number }).k);
        expect(seqs).toEqual(Array.from({ length: BATCH }, (_, k) => k));
      } finally {
        log.close();
      }
    }
    // The kills must have landed inside batches, or the test proves nothing.
    expect(midBatch).toBeGreaterThan(RUNS / 2);
  }, 240_000);
});
