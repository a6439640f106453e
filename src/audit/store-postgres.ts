/**
 * @module audit/store-postgres: the audit store in PostgreSQL, shared by several authors and CI runners: schema made
 * and versioned by the tool, append-only by statement triggers (UPDATE, DELETE, TRUNCATE raise), writers serialised on
 * the chain head by a transaction-scoped advisory lock.
 */
import type pg from 'pg';
import { connectPostgres, databaseError, redactedUrl } from '../adapters/postgres.js';
import { WarrantError } from '../core/errors.js';
import { EMPTY_HEAD, nodeKey, type AppendPlan, type EventRow, type NodeKey } from './append-plan.js';
import type { Hash } from './merkle.js';
import {
  APPEND_ONLY,
  AUDIT_SCHEMA_VERSION,
  AUDIT_TABLES,
  type AppendFaultPoint,
  type AuditStore,
  type StoreOptions,
  type StoreReads,
  type StoreWrites,
} from './store.js';
import type { AuditReader, RawCheckpointRow, RawNodeRow } from './verify.js';

const GUARD = 'warrant_append_only';
const GUARD_BODY = ` BEGIN RAISE EXCEPTION '${APPEND_ONLY}'; END `;
/** pg_trigger.tgtype of BEFORE UPDATE OR DELETE OR TRUNCATE ... FOR EACH STATEMENT. */
const GUARD_TYPE = 2 | 8 | 16 | 32;
const guardName = (table: string): string => `${table}_append_only`;

const SCHEMA = `
CREATE TABLE schema_version (version INTEGER NOT NULL);
CREATE TABLE events (
  seq BIGINT PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  actor TEXT NOT NULL,
  ts TEXT NOT NULL,
  payload TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
-- Perfect subtrees of 2^level leaves (level >= 1); leaves are derived from events.
CREATE TABLE merkle_nodes (level INTEGER NOT NULL, idx BIGINT NOT NULL, hash BYTEA NOT NULL, PRIMARY KEY (level, idx));
CREATE TABLE checkpoints (id BIGINT PRIMARY KEY, size BIGINT NOT NULL, origin TEXT NOT NULL, note TEXT NOT NULL);
CREATE FUNCTION ${GUARD}() RETURNS trigger LANGUAGE plpgsql AS $guard$${GUARD_BODY}$guard$;
${AUDIT_TABLES.map(
  (t) =>
    `CREATE TRIGGER ${guardName(t)} BEFORE UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION ${GUARD}();`,
).join('\n')}
INSERT INTO schema_version (version) VALUES (${AUDIT_SCHEMA_VERSION});
`;

/**
 * Writers of one log (in any process, on any machine) take turns on this transaction-scoped advisory lock, keyed by the
 * schema the log lives in. A lock rather than SERIALIZABLE with retry: every append reads and extends the same head, so
 * under SERIALIZABLE concurrent appends would nearly all conflict and retry; the lock queues them, and ends with the
 * transaction (commit, rollback, or a connection that dies with its process).
 */
const LOCK_HEAD = `SELECT pg_advisory_xact_lock(hashtext('warrant.audit:' || current_schema()))`;

const EVENT_COLUMNS = 'seq, id, type, actor, ts, payload, prev_hash AS "prevHash", hash';

/** Rows read per query when the fsck reads the whole log. */
const VERIFY_PAGE = 10_000;

interface PgEventRow extends Omit<EventRow, 'seq'> {
  seq: string | number;
}

const toEventRow = (row: PgEventRow): EventRow => ({ ...row, seq: Number(row.seq) });

/** Open the audit store at a `postgres://` URL, creating its schema on first use unless read-only. */
export async function openPostgresStore(url: string, options: StoreOptions = {}): Promise<AuditStore> {
  const readonly = options.readonly ?? false;
  const location = redactedUrl(url);
  const client = await connectPostgres(url, 'audit database');
  try {
    await prepareSchema(client, location, readonly);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw databaseError(location, 'opening the audit log', error);
  }
  return new PostgresStore(client, location, readonly, options.faults);
}

