/** @module test/audit/verify-reader: verifyLog over rows edited in memory, one fault at a time, each named at its seq. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAuditLog, signerFromSeed, verifierFor } from '../../src/audit/index.js';
import { openSqliteStore } from '../../src/audit/store-sqlite.js';
import {
  verifyLog,
  type AuditReader,
  type RawCheckpointRow,
  type RawEventRow,
  type RawNodeRow,
} from '../../src/audit/verify.js';
import { genericEvents, suiteTempDir, tempDir, TS } from './helpers.js';

const ORIGIN = 'test.example/audit';
const signer = signerFromSeed(new Uint8Array(32).fill(7), ORIGIN);
const verifiers = [verifierFor(signer)];

interface Rows {
  events: RawEventRow[];
  nodes: RawNodeRow[];
  checkpoints: RawCheckpointRow[];
}

/** A log of 20 events, a checkpoint, 20 more and a checkpoint, read back as its raw rows. */
async function rowsOf(path: string, offset: number): Promise<Rows> {
  const log = await openAuditLog(path);
  await log.append(genericEvents(20, offset));
  await log.checkpoint(signer, ORIGIN);
  await log.append(genericEvents(20, offset + 20));
  await log.checkpoint(signer, ORIGIN);
  await log.close();
  return readRows(path);
}

/** The raw rows of the log at `path`. */
async function readRows(path: string): Promise<Rows> {
  const store = openSqliteStore(path, { readonly: true });
  try {
    return await store.read(async (tx) => {
      const reader = await tx.verifyReader();
      return { events: [...reader.events()], nodes: [...reader.nodes()], checkpoints: [...reader.checkpoints()] };
    });
  } finally {
    await store.close();
  }
}

let pristine: Rows;
/** The same shape of log with other events: its checkpoints are validly signed, for another tree. */
let other: Rows;

beforeAll(async () => {
  const dir = suiteTempDir();
  pristine = await rowsOf(join(dir, 'log.db'), 0);
  other = await rowsOf(join(dir, 'other.db'), 1000);
});

const reader = (rows: Partial<Rows>, extra: Partial<AuditReader> = {}): AuditReader => ({
  events: () => rows.events ?? pristine.events,
  nodes: () => rows.nodes ?? pristine.nodes,
  checkpoints: () => rows.checkpoints ?? pristine.checkpoints,
  ...extra,
});
const withEvent = (seq: number, change: Partial<RawEventRow>): RawEventRow[] =>
  pristine.events.map((row) => (row.seq === seq ? { ...row, ...change } : row));
const bad = (rows: Partial<Rows>, extra: Partial<AuditReader> = {}, trusted: string[] = []) =>
  verifyLog(reader(rows, extra), { verifiers, trustedCheckpoints: trusted });

