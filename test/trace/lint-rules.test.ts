// Seed 003's linter rule by rule: exact findings (code, severity, place, message), the rules per mode, G0's edges and boundaries.
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Finding } from '../../src/core/findings.js';
import type { Source } from '../../src/core/model.js';
import {
  GROUNDING_MODES,
  lintTrace,
  MODE_RULES,
  parseEnvelope,
  parseTrace,
  type Citation,
  type TraceLint,
} from '../../src/trace/index.js';
import { sourceOf } from '../helpers.js';
import { BASE_NS, chat, otlpSpan, retrieval, root, traceText, type SpanSpec } from './builder.js';

const NOTES = sourceOf('notes', 'Quill 2.4.0 was released on 3 November 2026.\n');
const OTHER = sourceOf('other', 'Quill 2.3.0 was released on 1 September 2026.\n');
const BRIEF = sourceOf('brief', 'the brief');
const INPUT = sha256Hex('the brief');
const registry = new Map<string, Source>([
  [NOTES.id, NOTES],
  [OTHER.id, OTHER],
]);
const TRACE = 'ledger/traces/p.jsonl';
const ENV = 'ledger/traces/p.envelope.json';
const POST = 'content/posts/p.md';
const h = (hash: string): string => hash.slice(0, 12);
const cite = (sourceId: string, line = 7): Citation => ({ sourceId, place: { file: POST, line, column: 1 } });

/** A trace as text: span specs written by the builder, or lines given as they are. */
const textOf = (spans: readonly SpanSpec[] | string): string => (typeof spans === 'string' ? spans : traceText(spans));

function lint(
  spans: readonly SpanSpec[] | string,
  citations: readonly Citation[] = [],
  envelope?: object,
  sources: ReadonlyMap<string, Source> = registry,
): TraceLint {
  const parsed = parseTrace(textOf(spans), TRACE);
  expect(parsed.findings).toEqual([]);
  const env = envelope ? parseEnvelope(JSON.stringify(envelope, null, 2), ENV) : undefined;
  expect(env?.findings ?? []).toEqual([]);
  return lintTrace({
    trace: parsed.trace!,
    ...(env?.envelope ? { envelope: env.envelope } : {}),
    citations,
    registry: sources,
  });
}
/** One line per finding: code, severity, place and message, so a comparison shows every part. */
const show = (f: Finding): string => `${f.code} ${f.severity} ${f.file}:${f.line}:${f.column} ${f.message}`;
const shown = (l: TraceLint): string[] => l.findings.map(show);

/**
 * The envelope, pretty-printed with grounded_on right in the payload: "invocation_id" on line 2, "grounding_mode" 3,
 * "outcome" 4, "payload" 5, "schema_class" 6, "grounded_on" 7 and its first entry's source_id on line 9.
 */
const envelopeOf = (
  mode: string,
  groundedOn: object[],
  evidence: object[] = groundedOn,
  extra: object = {},
): object => ({
  invocation_id: 'run-1',
  grounding_mode: mode,
  outcome: 'succeeded',
  payload: { schema_class: 'warrant.post', grounded_on: groundedOn },
  evidence: evidence.map((e, k) => ({ id: `e${k}`, ...e })),
  ...extra,
});
const onNotes = { source_id: 'notes', content_hash: NOTES.sha256 };
const onOther = { source_id: 'other', content_hash: OTHER.sha256 };
const onInput = { source_id: 'input:run-1', content_hash: INPUT };

const CLAIM = 'Quill 2.4.0 was released on 3 November 2026 [@notes].';
const good: SpanSpec[] = [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', CLAIM, 30, 60)];
/** A root span with exactly these attributes (the builder's root always records all three). */
const bareRoot = (attrs: Record<string, string>): SpanSpec => ({ ...root('retrieval'), attrs });
const rootAttrs = (mode: string): Record<string, string> => ({
  'gen_ai.agent.name': 'warrant-drafter',
  'warrant.grounding_mode': mode,
  'warrant.invocation_id': 'run-1',
  'warrant.input.sha256': INPUT,
});
const without = (attrs: Record<string, string>, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== key));

