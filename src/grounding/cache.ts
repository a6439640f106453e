/** @module grounding/cache: the verdict cache contract, its key, and an in-memory implementation. */
import { z } from 'zod';
import { contentHash, sha256Hex } from '../core/canonical.js';
import { SUPPORT_STATUSES } from '../core/model.js';

/** What a source assessment costs to compute and does not depend on the claim's reliance: cached per key. */
export const cachedSupportSchema = z.strictObject({
  support: z.enum([...SUPPORT_STATUSES, 'unverifiable']),
  assessor: z.string().min(1),
  rule: z.string(),
  score: z.number().finite(),
  passage: z
    .strictObject({
      text: z.string(),
      range: z.strictObject({ start: z.number().int().min(0), end: z.number().int().min(0) }),
    })
    .optional(),
  subject: z.string().optional(),
  /** For a neutral outcome: a value not stated, several values that fit, or only wording no machine check can judge. */
  neutral: z.enum(['not-stated', 'ambiguous', 'wording']).optional(),
});
export type CachedSupport = z.infer<typeof cachedSupportSchema>;

export interface VerdictCache {
  get(key: string): Promise<CachedSupport | undefined>;
  set(key: string, value: CachedSupport): Promise<void>;
  close(): Promise<void>;
}

/** The cache as a fresh run (`--full`) uses it: every verdict is decided again, and remembered for the next run. */
export function writeOnly(cache: VerdictCache): VerdictCache {
  return {
    get: () => Promise.resolve(undefined),
    set: (key, value) => cache.set(key, value),
    close: () => cache.close(),
  };
}

export interface CacheKeyParts {
  readonly claimText: string;
  /** The earlier claims the claim may refer back to: its verdict depends on them. */
  readonly context?: readonly string[];
  readonly sourceSha256: string;
  /** Assessor ids with versions, e.g. ["deterministic@1", "nli:bow@1a2b3c"]. */
  readonly assessors: readonly string[];
  /** Hash of the grounding configuration. */
  readonly configHash: string;
  /** Content hash of the code that assesses (grounding/code-version), so an upgrade never reuses an old verdict. */
  readonly codeHash: string;
}

/** The cache key: claim text hash, source content hash, assessor ids and versions, configuration hash and code hash. */
export function verdictCacheKey(parts: CacheKeyParts): string {
  return contentHash({
    claim: sha256Hex(parts.claimText),
    ...(parts.context && parts.context.length > 0 ? { context: sha256Hex(JSON.stringify(parts.context)) } : {}),
    source: parts.sourceSha256,
    assessors: [...parts.assessors],
    config: parts.configHash,
    code: parts.codeHash,
  });
}

/** A cache that lives as long as the process. */
export class MemoryVerdictCache implements VerdictCache {
  private readonly entries = new Map<string, CachedSupport>();

  get(key: string): Promise<CachedSupport | undefined> {
    return Promise.resolve(this.entries.get(key));
  }

  set(key: string, value: CachedSupport): Promise<void> {
    this.entries.set(key, cachedSupportSchema.parse(value));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
