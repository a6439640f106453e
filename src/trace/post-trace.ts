/**
 * @module trace/post-trace: one post's drafting trace, start to end: parse the spans and the envelope, lint the run, and
 * derive each claim's reliance from it. A trace that cannot be read makes every claim's reliance unverifiable. Pure.
 */
import { sha256Hex } from '../core/canonical.js';
import { finding, type Finding, type Place } from '../core/findings.js';
import type { Claim, Source } from '../core/model.js';
import { parseEnvelope, type Envelope } from './envelope.js';
import { lintTrace, type TraceLint } from './lint.js';
import { deriveReliance, relianceDisagreements, unverifiableReliance, type TracedReliance } from './reliance.js';
import { parseTrace, type Trace } from './spans.js';

/** A trace file as read: its text, or why it could not be read. */
export interface TraceText {
  readonly file: string;
  readonly text?: string;
  readonly error?: string;
}

export interface PostTrace {
  readonly post: string;
  readonly file: string;
  /** SHA-256 of the trace file's text, and of the envelope's, as read. */
  readonly sha256?: string;
  readonly envelopeSha256?: string;
  readonly trace?: Trace;
  readonly lint: TraceLint;
  readonly reliances: ReadonlyMap<string, TracedReliance>;
  /** The linter's findings, then reliance's (claims no output holds, disagreements with the ledger). */
  readonly findings: readonly Finding[];
}

function parsed<T>(
  file: TraceText,
  parse: (text: string, name: string) => { findings: Finding[] } & T,
): { findings: Finding[] } & Partial<T> {
  if (file.text === undefined)
    return {
      findings: [
        finding(
          'trace/unreadable',
          { file: file.file, line: 1, column: 1 },
          `cannot read ${file.file}: ${file.error ?? 'no text'}`,
        ),
      ],
    } as { findings: Finding[] } & Partial<T>;
  return parse(file.text, file.file);
}

export function checkPostTrace(input: {
  readonly post: string;
  readonly spans: TraceText;
  readonly envelope?: TraceText;
  /** The post's claims, each citation's first place for the linter. */
  readonly claims: readonly Claim[];
  readonly registry: ReadonlyMap<string, Source>;
  readonly placeOf: (claim: Claim) => Place;
}): PostTrace {
  const spans = parsed<{ trace?: Trace }>(input.spans, parseTrace);
  const envelope = input.envelope ? parsed<{ envelope?: Envelope }>(input.envelope, parseEnvelope) : undefined;
  const unreadable = [...spans.findings, ...(envelope?.findings ?? [])];
  const hashes = {
    ...(input.spans.text !== undefined ? { sha256: sha256Hex(input.spans.text) } : {}),
    ...(input.envelope?.text !== undefined ? { envelopeSha256: sha256Hex(input.envelope.text) } : {}),
  };
  if (spans.trace === undefined || unreadable.length > 0) {
    const lint: TraceLint = { file: input.spans.file, rules: ['trace/G0'], findings: unreadable };
    const reason = `the drafting trace ${input.spans.file} cannot be read`;
    const reliances = new Map(input.claims.map((c) => [c.id, unverifiableReliance(c, reason)]));
    return { post: input.post, file: input.spans.file, ...hashes, lint, reliances, findings: unreadable };
  }
  const trace = spans.trace;
  const citations = input.claims.flatMap((c) =>
    // Stryker disable next-line ArrayDeclaration: a non-citation item has no source id, so the linter's registry filter drops it
    c.origin !== 'evidence-table' ? c.sourceRefs.map((sourceId) => ({ sourceId, place: input.placeOf(c) })) : [],
  );
  const lint = lintTrace({
    trace,
    ...(envelope?.envelope ? { envelope: envelope.envelope } : {}),
    citations,
    registry: input.registry,
  });
  const derived = deriveReliance(trace, lint, input.claims, input.registry, input.placeOf);
  return {
    post: input.post,
    file: trace.file,
    ...hashes,
    trace,
    lint,
    reliances: derived.reliances,
    findings: [
      ...lint.findings,
      ...derived.findings,
      ...relianceDisagreements(input.claims, derived.reliances, input.placeOf),
    ],
  };
}
