/** @module audit/verify: the offline fsck: re-derive the chain, the Merkle nodes and the checkpoint roots through a narrow reader. */
import { hash as sha } from 'node:crypto';
import { canonicalTextOf } from './canonical-text.js';
import { openCheckpoint, parseCheckpoint, type Checkpoint, type NoteVerifier } from './checkpoint.js';
import { canonicalEventText, GENESIS_HASH } from './event.js';
import { nodeInput, treeRoot } from './merkle.js';

/** An event row exactly as stored (the payload as its stored text). Values are unknown: a tampered file may hold anything. */
export interface RawEventRow {
  readonly seq: unknown;
  readonly id: unknown;
  readonly type: unknown;
  readonly actor: unknown;
  readonly ts: unknown;
  readonly payload: unknown;
  readonly prevHash: unknown;
  readonly hash: unknown;
}

export interface RawNodeRow {
  readonly level: unknown;
  readonly index: unknown;
  readonly hash: unknown;
}

export interface RawCheckpointRow {
  readonly id: unknown;
  readonly note: unknown;
}

/** What verification reads: events by ascending seq, Merkle nodes (level >= 1) by (level, index), stored checkpoints. */
export interface AuditReader {
  events(): Iterable<RawEventRow>;
  nodes(): Iterable<RawNodeRow>;
  checkpoints(): Iterable<RawCheckpointRow>;
  /** Problems with the store's own protections (a dropped append-only trigger, say), which point at no event. */
  structure?(): readonly string[];
}

export interface VerifyOptions {
  /** If given, every stored checkpoint must carry a valid signature from one of these keys. */
  readonly verifiers?: readonly NoteVerifier[];
  /** Checkpoints held outside the log (signed notes); each must match the log, which catches a truncated tail. */
  readonly trustedCheckpoints?: readonly string[];
}

export interface VerifyReport {
  readonly ok: boolean;
  /** Events in the intact prefix: all of them when ok. */
  readonly size: number;
  readonly firstBad?: { readonly seq: number; readonly reason: string };
  /** Stored and trusted checkpoints checked against the events. */
  readonly checkpoints: number;
}

interface Problem {
  readonly seq: number;
  readonly reason: string;
}

