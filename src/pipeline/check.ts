/**
 * @module pipeline/check: the author-side half of a publish, wired from the adapters and pure stages: load posts and
 * sources, capture claims, ground them, and decide gate 1.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isPostgresUrl } from '../adapters/postgres.js';
import {
  CLAIMS_FILE,
  loadSources,
  POSTS_DIR,
  postFiles,
  readClaimsLedger,
  readEvidenceTables,
  readPosts,
  readSourceRegistry,
} from '../adapters/project-files.js';
import { parseEvidenceTables } from '../capture/evidence-table.js';
import { parseClaimsLedger } from '../capture/ledger.js';
import { sortFindings, type Finding } from '../core/findings.js';
import type { Claim, LoadedSource, Post, Source, Verdict } from '../core/model.js';
import { gate1 } from '../gates/gate1.js';
import { rawHtmlFindings } from '../gates/raw-html.js';
import {
  createGroundingEngine,
  openPostgresVerdictCache,
  openSqliteVerdictCache,
  writeOnly,
  type GroundingEngine,
  type VerdictCache,
} from '../grounding/index.js';
import { capturePost, type CapturedPost } from '../markdown/capture-post.js';
import { applyReviews, type ReviewDecision } from '../review/apply.js';
import { readReviewerKeys, readReviews, reviewerKeysDir } from '../review/files.js';
import { REVIEWS_FILE } from '../review/record.js';
import { sourcePolicy, storeLocation, type WarrantConfig } from './config.js';
import { createStageProfile, type StageProfile } from '../core/stage-profile.js';
import { checkTraces, groundChains, type ClaimChainResult } from './traces.js';
import { checkRequiredStatements } from '../statements/in-post.js';
import { statementsFor } from '../statements/required.js';
import type { PostTrace } from '../trace/index.js';

export interface CheckResult {
  readonly root: string;
  /** Each post with all its claims: its citations', then the ledger's and its evidence table's. */
  readonly posts: readonly CapturedPost[];
  readonly registry: ReadonlyMap<string, Source>;
  readonly sources: ReadonlyMap<string, LoadedSource>;
  /** Each claim's verdict, with the valid reviews applied. */
  readonly verdicts: ReadonlyMap<string, Verdict>;
  /** What became of each review record of the checked posts (ledger/reviews.jsonl). */
  readonly reviews: readonly ReviewDecision[];
  /** Findings per post file, plus the registry's under its own file. */
  readonly findings: readonly Finding[];
  readonly engine: GroundingEngine;
  /** Each post drafted with AI: its trace's lint and the reliance derived from it, by slug. */
  readonly traces: ReadonlyMap<string, PostTrace>;
  /** Chain-scoped grounding of each claim a multi-agent or single-agent drafting run wrote, by claim id (seed 000). */
  readonly chains: ReadonlyMap<string, ClaimChainResult>;
  /** Kinds of uncovered factual span that warn instead of block, in both gates. */
  readonly warnKinds: ReadonlySet<string>;
}

