/** @module credentials/sign-worker: a worker thread that links and signs a share of a build's pages (see sign-pool). */
import { parentPort } from 'node:worker_threads';
import { signPageJob, type PageJob, type PageSigned } from './sign.js';
import { localSigner } from './signer.js';
import { httpTimestampAuthority } from './timestamp.js';
import type { SigningMaterial } from './sign-pool.js';

parentPort?.once('message', async (message: { material: SigningMaterial; jobs: PageJob[] }) => {
  const { keyPath, chainPem, tsaUrl } = message.material;
  const kit = {
    signer: localSigner(keyPath, chainPem),
    ...(tsaUrl ? { timestamp: httpTimestampAuthority(tsaUrl) } : {}),
  };
  const results: PageSigned[] = [];
  for (const job of message.jobs) results.push(await signPageJob(job, kit));
  parentPort?.postMessage(results);
});
