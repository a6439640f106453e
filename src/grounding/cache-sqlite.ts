/** @module grounding/cache-sqlite: the verdict cache in a SQLite file (better-sqlite3), with a schema version check. */
import Database from 'better-sqlite3';
import { WarrantError } from '../core/errors.js';
import { cachedSupportSchema, type CachedSupport, type VerdictCache } from './cache.js';

const SCHEMA_VERSION = 1;

/** Open (creating if needed) a verdict cache at a path; a file with another schema version is refused. */
export function openSqliteVerdictCache(path: string): VerdictCache {
  let db: Database.Database;
  try {
    db = new Database(path);
  } catch (cause) {
    throw new WarrantError('INPUT_UNREADABLE', `cannot open the verdict cache at ${path}`, { cause });
  }
  let version: number;
  try {
    // A cache: losing its last writes in a power cut only costs a re-assessment, so WAL without a sync per write.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    version = db.pragma('user_version', { simple: true }) as number;
  } catch (cause) {
    db.close();
    throw new WarrantError(
      'INPUT_UNREADABLE',
      `the verdict cache ${path} is not a readable SQLite database; delete it (it only caches verdicts) and run again`,
      { cause },
    );
  }
  const hasTable =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'verdict_cache'").get() !== undefined;
  if (!hasTable && version === 0) {
    db.exec('CREATE TABLE verdict_cache (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  } else if (version !== SCHEMA_VERSION) {
    db.close();
    throw new WarrantError(
      'CACHE_SCHEMA_UNKNOWN',
      `verdict cache ${path} has schema version ${version}, expected ${SCHEMA_VERSION}`,
    );
  }
  const select = db.prepare<[string], { value: string }>('SELECT value FROM verdict_cache WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO verdict_cache (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  return {
    get(key: string): Promise<CachedSupport | undefined> {
      const row = select.get(key);
      if (!row) return Promise.resolve(undefined);
      // A damaged entry is a miss: the claim is simply assessed again.
      try {
        const parsed = cachedSupportSchema.safeParse(JSON.parse(row.value));
        return Promise.resolve(parsed.success ? parsed.data : undefined);
      } catch {
        return Promise.resolve(undefined);
      }
    },
    set(key: string, value: CachedSupport): Promise<void> {
      upsert.run(key, JSON.stringify(cachedSupportSchema.parse(value)));
      return Promise.resolve();
    },
    close(): Promise<void> {
      db.close();
      return Promise.resolve();
    },
  };
}
