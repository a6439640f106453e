/** @module pipeline/events: the audit events a publish records, built from stage results (pure). */
import { contentHash, sha256Hex } from '../core/canonical.js';
import type { Finding } from '../core/findings.js';
import { reviewerActor, type Claim, type Post, type Source, type Verdict } from '../core/model.js';
import type { CataloguedType, NewEvent, PayloadOf } from '../audit/index.js';
import type { ClearanceDecision } from '../projections/clearance.js';
import type { ReviewDecision } from '../review/apply.js';
import type { PostBinding } from './page-binding.js';
import type { RenderedPage } from './render-check.js';
import { stringAttribute, type PostTrace, type TracedReliance } from '../trace/index.js';
import type { ClaimChainResult } from './traces.js';
import { statementText, type RequiredStatement } from '../statements/required.js';

export const TOOL_ACTOR = 'warrant@0.1.0';

export interface EventContext {
  readonly runId: string;
  readonly ts: string;
}

/** An event whose payload is type-checked against the audit catalogue, the one statement of what each event holds. */
export function event<T extends CataloguedType>(
  ctx: EventContext,
  id: string,
  type: T,
  payload: PayloadOf<T>,
  actor = TOOL_ACTOR,
): NewEvent {
  return { id, type, actor, ts: ctx.ts, payload };
}

/**
 * The same source registration again is the same event: a no-op in the log (seed 002's registry lesson). The id hashes
 * the whole registration, so a changed title, tier or sensitivity of the same bytes is recorded, never silently kept.
 */
export function sourceRegistered(ctx: EventContext, s: Source): NewEvent {
  const payload = {
    sourceId: s.id,
    sha256: s.sha256,
    uri: s.uri,
    title: s.title,
    tier: s.tier,
    sensitivity: s.sensitivity,
  };
  return event(ctx, `source:${s.id}:${contentHash(payload).slice(0, 32)}`, 'source.registered', payload);
}

export const postCaptured = (ctx: EventContext, p: Post): NewEvent =>
  event(
    ctx,
    `${ctx.runId}:post:${p.slug}`,
    'post.captured',
    // The file's bytes are what is published and pinned; the text hash is what the claims' spans index.
    {
      runId: ctx.runId,
      post: p.slug,
      file: p.file,
      sha256: p.fileSha256 ?? sha256Hex(p.source),
      textSha256: sha256Hex(p.source),
      ...p.meta,
    },
    p.meta.author,
  );

export const claimCaptured = (ctx: EventContext, c: Claim): NewEvent =>
  event(
    ctx,
    `${ctx.runId}:captured:${c.id}`,
    'claim.captured',
    {
      runId: ctx.runId,
      claimId: c.id,
      post: c.draftId,
      file: c.file,
      span: { start: c.span.start, end: c.span.end },
      text: c.text,
      textSha256: sha256Hex(c.text),
      sourceRefs: [...c.sourceRefs],
      inContextSourceIds: [...c.inContextSourceIds],
      origin: c.origin,
      ...(c.context ? { context: [...c.context] } : {}),
    },
    c.actor,
  );

/** A post's drafting trace as the linter found it. */
export const traceLinted = (ctx: EventContext, t: PostTrace): NewEvent =>
  event(ctx, `${ctx.runId}:trace:${t.post}`, 'trace.linted', {
    runId: ctx.runId,
    post: t.post,
    file: t.file,
    ...(t.sha256 ? { sha256: t.sha256 } : {}),
    ...(t.envelopeSha256 ? { envelopeSha256: t.envelopeSha256 } : {}),
    mode: t.lint.mode ?? null,
    invocationId: t.lint.invocationId ?? null,
    rules: [...t.lint.rules],
    retrieved: (t.trace?.spans ?? [])
      .filter((s) => s.kind === 'retrieval')
      .map((s) => ({
        sourceId: stringAttribute(s, 'gen_ai.data_source.id') ?? '',
        sha256: stringAttribute(s, 'warrant.source.sha256') ?? '',
      })),
    passed: !t.lint.findings.some((f) => f.severity === 'error'),
    findings: t.lint.findings.map((f) => ({
      code: f.code,
      severity: f.severity,
      file: f.file,
      line: f.line,
      column: f.column,
      message: f.message,
    })),
  });

/** What the trace says of one claim: its reliance and where it came from, and its chain-scoped grounding. */
export const claimTraced = (
  ctx: EventContext,
  post: string,
  r: TracedReliance,
  chain: ClaimChainResult | undefined,
): NewEvent =>
  event(ctx, `${ctx.runId}:traced:${r.claimId}`, 'claim.traced', {
    runId: ctx.runId,
    claimId: r.claimId,
    post,
    from: r.from,
    reason: r.reason,
    ...(r.producedBy
      ? { producedBy: { spanId: r.producedBy.spanId, line: r.producedBy.line, name: r.producedBy.name } }
      : {}),
    reliance: Object.entries(r.reliance).map(([sourceId, reliance]) => ({
      sourceId,
      reliance,
      authored: r.authored[sourceId] ?? 'unverifiable',
    })),
    ...(chain
      ? {
          chain: {
            links: [...chain.links],
            onChainVerdict: chain.onChainVerdict,
            offChainVerdict: chain.offChainVerdict,
            groundedOffChainOnly: chain.groundedOffChainOnly,
            groundingCapable: chain.groundingCapable,
            onChainRows: [...chain.onChainRows],
            offChainRows: [...chain.offChainRows],
          },
        }
      : {}),
  });

