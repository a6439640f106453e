/** @module audit/event: the audit event shapes, their strict canonical form, and the chain and leaf hashes built from it. */
import { createHash } from 'node:crypto';
import { canonicalJson, hasLoneSurrogate, type Json } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';

/** An event as the pipeline hands it to the log. */
export interface NewEvent {
  readonly id: string;
  readonly type: string;
  readonly actor: string;
  /** RFC 3339 date-time. */
  readonly ts: string;
  readonly payload: unknown;
}

/** An event as the log holds it: its position, its content and its links in the hash chain. */
export interface StoredEvent {
  readonly seq: number;
  readonly id: string;
  readonly type: string;
  readonly actor: string;
  readonly ts: string;
  readonly payload: Json;
  /** Hex SHA-256 of the previous event (64 zeros for seq 1). */
  readonly prevHash: string;
  /** Hex SHA-256(prev_hash bytes || canonical event bytes). */
  readonly hash: string;
}

/** The fields of an event as stored: the payload already in canonical JSON text. */
export interface EventFields {
  readonly seq: number;
  readonly id: string;
  readonly type: string;
  readonly actor: string;
  readonly ts: string;
  readonly payload: string;
}

/** prev_hash of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Is this an RFC 3339 date-time, with a day that exists in its month? */
export function isRfc3339(value: string): boolean {
  if (!RFC3339.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Validate a new event and return its payload's canonical text; throws AUDIT_EVENT_INVALID or CANONICAL_UNSUPPORTED_VALUE. */
export function canonicalPayload(event: NewEvent): string {
  const where = `event ${JSON.stringify(String(event.id))}`;
  for (const field of ['id', 'type', 'actor'] as const) {
    const value: unknown = event[field];
    if (typeof value !== 'string' || value.length === 0 || hasLoneSurrogate(value)) {
      throw new WarrantError('AUDIT_EVENT_INVALID', `${where}: ${field} must be a non-empty, well-formed string`);
    }
  }
  if (typeof event.ts !== 'string' || !isRfc3339(event.ts)) {
    throw new WarrantError(
      'AUDIT_EVENT_INVALID',
      `${where}: ts ${JSON.stringify(event.ts)} is not an RFC 3339 date-time`,
    );
  }
  try {
    return canonicalJson(event.payload);
  } catch (error) {
    // Name the event the refused value belongs to.
    if (error instanceof WarrantError)
      throw new WarrantError(error.code, `${where}: payload ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * RFC 8785 canonical text of {actor, id, payload, seq, ts, type}, assembled from already-canonical parts
 * (keys in code-unit order; strings escaped as RFC 8785 and JSON.stringify both do). Equal to canonicalJson of the object.
 */
export function canonicalEventText(fields: EventFields): string {
  const s = JSON.stringify;
  return `{"actor":${s(fields.actor)},"id":${s(fields.id)},"payload":${fields.payload},"seq":${fields.seq},"ts":${s(fields.ts)},"type":${s(fields.type)}}`;
}

/** Hex SHA-256(prev_hash as 32 raw bytes || UTF-8 canonical event). */
export function chainHash(prevHash: string, canonicalEvent: string): string {
  return createHash('sha256').update(Buffer.from(prevHash, 'hex')).update(canonicalEvent).digest('hex');
}
