/**
 * @module core/worker: starting a worker thread on a module of this package. Run from the TypeScript sources (the tests,
 * `tsx` scripts) the module is a .ts file, which the worker loads through tsx's loader; from lib/ it is plain JavaScript.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A worker running the module at `url` (a .js URL beside the caller's own module, or its .ts twin). */
export function startModuleWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
    { eval: true },
  );
}

/** Post `message` to a new worker on the module at `url` and resolve with its one reply; rejects if it fails or stops. */
export function runModuleWorker<T>(url: URL, message: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = startModuleWorker(url);
    worker.once('message', (reply: T) => {
      resolve(reply);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the ${what} worker stopped (exit ${code})`)));
    worker.postMessage(message);
  });
}

/** The URL of a module beside `from` (the caller's import.meta.url), with the extension the caller itself has. */
export function siblingModule(from: string, name: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/** `items` cut into `parts` runs of consecutive items, as equal as can be (the last may be shorter). */
export function inRuns<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, k) => items.slice(k * size, (k + 1) * size));
}

/** Workers to use: one per core the process may use, and never more than the jobs ask for. */
export function workerCount(jobs: number, perWorker: number): number {
  return Math.max(0, Math.min(availableParallelism(), Math.floor(jobs / perWorker)));
}