async function prepareSchema(client: pg.Client, location: string, readonly: boolean): Promise<void> {
  await client.query('BEGIN');
  try {
    if (!readonly) await client.query(LOCK_HEAD); // two first publishes must not both create the schema
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1)`,
      [[...AUDIT_TABLES]],
    );
    const tables = rows.map((r) => r.name);
    if (tables.length === 0) {
      if (readonly)
        throw new WarrantError('INPUT_UNREADABLE', `there is no audit log at ${location} (no Warrant tables)`);
      await client.query(SCHEMA);
    } else if (!tables.includes('schema_version')) {
      throw new WarrantError(
        'AUDIT_SCHEMA_UNKNOWN',
        `${location} is not a Warrant audit log (tables ${tables.join(', ')} but no schema_version)`,
      );
    } else {
      const versions = (await client.query<{ version: number }>('SELECT version FROM schema_version')).rows;
      if (versions.length !== 1 || versions[0]!.version !== AUDIT_SCHEMA_VERSION)
        throw new WarrantError(
          'AUDIT_SCHEMA_UNKNOWN',
          `${location} has audit schema version ${versions.map((v) => String(v.version)).join(', ') || 'none'}; this tool reads version ${AUDIT_SCHEMA_VERSION} only`,
        );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The fsck's view of the append-only triggers: what is missing, altered or disabled. */
async function triggerProblems(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{
    tbl: string;
    name: string;
    type: number;
    enabled: string;
    fn: string;
    src: string;
  }>(
    `SELECT c.relname AS tbl, t.tgname AS name, t.tgtype AS type, t.tgenabled AS enabled, p.proname AS fn, p.prosrc AS src
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`,
  );
  return AUDIT_TABLES.flatMap((table) => {
    const name = guardName(table);
    const trigger = rows.find((r) => r.tbl === table && r.name === name);
    if (trigger === undefined || trigger.type !== GUARD_TYPE || trigger.fn !== GUARD || trigger.src !== GUARD_BODY)
      return [`the append-only trigger ${name} is missing or altered`];
    if (trigger.enabled === 'D') return [`the append-only trigger ${name} is disabled`];
    return [];
  });
}

class PostgresStore implements AuditStore {
  private readonly reads: StoreReads;

  constructor(
    private readonly client: pg.Client,
    readonly location: string,
    readonly readonly: boolean,
    private readonly faults?: (point: AppendFaultPoint) => void,
  ) {
    const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> =>
      (await client.query<R>(sql, values)).rows;
    const eventsWhere = async (condition: string, values: readonly unknown[]): Promise<EventRow[]> =>
      values.length === 0
        ? []
        : (await query<PgEventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE ${condition}`, [values])).map(toEventRow);
    /** Every row of `sql` (rows after the key $1.. in key order, at most $n), read in pages inside the snapshot. */
    const all = async <R extends pg.QueryResultRow>(
      sql: string,
      first: unknown[],
      key: (row: R) => unknown[],
    ): Promise<R[]> => {
      const out: R[] = [];
      for (let after = first; ;) {
        const page = await query<R>(sql, [...after, VERIFY_PAGE]);
        out.push(...page);
        if (page.length < VERIFY_PAGE) return out;
        after = key(page[page.length - 1]!);
      }
    };
    this.reads = {
      head: async () => {
        const [row] = await query<{ size: string; hash: string }>(
          'SELECT seq AS size, hash FROM events ORDER BY seq DESC LIMIT 1',
        );
        return row === undefined ? EMPTY_HEAD : { size: Number(row.size), hash: row.hash };
      },
      events: async (fromSeq, limit) =>
        (
          await query<PgEventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE seq >= $1 ORDER BY seq LIMIT $2`, [
            fromSeq,
            limit,
          ])
        ).map(toEventRow),
      eventsBySeq: (seqs) => eventsWhere('seq = ANY($1::bigint[])', seqs),
      eventsById: (ids) => eventsWhere('id = ANY($1::text[])', ids),
      nodes: async (keys: readonly NodeKey[]) => {
        const found = new Map<string, Hash>();
        if (keys.length === 0) return found;
        const rows = await query<{ level: number; idx: string; hash: Buffer }>(
          `SELECT m.level, m.idx, m.hash FROM merkle_nodes m
             JOIN unnest($1::int[], $2::bigint[]) AS k(level, idx) ON m.level = k.level AND m.idx = k.idx`,
          [keys.map((k) => k.level), keys.map((k) => k.index)],
        );
        for (const row of rows) found.set(nodeKey(row.level, Number(row.idx)), row.hash);
        return found;
      },
      checkpoints: async () =>
        (await query<{ note: string }>('SELECT note FROM checkpoints ORDER BY id')).map((r) => r.note),
      verifyReader: async (): Promise<AuditReader> => {
        const events = (
          await all<PgEventRow>(
            `SELECT ${EVENT_COLUMNS} FROM events WHERE seq > $1 ORDER BY seq LIMIT $2`,
            [0],
            (r) => [r.seq],
          )
        ).map(toEventRow);
        const nodes = (
          await all<{ level: number; index: string; hash: Buffer }>(
            'SELECT level, idx AS "index", hash FROM merkle_nodes WHERE (level, idx) > ($1, $2) ORDER BY level, idx LIMIT $3',
            [0, -1],
            (r) => [r.level, r.index],
          )
        ).map((r): RawNodeRow => ({ ...r, index: Number(r.index) }));
        const checkpoints = (
          await query<{ id: string; note: string }>('SELECT id, note FROM checkpoints ORDER BY id')
        ).map((r): RawCheckpointRow => ({ id: Number(r.id), note: r.note }));
        const structure = await triggerProblems(client);
        return {
          events: () => events,
          nodes: () => nodes,
          checkpoints: () => checkpoints,
          structure: () => structure,
        };
      },
    };
  }

  async write<T>(body: (tx: StoreWrites) => Promise<T>): Promise<T> {
    if (this.readonly) throw new WarrantError('AUDIT_READ_ONLY', 'the audit log was opened read-only');
    const { client } = this;
    const tx: StoreWrites = {
      ...this.reads,
      insert: async (plan: AppendPlan) => {
        const events = plan.rows.map((r) => r.event);
        await client.query(
          `INSERT INTO events (seq, id, type, actor, ts, payload, prev_hash, hash)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
          [
            events.map((e) => e.seq),
            events.map((e) => e.id),
            events.map((e) => e.type),
            events.map((e) => e.actor),
            events.map((e) => e.ts),
            events.map((e) => e.payload),
            events.map((e) => e.prevHash),
            events.map((e) => e.hash),
          ],
        );
        this.faults?.('append.event');
        const nodes = plan.rows.flatMap((r) => r.nodes);
        await client.query(
          'INSERT INTO merkle_nodes (level, idx, hash) SELECT * FROM unnest($1::int[], $2::bigint[], $3::bytea[])',
          [nodes.map((n) => n.level), nodes.map((n) => n.index), nodes.map((n) => Buffer.from(n.hash))],
        );
        this.faults?.('append.node');
      },
      insertCheckpoint: async (size, origin, note) => {
        // The id is the next number under the head lock: no sequence, so a role with INSERT and SELECT suffices.
        await client.query(
          'INSERT INTO checkpoints (id, size, origin, note) SELECT COALESCE(MAX(id), 0) + 1, $1, $2, $3 FROM checkpoints',
          [size, origin, note],
        );
      },
    };
    this.faults?.('append.start');
    try {
      await client.query('BEGIN');
      await client.query(LOCK_HEAD);
      this.faults?.('append.begun');
      const result = await body(tx);
      this.faults?.('append.commit');
      await client.query('COMMIT');
      this.faults?.('append.committed');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw databaseError(this.location, 'writing to the audit log', error);
    }
  }

  async read<T>(body: (tx: StoreReads) => Promise<T>): Promise<T> {
    try {
      await this.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const result = await body(this.reads);
      await this.client.query('COMMIT');
      return result;
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw databaseError(this.location, 'reading the audit log', error);
    }
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/**
 * Let database roles use `tables` in the schema `client` is on: each publisher may INSERT and SELECT (append, read,
 * use the verdict cache), each reader may SELECT (audit verify). Neither may UPDATE, DELETE or TRUNCATE, so the
 * append-only rule holds even if the triggers were dropped. Run by the schema's owner.
 */
export async function grantTeamRoles(
  client: pg.Client,
  tableNames: readonly string[],
  roles: { readonly publishers: readonly string[]; readonly readers: readonly string[] },
): Promise<void> {
  const schema = (await client.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
  const tables = tableNames.map((t) => client.escapeIdentifier(t)).join(', ');
  for (const [list, rights] of [
    [roles.publishers, 'SELECT, INSERT'],
    [roles.readers, 'SELECT'],
  ] as const) {
    for (const role of list) {
      const who = client.escapeIdentifier(role);
      await client.query(`GRANT USAGE ON SCHEMA ${client.escapeIdentifier(schema)} TO ${who}`);
      await client.query(`GRANT ${rights} ON ${tables} TO ${who}`);
    }
  }
}
