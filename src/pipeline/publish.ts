/**
 * @module pipeline/publish: a whole publish, wired in one place: gate 1, the Astro build with the Warrant integration
 * (render with a span map, gate 2), the public projection, recording in the audit log, and the atomic swap into dist/.
 */
import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isPostgresUrl } from '../adapters/postgres.js';
import { TRACES_DIR } from '../adapters/trace-files.js';
import { callsAModel, modelsOf } from '../trace/index.js';
import { statementsFor } from '../statements/required.js';
import { takePublishLock } from '../adapters/publish-lock.js';
import { markComplete, promote, recoverSite, releaseDir } from '../adapters/site-swap.js';
import {
  devCheckpointSigner,
  openAuditLog,
  parseCheckpoint,
  type AuditLog,
  type CheckpointSigner,
  type NewEvent,
} from '../audit/index.js';
import { createStageProfile, type StageProfile, type StageTime } from '../core/stage-profile.js';
import { contentHash } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { finding, hasErrors, sortFindings, type Finding } from '../core/findings.js';
import {
  findingTaintContext,
  publicFindings,
  readClearanceKeys,
  readClearances,
  type PublicFinding,
  type PublicProjection,
} from '../projections/index.js';
import { sourceCopyPath } from '../projections/source-copy.js';
import { withSession, type LogCheckpoint } from './build-session.js';
import { runCheck } from './check.js';
import { publicStep } from './public-step.js';
import { credentialStage, planCredentials } from './credential-stage.js';
import { refusePublished, storeLocation, type WarrantConfig } from './config.js';
import {
  claimAssessed,
  claimReviewed,
  claimCaptured,
  claimTraced,
  traceLinted,
  postCaptured,
  gateDecided,
  pageRendered,
  publishCompleted,
  publishFailed,
  publishRecovered,
  publishStarted,
  postBound,
  sourceRegistered,
  TOOL_ACTOR,
  type EventContext,
} from './events.js';
import { pagePathFor, type Gate2Result } from './render-check.js';
import { bindPosts, recordDigest } from './page-binding.js';
import { checkpointsInLog, previousBindings, PUBLISHED_RUN, publishedRun, shippedCredentials } from './previous-run.js';
import { sealKeyOf } from '../adapters/seal-key.js';

export interface PublishOptions {
  readonly root: string;
  readonly config: WarrantConfig;
  /** Output directory (default: the configured outDir under the root). */
  readonly outDir?: string;
  /** Certificates directory (default: certs/ under the root). */
  readonly certsDir?: string;
  /** Audit database (default: the configured auditDb under the root). */
  readonly auditDb?: string;
  /**
   * Start a new log although the published site's checkpoint names a longer one (the old log is gone for good): said
   * and recorded. Without it such a publish is refused.
   */
  readonly newLog?: boolean;
  readonly progress?: (message: string) => void;
  readonly quiet?: boolean;
  /** Where the run's wall time per stage is recorded (one is made when not given); the report carries it. */
  readonly profile?: StageProfile;
  /** Decide every verdict and sign every credential anew, reusing nothing from earlier runs (`--full`). */
  readonly full?: boolean;
}

export interface PublishReport {
  readonly runId: string;
  readonly outcome: 'published' | 'blocked';
  readonly outDir: string;
  readonly pages: readonly string[];
  readonly claims: number;
  readonly findings: readonly Finding[];
  /** The findings as public output may show them: a message that may quote a non-public source is replaced (issue 7). */
  readonly publicFindings: readonly PublicFinding[];
  readonly auditEvents: number;
  readonly projection?: PublicProjection;
  /** Wall time per stage (exclusive of nested stages), in the order they ran. */
  readonly profile: readonly StageTime[];
  /**
   * What this run took from earlier ones instead of doing again: claims whose every machine assessment came from the
   * verdict cache, and credentials shipped again because their page and record did not change.
   */
  readonly reused: { readonly verdicts: number; readonly credentials: number };
}

/** A post's findings: those in its file and those in its drafting trace and envelope (ledger/traces/<slug>.*). */
function ofPost(findings: readonly Finding[], post: { readonly file: string; readonly slug: string }): Finding[] {
  const trace = `${TRACES_DIR}/${post.slug}.`;
  return findings.filter((f) => f.file === post.file || f.file.startsWith(trace));
}

