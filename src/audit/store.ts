/**
 * @module audit/store: the contract every audit store keeps (SQLite for one author, PostgreSQL for a team): append-only
 * rows read and written inside transactions; the chain, the tree and the checks live above it, in audit/log.
 */
import type { AppendPlan, ChainHead, EventRow, NodeKey } from './append-plan.js';
import type { Hash } from './merkle.js';
import type { AuditReader } from './verify.js';

/** The schema this code reads and writes. Any other version is refused on open. */
export const AUDIT_SCHEMA_VERSION = 1;

/** The message every store's append-only protection raises. */
export const APPEND_ONLY = 'the audit log is append-only';

/** The tables of an audit store. */
export const AUDIT_TABLES = ['schema_version', 'events', 'merkle_nodes', 'checkpoints'] as const;

/**
 * The points a write transaction passes, in order: before BEGIN, after BEGIN, after the event rows (SQLite: each row),
 * after the Merkle node rows (SQLite: each row), before COMMIT, after COMMIT (before the write returns). A test can
 * kill the writer at any one of them.
 */
export type AppendFaultPoint =
  'append.start' | 'append.begun' | 'append.event' | 'append.node' | 'append.commit' | 'append.committed';

/** How a store is opened, whichever it is. */
export interface StoreOptions {
  readonly readonly?: boolean;
  /** Tests only: called at each AppendFaultPoint so a crash test can die exactly there; unset, it costs nothing. */
  readonly faults?: (point: AppendFaultPoint) => void;
}

/** Reads inside one consistent snapshot. */
export interface StoreReads {
  /** The last event's seq and hash (EMPTY_HEAD for an empty log). */
  head(): Promise<ChainHead>;
  /** Up to `limit` events from `fromSeq`, by ascending seq. */
  events(fromSeq: number, limit: number): Promise<EventRow[]>;
  eventsBySeq(seqs: readonly number[]): Promise<EventRow[]>;
  eventsById(ids: readonly string[]): Promise<EventRow[]>;
  /** Stored Merkle nodes (level >= 1) among `keys`, keyed by nodeKey. */
  nodes(keys: readonly NodeKey[]): Promise<Map<string, Hash>>;
  /** Stored checkpoint notes, oldest first. */
  checkpoints(): Promise<string[]>;
  /** The raw rows and the store's own protections, for the fsck (audit/verify). */
  verifyReader(): Promise<AuditReader>;
}

/** Writes inside one transaction that holds the chain head: nothing of it is visible unless all of it commits. */
export interface StoreWrites extends StoreReads {
  insert(plan: AppendPlan): Promise<void>;
  insertCheckpoint(size: number, origin: string, note: string): Promise<void>;
}

export interface AuditStore {
  /** Where the log lives, for messages (a file path, or a database URL without its password). */
  readonly location: string;
  readonly readonly: boolean;
  /** One write transaction, serialised with every other writer of the same log (any process, any machine). */
  write<T>(body: (tx: StoreWrites) => Promise<T>): Promise<T>;
  /** Reads from one consistent snapshot, while other writers go on appending. */
  read<T>(body: (tx: StoreReads) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
