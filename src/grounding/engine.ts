/** @module grounding/engine: tiered escalation (deterministic, NLI, judge) per cited source, combined with reliance and rolled up. */
import { z } from 'zod';
import { contentHash, sha256Hex } from '../core/canonical.js';
import { combine, rollUp } from '../core/decision.js';
import { WarrantError } from '../core/errors.js';
import type { Claim, LoadedSource, SourceAssessment, SupportStatus, Verdict } from '../core/model.js';
import { rankPassages } from './bm25.js';
import type { CachedSupport, VerdictCache } from './cache.js';
import { MemoryVerdictCache, verdictCacheKey } from './cache.js';
import { verdictCodeHash } from './code-version.js';
import { assessDeterministic, DETERMINISTIC_ASSESSOR, type DeterministicResult } from './deterministic.js';
import { workerCount } from '../core/worker.js';
import { assessInParallel, jobKey, type DeterministicJob } from './deterministic-pool.js';
import { createJudge, type Judge } from './judge.js';
import { loadNliModel, type NliModel } from './nli.js';
import { passagesOf } from './passages.js';
import { relianceOf } from './reliance.js';

export const TIERS = ['deterministic', 'nli', 'judge'] as const;
export type Tier = (typeof TIERS)[number];

export interface GroundingConfig {
  tiers: Tier[];
  nli?: { modelDir: string; threshold?: number };
  judge?: { url: string; model: string; timeoutMs?: number; apiKeyEnv?: string };
}

export const groundingConfigSchema = z
  .strictObject({
    tiers: z.array(z.enum(TIERS)).min(1),
    nli: z.strictObject({ modelDir: z.string().min(1), threshold: z.number().min(0.34).max(1).optional() }).optional(),
    judge: z
      .strictObject({
        url: z.url(),
        model: z.string().min(1),
        timeoutMs: z.number().int().positive().optional(),
        apiKeyEnv: z.string().min(1).optional(),
      })
      .optional(),
  })
  .refine((c) => new Set(c.tiers).size === c.tiers.length, 'a tier is listed twice')
  .refine((c) => !c.tiers.includes('nli') || c.nli !== undefined, 'the nli tier needs nli.modelDir')
  .refine((c) => !c.tiers.includes('judge') || c.judge !== undefined, 'the judge tier needs judge.url and judge.model');

