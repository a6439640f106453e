/**
 * @module trace/lint: seed 003's grounding linter and source check for a post drafted with AI: the run's trace against
 * what the post (and its envelope) says it relied on, rule by rule for the run's grounding mode. Pure.
 */
import { sha256Hex } from '../core/canonical.js';
import { finding, type Finding, type FindingCode, type Place } from '../core/findings.js';
import type { Source } from '../core/model.js';
import { envelopeLine, GROUNDING_MODES, type Envelope, type GroundingMode } from './envelope.js';
import { stringAttribute, type Trace, type TraceSpan } from './spans.js';

export type TraceRule = Extract<FindingCode, `trace/${'G' | 'E' | 'R' | 'N' | 'D' | 'S'}${number}`>;

/** The rules each grounding mode applies (seed 003's table), the source check S1/S2 in every mode. */
export const MODE_RULES: Readonly<Record<GroundingMode, readonly TraceRule[]>> = {
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
};

/** A source the post cites, where it cites it first. */
export interface Citation {
  readonly sourceId: string;
  readonly place: Place;
}

export interface LintInput {
  readonly trace: Trace;
  readonly envelope?: Envelope;
  /** The post's own citations: without an envelope they are its grounded_on list, with one they join it. */
  readonly citations: readonly Citation[];
  /** The pinned registry, for the source check. */
  readonly registry: ReadonlyMap<string, Source>;
}

/** What the linter learned about the run, and what it found. */
export interface TraceLint {
  readonly file: string;
  readonly mode?: GroundingMode;
  readonly invocationId?: string;
  readonly inputSha256?: string;
  /** The rules applied (those of the mode; G0 alone when the mode could not be read). */
  readonly rules: readonly TraceRule[];
  readonly findings: readonly Finding[];
}

/** One thing the run says it relied on: a grounded_on entry (the envelope's or a citation) or an evidence item. */
interface Cited {
  readonly sourceId: string;
  readonly contentHash: string;
  readonly place: Place;
  readonly what: string;
  readonly snapshotRef?: string;
  readonly content?: string;
}

interface Run {
  readonly input: LintInput;
  readonly root: TraceSpan;
  readonly retrievals: readonly TraceSpan[];
  readonly chats: readonly TraceSpan[];
  /** Each retrieval as `<source id> NUL <hash>`, and the hashes alone: what G2 and G3 look up. */
  readonly retrievedKeys: ReadonlySet<string>;
  readonly retrievedHashes: ReadonlySet<string>;
  readonly invocationId: string;
  readonly inputSha256: string;
  readonly groundedOn: readonly Cited[];
  readonly evidence: readonly Cited[];
  readonly succeeded: boolean;
}

const spanPlace = (trace: Trace, span: TraceSpan): Place => ({ file: trace.file, line: span.line, column: 1 });
const short = (hash: string): string => (hash === '' ? '(none)' : hash.slice(0, 12));

/** Is this entry the run's input: `input:<invocation id>` with the input hash, or a pinned source that is the input? */
function isInput(run: Run, c: Cited): boolean {
  if (run.inputSha256 === '' || c.contentHash !== run.inputSha256) return false;
  return c.sourceId === `input:${run.invocationId}` || run.input.registry.get(c.sourceId)?.sha256 === run.inputSha256;
}

const retrievalKey = (sourceId: string, hash: string): string => `${sourceId}\u0000${hash}`;
const retrieved = (run: Run, sourceId: string, hash: string): boolean =>
  run.retrievedKeys.has(retrievalKey(sourceId, hash));

const isDelegated = (run: Run, c: Cited): boolean =>
  // Stryker disable next-line ArrayDeclaration: a non-delegation item has no envelope_hash, and every cited hash is a string
  (run.input.envelope?.delegations ?? []).some(
    (d) => c.sourceId === `invocation:${d.invocation_id}` && c.contentHash === d.envelope_hash,
  );

