/** @module audit/store-sqlite: the audit store in one SQLite file (better-sqlite3), append-only by triggers. */
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { WarrantError } from '../core/errors.js';
import { EMPTY_HEAD, nodeKey, type AppendPlan, type ChainHead, type EventRow, type NodeKey } from './append-plan.js';
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
import type { AuditReader, RawCheckpointRow, RawEventRow, RawNodeRow } from './verify.js';

/**
 * Durability: WAL with synchronous=FULL. Every committed append is fsynced to the WAL before append() returns, so a
 * decision reported as recorded survives power loss, not only a process crash (NORMAL could lose the last commits on
 * power loss). The cost is one fsync per transaction; batching appends amortises it. Writers of one file take turns
 * through SQLite's own lock (BEGIN IMMEDIATE, waiting up to busy_timeout).
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'busy_timeout = 5000'];

const triggerSql = (table: string, op: 'UPDATE' | 'DELETE'): string =>
  `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`;
const TRIGGERS = AUDIT_TABLES.flatMap((table) =>
  (['UPDATE', 'DELETE'] as const).map((op) => ({
    name: `${table}_no_${op.toLowerCase()}`,
    sql: triggerSql(table, op),
  })),
);
const SCHEMA = `
CREATE TABLE schema_version (version INTEGER NOT NULL);
CREATE TABLE events (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  actor TEXT NOT NULL,
  ts TEXT NOT NULL,
  payload TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
-- Perfect subtrees of 2^level leaves (level >= 1); leaves are derived from events.
CREATE TABLE merkle_nodes (level INTEGER NOT NULL, idx INTEGER NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (level, idx)) WITHOUT ROWID;
CREATE TABLE checkpoints (id INTEGER PRIMARY KEY, size INTEGER NOT NULL, origin TEXT NOT NULL, note TEXT NOT NULL);
${TRIGGERS.map((t) => `${t.sql};`).join('\n')}
INSERT INTO schema_version (version) VALUES (${AUDIT_SCHEMA_VERSION});
`;

const EVENT_COLUMNS = 'seq, id, type, actor, ts, payload, prev_hash AS prevHash, hash';

function* eventRows(rows: Iterable<unknown[]>): Generator<RawEventRow> {
  for (const [seq, id, type, actor, ts, payload, prevHash, hash] of rows)
    yield { seq, id, type, actor, ts, payload, prevHash, hash };
}

function* nodeRows(rows: Iterable<unknown[]>): Generator<RawNodeRow> {
  for (const [level, index, hash] of rows) yield { level, index, hash };
}

function openDatabase(path: string, readonly: boolean): Database.Database {
  try {
    return new Database(path, { readonly, fileMustExist: readonly });
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `cannot open the audit log ${path}`, { cause: error });
  }
}

/** Create the schema in an empty database, or check the version of an existing one. */
function prepareSchema(db: Database.Database, path: string, readonly: boolean): void {
  let tables: string[];
  try {
    tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[]).sort();
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `${path} is not a readable SQLite database`, { cause: error });
  }
  if (tables.length === 0 && !readonly) {
    db.exec(`BEGIN IMMEDIATE; ${SCHEMA} COMMIT;`);
    return;
  }
  if (!tables.includes('schema_version')) {
    throw new WarrantError('AUDIT_SCHEMA_UNKNOWN', `${path} is not a Warrant audit log (no schema_version table)`);
  }
  const versions = db.prepare('SELECT version FROM schema_version').pluck().all();
  if (versions.length !== 1 || versions[0] !== AUDIT_SCHEMA_VERSION) {
    throw new WarrantError(
      'AUDIT_SCHEMA_UNKNOWN',
      `${path} has audit schema version ${versions.map(String).join(', ') || 'none'}; this tool reads version ${AUDIT_SCHEMA_VERSION} only`,
    );
  }
}

/** Open (creating if needed, unless read-only) the SQLite audit store at `path`. */
export function openSqliteStore(path: string, options: StoreOptions = {}): AuditStore {
  const readonly = options.readonly ?? false;
  const db = openDatabase(path, readonly);
  try {
    for (const pragma of readonly ? PRAGMAS.slice(2) : PRAGMAS) db.pragma(pragma);
    prepareSchema(db, path, readonly);
  } catch (error) {
    db.close();
    if (error instanceof WarrantError) throw error;
    throw new WarrantError('INPUT_UNREADABLE', `cannot open the audit log ${path}`, { cause: error });
  }
  return new SqliteStore(db, path === ':memory:' ? path : resolve(path), readonly, options.faults);
}

/**
 * Writers of one file in this process take turns here: a transaction's body awaits between statements, and another
 * connection's BEGIN IMMEDIATE in that gap would wait on SQLite's lock while blocking the very thread that must finish
 * the first. Writers in other processes take turns through SQLite's lock (busy_timeout).
 */
const writing = new Map<string, Promise<unknown>>();
function inTurn<T>(path: string, work: () => Promise<T>): Promise<T> {
  const next = (writing.get(path) ?? Promise.resolve()).then(work, work);
  const settled = next.catch(() => undefined);
  writing.set(path, settled);
  void settled.then(() => {
    if (writing.get(path) === settled) writing.delete(path);
  });
  return next;
}

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