describe('the rules each mode applies', () => {
  it('MODE_RULES is seed 003 table, with the source check S1/S2 in every mode', () => {
    expect(MODE_RULES).toEqual({
      retrieval: ['trace/G0', 'trace/E1', 'trace/G1', 'trace/G2', 'trace/G3', 'trace/G4', 'trace/S1', 'trace/S2'],
      input_only: ['trace/G0', 'trace/E1', 'trace/R1', 'trace/R2', 'trace/R3', 'trace/S1', 'trace/S2'],
      none: ['trace/G0', 'trace/E1', 'trace/R1', 'trace/R2', 'trace/R3', 'trace/N1', 'trace/S1', 'trace/S2'],
      delegation: [
        'trace/G0',
        'trace/E1',
        'trace/R1',
        'trace/D1',
        'trace/D2',
        'trace/D3',
        'trace/G4',
        'trace/S1',
        'trace/S2',
      ],
    });
  });

  it('a run of each mode reports that mode and exactly its rules', () => {
    for (const mode of GROUNDING_MODES) {
      const l = lint([root(mode)], [], envelopeOf(mode, [onInput]));
      expect(l.mode).toBe(mode);
      expect(l.rules).toEqual(MODE_RULES[mode]);
    }
  });

  it('a run whose mode is unknown or missing applies G0 alone and runs no other rule', () => {
    const unknown = lint([root('guess'), chat('c1', 'x', 30, 60)]);
    expect(unknown.rules).toEqual(['trace/G0']);
    expect(unknown.mode).toBeUndefined();
    expect(shown(unknown)).toEqual([`trace/G0 error ${TRACE}:1:1 the run declares an unknown grounding mode "guess"`]);
    const missing = lint([bareRoot(without(rootAttrs('x'), 'warrant.grounding_mode')), chat('c1', 'x', 30, 60)]);
    expect(missing.rules).toEqual(['trace/G0']);
    expect(shown(missing)).toEqual([
      `trace/G0 error ${TRACE}:1:1 the run declares no grounding mode (warrant.grounding_mode); there is no default`,
    ]);
  });

  it('the result names the trace file, the mode, the invocation id and the input hash the root records', () => {
    const l = lint(good, [cite('notes')]);
    expect(l).toEqual({
      file: TRACE,
      mode: 'retrieval',
      invocationId: 'run-1',
      inputSha256: INPUT,
      rules: MODE_RULES.retrieval,
      findings: [],
    });
  });

  it('a root without an input hash gives no inputSha256 at all', () => {
    const l = lint(
      [bareRoot(without(rootAttrs('retrieval'), 'warrant.input.sha256')), ...good.slice(1)],
      [cite('notes')],
    );
    expect('inputSha256' in l).toBe(false);
    expect(l.invocationId).toBe('run-1');
    expect(l.findings).toEqual([]);
  });
});

