/**
 * @module pipeline/check: the author-side half of a publish, wired from the adapters and pure stages: load posts and
 * sources, capture claims, ground them, and decide gate 1.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadSources, postFiles, readPosts, readSourceRegistry } from '../adapters/project-files.js';
import { sortFindings, type Finding } from '../core/findings.js';
import type { LoadedSource, Source, Verdict } from '../core/model.js';
import { gate1 } from '../gates/gate1.js';
import { createGroundingEngine, openSqliteVerdictCache, type GroundingEngine } from '../grounding/index.js';
import { capturePost, type CapturedPost } from '../markdown/capture-post.js';
import type { WarrantConfig } from './config.js';

export interface CheckResult {
  readonly root: string;
  readonly posts: readonly CapturedPost[];
  readonly registry: ReadonlyMap<string, Source>;
  readonly sources: ReadonlyMap<string, LoadedSource>;
  readonly verdicts: ReadonlyMap<string, Verdict>;
  /** Findings per post file, plus the registry's under its own file. */
  readonly findings: readonly Finding[];
  /** Post files with at least one blocking finding. */
  readonly blockedFiles: ReadonlySet<string>;
  readonly engine: GroundingEngine;
  /** Kinds of uncovered factual span that warn instead of block, in both gates. */
  readonly warnKinds: ReadonlySet<string>;
}

export async function runCheck(root: string, config: WarrantConfig, paths: readonly string[] = [], progress: (m: string) => void = () => undefined): Promise<CheckResult> {
  const registryRead = readSourceRegistry(root);
  const registry = new Map(registryRead.sources.map((s) => [s.id, s]));
  const { loaded: sources, findings: sourceFindings } = loadSources(root, registryRead.sources, registryRead.lines);
  const files = postFiles(root, paths);
  progress(`reading ${files.length} post(s)`);
  const { posts, findings: postFindings } = readPosts(root, files);
  const captured = posts.map(capturePost);
  const grounding = config.grounding.nli ? { ...config.grounding, nli: { ...config.grounding.nli, modelDir: resolve(root, config.grounding.nli.modelDir) } } : config.grounding;
  const cachePath = resolve(root, config.verdictCache);
  mkdirSync(dirname(cachePath), { recursive: true });
  const cache = openSqliteVerdictCache(cachePath);
  const opened = await createGroundingEngine(grounding, { cache });
  // The pipeline owns the cache it handed the engine: closing the engine closes both.
  const engine: GroundingEngine = { ...opened, ground: opened.ground.bind(opened), close: async () => { await opened.close(); await cache.close(); } };
  const verdicts = new Map<string, Verdict>();
  let done = 0;
  for (const post of captured) {
    for (const claim of post.claims) verdicts.set(claim.id, await engine.ground(claim, sources));
    done += 1;
    progress(`grounded ${done}/${captured.length}: ${post.post.file} (${post.claims.length} claims)`);
  }
  const warnKinds = new Set(config.gate.warnKinds);
  const gateFindings = captured.flatMap((post) => gate1({ captured: post, extraClaims: [], verdicts, registry }, { weak: config.gate.weak, warnKinds }));
  const findings = sortFindings([...registryRead.findings, ...sourceFindings, ...postFindings, ...gateFindings]);
  const blockedFiles = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.file));
  return { root, posts: captured, registry, sources, verdicts, findings, blockedFiles, engine, warnKinds };
}
