/**
 * @module projections/run-record: a pure reducer that folds audit events into the record of one publish run (every
 * field, internal). Payloads are parsed with the audit catalogue's schemas, which keep only the fields they name; a
 * payload that does not match is refused with AUDIT_SCHEMA_UNKNOWN, never guessed at.
 */
import { z } from 'zod';
import { EVENT_PAYLOADS, type CataloguedType, type PayloadOf, type Reducer, type StoredEvent } from '../audit/index.js';
import { WarrantError } from '../core/errors.js';

// Payloads are parsed with the audit catalogue's schemas, the one statement of what each event holds.
export type SourceRegistration = PayloadOf<'source.registered'>;
export type PostRecord = PayloadOf<'post.captured'>;
export type ClaimRecord = PayloadOf<'claim.captured'>;
export type AssessmentRecord = VerdictRecord['assessments'][number];
export type VerdictRecord = PayloadOf<'claim.assessed'>;
export type GateRecord = PayloadOf<'gate.decided'>;
export type PageRecord = PayloadOf<'page.rendered'>;
export type ClearanceRecord = PayloadOf<'clearance.checked'>;
export type ReviewRecord = PayloadOf<'claim.reviewed'>;
export type TraceRecord = PayloadOf<'trace.linted'>;
export type TracedClaimRecord = PayloadOf<'claim.traced'>;

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
  /** Every review record of the run's claims and what became of it. */
  readonly reviews: readonly ReviewRecord[];
  /** The drafting traces of the run's posts drafted with AI, as linted. */
  readonly traces: readonly TraceRecord[];
  /** What those traces say of each claim: reliance and chain-scoped grounding. */
  readonly traced: readonly TracedClaimRecord[];
  readonly credentials: readonly { readonly type: string; readonly payload: unknown }[];
}

/** The reducer's state: registrations are global (logged once per identity), the rest belongs to the run. */
export interface RunState {
  readonly runId: string;
  readonly registrations: readonly SourceRegistration[];
  readonly run: Omit<RunRecord, 'sources'> | undefined;
}

function parse<T extends CataloguedType>(type: T, event: StoredEvent): PayloadOf<T> {
  const result = (EVENT_PAYLOADS[type] as unknown as z.ZodType<PayloadOf<T>>).safeParse(event.payload);
  if (!result.success)
    throw new WarrantError(
      'AUDIT_SCHEMA_UNKNOWN',
      `audit entry ${event.seq} (${event.type}) does not match its schema: ${result.error.issues[0]?.message ?? 'invalid'}`,
    );
  return result.data;
}

function runOf(event: StoredEvent): string | undefined {
  const payload = event.payload;
  return payload !== null &&
    typeof payload === 'object' &&
    !Array.isArray(payload) &&
    typeof (payload as { runId?: unknown }).runId === 'string'
    ? (payload as { runId: string }).runId
    : undefined;
}

type Run = NonNullable<RunState['run']>;

function stepRun(run: Run, event: StoredEvent): Run {
  switch (event.type) {
    case 'post.captured':
      return { ...run, posts: [...run.posts, parse('post.captured', event)] };
    case 'claim.captured':
      return { ...run, claims: [...run.claims, parse('claim.captured', event)] };
    case 'claim.assessed':
      return { ...run, verdicts: [...run.verdicts, parse('claim.assessed', event)] };
    case 'gate.decided':
      return { ...run, gates: [...run.gates, parse('gate.decided', event)] };
    case 'page.rendered':
      return { ...run, rendered: [...run.rendered, parse('page.rendered', event)] };
    case 'clearance.checked':
      return { ...run, clearances: [...run.clearances, parse('clearance.checked', event)] };
    case 'claim.reviewed':
      return { ...run, reviews: [...run.reviews, parse('claim.reviewed', event)] };
    case 'trace.linted':
      return { ...run, traces: [...run.traces, parse('trace.linted', event)] };
    case 'claim.traced':
      return { ...run, traced: [...run.traced, parse('claim.traced', event)] };
    case 'publish.completed': {
      const done = parse('publish.completed', event);
      return { ...run, outcome: done.outcome, pages: done.pages };
    }
    default:
      if (
        event.type === 'credential.trust' ||
        event.type === 'credential.signed' ||
        event.type === 'credential.withheld'
      ) {
        return { ...run, credentials: [...run.credentials, { type: event.type, payload: parse(event.type, event) }] };
      }
      return run;
  }
}

/** The reducer for run `runId`. Pure: it reads only the events it is given. */
export function runReducer(runId: string): Reducer<RunState> {
  return {
    init: () => ({ runId, registrations: [], run: undefined }),
    apply(state, event) {
      if (event.type === 'source.registered')
        return { ...state, registrations: [...state.registrations, parse('source.registered', event)] };
      if (runOf(event) !== runId) return state;
      if (event.type === 'publish.started') {
        return {
          ...state,
          run: {
            runId,
            startedAt: event.ts,
            outcome: 'incomplete',
            pages: [],
            posts: [],
            claims: [],
            verdicts: [],
            gates: [],
            rendered: [],
            clearances: [],
            reviews: [],
            traces: [],
            traced: [],
            credentials: [],
          },
        };
      }
      if (!state.run)
        throw new WarrantError(
          'AUDIT_SCHEMA_UNKNOWN',
          `audit entry ${event.seq} (${event.type}) of run ${runId} comes before its publish.started`,
        );
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
      if (registration && !resolved.has(id))
        chosen.set(`${registration.sourceId}\u0000${registration.sha256}`, registration);
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