/** A growable buffer of 32-byte hashes. */
class HashArray {
  private bytes = Buffer.alloc(32 * 1024);
  length = 0;
  /** Append SHA-256 of `input`, written straight into the buffer (a one-shot hash as binary text: no Buffer per hash). */
  pushHashOf(input: Uint8Array): void {
    if ((this.length + 1) * 32 > this.bytes.length) {
      const grown = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    this.bytes.write(sha('sha256', input, 'binary'), this.length * 32, 32, 'binary');
    this.length += 1;
  }
  get(index: number): Buffer {
    return this.bytes.subarray(index * 32, index * 32 + 32);
  }
}

/**
 * The bytes hashed for one event, in one growable buffer: prev_hash (32 bytes) then the canonical event, so that the
 * chain hash is SHA-256(buffer) and, with byte 31 set to 0x00, the RFC 6962 leaf hash is SHA-256(buffer from 31).
 */
class EventBytes {
  private bytes = Buffer.alloc(4096);
  private end = 32;
  load(prevHash: string, text: string): void {
    const need = 32 + Buffer.byteLength(text);
    // Stryker disable next-line ArithmeticOperator: it grows only when need exceeds the buffer, so max(need, length / 2) is need: still room for the event
    if (need > this.bytes.length) this.bytes = Buffer.alloc(Math.max(need, this.bytes.length * 2));
    this.bytes.write(prevHash, 0, 32, 'hex');
    // Stryker disable next-line StringLiteral: Buffer.write takes an empty encoding as utf8
    this.end = 32 + this.bytes.write(text, 32, 'utf8');
  }
  chainHash(): string {
    return sha('sha256', this.bytes.subarray(0, this.end), 'hex');
  }
  /** The leaf's input (0x00 || event); overwrites the last byte of prev_hash, so take the chain hash first. */
  leafInput(): Buffer {
    this.bytes[31] = 0x00;
    return this.bytes.subarray(31, this.end);
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Check one event row against the chain; return the problem, or undefined with its bytes loaded when it is intact. */
function checkEvent(row: RawEventRow, expectedSeq: number, prevHash: string, bytes: EventBytes): Problem | undefined {
  const bad = (reason: string): Problem => ({ seq: expectedSeq, reason });
  if (row.seq !== expectedSeq) {
    return typeof row.seq === 'number' && row.seq > expectedSeq
      ? bad(`seq ${expectedSeq} is missing (the next stored event is seq ${row.seq})`)
      : bad(`expected seq ${expectedSeq}, found ${String(row.seq)}`);
  }
  const { id, type, actor, ts, payload } = row;
  if (
    typeof id !== 'string' ||
    typeof type !== 'string' ||
    typeof actor !== 'string' ||
    typeof ts !== 'string' ||
    typeof payload !== 'string'
  ) {
    return bad('a stored field is not text');
  }
  if (typeof row.prevHash !== 'string' || typeof row.hash !== 'string') return bad('a stored hash is not text');
  let canonicalPayload: string;
  try {
    canonicalPayload = canonicalTextOf(payload);
  } catch {
    return bad('the payload is not valid canonical JSON');
  }
  if (canonicalPayload !== payload) return bad('the payload is not in canonical form');
  if (row.prevHash !== prevHash) return bad(`prev_hash does not match the hash of seq ${expectedSeq - 1}`);
  bytes.load(prevHash, canonicalEventText({ seq: expectedSeq, id, type, actor, ts, payload }));
  if (bytes.chainHash() !== row.hash) return bad("hash does not match the event's content");
  return undefined;
}

/** Compare stored Merkle nodes (ordered by level, index) with the nodes re-derived from the leaves: a merge join. */
function checkNodes(rows: Iterable<RawNodeRow>, levels: readonly HashArray[]): Problem | undefined {
  let worst: Problem | undefined;
  const note = (seq: number, reason: string): void => {
    if (worst === undefined || seq < worst.seq) worst = { seq, reason };
  };
  const completedAt = (level: number, index: number): number => (index + 1) * 2 ** level;
  // Stored nodes start at level 1: leaves are derived from the events, which the chain pass has checked.
  let level = 1;
  let index = 0;
  const advance = (): void => {
    index += 1;
    while (level < levels.length && index >= levels[level]!.length) {
      level += 1;
      index = 0;
    }
  };
  if (levels.length < 2) level = levels.length;
  const before = (l: number, i: number): boolean => level < levels.length && (level < l || (level === l && index < i));
  for (const row of rows) {
    if (typeof row.level !== 'number' || typeof row.index !== 'number' || !(row.hash instanceof Uint8Array)) {
      note(1, 'a Merkle node row is malformed');
      continue;
    }
    while (before(row.level, row.index)) {
      note(completedAt(level, index), `Merkle node (level ${level}, index ${index}) is missing`);
      advance();
    }
    if (level === row.level && index === row.index && level < levels.length) {
      if (Buffer.compare(row.hash, levels[level]!.get(index)) !== 0) {
        note(completedAt(level, index), `Merkle node (level ${level}, index ${index}) does not match the events`);
      }
      advance();
    } else {
      note(
        Math.max(1, completedAt(row.level, row.index)),
        `Merkle node (level ${row.level}, index ${row.index}) is not derived from any events`,
      );
    }
  }
  while (level < levels.length) {
    note(completedAt(level, index), `Merkle node (level ${level}, index ${index}) is missing`);
    advance();
  }
  return worst;
}

function checkCheckpoint(
  note: unknown,
  label: string,
  size: number,
  levels: readonly HashArray[],
  verifiers: readonly NoteVerifier[] | undefined,
): Problem | undefined {
  if (typeof note !== 'string') return { seq: size + 1, reason: `${label} is not text` };
  let checkpoint: Checkpoint;
  try {
    checkpoint = verifiers === undefined ? parseCheckpoint(note) : openCheckpoint(note, verifiers);
  } catch (error) {
    return { seq: size + 1, reason: `${label}: ${message(error)}` };
  }
  if (checkpoint.size > size) {
    return {
      seq: size + 1,
      reason: `${label} commits to ${checkpoint.size} events but the log has ${size}: events were removed`,
    };
  }
  const root = treeRoot((level, index) => levels[level]!.get(index), checkpoint.size);
  if (Buffer.compare(root, checkpoint.root) !== 0) {
    return { seq: Math.max(1, checkpoint.size), reason: `${label} root does not match events 1..${checkpoint.size}` };
  }
  return undefined;
}

/**
 * Verify everything a reader exposes: the hash chain from seq 1 (contiguous seqs, canonical payloads, prev_hash links,
 * hashes), the stored Merkle nodes, and every stored and trusted checkpoint. Reports the first bad seq and why.
 * Read errors (a corrupt file) are reported, not thrown.
 */
export function verifyLog(reader: AuditReader, options: VerifyOptions = {}): VerifyReport {
  const leaves = new HashArray();
  const bytes = new EventBytes();
  let prevHash = GENESIS_HASH;
  try {
    for (const row of reader.events()) {
      const problem = checkEvent(row, leaves.length + 1, prevHash, bytes);
      if (problem) return { ok: false, size: leaves.length, firstBad: problem, checkpoints: 0 };
      leaves.pushHashOf(bytes.leafInput());
      prevHash = row.hash as string;
    }
  } catch (error) {
    return {
      ok: false,
      size: leaves.length,
      firstBad: { seq: leaves.length + 1, reason: `the log could not be read: ${message(error)}` },
      checkpoints: 0,
    };
  }
  const size = leaves.length;
  const levels: HashArray[] = [leaves];
  for (let below = leaves; below.length >= 2;) {
    const above = new HashArray();
    for (let i = 0; i + 1 < below.length; i += 2) above.pushHashOf(nodeInput(below.get(i), below.get(i + 1)));
    levels.push(above);
    below = above;
  }
  const problems: Problem[] = [];
  let checked = 0;
  try {
    for (const reason of reader.structure?.() ?? []) problems.push({ seq: size + 1, reason });
    const nodeProblem = checkNodes(reader.nodes(), levels);
    if (nodeProblem) problems.push(nodeProblem);
    for (const row of reader.checkpoints()) {
      checked += 1;
      const problem = checkCheckpoint(row.note, `checkpoint ${String(row.id)}`, size, levels, options.verifiers);
      if (problem) problems.push(problem);
    }
  } catch (error) {
    problems.push({ seq: size + 1, reason: `the log could not be read: ${message(error)}` });
  }
  for (const [i, note] of (options.trustedCheckpoints ?? []).entries()) {
    checked += 1;
    const problem = checkCheckpoint(note, `trusted checkpoint ${i + 1}`, size, levels, options.verifiers);
    if (problem) problems.push(problem);
  }
  if (problems.length === 0) return { ok: true, size, checkpoints: checked };
  const first = problems.reduce((a, b) => (b.seq < a.seq ? b : a));
  return { ok: false, size: Math.min(size, first.seq - 1), firstBad: first, checkpoints: checked };
}
