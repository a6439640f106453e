/**
 * @module trace/envelope: the drafting run's envelope (seed 003: grounding mode, payload with grounded_on lists,
 * evidence items with content hashes, delegations), parsed strictly; the grounded_on lists are found wherever they sit
 * in the payload. Pure.
 */
import { z } from 'zod';
import { finding, type Finding } from '../core/findings.js';
import { TRACE_LIMITS } from './spans.js';

export const GROUNDING_MODES = ['retrieval', 'input_only', 'none', 'delegation'] as const;
export type GroundingMode = (typeof GROUNDING_MODES)[number];

const id = z.string().min(1).max(512);

const EvidenceSchema = z.strictObject({
  id,
  source_id: id,
  content_hash: z.string().max(512),
  snapshot_ref: z.string().min(1).max(512).optional(),
  canonicalisation: z.string().min(1).max(128).optional(),
  content: z.string().optional(),
});

const EnvelopeSchema = z.strictObject({
  invocation_id: id,
  grounding_mode: z.enum(GROUNDING_MODES),
  outcome: z.enum(['succeeded', 'failed']),
  payload: z.record(z.string(), z.unknown()),
  evidence: z.array(EvidenceSchema).default([]),
  delegations: z.array(z.strictObject({ invocation_id: id, envelope_hash: z.string().min(1).max(512) })).default([]),
});

export type EvidenceItem = z.infer<typeof EvidenceSchema>;

/** One entry of a grounded_on list, as written; `wellFormed` is false when it lacks a string id or hash. */
export interface GroundedOnEntry {
  readonly sourceId: string;
  readonly contentHash: string;
  readonly wellFormed: boolean;
  /** Where the entry sits in the payload, e.g. `payload.grounded_on[0]`. */
  readonly path: string;
}

export interface Envelope {
  readonly file: string;
  /** The envelope's text, to place findings on the line of what they name. */
  readonly text: string;
  readonly invocationId: string;
  readonly mode: GroundingMode;
  readonly outcome: 'succeeded' | 'failed';
  readonly schemaClass?: string;
  /** Every entry of every grounded_on list in the payload; undefined when the payload has no grounded_on list. */
  readonly groundedOn?: readonly GroundedOnEntry[];
  readonly evidence: readonly EvidenceItem[];
  readonly delegations: readonly { readonly invocation_id: string; readonly envelope_hash: string }[];
}

/** Every grounded_on list anywhere in the payload (depth-bounded), flattened with each entry's path. */
function groundedOnLists(payload: unknown): GroundedOnEntry[] | undefined {
  let found: GroundedOnEntry[] | undefined;
  const walk = (value: unknown, path: string, depth: number): void => {
    if (depth > TRACE_LIMITS.attributeDepth * 4 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) return value.forEach((item, k) => walk(item, `${path}[${k}]`, depth + 1));
    for (const [key, item] of Object.entries(value)) {
      if (key === 'grounded_on') {
        found ??= [];
        const entries: unknown[] = Array.isArray(item) ? item : [item];
        entries.forEach((entry, k) => {
          const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
          const sourceId = e['source_id'];
          const contentHash = e['content_hash'];
          // Stryker disable next-line OptionalChaining: found was set to a list just above
          found?.push({
            sourceId: typeof sourceId === 'string' ? sourceId : '',
            contentHash: typeof contentHash === 'string' ? contentHash : '',
            wellFormed:
              Array.isArray(item) &&
              typeof sourceId === 'string' &&
              sourceId !== '' &&
              typeof contentHash === 'string' &&
              contentHash !== '',
            path: `${path}.grounded_on[${k}]`,
          });
        });
      } else walk(item, `${path}.${key}`, depth + 1);
    }
  };
  walk(payload, 'payload', 0);
  return found;
}

/** Parse an envelope file; anything unreadable is a `trace/unreadable` finding and no envelope. */
export function parseEnvelope(text: string, file: string): { envelope?: Envelope; findings: Finding[] } {
  const unreadable = (message: string): { findings: Finding[] } => ({
    findings: [finding('trace/unreadable', { file, line: 1, column: 1 }, message)],
  });
  if (text.length > TRACE_LIMITS.bytes) return unreadable(`the envelope is larger than ${TRACE_LIMITS.bytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unreadable('the envelope is not JSON');
  }
  const parsed = EnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return unreadable(
      // Stryker disable next-line OptionalChaining: a failed zod parse always reports at least one issue
      `the envelope does not match its schema: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  const e = parsed.data;
  const schemaClass = e.payload['schema_class'];
  const groundedOn = groundedOnLists(e.payload);
  return {
    envelope: {
      file,
      text,
      invocationId: e.invocation_id,
      mode: e.grounding_mode,
      outcome: e.outcome,
      ...(typeof schemaClass === 'string' && schemaClass !== '' ? { schemaClass } : {}),
      ...(groundedOn ? { groundedOn } : {}),
      evidence: e.evidence,
      delegations: e.delegations,
    },
    findings: [],
  };
}

/** The 1-based line of the envelope on which `needle` first appears as a JSON string, or 1. */
export function envelopeLine(envelope: Envelope, needle: string): number {
  const at = envelope.text.indexOf(JSON.stringify(needle));
  return at < 0 ? 1 : envelope.text.slice(0, at).split('\n').length;
}
