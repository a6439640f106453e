/**
 * @module trace/reliance: a claim's reliance on each cited source, derived from the drafting trace instead of the
 * author's word: pre_generation only if the run retrieved that source (at its pinned hash) before the model call that
 * wrote the claim began. Pure.
 */
import { finding, type Finding, type Place } from '../core/findings.js';
import type { Claim, Reliance, Source } from '../core/model.js';
import type { TraceLint } from './lint.js';
import { byStart, chatOutput, stringAttribute, type Trace, type TraceSpan } from './spans.js';

/** Where a claim's reliance came from: the trace's spans, or (no model output holds the claim) its author's record. */
export type RelianceOrigin = 'trace' | 'author';

export interface TracedReliance {
  readonly claimId: string;
  readonly from: RelianceOrigin;
  /** The chat span whose output holds the claim (or the run's root span for a run that calls no model). */
  readonly producedBy?: TraceSpan;
  /** Reliance per cited source, by the trace (or by the author's record when `from` is author). */
  readonly reliance: Readonly<Record<string, Reliance>>;
  /** What the author recorded (in_context_source_ids), for the record beside the trace's account. */
  readonly authored: Readonly<Record<string, Reliance>>;
  /** Why, in words: which span decided, or why none could. */
  readonly reason: string;
}

/** Text as a reader reads it, for finding a claim in a model's Markdown: no citation markers, emphasis or links. */
export function readerText(markdown: string): string {
  return markdown
    .normalize('NFC')
    .replaceAll('\u0000', ' ')
    .replace(/\[@[^\]]*\]/gu, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/[*_`]+/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/ ([.,;:!?])/gu, '$1')
    .trim();
}

/** A claim the trace cannot account for: every cited source unverifiable, the author's record kept beside it. */
export function unverifiableReliance(claim: Claim, reason: string): TracedReliance {
  return {
    claimId: claim.id,
    from: 'trace',
    reliance: Object.fromEntries(claim.sourceRefs.map((s) => [s, 'unverifiable'])),
    authored: authoredReliance(claim),
    reason,
  };
}

/** The author's account: in_context_source_ids are pre_generation, the other cited sources unverifiable (seed 002). */
function authoredReliance(claim: Claim): Record<string, Reliance> {
  return Object.fromEntries(
    claim.sourceRefs.map((s) => [s, claim.inContextSourceIds.includes(s) ? 'pre_generation' : 'unverifiable']),
  );
}

/**
 * Derive each claim's reliance from the trace. A trace whose run could not be read (no single root span, no mode)
 * makes every source unverifiable; so does a run that called a model without recording what it wrote. A claim no
 * recorded output holds was written by a person after drafting: its author's record stands, with a warning.
 */
export function deriveReliance(
  trace: Trace,
  lint: TraceLint,
  claims: readonly Claim[],
  registry: ReadonlyMap<string, Source>,
  placeOf: (claim: Claim) => Place,
): { reliances: Map<string, TracedReliance>; findings: Finding[] } {
  const reliances = new Map<string, TracedReliance>();
  const findings: Finding[] = [];
  const chats = trace.spans.filter((s) => s.kind === 'chat');
  const outputs = chats
    .map((span) => ({ span, text: chatOutput(span) }))
    .filter((o): o is { span: TraceSpan; text: string } => o.text !== undefined)
    .map((o) => ({ span: o.span, text: readerText(o.text) }))
    // Latest call first (ties by end, then span id), so the first output that holds a claim is the one that wrote it.
    .sort((a, b) => byStart(b.span, a.span));
  // One search over all outputs, latest first, instead of one per output: linear in the outputs for each claim.
  const joined = outputs.map((o) => o.text).join('\u0000');
  const starts: number[] = [];
  outputs.reduce((at, o) => (starts.push(at), at + o.text.length + 1), 0);
  const writerOf = (text: string): TraceSpan | undefined => {
    if (text === '') return undefined;
    const at = joined.indexOf(text);
    if (at < 0) return undefined;
    let k = starts.length - 1;
    while (k > 0 && (starts[k] ?? 0) > at) k -= 1;
    // Stryker disable next-line OptionalChaining: a found text lies in some output, so outputs is not empty and k is in range
    return outputs[k]?.span;
  };
  const root = trace.spans.find((s) => s.kind === 'invoke_agent' && s.parentSpanId === undefined);
  const retrievals = trace.spans.filter((s) => s.kind === 'retrieval');
  for (const claim of claims) {
    if (lint.mode === undefined || root === undefined || lint.findings.some((f) => f.code === 'trace/G0')) {
      reliances.set(
        claim.id,
        unverifiableReliance(claim, `the drafting trace ${trace.file} does not record one run with a mode`),
      );
      continue;
    }
    let producedBy: TraceSpan | undefined;
    if (lint.mode === 'none') producedBy = root;
    else if (chats.length > 0 && outputs.length === 0) {
      reliances.set(
        claim.id,
        unverifiableReliance(
          claim,
          `the model calls of ${trace.file} do not record what they wrote (gen_ai.output.messages)`,
        ),
      );
      continue;
    } else {
      // The last call whose output holds the claim wrote the version that was published.
      producedBy = writerOf(readerText(claim.text));
    }
    if (producedBy === undefined) {
      reliances.set(claim.id, {
        claimId: claim.id,
        from: 'author',
        reliance: authoredReliance(claim),
        authored: authoredReliance(claim),
        reason: `no model output in ${trace.file} holds this sentence; its citation stands as the author's record`,
      });
      findings.push(
        finding(
          'trace/unattributed-claim',
          placeOf(claim),
          `"${claim.text.slice(0, 80)}" is in no model output of ${trace.file}`,
        ),
      );
      continue;
    }
    const start = producedBy.start;
    const reliance: Record<string, Reliance> = {};
    for (const sourceId of claim.sourceRefs) {
      const pinned = registry.get(sourceId)?.sha256;
      const before = retrievals.some(
        (r) =>
          stringAttribute(r, 'gen_ai.data_source.id') === sourceId &&
          pinned !== undefined &&
          stringAttribute(r, 'warrant.source.sha256') === pinned &&
          r.end <= start,
      );
      const isInput = pinned !== undefined && pinned === lint.inputSha256;
      reliance[sourceId] = before || isInput ? 'pre_generation' : 'support_only';
    }
    reliances.set(claim.id, {
      claimId: claim.id,
      from: 'trace',
      producedBy,
      reliance,
      authored: authoredReliance(claim),
      reason: `written by "${producedBy.name}" (${trace.file}:${producedBy.line})`,
    });
  }
  return { reliances, findings };
}

/** Where the trace's account and the author's explicit record (ledger in_context_source_ids) disagree. */
export function relianceDisagreements(
  claims: readonly Claim[],
  reliances: ReadonlyMap<string, TracedReliance>,
  placeOf: (claim: Claim) => Place,
): Finding[] {
  return claims.flatMap((claim) => {
    const traced = reliances.get(claim.id);
    if (traced === undefined || traced.from !== 'trace' || claim.origin !== 'ledger') return [];
    return claim.sourceRefs
      .filter((s) => (traced.reliance[s] === 'pre_generation') !== (traced.authored[s] === 'pre_generation'))
      .map((s) =>
        finding(
          'trace/reliance-disagrees',
          placeOf(claim),
          `claim "${claim.id}": the author recorded "${s}" as ${traced.authored[s] === 'pre_generation' ? '' : 'not '}in context before writing, the trace says ${traced.reliance[s]} (${traced.reason}); the trace's account is used`,
        ),
      );
  });
}