describe('G0: one root run with a mode, an id, and an envelope that agrees', () => {
  it('a trace with no root invoke_agent span is placed on its first line', () => {
    const orphan = (id: string): SpanSpec => ({ ...chat(id, 'x', 1, 2), parent: undefined });
    const l = lint([orphan('a'), orphan('b')]);
    expect(l.rules).toEqual(['trace/G0']);
    expect(shown(l)).toEqual([
      `trace/G0 error ${TRACE}:1:1 the trace has 0 root invoke_agent spans; a drafting run has exactly one, covering the whole run`,
    ]);
  });

  it('a second root is placed on its own line', () => {
    const l = lint([...good, { ...root('retrieval'), id: 'root2' }], [cite('notes')]);
    expect(shown(l)).toEqual([
      `trace/G0 error ${TRACE}:4:1 the trace has 2 root invoke_agent spans; a drafting run has exactly one, covering the whole run`,
    ]);
  });

  it('a span without a parent that is not an invoke_agent span is no second root', () => {
    const loose: SpanSpec = { ...retrieval('r1', 'notes', NOTES.sha256, 10, 20), parent: undefined };
    expect(lint([root('retrieval'), loose, chat('c1', CLAIM, 30, 60)], [cite('notes')]).findings).toEqual([]);
  });

  it('a span that starts with the run lies inside it; one that starts before or ends after it lies outside', () => {
    const together = lint([{ ...root('retrieval'), start: 10 }, ...good.slice(1)], [cite('notes')]);
    expect(shown(together)).toEqual([]);
    const before = lint([{ ...root('retrieval'), start: 11 }, ...good.slice(1)], [cite('notes')]);
    expect(shown(before)).toEqual([
      `trace/G0 error ${TRACE}:2:1 span "retrieval r1" lies outside the run's invoke_agent span`,
    ]);
    const after = lint([root('retrieval', {}, 50), ...good.slice(1)], [cite('notes')]);
    expect(shown(after)).toEqual([
      `trace/G0 error ${TRACE}:3:1 span "chat c1" lies outside the run's invoke_agent span`,
    ]);
  });

  it('a root without an invocation id is a finding, and the envelope is not compared with a missing id', () => {
    const spans = [bareRoot(without(rootAttrs('retrieval'), 'warrant.invocation_id')), ...good.slice(1)];
    const l = lint(spans, [], envelopeOf('retrieval', [onNotes]));
    expect(shown(l)).toEqual([`trace/G0 error ${TRACE}:1:1 the run records no invocation id (warrant.invocation_id)`]);
    expect('invocationId' in l).toBe(false);
  });

  it('an unknown mode is not compared with the envelope mode', () => {
    const l = lint([root('guess'), ...good.slice(1)], [], envelopeOf('retrieval', [onNotes]));
    expect(shown(l)).toEqual([`trace/G0 error ${TRACE}:1:1 the run declares an unknown grounding mode "guess"`]);
  });

  it('an envelope of another mode or another run is placed on the envelope line that says so', () => {
    expect(shown(lint(good, [], envelopeOf('input_only', [onNotes])))).toEqual([
      `trace/G0 error ${ENV}:3:1 the envelope says "input_only", the trace's run "retrieval"`,
    ]);
    expect(shown(lint(good, [], { ...envelopeOf('retrieval', [onNotes]), invocation_id: 'run-2' }))).toEqual([
      `trace/G0 error ${ENV}:2:1 the envelope is for run run-2, the trace for run-1`,
    ]);
  });

  it('a failed run is placed on the outcome line, and a failed run need not rely on anything (no G2 or R3)', () => {
    const failed = (mode: string): object => ({ ...envelopeOf(mode, []), outcome: 'failed' });
    expect(shown(lint(good, [], failed('retrieval')))).toEqual([`trace/G0 error ${ENV}:4:1 the drafting run failed`]);
    expect(shown(lint([root('input_only')], [], failed('input_only')))).toEqual([
      `trace/G0 error ${ENV}:4:1 the drafting run failed`,
    ]);
    expect(shown(lint([root('delegation')], [], failed('delegation')))).toEqual([
      `trace/G0 error ${ENV}:4:1 the drafting run failed`,
    ]);
  });

  it('a payload without a schema_class or a grounded_on list is placed on the payload line', () => {
    const noClass = { ...envelopeOf('retrieval', [onNotes]), payload: { grounded_on: [onNotes] } };
    expect(shown(lint(good, [], noClass))).toEqual([`trace/G0 error ${ENV}:5:1 the payload has no schema_class`]);
    const noList = { ...envelopeOf('retrieval', [], [onNotes]), payload: { schema_class: 'warrant.post' } };
    expect(shown(lint(good, [], noList))).toEqual([
      `trace/G0 error ${ENV}:5:1 the payload has no grounded_on list, so nothing in it can be checked`,
      `trace/G2 error ${TRACE}:1:1 the drafted post relies on no source at all`,
    ]);
  });

  it('a malformed grounded_on entry is placed on the grounded_on line and is checked by no other rule', () => {
    const malformed = envelopeOf(
      'retrieval',
      [onNotes, { source_id: 'notes' }, { content_hash: OTHER.sha256 }],
      [onNotes],
    );
    expect(shown(lint(good, [], malformed))).toEqual([
      `trace/G0 error ${ENV}:7:1 payload.grounded_on[1] is not a {source_id, content_hash} entry`,
      `trace/G0 error ${ENV}:7:1 payload.grounded_on[2] is not a {source_id, content_hash} entry`,
    ]);
  });
});

