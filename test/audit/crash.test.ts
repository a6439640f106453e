/**
 * @module test/audit/crash: a writer SIGKILLed at every fault point of a batch append (injected, not timed) leaves a
 * log that verifies, holds whole batches only, keeps every commit it reported, and takes the next append.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import type { AppendFaultPoint } from '../../src/audit/store.js';
import { crashBatch } from './fixtures/crash-batch.js';
import { suiteTempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITER = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url));
const FILLER = 400;
/** Small batches, so every step of one can be a kill point. */
const BATCH = 3;
/**
 * Batches committed before the fatal one, which so starts on an empty log, at leaf 3 or at leaf 6: between them its
 * steps complete one, two and three Merkle nodes in a row (at leaves 1, 3 and 7).
 */
const COMMITTED = [0, 1, 2];
/** A batch larger than better-sqlite3's 16 MB page cache, so SQLite spills uncommitted pages into the WAL before COMMIT. */
const SPILL = { batch: 5000, filler: 4000 };
/** Each case starts a writer under tsx (about a second of CPU); a loaded machine runs the five at a time slowly. */
const TIMEOUT = 120_000;

/** The fault points of appending `count` new events after `first`: leaf i completes one node per trailing 1 bit of i. */
function stepsOf(first: number, count: number): AppendFaultPoint[] {
  const steps: AppendFaultPoint[] = ['append.start', 'append.begun'];
  for (let leaf = first; leaf < first + count; leaf += 1) {
    steps.push('append.event');
    for (let i = leaf; i % 2 === 1; i = (i - 1) / 2) steps.push('append.node');
  }
  steps.push('append.commit', 'append.committed');
  return steps;
}

interface Crash {
  lines: string[];
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Run the writer: commit `batches` batches of `batch` events, then die at step `dieAt` of the next append. */
function crashWriter(path: string, batch: number, batches: number, dieAt: number, filler = FILLER): Promise<Crash> {
  return new Promise((resolve, reject) => {
    const args = [path, batch, batches, dieAt, filler].map(String);
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve({ lines: out.trim().split('\n'), signal, stderr }));
  });
}

const walOf = (line: string | undefined): number => Number(/ wal=(\d+)$/u.exec(line ?? '')?.[1] ?? NaN);

/**
 * After the writer died at `point` of the batch after `batches` committed ones: it died there, by SIGKILL, having
 * reported each earlier commit; the log verifies and holds exactly the committed batches, whole and in order; and a
 * new writer appends the next batch to it.
 */
async function checkCrash(
  expect: ExpectStatic,
  path: string,
  crash: Crash,
  {
    batch,
    batches,
    step,
    point,
    filler = FILLER,
  }: { batch: number; batches: number; step: number; point: string; filler?: number },
): Promise<void> {
  const context = `killed at step ${step} (${point}) of the batch after ${batches} committed`;
  expect(crash.signal, `${context}: the writer was not killed: ${crash.stderr}`).toBe('SIGKILL');
  const reported = Array.from({ length: batches }, (_, b) => `committed ${(b + 1) * batch}`);
  expect(crash.lines.slice(0, -1), context).toEqual([...reported, expect.stringMatching(/^armed wal=\d+$/u)]);
  expect(crash.lines.at(-1), context).toMatch(new RegExp(`^dying ${step} ${point} wal=\\d+$`, 'u'));

  // Only a crash after COMMIT keeps the fatal batch; anything before it must leave no trace of it.
  const kept = (point === 'append.committed' ? batches + 1 : batches) * batch;
  const log = await openAuditLog(path, { readonly: true });
  try {
    expect(await log.verify(), context).toMatchObject({ ok: true });
    const size = await log.size();
    const wrong =
      size < kept ? `lost ${kept - size} committed events` : `${size - kept} uncommitted events are visible`;
    expect(size, `${context}: ${wrong}`).toBe(kept);
    for await (const event of log.events()) {
      const at = event.seq - 1;
      expect(event.id, context).toBe(`crash-${at}`);
      expect(event.payload, context).toMatchObject({ batch: Math.floor(at / batch), k: at % batch });
    }
  } finally {
    await log.close();
  }

  const writer = await openAuditLog(path);
  try {
    expect((await writer.append(crashBatch(kept, batch, filler))).at(-1), context).toBe(kept + batch);
    expect(await writer.verify(), `${context}, then appended to`).toMatchObject({ ok: true });
  } finally {
    await writer.close();
  }
}

describe('crash safety', () => {
  const work = suiteTempDir();

  it('passes the fault points in the order the crash cases walk', async () => {
    // Leaf 3 completes the nodes of levels 1 and 2, leaf 5 one of level 1.
    expect(stepsOf(3, 3)).toEqual([
      'append.start',
      'append.begun',
      'append.event',
      'append.node',
      'append.node',
      'append.event',
      'append.event',
      'append.node',
      'append.commit',
      'append.committed',
    ]);
    for (const batches of COMMITTED) {
      const seen: AppendFaultPoint[] = [];
      let armed = false;
      const log = await openAuditLog(join(mkdtempSync(join(work, 'order-')), 'audit.db'), {
        faults: (point) => void (armed && seen.push(point)),
      });
      try {
        for (let b = 0; b < batches; b += 1) await log.append(crashBatch(b * BATCH, BATCH, FILLER));
        armed = true;
        await log.append(crashBatch(batches * BATCH, BATCH, FILLER));
      } finally {
        await log.close();
      }
      expect(seen, `the batch after ${batches}`).toEqual(stepsOf(batches * BATCH, BATCH));
    }
  });

  for (const batches of COMMITTED) {
    stepsOf(batches * BATCH, BATCH).forEach((point, step) => {
      it.concurrent(
        `keeps whole batches when killed after ${batches} batches at step ${step} (${point})`,
        async ({ expect }) => {
          const path = join(mkdtempSync(join(work, 'case-')), 'audit.db');
          const crash = await crashWriter(path, BATCH, batches, step);
          await checkCrash(expect, path, crash, { batch: BATCH, batches, step, point });
        },
        TIMEOUT,
      );
    });
  }

  it.concurrent(
    'ignores the pages of an uncommitted batch SQLite spilled into the WAL',
    async ({ expect }) => {
      const step = stepsOf(0, SPILL.batch).indexOf('append.commit');
      const path = join(mkdtempSync(join(work, 'spill-')), 'audit.db');
      const crash = await crashWriter(path, SPILL.batch, 0, step, SPILL.filler);
      // Frames past the WAL's size at the start of the batch are uncommitted pages on disk, or the case proves nothing.
      expect(walOf(crash.lines.at(-1))).toBeGreaterThan(walOf(crash.lines.at(-2)) + 1_000_000);
      await checkCrash(expect, path, crash, { ...SPILL, batches: 0, step, point: 'append.commit' });
    },
    TIMEOUT,
  );
});