export const claimAssessed = (ctx: EventContext, v: Verdict, gate: 1 | 2 = 1): NewEvent =>
  event(ctx, `${ctx.runId}:assessed${gate === 2 ? '-page' : ''}:${v.claimId}`, 'claim.assessed', {
    runId: ctx.runId,
    claimId: v.claimId,
    gate,
    status: v.status,
    disputed: v.disputed,
    assessments: v.assessments.map((a) => ({
      sourceId: a.sourceId,
      sourceSha256: a.sourceSha256,
      support: a.support,
      reliance: a.reliance,
      status: a.status,
      assessor: a.assessor,
      rule: a.rule,
      score: a.score,
      ...(a.reused ? { reused: true } : {}),
      ...(a.passage
        ? { passage: { text: a.passage.text, start: a.passage.range.start, end: a.passage.range.end } }
        : {}),
    })),
  });

/** One review record's decision: who reviewed which claim against which passage, and whether it counted. */
export const claimReviewed = (ctx: EventContext, d: ReviewDecision): NewEvent =>
  event(
    ctx,
    `${ctx.runId}:reviewed:${d.line}:${d.reviewSha256}`,
    'claim.reviewed',
    {
      runId: ctx.runId,
      claimId: d.claimId,
      post: d.post,
      sourceId: d.sourceId,
      reviewSha256: d.reviewSha256,
      reviewer: d.reviewer,
      keyId: d.keyId,
      verdict: d.verdict,
      note: d.note,
      at: d.at,
      ...(d.override ? { override: d.override } : {}),
      passage: { ...d.passage },
      machineStatus: d.machineStatus,
      valid: d.valid,
      reason: d.reason,
      applied: d.applied,
    },
    // The reviewer's own act, as they signed it; a rejected record's named reviewer is not vouched for.
    d.valid ? reviewerActor(d.reviewer) : TOOL_ACTOR,
  );

export const gateDecided = (
  ctx: EventContext,
  gate: 1 | 2,
  post: string,
  findings: readonly Finding[],
  statements: readonly RequiredStatement[] = [],
): NewEvent =>
  event(ctx, `${ctx.runId}:gate${gate}:${post}`, 'gate.decided', {
    runId: ctx.runId,
    gate,
    post,
    blocked: findings.some((f) => f.severity === 'error'),
    findings: findings.map((f) => ({
      code: f.code,
      severity: f.severity,
      file: f.file,
      line: f.line,
      column: f.column,
      message: f.message,
    })),
    ...(statements.length > 0
      ? {
          statements: statements.map((s) => ({
            id: s.id,
            evidence: s.evidence,
            textSha256: sha256Hex(statementText(s)),
          })),
        }
      : {}),
  });

/** Which checkpoint a post's page shows and its credential binds, and why (see page-binding). */
export const postBound = (ctx: EventContext, b: PostBinding): NewEvent =>
  event(ctx, `${ctx.runId}:bound:${b.post}`, 'post.bound', {
    runId: ctx.runId,
    post: b.post,
    recordDigest: b.recordDigest,
    checkpoint: {
      origin: b.checkpoint.origin,
      size: b.checkpoint.size,
      rootHash: b.checkpoint.rootHash,
      ...(b.checkpoint.note !== undefined ? { note: b.checkpoint.note } : {}),
    },
    since: b.since,
  });

export const pageRendered = (ctx: EventContext, p: RenderedPage): NewEvent =>
  event(ctx, `${ctx.runId}:rendered:${p.post}`, 'page.rendered', {
    runId: ctx.runId,
    post: p.post,
    path: p.path,
    htmlSha256: p.htmlSha256,
    spans: p.spans.map((s) => ({
      claimId: s.claimId,
      start: s.range.start,
      end: s.range.end,
      srcStart: s.src.start,
      srcEnd: s.src.end,
      ...(s.voice ? { voice: s.voice } : {}),
    })),
    strippedCitations: p.strippedCitations.map((c) => ({ ...c, sourceIds: [...c.sourceIds] })),
  });

export const publishStarted = (ctx: EventContext, root: string): NewEvent =>
  event(ctx, `${ctx.runId}:started`, 'publish.started', { runId: ctx.runId, root });

export const publishCompleted = (
  ctx: EventContext,
  outcome: 'published' | 'blocked',
  pages: readonly string[],
): NewEvent =>
  event(ctx, `${ctx.runId}:completed`, 'publish.completed', { runId: ctx.runId, outcome, pages: [...pages] });

/** A publish that stopped on an error: the run's outcome, so no publish.started is left without one. */
export const publishFailed = (ctx: EventContext, code: string, message: string): NewEvent =>
  event(ctx, `${ctx.runId}:failed`, 'publish.failed', { runId: ctx.runId, code, message });

/** What a publish put right before it began: a swap a killed run left half done, stale locks and caches. */
export const publishRecovered = (ctx: EventContext, actions: readonly string[]): NewEvent =>
  event(ctx, `${ctx.runId}:recovered`, 'publish.recovered', { runId: ctx.runId, actions: [...actions] });

/** The audit event of one clearance decision. */
export function clearanceChecked(ctx: EventContext, d: ClearanceDecision, actor: string): NewEvent {
  const payload = {
    runId: ctx.runId,
    clearanceSha256: d.clearanceSha256,
    who: d.who,
    sourceSha256: d.sourceSha256,
    excerptSha256: d.excerptSha256,
    expires: d.expires,
    keyId: d.keyId,
    valid: d.valid,
    reason: d.reason,
  };
  return event(ctx, `${ctx.runId}:clearance:${d.line}:${d.clearanceSha256}`, 'clearance.checked', payload, actor);
}
