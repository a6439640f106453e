// Reliance from the trace, case by case: readerText, which call wrote a claim (ties included), each source's reliance, and disagreements.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding, Place } from '../../src/core/findings.js';
import type { Claim, Source } from '../../src/core/model.js';
import {
  checkPostTrace,
  deriveReliance,
  parseTrace,
  readerText,
  type PostTrace,
  type Trace,
  type TraceLint,
  type TracedReliance,
} from '../../src/trace/index.js';
import { relianceDisagreements } from '../../src/trace/reliance.js';
import { sourceOf } from '../helpers.js';
import {
  BASE_NS,
  BENCH,
  chat,
  claimOf,
  NOTES,
  otlpSpan,
  outputMessages,
  retrieval,
  root,
  spanId,
  type SpanSpec,
  TEXT,
  traceText,
} from './builder.js';

const BRIEF = sourceOf('brief', 'the brief');
const registry = new Map<string, Source>([
  [NOTES.id, NOTES],
  [BENCH.id, BENCH],
  [BRIEF.id, BRIEF],
]);
const TRACE = 'ledger/traces/p.jsonl';
const draft = `${TEXT} [@notes]`;
const placeOf = (c: Claim): Place => ({ file: c.file, line: 3, column: 1, range: c.span });

function traced(spans: readonly SpanSpec[] | string, claims: Claim[] = [claimOf()]): PostTrace {
  return checkPostTrace({
    post: 'p',
    spans: { file: TRACE, text: typeof spans === 'string' ? spans : traceText(spans) },
    claims,
    registry,
    placeOf,
  });
}
const of = (t: PostTrace, claim = 'c1'): TracedReliance => {
  const r = t.reliances.get(claim);
  expect(r).toBeDefined();
  return r!;
};
const show = (f: Finding): string => `${f.code} ${f.severity} ${f.file}:${f.line}:${f.column} ${f.message}`;
/** Reverse the order of the lines (not the times) of a trace. */
const reversed = (spans: readonly SpanSpec[]): SpanSpec[] => [...spans].reverse();
const rootWithout = (mode: string, key: string): SpanSpec => {
  const r = root(mode);
  return { ...r, attrs: Object.fromEntries(Object.entries(r.attrs ?? {}).filter(([k]) => k !== key)) };
};