describe('verifyLog over raw rows', () => {
  it('passes the log as written, counting its stored and trusted checkpoints', () => {
    const note = pristine.checkpoints[0]!.note as string;
    expect(bad({}, {}, [note])).toEqual({ ok: true, size: 40, checkpoints: 3 });
  });

  it('names a missing seq, and a seq out of order', () => {
    const gap = pristine.events.filter((row) => row.seq !== 7);
    expect(bad({ events: gap }).firstBad).toEqual({
      seq: 7,
      reason: 'seq 7 is missing (the next stored event is seq 8)',
    });
    expect(bad({ events: withEvent(7, { seq: 3 }) }).firstBad).toEqual({ seq: 7, reason: 'expected seq 7, found 3' });
    expect(bad({ events: withEvent(7, { seq: '7' }) }).firstBad?.reason).toBe('expected seq 7, found 7');
    expect(bad({ events: gap }).size).toBe(6);
  });

  it('refuses a stored field or hash that is not text', () => {
    for (const field of ['id', 'type', 'actor', 'ts', 'payload'] as const)
      expect(bad({ events: withEvent(5, { [field]: 12 }) }).firstBad, field).toEqual({
        seq: 5,
        reason: 'a stored field is not text',
      });
    for (const field of ['prevHash', 'hash'] as const)
      expect(bad({ events: withEvent(5, { [field]: null }) }).firstBad, field).toEqual({
        seq: 5,
        reason: 'a stored hash is not text',
      });
  });

  it('refuses a payload that is not JSON, or not in canonical form', () => {
    expect(bad({ events: withEvent(9, { payload: '{"a":' }) }).firstBad).toEqual({
      seq: 9,
      reason: 'the payload is not valid canonical JSON',
    });
    const payload = JSON.parse(pristine.events[8]!.payload as string) as Record<string, unknown>;
    const spaced = JSON.stringify(payload, null, 1);
    expect(bad({ events: withEvent(9, { payload: spaced }) }).firstBad).toEqual({
      seq: 9,
      reason: 'the payload is not in canonical form',
    });
  });

  it('names a broken link to the event before, and a hash that is not the content’s', () => {
    const other12 = pristine.events[12]!.hash as string;
    expect(bad({ events: withEvent(15, { prevHash: other12 }) }).firstBad).toEqual({
      seq: 15,
      reason: 'prev_hash does not match the hash of seq 14',
    });
    expect(bad({ events: withEvent(15, { hash: other12 }) }).firstBad).toEqual({
      seq: 15,
      reason: "hash does not match the event's content",
    });
  });

  it('names a Merkle node that is malformed, missing, changed or not derived from any event', () => {
    const nodes = pristine.nodes;
    const at = nodes.findIndex((n) => n.level === 2 && n.index === 1);
    const node = nodes[at]!;
    const without = nodes.filter((_, i) => i !== at);
    expect(bad({ nodes: without }).firstBad).toEqual({ seq: 8, reason: 'Merkle node (level 2, index 1) is missing' });
    const changed = nodes.map((n, i) => (i === at ? { ...n, hash: new Uint8Array(32) } : n));
    expect(bad({ nodes: changed }).firstBad).toEqual({
      seq: 8,
      reason: 'Merkle node (level 2, index 1) does not match the events',
    });
    const malformed = nodes.map((n, i) => (i === at ? { ...n, hash: 'not bytes' } : n));
    expect(bad({ nodes: malformed }).firstBad).toEqual({ seq: 1, reason: 'a Merkle node row is malformed' });
    const extra = [...nodes, { level: 1, index: 500, hash: node.hash }];
    expect(bad({ nodes: extra }).firstBad).toEqual({
      seq: 1002,
      reason: 'Merkle node (level 1, index 500) is not derived from any events',
    });
    // The last nodes of the tree missing: named at the seq that completes them.
    const top = Math.max(...nodes.map((n) => n.level as number));
    const noTop = nodes.filter((n) => n.level !== top);
    expect(bad({ nodes: noTop }).firstBad?.reason).toMatch(
      new RegExp(`^Merkle node \\(level ${top}, index 0\\) is missing$`),
    );
  });

  it('names the earliest of several node problems, whichever is read first, and each malformed field', () => {
    const nodes = pristine.nodes;
    const late = nodes.findIndex((n) => n.level === 1 && n.index === 15);
    const early = nodes.findIndex((n) => n.level === 2 && n.index === 1);
    const both = nodes
      .map((n, i) => (i === late ? { ...n, hash: new Uint8Array(32) } : n))
      .filter((_, i) => i !== early);
    expect(bad({ nodes: both }).firstBad).toEqual({ seq: 8, reason: 'Merkle node (level 2, index 1) is missing' });
    expect(bad({ nodes: [...both].reverse() }).firstBad?.seq).toBe(2);
    for (const change of [{ level: '1' }, { index: null }, { hash: [1, 2] }]) {
      const malformed = nodes.map((n, i) => (i === late ? { ...n, ...change } : n));
      expect(bad({ nodes: malformed }).firstBad).toEqual({ seq: 1, reason: 'a Merkle node row is malformed' });
    }
  });

  it('refuses a checkpoint that is not text, cannot be read, or is signed for another tree', () => {
    const [first, second] = pristine.checkpoints as [RawCheckpointRow, RawCheckpointRow];
    expect(bad({ checkpoints: [first, { ...second, note: 7 }] }).firstBad).toEqual({
      seq: 41,
      reason: `checkpoint ${String(second.id)} is not text`,
    });
    const unreadable = bad({ checkpoints: [first, { ...second, note: 'not a note' }] }).firstBad;
    expect(unreadable?.seq).toBe(41);
    expect(unreadable?.reason).toMatch(new RegExp(`^checkpoint ${String(second.id)}: `));
    // A checkpoint validly signed, of the same size, for another log: only its root says it is not this one.
    const forged = other.checkpoints[0]!;
    expect(bad({ checkpoints: [forged, second] }).firstBad).toEqual({
      seq: 20,
      reason: `checkpoint ${String(forged.id)} root does not match events 1..20`,
    });
    expect(bad({}, {}, [forged.note as string]).firstBad).toEqual({
      seq: 20,
      reason: 'trusted checkpoint 1 root does not match events 1..20',
    });
    expect(bad({}, {}, [first.note as string, forged.note as string]).checkpoints).toBe(4);
  });

  it('reports the earliest of several problems, and what the store says of its own protections', () => {
    const forged = other.checkpoints[0]!;
    const node = pristine.nodes.findIndex((n) => n.level === 1 && n.index === 15);
    const nodes = pristine.nodes.map((n, i) => (i === node ? { ...n, hash: new Uint8Array(32) } : n));
    const report = bad({ nodes, checkpoints: [forged] });
    expect(report.firstBad).toEqual({
      seq: 20,
      reason: `checkpoint ${String(forged.id)} root does not match events 1..20`,
    });
    expect(report.size).toBe(19);
    const structure = bad({}, { structure: () => ['the append-only trigger x is missing or altered'] });
    expect(structure).toMatchObject({
      ok: false,
      size: 40,
      firstBad: { seq: 41, reason: 'the append-only trigger x is missing or altered' },
    });
  });

  it('says the log could not be read when reading events or nodes fails', () => {
    const failing = function* (): Generator<RawEventRow> {
      yield pristine.events[0]!;
      throw new Error('disk I/O error');
    };
    expect(bad({}, { events: failing })).toEqual({
      ok: false,
      size: 1,
      firstBad: { seq: 2, reason: 'the log could not be read: disk I/O error' },
      checkpoints: 0,
    });
    const nodes = (): Iterable<RawNodeRow> => {
      throw new Error('no such table: nodes');
    };
    expect(bad({}, { nodes }).firstBad).toEqual({ seq: 41, reason: 'the log could not be read: no such table: nodes' });
  });

  it('reads a seq stored as text as a wrong seq, not a missing one, whatever its value', () => {
    expect(bad({ events: withEvent(7, { seq: '9' }) }).firstBad).toEqual({ seq: 7, reason: 'expected seq 7, found 9' });
  });

  it('checks events larger than its working buffers, and finds a change near the end of one', async () => {
    const path = join(tempDir(), 'large.db');
    const log = await openAuditLog(path);
    const event = (i: number, text: string) => ({
      id: `big${i}`,
      type: 'test.event',
      actor: 'ada',
      ts: TS,
      payload: { text },
    });
    // 5 KB (more than the first buffer), 20 KB (more than twice the grown one), then small again.
    await log.append([event(1, 'a'.repeat(5_000)), event(2, 'b'.repeat(20_000)), event(3, 'c')]);
    await log.close();
    const rows = await readRows(path);
    expect(verifyLog(reader(rows))).toEqual({ ok: true, size: 3, checkpoints: 0 });
    const payload = rows.events[1]!.payload as string;
    const changed = rows.events.map((row) =>
      row.seq === 2 ? { ...row, payload: payload.replace(/b"\}$/u, 'x"}') } : row,
    );
    expect(changed[1]!.payload).not.toBe(payload);
    expect(verifyLog(reader({ ...rows, events: changed })).firstBad).toEqual({
      seq: 2,
      reason: "hash does not match the event's content",
    });
  });

  it('of two node problems completed by the same event, names the one read first', () => {
    // (1, 3), (2, 1) and (3, 0) are all completed by event 8.
    const zeroed = pristine.nodes.map((n) =>
      (n.level === 1 && n.index === 3) || (n.level === 2 && n.index === 1) ? { ...n, hash: new Uint8Array(32) } : n,
    );
    expect(bad({ nodes: zeroed }).firstBad).toEqual({
      seq: 8,
      reason: 'Merkle node (level 1, index 3) does not match the events',
    });
  });

  it('names the missing last node of a level at the event that completes it', () => {
    const nodes = pristine.nodes.filter((n) => !(n.level === 1 && n.index === 19));
    expect(bad({ nodes }).firstBad).toEqual({ seq: 40, reason: 'Merkle node (level 1, index 19) is missing' });
  });

  it('names a stored leaf (level 0) as not derived, wherever it is, and checks the real nodes after it', () => {
    const leaf = (index: number) => ({ level: 0, index, hash: new Uint8Array(32) });
    expect(bad({ nodes: [leaf(30), ...pristine.nodes] }).firstBad).toEqual({
      seq: 31,
      reason: 'Merkle node (level 0, index 30) is not derived from any events',
    });
    expect(bad({ nodes: [leaf(0), ...pristine.nodes] }).firstBad).toEqual({
      seq: 1,
      reason: 'Merkle node (level 0, index 0) is not derived from any events',
    });
  });

  it('names a node stored twice as not derived, at its first copy’s event, and checks the rest', () => {
    const at = pristine.nodes.findIndex((n) => n.level === 1 && n.index === 3);
    const nodes = [...pristine.nodes.slice(0, at + 1), pristine.nodes[at]!, ...pristine.nodes.slice(at + 1)];
    expect(bad({ nodes }).firstBad).toEqual({
      seq: 8,
      reason: 'Merkle node (level 1, index 3) is not derived from any events',
    });
  });

  it('names a node above the root (40 events: levels 1 to 5) as not derived, at the event that would complete it', () => {
    expect(Math.max(...pristine.nodes.map((n) => n.level as number))).toBe(5);
    const above = (index: number) => [...pristine.nodes, { level: 6, index, hash: new Uint8Array(32) }];
    expect(bad({ nodes: above(0) })).toEqual({
      ok: false,
      size: 40,
      firstBad: { seq: 64, reason: 'Merkle node (level 6, index 0) is not derived from any events' },
      checkpoints: 2,
    });
    expect(bad({ nodes: above(2) }).firstBad).toEqual({
      seq: 192,
      reason: 'Merkle node (level 6, index 2) is not derived from any events',
    });
  });

  it('reports the earliest problem whatever is found first, and the first found of two at the same seq', () => {
    const forged = other.checkpoints[0]!;
    const nodes = pristine.nodes.filter((n) => !(n.level === 2 && n.index === 1));
    // The node problem (event 8) is found before the checkpoint's (event 20).
    expect(bad({ nodes, checkpoints: [forged] }).firstBad).toEqual({
      seq: 8,
      reason: 'Merkle node (level 2, index 1) is missing',
    });
    // The store's own protections and an unreadable checkpoint both point past the last event.
    const [first] = pristine.checkpoints as [RawCheckpointRow];
    const report = bad(
      { checkpoints: [{ ...first, note: 7 }] },
      { structure: () => ['the append-only trigger x is missing or altered'] },
    );
    expect(report.firstBad).toEqual({ seq: 41, reason: 'the append-only trigger x is missing or altered' });
  });
});
