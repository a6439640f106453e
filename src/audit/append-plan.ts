/**
 * @module audit/append-plan: the pure core of an append, shared by every store: from the chain head, the tree's frontier
 * and the events already stored under the batch's ids, the rows to insert (events with their hashes, Merkle nodes).
 */
import { WarrantError } from '../core/errors.js';
import { canonicalEventText, chainHash, GENESIS_HASH, type EventFields, type NewEvent } from './event.js';
import { leafHash, nodeHash, type Hash, type PerfectNodeReader } from './merkle.js';

/** The last event of the chain (size 0 and the genesis hash for an empty log). */
export interface ChainHead {
  readonly size: number;
  readonly hash: string;
}

export const EMPTY_HEAD: ChainHead = { size: 0, hash: GENESIS_HASH };

/** An event row as every store holds it: the payload as canonical JSON text. */
export interface EventRow extends EventFields {
  readonly prevHash: string;
  readonly hash: string;
}

/** A perfect subtree of 2^level leaves (level >= 1) starting at leaf index * 2^level. Leaves are derived from events. */
export interface NodeRow {
  readonly level: number;
  readonly index: number;
  readonly hash: Hash;
}

export interface NodeKey {
  readonly level: number;
  readonly index: number;
}

/** What one append inserts: each new event with the nodes its leaf completes, and every event's seq in input order. */
export interface AppendPlan {
  readonly rows: readonly { readonly event: EventRow; readonly nodes: readonly NodeRow[] }[];
  readonly seqs: readonly number[];
}

export const nodeKey = (level: number, index: number): string => `${level}:${index}`;

/**
 * The perfect subtrees whose roots an append to a tree of `size` leaves may combine with: one per set bit of `size`
 * (level 0 is the last leaf, derived from its event). These are all the stored nodes `planAppend` reads.
 */
export function frontierKeys(size: number): NodeKey[] {
  const keys: NodeKey[] = [];
  let start = 0;
  for (let level = Math.floor(Math.log2(Math.max(size, 1))); level >= 0; level -= 1) {
    const width = 2 ** level;
    if (size - start >= width) {
      keys.push({ level, index: start / width });
      start += width;
    }
  }
  return keys;
}

/**
 * Plan appending `events` after `head`. `stored` maps an id already in the log to its event (a repeat with the same
 * body keeps its seq; another body is AUDIT_ID_COLLISION); `frontier` reads the nodes named by frontierKeys(head.size).
 * `payloads` are the events' canonical payload texts, in order.
 */
export function planAppend(
  head: ChainHead,
  frontier: PerfectNodeReader,
  stored: ReadonlyMap<string, Pick<EventRow, 'seq' | 'type' | 'actor' | 'payload'>>,
  events: readonly NewEvent[],
  payloads: readonly string[],
): AppendPlan {
  const made = new Map<string, Hash>();
  const read = (level: number, index: number): Hash => made.get(nodeKey(level, index)) ?? frontier(level, index);
  const planned = new Map<string, Pick<EventRow, 'seq' | 'type' | 'actor' | 'payload'>>();
  const rows: { event: EventRow; nodes: NodeRow[] }[] = [];
  let seq = head.size;
  let prevHash = head.hash;
  const seqs = events.map((event, i) => {
    const payload = payloads[i]!;
    const existing = stored.get(event.id) ?? planned.get(event.id);
    if (existing !== undefined) {
      if (existing.type === event.type && existing.actor === event.actor && existing.payload === payload)
        return existing.seq;
      throw new WarrantError(
        'AUDIT_ID_COLLISION',
        `event id ${JSON.stringify(event.id)} already exists at seq ${existing.seq} with a different body`,
      );
    }
    seq += 1;
    const fields = { seq, id: event.id, type: event.type, actor: event.actor, ts: event.ts, payload };
    const text = canonicalEventText(fields);
    const hash = chainHash(prevHash, text);
    const nodes: NodeRow[] = [];
    // Store every perfect subtree the new leaf completes.
    let node = leafHash(text);
    let level = 0;
    let index = seq - 1;
    made.set(nodeKey(0, index), node);
    while (index % 2 === 1) {
      node = nodeHash(read(level, index - 1), node);
      level += 1;
      index = (index - 1) / 2;
      made.set(nodeKey(level, index), node);
      nodes.push({ level, index, hash: node });
    }
    rows.push({ event: { ...fields, prevHash, hash }, nodes });
    planned.set(event.id, fields);
    prevHash = hash;
    return seq;
  });
  return { rows, seqs };
}

/**
 * Run `compute` over the perfect nodes it reads, fetched in one call: a first pass records which nodes it asks for (the
 * RFC 6962 algorithms read by position only, never by value), `fetch` loads them, a second pass computes.
 */
export async function withPerfectNodes<T>(
  fetch: (keys: readonly NodeKey[]) => Promise<ReadonlyMap<string, Hash>>,
  compute: (read: PerfectNodeReader) => T,
): Promise<T> {
  const wanted = new Map<string, NodeKey>();
  const placeholder = new Uint8Array(32);
  compute((level, index) => {
    wanted.set(nodeKey(level, index), { level, index });
    return placeholder;
  });
  const nodes = await fetch([...wanted.values()]);
  return compute((level, index) => {
    return nodes.get(nodeKey(level, index)) ?? missingNode(level, index);
  });
}

/** A node a computation needs is not in the store: the log is damaged. */
export function missingNode(level: number, index: number): never {
  throw new WarrantError(
    'AUDIT_CHAIN_BROKEN',
    level === 0
      ? `event ${index + 1} is missing; run audit verify`
      : `Merkle node (level ${level}, index ${index}) is missing; run audit verify`,
  );
}