describe('readerText: a model output as a reader reads it', () => {
  it('drops citation markers, leaving a space, and the space they leave before punctuation', () => {
    expect(readerText('Quill shipped [@notes].')).toBe('Quill shipped.');
    expect(readerText('one[@notes]two')).toBe('one two');
    expect(readerText('Both [@notes; @bench], then more [@a-b_c].')).toBe('Both, then more.');
  });

  it('keeps the text of links and images and drops their targets', () => {
    expect(readerText('See [the release notes](https://example.org/a?b=c) now')).toBe('See the release notes now');
    expect(readerText('A ![bar chart](img/chart.png) here')).toBe('A bar chart here');
    expect(readerText('[x](y)')).toBe('x');
  });

  it('drops emphasis, strong emphasis and backticks without a trace', () => {
    expect(readerText('**bold**, _italic_, __strong__ and `code`')).toBe('bold, italic, strong and code');
  });

  it('folds every run of whitespace to one space and trims the ends', () => {
    expect(readerText('  one \n\t two   three\n')).toBe('one two three');
    expect(readerText('a b')).toBe('a b');
  });

  it('removes the space before each punctuation mark, and only there', () => {
    expect(readerText('a , b ; c : d ! e ? f .')).toBe('a, b; c: d! e? f.');
    expect(readerText('left right')).toBe('left right');
  });

  it('turns NUL characters into spaces, so no claim can match across two joined outputs', () => {
    expect(readerText('a\u0000b')).toBe('a b');
    expect(readerText('ab')).toBe('ab');
  });

  it('normalises to NFC', () => {
    expect(readerText('Cafe\u0301')).toBe('Caf\u00e9');
  });

  it('property: words separated by any whitespace read as the words separated by single spaces', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const gap = fc.constantFrom(' ', '  ', '\n', '\t', ' \n\t ', '\u00a0');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 }), gap, (parts, lead) => {
        const text = lead + parts.map(([w, g]) => w + g).join('');
        expect(readerText(text)).toBe(parts.map(([w]) => w).join(' '));
      }),
    );
  });

  it('property: the result has no NUL, emphasis marks, doubled, leading or trailing spaces, or space before punctuation', () => {
    const piece = fc.constantFrom(
      'a',
      'B',
      ' ',
      '\n',
      '\u0000',
      '*',
      '_',
      '`',
      '.',
      ',',
      '!',
      '[@x]',
      '[t](u)',
      '![i](j)',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const out = readerText(pieces.join(''));
        expect(out.includes('\u0000')).toBe(false);
        expect(out).not.toMatch(/[*_`]|\s\s|^\s|\s$| [.,;:!?]/u);
      }),
    );
  });
});

describe('which model call wrote a claim', () => {
  const r1 = retrieval('r1', 'notes', NOTES.sha256, 20, 25);
  const writer = (spans: readonly SpanSpec[], claim: Claim = claimOf()): string | undefined =>
    of(traced(spans, [claim])).producedBy?.name;

  it('the call that started last wins, even when another call ended later', () => {
    const spans = [root('retrieval'), chat('long', draft, 10, 100), r1, chat('late', draft, 30, 60)];
    for (const order of [spans, reversed(spans)]) {
      const t = traced(order);
      expect(of(t).producedBy?.name).toBe('chat late');
      expect(of(t).reliance).toEqual({ notes: 'pre_generation' });
    }
  });

  it('of two calls that started together, the one that ended later wins, in either line order', () => {
    const a = (end: number): SpanSpec => chat('p', draft, 30, end);
    const b = (end: number): SpanSpec => chat('q', draft, 30, end);
    for (const [p, q, expected] of [
      [60, 70, 'chat q'],
      [70, 60, 'chat p'],
    ] as const) {
      const spans = [root('retrieval'), r1, a(p), b(q)];
      expect(writer(spans)).toBe(expected);
      expect(writer(reversed(spans))).toBe(expected);
    }
  });

  it('of two calls with the same start and end, the larger span id wins, in either line order', () => {
    const larger = spanId('t1') > spanId('t2') ? 'chat t1' : 'chat t2';
    const spans = [root('retrieval'), r1, chat('t1', draft, 30, 60), chat('t2', draft, 30, 60)];
    expect(writer(spans)).toBe(larger);
    expect(writer(reversed(spans))).toBe(larger);
    const t = traced(spans);
    expect(of(t).reason).toBe(`written by "${larger}" (${TRACE}:${larger === 'chat t1' ? 3 : 4})`);
  });

  it('a claim only an earlier call wrote, at the very start of its output, is that call', () => {
    const spans = [
      root('retrieval'),
      r1,
      chat('early', `${draft} More text.`, 30, 40),
      chat('late', 'Something else entirely.', 50, 60),
    ];
    expect(writer(spans)).toBe('chat early');
    expect(writer(reversed(spans))).toBe('chat early');
  });

  it('a one-character claim at the end of the latest output is that output', () => {
    const spans = [root('retrieval'), r1, chat('early', 'Other words here.', 30, 40), chat('late', 'Alpha Z', 50, 60)];
    expect(writer(spans, claimOf({ text: 'Z' }))).toBe('chat late');
  });

  it('a claim that would straddle two outputs is in neither', () => {
    const spans = [root('retrieval'), r1, chat('early', 'gamma delta', 30, 40), chat('late', 'Alpha beta', 50, 60)];
    for (const text of ['betagamma', 'beta\u0000gamma', 'beta gamma']) {
      const t = traced(spans, [claimOf({ text })]);
      expect(of(t).from).toBe('author');
      expect(of(t).producedBy).toBeUndefined();
    }
    expect(writer(spans, claimOf({ text: 'beta' }))).toBe('chat late');
    expect(writer(spans, claimOf({ text: 'gamma' }))).toBe('chat early');
  });

  it('a claim with no reader text is in no output, even though every output contains the empty string', () => {
    const spans = [root('retrieval'), r1, chat('c1', draft, 30, 60)];
    const t = traced(spans, [claimOf({ text: '[@notes] **' })]);
    expect(of(t)).toMatchObject({ from: 'author', reliance: { notes: 'pre_generation' } });
    expect(t.findings.map(show)).toEqual([
      `trace/unattributed-claim warning content/posts/p.md:3:1 "[@notes] **" is in no model output of ${TRACE}`,
    ]);
  });

  it("a retrieval run with no model call has no writer: the author's record stands, with a warning", () => {
    const speaking: SpanSpec = {
      ...root('retrieval'),
      attrs: { ...root('retrieval').attrs, 'gen_ai.output.messages': outputMessages(draft) },
    };
    const t = traced([speaking, retrieval('r1', 'notes', NOTES.sha256, 10, 20)]);
    expect(of(t)).toEqual({
      claimId: 'c1',
      from: 'author',
      reliance: { notes: 'pre_generation' },
      authored: { notes: 'pre_generation' },
      reason: `no model output in ${TRACE} holds this sentence; its citation stands as the author's record`,
    });
    expect(t.findings.map(show)).toEqual([
      `trace/unattributed-claim warning content/posts/p.md:3:1 "${TEXT}" is in no model output of ${TRACE}`,
    ]);
  });

  it('the warning quotes at most the first 80 characters of the claim', () => {
    const long = `${TEXT} It was the largest release of the year by far, and the last one.`;
    expect(long.length).toBeGreaterThan(80);
    const t = traced([root('retrieval'), r1, chat('c1', draft, 30, 60)], [claimOf({ text: long })]);
    expect(t.findings.map((f) => f.message)).toEqual([`"${long.slice(0, 80)}" is in no model output of ${TRACE}`]);
  });

  it('in mode none the root span writes every claim, even one no output holds', () => {
    const tool: SpanSpec = { id: 'tool', kind: 'tool', name: 'tool setup', start: 1, end: 2 };
    const helper: SpanSpec = { id: 'helper', parent: 'root', kind: 'invoke_agent', start: 3, end: 4 };
    const t = traced([tool, helper, root('none')], [claimOf({ sourceRefs: ['brief', 'notes'] })]);
    expect(of(t)).toMatchObject({
      from: 'trace',
      reliance: { brief: 'pre_generation', notes: 'support_only' },
      reason: `written by "invoke_agent warrant-drafter" (${TRACE}:3)`,
    });
    expect(of(t).producedBy?.line).toBe(3);
  });
});

