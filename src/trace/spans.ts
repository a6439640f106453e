/**
 * @module trace/spans: a drafting trace (OTLP/JSON spans, one per line) parsed defensively into spans with their lines;
 * anything the linter cannot read is a finding, never a silently dropped span. Pure.
 */
import { z } from 'zod';
import { finding, type Finding } from '../core/findings.js';

/** The span kinds the checks use (GenAI semantic conventions' operation names); any other span is `other`. */
export const SPAN_KINDS = ['invoke_agent', 'chat', 'retrieval'] as const;
export type SpanKind = (typeof SPAN_KINDS)[number] | 'other';

export type AttributeValue = string | number | boolean | readonly AttributeValue[];

export interface TraceSpan {
  /** 1-based line of the trace file. */
  readonly line: number;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: SpanKind;
  /** Nanoseconds since the epoch. */
  readonly start: bigint;
  readonly end: bigint;
  readonly attributes: ReadonlyMap<string, AttributeValue>;
  /** Span ids this span links to (OTLP links): for a chat span, the agents whose results it used. */
  readonly links: readonly string[];
}

export interface Trace {
  readonly file: string;
  readonly spans: readonly TraceSpan[];
}

/** Bounds on a trace, so that no trace can exhaust the tool. */
export const TRACE_LIMITS = { bytes: 16_000_000, spans: 20_000, attributeDepth: 8 } as const;

const hex = (digits: number): z.ZodString => z.string().regex(new RegExp(`^[0-9a-f]{${digits}}$`), `${digits} hex`);
const nanos = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()]);

const anyValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.object({ stringValue: z.string() }),
    z.object({ boolValue: z.boolean() }),
    z.object({ intValue: z.union([z.string().regex(/^-?\d{1,20}$/), z.number().int()]) }),
    // OTLP/JSON writes a double as a number, or as a string for NaN and the infinities.
    z.object({
      doubleValue: z.union([
        z.number(),
        z.string().regex(/^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|-?Infinity)$/u),
      ]),
    }),
    z.object({ arrayValue: z.object({ values: z.array(anyValue).optional() }) }),
  ]),
);

const SpanSchema = z.object({
  traceId: hex(32),
  spanId: hex(16),
  parentSpanId: z.union([hex(16), z.literal('')]).optional(),
  name: z.string().min(1).max(1000),
  startTimeUnixNano: nanos,
  endTimeUnixNano: nanos,
  attributes: z.array(z.object({ key: z.string().min(1).max(256), value: anyValue })).optional(),
  links: z.array(z.object({ traceId: hex(32), spanId: hex(16) })).optional(),
});

function valueOf(raw: unknown, depth: number): AttributeValue | undefined {
  if (depth > TRACE_LIMITS.attributeDepth || typeof raw !== 'object' || raw === null) return undefined;
  const v = raw as Record<string, unknown>;
  if (typeof v['stringValue'] === 'string') return v['stringValue'];
  if (typeof v['boolValue'] === 'boolean') return v['boolValue'];
  if (v['intValue'] !== undefined) return Number(v['intValue']);
  if (v['doubleValue'] !== undefined) return Number(v['doubleValue']);
  // Stryker disable next-line OptionalChaining: the schema admits only the five OTLP shapes, so a value that reaches here has an arrayValue
  const values = (v['arrayValue'] as { values?: unknown[] } | undefined)?.values ?? [];
  const items = values.map((item) => valueOf(item, depth + 1));
  return items.every((item) => item !== undefined) ? (items as AttributeValue[]) : undefined;
}

/** The kind of a span: its `gen_ai.operation.name`, or else the first word of its name. */
function kindOf(name: string, attributes: ReadonlyMap<string, AttributeValue>): SpanKind {
  const operation = attributes.get('gen_ai.operation.name');
  const word = typeof operation === 'string' ? operation : (name.split(' ')[0] ?? '');
  return (SPAN_KINDS as readonly string[]).includes(word) ? (word as SpanKind) : 'other';
}

/**
 * Parse a trace file. Every line must be one OTLP/JSON span of the same trace, with a unique span id, an end no earlier
 * than its start, and a parent and links that are spans of the file. Any finding means the trace is unreadable: no
 * spans are returned, so no check can pass on part of a trace.
 */
