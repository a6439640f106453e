// Seed 003's rules, each with a trace that breaks it and one that passes, and the source check S1/S2.
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Source } from '../../src/core/model.js';
import { lintTrace, parseEnvelope, parseTrace, type Citation, type TraceLint } from '../../src/trace/index.js';
import { sourceOf } from '../helpers.js';
import { chat, retrieval, root, traceText, type SpanSpec } from './builder.js';

const NOTES = sourceOf('notes', 'Quill 2.4.0 was released on 3 November 2026.\n');
const OTHER = sourceOf('other', 'Quill 2.3.0 was released on 1 September 2026.\n');
const registry = new Map<string, Source>([
  [NOTES.id, NOTES],
  [OTHER.id, OTHER],
]);
const INPUT = sha256Hex('the brief');
const cite = (sourceId: string): Citation => ({ sourceId, place: { file: 'content/posts/p.md', line: 7, column: 1 } });

function lint(
  spans: readonly SpanSpec[],
  citations: readonly Citation[] = [cite('notes')],
  envelope?: object,
): TraceLint {
  const parsed = parseTrace(traceText(spans), 'ledger/traces/p.jsonl');
  expect(parsed.findings).toEqual([]);
  const env = envelope ? parseEnvelope(JSON.stringify(envelope, null, 2), 'ledger/traces/p.envelope.json') : undefined;
  expect(env?.findings ?? []).toEqual([]);
  return lintTrace({
    trace: parsed.trace!,
    ...(env?.envelope ? { envelope: env.envelope } : {}),
    citations,
    registry,
  });
}
const codes = (l: TraceLint): string[] => [...new Set(l.findings.map((f) => f.code))].sort();

const good: SpanSpec[] = [
  root('retrieval'),
  retrieval('r1', 'notes', NOTES.sha256, 10, 20),
  chat('c1', 'Quill 2.4.0 was released on 3 November 2026 [@notes].', 30, 60),
];
const envelopeOf = (
  mode: string,
  groundedOn: object[],
  evidence: object[] = groundedOn,
  extra: object = {},
): object => ({
  invocation_id: 'run-1',
  grounding_mode: mode,
  outcome: 'succeeded',
  payload: { schema_class: 'warrant.post', sections: [{ grounded_on: groundedOn }] },
  evidence: evidence.map((e, k) => ({ id: `e${k}`, ...e })),
  ...extra,
});
const onNotes = { source_id: 'notes', content_hash: NOTES.sha256 };
const onInput = { source_id: 'input:run-1', content_hash: INPUT };

