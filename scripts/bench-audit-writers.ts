/**
 * @module scripts/bench-audit-writers: the load test of a shared audit log. N publisher processes (default 8) each
 * append M runs (default 50) shaped like a publish (started, registrations and claims, pages and gates, credentials,
 * completed, a checkpoint) to one log at once, then the log is verified and every run's events are counted. Prints
 * appends per second, p50/p99 append latency, lost events and forks, for PostgreSQL (--pg URL, or WARRANT_AUDIT_DB)
 * and for SQLite (one file, SQLite's own lock).
 *
 *   npx tsx scripts/bench-audit-writers.ts [--writers 8] [--runs 50] [--pg postgres://...]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openAuditLog, signerFromSeed, type NewEvent } from '../src/audit/index.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const WRITERS = Number(option('--writers') ?? 8);
const RUNS = Number(option('--runs') ?? 50);
const ORIGIN = 'bench.example/audit';

/** The batches of one publish-shaped run: 1 + 12 + 6 + 3 + 1 events in five appends. */
function runBatches(writer: number, run: number): NewEvent[][] {
  const runId = `w${writer}-r${run}`;
  const event = (type: string, key: string, payload: Record<string, unknown> = {}): NewEvent => ({
    id: `${runId}:${type}:${key}`,
    type,
    actor: 'warrant@bench',
    ts: new Date().toISOString(),
    payload: { runId, ...payload },
  });
  const many = (type: string, n: number): NewEvent[] =>
    Array.from({ length: n }, (_, i) => event(type, String(i), { i, text: `claim ${i} of ${runId}`.repeat(4) }));
  return [
    [event('publish.started', 'run')],
    [...many('claim.captured', 6), ...many('claim.assessed', 6)],
    [...many('page.rendered', 3), ...many('gate.decided', 3)],
    many('credential.signed', 3),
    [event('publish.completed', 'run')],
  ];
}

const EVENTS_PER_RUN = runBatches(0, 0).flat().length;

/** A child: append RUNS runs to the log, printing each append's latency in ms, one per line. */
async function child(location: string, writer: number): Promise<void> {
  const log = await openAuditLog(location);
  const signer = signerFromSeed(new Uint8Array(32).fill(writer + 1), ORIGIN);
  const latencies: number[] = [];
  const clock = (): number => performance.timeOrigin + performance.now();
  const first = clock();
  for (let run = 0; run < RUNS; run += 1) {
    for (const batch of runBatches(writer, run)) {
      const start = performance.now();
      await log.append(batch);
      latencies.push(performance.now() - start);
    }
    await log.checkpoint(signer, ORIGIN); // signed after the run's last event
  }
  const last = clock();
  await log.close();
  process.stdout.write(`${JSON.stringify({ first, last, latencies })}\n`);
}

interface WriterResult {
  /** When its first append started and its last checkpoint ended (ms since the epoch): process start-up is not load. */
  readonly first: number;
  readonly last: number;
  readonly latencies: number[];
}

function spawnWriter(location: string, writer: number): Promise<WriterResult> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', script, '--child', location, String(writer), '--runs', String(RUNS)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as WriterResult) : reject(new Error(`writer ${writer} exited ${code}`)),
    );
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(name: string, location: string): Promise<void> {
  await (await openAuditLog(location)).close(); // the schema exists before the writers race
  const results = await Promise.all(Array.from({ length: WRITERS }, (_, w) => spawnWriter(location, w)));
  const latencies = results.flatMap((r) => r.latencies);
  const seconds = (Math.max(...results.map((r) => r.last)) - Math.min(...results.map((r) => r.first))) / 1000;
  const log = await openAuditLog(location, { readonly: true });
  const report = await log.verify();
  const seen = new Map<string, number>();
  let previous = 0;
  let gaps = 0;
  for await (const event of log.events()) {
    if (event.seq !== previous + 1) gaps += 1;
    previous = event.seq;
    seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
  }
  await log.close();
  let lost = 0;
  for (let w = 0; w < WRITERS; w += 1)
    for (let r = 0; r < RUNS; r += 1) for (const e of runBatches(w, r).flat()) if (!seen.has(e.id)) lost += 1;
  const duplicated = [...seen.values()].filter((n) => n > 1).length;
  // A fork would show as a chain that does not verify, a gap in seq, or an event stored twice.
  const forks = (report.ok ? 0 : 1) + gaps + duplicated;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name}: ${WRITERS} writers x ${RUNS} runs (${WRITERS * RUNS * EVENTS_PER_RUN} events in ${latencies.length} appends) in ${seconds.toFixed(1)} s: ` +
      `${Math.round(latencies.length / seconds)} appends/s, append latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; ` +
      `lost events ${lost}, forks ${forks}; audit verify ${report.ok ? `ok (${report.size} events, ${report.checkpoints} checkpoints)` : `BROKEN at ${report.firstBad?.seq}`}`,
  );
}

if (args[0] === '--child') {
  await child(args[1]!, Number(args[2]));
} else {
  const url = option('--pg') ?? process.env['WARRANT_AUDIT_DB'];
  if (url?.startsWith('postgres')) {
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const location = new URL(url);
      location.searchParams.set('options', `-c search_path=${schema}`);
      await measure('PostgreSQL (loopback)', location.toString());
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL: skipped (no --pg URL and no postgres:// WARRANT_AUDIT_DB)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'warrant-bench-writers-'));
  try {
    await measure('SQLite (one file)', join(dir, 'audit.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
