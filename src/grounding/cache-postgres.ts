/** @module grounding/cache-postgres: the verdict cache in a team's PostgreSQL database, shared by its authors and runners. */
import { connectPostgres, databaseError, redactedUrl } from '../adapters/postgres.js';
import { WarrantError } from '../core/errors.js';
import { cachedSupportSchema, type CachedSupport, type VerdictCache } from './cache.js';

/** The cache's table (in the connection's schema, beside a team's audit log). */
export const VERDICT_CACHE_TABLE = 'verdict_cache';

/** The table's comment carries the schema version, so no second table is needed. */
const VERSION_MARK = 'warrant verdict cache, schema 1';

/** Open (creating the table on first use) the verdict cache at a `postgres://` URL. */
export async function openPostgresVerdictCache(url: string): Promise<VerdictCache> {
  const where = redactedUrl(url);
  const client = await connectPostgres(url, 'verdict cache');
  try {
    const { rows } = await client.query<{ mark: string | null }>(
      `SELECT obj_description(to_regclass('${VERDICT_CACHE_TABLE}'), 'pg_class') AS mark WHERE to_regclass('${VERDICT_CACHE_TABLE}') IS NOT NULL`,
    );
    if (rows.length === 0) {
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${VERDICT_CACHE_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL);
         COMMENT ON TABLE ${VERDICT_CACHE_TABLE} IS '${VERSION_MARK}'`,
      );
    } else if (rows[0]!.mark !== VERSION_MARK) {
      throw new WarrantError(
        'CACHE_SCHEMA_UNKNOWN',
        `the ${VERDICT_CACHE_TABLE} table in ${where} is not ${VERSION_MARK} (its comment says ${JSON.stringify(rows[0]!.mark)})`,
      );
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw databaseError(where, 'opening the verdict cache', error);
  }
  return {
    async get(key: string): Promise<CachedSupport | undefined> {
      let value: string | undefined;
      try {
        value = (
          await client.query<{ value: string }>(`SELECT value FROM ${VERDICT_CACHE_TABLE} WHERE key = $1`, [key])
        ).rows[0]?.value;
      } catch (error) {
        throw databaseError(where, 'reading the verdict cache', error);
      }
      if (value === undefined) return undefined;
      // A damaged entry is a miss: the claim is simply assessed again.
      try {
        const parsed = cachedSupportSchema.safeParse(JSON.parse(value));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key: string, value: CachedSupport): Promise<void> {
      // A key names the claim, the source bytes, the assessors and their code: its verdict never changes, so a row
      // another writer stored first is kept (and a role with INSERT and SELECT only can use the cache).
      try {
        await client.query(
          `INSERT INTO ${VERDICT_CACHE_TABLE} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`,
          [key, JSON.stringify(cachedSupportSchema.parse(value))],
        );
      } catch (error) {
        throw databaseError(where, 'writing the verdict cache', error);
      }
    },
    async close(): Promise<void> {
      await client.end().catch(() => undefined);
    },
  };
}
