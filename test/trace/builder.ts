// Test helper: drafting traces built span by span, written as OTLP/JSON lines like a recorder writes them.
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim } from '../../src/core/model.js';
import { sourceOf } from '../helpers.js';

export const BASE_NS = 1_764_760_000_000_000_000n;
const TRACE_ID = 'a'.repeat(32);

export interface SpanSpec {
  readonly id: string;
  readonly parent?: string;
  readonly kind: string;
  readonly name?: string;
  /** Milliseconds after the base time. */
  readonly start: number;
  readonly end: number;
  readonly attrs?: Readonly<Record<string, string | number | boolean>>;
  readonly links?: readonly string[];
}

/** A 16-hex span id from a short name. */
export const spanId = (name: string): string => sha256Hex(name).slice(0, 16);

export function otlpSpan(s: SpanSpec): Record<string, unknown> {
  const attrs = { 'gen_ai.operation.name': s.kind, ...s.attrs };
  return {
    traceId: TRACE_ID,
    spanId: spanId(s.id),
    ...(s.parent ? { parentSpanId: spanId(s.parent) } : {}),
    name: s.name ?? `${s.kind} ${s.id}`,
    kind: 1,
    startTimeUnixNano: String(BASE_NS + BigInt(s.start) * 1_000_000n),
    endTimeUnixNano: String(BASE_NS + BigInt(s.end) * 1_000_000n),
    attributes: Object.entries(attrs).map(([key, value]) => ({
      key,
      value:
        typeof value === 'string'
          ? { stringValue: value }
          : typeof value === 'boolean'
            ? { boolValue: value }
            : { intValue: String(value) },
    })),
    ...(s.links ? { links: s.links.map((l) => ({ traceId: TRACE_ID, spanId: spanId(l) })) } : {}),
  };
}

export const traceText = (spans: readonly SpanSpec[]): string =>
  spans.map((s) => JSON.stringify(otlpSpan(s))).join('\n') + '\n';

/** The chat span's output, as the GenAI conventions record it. */
export const outputMessages = (text: string): string =>
  JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: text }], finish_reason: 'stop' }]);

export const root = (mode: string, extra: Record<string, string> = {}, end = 1000): SpanSpec => ({
  id: 'root',
  kind: 'invoke_agent',
  name: 'invoke_agent warrant-drafter',
  start: 0,
  end,
  attrs: {
    'gen_ai.agent.name': 'warrant-drafter',
    'warrant.grounding_mode': mode,
    'warrant.invocation_id': 'run-1',
    'warrant.input.sha256': sha256Hex('the brief'),
    ...extra,
  },
});

export const retrieval = (
  id: string,
  sourceId: string,
  sha256: string,
  start: number,
  end: number,
  parent = 'root',
): SpanSpec => ({
  id,
  parent,
  kind: 'retrieval',
  start,
  end,
  attrs: { 'gen_ai.data_source.id': sourceId, 'warrant.source.sha256': sha256 },
});

export const chat = (
  id: string,
  output: string,
  start: number,
  end: number,
  parent = 'root',
  links?: string[],
): SpanSpec => ({
  id,
  parent,
  kind: 'chat',
  start,
  end,
  attrs: { 'gen_ai.request.model': 'drafter-1', 'gen_ai.output.messages': outputMessages(output) },
  ...(links ? { links } : {}),
});

/** Two pinned sources and a claim one of them states, shared by the trace tests. */
export const NOTES = sourceOf('notes', 'Quill 2.4.0 was released on 3 November 2026.\n');
export const BENCH = sourceOf('bench', 'The write path reached 41,200 operations per second.\n');
export const TEXT = 'Quill 2.4.0 was released on 3 November 2026.';

/** A post claim citing notes, with the author's record saying notes was in context; `over` changes any field. */
export const claimOf = (over: Partial<Claim> = {}): Claim => ({
  id: 'c1',
  draftId: 'p',
  text: TEXT,
  span: { start: 0, end: TEXT.length },
  claimType: 'temporal',
  sourceRefs: ['notes'],
  inContextSourceIds: ['notes'],
  actor: 'author',
  origin: 'post',
  file: 'content/posts/p.md',
  ...over,
});
