// One post's drafting trace end to end: the files' hashes, unreadable spans or envelope, and which claims are citations.
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim, Source } from '../../src/core/model.js';
import { checkPostTrace, MODE_RULES, type PostTrace, type TraceText } from '../../src/trace/index.js';
import { BENCH, chat, claimOf, NOTES, retrieval, root, TEXT, traceText } from './builder.js';

const SPANS = 'ledger/traces/p.jsonl';
const ENVELOPE = 'ledger/traces/p.envelope.json';
const registry = new Map<string, Source>([
  [NOTES.id, NOTES],
  [BENCH.id, BENCH],
]);

/** A run that retrieved notes (not bench) before the call that wrote the claim. */
const GOOD = traceText([
  root('retrieval'),
  retrieval('r1', 'notes', NOTES.sha256, 10, 20),
  chat('c1', `${TEXT} [@notes]`, 30, 60),
]);
const envelopeText = (over: object = {}): string =>
  JSON.stringify(
    {
      invocation_id: 'run-1',
      grounding_mode: 'retrieval',
      outcome: 'succeeded',
      payload: { schema_class: 'warrant.post', grounded_on: [{ source_id: 'notes', content_hash: NOTES.sha256 }] },
      evidence: [{ id: 'e0', source_id: 'notes', content_hash: NOTES.sha256 }],
      ...over,
    },
    null,
    2,
  );

function checked(spans: TraceText, claims: Claim[] = [claimOf()], envelope?: TraceText): PostTrace {
  return checkPostTrace({
    post: 'p',
    spans,
    ...(envelope ? { envelope } : {}),
    claims,
    registry,
    placeOf: (c) => ({ file: c.file, line: 3, column: 1 }),
  });
}
const unreadableAt = (file: string, message: string): object => ({
  code: 'trace/unreadable',
  severity: 'error',
  file,
  line: 1,
  column: 1,
  message,
  hint: expect.any(String),
});
/** What every claim gets when the trace cannot be read: unverifiable, with the author's record kept beside it. */
const unverifiable = (claim: Claim, authored: Record<string, string>): object => ({
  claimId: claim.id,
  from: 'trace',
  reliance: Object.fromEntries(claim.sourceRefs.map((s) => [s, 'unverifiable'])),
  authored,
  reason: `the drafting trace ${SPANS} cannot be read`,
});

describe('a post whose trace reads', () => {
  it('records the SHA-256 of the spans as read, the trace, and the lint of its mode', () => {
    const t = checked({ file: SPANS, text: GOOD });
    expect(t.sha256).toBe(sha256Hex(GOOD));
    expect('envelopeSha256' in t).toBe(false);
    expect(t.post).toBe('p');
    expect(t.file).toBe(SPANS);
    expect(t.trace?.spans).toHaveLength(3);
    expect(t.lint.rules).toEqual(MODE_RULES.retrieval);
    expect(t.findings).toEqual([]);
    expect(t.reliances.get('c1')).toMatchObject({ from: 'trace', reliance: { notes: 'pre_generation' } });
  });

  it("records the envelope's SHA-256 as read, and lints the run against the envelope", () => {
    const text = envelopeText();
    const t = checked({ file: SPANS, text: GOOD }, [claimOf()], { file: ENVELOPE, text });
    expect(t.sha256).toBe(sha256Hex(GOOD));
    expect(t.envelopeSha256).toBe(sha256Hex(text));
    expect(t.findings).toEqual([]);
    const failed = checked({ file: SPANS, text: GOOD }, [claimOf()], {
      file: ENVELOPE,
      text: envelopeText({ outcome: 'failed' }),
    });
    expect(failed.findings.map((f) => [f.code, f.file, f.message])).toContainEqual([
      'trace/G0',
      ENVELOPE,
      'the drafting run failed',
    ]);
  });

  it('counts post and ledger claims as citations, never evidence-table claims', () => {
    const onBench = (origin: Claim['origin']): Claim =>
      claimOf({ id: origin, sourceRefs: ['bench'], inContextSourceIds: [], origin });
    const g2 = (t: PostTrace): string[] => t.lint.findings.filter((f) => f.code === 'trace/G2').map((f) => f.message);
    const never = (id: string): string =>
      `the citation [@${id}] relies on "${id}", but the drafting run (${SPANS}) never retrieved it`;
    expect(g2(checked({ file: SPANS, text: GOOD }, [claimOf(), onBench('evidence-table')]))).toEqual([]);
    expect(g2(checked({ file: SPANS, text: GOOD }, [claimOf(), onBench('post')]))).toEqual([never('bench')]);
    expect(g2(checked({ file: SPANS, text: GOOD }, [claimOf(), onBench('ledger')]))).toEqual([never('bench')]);
    // A post whose only citations are in its evidence tables relies on no source of the run.
    const tableOnly = checked({ file: SPANS, text: GOOD }, [claimOf({ origin: 'evidence-table' })]);
    expect(g2(tableOnly)).toEqual(['the drafted post relies on no source at all']);
  });
});

