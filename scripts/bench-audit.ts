/** @module scripts/bench-audit: prints audit log throughput: appends, verify beside the SHA-256 ceiling, proof generation at 1e5 and 1e6 events. */
import { createHash, hash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  openAuditLog,
  storedEventText,
  verifyConsistency,
  verifyInclusion,
  type AuditLog,
  type NewEvent,
} from '../src/audit/index.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const TOTAL = flag('--events', 1_000_000);
const BATCH = flag('--batch', 1000);
const SINGLE = flag('--single', 2000);
const PROOFS = 1000;

/** A claim.assessed-like event of about 300 bytes. */
function event(i: number): NewEvent {
  return {
    id: `assess:bench:${i}`,
    type: 'claim.assessed',
    actor: 'warrant@0.1.0',
    ts: '2026-06-21T10:00:00Z',
    payload: {
      runId: 'bench',
      claimId: `c${i}`,
      status: i % 7 === 0 ? 'weak' : 'grounded',
      disputed: false,
      assessments: [
        {
          sourceId: `s${i % 50}`,
          sourceSha256: createHash('sha256')
            .update(String(i % 50))
            .digest('hex'),
          support: 'supported',
          reliance: 'pre_generation',
          status: 'grounded',
          assessor: 'deterministic@0',
          rule: 'numbers match',
          score: 1,
        },
      ],
    },
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const seconds = (start: number): number => (performance.now() - start) / 1000;
const rand = (n: number): number => 1 + Math.floor(Math.random() * n);

async function proofTimes(log: AuditLog, size: number): Promise<string> {
  const root = await log.root(size);
  const texts = new Map<number, string>();
  for (let i = 0; i < 40; i += 1) {
    const seq = rand(size);
    texts.set(seq, storedEventText((await log.event(seq))!));
  }
  const leafFor = (text: string): Uint8Array =>
    createHash('sha256')
      .update(Buffer.from([0]))
      .update(text)
      .digest();
  const picked = [...texts.keys()];
  let start = performance.now();
  let ok = true;
  for (let i = 0; i < PROOFS; i += 1) {
    const seq = i < 20 ? picked[i % picked.length]! : rand(size);
    const proof = await log.inclusionProof(seq, size);
    if (i < 20) ok &&= verifyInclusion(leafFor(texts.get(seq)!), seq - 1, size, proof, root);
  }
  const inclusion = (seconds(start) * 1e6) / PROOFS;
  start = performance.now();
  for (let i = 0; i < PROOFS; i += 1) {
    const m = rand(size);
    const proof = await log.consistencyProof(m, size);
    if (i < 20) ok &&= verifyConsistency(m, size, await log.root(m), root, proof);
  }
  const consistency = (seconds(start) * 1e6) / PROOFS;
  start = performance.now();
  for (let i = 0; i < 100; i += 1) await log.root(size);
  const rootUs = (seconds(start) * 1e6) / 100;
  return `size ${fmt(size)}: inclusion proof ${inclusion.toFixed(0)} µs, consistency proof ${consistency.toFixed(0)} µs, root ${rootUs.toFixed(0)} µs (mean of ${PROOFS}; spot checks ${ok ? 'verify' : 'FAIL'})`;
}

const dir = mkdtempSync(join(tmpdir(), 'warrant-bench-audit-'));
try {
  console.log(
    `audit log benchmark (node ${process.version}; WAL, synchronous=FULL; ${TOTAL.toLocaleString('en-US')} events of about 330 bytes)`,
  );

  const single = await openAuditLog(join(dir, 'single.db'));
  let start = performance.now();
  for (let i = 0; i < SINGLE; i += 1) await single.append([event(i)]);
  console.log(
    `append, one event per transaction: ${fmt(SINGLE / seconds(start))} events/s (${SINGLE} events, one fsync each)`,
  );
  await single.close();

  const log = await openAuditLog(join(dir, 'bench.db'));
  start = performance.now();
  for (let done = 0; done < TOTAL; done += BATCH)
    await log.append(Array.from({ length: Math.min(BATCH, TOTAL - done) }, (_, k) => event(done + k)));
  const appendSeconds = seconds(start);
  console.log(
    `append, ${BATCH} events per transaction: ${fmt(TOTAL / appendSeconds)} events/s (${fmt(TOTAL)} events in ${appendSeconds.toFixed(1)} s; file ${fmt(statSync(join(dir, 'bench.db')).size / 1e6)} MB)`,
  );

  const texts: Buffer[] = [];
  for await (const e of log.events()) texts.push(Buffer.from(storedEventText(e)));
  const bytes = texts.reduce((n, t) => n + t.length, 0);

  start = performance.now();
  const report = await log.verify();
  const verifySeconds = seconds(start);
  if (!report.ok) throw new Error(`verify failed: ${JSON.stringify(report)}`);

  start = performance.now();
  for (const t of texts) createHash('sha256').update(t).digest();
  const hashObjectSeconds = seconds(start);
  start = performance.now();
  for (const t of texts) hash('sha256', t, 'hex');
  const ceilingSeconds = seconds(start);
  start = performance.now();
  const bulk = createHash('sha256');
  for (const t of texts) bulk.update(t);
  bulk.digest();
  const bulkSeconds = seconds(start);

  const mb = bytes / 1e6;
  console.log(
    `verify (chain + Merkle nodes + checkpoints, from SQLite): ${fmt(TOTAL / verifySeconds)} events/s, ${(mb / verifySeconds).toFixed(1)} MB/s of canonical events`,
  );
  console.log(
    `ceiling, node:crypto one-shot hash() SHA-256 of the same ${mb.toFixed(0)} MB, one per event: ${fmt(TOTAL / ceilingSeconds)} events/s, ${(mb / ceilingSeconds).toFixed(1)} MB/s`,
  );
  console.log(
    `the same with a createHash() object per event: ${fmt(TOTAL / hashObjectSeconds)} events/s, ${(mb / hashObjectSeconds).toFixed(1)} MB/s`,
  );
  console.log(`ceiling, node:crypto SHA-256 of the same bytes as one stream: ${(mb / bulkSeconds).toFixed(1)} MB/s`);
  console.log(
    `verify / ceiling: ${(ceilingSeconds / verifySeconds).toFixed(3)} (one-shot hash per event), ${(hashObjectSeconds / verifySeconds).toFixed(3)} (createHash per event), ${(bulkSeconds / verifySeconds).toFixed(3)} (one stream)`,
  );

  for (const size of [100_000, 1_000_000].filter((n) => n <= TOTAL))
    console.log(`proofs at ${await proofTimes(log, size)}`);
  await log.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