/** The checks, one per rule after G0 (which decides whether there is a run to check at all). */
const CHECKS: Readonly<Record<Exclude<TraceRule, 'trace/G0'>, (run: Run) => Finding[]>> = {
  'trace/E1': (run) =>
    run.evidence
      .filter((e) => e.content !== undefined && sha256Hex(e.content) !== e.contentHash)
      .map((e) =>
        finding(
          'trace/E1',
          e.place,
          `${e.what}: its content hashes to ${short(sha256Hex(e.content ?? ''))}, not ${short(e.contentHash)}`,
        ),
      ),
  'trace/G1': (run) => {
    const firstEnd = run.retrievals.reduce<bigint | undefined>(
      (min, r) => (min === undefined || r.end < min ? r.end : min),
      undefined,
    );
    return run.chats
      .filter((chat) => firstEnd === undefined || firstEnd > chat.start)
      .map((chat) =>
        finding(
          'trace/G1',
          spanPlace(run.input.trace, chat),
          `the model call "${chat.name}" starts before any retrieval finished`,
        ),
      );
  },
  'trace/G2': (run) => {
    if (run.succeeded && run.groundedOn.length === 0)
      return [finding('trace/G2', spanPlace(run.input.trace, run.root), 'the drafted post relies on no source at all')];
    return run.groundedOn
      .filter((c) => !retrieved(run, c.sourceId, c.contentHash))
      .map((c) => {
        const sameId = run.retrievals.find((r) => stringAttribute(r, 'gen_ai.data_source.id') === c.sourceId);
        const why = sameId
          ? `the run retrieved "${c.sourceId}" (${run.input.trace.file}:${sameId.line}) with hash ${short(stringAttribute(sameId, 'warrant.source.sha256') ?? '')}, not ${short(c.contentHash)}`
          : `the drafting run (${run.input.trace.file}) never retrieved it`;
        return finding('trace/G2', c.place, `${c.what} relies on "${c.sourceId}", but ${why}`);
      });
  },
  'trace/G3': (run) =>
    run.evidence
      .filter((e) => !run.retrievedHashes.has(e.contentHash))
      .map((e) =>
        finding(
          'trace/G3',
          e.place,
          `${e.what} has hash ${short(e.contentHash)}, which no retrieval of the trace read`,
        ),
      ),
  // Without an envelope the post is the payload and has no evidence list to hold its hashes.
  'trace/G4': (run) =>
    (run.input.envelope === undefined ? [] : run.groundedOn)
      .filter((c) => !run.evidence.some((e) => e.contentHash === c.contentHash))
      .map((c) =>
        finding('trace/G4', c.place, `${c.what} ("${c.sourceId}", hash ${short(c.contentHash)}) has no evidence item`),
      ),
  'trace/R1': (run) =>
    run.retrievals.map((r) =>
      finding(
        'trace/R1',
        spanPlace(run.input.trace, r),
        `the ${modeOf(run)} run retrieved "${stringAttribute(r, 'gen_ai.data_source.id') ?? r.name}"`,
      ),
    ),
  'trace/R2': (run) =>
    [...run.groundedOn, ...run.evidence]
      .filter((c) => !isInput(run, c))
      .map((c) => finding('trace/R2', c.place, `${c.what} relies on "${c.sourceId}", which is not the run's input`)),
  'trace/R3': (run) => citesInput(run, 'trace/R3'),
  'trace/N1': (run) =>
    run.chats.map((chat) =>
      finding('trace/N1', spanPlace(run.input.trace, chat), `a run declared "none" called a model ("${chat.name}")`),
    ),
  'trace/D1': (run) =>
    run.groundedOn
      .filter((c) => !isInput(run, c) && !isDelegated(run, c))
      .map((c) =>
        finding('trace/D1', c.place, `${c.what} relies on "${c.sourceId}", neither the input nor a delegated run`),
      ),
  'trace/D2': (run) =>
    run.evidence
      .filter((c) => !isInput(run, c) && !isDelegated(run, c))
      .map((c) =>
        finding('trace/D2', c.place, `${c.what} names "${c.sourceId}", neither the input nor a delegated run`),
      ),
  'trace/D3': (run) => citesInput(run, 'trace/D3'),
  'trace/S1': (run) =>
    sourceChecked(run)
      .filter((c) => !run.input.registry.has(c.sourceId))
      .map((c) =>
        finding('trace/S1', c.place, `${c.what} names "${c.sourceId}", which is not in ledger/sources.jsonl`),
      ),
  'trace/S2': (run) =>
    sourceChecked(run).flatMap((c) => {
      const pinned = run.input.registry.get(c.sourceId);
      if (pinned === undefined || pinned.sha256 === c.contentHash) return [];
      return [
        finding(
          'trace/S2',
          c.place,
          `${c.what} gives "${c.sourceId}" hash ${short(c.contentHash)}, but its pinned copy (${pinned.uri}) hashes to ${short(pinned.sha256)}`,
        ),
      ];
    }),
};