describe('unverifiable: when the trace cannot say', () => {
  it('a run with a G0 finding (no invocation id), though it has a mode and a root', () => {
    const t = traced([
      rootWithout('retrieval', 'warrant.invocation_id'),
      retrieval('r1', 'notes', NOTES.sha256, 10, 20),
      chat('c1', draft, 30, 60),
    ]);
    expect(t.lint.mode).toBe('retrieval');
    expect(of(t)).toEqual({
      claimId: 'c1',
      from: 'trace',
      reliance: { notes: 'unverifiable' },
      authored: { notes: 'pre_generation' },
      reason: `the drafting trace ${TRACE} does not record one run with a mode`,
    });
  });

  const parsed = (spans: readonly SpanSpec[]): Trace => parseTrace(traceText(spans), TRACE).trace!;
  const lintOf = (over: Partial<TraceLint>): TraceLint => ({ file: TRACE, rules: [], findings: [], ...over });
  const derive = (trace: Trace, lint: TraceLint): TracedReliance | undefined =>
    deriveReliance(trace, lint, [claimOf()], registry, placeOf).reliances.get('c1');

  it('a lint that gives a mode but a trace with no root span', () => {
    const rootless = parsed([
      { ...retrieval('r1', 'notes', NOTES.sha256, 10, 20), parent: undefined },
      { ...chat('c1', draft, 30, 60), parent: undefined },
    ]);
    expect(derive(rootless, lintOf({ mode: 'retrieval' }))?.reliance).toEqual({ notes: 'unverifiable' });
  });

  it('a lint with no mode, even without a G0 finding and with a root span', () => {
    const trace = parsed([
      root('retrieval'),
      retrieval('r1', 'notes', NOTES.sha256, 10, 20),
      chat('c1', draft, 30, 60),
    ]);
    expect(derive(trace, lintOf({}))?.reliance).toEqual({ notes: 'unverifiable' });
    expect(derive(trace, lintOf({ mode: 'retrieval' }))?.reliance).toEqual({ notes: 'pre_generation' });
  });

  it('model calls that do not record their output', () => {
    const quiet: SpanSpec = { ...chat('c1', draft, 30, 60), attrs: { 'gen_ai.request.model': 'm' } };
    const t = traced([root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), quiet]);
    expect(of(t)).toEqual({
      claimId: 'c1',
      from: 'trace',
      reliance: { notes: 'unverifiable' },
      authored: { notes: 'pre_generation' },
      reason: `the model calls of ${TRACE} do not record what they wrote (gen_ai.output.messages)`,
    });
  });
});