describe('E1: evidence content against its hash', () => {
  it('content that hashes to its content_hash passes', () => {
    expect(lint(good, [], envelopeOf('retrieval', [onNotes], [{ ...onNotes, content: NOTES.text }])).findings).toEqual(
      [],
    );
  });

  it('content that does not is an E1 on the evidence item, with both short hashes', () => {
    const altered = NOTES.text.replace('3 November', '4 November');
    const l = lint(good, [], envelopeOf('retrieval', [onNotes], [{ ...onNotes, content: altered }]));
    expect(shown(l)).toEqual([
      `trace/E1 error ${ENV}:9:1 evidence item "e0": its content hashes to ${h(sha256Hex(altered))}, not ${h(NOTES.sha256)}`,
    ]);
  });
});

describe('G1: no model call before a retrieval has ended', () => {
  /** The trace's lines with one span's start moved by some nanoseconds. */
  const shifted = (spans: readonly SpanSpec[], id: string, startNs: bigint): string =>
    spans
      .map((s) => {
        const line = otlpSpan(s);
        return JSON.stringify(s.id === id ? { ...line, startTimeUnixNano: String(startNs) } : line);
      })
      .join('\n') + '\n';
  const at20 = BASE_NS + 20_000_000n;

  it('a call that starts exactly when the first retrieval ends passes; one a nanosecond earlier does not', () => {
    const spans = [root('retrieval'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', CLAIM, 20, 60)];
    expect(lint(shifted(spans, 'c1', at20), [cite('notes')]).findings).toEqual([]);
    expect(shown(lint(shifted(spans, 'c1', at20 - 1n), [cite('notes')]))).toEqual([
      `trace/G1 error ${TRACE}:3:1 the model call "chat c1" starts before any retrieval finished`,
    ]);
  });

  it('the first retrieval to end counts, wherever it sits in the file', () => {
    const spans = [
      root('retrieval'),
      retrieval('r1', 'notes', NOTES.sha256, 1, 40),
      retrieval('r2', 'notes', NOTES.sha256, 10, 20),
      chat('c1', CLAIM, 25, 60),
    ];
    expect(lint(spans, [cite('notes')]).findings).toEqual([]);
  });

  it('a retrieval run that retrieved nothing has every model call before any retrieval', () => {
    const l = lint([root('retrieval'), chat('c1', 'x', 30, 60), chat('c2', 'y', 70, 80)]);
    expect(shown(l)).toEqual([
      `trace/G1 error ${TRACE}:2:1 the model call "chat c1" starts before any retrieval finished`,
      `trace/G1 error ${TRACE}:3:1 the model call "chat c2" starts before any retrieval finished`,
      `trace/G2 error ${TRACE}:1:1 the drafted post relies on no source at all`,
    ]);
  });
});

describe('G2: what the post relies on must match a retrieval on id and hash', () => {
  it('a citation the run never retrieved is placed at the citation', () => {
    expect(shown(lint(good, [cite('notes'), cite('other', 9)]))).toEqual([
      `trace/G2 error ${POST}:9:1 the citation [@other] relies on "other", but the drafting run (${TRACE}) never retrieved it`,
    ]);
  });

  it('a source retrieved at another version names that retrieval and both short hashes', () => {
    const spans = [root('retrieval'), retrieval('r1', 'notes', OTHER.sha256, 10, 20), chat('c1', CLAIM, 30, 60)];
    expect(shown(lint(spans, [cite('notes')]))).toEqual([
      `trace/G2 error ${POST}:7:1 the citation [@notes] relies on "notes", but the run retrieved "notes" (${TRACE}:2) with hash ${h(OTHER.sha256)}, not ${h(NOTES.sha256)}`,
    ]);
  });

  it('a retrieval of the same id that records no hash is shown as (none)', () => {
    const hashless: SpanSpec = { ...retrieval('r1', 'notes', '', 10, 20), attrs: { 'gen_ai.data_source.id': 'notes' } };
    expect(shown(lint([root('retrieval'), hashless, chat('c1', CLAIM, 30, 60)], [cite('notes')]))).toEqual([
      `trace/G2 error ${POST}:7:1 the citation [@notes] relies on "notes", but the run retrieved "notes" (${TRACE}:2) with hash (none), not ${h(NOTES.sha256)}`,
    ]);
  });

  it('a retrieval of another id at the same hash does not match', () => {
    const sameBytes = { source_id: 'other', content_hash: NOTES.sha256 };
    const l = lint(good, [], envelopeOf('retrieval', [sameBytes]));
    expect(shown(l)).toEqual([
      `trace/G2 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] relies on "other", but the drafting run (${TRACE}) never retrieved it`,
      `trace/S2 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] gives "other" hash ${h(NOTES.sha256)}, but its pinned copy (ledger/sources/other.txt) hashes to ${h(OTHER.sha256)}`,
      `trace/S2 error ${ENV}:9:1 evidence item "e0" gives "other" hash ${h(NOTES.sha256)}, but its pinned copy (ledger/sources/other.txt) hashes to ${h(OTHER.sha256)}`,
    ]);
  });

  it('a successful run that relies on nothing is placed on the root span', () => {
    const spans = [retrieval('r1', 'notes', NOTES.sha256, 10, 20), chat('c1', CLAIM, 30, 60), root('retrieval')];
    expect(shown(lint(spans))).toEqual([`trace/G2 error ${TRACE}:3:1 the drafted post relies on no source at all`]);
  });

  it('citations of sources that are not pinned are not what the run relies on', () => {
    expect(lint(good, [cite('notes'), cite('invented')]).findings).toEqual([]);
    expect(shown(lint(good, [cite('invented')]))).toEqual([
      `trace/G2 error ${TRACE}:1:1 the drafted post relies on no source at all`,
    ]);
  });

  it('a source cited twice is one entry, placed at its first citation', () => {
    const first = { sourceId: 'other', place: { file: 'content/posts/p.md', line: 3, column: 5 } };
    const later = { sourceId: 'other', place: { file: 'content/posts/p.md', line: 9, column: 1 } };
    const findings = lint(good, [cite('notes'), first, later]).findings;
    expect(findings.map((f) => [f.code, f.line, f.column])).toEqual([['trace/G2', 3, 5]]);
  });
});

describe('G3 and G4: evidence against retrievals and grounded_on', () => {
  it('G3: an evidence hash no retrieval read', () => {
    const l = lint(good, [], envelopeOf('retrieval', [onNotes], [onNotes, onOther]));
    expect(shown(l)).toEqual([
      `trace/G3 error ${ENV}:22:1 evidence item "e1" has hash ${h(OTHER.sha256)}, which no retrieval of the trace read`,
    ]);
  });

  it('G3: an evidence item with no hash is shown as (none)', () => {
    const l = lint(good, [], envelopeOf('retrieval', [onNotes], [onNotes, { source_id: 'notes', content_hash: '' }]));
    expect(shown(l)).toEqual([
      `trace/G3 error ${ENV}:9:1 evidence item "e1" has hash (none), which no retrieval of the trace read`,
      `trace/S2 error ${ENV}:9:1 evidence item "e1" gives "notes" hash (none), but its pinned copy (ledger/sources/notes.txt) hashes to ${h(NOTES.sha256)}`,
    ]);
  });

  it('G4: a grounded_on entry with no evidence item of its hash', () => {
    expect(shown(lint(good, [], envelopeOf('retrieval', [onNotes], [])))).toEqual([
      `trace/G4 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] ("notes", hash ${h(NOTES.sha256)}) has no evidence item`,
    ]);
  });
});

describe('R1, R2, R3 and N1: runs that may rely only on their input', () => {
  const inputOnly = (mode: string): SpanSpec[] => [root(mode), chat('c1', 'x', 30, 60)];

  it('R1: a retrieval, named by its source id or else by its span name', () => {
    const nameless: SpanSpec = { ...retrieval('r2', '', '', 30, 40), attrs: { 'warrant.source.sha256': INPUT } };
    const spans = [root('input_only'), retrieval('r1', 'notes', NOTES.sha256, 10, 20), nameless];
    expect(shown(lint(spans, [], envelopeOf('input_only', [onInput])))).toEqual([
      `trace/R1 error ${TRACE}:2:1 the input_only run retrieved "notes"`,
      `trace/R1 error ${TRACE}:3:1 the input_only run retrieved "retrieval r2"`,
    ]);
    const delegating = [root('delegation'), retrieval('r1', 'notes', NOTES.sha256, 10, 20)];
    expect(shown(lint(delegating, [], envelopeOf('delegation', [onInput])))).toEqual([
      `trace/R1 error ${TRACE}:2:1 the delegation run retrieved "notes"`,
    ]);
  });

  it('R2: each grounded_on entry, evidence item or citation that is not the input', () => {
    const l = lint(inputOnly('input_only'), [cite('notes')], envelopeOf('input_only', [onInput], [onInput, onOther]));
    expect(shown(l)).toEqual([
      `trace/R2 error ${POST}:7:1 the citation [@notes] relies on "notes", which is not the run's input`,
      `trace/R2 error ${ENV}:22:1 evidence item "e1" relies on "other", which is not the run's input`,
    ]);
  });

  it("R2: input:<id> counts only with the run's own invocation id and the input hash", () => {
    const otherRun = { source_id: 'input:run-2', content_hash: INPUT };
    expect(shown(lint(inputOnly('input_only'), [], envelopeOf('input_only', [otherRun])))).toEqual([
      `trace/R2 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] relies on "input:run-2", which is not the run's input`,
      `trace/R2 error ${ENV}:9:1 evidence item "e0" relies on "input:run-2", which is not the run's input`,
      `trace/R3 error ${TRACE}:1:1 the input_only run does not cite its input`,
    ]);
    const otherHash = { source_id: 'input:run-1', content_hash: NOTES.sha256 };
    expect(lint(inputOnly('none'), [], envelopeOf('none', [otherHash])).findings.map((f) => f.code)).toEqual([
      'trace/R2',
      'trace/R2',
      'trace/R3',
      'trace/N1',
    ]);
  });

  it('R2: a pinned source whose bytes are the input is the input; a pinned source cited at the input hash is not', () => {
    const withBrief = new Map(registry).set(BRIEF.id, BRIEF);
    expect(lint(inputOnly('input_only'), [cite('brief')], undefined, withBrief).findings).toEqual([]);
    const notesAsInput = { source_id: 'notes', content_hash: INPUT };
    expect(shown(lint(inputOnly('input_only'), [], envelopeOf('input_only', [notesAsInput])))).toEqual([
      `trace/R2 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] relies on "notes", which is not the run's input`,
      `trace/R2 error ${ENV}:9:1 evidence item "e0" relies on "notes", which is not the run's input`,
      `trace/R3 error ${TRACE}:1:1 the input_only run does not cite its input`,
      `trace/S2 error ${ENV}:9:1 grounded_on entry payload.grounded_on[0] gives "notes" hash ${h(INPUT)}, but its pinned copy (ledger/sources/notes.txt) hashes to ${h(NOTES.sha256)}`,
      `trace/S2 error ${ENV}:9:1 evidence item "e0" gives "notes" hash ${h(INPUT)}, but its pinned copy (ledger/sources/notes.txt) hashes to ${h(NOTES.sha256)}`,
    ]);
  });

  it('R2: an empty input hash never matches, neither input:<id> nor a pinned source with an empty hash', () => {
    const noInput = [root('input_only', { 'warrant.input.sha256': '' }), chat('c1', 'x', 30, 60)];
    const emptyInput = { source_id: 'input:run-1', content_hash: '' };
    expect(shown(lint(noInput, [], envelopeOf('input_only', [], [emptyInput])))).toEqual([
      `trace/R2 error ${ENV}:12:1 evidence item "e0" relies on "input:run-1", which is not the run's input`,
      `trace/R3 error ${TRACE}:1:1 the input_only run does not cite its input`,
    ]);
    const blank: Source = { ...BRIEF, id: 'blank', uri: 'ledger/sources/blank.txt', sha256: '' };
    const withBlank = new Map(registry).set(blank.id, blank);
    expect(shown(lint(noInput, [cite('blank')], undefined, withBlank))).toEqual([
      `trace/R2 error ${POST}:7:1 the citation [@blank] relies on "blank", which is not the run's input`,
      `trace/R3 error ${TRACE}:1:1 the input_only run does not cite its input`,
    ]);
  });

  it('R3: a successful run that cites nothing, placed on the root span', () => {
    expect(shown(lint(inputOnly('input_only'), [], envelopeOf('input_only', [])))).toEqual([
      `trace/R3 error ${TRACE}:1:1 the input_only run does not cite its input`,
    ]);
    expect(shown(lint([root('none')], [], envelopeOf('none', [])))).toEqual([
      `trace/R3 error ${TRACE}:1:1 the none run does not cite its input`,
    ]);
  });

  it('N1: each model call of a run declared none', () => {
    const spans = [root('none'), chat('c1', 'x', 30, 60), chat('c2', 'y', 70, 80)];
    expect(shown(lint(spans, [], envelopeOf('none', [onInput])))).toEqual([
      `trace/N1 error ${TRACE}:2:1 a run declared "none" called a model ("chat c1")`,
      `trace/N1 error ${TRACE}:3:1 a run declared "none" called a model ("chat c2")`,
    ]);
  });
});

describe('D1, D2, D3: delegation matches a delegated run on both its id and its envelope hash', () => {
  const CHILD = sha256Hex('child envelope');
  const child = { source_id: 'invocation:child-1', content_hash: CHILD };
  const delegations = { delegations: [{ invocation_id: 'child-1', envelope_hash: CHILD }] };
  const spans = [root('delegation'), chat('c1', 'x', 30, 60)];

  it('the input and a delegated run pass', () => {
    expect(lint(spans, [], envelopeOf('delegation', [onInput, child], [onInput, child], delegations)).findings).toEqual(
      [],
    );
  });

  it('the right envelope hash under another run id is not delegated', () => {
    const stranger = { source_id: 'invocation:child-2', content_hash: CHILD };
    const l = lint(spans, [], envelopeOf('delegation', [onInput, stranger], [onInput, stranger], delegations));
    expect(shown(l)).toEqual([
      `trace/D1 error ${ENV}:13:1 grounded_on entry payload.grounded_on[1] relies on "invocation:child-2", neither the input nor a delegated run`,
      `trace/D2 error ${ENV}:13:1 evidence item "e1" names "invocation:child-2", neither the input nor a delegated run`,
    ]);
  });

  it('the right run id with another envelope hash is not delegated', () => {
    const forged = { source_id: 'invocation:child-1', content_hash: sha256Hex('other') };
    const l = lint(spans, [], envelopeOf('delegation', [onInput, forged], [onInput, forged], delegations));
    expect(l.findings.map((f) => [f.code, f.line])).toEqual([
      ['trace/D1', 13],
      ['trace/D2', 13],
    ]);
  });

  it('a registry source is neither the input nor a delegated run, even when the run delegated', () => {
    const l = lint(spans, [], envelopeOf('delegation', [onInput, onNotes], [onInput], delegations));
    expect(shown(l)).toEqual([
      `trace/D1 error ${ENV}:13:1 grounded_on entry payload.grounded_on[1] relies on "notes", neither the input nor a delegated run`,
      `trace/G4 error ${ENV}:13:1 grounded_on entry payload.grounded_on[1] ("notes", hash ${h(NOTES.sha256)}) has no evidence item`,
    ]);
  });

  it('without an envelope nothing is delegated, and a run not citing its input breaks D3', () => {
    expect(shown(lint(spans, [cite('notes')]))).toEqual([
      `trace/D1 error ${POST}:7:1 the citation [@notes] relies on "notes", neither the input nor a delegated run`,
      `trace/D3 error ${TRACE}:1:1 the delegation run does not cite its input`,
    ]);
  });
});

describe('S1 and S2: the source check, and snapshots with no pinned copy', () => {
  it('S1: a record not in the registry', () => {
    const invented = { source_id: 'invented', content_hash: sha256Hex('made up') };
    const spans = [...good, retrieval('r2', 'invented', invented.content_hash, 10, 20)];
    expect(shown(lint(spans, [], envelopeOf('retrieval', [onNotes, invented])))).toEqual([
      `trace/S1 error ${ENV}:13:1 grounded_on entry payload.grounded_on[1] names "invented", which is not in ledger/sources.jsonl`,
      `trace/S1 error ${ENV}:13:1 evidence item "e1" names "invented", which is not in ledger/sources.jsonl`,
    ]);
  });

  it('an evidence item whose snapshot is ledger/sources.jsonl is resolved: checked by S1 and S2, never unresolved', () => {
    const pinnedRef = { snapshot_ref: 'ledger/sources.jsonl' };
    const invented = { source_id: 'invented', content_hash: NOTES.sha256, ...pinnedRef };
    expect(shown(lint(good, [], envelopeOf('retrieval', [onNotes], [onNotes, invented])))).toEqual([
      `trace/S1 error ${ENV}:22:1 evidence item "e1" names "invented", which is not in ledger/sources.jsonl`,
    ]);
    const stale = { source_id: 'notes', content_hash: OTHER.sha256, ...pinnedRef };
    const spans = [...good, retrieval('r2', 'notes', OTHER.sha256, 10, 20)];
    expect(shown(lint(spans, [], envelopeOf('retrieval', [onNotes], [onNotes, stale])))).toEqual([
      `trace/S2 error ${ENV}:9:1 evidence item "e1" gives "notes" hash ${h(OTHER.sha256)}, but its pinned copy (ledger/sources/notes.txt) hashes to ${h(NOTES.sha256)}`,
    ]);
  });

  it('an evidence item whose snapshot has no pinned copy is skipped by S1/S2 and reported, as a warning, last', () => {
    const live = { source_id: 'web-page', content_hash: OTHER.sha256, snapshot_ref: 'live:https://example.org' };
    const l = lint(good, [], envelopeOf('retrieval', [onNotes], [onNotes, live]));
    expect(shown(l)).toEqual([
      `trace/G3 error ${ENV}:22:1 evidence item "e1" has hash ${h(OTHER.sha256)}, which no retrieval of the trace read`,
      `trace/unresolved warning ${ENV}:22:1 evidence item "e1" names snapshot live:https://example.org, which has no pinned copy here`,
    ]);
  });

  it('a trace with no run has no evidence to report unresolved', () => {
    const live = { source_id: 'web-page', content_hash: OTHER.sha256, snapshot_ref: 'live:https://example.org' };
    const l = lint([...good, { ...root('retrieval'), id: 'root2' }], [], envelopeOf('retrieval', [onNotes], [live]));
    expect(l.findings.map((f) => f.code)).toEqual(['trace/G0']);
  });
});
