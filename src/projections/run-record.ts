/**
 * @module projections/run-record: a pure reducer that folds audit events into the record of one publish run (every
 * field, internal). Payloads are parsed against schemas that keep only the fields named here; a payload that does not
 * match is refused with AUDIT_SCHEMA_UNKNOWN, never guessed at.
 */
import { z } from 'zod';
import type { StoredEvent } from '../audit/index.js';
import { WarrantError } from '../core/errors.js';
import { GROUNDING_STATUSES, RELIANCES, SENSITIVITIES, SOURCE_TIERS, SUPPORT_STATUSES } from '../core/model.js';
import type { Reducer } from '../audit/index.js';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
// The schemas leave out `runId` (the reducer has matched it already); parsing keeps only the fields they name.

const SourceRegisteredSchema = z.object({
  sourceId: z.string(),
  sha256: hex64,
  uri: z.string(),
  title: z.string(),
  tier: z.enum(SOURCE_TIERS),
  // An unknown sensitivity is read as the most restrictive one: fail closed.
  sensitivity: z.enum(SENSITIVITIES).catch('secret'),
});
export type SourceRegistration = z.infer<typeof SourceRegisteredSchema>;

const PostCapturedSchema = z.object({ post: z.string(), file: z.string(), sha256: hex64, title: z.string(), date: z.string(), author: z.string(), summary: z.string() });
export type PostRecord = z.infer<typeof PostCapturedSchema>;

const ClaimCapturedSchema = z.object({
  claimId: z.string(),
  post: z.string(),
  file: z.string(),
  text: z.string(),
  textSha256: hex64,
  sourceRefs: z.array(z.string()),
  inContextSourceIds: z.array(z.string()),
  origin: z.string(),
});
export type ClaimRecord = z.infer<typeof ClaimCapturedSchema>;

const AssessmentSchema = z.object({
  sourceId: z.string(),
  sourceSha256: z.string(),
  support: z.enum(SUPPORT_STATUSES),
  reliance: z.enum(RELIANCES),
  status: z.enum(GROUNDING_STATUSES),
  assessor: z.string(),
  rule: z.string(),
  score: z.number(),
  passage: z.object({ text: z.string(), start: z.number(), end: z.number() }).optional(),
});
export type AssessmentRecord = z.infer<typeof AssessmentSchema>;

const ClaimAssessedSchema = z.object({ claimId: z.string(), gate: z.union([z.literal(1), z.literal(2)]), status: z.enum(GROUNDING_STATUSES), disputed: z.boolean(), assessments: z.array(AssessmentSchema) });
export type VerdictRecord = z.infer<typeof ClaimAssessedSchema>;

const FindingSchema = z.object({ code: z.string(), severity: z.string(), file: z.string(), line: z.number(), column: z.number(), message: z.string() });
const GateDecidedSchema = z.object({ gate: z.union([z.literal(1), z.literal(2)]), post: z.string(), blocked: z.boolean(), findings: z.array(FindingSchema) });
export type GateRecord = z.infer<typeof GateDecidedSchema>;

const PageRenderedSchema = z.object({ post: z.string(), path: z.string(), htmlSha256: hex64 });
export type PageRecord = z.infer<typeof PageRenderedSchema>;

const ClearanceCheckedSchema = z.object({
  clearanceSha256: hex64,
  who: z.string(),
  sourceSha256: z.string(),
  excerptSha256: z.string(),
  expires: z.string(),
  keyId: z.string(),
  valid: z.boolean(),
  reason: z.string(),
});
export type ClearanceRecord = z.infer<typeof ClearanceCheckedSchema>;

const CredentialSchema = z.object({}).loose();
const CompletedSchema = z.object({ outcome: z.enum(['published', 'blocked']), pages: z.array(z.string()) });

/** Everything the log holds about one run: the trust view's content. */
export interface RunRecord {
  readonly runId: string;
  readonly startedAt: string;
  readonly outcome: 'published' | 'blocked' | 'incomplete';
  readonly pages: readonly string[];
  /** The registrations this run's claims resolve to (by the hash they were assessed against, else the latest one). */
  readonly sources: readonly SourceRegistration[];
  readonly posts: readonly PostRecord[];
  readonly claims: readonly ClaimRecord[];
  readonly verdicts: readonly VerdictRecord[];
  readonly gates: readonly GateRecord[];
  readonly rendered: readonly PageRecord[];
  readonly clearances: readonly ClearanceRecord[];
  readonly credentials: readonly { readonly type: string; readonly payload: unknown }[];
}