const modeOf = (run: Run): string => stringAttribute(run.root, 'warrant.grounding_mode') ?? '';

function citesInput(run: Run, code: 'trace/R3' | 'trace/D3'): Finding[] {
  if (!run.succeeded || run.groundedOn.some((c) => isInput(run, c))) return [];
  return [finding(code, spanPlace(run.input.trace, run.root), `the ${modeOf(run)} run does not cite its input`)];
}

/** What the source check re-hashes: registry sources, not the input, a delegated run or an unresolved snapshot. */
function sourceChecked(run: Run): Cited[] {
  return [...run.groundedOn, ...run.evidence].filter(
    (c) =>
      !c.sourceId.startsWith('input:') &&
      !c.sourceId.startsWith('invocation:') &&
      !(c.snapshotRef !== undefined && c.snapshotRef !== 'ledger/sources.jsonl'),
  );
}

/** G0: one root invoke_agent span covering the run, a mode with no default, and an envelope that agrees with it. */
function checkG0(input: LintInput): { findings: Finding[]; run?: Run; mode?: GroundingMode } {
  const { trace, envelope } = input;
  const g0 = (place: Place, message: string): Finding => finding('trace/G0', place, message);
  const first: Place = { file: trace.file, line: 1, column: 1 };
  const roots = trace.spans.filter((s) => s.kind === 'invoke_agent' && s.parentSpanId === undefined);
  if (roots.length !== 1)
    return {
      findings: [
        g0(
          roots[1] ? spanPlace(trace, roots[1]) : first,
          `the trace has ${roots.length} root invoke_agent spans; a drafting run has exactly one, covering the whole run`,
        ),
      ],
    };
  const root = roots[0] as TraceSpan;
  const findings: Finding[] = [];
  const outside = trace.spans.find((s) => s.start < root.start || s.end > root.end);
  if (outside)
    findings.push(g0(spanPlace(trace, outside), `span "${outside.name}" lies outside the run's invoke_agent span`));
  const modeText = stringAttribute(root, 'warrant.grounding_mode');
  // Stryker disable next-line StringLiteral: neither '' nor any other stand-in for a missing mode is a grounding mode
  const mode = (GROUNDING_MODES as readonly string[]).includes(modeText ?? '')
    ? (modeText as GroundingMode)
    : undefined;
  if (mode === undefined)
    findings.push(
      g0(
        spanPlace(trace, root),
        modeText === undefined
          ? 'the run declares no grounding mode (warrant.grounding_mode); there is no default'
          : `the run declares an unknown grounding mode "${modeText}"`,
      ),
    );
  const invocationId = stringAttribute(root, 'warrant.invocation_id') ?? '';
  if (invocationId === '')
    findings.push(g0(spanPlace(trace, root), 'the run records no invocation id (warrant.invocation_id)'));
  const inputSha256 = stringAttribute(root, 'warrant.input.sha256') ?? '';
  const envelopePlace = (needle: string): Place => ({
    // Stryker disable next-line OptionalChaining: envelopePlace is only called with an envelope
    file: envelope?.file ?? trace.file,
    line: envelope ? envelopeLine(envelope, needle) : 1,
    column: 1,
  });
  if (envelope) {
    if (mode !== undefined && envelope.mode !== mode)
      findings.push(
        g0(envelopePlace(envelope.mode), `the envelope says "${envelope.mode}", the trace's run "${mode}"`),
      );
    if (invocationId !== '' && envelope.invocationId !== invocationId)
      findings.push(
        g0(
          envelopePlace(envelope.invocationId),
          `the envelope is for run ${envelope.invocationId}, the trace for ${invocationId}`,
        ),
      );
    if (envelope.outcome !== 'succeeded') findings.push(g0(envelopePlace('outcome'), 'the drafting run failed'));
    if (envelope.schemaClass === undefined)
      findings.push(g0(envelopePlace('payload'), 'the payload has no schema_class'));
    if (envelope.groundedOn === undefined)
      findings.push(
        g0(envelopePlace('payload'), 'the payload has no grounded_on list, so nothing in it can be checked'),
      );
    for (const entry of envelope.groundedOn ?? [])
      if (!entry.wellFormed)
        findings.push(g0(envelopePlace('grounded_on'), `${entry.path} is not a {source_id, content_hash} entry`));
  }
  const fromEnvelope = (c: { sourceId: string; contentHash: string }, what: string): Cited => ({
    ...c,
    place: envelopePlace(c.sourceId),
    what,
  });
  // Each cited source once, at its first citation.
  const cited = new Set<string>();
  const citations = input.citations
    .filter((c) => !cited.has(c.sourceId) && cited.add(c.sourceId) !== undefined)
    .filter((c) => input.registry.has(c.sourceId))
    .map((c): Cited => ({
      sourceId: c.sourceId,
      // Stryker disable next-line OptionalChaining,StringLiteral: the filter above keeps only citations the registry holds, and a registered source has a hash
      contentHash: input.registry.get(c.sourceId)?.sha256 ?? '',
      place: c.place,
      what: `the citation [@${c.sourceId}]`,
    }));
  const groundedOn = [
    // Stryker disable next-line ArrayDeclaration: a non-entry item is not wellFormed, so the filter below drops it
    ...(envelope?.groundedOn ?? [])
      .filter((e) => e.wellFormed)
      .map((e) => fromEnvelope(e, `grounded_on entry ${e.path}`)),
    ...citations,
  ];
  const evidence = envelope
    ? envelope.evidence.map((e): Cited => ({
        ...fromEnvelope({ sourceId: e.source_id, contentHash: e.content_hash }, `evidence item "${e.id}"`),
        ...(e.snapshot_ref !== undefined ? { snapshotRef: e.snapshot_ref } : {}),
        ...(e.content !== undefined ? { content: e.content } : {}),
      }))
    : [];
  const retrievals = trace.spans.filter((s) => s.kind === 'retrieval');
  const run: Run = {
    input,
    root,
    retrievals,
    chats: trace.spans.filter((s) => s.kind === 'chat'),
    // A retrieval missing its id or hash matches nothing.
    retrievedKeys: new Set(
      retrievals.flatMap((r) => {
        const id = stringAttribute(r, 'gen_ai.data_source.id');
        const hash = stringAttribute(r, 'warrant.source.sha256');
        return id === undefined || hash === undefined ? [] : [retrievalKey(id, hash)];
      }),
    ),
    retrievedHashes: new Set(retrievals.flatMap((r) => stringAttribute(r, 'warrant.source.sha256') ?? [])),
    invocationId,
    inputSha256,
    groundedOn,
    evidence,
    succeeded: envelope === undefined || envelope.outcome === 'succeeded',
  };
  return { findings, run, ...(mode ? { mode } : {}) };
}

