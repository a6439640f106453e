/** @module credentials/index: Content Credentials for a built site: the trust decision, signing pages and images, verifying. */
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { filesUnder } from '../adapters/project-files.js';
import { contentHash, type Json } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import type { CredentialConfig } from './config.js';
import { manifestHref } from './html.js';
import { formatOf, type Drafting } from './manifest.js';
import { signEmbedded, signPageJob, signSidecar, type PageJob, type PageSigned, type SigningKit } from './sign.js';
import { signInParallel } from './sign-pool.js';
import { workerCount } from '../core/worker.js';
import { localSigner, parsePemCertificates, type CredentialSigner } from './signer.js';
import { httpTimestampAuthority, type TimestampAuthority } from './timestamp.js';
import { decideTrust, type TrustDecision } from './trust.js';
import { verifyEmbedded, verifySidecar, type CheckpointCheck, type CredentialReport } from './verify.js';

export { loadCredentialConfig, type CredentialConfig } from './config.js';
export { initDevelopmentCertificates, type DevelopmentCertificates } from './certs.js';
export { COMPOSITE_WITH_AI, DIGITAL_CREATION, GROUNDING_LABEL, type Drafting } from './manifest.js';
export type { CredentialSigner } from './signer.js';
export type { TimestampAuthority } from './timestamp.js';
export type { Checkpoint, CheckpointCheck, CredentialState, StatusEntry } from './verify.js';

/** Injected in tests (style item 9); by default the key file and the configured TSA URL are used. */
export interface CredentialDeps {
  readonly signer?: CredentialSigner;
  readonly timestamp?: TimestampAuthority;
}

export interface CredentialResult {
  path: string;
  state: 'signed' | 'withheld';
  reason?: string;
  manifestPath?: string;
  signMs?: number;
  /** Bytes the credential adds: the sidecar's size, or how much the embedded manifest grew the image. */
  bytes?: number;
}

export interface CredentialOutcome {
  results: CredentialResult[];
  trust: { trusted: boolean; reason: string };
}

function writeAtomically(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

function explainFailures(report: CredentialReport): string {
  return report.statuses
    .filter((s) => s.kind === 'failure')
    .map((s) => `${s.code}: ${s.explanation}`)
    .join(' ');
}

/**
 * Decide trust, then (only if trusted) confirm it with c2pa-rs on a probe credential read back against the anchors:
 * what c2pa would not call Trusted is withheld too.
 */
async function trustBeforeShipping(kit: SigningKit, anchorsPem: string[], now: Date): Promise<TrustDecision> {
  const chain = kit.signer.chain.map((der) => new X509Certificate(der));
  const anchors = anchorsPem.flatMap((pem) => parsePemCertificates(pem, 'the trust anchors'));
  const decision = decideTrust(chain, anchors, now);
  if (!decision.trusted) return decision;
  const probe = new TextEncoder().encode('warrant trust probe\n');
  let report: CredentialReport;
  try {
    const manifest = await signSidecar({ bytes: probe, format: 'text/plain', title: 'trust probe' }, kit);
    report = await verifySidecar(probe, manifest, { anchorsPem, requireGrounding: false });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      trusted: false,
      code: 'untrusted-issuer',
      reason: `Credential withheld: a test credential could not be made (${detail}).`,
    };
  }
  if (report.state === 'Trusted') return decision;
  return {
    trusted: false,
    code: 'untrusted-issuer',
    reason: `Credential withheld: c2pa does not trust a test credential. ${explainFailures(report)}`,
  };
}

/** The trust decision alone, made before the build so pages can say whether they will carry a credential. */
export async function decideCredentialTrust(
  config: CredentialConfig,
  clock: () => Date = () => new Date(),
  deps: CredentialDeps = {},
): Promise<{ trusted: boolean; reason: string }> {
  const decision = await trustBeforeShipping(signingKit(config, deps), anchorsOf(config), clock());
  return { trusted: decision.trusted, reason: decision.reason };
}

/** The certificates a signer may chain to: the anchors in certs/ and the configured trust list. */
function anchorsOf(config: CredentialConfig): string[] {
  return [...(config.anchorsPem ?? []), ...(config.trustListPem ?? [])];
}

function signingKit(config: CredentialConfig, deps: CredentialDeps): SigningKit {
  let signer = deps.signer;
  if (!signer) {
    if (!config.keyPath || config.chainPem === undefined)
      throw new WarrantError('CONFIG_INVALID', 'no signing key and certificate chain are configured');
    signer = localSigner(config.keyPath, config.chainPem);
  }
  const timestamp = deps.timestamp ?? (config.tsaUrl ? httpTimestampAuthority(config.tsaUrl) : undefined);
  return timestamp ? { signer, timestamp } : { signer };
}

