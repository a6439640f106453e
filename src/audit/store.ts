/** @module audit/store: the append-only SQLite event store (better-sqlite3): hash chain, Merkle nodes, checkpoints, proofs. */
import Database from 'better-sqlite3';
import type { Json } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { checkpointBody, signNote, type CheckpointSigner } from './checkpoint.js';
import {
  canonicalEventText,
  canonicalPayload,
  chainHash,
  GENESIS_HASH,
  type NewEvent,
  type StoredEvent,
} from './event.js';
import { consistencyProof, inclusionProof, leafHash, nodeHash, treeRoot, type Hash } from './merkle.js';
import {
  verifyLog,
  type AuditReader,
  type RawCheckpointRow,
  type RawEventRow,
  type RawNodeRow,
  type VerifyOptions,
  type VerifyReport,
} from './verify.js';

/** The schema this code reads and writes. Any other version is refused on open. */
export const AUDIT_SCHEMA_VERSION = 1;

/**
 * Durability: WAL with synchronous=FULL. Every committed append is fsynced to the WAL before append() returns, so a
 * decision reported as recorded survives power loss, not only a process crash (NORMAL could lose the last commits on
 * power loss). The cost is one fsync per transaction; batching appends amortises it.
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'busy_timeout = 5000'];

const APPEND_ONLY = 'the audit log is append-only';
const TABLES = ['schema_version', 'events', 'merkle_nodes', 'checkpoints'] as const;
const triggerSql = (table: string, op: 'UPDATE' | 'DELETE'): string =>
  `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`;
const TRIGGERS = TABLES.flatMap((table) =>
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

export interface AuditLog {
  /** Append in one transaction; returns each event's seq (the existing seq for an idempotent repeat). */
  append(events: readonly NewEvent[]): number[];
  /** Events from `fromSeq` (default 1) in order. */
  events(fromSeq?: number): IterableIterator<StoredEvent>;
  event(seq: number): StoredEvent | undefined;
  size(): number;
  /** The fsck: chain, Merkle nodes and checkpoints; the first bad seq and why. */
  verify(options?: VerifyOptions): VerifyReport;
  /** MTH of the first `size` events (default: all). */
  root(size?: number): Hash;
  /** The same root as lower-case hex. */
  rootHash(size?: number): string;
  /** RFC 6962 audit path of event `seq` in the tree of `size` events (default: all). */
  inclusionProof(seq: number, size?: number): Hash[];
  /** RFC 6962 consistency proof from the tree of `fromSize` to the tree of `toSize` events. */
  consistencyProof(fromSize: number, toSize?: number): Hash[];
  /** Sign a checkpoint of the current tree, store it, and return the signed note. */
  checkpoint(signer: CheckpointSigner, origin: string): string;
  /** Stored checkpoint notes, oldest first. */
  checkpoints(): string[];
  close(): void;
}

interface EventRow {
  seq: number;
  id: string;
  type: string;
  actor: string;
  ts: string;
  payload: string;
  prev_hash: string;
  hash: string;
}