/** Lint a drafting run: G0, then the rules of its mode. Any error-level finding withholds the post. */
export function lintTrace(input: LintInput): TraceLint {
  const { findings, run, mode } = checkG0(input);
  const rules: readonly TraceRule[] = mode ? MODE_RULES[mode] : ['trace/G0'];
  const all = [...findings];
  // Stryker disable next-line LogicalOperator: a mode comes only with a run, and without a mode the rules are G0 alone, which runs no check here
  if (run && mode) for (const rule of rules) if (rule !== 'trace/G0') all.push(...CHECKS[rule](run));
  // Stryker disable next-line ArrayDeclaration: a non-evidence item has no snapshotRef, so the filter below drops it
  const unresolved = (run?.evidence ?? [])
    .filter((c) => c.snapshotRef !== undefined && c.snapshotRef !== 'ledger/sources.jsonl')
    .map((c) =>
      finding('trace/unresolved', c.place, `${c.what} names snapshot ${c.snapshotRef}, which has no pinned copy here`),
    );
  return {
    file: input.trace.file,
    ...(mode ? { mode } : {}),
    ...(run?.invocationId ? { invocationId: run.invocationId } : {}),
    ...(run?.inputSha256 ? { inputSha256: run.inputSha256 } : {}),
    rules,
    findings: [...all, ...unresolved],
  };
}
