/** @module audit/catalogue: the event types the pipeline writes and their payload schemas, for reading events back typed. */
import { z } from 'zod';
import { sha256HexSchema } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { GROUNDING_STATUSES, RELIANCES, SENSITIVITIES, SOURCE_TIERS, SUPPORT_STATUSES } from '../core/model.js';
import type { StoredEvent } from './event.js';

const range = z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() });

const finding = z.object({
  code: z.string(),
  severity: z.string(),
  file: z.string(),
  line: z.number(),
  column: z.number(),
  message: z.string(),
});
const assessment = z.object({
  sourceId: z.string(),
  sourceSha256: z.string(),
  support: z.enum(SUPPORT_STATUSES),
  reliance: z.enum(RELIANCES),
  status: z.enum(GROUNDING_STATUSES),
  assessor: z.string(),
  rule: z.string(),
  score: z.number(),
  passage: z.object({ text: z.string(), start: z.number().int(), end: z.number().int() }).optional(),
  /** Taken from the verdict cache: the same claim, context, source bytes and grounding code decided it before. */
  reused: z.boolean().optional(),
});

/**
 * Payload schema of every catalogued event type: the one statement of what each event holds. The pipeline writes
 * payloads typed by these schemas (pipeline/events), and readers (history, PROV-O, projections) parse with them.
 */