describe('a post whose trace cannot be read', () => {
  const claims = [
    claimOf(),
    claimOf({ id: 'c2', sourceRefs: ['notes', 'bench'], inContextSourceIds: ['bench'] }),
    claimOf({ id: 'c3', sourceRefs: [], inContextSourceIds: [] }),
  ];
  const expectAllUnverifiable = (t: PostTrace): void => {
    expect([...t.reliances.values()]).toStrictEqual([
      unverifiable(claims[0] as Claim, { notes: 'pre_generation' }),
      unverifiable(claims[1] as Claim, { notes: 'unverifiable', bench: 'pre_generation' }),
      unverifiable(claims[2] as Claim, {}),
    ]);
    expect([...t.reliances.keys()]).toEqual(['c1', 'c2', 'c3']);
    expect(t.trace).toBeUndefined();
    expect(t.lint).toStrictEqual({ file: SPANS, rules: ['trace/G0'], findings: t.findings });
  };

  it('spans with no text: the read error is the finding, there is no hash, and every claim is unverifiable', () => {
    const t = checked({ file: SPANS, error: 'it is not UTF-8 text' }, claims);
    expect(t.findings).toEqual([unreadableAt(SPANS, `cannot read ${SPANS}: it is not UTF-8 text`)]);
    expect('sha256' in t).toBe(false);
    expect('envelopeSha256' in t).toBe(false);
    expect(t.post).toBe('p');
    expect(t.file).toBe(SPANS);
    expectAllUnverifiable(t);
    expect(checked({ file: SPANS }, claims).findings).toEqual([unreadableAt(SPANS, `cannot read ${SPANS}: no text`)]);
  });

  it('spans that are not a trace: hashed as read, and every claim is unverifiable', () => {
    const text = '{not json\n';
    const t = checked({ file: SPANS, text }, claims);
    expect(t.sha256).toBe(sha256Hex(text));
    expect(t.findings.map((f) => [f.code, f.line])).toEqual([['trace/unreadable', 1]]);
    expectAllUnverifiable(t);
  });

  it('readable spans with an envelope that has no text: the trace is unreadable as a whole', () => {
    const t = checked({ file: SPANS, text: GOOD }, claims, { file: ENVELOPE, error: 'it is missing' });
    expect(t.findings).toEqual([unreadableAt(ENVELOPE, `cannot read ${ENVELOPE}: it is missing`)]);
    expect(t.sha256).toBe(sha256Hex(GOOD));
    expect('envelopeSha256' in t).toBe(false);
    expectAllUnverifiable(t);
  });

  it('readable spans with an envelope that is not JSON: hashed as read, and the trace is unreadable as a whole', () => {
    const t = checked({ file: SPANS, text: GOOD }, claims, { file: ENVELOPE, text: '{' });
    expect(t.findings).toEqual([unreadableAt(ENVELOPE, 'the envelope is not JSON')]);
    expect(t.sha256).toBe(sha256Hex(GOOD));
    expect(t.envelopeSha256).toBe(sha256Hex('{'));
    expectAllUnverifiable(t);
  });

  it("the spans' findings come before the envelope's", () => {
    const t = checked({ file: SPANS, text: '' }, claims, { file: ENVELOPE, text: '[]' });
    expect(t.findings.map((f) => [f.file, f.message])).toEqual([
      [SPANS, 'the trace is empty: it records no span'],
      [ENVELOPE, 'the envelope does not match its schema: (root): Invalid input: expected object, received array'],
    ]);
    expectAllUnverifiable(t);
  });
});