/**
 * Sign every built page (sidecar `.c2pa`, linked from the page before signing) and image (embedded), or withhold all
 * of them when the signer is not trusted. With `strict`, withholding throws CREDENTIAL_UNTRUSTED. `input.trust` is a
 * decision already made by decideCredentialTrust for this configuration (a publish makes it before the build).
 */
export async function credentialPages(
  input: {
    outDir: string;
    pages: { post: string; htmlPath: string; grounding: Json; drafting?: Drafting }[];
    images?: string[];
    trust?: { trusted: boolean; reason: string };
  },
  config: CredentialConfig,
  clock: () => Date = () => new Date(),
  deps: CredentialDeps = {},
): Promise<CredentialOutcome> {
  const kit = signingKit(config, deps);
  const decision = input.trust ?? (await trustBeforeShipping(kit, anchorsOf(config), clock()));
  const trust = { trusted: decision.trusted, reason: decision.reason };
  const at = (path: string): string => (isAbsolute(path) ? path : join(input.outDir, path));
  const paths = [...input.pages.map((p) => p.htmlPath), ...(input.images ?? [])];
  if (!decision.trusted) {
    if (config.strict) throw new WarrantError('CREDENTIAL_UNTRUSTED', decision.reason);
    return { trust, results: paths.map((path) => ({ path, state: 'withheld', reason: decision.reason })) };
  }
  const results: CredentialResult[] = [];
  const jobs: { path: string; manifestPath: string; job?: PageJob; error?: string }[] = input.pages.map((page) => {
    const htmlPath = at(page.htmlPath);
    const manifestPath = sidecarOf(htmlPath);
    try {
      const job: PageJob = {
        html: readFileSync(htmlPath, 'utf8'),
        href: basename(manifestPath),
        title: basename(htmlPath),
        grounding: page.grounding,
        ...(page.drafting ? { drafting: page.drafting } : {}),
      };
      return { path: page.htmlPath, manifestPath, job };
    } catch (error) {
      return { path: page.htmlPath, manifestPath, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const readable = jobs.flatMap((j) => (j.job ? [j.job] : []));
  const signed = await signPages(readable, kit, config, deps);
  let next = 0;
  for (const { path, manifestPath, job, error } of jobs) {
    const outcome: PageSigned = job ? (signed[next++] as PageSigned) : { error: error ?? 'the page cannot be read' };
    if ('error' in outcome) {
      results.push({ path, state: 'withheld', reason: `Credential withheld: ${outcome.error}` });
      continue;
    }
    writeAtomically(manifestPath, outcome.manifest);
    writeAtomically(at(path), outcome.html);
    const bytes = outcome.manifest.length;
    results.push({ path, state: 'signed', manifestPath, signMs: outcome.signMs, bytes });
  }
  for (const image of input.images ?? []) {
    const path = at(image);
    const format = formatOf(path);
    try {
      if (!format || format === 'text/html')
        throw new WarrantError('INPUT_UNREADABLE', `${image} is not a PNG, JPEG or SVG image`);
      const started = performance.now();
      const bytes = new Uint8Array(readFileSync(path));
      const signed = await signEmbedded({ bytes, format, title: basename(path) }, kit);
      const signMs = performance.now() - started;
      writeAtomically(path, signed);
      results.push({ path: image, state: 'signed', manifestPath: path, signMs, bytes: signed.length - bytes.length });
    } catch (error) {
      results.push({
        path: image,
        state: 'withheld',
        reason: `Credential withheld: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return { trust, results };
}

/** Where a page's credential goes: a `.c2pa` sidecar beside it, named after it. */
export function sidecarOf(htmlPath: string): string {
  return join(dirname(htmlPath), `${basename(htmlPath, extname(htmlPath))}.c2pa`);
}

/** Pages per signing worker below which starting workers costs more than it saves. */
const PAGES_PER_WORKER = 64;

/**
 * Link and sign each page: on worker threads, one per core, when there are enough pages and the key is a file each
 * worker can read (an injected signer or time-stamp authority stays on this thread); else, or if a worker fails, here.
 */
async function signPages(
  jobs: readonly PageJob[],
  kit: SigningKit,
  config: CredentialConfig,
  deps: CredentialDeps,
): Promise<PageSigned[]> {
  const local = !deps.signer && !deps.timestamp && config.keyPath !== undefined && config.chainPem !== undefined;
  const workers = local ? workerCount(jobs.length, PAGES_PER_WORKER) : 0;
  if (workers >= 2 && config.keyPath !== undefined && config.chainPem !== undefined) {
    const material = {
      keyPath: config.keyPath,
      chainPem: config.chainPem,
      ...(config.tsaUrl ? { tsaUrl: config.tsaUrl } : {}),
    };
    try {
      return await signInParallel(jobs, material, workers);
    } catch {
      // A worker that cannot start or dies costs only the speed-up: the pages are signed on this thread.
    }
  }
  const signed: PageSigned[] = [];
  for (const job of jobs) signed.push(await signPageJob(job, kit));
  return signed;
}

export interface VerifyResult extends CredentialReport {
  readonly path: string;
  readonly kind: 'page' | 'image';
  readonly manifestPath?: string;
}

function filesToVerify(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  // A site's copies of its sources (sources/) are evidence published unchanged, not pages or images it signs.
  return filesUnder(path, (name) => formatOf(name) !== undefined)
    .filter((file) => !file.startsWith('sources/'))
    .map((file) => join(path, file));
}

function sidecarFor(pagePath: string, html: string, siteRoot: string): string | undefined {
  const href = manifestHref(html);
  if (href !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    const local = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    return local.startsWith('/') ? join(siteRoot, local) : resolve(dirname(pagePath), local);
  }
  const sibling = sidecarOf(pagePath);
  return existsSync(sibling) ? sibling : undefined;
}

/** The published site a path is in: the nearest folder at or above it holding warrant/projection.json. */
export function siteRootOf(path: string): string | undefined {
  let dir = resolve(statSync(path).isDirectory() ? path : dirname(path));
  for (;;) {
    if (existsSync(join(dir, PROJECTION_FILE))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** contentHash of each post's entry in a published projection, by slug (entries without a slug are skipped). */
function digestsOfPosts(projection: unknown): Map<string, string> {
  const posts = (projection as { posts?: unknown } | null)?.posts;
  const digests = new Map<string, string>();
  if (!Array.isArray(posts)) return digests;
  for (const post of posts as unknown[]) {
    const slug = (post as { slug?: unknown } | null)?.slug;
    if (typeof slug === 'string') digests.set(slug, contentHash(post));
  }
  return digests;
}

/** Where a published site keeps its public projection. */
export const PROJECTION_FILE = 'warrant/projection.json';

/**
 * Verify a page, an image, or every page and image under a directory. Pages are checked against their sidecar; the
 * grounding record against the projection file (given, or else the site's own when the path is in a published site),
 * the page's path in that site against the one the record names, and its checkpoint against the log (when given).
 */
export async function verifyPath(
  path: string,
  options: { anchorsPem: string[]; projectionPath?: string; checkCheckpoint?: CheckpointCheck },
): Promise<VerifyResult[]> {
  if (!existsSync(path)) throw new WarrantError('INPUT_UNREADABLE', `${path} does not exist`);
  const site = siteRootOf(path);
  const projectionPath = options.projectionPath ?? (site !== undefined ? join(site, PROJECTION_FILE) : undefined);
  let projectionDigest: string | undefined;
  let postDigests: Map<string, string> | undefined;
  if (projectionPath !== undefined) {
    try {
      const projection: unknown = JSON.parse(readFileSync(projectionPath, 'utf8'));
      projectionDigest = contentHash(projection);
      postDigests = digestsOfPosts(projection);
    } catch (error) {
      throw new WarrantError('INPUT_UNREADABLE', `the projection file ${projectionPath} cannot be read as JSON`, {
        cause: error,
      });
    }
  }
  const verifyOptions = {
    anchorsPem: options.anchorsPem,
    ...(projectionDigest !== undefined ? { projectionDigest } : {}),
    ...(postDigests !== undefined ? { postDigests } : {}),
    ...(options.checkCheckpoint ? { checkCheckpoint: options.checkCheckpoint } : {}),
  };
  const siteRoot = site ?? (statSync(path).isDirectory() ? path : dirname(path));
  const pagePath = (file: string): string | null =>
    site === undefined ? null : relative(site, resolve(file)).split(sep).join('/');
  const results: VerifyResult[] = [];
  for (const file of filesToVerify(path)) {
    const format = formatOf(file);
    const bytes = new Uint8Array(readFileSync(file));
    if (format === 'text/html') {
      const manifestPath = sidecarFor(file, new TextDecoder().decode(bytes), siteRoot);
      if (manifestPath === undefined || !existsSync(manifestPath)) {
        results.push({
          path: file,
          kind: 'page',
          state: 'Missing',
          statuses: [
            {
              code: 'warrant.credential.missing',
              kind: 'failure',
              explanation: 'This page has no Content Credential (no linked or sibling .c2pa sidecar).',
            },
          ],
        });
        continue;
      }
      const report = await verifySidecar(bytes, new Uint8Array(readFileSync(manifestPath)), {
        ...verifyOptions,
        pagePath: pagePath(file),
      });
      results.push({ path: file, kind: 'page', manifestPath, ...report });
    } else if (format !== undefined) {
      results.push({ path: file, kind: 'image', ...(await verifyEmbedded(bytes, format, verifyOptions)) });
    } else {
      throw new WarrantError('INPUT_UNREADABLE', `${file} is not a page (.html) or an image (PNG, JPEG, SVG)`);
    }
  }
  return results;
}
