/**
 * @module audit/log: the verifiable audit log over any audit store: appends planned by the pure core (hash chain, Merkle
 * nodes), roots and proofs, checkpoints and the fsck; `openAuditLog` picks the store from where the log lives.
 */
import type { Json } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import {
  frontierKeys,
  missingNode,
  nodeKey,
  planAppend,
  withPerfectNodes,
  type EventRow,
  type NodeKey,
} from './append-plan.js';
import { checkpointBody, signNote, type CheckpointSigner } from './checkpoint.js';
import { canonicalEventText, canonicalPayload, type NewEvent, type StoredEvent } from './event.js';
import { consistencyProof, inclusionProof, leafHash, treeRoot, type Hash, type PerfectNodeReader } from './merkle.js';
import { isPostgresUrl } from '../adapters/postgres.js';
import { openPostgresStore } from './store-postgres.js';
import { openSqliteStore } from './store-sqlite.js';
import type { AuditStore, StoreOptions, StoreReads } from './store.js';
import { verifyLog, type VerifyOptions, type VerifyReport } from './verify.js';

export interface AuditLog {
  /** Where the log lives (a file path, or a database URL without its password). */
  readonly location: string;
  /** Append in one transaction; returns each event's seq (the existing seq for an idempotent repeat). */
  append(events: readonly NewEvent[]): Promise<number[]>;
  /** Events from `fromSeq` (default 1) in order, read a page at a time. */
  events(fromSeq?: number): AsyncIterableIterator<StoredEvent>;
  event(seq: number): Promise<StoredEvent | undefined>;
  /** The events with these ids (those the log holds), in no particular order. */
  eventsById(ids: readonly string[]): Promise<StoredEvent[]>;
  size(): Promise<number>;
  /** The fsck: chain, Merkle nodes and checkpoints; the first bad seq and why. */
  verify(options?: VerifyOptions): Promise<VerifyReport>;
  /** MTH of the first `size` events (default: all). */
  root(size?: number): Promise<Hash>;
  /** The same root as lower-case hex. */
  rootHash(size?: number): Promise<string>;
  /** RFC 6962 audit path of event `seq` in the tree of `size` events (default: all). */
  inclusionProof(seq: number, size?: number): Promise<Hash[]>;
  /** RFC 6962 consistency proof from the tree of `fromSize` to the tree of `toSize` events. */
  consistencyProof(fromSize: number, toSize?: number): Promise<Hash[]>;
  /** Sign a checkpoint of the current tree, store it, and return the signed note. */
  checkpoint(signer: CheckpointSigner, origin: string): Promise<string>;
  /** Stored checkpoint notes, oldest first. */
  checkpoints(): Promise<string[]>;
  close(): Promise<void>;
}

export type OpenAuditLogOptions = StoreOptions;

/** Events read per page by `events()`. */
const PAGE = 1000;

/**
 * Open the audit log at `location`: a `postgres://` or `postgresql://` URL opens the team store in PostgreSQL, anything
 * else is a SQLite file (created if needed unless read-only).
 */
