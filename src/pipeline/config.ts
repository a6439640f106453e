/** @module pipeline/config: warrant.config.json at the project root, parsed strictly, with defaults for everything. */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { SourcePolicy } from '../adapters/project-files.js';
import { hasPassword, isPostgresUrl } from '../adapters/postgres.js';
import { WarrantError } from '../core/errors.js';
import { groundingConfigSchema } from '../grounding/index.js';
import { DEFAULT_LIMITS } from '../inputs/limits.js';
import { requiredStatementsSchema } from '../statements/required.js';

export const CONFIG_FILE = 'warrant.config.json';

const ConfigSchema = z.strictObject({
  site: z
    .strictObject({
      title: z.string().min(1).default('A Warrant blog'),
      origin: z.string().min(1).default('warrant.local/blog'),
    })
    .prefault({}),
  gate: z
    .strictObject({
      weak: z.enum(['warn', 'block']).default('warn'),
      /** Kinds of factual span that, uncited, warn instead of block: names, causes and superlatives are often style. */
      warnKinds: z.array(z.string().min(1)).default(['entity', 'causal', 'superlative', 'relative-date']),
    })
    .prefault({}),
  render: z
    .strictObject({
      voice: z.string().min(1).default('none'),
      /** Posts (by slug) whose raw HTML is published as written: unsanitised and unchecked, and said so. */
      allowRawHtml: z.array(z.string().min(1)).default([]),
    })
    .prefault({}),
  /** Bounds on what a post may hold (see inputs/limits); crossing one is a finding at its place. */
  limits: z
    .strictObject({
      postBytes: z.number().int().positive().default(DEFAULT_LIMITS.postBytes),
      nesting: z.number().int().positive().default(DEFAULT_LIMITS.nesting),
      claimChars: z.number().int().positive().default(DEFAULT_LIMITS.claimChars),
      claimsPerPost: z.number().int().positive().default(DEFAULT_LIMITS.claimsPerPost),
    })
    .prefault({}),
  sources: z
    .strictObject({
      /** Public sources (by id) that may be files git ignores. */
      allowIgnored: z.array(z.string().min(1)).default([]),
    })
    .prefault({}),
  /**
   * Statements some posts must carry exactly once, each as a paragraph of its own, with its evidence (a registered source
   * id, or "trace" for the post's drafting trace): checked on the built page by gate 2.
   */
  statements: requiredStatementsSchema.default([]),
  grounding: groundingConfigSchema.default({ tiers: ['deterministic'] }),
  /** Verdicts cached by claim text, source hash, assessors and configuration, so an unchanged post is not re-assessed. */
  verdictCache: z.string().min(1).default('ledger/verdicts.db'),
  outDir: z.string().min(1).default('dist'),
  auditDb: z.string().min(1).default('ledger/audit.db'),
});

export type WarrantConfig = z.infer<typeof ConfigSchema>;

/** Read the project's configuration; a missing file means all defaults, a malformed one is CONFIG_INVALID. */
export function loadConfig(root: string): WarrantConfig {
  const path = resolve(root, CONFIG_FILE);
  let raw: unknown = {};
  if (existsSync(path)) {
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new WarrantError('CONFIG_INVALID', `${CONFIG_FILE}: not valid JSON`, { cause: error });
    }
  }
  const parsed = ConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WarrantError(
      'CONFIG_INVALID',
      `${CONFIG_FILE}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const config = parsed.data;
  for (const [name, variable] of STORE_VARIABLES) {
    const location = config[name];
    if (isPostgresUrl(location) && hasPassword(location))
      throw new WarrantError(
        'CONFIG_INVALID',
        `${CONFIG_FILE}: ${name} carries a password; remove it and set ${variable} (the whole URL) or PGPASSWORD in the environment instead`,
      );
    const fromEnvironment = process.env[variable];
    if (fromEnvironment !== undefined && fromEnvironment !== '') config[name] = fromEnvironment;
    refusePublished(root, name, config[name], config.outDir);
  }
  return config;
}

/** The environment variables that override the store locations (a team database URL with its password, say). */
export const STORE_VARIABLES = [
  ['auditDb', 'WARRANT_AUDIT_DB'],
  ['verdictCache', 'WARRANT_VERDICT_CACHE'],
] as const;

/** Where a store lives: a PostgreSQL URL as given, a file path resolved against the project root. */
export function storeLocation(root: string, location: string): string {
  return isPostgresUrl(location) ? location : resolve(root, location);
}

/** The files Warrant keeps for itself, project-relative: no source may be one of them or inside one. */
function toolFiles(config: WarrantConfig): string[] {
  const databases = [config.auditDb, config.verdictCache]
    .filter((db) => !isPostgresUrl(db))
    .flatMap((db) => [db, `${db}-wal`, `${db}-shm`]);
  return ['certs/private', '.warrant', '.git', ...databases];
}

/** What may be a source in this project: never a file the tool keeps, and a git-ignored public one only if allowed. */
export function sourcePolicy(config: WarrantConfig): SourcePolicy {
  return { forbidden: toolFiles(config), allowIgnored: config.sources.allowIgnored };
}

/**
 * A database the tool keeps (the audit log, the verdict cache) holds internal source text: it must not live where Astro
 * publishes (public/, which it copies into the site) or in the output directory. Throws CONFIG_INVALID.
 */
export function refusePublished(root: string, name: string, path: string, outDir: string): void {
  if (isPostgresUrl(path)) return;
  const target = resolve(root, path);
  for (const published of [resolve(root, 'public'), resolve(root, outDir)]) {
    if (target === published || target.startsWith(`${published}${sep}`))
      throw new WarrantError(
        'CONFIG_INVALID',
        `${name} ${path} is inside ${relative(root, published) || '.'}, which is published with the site: its internal source text would reach readers; keep it under ledger/`,
      );
  }
}
