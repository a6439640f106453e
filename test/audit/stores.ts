/**
 * @module test/audit/stores: the two audit stores as test worlds (a fresh log, a copy, raw SQL behind the triggers'
 * back), so one contract suite runs against both. PostgreSQL comes from WARRANT_TEST_PG_URL (a role that may create
 * schemas and roles); without a reachable server its part skips loudly, and in CI it fails instead.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { tempDir } from './helpers.js';

export interface StoreWorld {
  readonly name: 'sqlite' | 'postgres';
  /** Where a new, empty log lives (a file path, or a URL whose search_path is a new schema). */
  fresh(): Promise<string>;
  /** A second log holding the same rows as the one at `location`. */
  copy(location: string): Promise<string>;
  /** Run SQL ($1.. placeholders) on the log's database as its owner, triggers in force. */
  raw(location: string, sql: string, params?: unknown[]): Promise<void>;
  /** Run SQL behind the append-only triggers' back (dropped or disabled, then restored): an attacker with the keys. */
  tamper(location: string, sql: string, params?: unknown[]): Promise<void>;
  /** Statements the triggers must refuse in this store. */
  readonly forbidden: readonly string[];
}

const FORBIDDEN = [
  `UPDATE events SET payload = '{}' WHERE seq = 2`,
  'DELETE FROM events WHERE seq = 4',
  'UPDATE merkle_nodes SET hash = $$x$$ WHERE level = 1 AND idx = 0',
  'DELETE FROM merkle_nodes',
  `UPDATE checkpoints SET note = ''`,
  'DELETE FROM checkpoints',
  'UPDATE schema_version SET version = 2',
  'DELETE FROM schema_version',
];

/** SQLite's parameters are ? where PostgreSQL writes $1, $2 (the statements here use each once, in order). */
const sqliteSql = (sql: string): string => sql.replace(/\$\$x\$\$/g, "'x'").replace(/\$\d+/g, '?');

export const sqliteWorld: StoreWorld = {
  name: 'sqlite',
  fresh: () => Promise.resolve(join(tempDir(), 'audit.db')),
  copy: async (location) => {
    // The last close folds the WAL into the main file, so the file alone is the whole log.
    await (await openAuditLog(location)).close();
    const path = join(tempDir(), 'copy.db');
    copyFileSync(location, path);
    return path;
  },
  raw: async (location, sql, params = []) => {
    const db = new Database(location);
    try {
      db.prepare(sqliteSql(sql)).run(...params);
    } finally {
      db.close();
    }
  },
  tamper: async (location, sql, params = []) => {
    const db = new Database(location);
    try {
      const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).all() as {
        name: string;
        sql: string;
      }[];
      for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
      db.prepare(sqliteSql(sql)).run(...params);
      for (const { sql: create } of triggers) db.exec(create);
    } finally {
      db.close();
    }
  },
  forbidden: FORBIDDEN,
};

/** The test server's URL with its search_path set to `schema`. */
export function inSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

const schemaOf = (location: string): string => new URL(location).searchParams.get('options')!.split('=')[1]!;

/** Run `body` on a connection to `url`, closed after. */
export async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL world on the server at `url`; the schemas it makes are dropped after the file's tests. */
export function postgresWorld(url: string): StoreWorld {
  const made: string[] = [];
  afterAll(() =>
    withClient(url, async (client) => {
      for (const schema of made) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }),
  );
  const fresh = async (): Promise<string> => {
    const schema = `wt_${process.pid}_${made.length}_${Math.floor(Math.random() * 1e9)}`;
    made.push(schema);
    await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
    return inSchema(url, schema);
  };
  return {
    name: 'postgres',
    fresh,
    copy: async (location) => {
      const target = await fresh();
      await (await openAuditLog(target)).close(); // the tool makes the schema; the rows are copied as they are
      await withClient(url, async (client) => {
        for (const table of ['events', 'merkle_nodes', 'checkpoints'])
          await client.query(`INSERT INTO ${schemaOf(target)}.${table} SELECT * FROM ${schemaOf(location)}.${table}`);
      });
      return target;
    },
    raw: (location, sql, params = []) => withClient(location, async (client) => void (await client.query(sql, params))),
    tamper: (location, sql, params = []) =>
      withClient(location, async (client) => {
        // Triggers of the default (origin) kind do not fire for a replica session: a superuser's way around them.
        await client.query('SET session_replication_role = replica');
        await client.query(sql, params);
      }),
    forbidden: [...FORBIDDEN, 'TRUNCATE events', 'TRUNCATE merkle_nodes', 'TRUNCATE checkpoints'],
  };
}

/**
 * The PostgreSQL server for tests, when reachable. Without one the PostgreSQL tests skip with a message on stderr;
 * in CI (CI set) a missing server is an error, so the store contract can never silently go untested there.
 */
export async function testPostgresUrl(): Promise<string | undefined> {
  const url = process.env['WARRANT_TEST_PG_URL'];
  const problem = url === undefined ? 'WARRANT_TEST_PG_URL is not set' : await unreachable(url);
  if (problem === undefined) return url;
  if (process.env['CI']) throw new Error(`the PostgreSQL store tests need a server in CI: ${problem}`);
  process.stderr.write(
    `\n*** SKIPPING the PostgreSQL audit store tests: ${problem}. Start a server and set WARRANT_TEST_PG_URL (see README, Team database). ***\n\n`,
  );
  return undefined;
}

async function unreachable(url: string): Promise<string | undefined> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return undefined;
  } catch (error) {
    return `cannot reach ${url.replace(/:[^:@/]*@/, ':***@')}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