/** The reducer's state: registrations are global (logged once per identity), the rest belongs to the run. */
export interface RunState {
  readonly runId: string;
  readonly registrations: readonly SourceRegistration[];
  readonly run: Omit<RunRecord, 'sources'> | undefined;
}

function parse<T>(schema: z.ZodType<T>, event: StoredEvent): T {
  const result = schema.safeParse(event.payload);
  if (!result.success) throw new WarrantError('AUDIT_SCHEMA_UNKNOWN', `audit entry ${event.seq} (${event.type}) does not match its schema: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

function runOf(event: StoredEvent): string | undefined {
  const payload = event.payload;
  return payload !== null && typeof payload === 'object' && !Array.isArray(payload) && typeof (payload as { runId?: unknown }).runId === 'string' ? (payload as { runId: string }).runId : undefined;
}

type Run = NonNullable<RunState['run']>;

function stepRun(run: Run, event: StoredEvent): Run {
  switch (event.type) {
    case 'post.captured':
      return { ...run, posts: [...run.posts, parse(PostCapturedSchema, event)] };
    case 'claim.captured':
      return { ...run, claims: [...run.claims, parse(ClaimCapturedSchema, event)] };
    case 'claim.assessed':
      return { ...run, verdicts: [...run.verdicts, parse(ClaimAssessedSchema, event)] };
    case 'gate.decided':
      return { ...run, gates: [...run.gates, parse(GateDecidedSchema, event)] };
    case 'page.rendered':
      return { ...run, rendered: [...run.rendered, parse(PageRenderedSchema, event)] };
    case 'clearance.checked':
      return { ...run, clearances: [...run.clearances, parse(ClearanceCheckedSchema, event)] };
    case 'publish.completed': {
      const done = parse(CompletedSchema, event);
      return { ...run, outcome: done.outcome, pages: done.pages };
    }
    default:
      if (event.type.startsWith('credential.')) return { ...run, credentials: [...run.credentials, { type: event.type, payload: parse(CredentialSchema, event) }] };
      return run;
  }
}

/** The reducer for run `runId`. Pure: it reads only the events it is given. */
export function runReducer(runId: string): Reducer<RunState> {
  return {
    init: () => ({ runId, registrations: [], run: undefined }),
    apply(state, event) {
      if (event.type === 'source.registered') return { ...state, registrations: [...state.registrations, parse(SourceRegisteredSchema, event)] };
      if (runOf(event) !== runId) return state;
      if (event.type === 'publish.started') {
        return { ...state, run: { runId, startedAt: event.ts, outcome: 'incomplete', pages: [], posts: [], claims: [], verdicts: [], gates: [], rendered: [], clearances: [], credentials: [] } };
      }
      if (!state.run) throw new WarrantError('AUDIT_SCHEMA_UNKNOWN', `audit entry ${event.seq} (${event.type}) of run ${runId} comes before its publish.started`);
      return { ...state, run: stepRun(state.run, event) };
    },
  };
}

/**
 * The record of the run, with the source registrations its claims resolve to: the one with the hash a claim was
 * assessed against, else the latest registration of the id. Throws when the log holds no such run.
 */
export function runRecord(state: RunState): RunRecord {
  if (!state.run) throw new WarrantError('AUDIT_SCHEMA_UNKNOWN', `the audit log holds no run ${state.runId}`);
  const run = state.run;
  const byIdentity = new Map(state.registrations.map((r) => [`${r.sourceId}\u0000${r.sha256}`, r]));
  const latest = new Map(state.registrations.map((r) => [r.sourceId, r]));
  const chosen = new Map<string, SourceRegistration>();
  for (const verdict of run.verdicts) {
    for (const a of verdict.assessments) {
      const registration = byIdentity.get(`${a.sourceId}\u0000${a.sourceSha256}`);
      if (registration) chosen.set(`${registration.sourceId}\u0000${registration.sha256}`, registration);
    }
  }
  const resolved = new Set([...chosen.values()].map((r) => r.sourceId));
  for (const claim of run.claims) {
    for (const id of [...claim.sourceRefs, ...claim.inContextSourceIds]) {
      const registration = latest.get(id);
      if (registration && !resolved.has(id)) chosen.set(`${registration.sourceId}\u0000${registration.sha256}`, registration);
    }
  }
  return { ...run, sources: [...chosen.values()] };
}

/** The id of the latest run in the state's log that completed (for "the current projection"). */
export function latestRunId(events: Iterable<StoredEvent>): string | undefined {
  let latest: string | undefined;
  for (const event of events) if (event.type === 'publish.completed') latest = runOf(event) ?? latest;
  return latest;
}
