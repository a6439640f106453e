/**
 * @module grounding/deterministic-pool: the deterministic tier over many claims at once, on worker threads (one per
 * core): pure work, so the results are the ones the main thread would get, only sooner. Each worker reads each source
 * it is given once, as the main thread would.
 */
import { inRuns, runModuleWorker, siblingModule } from '../core/worker.js';
import type { LoadedSource } from '../core/model.js';
import type { DeterministicResult } from './deterministic.js';

export interface DeterministicJob {
  readonly claimText: string;
  readonly sourceId: string;
  readonly context: readonly string[];
}

/** The key a job's result is kept under. */
export const jobKey = (job: DeterministicJob): string => JSON.stringify([job.claimText, job.sourceId, job.context]);

/** Assess every job on `workers` threads; each result keyed by jobKey. Rejects if a worker fails. */
export async function assessInParallel(
  jobs: readonly DeterministicJob[],
  sources: ReadonlyMap<string, LoadedSource>,
  workers: number,
): Promise<Map<string, DeterministicResult>> {
  // In runs of consecutive jobs: a post's claims stay together, so the earlier claims each later one refers back to
  // are assessed once in that worker (see deterministic's valuesOnTheirOwn). Each worker reads each source it needs once.
  const shares = inRuns(jobs, workers);
  const results = await Promise.all(
    shares.map((share) => {
      const needed = [...new Set(share.map((j) => j.sourceId))].map((id) => sources.get(id)!);
      return runModuleWorker<DeterministicResult[]>(
        siblingModule(import.meta.url, 'deterministic-worker'),
        { sources: needed, jobs: share },
        'grounding',
      );
    }),
  );
  const byKey = new Map<string, DeterministicResult>();
  shares.forEach((share, w) => share.forEach((job, i) => byKey.set(jobKey(job), results[w]![i]!)));
  return byKey;
}
