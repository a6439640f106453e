/** @module grounding/deterministic-worker: a worker thread that runs the deterministic tier on a share of a run's claims. */
import { parentPort } from 'node:worker_threads';
import type { LoadedSource } from '../core/model.js';
import { assessDeterministic } from './deterministic.js';
import type { DeterministicJob } from './deterministic-pool.js';

parentPort?.once('message', (message: { sources: LoadedSource[]; jobs: DeterministicJob[] }) => {
  const sources = new Map(message.sources.map((s) => [s.id, s]));
  parentPort?.postMessage(
    message.jobs.map((job) => assessDeterministic(job.claimText, sources.get(job.sourceId)!, job.context)),
  );
});