export async function openAuditLog(location: string, options: OpenAuditLogOptions = {}): Promise<AuditLog> {
  const store = isPostgresUrl(location)
    ? await openPostgresStore(location, options)
    : openSqliteStore(location, options);
  return auditLogOver(store);
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
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** Perfect nodes by key: leaves (level 0) derived from their events, the rest as stored. */
async function readNodes(tx: StoreReads, keys: readonly NodeKey[]): Promise<Map<string, Hash>> {
  const leaves = keys.filter((k) => k.level === 0);
  const found = await tx.nodes(keys.filter((k) => k.level > 0));
  for (const row of await tx.eventsBySeq(leaves.map((k) => k.index + 1)))
    found.set(nodeKey(0, row.seq - 1), leafHash(canonicalEventText(row)));
  return found;
}

/** Run an RFC 6962 computation over the store's perfect nodes, read in one fetch (see withPerfectNodes). */
function overNodes<T>(tx: StoreReads, compute: (read: PerfectNodeReader) => T): Promise<T> {
  return withPerfectNodes((keys) => readNodes(tx, keys), compute);
}

/** The audit log over `store`. Calls on one log object take turns (one connection, one transaction at a time). */
export function auditLogOver(store: AuditStore): AuditLog {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const read = <T>(body: (tx: StoreReads) => Promise<T>): Promise<T> => serial(() => store.read(body));
  const checkedSize = (size: number | undefined, current: number, what: string): number => {
    const n = size ?? current;
    if (!Number.isSafeInteger(n) || n < 0 || n > current)
      throw new WarrantError('AUDIT_RANGE_INVALID', `${what}: size ${n} is not between 0 and ${current}`);
    return n;
  };
  const root = (size?: number): Promise<Hash> =>
    read(async (tx) => {
      const n = checkedSize(size, (await tx.head()).size, 'root');
      return overNodes(tx, (reader) => treeRoot(reader, n));
    });

  return {
    location: store.location,
    append: async (events) => {
      const payloads = events.map(canonicalPayload);
      return await serial(() =>
        store.write(async (tx) => {
          const head = await tx.head();
          const stored = new Map((await tx.eventsById([...new Set(events.map((e) => e.id))])).map((r) => [r.id, r]));
          const frontier = await readNodes(tx, frontierKeys(head.size));
          const plan = planAppend(
            head,
            (level, index) => frontier.get(nodeKey(level, index)) ?? missingNode(level, index),
            stored,
            events,
            payloads,
          );
          await tx.insert(plan);
          return [...plan.seqs];
        }),
      );
    },
    events: async function* (fromSeq = 1) {
      let next = fromSeq;
      for (;;) {
        const page = await read((tx) => tx.events(next, PAGE));
        for (const row of page) yield toStored(row);
        if (page.length < PAGE) return;
        next = page[page.length - 1]!.seq + 1;
      }
    },
    event: (seq) =>
      read(async (tx) => {
        const [row] = await tx.eventsBySeq([seq]);
        return row === undefined ? undefined : toStored(row);
      }),
    eventsById: (ids) => read(async (tx) => (await tx.eventsById([...new Set(ids)])).map(toStored)),
    size: () => read(async (tx) => (await tx.head()).size),
    verify: (options = {}) => read(async (tx) => verifyLog(await tx.verifyReader(), options)),
    root,
    rootHash: async (size) => Buffer.from(await root(size)).toString('hex'),
    inclusionProof: (seq, size) =>
      read(async (tx) => {
        const n = checkedSize(size, (await tx.head()).size, 'inclusion proof');
        if (!Number.isSafeInteger(seq) || seq < 1 || seq > n)
          throw new WarrantError('AUDIT_RANGE_INVALID', `seq ${seq} is not in a tree of ${n} events`);
        return overNodes(tx, (reader) => inclusionProof(reader, seq - 1, n));
      }),
    consistencyProof: (fromSize, toSize) =>
      read(async (tx) => {
        const n = checkedSize(toSize, (await tx.head()).size, 'consistency proof');
        if (!Number.isSafeInteger(fromSize) || fromSize < 1 || fromSize > n)
          throw new WarrantError('AUDIT_RANGE_INVALID', `no consistency proof from size ${fromSize} to size ${n}`);
        return overNodes(tx, (reader) => consistencyProof(reader, fromSize, n));
      }),
    checkpoint: (signer, origin) =>
      serial(() =>
        store.write(async (tx) => {
          const { size } = await tx.head();
          const rootHash = await overNodes(tx, (reader) => treeRoot(reader, size));
          const note = signNote(checkpointBody(origin, size, rootHash), [signer]);
          await tx.insertCheckpoint(size, origin, note);
          return note;
        }),
      ),
    checkpoints: () => read((tx) => tx.checkpoints()),
    close: () => serial(() => store.close()),
  };
}
