/** @module test/credentials/pages: credentialPages and verifyPath over a small built site: trust decision, withholding, verify. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../src/core/canonical.js';
import { isWarrantError } from '../../src/core/errors.js';
import {
  credentialPages,
  loadCredentialConfig,
  verifyPath,
  type CredentialConfig,
} from '../../src/credentials/index.js';
import { initDevelopmentCertificates } from '../../src/credentials/certs.js';
import { httpTimestampAuthority } from '../../src/credentials/timestamp.js';
import { makePki, SAMPLE_PAGE, startLocalTsa, tinyJpeg, tinyPng, tinySvg, type Pki } from './fixtures.js';

let root: string;
let pki: Pki;

const PROJECTION = { posts: [{ post: 'bridges', claims: [{ claimId: 'c1', verdict: 'grounded' }] }] };
const CHECKPOINT = { origin: 'warrant.test/log', size: 7, rootHash: 'ab'.repeat(32) };

function site(): string {
  const outDir = mkdtempSync(join(root, 'dist-'));
  mkdirSync(join(outDir, 'posts', 'bridges'), { recursive: true });
  writeFileSync(join(outDir, 'posts', 'bridges', 'index.html'), SAMPLE_PAGE);
  writeFileSync(join(outDir, 'posts', 'bridges', 'figure.png'), tinyPng());
  writeFileSync(join(outDir, 'posts', 'bridges', 'photo.jpg'), tinyJpeg());
  writeFileSync(join(outDir, 'posts', 'bridges', 'chart.svg'), tinySvg());
  writeFileSync(join(outDir, 'projection.json'), JSON.stringify(PROJECTION));
  return outDir;
}

const grounding = {
  projectionDigest: `sha256:${contentHash(PROJECTION)}`,
  claims: [{ claimId: 'c1', verdict: 'grounded' }],
  checkpoint: CHECKPOINT,
};
const input = (outDir: string) => ({
  outDir,
  pages: [{ post: 'bridges', htmlPath: 'posts/bridges/index.html', grounding }],
  images: ['posts/bridges/figure.png', 'posts/bridges/photo.jpg', 'posts/bridges/chart.svg'],
});

function devConfig(): CredentialConfig {
  const config = loadCredentialConfig(root);
  if (!config) throw new Error('expected certs');
  return config;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'warrant-site-'));
  initDevelopmentCertificates(join(root, 'certs'));
  pki = makePki();
});

afterAll(() => {
  pki.cleanup();
  rmSync(root, { recursive: true, force: true });
});

describe('loadCredentialConfig', () => {
  it('is undefined without certificates, and reads anchors, chain and key after certs init', () => {
    expect(loadCredentialConfig(mkdtempSync(join(root, 'empty-')))).toBeUndefined();
    const config = devConfig();
    expect(config.anchorsPem?.[0]).toContain('BEGIN CERTIFICATE');
    expect(config.chainPem).toContain('BEGIN CERTIFICATE');
    expect(config.keyPath).toMatch(/private\/signing\.key$/);
  });

  it('rejects a malformed certs/credentials.json with the file named', () => {
    const dir = mkdtempSync(join(root, 'bad-'));
    initDevelopmentCertificates(join(dir, 'certs'));
    writeFileSync(join(dir, 'certs', 'credentials.json'), JSON.stringify({ tsaUrl: 'not a url' }));
    expect(() => loadCredentialConfig(dir)).toThrow(/credentials\.json/);
  });
});

describe('credentialPages under the development CA', () => {
  it('signs the page (linked sidecar) and every image, and warrant verify says Trusted for all of them', async () => {
    const outDir = site();
    const outcome = await credentialPages(input(outDir), devConfig());
    expect(outcome.trust.trusted).toBe(true);
    expect(outcome.results.map((r) => [r.path, r.state])).toEqual([
      ['posts/bridges/index.html', 'signed'],
      ['posts/bridges/figure.png', 'signed'],
      ['posts/bridges/photo.jpg', 'signed'],
      ['posts/bridges/chart.svg', 'signed'],
    ]);
    expect(outcome.results.every((r) => (r.bytes ?? 0) > 0 && (r.signMs ?? -1) >= 0)).toBe(true);
    expect(readFileSync(join(outDir, 'posts/bridges/index.html'), 'utf8')).toContain(
      '<link rel="c2pa-manifest" href="index.c2pa">',
    );

    const anchorsPem = devConfig().anchorsPem ?? [];
    const verified = await verifyPath(outDir, {
      anchorsPem,
      projectionPath: join(outDir, 'projection.json'),
      checkCheckpoint: (cp) => (cp.rootHash === CHECKPOINT.rootHash ? { state: 'match' } : { state: 'mismatch' }),
    });
    expect(verified.map((r) => [basename(r.path), r.kind, r.state])).toEqual([
      ['chart.svg', 'image', 'Trusted'],
      ['figure.png', 'image', 'Trusted'],
      ['index.html', 'page', 'Trusted'],
      ['photo.jpg', 'image', 'Trusted'],
    ]);
    const page = verified.find((r) => r.kind === 'page');
    expect(page?.statuses.map((s) => s.code)).toEqual(
      expect.arrayContaining(['warrant.grounding.projectionMatch', 'warrant.checkpoint.match']),
    );
  });

  it('a changed projection or a checkpoint the log disagrees with makes the page Invalid', async () => {
    const outDir = site();
    await credentialPages(input(outDir), devConfig());
    writeFileSync(join(outDir, 'projection.json'), JSON.stringify({ ...PROJECTION, extra: true }));
    const [page] = await verifyPath(join(outDir, 'posts/bridges/index.html'), {
      anchorsPem: devConfig().anchorsPem ?? [],
      projectionPath: join(outDir, 'projection.json'),
      checkCheckpoint: () => ({ state: 'mismatch', reason: 'different root' }),
    });
    expect(page?.state).toBe('Invalid');
    expect(
      page?.statuses
        .filter((s) => s.kind === 'failure')
        .map((s) => s.code)
        .sort(),
    ).toEqual(['warrant.checkpoint.mismatch', 'warrant.grounding.projectionMismatch']);
  });

  it('an article binding its post’s entry stays valid when another post changes, and not when its own does', async () => {
    const outDir = site();
    const projection = {
      posts: [
        { slug: 'bridges', claims: [{ claimId: 'c1', verdict: 'grounded' }] },
        { slug: 'tunnels', claims: [] },
      ],
    };
    const own = {
      claims: grounding.claims,
      checkpoint: CHECKPOINT,
      postDigest: contentHash(projection.posts[0]),
      post: 'bridges',
    };
    await credentialPages({ ...input(outDir), pages: [{ ...input(outDir).pages[0]!, grounding: own }] }, devConfig());
    const check = async (published: unknown): Promise<string[] | undefined> => {
      writeFileSync(join(outDir, 'projection.json'), JSON.stringify(published));
      const [page] = await verifyPath(join(outDir, 'posts/bridges/index.html'), {
        anchorsPem: devConfig().anchorsPem ?? [],
        projectionPath: join(outDir, 'projection.json'),
      });
      return page?.statuses.filter((s) => s.code.startsWith('warrant.grounding.projection')).map((s) => s.code);
    };
    expect(await check(projection)).toEqual(['warrant.grounding.projectionMatch']);
    const otherChanged = { posts: [projection.posts[0], { slug: 'tunnels', claims: [{ claimId: 't1' }] }] };
    expect(await check(otherChanged)).toEqual(['warrant.grounding.projectionMatch']);
    const ownChanged = { posts: [{ ...projection.posts[0], claims: [] }, projection.posts[1]] };
    expect(await check(ownChanged)).toEqual(['warrant.grounding.projectionMismatch']);
    expect(await check({ posts: [projection.posts[1]] })).toEqual(['warrant.grounding.projectionMismatch']);
  });

  it('an edited page after publishing is Invalid, and a page without a sidecar is Missing', async () => {
    const outDir = site();
    await credentialPages(input(outDir), devConfig());
    const path = join(outDir, 'posts/bridges/index.html');
    writeFileSync(path, readFileSync(path, 'utf8').replace('1932', '1933'));
    const [edited] = await verifyPath(path, { anchorsPem: devConfig().anchorsPem ?? [] });
    expect(edited?.state).toBe('Invalid');
    expect(edited?.statuses.find((s) => s.kind === 'failure')?.code).toBe('assertion.dataHash.mismatch');
    const bare = join(site(), 'posts/bridges/index.html');
    const [missing] = await verifyPath(bare, { anchorsPem: devConfig().anchorsPem ?? [] });
    expect(missing?.state).toBe('Missing');
  });

  it('time-stamps every credential through the configured TSA URL', async () => {
    const tsa = await startLocalTsa(pki, pki.identity('tsa', 'tsa'));
    try {
      const outDir = site();
      const config = { ...devConfig(), tsaUrl: tsa.url, anchorsPem: [...(devConfig().anchorsPem ?? []), pki.ca.pem] };
      const outcome = await credentialPages(input(outDir), config);
      expect(outcome.results.every((r) => r.state === 'signed')).toBe(true);
      expect(tsa.requests()).toBeGreaterThanOrEqual(5);
      const [page] = await verifyPath(join(outDir, 'posts/bridges/index.html'), { anchorsPem: config.anchorsPem });
      expect(page?.statuses.map((s) => s.code)).toContain('timeStamp.trusted');
    } finally {
      await tsa.close();
    }
  });
});

describe('the trust decision withholds, in plain words', () => {
  const cases: [string, () => Partial<CredentialConfig> & { clock?: () => Date }, RegExp][] = [
    ['no anchors configured', () => ({ anchorsPem: [], trustListPem: [] }), /no trust anchors are configured/],
    [
      'a signer from an unrelated CA',
      () => ({ anchorsPem: [pki.ca.pem] }),
      /not issued by any configured trust anchor/,
    ],
    ['a self-signed signer', () => selfSignedConfig(), /self-signed/],
    ['a wrong EKU', () => identityConfig('server-auth'), /not issued for signing content/],
    ['an expired signer', () => ({ clock: () => new Date(Date.now() + 1000 * 86_400_000) }), /expired on/],
  ];

  function identityConfig(profile: 'server-auth' | 'signing', selfSigned = false): Partial<CredentialConfig> {
    const id = pki.identity(`${profile}-${selfSigned ? 'self' : 'issued'}`, profile, { selfSigned });
    return { chainPem: id.pem, keyPath: id.keyPath, anchorsPem: [pki.ca.pem] };
  }
  function selfSignedConfig(): Partial<CredentialConfig> {
    return identityConfig('signing', true);
  }

  it.each(cases)('%s: every page and image is withheld with the reason', async (_name, make, reason) => {
    const { clock, ...overrides } = make();
    const outDir = site();
    const before = readFileSync(join(outDir, 'posts/bridges/index.html'));
    const outcome = await credentialPages(input(outDir), { ...devConfig(), ...overrides }, clock);
    expect(outcome.trust.trusted).toBe(false);
    expect(outcome.trust.reason).toMatch(reason);
    expect(outcome.results.every((r) => r.state === 'withheld' && reason.test(r.reason ?? ''))).toBe(true);
    expect(readFileSync(join(outDir, 'posts/bridges/index.html'))).toEqual(before);
  });

  it('with strict, an untrusted signer is an error (CREDENTIAL_UNTRUSTED)', async () => {
    const error = await credentialPages(input(site()), { ...devConfig(), anchorsPem: [], strict: true }).catch(
      (e: unknown) => e,
    );
    expect(isWarrantError(error) && error.code).toBe('CREDENTIAL_UNTRUSTED');
  });

  it('a trusted signer whose credential c2pa-rs would not trust is still withheld (probe)', async () => {
    const tsaUrl = 'http://127.0.0.1:9/unreachable';
    const outcome = await credentialPages(input(site()), { ...devConfig(), tsaUrl }, undefined, {
      timestamp: httpTimestampAuthority(tsaUrl, 500),
    });
    expect(outcome.trust.trusted).toBe(false);
    expect(outcome.trust.reason).toMatch(/could not be reached/);
  });
});

describe('a signing key tracked by git', () => {
  it('is refused before anything is signed', async () => {
    const repo = mkdtempSync(join(root, 'repo-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    initDevelopmentCertificates(join(repo, 'certs'));
    const key = join(repo, 'certs', 'private', 'signing.key');
    const leaked = join(repo, 'signing.key');
    copyFileSync(key, leaked);
    execFileSync('git', ['add', '-f', 'signing.key'], { cwd: repo });
    const config = loadCredentialConfig(repo, { keyPath: leaked });
    if (!config) throw new Error('expected certs');
    await expect(credentialPages(input(site()), config)).rejects.toThrow(/tracked by git/);
    const untracked = loadCredentialConfig(repo);
    if (!untracked) throw new Error('expected certs');
    const outcome = await credentialPages(input(site()), untracked);
    expect(outcome.trust.trusted).toBe(true);
  });
});
