/**
 * @module projections/inspect: everything a reviewer needs about one publish of one post, from the verified audit log:
 * its claims with their exact spans, sources offered and cited, verdicts and who decided them, reliance and where it
 * came from, the drafting trace's lint and chain flags, the gates' findings (required statements among them) and the
 * run's events from publish.started to publish.completed. Pure.
 */
import { WarrantError } from '../core/errors.js';
import type { StoredEvent } from '../audit/index.js';
import { describeEvent } from '../audit/history.js';
import { runReducer, runRecord, type TraceRecord, type TracedClaimRecord, type VerdictRecord } from './run-record.js';

export interface InspectedClaim {
  readonly id: string;
  readonly text: string;
  readonly file: string;
  readonly span: { readonly start: number; readonly end: number };
  readonly origin: string;
  readonly cited: readonly string[];
  /** What was in context when it was written: what the drafting run retrieved, or what the author recorded. */
  readonly offered: readonly string[];
  readonly verdict?: VerdictRecord;
  readonly pageVerdict?: VerdictRecord;
  readonly reliance: {
    readonly from: 'trace' | 'author';
    readonly reason: string;
    readonly sources: TracedClaimRecord['reliance'];
  };
  readonly chain?: TracedClaimRecord['chain'];
}

export interface PostInspection {
  readonly post: string;
  readonly runId: string;
  readonly outcome: string;
  readonly file?: string;
  readonly claims: readonly InspectedClaim[];
  readonly trace?: TraceRecord;
  readonly gates: readonly { readonly gate: 1 | 2; readonly blocked: boolean; readonly findings: readonly unknown[] }[];
  /** The statements required of the post (warrant.config.json), and what each gate found of them (statement/*). */
  readonly statements: {
    readonly required: readonly {
      readonly id: string;
      readonly evidence: string;
      readonly gates: readonly (1 | 2)[];
    }[];
    readonly findings: readonly { readonly code: string; readonly message: string; readonly line: number }[];
  };
  /** The run's events that concern this post or the whole run, in log order. */
  readonly events: readonly { readonly seq: number; readonly type: string; readonly what: string }[];
}

const runIdOf = (e: StoredEvent): string | undefined =>
  typeof (e.payload as { runId?: unknown } | null)?.runId === 'string'
    ? (e.payload as { runId: string }).runId
    : undefined;

/** The inspection of `post` in run `runId`, or in the latest run that captured it. Throws INPUT_UNREADABLE when none did. */
export function inspectPost(events: readonly StoredEvent[], post: string, runId?: string): PostInspection {
  const captured = events.filter(
    (e) =>
      e.type === 'post.captured' && (e.payload as { post?: unknown }).post === post && (!runId || runIdOf(e) === runId),
  );
  const run = runId ?? (captured.length > 0 ? runIdOf(captured[captured.length - 1] as StoredEvent) : undefined);
  if (run === undefined || captured.length === 0)
    throw new WarrantError(
      'INPUT_UNREADABLE',
      `the audit log holds no ${runId ? `run ${runId} of ` : ''}post "${post}" (publish it first, or name a run that captured it)`,
    );
  const reducer = runReducer(run);
  const record = runRecord(events.reduce((state, event) => reducer.apply(state, event), reducer.init()));
  const trace = record.traces.find((t) => t.post === post);
  const traced = new Map(record.traced.map((t) => [t.claimId, t]));
  const verdict = (claimId: string, gate: 1 | 2): VerdictRecord | undefined =>
    record.verdicts.find((v) => v.claimId === claimId && v.gate === gate);
  const claims = record.claims
    .filter((c) => c.post === post)
    .map((c): InspectedClaim => {
      const t = traced.get(c.claimId);
      const v1 = verdict(c.claimId, 1);
      const v2 = verdict(c.claimId, 2);
      return {
        id: c.claimId,
        text: c.text,
        file: c.file,
        span: c.span,
        origin: c.origin,
        cited: c.sourceRefs,
        offered: trace ? [...new Set(trace.retrieved.map((r) => r.sourceId))] : c.inContextSourceIds,
        ...(v1 ? { verdict: v1 } : {}),
        ...(v2 ? { pageVerdict: v2 } : {}),
        reliance: t
          ? { from: t.from, reason: t.reason, sources: t.reliance }
          : {
              from: 'author',
              reason: 'no drafting trace: the citations and the claims ledger are the record',
              sources: (v1?.assessments ?? []).map((a) => ({
                sourceId: a.sourceId,
                reliance: a.reliance,
                authored: a.reliance,
              })),
            },
        ...(t?.chain ? { chain: t.chain } : {}),
      };
    });
  const gates = record.gates.filter((g) => g.post === post);
  const file = record.posts.find((p) => p.post === post)?.file;
  const concerns = (e: StoredEvent): boolean => {
    const p = e.payload as { post?: unknown; claimId?: unknown };
    if (p.post !== undefined) return p.post === post;
    if (typeof p.claimId === 'string') return claims.some((c) => c.id === p.claimId);
    return true;
  };
  return {
    post,
    runId: run,
    outcome: record.outcome,
    ...(file !== undefined ? { file } : {}),
    claims,
    ...(trace ? { trace } : {}),
    gates: gates.map((g) => ({ gate: g.gate, blocked: g.blocked, findings: g.findings })),
    statements: {
      required: [
        ...new Map(
          gates.flatMap((g) => (g.statements ?? []).map((s) => [s.id, { id: s.id, evidence: s.evidence }] as const)),
        ).values(),
      ].map((s) => ({
        ...s,
        gates: gates.filter((g) => (g.statements ?? []).some((t) => t.id === s.id)).map((g) => g.gate),
      })),
      findings: gates.flatMap((g) =>
        g.findings
          .filter((f) => f.code.startsWith('statement/'))
          .map((f) => ({ code: f.code, message: f.message, line: f.line })),
      ),
    },
    events: events
      .filter((e) => runIdOf(e) === run && concerns(e))
      .map((e) => ({ seq: e.seq, type: e.type, what: describeEvent(e) })),
  };
}