describe("each cited source's reliance", () => {
  /** The trace's lines with one span's end moved to some nanosecond. */
  const ending = (spans: readonly SpanSpec[], id: string, endNs: bigint): string =>
    spans
      .map((s) => {
        const line = otlpSpan(s);
        return JSON.stringify(s.id === id ? { ...line, endTimeUnixNano: String(endNs) } : line);
      })
      .join('\n') + '\n';
  const at30 = BASE_NS + 30_000_000n;
  const spans = [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 30), chat('c1', draft, 30, 60)];

  it('a retrieval that ends exactly when the call starts was before it; one a nanosecond later was not', () => {
    expect(of(traced(ending(spans, 'r1', at30))).reliance).toEqual({ notes: 'pre_generation' });
    expect(of(traced(ending(spans, 'r1', at30 + 1n))).reliance).toEqual({ notes: 'support_only' });
  });

  it('a retrieval of another version, or of another id at the pinned hash, never counts', () => {
    const version = [root('retrieval'), retrieval('r1', 'notes', BENCH.sha256, 10, 20), chat('c1', draft, 30, 60)];
    expect(of(traced(version)).reliance).toEqual({ notes: 'support_only' });
    const mirror = [root('retrieval'), retrieval('r1', 'mirror', NOTES.sha256, 10, 20), chat('c1', draft, 30, 60)];
    expect(of(traced(mirror)).reliance).toEqual({ notes: 'support_only' });
  });

  it('a span that is not a retrieval counts for nothing, whatever it records', () => {
    const tool: SpanSpec = {
      id: 't1',
      parent: 'root',
      kind: 'tool',
      start: 10,
      end: 20,
      attrs: { 'gen_ai.data_source.id': 'notes', 'warrant.source.sha256': NOTES.sha256 },
    };
    expect(of(traced([root('retrieval'), tool, chat('c1', draft, 30, 60)])).reliance).toEqual({
      notes: 'support_only',
    });
  });

  it('a source with no pinned copy is support_only, even retrieved before with no hash recorded', () => {
    const hashless: SpanSpec = { ...retrieval('r1', 'ghost', '', 10, 20), attrs: { 'gen_ai.data_source.id': 'ghost' } };
    const claim = claimOf({ sourceRefs: ['ghost'], inContextSourceIds: [] });
    const t = traced([root('retrieval'), hashless, chat('c1', draft, 30, 60)], [claim]);
    expect(of(t).reliance).toEqual({ ghost: 'support_only' });
  });

  it('a source with no pinned copy is not the input of a run that records no input hash', () => {
    const claim = claimOf({ sourceRefs: ['ghost'], inContextSourceIds: [] });
    const t = traced([rootWithout('retrieval', 'warrant.input.sha256'), chat('c1', draft, 30, 60)], [claim]);
    expect(t.lint.inputSha256).toBeUndefined();
    expect(of(t).reliance).toEqual({ ghost: 'support_only' });
  });

  it("the run's input counts as pre_generation without a retrieval; another source does not", () => {
    const claim = claimOf({ sourceRefs: ['brief', 'bench'], inContextSourceIds: [] });
    const t = traced(
      [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', draft, 30, 60)],
      [claim],
    );
    expect(of(t).reliance).toEqual({ brief: 'pre_generation', bench: 'support_only' });
  });

  it("the author's record: in_context sources pre_generation, the other cited sources unverifiable", () => {
    const claim = claimOf({ sourceRefs: ['notes', 'bench'], inContextSourceIds: ['notes'] });
    expect(of(traced(spans, [claim])).authored).toEqual({ notes: 'pre_generation', bench: 'unverifiable' });
  });
});