describe('the grounding linter (seed 003)', () => {
  it('passes a retrieval run whose citations it retrieved before the model call, with and without an envelope', () => {
    expect(lint(good).findings).toEqual([]);
    expect(lint(good).rules).toEqual([
      'trace/G0',
      'trace/E1',
      'trace/G1',
      'trace/G2',
      'trace/G3',
      'trace/G4',
      'trace/S1',
      'trace/S2',
    ]);
    expect(lint(good, [cite('notes')], envelopeOf('retrieval', [onNotes])).findings).toEqual([]);
  });

  it('G0: two roots, no mode, an unknown mode, a span outside the run, no invocation id', () => {
    expect(codes(lint([...good, { ...root('retrieval'), id: 'root2' }]))).toEqual(['trace/G0']);
    const noMode = lint([{ ...root('retrieval'), attrs: { 'warrant.invocation_id': 'run-1' } }, ...good.slice(1)]);
    expect(noMode.findings[0]?.message).toContain('no grounding mode');
    expect(noMode.mode).toBeUndefined();
    expect(codes(lint([root('guess'), ...good.slice(1)]))).toEqual(['trace/G0']);
    expect(codes(lint([root('retrieval', {}, 50), ...good.slice(1)]))).toEqual(['trace/G0']);
    expect(codes(lint([root('retrieval', { 'warrant.invocation_id': '' }), ...good.slice(1)]))).toEqual(['trace/G0']);
  });

  it('G0: an envelope whose mode, run or outcome disagree, or whose payload cannot be checked', () => {
    expect(codes(lint(good, [], envelopeOf('input_only', [onNotes])))).toContain('trace/G0');
    expect(codes(lint(good, [], { ...envelopeOf('retrieval', [onNotes]), invocation_id: 'run-2' }))).toEqual([
      'trace/G0',
    ]);
    expect(codes(lint(good, [], { ...envelopeOf('retrieval', [onNotes]), outcome: 'failed' }))).toEqual(['trace/G0']);
    const noList = { ...envelopeOf('retrieval', [onNotes]), payload: { schema_class: 'warrant.post' } };
    expect(
      lint(good, [], noList).findings.some((f) => f.code === 'trace/G0' && f.message.includes('no grounded_on')),
    ).toBe(true);
    const noClass = { ...envelopeOf('retrieval', [onNotes]), payload: { grounded_on: [onNotes] } };
    expect(codes(lint(good, [], noClass))).toEqual(['trace/G0']);
    const malformed = envelopeOf('retrieval', [onNotes, { source_id: 'notes' }], [onNotes]);
    expect(lint(good, [], malformed).findings.map((f) => f.message)).toContain(
      'payload.sections[0].grounded_on[1] is not a {source_id, content_hash} entry',
    );
  });

  it('E1: evidence content that does not hash to its content_hash', () => {
    const content = NOTES.text;
    expect(lint(good, [], envelopeOf('retrieval', [onNotes], [{ ...onNotes, content }])).findings).toEqual([]);
    const altered = envelopeOf(
      'retrieval',
      [onNotes],
      [{ ...onNotes, content: content.replace('3 November', '4 November') }],
    );
    expect(codes(lint(good, [], altered))).toEqual(['trace/E1']);
  });

  it('G1: a model call that starts before any retrieval has finished', () => {
    const early = [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 40), chat('c1', 'x', 30, 60)];
    const l = lint(early);
    expect(codes(l)).toEqual(['trace/G1']);
    expect(l.findings[0]).toMatchObject({ file: 'ledger/traces/p.jsonl', line: 3 });
  });

  it('G2: a citation the run never retrieved, or retrieved at another version, or no source at all', () => {
    const never = lint(good, [cite('notes'), cite('other')]);
    expect(codes(never)).toEqual(['trace/G2']);
    expect(never.findings[0]).toMatchObject({ file: 'content/posts/p.md', line: 7 });
    expect(never.findings[0]?.message).toContain('never retrieved it');
    const version = lint([root('retrieval'), retrieval('r1', 'notes', OTHER.sha256, 10, 20), chat('c1', 'x', 30, 60)]);
    expect(codes(version)).toContain('trace/G2');
    expect(version.findings.find((f) => f.code === 'trace/G2')?.message).toContain(
      `with hash ${OTHER.sha256.slice(0, 12)}`,
    );
    expect(codes(lint(good, []))).toEqual(['trace/G2']);
  });

  it('G3: an evidence hash no retrieval read; G4: a grounded_on hash with no evidence item', () => {
    const g3 = envelopeOf('retrieval', [onNotes], [onNotes, { source_id: 'other', content_hash: OTHER.sha256 }]);
    expect(codes(lint(good, [], g3))).toEqual(['trace/G3']);
    const g4 = envelopeOf('retrieval', [onNotes], []);
    expect(codes(lint(good, [], g4))).toEqual(['trace/G4']);
  });

  const inputOnly = (mode: string): SpanSpec[] => [root(mode), chat('c1', 'x', 30, 60)];

  it('R1: a retrieval in an input_only, none or delegation run', () => {
    const withFetch = (mode: string): SpanSpec[] => [root(mode), retrieval('r1', 'notes', NOTES.sha256, 10, 20)];
    expect(lint(inputOnly('input_only'), [], envelopeOf('input_only', [onInput])).findings).toEqual([]);
    expect(codes(lint(withFetch('input_only'), [], envelopeOf('input_only', [onInput])))).toEqual(['trace/R1']);
    expect(codes(lint(withFetch('none'), [], envelopeOf('none', [onInput])))).toEqual(['trace/R1']);
    expect(codes(lint(withFetch('delegation'), [], envelopeOf('delegation', [onInput])))).toEqual(['trace/R1']);
  });

  it('R2: an input_only run that relies on something other than its input (a pinned source that is the input passes)', () => {
    expect(codes(lint(inputOnly('input_only'), [cite('notes')], envelopeOf('input_only', [onInput])))).toEqual([
      'trace/R2',
    ]);
    const wrongHash = envelopeOf('input_only', [{ source_id: 'input:run-1', content_hash: NOTES.sha256 }]);
    expect(codes(lint(inputOnly('input_only'), [], wrongHash))).toContain('trace/R2');
    const briefIsSource = [root('input_only', { 'warrant.input.sha256': NOTES.sha256 }), chat('c1', 'x', 30, 60)];
    expect(lint(briefIsSource, [cite('notes')]).findings).toEqual([]);
  });

  it('R3: a successful input_only or none run that cites nothing', () => {
    expect(codes(lint(inputOnly('input_only'), [], envelopeOf('input_only', [])))).toEqual(['trace/R3']);
    expect(codes(lint([root('none')], [], envelopeOf('none', [])))).toEqual(['trace/R3']);
    expect(lint([root('none')], [], envelopeOf('none', [onInput])).findings).toEqual([]);
  });

  it('N1: a run declared none that called a model', () => {
    expect(codes(lint(inputOnly('none'), [], envelopeOf('none', [onInput])))).toEqual(['trace/N1']);
    expect(lint(inputOnly('none'), [], envelopeOf('none', [onInput])).findings[0]).toMatchObject({ line: 2 });
  });

  describe('delegation', () => {
    const child = { source_id: 'invocation:child-1', content_hash: sha256Hex('child envelope') };
    const delegations = { delegations: [{ invocation_id: 'child-1', envelope_hash: child.content_hash }] };
    const spans = inputOnly('delegation');

    it('passes a run citing its input and a run the conductor delegated', () => {
      expect(
        lint(spans, [], envelopeOf('delegation', [onInput, child], [onInput, child], delegations)).findings,
      ).toEqual([]);
    });
    it('D1: grounded_on names a run that was not delegated (or with another envelope hash)', () => {
      expect(codes(lint(spans, [], envelopeOf('delegation', [onInput, child], [onInput], {})))).toEqual([
        'trace/D1',
        'trace/G4',
      ]);
      const forged = { delegations: [{ invocation_id: 'child-1', envelope_hash: sha256Hex('other') }] };
      expect(codes(lint(spans, [], envelopeOf('delegation', [onInput, child], [onInput, child], forged)))).toEqual([
        'trace/D1',
        'trace/D2',
      ]);
    });
    it('D2: an evidence item that is neither the input nor a delegated run', () => {
      const env = envelopeOf(
        'delegation',
        [onInput],
        [onInput, { source_id: 'invocation:child-9', content_hash: INPUT }],
        delegations,
      );
      expect(codes(lint(spans, [], env))).toEqual(['trace/D2']);
    });
    it('D3: a successful delegating run that does not cite its input', () => {
      expect(codes(lint(spans, [], envelopeOf('delegation', [child], [child], delegations)))).toEqual(['trace/D3']);
    });
  });

  describe('the source check', () => {
    it('S1: a cited record that is not in the registry', () => {
      const invented = { source_id: 'invented', content_hash: sha256Hex('made up') };
      const spans = [...good, retrieval('r2', 'invented', invented.content_hash, 10, 20)];
      expect(codes(lint(spans, [], envelopeOf('retrieval', [onNotes, invented])))).toEqual(['trace/S1']);
    });
    it('S2: a record altered and re-hashed: the run retrieved and cites a hash that is not the pinned copy', () => {
      const altered = { source_id: 'notes', content_hash: sha256Hex('Quill 2.4.0 was released on 9 November 2026.\n') };
      const spans = [
        root('retrieval'),
        retrieval('r1', 'notes', altered.content_hash, 10, 20),
        chat('c1', 'x', 30, 60),
      ];
      const l = lint(spans, [], envelopeOf('retrieval', [altered]));
      expect(codes(l)).toEqual(['trace/S2']);
      expect(l.findings[0]?.message).toContain('its pinned copy (ledger/sources/notes.txt)');
    });
    it('reports an evidence item whose snapshot has no pinned copy as unresolved, never verified', () => {
      const live = { source_id: 'web-page', content_hash: NOTES.sha256, snapshot_ref: 'live:https://example.org' };
      const l = lint(good, [], envelopeOf('retrieval', [onNotes], [onNotes, live]));
      expect(l.findings.map((f) => [f.code, f.severity])).toEqual([['trace/unresolved', 'warning']]);
    });
  });
});