export interface GroundingEngine {
  /** The assessors and configuration, e.g. "grounding[deterministic@2,nli:bow@ab12]#<config hash>". */
  readonly id: string;
  /** Whether some configured tier can affirm support at all (seed 000's grounding_capable). */
  readonly groundingCapable: boolean;
  ground(claim: Claim, sources: ReadonlyMap<string, LoadedSource>): Promise<Verdict>;
  /**
   * Ahead of ground(): run the deterministic tier of every claim the verdict cache does not hold on worker threads,
   * one per core, when there are enough of them to pay for the threads. A speed-up only: the verdicts are the same.
   */
  prepare(claims: readonly Claim[], sources: ReadonlyMap<string, LoadedSource>): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_NLI_THRESHOLD = 0.8;
const NLI_PASSAGES = 6;
/** A worker thread takes about 0.2 s to start and read its sources: worth it from about this many claims each. */
const JOBS_PER_WORKER = 32;
const JUDGE_PASSAGES = 8;

/** Build an engine; loads the NLI model and checks the judge's key once, up front. Invalid configuration throws CONFIG_INVALID. */
export async function createGroundingEngine(
  config: GroundingConfig,
  deps: {
    cache?: VerdictCache | null;
    fetch?: typeof fetch;
    codeHash?: string;
    /** Claims each worker thread must have for prepare() to use threads (tests set it low). */
    perWorker?: number;
  } = {},
): Promise<GroundingEngine> {
  const parsed = groundingConfigSchema.safeParse(config);
  if (!parsed.success)
    throw new WarrantError(
      'CONFIG_INVALID',
      `grounding configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  const cfg = parsed.data;
  const tiers = [...cfg.tiers].sort((a, b) => TIERS.indexOf(a) - TIERS.indexOf(b));
  const nli: NliModel | undefined = tiers.includes('nli') && cfg.nli ? await loadNliModel(cfg.nli.modelDir) : undefined;
  let judge: Judge | undefined;
  if (tiers.includes('judge') && cfg.judge) {
    const keyName = cfg.judge.apiKeyEnv;
    const key = keyName ? process.env[keyName] : undefined;
    if (keyName && !key)
      throw new WarrantError(
        'CONFIG_INVALID',
        `the judge needs an API key in the environment variable ${keyName}, which is not set`,
      );
    judge = createJudge(cfg.judge, deps.fetch ?? fetch, key);
  }
  const threshold = cfg.nli?.threshold ?? DEFAULT_NLI_THRESHOLD;
  const assessors = [
    ...(tiers.includes('deterministic') ? [DETERMINISTIC_ASSESSOR] : []),
    ...(nli ? [nli.id] : []),
    ...(judge ? [judge.id] : []),
  ];
  const configHash = contentHash({
    tiers,
    threshold,
    judge: cfg.judge ? { url: cfg.judge.url, model: cfg.judge.model } : null,
  });
  // A source object whose text was checked against its pinned hash once need not be hashed for every claim citing it.
  const verified = new WeakMap<LoadedSource, string>();
  // No cache given: one for the engine's life; `null`: none, every claim assessed afresh (the eval commands' speed).
  const ownCache = deps.cache === undefined;
  const cache = deps.cache === null ? undefined : (deps.cache ?? new MemoryVerdictCache());
  const codeHash = deps.codeHash ?? verdictCodeHash();
  const matchesPin = (source: LoadedSource): boolean => {
    if (verified.get(source) === source.text) return true;
    if (sha256Hex(source.text) !== source.sha256) return false;
    verified.set(source, source.text);
    return true;
  };
  const keyFor = (claim: Claim, source: LoadedSource): string | undefined =>
    cache &&
    verdictCacheKey({
      claimText: claim.text,
      ...(claim.context ? { context: claim.context } : {}),
      sourceSha256: source.sha256,
      assessors,
      configHash,
      codeHash,
    });
  // Deterministic results worked out ahead on worker threads (prepare), taken once each.
  const precomputed = new Map<string, DeterministicResult>();
  // Cache entries prepare() already read, taken once each by ground(), so no entry is read twice.
  const fetched = new Map<string, CachedSupport>();

  const assess = async (
    claimText: string,
    source: LoadedSource,
    context: readonly string[] = [],
  ): Promise<CachedSupport> => {
    let unmatched: readonly string[] = [];
    let neutralReason: CachedSupport['neutral'];
    let last: CachedSupport | undefined;
    // Passages are for the model tiers; the deterministic tier reads the source as facts.
    const passages = (): ReturnType<typeof passagesOf> => passagesOf(source);
    for (const tier of tiers) {
      if (tier === 'deterministic') {
        const job = jobKey({ claimText, sourceId: source.id, context });
        const r = precomputed.get(job) ?? assessDeterministic(claimText, source, context);
        precomputed.delete(job);
        unmatched = r.unmatched;
        neutralReason = r.neutral;
        last = {
          support: r.support,
          assessor: DETERMINISTIC_ASSESSOR,
          rule: r.rule,
          score: r.score,
          ...(r.passage ? { passage: r.passage } : {}),
          ...(r.subject ? { subject: r.subject } : {}),
          ...(r.neutral ? { neutral: r.neutral } : {}),
        };
        if (r.support !== 'neutral') break;
      } else if (tier === 'nli' && nli) {
        const candidates = rankPassages(claimText, passages(), NLI_PASSAGES).map((c) => c.passage);
        if (candidates.length === 0) {
          last = {
            support: 'neutral',
            assessor: nli.id,
            rule: 'no passage shares a word with the claim',
            score: 0,
          };
          continue;
        }
        const probs = await nli.classify(candidates.map((p) => ({ premise: p.text, hypothesis: claimText })));
        const best = (status: SupportStatus): number =>
          probs.reduce((b, p, k) => ((p[status] ?? 0) > (probs[b]?.[status] ?? 0) ? k : b), 0);
        const ent = best('supported');
        const con = best('refuted');
        const pe = probs[ent]?.supported ?? 0;
        const pc = probs[con]?.refuted ?? 0;
        let support: SupportStatus = 'neutral';
        let k = ent;
        let why = `no passage reached ${threshold} (entailment ${pe.toFixed(2)}, contradiction ${pc.toFixed(2)})`;
        if (pe >= threshold && nli.groundingCapable && unmatched.length === 0) {
          support = 'supported';
          why = `entailment ${pe.toFixed(2)} >= ${threshold}`;
        } else if (pe >= threshold && unmatched.length > 0) {
          why = `entailment ${pe.toFixed(2)} overruled: not stated in the source: ${unmatched.map((u) => `"${u}"`).join(', ')}`;
        } else if (pc >= threshold) {
          support = 'refuted';
          k = con;
          why = `contradiction ${pc.toFixed(2)} >= ${threshold}`;
        }
        const passage = candidates[k];
        last = {
          support,
          assessor: nli.id,
          rule: `nli: ${why}`,
          score: support === 'refuted' ? pc : pe,
          ...(passage ? { passage: { text: passage.text, range: passage.range } } : {}),
        };
        if (support !== 'neutral') break;
      } else if (tier === 'judge' && judge) {
        const candidates = rankPassages(claimText, passages(), JUDGE_PASSAGES).map((c) => c.passage);
        const r = await judge.assess(
          claimText,
          candidates.length > 0 ? candidates : passages().slice(0, JUDGE_PASSAGES),
        );
        let support = r.support;
        let rule = r.rule;
        if (support === 'supported' && unmatched.length > 0) {
          support = 'neutral';
          rule = `${r.rule}; overruled: not stated in the source: ${unmatched.map((u) => `"${u}"`).join(', ')}`;
        }
        last = {
          support,
          assessor: judge.id,
          rule,
          score: r.score,
          ...(r.passage ? { passage: { text: r.passage.text, range: r.passage.range } } : {}),
        };
      }
    }
    if (!last) throw new WarrantError('INTERNAL', 'no grounding tier ran');
    // Name the claim's detail that decided: the deterministic tier's, or else the first detail the source never states.
    const subject = last.subject ?? (last.support === 'supported' ? undefined : unmatched[0]);
    // A model tier that could not decide either leaves the first tier's reason for neutrality standing.
    const neutral = last.support === 'neutral' ? neutralReason : undefined;
    return { ...last, ...(subject ? { subject } : {}), ...(neutral ? { neutral } : {}) };
  };

  const groundOne = async (
    claim: Claim,
    sourceId: string,
    source: LoadedSource | undefined,
  ): Promise<SourceAssessment> => {
    const reliance = relianceOf(claim, sourceId);
    if (!source) {
      return {
        sourceId,
        sourceSha256: '',
        support: 'neutral',
        reliance,
        status: 'unverifiable',
        assessor: 'engine',
        rule: 'the cited source was not loaded',
        score: 0,
      };
    }
    if (!matchesPin(source)) {
      return {
        sourceId,
        sourceSha256: source.sha256,
        support: 'neutral',
        reliance,
        status: 'unverifiable',
        assessor: 'engine',
        rule: 'the source text does not match its pinned SHA-256',
        score: 0,
      };
    }
    const key = keyFor(claim, source);
    let cached: CachedSupport | undefined;
    if (key) {
      cached = fetched.get(key) ?? (await cache?.get(key));
      fetched.delete(key);
    }
    let outcome: CachedSupport;
    if (cached) outcome = cached;
    else {
      // The deciding tier's own reason, in plain words: which tier decided is the assessor id.
      outcome = await assess(claim.text, source, claim.context);
      // An unverifiable outcome (a judge timeout, say) is not remembered: the next run asks again.
      if (key && outcome.support !== 'unverifiable') await cache?.set(key, outcome);
    }
    const support = outcome.support === 'unverifiable' ? 'neutral' : outcome.support;
    const status =
      outcome.support === 'unverifiable' ? 'unverifiable' : combine(support, reliance, outcome.neutral === 'wording');
    return {
      sourceId,
      sourceSha256: source.sha256,
      support,
      reliance,
      status,
      assessor: outcome.assessor,
      rule: outcome.rule,
      ...(outcome.passage ? { passage: outcome.passage } : {}),
      ...(outcome.subject ? { subject: outcome.subject } : {}),
      score: outcome.score,
      ...(cached ? { reused: true } : {}),
    };
  };

  return {
    id: `grounding[${assessors.join(',')}]#${configHash.slice(0, 12)}`,
    groundingCapable:
      tiers.includes('deterministic') || Boolean(nli?.groundingCapable) || Boolean(judge?.groundingCapable),
    async ground(claim, sources) {
      const refs = [...new Set(claim.sourceRefs)];
      const assessments: SourceAssessment[] = [];
      for (const id of refs) assessments.push(await groundOne(claim, id, sources.get(id)));
      const { status, disputed } = rollUp(assessments);
      return { claimId: claim.id, status, assessments, disputed };
    },
    async prepare(claims, sources) {
      if (!tiers.includes('deterministic')) return;
      const jobs: DeterministicJob[] = [];
      for (const claim of claims)
        for (const id of new Set(claim.sourceRefs)) {
          const source = sources.get(id);
          if (!source || !matchesPin(source)) continue;
          const key = keyFor(claim, source);
          const hit = key ? await cache?.get(key) : undefined;
          if (key && hit) {
            fetched.set(key, hit);
            continue;
          }
          jobs.push({ claimText: claim.text, sourceId: id, context: claim.context ?? [] });
        }
      const workers = workerCount(jobs.length, deps.perWorker ?? JOBS_PER_WORKER);
      if (workers < 2) return;
      try {
        for (const [job, result] of await assessInParallel(jobs, sources, workers)) precomputed.set(job, result);
      } catch {
        // A worker that cannot start or dies costs only the speed-up: ground() assesses on this thread.
      }
    },
    async close() {
      await nli?.close();
      // A cache handed in belongs to the caller, who closes it.
      if (ownCache) await cache?.close();
    },
  };
}
