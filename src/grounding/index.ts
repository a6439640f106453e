/** @module grounding/index: the grounding engine's public API (tiers, reliance, cache) for the pipeline and the eval command. */
export {
  createGroundingEngine,
  groundingConfigSchema,
  TIERS,
  type GroundingConfig,
  type GroundingEngine,
  type Tier,
} from './engine.js';
export { assessDeterministic, DETERMINISTIC_ASSESSOR, type DeterministicResult } from './deterministic.js';
export { MemoryVerdictCache, verdictCacheKey, writeOnly, type CachedSupport, type VerdictCache } from './cache.js';
export { openPostgresVerdictCache, VERDICT_CACHE_TABLE } from './cache-postgres.js';
export { openSqliteVerdictCache } from './cache-sqlite.js';
export { loadNliModel, type NliModel } from './nli.js';
export { createJudge, judgeVerdictSchema, type JudgeConfig } from './judge.js';
export { relianceOf } from './reliance.js';
export { passagesOf, type Passage } from './passages.js';