/** The inspection as text for a person. */
export function formatInspection(i: PostInspection): string {
  const out: string[] = [`post ${i.post}${i.file ? ` (${i.file})` : ''}, run ${i.runId}: ${i.outcome}`];
  if (i.trace) {
    const violations = i.trace.findings.filter((f) => f.severity === 'error');
    out.push(
      `drafting trace ${i.trace.file}: mode ${i.trace.mode ?? 'unknown'}, ${i.trace.passed ? 'passed' : 'failed'} ${i.trace.rules.map((r) => r.replace('trace/', '')).join(' ')}`,
      ...violations.map((f) => `  ${f.file}:${f.line}  ${f.code}  ${f.message}`),
      `  retrieved: ${i.trace.retrieved.map((r) => `${r.sourceId} (${r.sha256.slice(0, 12)})`).join(', ') || 'nothing'}`,
    );
  } else out.push("drafting trace: none (reliance is the author's record)");
  for (const c of i.claims) {
    out.push('', `claim ${c.id} ${c.file} [${c.span.start}, ${c.span.end}) (${c.origin}): ${JSON.stringify(c.text)}`);
    out.push(`  cited: ${c.cited.join(', ') || 'nothing'}; offered: ${c.offered.join(', ') || 'nothing'}`);
    if (c.verdict) {
      out.push(`  verdict: ${c.verdict.status}${c.verdict.disputed ? ' (sources disagree)' : ''}`);
      for (const a of c.verdict.assessments)
        out.push(
          `    ${a.sourceId} (${a.sourceSha256.slice(0, 12)}): ${a.support}, ${a.reliance} -> ${a.status}, decided by ${a.assessor}: ${a.rule}${a.passage ? ` [passage ${a.passage.start}-${a.passage.end}]` : ''}`,
        );
    }
    if (c.pageVerdict) out.push(`  on the page: ${c.pageVerdict.status}`);
    out.push(
      `  reliance from the ${c.reliance.from === 'trace' ? 'drafting trace' : "author's record"}: ${c.reliance.sources.map((r) => `${r.sourceId} ${r.reliance}${r.authored !== r.reliance ? ` (author: ${r.authored})` : ''}`).join('; ')} (${c.reliance.reason})`,
    );
    if (c.chain)
      out.push(
        `  chain ${c.chain.links.join(' > ')}: on chain ${c.chain.onChainVerdict ?? 'unknown'}, off chain ${c.chain.offChainVerdict ?? 'no rows'}${c.chain.groundedOffChainOnly ? ', GROUNDED OFF ITS CHAIN ONLY' : ''} (grounding_capable ${c.chain.groundingCapable})`,
      );
  }
  out.push('', 'gates:');
  for (const g of i.gates)
    out.push(`  gate ${g.gate}: ${g.blocked ? 'blocked' : 'passed'} (${g.findings.length} findings)`);
  out.push(`required statements: ${i.statements.required.length === 0 ? 'none' : ''}`);
  for (const s of i.statements.required) {
    const found = i.statements.findings.filter((f) => f.message.includes(`"${s.id}"`));
    const checked = s.gates.includes(2) ? 'in the post and on the page' : 'in the post';
    out.push(
      `  ${s.id} (evidence: ${s.evidence}): ${found.length === 0 ? `exactly once ${checked}` : found.map((f) => `line ${f.line} ${f.code}: ${f.message}`).join('; ')}`,
    );
  }
  out.push('', 'events:', ...i.events.map((e) => `  #${e.seq} ${e.what}`));
  return out.join('\n');
}