function toStored(row: EventRow): StoredEvent {
  let payload: Json;
  try {
    payload = JSON.parse(row.payload) as Json;
  } catch (error) {
    throw new WarrantError('AUDIT_CHAIN_BROKEN', `the payload of seq ${row.seq} is not JSON`, { cause: error });
  }
  return {
    seq: row.seq,
    id: row.id,
    type: row.type,
    actor: row.actor,
    ts: row.ts,
    payload,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
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

/**
 * The points an append passes, in order: before BEGIN, after BEGIN, after each event row, after each Merkle node row,
 * before COMMIT, after COMMIT (before append returns).
 */
export type AppendFaultPoint =
  'append.start' | 'append.begun' | 'append.event' | 'append.node' | 'append.commit' | 'append.committed';

/** Open (creating if needed, unless read-only) the audit log at `path`. */
export function openAuditLog(
  path: string,
  options: {
    readonly readonly?: boolean;
    /** Tests only: called at each AppendFaultPoint so a crash test can die exactly there; unset, it costs nothing. */
    readonly faults?: (point: AppendFaultPoint) => void;
  } = {},
): AuditLog {
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
  return new SqliteAuditLog(db, readonly, options.faults);
}

class SqliteAuditLog implements AuditLog {
  private readonly q;
  /** The last leaf appended, so completing a level-1 node does not re-read the event before it. */
  private lastLeaf: { index: number; hash: Hash } | undefined;
  /** Leaves are derived from their events; interior perfect nodes are read from merkle_nodes. */
  private readonly readNode = (level: number, index: number): Hash => {
    if (level === 0) {
      if (this.lastLeaf?.index === index) return this.lastLeaf.hash;
      const row = this.q.bySeq.get(index + 1) as EventRow | undefined;
      if (row === undefined)
        throw new WarrantError('AUDIT_CHAIN_BROKEN', `event ${index + 1} is missing; run audit verify`);
      return leafHash(canonicalEventText(row));
    }
    const hash = this.q.node.get(level, index) as Buffer | undefined;
    if (hash === undefined)
      throw new WarrantError(
        'AUDIT_CHAIN_BROKEN',
        `Merkle node (level ${level}, index ${index}) is missing; run audit verify`,
      );
    return hash;
  };

  constructor(
    private readonly db: Database.Database,
    private readonly readonly: boolean,
    private readonly faults?: (point: AppendFaultPoint) => void,
  ) {
    const prepareWrite = (sql: string): Database.Statement | undefined => (readonly ? undefined : db.prepare(sql));
    this.q = {
      head: db.prepare('SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1'),
      size: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM events').pluck(),
      byId: db.prepare('SELECT seq, type, actor, payload FROM events WHERE id = ?'),
      bySeq: db.prepare('SELECT * FROM events WHERE seq = ?'),
      from: db.prepare('SELECT * FROM events WHERE seq >= ? ORDER BY seq'),
      node: db.prepare('SELECT hash FROM merkle_nodes WHERE level = ? AND idx = ?').pluck(),
      rawEvents: db.prepare(
        'SELECT seq, id, type, actor, ts, payload, prev_hash AS prevHash, hash FROM events ORDER BY seq',
      ),
      rawNodes: db.prepare('SELECT level, idx AS "index", hash FROM merkle_nodes ORDER BY level, idx'),
      rawCheckpoints: db.prepare('SELECT id, note FROM checkpoints ORDER BY id'),
      notes: db.prepare('SELECT note FROM checkpoints ORDER BY id').pluck(),
      triggers: db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).raw(),
      insertEvent: prepareWrite(
        'INSERT INTO events (seq, id, type, actor, ts, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      insertNode: prepareWrite('INSERT INTO merkle_nodes (level, idx, hash) VALUES (?, ?, ?)'),
      insertCheckpoint: prepareWrite('INSERT INTO checkpoints (size, origin, note) VALUES (?, ?, ?)'),
    };
  }

  private writable(): {
    insertEvent: Database.Statement;
    insertNode: Database.Statement;
    insertCheckpoint: Database.Statement;
  } {
    const { insertEvent, insertNode, insertCheckpoint } = this.q;
    if (this.readonly || !insertEvent || !insertNode || !insertCheckpoint)
      throw new WarrantError('AUDIT_READ_ONLY', 'the audit log was opened read-only');
    return { insertEvent, insertNode, insertCheckpoint };
  }

  append(events: readonly NewEvent[]): number[] {
    const { insertEvent, insertNode } = this.writable();
    const prepared = events.map((event) => ({ event, payload: canonicalPayload(event) }));
    const run = this.db.transaction(() => {
      this.faults?.('append.begun');
      const head = this.q.head.get() as { seq: number; hash: string } | undefined;
      let seq = head?.seq ?? 0;
      let prevHash = head?.hash ?? GENESIS_HASH;
      const seqs = prepared.map(({ event, payload }) => {
        const existing = this.q.byId.get(event.id) as
          { seq: number; type: string; actor: string; payload: string } | undefined;
        if (existing !== undefined) {
          if (existing.type === event.type && existing.actor === event.actor && existing.payload === payload)
            return existing.seq;
          throw new WarrantError(
            'AUDIT_ID_COLLISION',
            `event id ${JSON.stringify(event.id)} already exists at seq ${existing.seq} with a different body`,
          );
        }
        seq += 1;
        const text = canonicalEventText({
          seq,
          id: event.id,
          type: event.type,
          actor: event.actor,
          ts: event.ts,
          payload,
        });
        const hash = chainHash(prevHash, text);
        insertEvent.run(seq, event.id, event.type, event.actor, event.ts, payload, prevHash, hash);
        this.faults?.('append.event');
        this.storeLeaf(insertNode, seq - 1, leafHash(text));
        prevHash = hash;
        return seq;
      });
      this.faults?.('append.commit');
      return seqs;
    });
    this.faults?.('append.start');
    let seqs: number[];
    try {
      seqs = run.immediate();
    } catch (error) {
      this.lastLeaf = undefined; // it may name a leaf that was rolled back
      throw error;
    }
    this.faults?.('append.committed');
    return seqs;
  }

  /** Store every perfect subtree a new leaf completes (leaves themselves are derived from the events). */
  private storeLeaf(insertNode: Database.Statement, leafIndex: number, leaf: Hash): void {
    let hash = leaf;
    let level = 0;
    let index = leafIndex;
    while (index % 2 === 1) {
      hash = nodeHash(this.readNode(level, index - 1), hash);
      level += 1;
      index = (index - 1) / 2;
      insertNode.run(level, index, hash);
      this.faults?.('append.node');
    }
    this.lastLeaf = { index: leafIndex, hash: leaf };
  }

  *events(fromSeq = 1): IterableIterator<StoredEvent> {
    for (const row of this.q.from.iterate(fromSeq) as IterableIterator<EventRow>) yield toStored(row);
  }

  event(seq: number): StoredEvent | undefined {
    const row = this.q.bySeq.get(seq) as EventRow | undefined;
    return row === undefined ? undefined : toStored(row);
  }

  size(): number {
    return this.q.size.get() as number;
  }

  verify(options: VerifyOptions = {}): VerifyReport {
    const reader: AuditReader = {
      events: () => this.q.rawEvents.iterate() as IterableIterator<RawEventRow>,
      nodes: () => this.q.rawNodes.iterate() as IterableIterator<RawNodeRow>,
      checkpoints: () => this.q.rawCheckpoints.iterate() as IterableIterator<RawCheckpointRow>,
      structure: () => {
        const present = new Map(this.q.triggers.all() as [string, string][]);
        return TRIGGERS.filter((t) => present.get(t.name) !== t.sql).map(
          (t) => `the append-only trigger ${t.name} is missing or altered`,
        );
      },
    };
    // One read transaction: a consistent snapshot even while another process appends.
    return this.db.transaction(() => verifyLog(reader, options))();
  }

  private checkedSize(size: number | undefined, what: string): number {
    const current = this.size();
    const n = size ?? current;
    if (!Number.isSafeInteger(n) || n < 0 || n > current)
      throw new WarrantError('AUDIT_RANGE_INVALID', `${what}: size ${n} is not between 0 and ${current}`);
    return n;
  }

  root(size?: number): Hash {
    return treeRoot(this.readNode, this.checkedSize(size, 'root'));
  }

  rootHash(size?: number): string {
    return Buffer.from(this.root(size)).toString('hex');
  }

  inclusionProof(seq: number, size?: number): Hash[] {
    const n = this.checkedSize(size, 'inclusion proof');
    if (!Number.isSafeInteger(seq) || seq < 1 || seq > n)
      throw new WarrantError('AUDIT_RANGE_INVALID', `seq ${seq} is not in a tree of ${n} events`);
    return inclusionProof(this.readNode, seq - 1, n);
  }

  consistencyProof(fromSize: number, toSize?: number): Hash[] {
    const n = this.checkedSize(toSize, 'consistency proof');
    if (!Number.isSafeInteger(fromSize) || fromSize < 1 || fromSize > n) {
      throw new WarrantError('AUDIT_RANGE_INVALID', `no consistency proof from size ${fromSize} to size ${n}`);
    }
    return consistencyProof(this.readNode, fromSize, n);
  }

  checkpoint(signer: CheckpointSigner, origin: string): string {
    const { insertCheckpoint } = this.writable();
    return this.db
      .transaction(() => {
        const size = this.size();
        const note = signNote(checkpointBody(origin, size, treeRoot(this.readNode, size)), [signer]);
        insertCheckpoint.run(size, origin, note);
        return note;
      })
      .immediate();
  }

  checkpoints(): string[] {
    return this.q.notes.all() as string[];
  }

  close(): void {
    this.db.close();
  }
}