export async function runCheck(
  root: string,
  config: WarrantConfig,
  paths: readonly string[] = [],
  progress: (m: string) => void = () => undefined,
  profile: StageProfile = createStageProfile(),
  /** Decide every verdict again, reading nothing from the verdict cache (`--full`). */
  fresh = false,
): Promise<CheckResult> {
  const { registryRead, registry, sources, sourceFindings, posts, postFindings } = profile.timeSync(
    'read sources and posts',
    () => {
      const registryRead = readSourceRegistry(root);
      const { loaded: sources, findings: sourceFindings } = loadSources(
        root,
        registryRead.sources,
        registryRead.lines,
        sourcePolicy(config),
      );
      const files = postFiles(root, paths);
      progress(`reading ${files.length} post(s)`);
      const { posts, findings: postFindings } = readPosts(root, files, config.limits);
      const registry = new Map(registryRead.sources.map((s) => [s.id, s]));
      return { registryRead, registry, sources, sourceFindings, posts, postFindings };
    },
  );
  const { cited, extraClaims, otherFiles, captureFindings } = profile.timeSync('capture claims', () => {
    const cited = posts.map((post) => capturePost(post, config.limits));
    const { extraClaims, otherFiles, findings: captureFindings } = captureExtra(root, cited);
    return { cited, extraClaims, otherFiles, captureFindings };
  });
  // Claims in reading order (so footnotes count up the page), then the evidence table's, which have no place in the post.
  const captured = cited.map((post) => {
    const all = [...post.claims, ...(extraClaims.get(post.post.slug) ?? [])];
    const inPost = all.filter((c) => c.file === post.post.file).sort((a, b) => a.span.start - b.span.start);
    return { ...post, claims: [...inPost, ...all.filter((c) => c.file !== post.post.file)] };
  });
  // A post drafted with AI: its trace is linted, and its claims take their reliance from it (ledger/traces/).
  const { traces, tracedPosts } = profile.timeSync('drafting traces', () => checkTraces(root, captured, registry));
  const grounding = config.grounding.nli
    ? { ...config.grounding, nli: { ...config.grounding.nli, modelDir: resolve(root, config.grounding.nli.modelDir) } }
    : config.grounding;
  const { cache, opened } = await profile.time('ground claims', async () => {
    const cache = await openVerdictCache(storeLocation(root, config.verdictCache));
    return { cache, opened: await createGroundingEngine(grounding, { cache: fresh ? writeOnly(cache) : cache }) };
  });
  // The pipeline owns the cache it handed the engine: closing the engine closes both.
  const engine: GroundingEngine = {
    ...opened,
    ground: opened.ground.bind(opened),
    close: async () => {
      await opened.close();
      await cache.close();
    },
  };
  const machine = new Map<string, Verdict>();
  let done = 0;
  await profile.time('ground claims', async () => {
    await engine.prepare(
      tracedPosts.flatMap((post) => post.claims),
      sources,
    );
    for (const post of tracedPosts) {
      for (const claim of post.claims) machine.set(claim.id, await engine.ground(claim, sources));
      done += 1;
      progress(`grounded ${done}/${tracedPosts.length}: ${post.post.file} (${post.claims.length} claims)`);
    }
  });
  const chains = await profile.time('drafting traces', () => groundChains(engine, tracedPosts, traces, sources));
  return profile.timeSync('gate 1', () => {
    // A person's signed verdict decides where they reviewed a claim (ledger/reviews.jsonl).
    const reviewed = applyReviews({
      file: REVIEWS_FILE,
      text: readReviews(root),
      keys: readReviewerKeys(reviewerKeysDir(root)),
      claims: tracedPosts.flatMap((post) => post.claims),
      posts: new Set(tracedPosts.map((post) => post.post.slug)),
      verdicts: machine,
      sources,
      now: new Date(),
    });
    const verdicts = reviewed.verdicts;
    const warnKinds = new Set(config.gate.warnKinds);
    // With the registry unreadable nothing can be resolved or grounded: its own findings say why, without a cascade of
    // every citation naming an unknown source.
    const gateFindings =
      registryRead.findings.length > 0
        ? []
        : tracedPosts.flatMap((post) =>
            gate1({ captured: post, verdicts, registry, sources, otherFiles }, { weak: config.gate.weak, warnKinds }),
          );
    // Required statements (warrant.config.json): in the post's Markdown exactly once, word for word, with evidence a
    // reader can be shown; gate 2 checks them again on the page the reader receives.
    const statementFindings = tracedPosts.flatMap((post) => {
      const required = statementsFor(post.post, config.statements);
      return checkRequiredStatements(post.post, required, { sources: registry, traced: traces.has(post.post.slug) });
    });
    const htmlFindings = tracedPosts.flatMap((post) =>
      rawHtmlFindings(post.post, config.render.allowRawHtml.includes(post.post.slug)),
    );
    const findings = sortFindings([
      ...registryRead.findings,
      ...sourceFindings,
      ...postFindings,
      ...captureFindings,
      ...gateFindings,
      ...htmlFindings,
      ...reviewed.findings,
      ...[...traces.values()].flatMap((t) => t.findings),
      ...statementFindings,
    ]);
    return {
      root,
      posts: tracedPosts,
      registry,
      traces,
      chains,
      sources,
      verdicts,
      reviews: reviewed.decisions,
      findings,
      engine,
      warnKinds,
    };
  });
}

/** Every post of the blog: those already read, and the rest of content/posts read now. */
function allPosts(root: string, read: readonly Post[]): Post[] {
  const dir = resolve(root, POSTS_DIR);
  if (!existsSync(dir) || !readdirSync(dir).some((name) => name.endsWith('.md'))) return [...read];
  const known = new Set(read.map((post) => post.file));
  return [
    ...read,
    ...readPosts(
      root,
      postFiles(root).filter((file) => !known.has(file)),
    ).posts,
  ];
}

/**
 * Claims from the two other capture places: the authored ledger (spans checked against the posts) and evidence tables
 * (reliance support_only, never upgraded). A ledger claim for a post that is not being checked is left for its own run.
 */
function captureExtra(
  root: string,
  posts: readonly CapturedPost[],
): { extraClaims: Map<string, Claim[]>; otherFiles: Map<string, string>; findings: Finding[] } {
  const extraClaims = new Map<string, Claim[]>();
  const otherFiles = new Map<string, string>();
  const findings: Finding[] = [];
  const add = (claims: readonly Claim[]): void => {
    for (const claim of claims) extraClaims.set(claim.draftId, [...(extraClaims.get(claim.draftId) ?? []), claim]);
  };
  const ledger = readClaimsLedger(root);
  if (ledger !== undefined) {
    // Every post of the blog is a draft a ledger line may name, whether or not this run checks it.
    const drafts = new Map(
      allPosts(
        root,
        posts.map((p) => p.post),
      ).map((post) => [post.slug, post.source]),
    );
    const parsed = parseClaimsLedger(ledger, CLAIMS_FILE, drafts);
    findings.push(...parsed.findings);
    for (const post of posts)
      add(
        parsed.claims.filter((c) => c.draftId === post.post.slug).map((claim) => ({ ...claim, file: post.post.file })),
      );
  }
  for (const [slug, table] of readEvidenceTables(
    root,
    posts.map((p) => p.post.slug),
  )) {
    const parsed = parseEvidenceTables(table.text, table.file, slug);
    otherFiles.set(table.file, table.text);
    findings.push(...parsed.findings);
    add(parsed.claims);
  }
  return { extraClaims, otherFiles, findings };
}

/** The verdict cache at a file path (SQLite) or a postgres:// URL. */
async function openVerdictCache(location: string): Promise<VerdictCache> {
  if (isPostgresUrl(location)) return openPostgresVerdictCache(location);
  mkdirSync(dirname(location), { recursive: true });
  return openSqliteVerdictCache(location);
}
