/** @module audit/proof: self-contained inclusion proof documents for one event, and their offline check. */
import { canonicalJson } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { openCheckpoint, parseCheckpoint, type NoteVerifier } from './checkpoint.js';
import { canonicalEventText, type StoredEvent } from './event.js';
import { leafHash, verifyInclusion } from './merkle.js';
import type { AuditLog } from './log.js';

/** Everything needed to check that one event is in the log: the event's canonical bytes, the audit path and the root. */
export interface InclusionProofDoc {
  readonly seq: number;
  readonly leafIndex: number;
  readonly treeSize: number;
  /** The canonical event text the leaf hash is computed over. */
  readonly event: string;
  readonly leafHash: string;
  readonly rootHash: string;
  /** Sibling hashes, leaf to root, hex. */
  readonly path: readonly string[];
  /** The signed checkpoint for treeSize, when one is stored. */
  readonly checkpoint?: string;
}

/** The canonical text of a stored event (the bytes its chain hash and leaf hash cover). */
export function storedEventText(event: StoredEvent): string {
  return canonicalEventText({
    seq: event.seq,
    id: event.id,
    type: event.type,
    actor: event.actor,
    ts: event.ts,
    payload: canonicalJson(event.payload),
  });
}

/**
 * Prove event `seq`: against the tree of `size` events if given, else against the latest stored checkpoint that
 * covers it (so the proof ends at a signed root), else against the whole current log.
 */
export async function proveEvent(log: AuditLog, seq: number, size?: number): Promise<InclusionProofDoc> {
  const event = await log.event(seq);
  if (event === undefined)
    throw new WarrantError(
      'AUDIT_RANGE_INVALID',
      `there is no event with seq ${seq} (the log has ${await log.size()})`,
    );
  let treeSize = size ?? (await log.size());
  let checkpoint: string | undefined;
  for (const note of (await log.checkpoints()).reverse()) {
    const parsed = parseCheckpoint(note);
    if ((size === undefined && parsed.size >= seq) || parsed.size === size) {
      treeSize = parsed.size;
      checkpoint = note;
      break;
    }
  }
  const text = storedEventText(event);
  const hex = (hash: Uint8Array): string => Buffer.from(hash).toString('hex');
  return {
    seq,
    leafIndex: seq - 1,
    treeSize,
    event: text,
    leafHash: hex(leafHash(text)),
    rootHash: hex(await log.root(treeSize)),
    path: (await log.inclusionProof(seq, treeSize)).map(hex),
    ...(checkpoint === undefined ? {} : { checkpoint }),
  };
}

/**
 * Check a proof document offline (attacker-controlled input: never throws). With verifiers, the document must carry
 * a checkpoint signed by one of them whose root and size it proves against.
 */
export function checkInclusionProofDoc(
  doc: InclusionProofDoc,
  verifiers?: readonly NoteVerifier[],
): { ok: boolean; reason?: string } {
  const fail = (reason: string): { ok: boolean; reason: string } => ({ ok: false, reason });
  const isHex = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
  if (typeof doc.event !== 'string' || !Array.isArray(doc.path) || !doc.path.every(isHex) || !isHex(doc.rootHash))
    return fail('the proof document is malformed');
  let seq: unknown;
  try {
    seq = (JSON.parse(doc.event) as { seq?: unknown }).seq;
  } catch {
    return fail('the event text is not JSON');
  }
  if (seq !== doc.seq || doc.leafIndex !== doc.seq - 1) return fail('the event seq does not match the proof');
  const leaf = leafHash(doc.event);
  if (Buffer.from(leaf).toString('hex') !== doc.leafHash) return fail('the leaf hash does not match the event');
  const root = Buffer.from(doc.rootHash, 'hex');
  if (verifiers !== undefined) {
    if (doc.checkpoint === undefined) return fail('no signed checkpoint in the proof');
    try {
      const checkpoint = openCheckpoint(doc.checkpoint, verifiers);
      if (checkpoint.size !== doc.treeSize || Buffer.compare(checkpoint.root, root) !== 0)
        return fail('the checkpoint does not commit to this tree');
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
  const path = doc.path.map((h) => Buffer.from(h, 'hex'));
  return verifyInclusion(leaf, doc.leafIndex, doc.treeSize, path, root)
    ? { ok: true }
    : fail('the audit path does not lead to the root');
}