export const EVENT_PAYLOADS = {
  'source.registered': z.object({
    sourceId: z.string().min(1),
    sha256: sha256HexSchema,
    uri: z.string(),
    title: z.string(),
    tier: z.enum(SOURCE_TIERS),
    sensitivity: z.enum(SENSITIVITIES),
  }),
  'post.captured': z.object({
    runId: z.string().min(1),
    post: z.string().min(1),
    file: z.string(),
    /** The file's bytes. */
    sha256: sha256HexSchema,
    /** The text the claims' spans index (without a byte-order mark); absent in logs written before it was kept. */
    textSha256: sha256HexSchema.optional(),
    title: z.string(),
    date: z.string(),
    author: z.string(),
    summary: z.string(),
  }),
  'claim.captured': z.object({
    runId: z.string().min(1),
    claimId: z.string().min(1),
    post: z.string(),
    file: z.string(),
    span: range,
    text: z.string(),
    textSha256: sha256HexSchema,
    sourceRefs: z.array(z.string()),
    inContextSourceIds: z.array(z.string()),
    origin: z.string(),
    /** The earlier claims of its paragraph the claim may refer back to ("that", "it"); its verdict depends on them. */
    context: z.array(z.string()).optional(),
  }),
  /** A post drafted with AI: its drafting trace as linted (seed 003), by the hashes of the files read. */
  'trace.linted': z.object({
    runId: z.string().min(1),
    post: z.string().min(1),
    file: z.string(),
    sha256: sha256HexSchema.optional(),
    envelopeSha256: sha256HexSchema.optional(),
    mode: z.string().nullable(),
    invocationId: z.string().nullable(),
    rules: z.array(z.string()),
    /** The sources the run says it retrieved, by id and hash: what it was offered. */
    retrieved: z.array(z.object({ sourceId: z.string(), sha256: z.string() })).default([]),
    passed: z.boolean(),
    findings: z.array(finding),
  }),
  /**
   * What a post's drafting trace says of one claim: the reliance it derived and where from, beside the author's record,
   * and the chain-scoped grounding (seed 000), which commits to row hashes only, never row text.
   */
  'claim.traced': z.object({
    runId: z.string().min(1),
    claimId: z.string().min(1),
    post: z.string(),
    from: z.enum(['trace', 'author']),
    reason: z.string(),
    producedBy: z.object({ spanId: z.string(), line: z.number().int(), name: z.string() }).optional(),
    reliance: z.array(z.object({ sourceId: z.string(), reliance: z.enum(RELIANCES), authored: z.enum(RELIANCES) })),
    chain: z
      .object({
        links: z.array(z.string()),
        onChainVerdict: z.enum(SUPPORT_STATUSES).nullable(),
        offChainVerdict: z.enum(SUPPORT_STATUSES).nullable(),
        groundedOffChainOnly: z.boolean(),
        groundingCapable: z.boolean(),
        onChainRows: z.array(z.string()),
        offChainRows: z.array(z.string()),
      })
      .optional(),
  }),
  'claim.assessed': z.object({
    runId: z.string().min(1),
    claimId: z.string().min(1),
    /** 1: grounding before rendering; 2: re-grounding of the span on the rendered page. */
    gate: z.union([z.literal(1), z.literal(2)]),
    status: z.enum(GROUNDING_STATUSES),
    disputed: z.boolean(),
    assessments: z.array(assessment),
  }),
  'gate.decided': z.object({
    runId: z.string().min(1),
    gate: z.union([z.literal(1), z.literal(2)]),
    post: z.string(),
    blocked: z.boolean(),
    findings: z.array(finding),
    /** The required statements the gate checked for the post (warrant.config.json), by id, evidence and text hash. */
    statements: z.array(z.object({ id: z.string(), evidence: z.string(), textSha256: sha256HexSchema })).optional(),
  }),
  'page.rendered': z.object({
    runId: z.string().min(1),
    post: z.string(),
    path: z.string(),
    htmlSha256: sha256HexSchema,
    spans: z.array(
      z.object({
        claimId: z.string(),
        start: z.number().int(),
        end: z.number().int(),
        srcStart: z.number().int(),
        srcEnd: z.number().int(),
        voice: z.string().optional(),
      }),
    ),
    strippedCitations: z.array(
      z.object({
        claimId: z.string().optional(),
        sourceIds: z.array(z.string()),
        start: z.number().int(),
        end: z.number().int(),
      }),
    ),
  }),
  /** A reviewer's signed record about a claim of the run, valid or not; a valid, applied one decided its verdict. */
  'claim.reviewed': z.object({
    runId: z.string().min(1),
    claimId: z.string().min(1),
    post: z.string(),
    sourceId: z.string(),
    reviewSha256: sha256HexSchema,
    reviewer: z.string(),
    keyId: z.string(),
    verdict: z.enum(SUPPORT_STATUSES),
    note: z.string(),
    at: z.string(),
    override: z.string().optional(),
    passage: z.object({
      start: z.number().int(),
      end: z.number().int(),
      line: z.number().int(),
      sha256: sha256HexSchema,
    }),
    machineStatus: z.string(),
    valid: z.boolean(),
    reason: z.string(),
    applied: z.boolean(),
  }),
  'clearance.checked': z.object({
    runId: z.string().min(1),
    clearanceSha256: sha256HexSchema,
    who: z.string(),
    sourceSha256: z.string(),
    excerptSha256: z.string(),
    expires: z.string(),
    keyId: z.string(),
    valid: z.boolean(),
    reason: z.string(),
  }),
  'post.bound': z.object({
    runId: z.string().min(1),
    post: z.string().min(1),
    /** What Warrant says about the post on its page (projection entry and credential note), hashed. */
    recordDigest: sha256HexSchema,
    /** The checkpoint the post's page shows and its credential binds, and the run that took it. */
    checkpoint: z.object({
      origin: z.string(),
      size: z.number().int().nonnegative(),
      rootHash: sha256HexSchema,
      note: z.string().optional(),
    }),
    since: z.string().min(1),
  }),
  'credential.trust': z.object({ runId: z.string().min(1), trusted: z.boolean(), reason: z.string() }),
  'credential.signed': z.object({
    runId: z.string().min(1),
    post: z.string().optional(),
    path: z.string(),
    manifestSha256: sha256HexSchema,
    manifestBytes: z.number().int().nonnegative(),
    /** The page or image as built, before its credential; the file as shipped; what the credential binds besides. */
    inputSha256: sha256HexSchema.optional(),
    outputSha256: sha256HexSchema.optional(),
    groundingDigest: sha256HexSchema.optional(),
    /** The run that signed this credential, when this run shipped it again for the same bytes and record. */
    reusedFrom: z.string().min(1).optional(),
  }),
  'credential.withheld': z.object({
    runId: z.string().min(1),
    post: z.string().optional(),
    path: z.string(),
    reason: z.string(),
  }),
  'publish.started': z.object({ runId: z.string().min(1), root: z.string() }),
  'publish.completed': z.object({
    runId: z.string().min(1),
    outcome: z.enum(['published', 'blocked']),
    pages: z.array(z.string()),
  }),
  'publish.recovered': z.object({
    runId: z.string().min(1),
    /** What was put right, in words: a restored output directory, removed half-made releases, a stale lock. */
    actions: z.array(z.string()),
  }),
  'publish.failed': z.object({
    runId: z.string().min(1),
    /** The error code (WarrantError's, or INTERNAL). */
    code: z.string().min(1),
    message: z.string(),
  }),
} as const;

export type CataloguedType = keyof typeof EVENT_PAYLOADS;
export type PayloadOf<T extends CataloguedType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;

/** A stored event of a catalogued type with its payload checked against the schema. */
export type CataloguedEvent = {
  [T in CataloguedType]: Omit<StoredEvent, 'type' | 'payload'> & { readonly type: T; readonly payload: PayloadOf<T> };
}[CataloguedType];

export function isCataloguedType(type: string): type is CataloguedType {
  return Object.hasOwn(EVENT_PAYLOADS, type);
}

/** Check a stored event against the catalogue: the typed event, undefined for an unknown type, AUDIT_EVENT_INVALID for a bad payload. */
export function readCatalogued(event: StoredEvent): CataloguedEvent | undefined {
  if (!isCataloguedType(event.type)) return undefined;
  const parsed = EVENT_PAYLOADS[event.type].safeParse(event.payload);
  if (!parsed.success)
    throw new WarrantError(
      'AUDIT_EVENT_INVALID',
      `seq ${event.seq} (${event.type}): the payload does not match the catalogue`,
    );
  return event as CataloguedEvent;
}
