// Reliance from the drafting trace: before, after, never, missing spans, and disagreement with the authored ledger.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim, Source } from '../../src/core/model.js';
import { checkPostTrace, claimChain, type PostTrace } from '../../src/trace/index.js';
import { BENCH, chat, claimOf, NOTES, otlpSpan, retrieval, root, type SpanSpec, TEXT, traceText } from './builder.js';

const registry = new Map<string, Source>([
  [NOTES.id, NOTES],
  [BENCH.id, BENCH],
]);

function traced(text: string, claims: Claim[] = [claimOf()]): PostTrace {
  return checkPostTrace({
    post: 'p',
    spans: { file: 'ledger/traces/p.jsonl', text },
    claims,
    registry,
    placeOf: (c) => ({ file: c.file, line: 3, column: 1, range: c.span }),
  });
}
const relianceOf = (t: PostTrace, claim = 'c1'): Record<string, string> | undefined => t.reliances.get(claim)?.reliance;
const draft = `${TEXT} [@notes]`;

describe('reliance derived from the drafting trace', () => {
  it('pre_generation when the source was retrieved, at its pinned hash, before the call that wrote the claim', () => {
    const t = traced(
      traceText([root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', draft, 30, 60)]),
    );
    expect(t.findings).toEqual([]);
    expect(relianceOf(t)).toEqual({ notes: 'pre_generation' });
    expect(t.reliances.get('c1')?.reason).toBe('written by "chat c1" (ledger/traces/p.jsonl:3)');
  });

  it('support_only when the source was retrieved only after the call began', () => {
    const t = traced(
      traceText([
        root('retrieval'),
        retrieval('r0', 'bench', BENCH.sha256, 1, 5),
        chat('c1', draft, 30, 60),
        retrieval('r1', 'notes', NOTES.sha256, 40, 70),
      ]),
    );
    expect(relianceOf(t)).toEqual({ notes: 'support_only' });
    expect(t.findings).toEqual([]);
  });

  it('support_only when it was never retrieved, or retrieved at another version', () => {
    const never = traced(
      traceText([root('retrieval'), retrieval('r0', 'bench', BENCH.sha256, 1, 5), chat('c1', draft, 30, 60)]),
    );
    expect(relianceOf(never)).toEqual({ notes: 'support_only' });
    expect(never.findings.map((f) => f.code)).toEqual(['trace/G2']);
    const other = traced(
      traceText([root('retrieval'), retrieval('r1', 'notes', BENCH.sha256, 1, 5), chat('c1', draft, 30, 60)]),
    );
    expect(relianceOf(other)).toEqual({ notes: 'support_only' });
  });

  it('the last call whose output holds the claim is the one that wrote it', () => {
    const t = traced(
      traceText([
        root('retrieval'),
        retrieval('r0', 'bench', BENCH.sha256, 1, 5),
        chat('first', draft, 10, 20),
        retrieval('r1', 'notes', NOTES.sha256, 25, 28),
        chat('second', `Revised. ${draft}`, 30, 60),
      ]),
    );
    expect(relianceOf(t)).toEqual({ notes: 'pre_generation' });
  });

  it('unverifiable when the trace lacks the spans its mode requires, or cannot be read', () => {
    const noRoot = traced(traceText([{ ...retrieval('r1', 'notes', NOTES.sha256, 10, 20), parent: undefined }]));
    expect(relianceOf(noRoot)).toEqual({ notes: 'unverifiable' });
    const quiet: SpanSpec = { ...chat('c1', draft, 30, 60), attrs: { 'gen_ai.request.model': 'm' } };
    const noOutput = traced(traceText([root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), quiet]));
    expect(relianceOf(noOutput)).toEqual({ notes: 'unverifiable' });
    expect(noOutput.reliances.get('c1')?.reason).toContain('do not record what they wrote');
    const broken = traced('{not json\n');
    expect(relianceOf(broken)).toEqual({ notes: 'unverifiable' });
    expect(broken.findings.map((f) => f.code)).toEqual(['trace/unreadable']);
  });

  it("a sentence no model output holds keeps its author's record, with a warning", () => {
    const t = traced(
      traceText([
        root('retrieval'),
        retrieval('r1', 'notes', NOTES.sha256, 10, 20),
        chat('c1', 'Something else [@notes].', 30, 60),
      ]),
    );
    expect(t.reliances.get('c1')).toMatchObject({ from: 'author', reliance: { notes: 'pre_generation' } });
    expect(t.findings.map((f) => [f.code, f.severity, f.line])).toEqual([['trace/unattributed-claim', 'warning', 3]]);
  });

  it('where the trace and the authored ledger disagree, the trace wins and the disagreement is a finding', () => {
    const ledger = claimOf({ origin: 'ledger', inContextSourceIds: ['notes'] });
    const t = traced(
      traceText([root('retrieval'), chat('c1', draft, 30, 60), retrieval('r1', 'notes', NOTES.sha256, 70, 80)]),
      [ledger],
    );
    expect(relianceOf(t)).toEqual({ notes: 'support_only' });
    expect(t.reliances.get('c1')?.authored).toEqual({ notes: 'pre_generation' });
    const disagree = t.findings.find((f) => f.code === 'trace/reliance-disagrees');
    expect(disagree?.message).toContain(
      'the author recorded "notes" as in context before writing, the trace says support_only',
    );
    // Agreement is no finding.
    const agree = traced(
      traceText([root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', draft, 30, 60)]),
      [ledger],
    );
    expect(agree.findings).toEqual([]);
  });

  it('property: reordering the lines of a trace without changing their times changes no verdict', () => {
    const spans: SpanSpec[] = [
      root('retrieval'),
      {
        id: 'helper',
        parent: 'root',
        kind: 'invoke_agent',
        start: 1,
        end: 9,
        attrs: { 'gen_ai.agent.name': 'helper' },
      },
      retrieval('r0', 'bench', BENCH.sha256, 1, 5, 'helper'),
      chat('c0', `The write path reached 41,200 operations per second [@bench].`, 6, 9),
      retrieval('r1', 'notes', NOTES.sha256, 10, 20),
      chat('c1', draft, 30, 60),
      retrieval('r2', 'notes', NOTES.sha256, 61, 62),
    ];
    const lines = spans.map((s) => JSON.stringify(otlpSpan(s)));
    const claims = [
      claimOf(),
      claimOf({
        id: 'c2',
        text: 'The write path reached 41,200 operations per second.',
        sourceRefs: ['bench', 'notes'],
      }),
    ];
    const summary = (t: PostTrace): unknown => ({
      codes: t.findings.map((f) => f.code).sort(),
      mode: t.lint.mode,
      reliance: [...t.reliances.values()].map((r) => [r.claimId, r.from, r.reliance, r.producedBy?.spanId]),
      chains: [...t.reliances.values()].map((r) => {
        if (r.producedBy === undefined || t.trace === undefined) return undefined;
        const chain = claimChain(t.trace, r.producedBy, (id) => id === 'notes');
        return {
          ...chain,
          onChain: chain.onChain.map((row) => ({ ...row, line: 0 })),
          offChain: chain.offChain.map((row) => ({ ...row, line: 0 })),
        };
      }),
    });
    const expected = summary(traced(`${lines.join('\n')}\n`, claims));
    fc.assert(
      fc.property(fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }), (order) => {
        expect(summary(traced(`${order.join('\n')}\n`, claims))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
