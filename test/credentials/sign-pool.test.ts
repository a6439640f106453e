// Signing on worker threads: the same linked pages and credentials the main thread makes, each verifying on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDevelopmentCertificates } from '../../src/credentials/certs.js';
import { loadCredentialConfig, type CredentialConfig } from '../../src/credentials/index.js';
import { signPageJob, type PageJob } from '../../src/credentials/sign.js';
import { signInParallel } from '../../src/credentials/sign-pool.js';
import { localSigner } from '../../src/credentials/signer.js';
import { verifySidecar } from '../../src/credentials/verify.js';

let root: string;
let config: CredentialConfig;
const jobs: PageJob[] = Array.from({ length: 5 }, (_, i) => ({
  html: `<!doctype html><html><head><title>Post ${i}</title></head><body><p>It opened in ${1930 + i}.</p></body></html>`,
  href: 'index.c2pa',
  title: 'index.html',
  grounding: { post: `post-${i}`, claims: [{ id: `post-${i}/c1`, status: 'grounded' }] },
}));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'warrant-sign-pool-'));
  initDevelopmentCertificates(join(root, 'certs'));
  config = loadCredentialConfig(root)!;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('signInParallel', () => {
  it('links each page as the main thread does, in order, and each credential verifies with its record', async () => {
    const material = { keyPath: config.keyPath!, chainPem: config.chainPem! };
    const signed = await signInParallel(jobs, material, 2);
    const kit = { signer: localSigner(config.keyPath!, config.chainPem!) };
    expect(signed).toHaveLength(jobs.length);
    for (const [i, job] of jobs.entries()) {
      const here = await signPageJob(job, kit);
      const there = signed[i]!;
      if ('error' in there || 'error' in here) throw new Error('a page was not signed');
      expect(Buffer.from(there.html).toString()).toBe(Buffer.from(here.html).toString());
      const report = await verifySidecar(there.html, there.manifest, { anchorsPem: config.anchorsPem ?? [] });
      expect(report.state).toBe('Trusted');
      expect(report.grounding).toEqual(job.grounding);
    }
  });

  it('rejects when a worker cannot read the key, so the caller signs on its own thread', async () => {
    const material = { keyPath: join(root, 'no-such.key'), chainPem: config.chainPem! };
    await expect(signInParallel(jobs, material, 2)).rejects.toThrow();
  });
});