describe('a trace the linter cannot read', () => {
  const unreadable = (text: string): string[] =>
    parseTrace(text, 't.jsonl').findings.map((f) => `${f.line}:${f.message}`);
  const line = (s: SpanSpec): string => traceText([s]).trim();

  it('is a finding, never a pass', () => {
    expect(unreadable('')).toEqual(['1:the trace is empty: it records no span']);
    expect(unreadable('not json\n')[0]).toContain('not JSON');
    expect(unreadable('{"spanId": "x"}\n')[0]).toContain('not an OTLP/JSON span');
    expect(
      unreadable(`${line(root('retrieval'))}\n${line({ ...chat('c1', 'x', 5, 1), parent: 'root' })}\n`)[0],
    ).toContain('2:span "chat c1" ends before it starts');
    expect(unreadable(`${line(root('retrieval'))}\n${line(root('retrieval'))}\n`)[0]).toContain(
      'already used on line 1',
    );
    expect(unreadable(`${line(chat('c1', 'x', 1, 2, 'nobody'))}\n`)[0]).toContain('names a parent');
    const a = { ...chat('a', 'x', 1, 2, 'b') };
    const b = { ...chat('b', 'x', 1, 2, 'a') };
    expect(unreadable(`${line(root('retrieval'))}\n${line(a)}\n${line(b)}\n`)[0]).toContain('is its own ancestor');
    const other = JSON.parse(line(chat('c1', 'x', 1, 2))) as Record<string, unknown>;
    other['traceId'] = 'b'.repeat(32);
    expect(unreadable(`${line(root('retrieval'))}\n${JSON.stringify(other)}\n`).join()).toContain('mixes 2 traces');
  });

  it('an envelope that is not JSON or not the schema', () => {
    expect(parseEnvelope('{', 'e.json').findings[0]?.code).toBe('trace/unreadable');
    expect(parseEnvelope('{"invocation_id": "x"}', 'e.json').findings[0]?.message).toContain(
      'does not match its schema',
    );
  });
});