class SqliteStore implements AuditStore {
  private readonly q;
  private readonly reads: StoreReads;
  /** The write statements, prepared once (none on a read-only handle). */
  private readonly inserts;

  constructor(
    private readonly db: Database.Database,
    readonly location: string,
    readonly readonly: boolean,
    private readonly faults?: (point: AppendFaultPoint) => void,
  ) {
    this.q = {
      head: db.prepare('SELECT seq AS size, hash FROM events ORDER BY seq DESC LIMIT 1'),
      from: db.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE seq >= ? ORDER BY seq LIMIT ?`),
      node: db.prepare('SELECT hash FROM merkle_nodes WHERE level = ? AND idx = ?').pluck(),
      // Rows as arrays (about twice as fast to read as objects), for verification, which reads every row.
      rawEvents: db.prepare(`SELECT ${EVENT_COLUMNS} FROM events ORDER BY seq`).raw(),
      rawNodes: db.prepare('SELECT level, idx, hash FROM merkle_nodes ORDER BY level, idx').raw(),
      rawCheckpoints: db.prepare('SELECT id, note FROM checkpoints ORDER BY id'),
      notes: db.prepare('SELECT note FROM checkpoints ORDER BY id').pluck(),
      triggers: db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).raw(),
    };
    this.inserts = readonly
      ? undefined
      : {
          insertEvent: db.prepare(
            'INSERT INTO events (seq, id, type, actor, ts, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ),
          insertNode: db.prepare('INSERT INTO merkle_nodes (level, idx, hash) VALUES (?, ?, ?)'),
          insertCheckpoint: db.prepare('INSERT INTO checkpoints (size, origin, note) VALUES (?, ?, ?)'),
        };
    const q = this.q;
    const some = (column: string, values: readonly unknown[]): EventRow[] => {
      const rows: EventRow[] = [];
      // In chunks: SQLite caps the parameters of one statement.
      for (let start = 0; start < values.length; start += 500) {
        const chunk = values.slice(start, start + 500);
        const sql = `SELECT ${EVENT_COLUMNS} FROM events WHERE ${column} IN (${placeholders(chunk.length)})`;
        rows.push(...(db.prepare(sql).all(...chunk) as EventRow[]));
      }
      return rows;
    };
    this.reads = {
      head: () => Promise.resolve((q.head.get() as ChainHead | undefined) ?? EMPTY_HEAD),
      events: (fromSeq, limit) => Promise.resolve(q.from.all(fromSeq, limit) as EventRow[]),
      eventsBySeq: (seqs) => Promise.resolve(some('seq', seqs)),
      eventsById: (ids) => Promise.resolve(some('id', ids)),
      nodes: (keys: readonly NodeKey[]) => {
        const found = new Map<string, Hash>();
        for (const { level, index } of keys) {
          const hash = q.node.get(level, index) as Buffer | undefined;
          if (hash !== undefined) found.set(nodeKey(level, index), hash);
        }
        return Promise.resolve(found);
      },
      checkpoints: () => Promise.resolve(q.notes.all() as string[]),
      verifyReader: (): Promise<AuditReader> =>
        Promise.resolve({
          events: () => eventRows(q.rawEvents.iterate() as IterableIterator<unknown[]>),
          nodes: () => nodeRows(q.rawNodes.iterate() as IterableIterator<unknown[]>),
          checkpoints: () => q.rawCheckpoints.iterate() as IterableIterator<RawCheckpointRow>,
          structure: () => {
            const present = new Map(q.triggers.all() as [string, string][]);
            return TRIGGERS.filter((t) => present.get(t.name) !== t.sql).map(
              (t) => `the append-only trigger ${t.name} is missing or altered`,
            );
          },
        }),
    };
  }

  write<T>(body: (tx: StoreWrites) => Promise<T>): Promise<T> {
    const { inserts } = this;
    if (!inserts) return Promise.reject(new WarrantError('AUDIT_READ_ONLY', 'the audit log was opened read-only'));
    const { insertEvent, insertNode, insertCheckpoint } = inserts;
    const tx: StoreWrites = {
      ...this.reads,
      insert: (plan: AppendPlan) => {
        for (const { event, nodes } of plan.rows) {
          insertEvent.run(
            event.seq,
            event.id,
            event.type,
            event.actor,
            event.ts,
            event.payload,
            event.prevHash,
            event.hash,
          );
          this.faults?.('append.event');
          for (const node of nodes) {
            insertNode.run(node.level, node.index, node.hash);
            this.faults?.('append.node');
          }
        }
        return Promise.resolve();
      },
      insertCheckpoint: (size, origin, note) => {
        insertCheckpoint.run(size, origin, note);
        return Promise.resolve();
      },
    };
    return inTurn(this.location, async () => {
      this.faults?.('append.start');
      this.db.exec('BEGIN IMMEDIATE');
      let result: T;
      try {
        this.faults?.('append.begun');
        result = await body(tx);
        this.faults?.('append.commit');
        this.db.exec('COMMIT');
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
      this.faults?.('append.committed');
      return result;
    });
  }

  async read<T>(body: (tx: StoreReads) => Promise<T>): Promise<T> {
    // One read transaction: a consistent snapshot even while another process appends.
    this.db.exec('BEGIN');
    try {
      return await body(this.reads);
    } finally {
      if (this.db.inTransaction) this.db.exec('COMMIT');
    }
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