export async function publish(options: PublishOptions): Promise<PublishReport> {
  const { root, config } = options;
  const progress = options.progress ?? (() => undefined);
  const outDir = resolve(root, options.outDir ?? config.outDir);
  const auditPath = storeLocation(root, options.auditDb ?? config.auditDb);
  refusePublished(root, 'the audit database', auditPath, outDir);
  if (!isPostgresUrl(auditPath)) mkdirSync(dirname(auditPath), { recursive: true });
  mkdirSync(dirname(outDir), { recursive: true });
  const ctx: EventContext = { runId: randomUUID(), ts: new Date().toISOString() };
  const profile = options.profile ?? createStageProfile();
  // One publish at a time per blog; what a killed run left (a half-done swap, caches) is put right first.
  const lock = takePublishLock(root, ctx.runId);
  let log: AuditLog;
  try {
    log = await profile.time('audit log', () => openAuditLog(auditPath));
  } catch (error) {
    lock.release();
    throw error;
  }
  const record = (events: NewEvent[]): Promise<void> =>
    profile.time('audit log', async () => void (await log.append(events)));
  const checkpointLog = (signer: CheckpointSigner): Promise<string> =>
    profile.time('audit log', () => log.checkpoint(signer, config.site.origin));
  let closeEngine = async (): Promise<void> => undefined;
  try {
    // The published site's checkpoint (written after its run completed) must be a prefix of this log.
    const behind = await profile.time('audit log', () => logBehindPublished(log, outDir));
    if (behind && !options.newLog) throw new WarrantError('AUDIT_CHAIN_BROKEN', behind);
    await record([publishStarted(ctx, root)]);
    const recovered = [
      ...(behind ? [`started a new log by request: ${behind}`] : []),
      ...(lock.tookOverFrom ? [`took over the publish lock of run ${lock.tookOverFrom}, whose process had ended`] : []),
      ...profile.timeSync('site swap', () => [...recoverSite(outDir, [ctx.runId]), ...removeBuildCaches(root)]),
    ];
    if (recovered.length > 0) await record([publishRecovered(ctx, recovered)]);
    progress('gate 1: capturing and grounding claims');
    const certsDir = options.certsDir ? resolve(root, options.certsDir) : join(root, 'certs');
    const check = await runCheck(root, config, [], progress, profile, options.full);
    closeEngine = () => check.engine.close();
    const claims = check.posts.flatMap((p) => p.claims);
    const reusedVerdicts = (): number =>
      [...check.verdicts.values()].filter(
        (v) => v.assessments.some((a) => a.reused) && v.assessments.every((a) => a.reused || a.review),
      ).length;
    await record([
      ...[...check.registry.values()].map((s) => sourceRegistered(ctx, s)),
      ...check.posts.map((p) => postCaptured(ctx, p.post)),
      ...claims.map((c) => claimCaptured(ctx, c)),
      ...[...check.traces.values()].flatMap((t) => [
        traceLinted(ctx, t),
        ...[...t.reliances.values()].map((r) => claimTraced(ctx, t.post, r, check.chains.get(r.claimId))),
      ]),
      ...check.reviews.map((d) => claimReviewed(ctx, d)),
      ...[...check.verdicts.values()].map((v) => claimAssessed(ctx, v)),
      ...check.posts.map((p) =>
        gateDecided(ctx, 1, p.post.slug, ofPost(check.findings, p.post), statementsFor(p.post, config.statements)),
      ),
    ]);
    const taint = findingTaintContext(
      check.posts,
      check.registry,
      `the audit log (${isPostgresUrl(auditPath) ? log.location : relative(root, auditPath) || auditPath}, run ${ctx.runId})`,
    );
    const blocked = async (findings: readonly Finding[]): Promise<PublishReport> => {
      await record([publishCompleted(ctx, 'blocked', [])]);
      const sorted = sortFindings(findings);
      return {
        runId: ctx.runId,
        outcome: 'blocked',
        outDir,
        pages: [],
        claims: claims.length,
        findings: sorted,
        publicFindings: publicFindings(sorted, taint),
        auditEvents: await log.size(),
        profile: profile.stages(),
        reused: { verdicts: reusedVerdicts(), credentials: 0 },
      };
    };
    if (hasErrors(check.findings)) return await blocked(check.findings);

    // Projection step (issue 7): clearances validated and recorded, then the public view replayed from the verified log.
    const step = await profile.time('projection', () =>
      publicStep(log, {
        runId: ctx.runId,
        ts: ctx.ts,
        actor: TOOL_ACTOR,
        clearances: readClearances(root),
        keys: readClearanceKeys(certsDir),
        now: new Date(ctx.ts),
      }),
    );
    const projection: PublicProjection = step.projection;

    const plan = await profile.time('credentials', () => planCredentials(root, certsDir));
    if (!plan.trusted && plan.config?.strict) {
      return await blocked([
        ...check.findings,
        finding('credential/withheld', { file: 'certs', line: 1, column: 1 }, plan.reason, { severity: 'error' }),
      ]);
    }
    const displayOutDir = relative(root, outDir) || '.';
    // A signed checkpoint (C2SP signed note) of the log as gate 1 left it: pages show it, credentials bind it.
    const note = await checkpointLog(devCheckpointSigner(root, config.site.origin));
    const checkpoint = checkpointOf(config.site.origin, note);
    // Each post's page shows the checkpoint of the run that last changed what Warrant says about it (page-binding).
    const published = publishedRun(outDir);
    const entries = new Map(projection.posts.map((p) => [p.slug, p]));
    const records = new Map(
      check.posts.map(({ post }) => [post.slug, recordDigest(entries.get(post.slug), plan.note)]),
    );
    const bindings = await profile.time('audit log', async () => {
      const previous = published ? await previousBindings(log, published, [...records.keys()]) : new Map();
      const inLog = await checkpointsInLog(
        log,
        checkpoint,
        [...previous.values()].map((b) => b.checkpoint),
      );
      return bindPosts(records, previous, { runId: ctx.runId, checkpoint }, inLog);
    });
    await record([...bindings.values()].map((b) => postBound(ctx, b)));
    const checkpointFor = (slug: string): LogCheckpoint => bindings.get(slug)?.checkpoint ?? checkpoint;
    // Built into the run's own release beside the output directory, which a link switch puts live (see site-swap).
    const staging = releaseDir(outDir, ctx.runId);
    let gate2: Gate2Result | undefined;
    progress('building the site with Astro');
    // Astro takes most of a second to import: only a publish that reaches the build pays for it.
    try {
      await withSession(
        {
          check,
          projection,
          displayOutDir,
          checkpoint,
          checkpointOf: checkpointFor,
          sealKey: sealKeyOf(root),
          credentialNote: plan.note,
          profile,
          onGate2: (result) => void (gate2 = result),
        },
        () =>
          profile.time('astro build', async () => {
            const { build } = await import('astro');
            await build({ root, outDir: staging, logLevel: 'silent', mode: 'production' });
          }),
      );
    } catch (error) {
      if (!gate2 || !hasErrors(gate2.findings)) {
        rmSync(staging, { recursive: true, force: true });
        throw new WarrantError(
          'BUILD_FAILED',
          `the Astro build failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    }
    if (!gate2)
      throw new WarrantError(
        'BUILD_FAILED',
        'the Astro build did not run the Warrant integration (is warrant() in astro.config.mjs?)',
      );
    const rendered = gate2;
    const postPages = new Map(check.posts.map((p) => [`${displayOutDir}/${pagePathFor(p.post.slug)}`, p.post.slug]));
    // A required statement's finding names the post's file (where the statement is or should be): it is that post's.
    const postFiles = new Map(check.posts.map((p) => [p.post.file, p.post.slug]));
    const slugOfFinding = (file: string): string | undefined => postPages.get(file) ?? postFiles.get(file);
    const otherPages = [
      ...new Set(rendered.findings.map((f) => f.file).filter((file) => slugOfFinding(file) === undefined)),
    ];
    await record([
      ...rendered.pages.map((p) => pageRendered(ctx, p)),
      ...check.posts.map(({ post }) =>
        gateDecided(
          ctx,
          2,
          post.slug,
          rendered.findings.filter((f) => slugOfFinding(f.file) === post.slug),
          statementsFor(post, config.statements),
        ),
      ),
      // Pages without claims (the index) are gated too; their decisions are logged under the page's path.
      ...otherPages.map((file) =>
        gateDecided(
          ctx,
          2,
          file,
          rendered.findings.filter((f) => f.file === file),
        ),
      ),
    ]);
    if (hasErrors(rendered.findings)) {
      rmSync(staging, { recursive: true, force: true });
      return await blocked([...check.findings, ...rendered.findings]);
    }

    // Public sources' pinned copies, byte for byte, where no browser runs them (see source-copy).
    profile.timeSync('source copies', () => {
      for (const source of check.registry.values()) {
        if (source.sensitivity !== 'public') continue;
        const target = join(staging, sourceCopyPath(source.sha256, source.uri));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(resolve(root, source.uri), target);
      }
      mkdirSync(join(staging, 'warrant'), { recursive: true });
      writeFileSync(join(staging, 'warrant', 'projection.json'), `${JSON.stringify(projection, null, 2)}\n`);
      writeFileSync(join(staging, PUBLISHED_RUN), `${JSON.stringify({ runId: ctx.runId })}\n`);
    });
    const projectionDigest = contentHash(projection);
    progress('signing Content Credentials');
    const credentials = await profile.time('credentials', () =>
      credentialStage(plan, ctx, {
        staging,
        displayOutDir,
        pages: rendered.pages,
        drafting: (slug) => {
          const trace = check.traces.get(slug)?.trace;
          return trace && callsAModel(trace) ? { models: modelsOf(trace) } : undefined;
        },
        ...(published
          ? {
              published: {
                dir: outDir,
                runId: published,
                shipped: (paths: readonly string[]) => shippedCredentials(log, published, paths),
              },
            }
          : {}),
        ...(options.full ? { full: true } : {}),
        grounding: (slug, page) => ({
          // An article binds its post's own entry, so another post's edit leaves its credential as it was.
          ...(slug ? { postDigest: contentHash(entries.get(slug) ?? null) } : { projectionDigest }),
          post: slug || null,
          page,
          // Each verdict with who decided it: Warrant's machine checks, or a named reviewer (and when).
          claims: (projection.posts.find((p) => p.slug === slug)?.claims ?? []).map((c) => ({
            id: c.id,
            text: c.text,
            status: c.status,
            tier: c.checkedBy.tier,
            ...(c.checkedBy.tier === 'human'
              ? { reviewer: c.checkedBy.reviewer, reviewedOn: c.checkedBy.date, overruled: c.checkedBy.overruled }
              : {}),
          })),
          checkpoint: { ...(slug ? checkpointFor(slug) : checkpoint) },
        }),
      }),
    );
    await record([...credentials.events]);
    const notes = credentials.findings;

    // The site carries a checkpoint of the log after its own run (pages bind the one taken after gate 1; see the
    // README): one covering the credentials before the swap, replaced by one covering publish.completed after it.
    const signer = devCheckpointSigner(root, config.site.origin);
    const publishCheckpoint = async (site: string): Promise<void> =>
      writeFileAtomic(join(site, PUBLISHED_CHECKPOINT), await checkpointLog(signer));
    await publishCheckpoint(staging);
    progress(`promoting the build to ${relative(root, outDir) || outDir}`);
    profile.timeSync('site swap', () => {
      markComplete(outDir, ctx.runId);
      promote(outDir, ctx.runId);
    });
    const pages = rendered.pages.map((p) => p.path);
    await record([publishCompleted(ctx, 'published', pages)]);
    await publishCheckpoint(outDir);
    const findings = sortFindings([...check.findings, ...step.findings, ...rendered.findings, ...notes]);
    return {
      runId: ctx.runId,
      outcome: 'published',
      outDir,
      pages,
      claims: claims.length,
      findings,
      publicFindings: publicFindings(findings, taint),
      auditEvents: await log.size(),
      projection,
      profile: profile.stages(),
      reused: { verdicts: reusedVerdicts(), credentials: credentials.reused },
    };
  } catch (error) {
    // The run's outcome is recorded even when it failed; a log that cannot take it any more says so itself.
    try {
      await record([
        publishFailed(
          ctx,
          error instanceof WarrantError ? error.code : 'INTERNAL',
          error instanceof Error ? error.message : String(error),
        ),
      ]);
    } catch {
      // (The original error is the one to report.)
    }
    throw error;
  } finally {
    await closeEngine();
    await log.close();
    lock.release();
  }
}

/** Where a published site keeps the checkpoint of the log after its run: a signed note. */
export const PUBLISHED_CHECKPOINT = 'warrant/checkpoint';

/**
 * Why this log cannot be the one the published site's checkpoint names (shorter than it, or different), or undefined
 * when it is (or nothing is published).
 */
async function logBehindPublished(log: AuditLog, outDir: string): Promise<string | undefined> {
  const path = join(outDir, PUBLISHED_CHECKPOINT);
  if (!existsSync(path)) return undefined;
  let size: number;
  let root: Buffer;
  try {
    const checkpoint = parseCheckpoint(readFileSync(path, 'utf8'));
    size = checkpoint.size;
    root = Buffer.from(checkpoint.root);
  } catch (error) {
    return `the published checkpoint ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  const logSize = await log.size();
  if (logSize < size)
    return `the audit log has ${logSize} events but the site was published with a checkpoint of ${size}: the log was deleted or truncated; restore it from a backup, or publish with --new-log to start a new one`;
  if (Buffer.compare(Buffer.from(await log.root(size)), root) !== 0)
    return `the audit log's first ${size} events are not the ones the site's published checkpoint commits to: the log was replaced; restore it, or publish with --new-log to start a new one`;
  return undefined;
}

/** What pages show of a checkpoint: its own size and root (other writers of a shared log may append meanwhile). */
function checkpointOf(origin: string, note: string): { origin: string; size: number; rootHash: string; note: string } {
  const { size, root } = parseCheckpoint(note);
  return { origin, size, rootHash: Buffer.from(root).toString('hex'), note };
}

/** Replace a file by rename, so a reader sees the old or the new content, never half. */
function writeFileAtomic(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** Astro caches left by runs that were killed before their build finished (a live run holds the lock). */
function removeBuildCaches(root: string): string[] {
  const dir = join(root, '.warrant');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith('astro-cache-'))
    .map((name) => {
      rmSync(join(dir, name), { recursive: true, force: true });
      return `removed the build cache .warrant/${name} of an unfinished run`;
    });
}
