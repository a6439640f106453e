/**
 * @module grounding/deterministic-pool: the deterministic tier over many claims at once, on worker threads (one per
 * core): pure work, so the results are the ones the main thread would get, only sooner. Each worker reads each source
 * it is given once, as the main thread would.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LoadedSource } from '../core/model.js';
import type { DeterministicResult } from './deterministic.js';

export interface DeterministicJob {
  readonly claimText: string;
  readonly sourceId: string;
  readonly context: readonly string[];
}

/** The key a job's result is kept under. */
export const jobKey = (job: DeterministicJob): string => JSON.stringify([job.claimText, job.sourceId, job.context]);

/** Workers to use: one per core the process may use, and never more than the jobs ask for. */
export function workerCount(jobs: number, perWorker: number): number {
  return Math.max(0, Math.min(availableParallelism(), Math.floor(jobs / perWorker)));
}

/**
 * A worker running the module beside this one. Run from TypeScript sources (the tests, `tsx` scripts) it is a .ts file,
 * which the worker loads through tsx's loader.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./deterministic-worker.js', import.meta.url));
  const url = new URL('./deterministic-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
    { eval: true },
  );
}

function runWorker(
  sources: readonly LoadedSource[],
  jobs: readonly DeterministicJob[],
): Promise<DeterministicResult[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    worker.once('message', (results: DeterministicResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the grounding worker stopped (exit ${code})`)));
    worker.postMessage({ sources, jobs });
  });
}

/** Assess every job on `workers` threads; each result keyed by jobKey. Rejects if a worker fails. */
export async function assessInParallel(
  jobs: readonly DeterministicJob[],
  sources: ReadonlyMap<string, LoadedSource>,
  workers: number,
): Promise<Map<string, DeterministicResult>> {
  // In runs of consecutive jobs: a post's claims stay together, so the earlier claims each later one refers back to
  // are assessed once in that worker (see deterministic's valuesOnTheirOwn). Each worker reads each source it needs once.
  const size = Math.ceil(jobs.length / workers);
  const shares = Array.from({ length: workers }, (_, w) => jobs.slice(w * size, (w + 1) * size));
  const results = await Promise.all(
    shares.map((share) => {
      const needed = [...new Set(share.map((j) => j.sourceId))].map((id) => sources.get(id)!);
      return runWorker(needed, share);
    }),
  );
  const byKey = new Map<string, DeterministicResult>();
  shares.forEach((share, w) => share.forEach((job, i) => byKey.set(jobKey(job), results[w]![i]!)));
  return byKey;
}
