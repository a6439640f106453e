/**
 * @module credentials/sign-pool: signing many pages at once on worker threads (one per core), each with its own
 * c2pa-wasm and the same key: the credentials are the ones the main thread would make, only sooner.
 */
import { inRuns, runModuleWorker, siblingModule } from '../core/worker.js';
import type { PageJob, PageSigned } from './sign.js';

/** Where a worker finds the signing key (each reads it itself: a key object cannot cross threads). */
export interface SigningMaterial {
  readonly keyPath: string;
  readonly chainPem: string;
  readonly tsaUrl?: string;
}

/** Sign every page on `workers` threads; results in the pages' order. Rejects if a worker cannot start or dies. */
export async function signInParallel(
  jobs: readonly PageJob[],
  material: SigningMaterial,
  workers: number,
): Promise<PageSigned[]> {
  const shares = inRuns(jobs, workers);
  const worker = siblingModule(import.meta.url, 'sign-worker');
  const signed = shares.map((share) => runModuleWorker<PageSigned[]>(worker, { material, jobs: share }, 'signing'));
  return (await Promise.all(signed)).flat();
}