export function parseTrace(text: string, file: string): { trace?: Trace; findings: Finding[] } {
  const unreadable = (line: number, message: string): Finding =>
    finding('trace/unreadable', { file, line, column: 1 }, message);
  if (text.length > TRACE_LIMITS.bytes)
    return { findings: [unreadable(1, `the trace is larger than ${TRACE_LIMITS.bytes} bytes`)] };
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length > TRACE_LIMITS.spans)
    return { findings: [unreadable(1, `the trace has more than ${TRACE_LIMITS.spans} spans`)] };
  if (lines.length === 0) return { findings: [unreadable(1, 'the trace is empty: it records no span')] };
  const findings: Finding[] = [];
  const spans: TraceSpan[] = [];
  const traceIds = new Set<string>();
  const lineOf = new Map<string, number>();
  lines.forEach((text, index) => {
    const line = index + 1;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      findings.push(unreadable(line, 'the line is not JSON: each line must be one OTLP/JSON span'));
      return;
    }
    const parsed = SpanSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      findings.push(
        unreadable(
          line,
          // Stryker disable next-line OptionalChaining: a failed zod parse always reports at least one issue
          `the line is not an OTLP/JSON span: ${issue?.path.join('.') || 'span'}: ${issue?.message ?? 'invalid'}`,
        ),
      );
      return;
    }
    const span = parsed.data;
    const start = BigInt(span.startTimeUnixNano);
    const end = BigInt(span.endTimeUnixNano);
    if (end < start) return void findings.push(unreadable(line, `span "${span.name}" ends before it starts`));
    const earlier = lineOf.get(span.spanId);
    if (earlier !== undefined)
      return void findings.push(unreadable(line, `span id ${span.spanId} is already used on line ${earlier}`));
    lineOf.set(span.spanId, line);
    traceIds.add(span.traceId);
    const attributes = new Map<string, AttributeValue>();
    for (const { key, value } of span.attributes ?? []) {
      const read = valueOf(value, 0);
      if (read === undefined) return void findings.push(unreadable(line, `attribute "${key}" has no readable value`));
      attributes.set(key, read);
    }
    spans.push({
      line,
      spanId: span.spanId,
      ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
      name: span.name,
      kind: kindOf(span.name, attributes),
      start,
      end,
      attributes,
      links: (span.links ?? []).map((l) => l.spanId),
    });
  });
  if (traceIds.size > 1)
    findings.push(unreadable(1, `the file mixes ${traceIds.size} traces; a drafting trace is one trace`));
  for (const span of spans) {
    if (span.parentSpanId !== undefined && !lineOf.has(span.parentSpanId))
      findings.push(unreadable(span.line, `span "${span.name}" names a parent ${span.parentSpanId} not in the trace`));
    for (const link of span.links)
      if (!lineOf.has(link))
        findings.push(unreadable(span.line, `span "${span.name}" links to ${link}, not in the trace`));
  }
  if (findings.length > 0) return { findings };
  const cycle = parentCycle(spans);
  if (cycle) return { findings: [unreadable(cycle.line, `span "${cycle.name}" is its own ancestor`)] };
  return { trace: { file, spans }, findings: [] };
}

/** A span whose parents lead back to itself, if any (each span is walked once). */
function parentCycle(spans: readonly TraceSpan[]): TraceSpan | undefined {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const done = new Set<string>();
  for (const span of spans) {
    const path = new Set<string>();
    for (let at: TraceSpan | undefined = span; at !== undefined && !done.has(at.spanId);) {
      if (path.has(at.spanId)) return at;
      path.add(at.spanId);
      at = at.parentSpanId === undefined ? undefined : byId.get(at.parentSpanId);
    }
    for (const id of path) done.add(id);
  }
  return undefined;
}

/** A string attribute of a span, or undefined. */
export function stringAttribute(span: TraceSpan, key: string): string | undefined {
  const value = span.attributes.get(key);
  return typeof value === 'string' ? value : undefined;
}

/** Spans by start, then end, then span id: a total order, so no result depends on the order of a file's lines. */
export function byStart(a: TraceSpan, b: TraceSpan): number {
  if (a.start !== b.start) return a.start > b.start ? 1 : -1;
  if (a.end !== b.end) return a.end > b.end ? 1 : -1;
  return a.spanId > b.spanId ? 1 : a.spanId < b.spanId ? -1 : 0;
}

/** Spans by end, then start, then span id (a total order too). */
export function byEnd(a: TraceSpan, b: TraceSpan): number {
  if (a.end !== b.end) return a.end > b.end ? 1 : -1;
  return byStart(a, b);
}

/** The models a trace's model calls name (the response's model, else the request's), in order of first use. */
export function modelsOf(trace: Trace): string[] {
  const models = trace.spans
    .filter((s) => s.kind === 'chat')
    .sort(byStart)
    .map((s) => stringAttribute(s, 'gen_ai.response.model') || stringAttribute(s, 'gen_ai.request.model') || '');
  return [...new Set(models.filter((m) => m !== ''))];
}

/** Did the run call a model at all? */
export const callsAModel = (trace: Trace): boolean => trace.spans.some((s) => s.kind === 'chat');

/** The text a chat span's model produced: its `gen_ai.output.messages` text parts, or undefined when not recorded. */
export function chatOutput(span: TraceSpan): string | undefined {
  const raw = stringAttribute(span, 'gen_ai.output.messages');
  if (raw === undefined) return undefined;
  let messages: unknown;
  try {
    messages = JSON.parse(raw);
    // Stryker disable next-line BlockStatement: unparsed output leaves messages undefined, which the array check below refuses too
  } catch {
    return undefined;
  }
  if (!Array.isArray(messages)) return undefined;
  const texts: string[] = [];
  for (const message of messages as unknown[]) {
    const parts = (message as { parts?: unknown } | null)?.parts;
    if (!Array.isArray(parts)) continue;
    for (const part of parts as unknown[]) {
      const p = part as { type?: unknown; content?: unknown } | null;
      if (p?.type === 'text' && typeof p.content === 'string') texts.push(p.content);
    }
  }
  return texts.length > 0 ? texts.join('\n') : undefined;
}