describe('disagreements between the trace and the ledger', () => {
  const after = [
    root('retrieval'),
    retrieval('r0', 'bench', BENCH.sha256, 1, 5),
    chat('c1', draft, 30, 60),
    retrieval('r1', 'notes', NOTES.sha256, 70, 80),
  ];
  const before = [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', draft, 30, 60)];
  const ledger = (inContext: string[]): Claim => claimOf({ origin: 'ledger', inContextSourceIds: inContext });
  const disagreements = (t: PostTrace): string[] =>
    t.findings.filter((f) => f.code === 'trace/reliance-disagrees').map(show);

  it('authored in context, but the trace says support_only: a warning at the claim, the trace wins', () => {
    const t = traced(after, [ledger(['notes'])]);
    expect(of(t).reliance).toEqual({ notes: 'support_only' });
    expect(disagreements(t)).toEqual([
      `trace/reliance-disagrees warning content/posts/p.md:3:1 claim "c1": the author recorded "notes" as in context before writing, the trace says support_only (written by "chat c1" (${TRACE}:3)); the trace's account is used`,
    ]);
    expect(t.findings.find((f) => f.code === 'trace/reliance-disagrees')?.range).toEqual({
      start: 0,
      end: TEXT.length,
    });
  });

  it('authored not in context, but the trace says pre_generation: a warning saying "not"', () => {
    const t = traced(before, [ledger([])]);
    expect(disagreements(t)).toEqual([
      `trace/reliance-disagrees warning content/posts/p.md:3:1 claim "c1": the author recorded "notes" as not in context before writing, the trace says pre_generation (written by "chat c1" (${TRACE}:3)); the trace's account is used`,
    ]);
  });

  it('agreement either way is no finding', () => {
    expect(traced(before, [ledger(['notes'])]).findings).toEqual([]);
    expect(traced(after, [ledger([])]).findings).toEqual([]);
  });

  it('a claim of the post itself (not a ledger line) never gives a disagreement', () => {
    expect(traced(after, [claimOf({ inContextSourceIds: ['notes'] })]).findings).toEqual([]);
    expect(traced(before, [claimOf({ inContextSourceIds: [] })]).findings).toEqual([]);
  });

  it("a ledger claim no output holds keeps its author's record and gives no disagreement", () => {
    const t = traced(after, [claimOf({ origin: 'ledger', text: 'Written by hand.' })]);
    expect(t.findings.map((f) => f.code)).toEqual(['trace/unattributed-claim']);
  });

  it('only reliance from the trace, for a claim that has one, can disagree', () => {
    const claim = ledger(['notes']);
    expect(relianceDisagreements([claim], new Map(), placeOf)).toEqual([]);
    const fromAuthor: TracedReliance = {
      claimId: 'c1',
      from: 'author',
      reliance: { notes: 'support_only' },
      authored: { notes: 'pre_generation' },
      reason: 'r',
    };
    expect(relianceDisagreements([claim], new Map([['c1', fromAuthor]]), placeOf)).toEqual([]);
    const fromTrace = { ...fromAuthor, from: 'trace' as const };
    expect(relianceDisagreements([claim], new Map([['c1', fromTrace]]), placeOf).map((f) => f.message)).toEqual([
      `claim "c1": the author recorded "notes" as in context before writing, the trace says support_only (r); the trace's account is used`,
    ]);
  });
});
