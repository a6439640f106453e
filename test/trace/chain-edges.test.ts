// Chain scoping's edges: a hand-built trace that names a parent it lacks, and hostile traces that must stay linear.
import { describe, expect, it } from 'vitest';
import { claimChain, type Trace, type TraceSpan } from '../../src/trace/index.js';
import { spanId } from './builder.js';

/** A span built directly (no parse), so a trace can break what parseTrace would refuse, or be built fast. */
function span(
  id: string,
  kind: TraceSpan['kind'],
  over: { parent?: string; rawParent?: string; attrs?: Record<string, string>; links?: string[]; at?: number } = {},
): TraceSpan {
  const parent = over.rawParent ?? (over.parent === undefined ? undefined : spanId(over.parent));
  const at = BigInt(over.at ?? 0);
  return {
    line: 1,
    spanId: spanId(id),
    ...(parent === undefined ? {} : { parentSpanId: parent }),
    name: `${kind} ${id}`,
    kind,
    start: at,
    end: at + 1n,
    attributes: new Map(Object.entries(over.attrs ?? {})),
    links: (over.links ?? []).map(spanId),
  };
}
const agent = (id: string, parent?: string, extra: { rawParent?: string; at?: number } = {}): TraceSpan =>
  span(id, 'invoke_agent', { ...(parent ? { parent } : {}), ...extra, attrs: { 'gen_ai.agent.name': id } });
const fetched = (id: string, parent: string, sourceId: string): TraceSpan =>
  span(id, 'retrieval', {
    parent,
    attrs: { 'gen_ai.data_source.id': sourceId, 'warrant.source.sha256': 'a'.repeat(64) },
  });
const traceOf = (spans: TraceSpan[]): Trace => ({ file: 't.jsonl', spans });
const byName = (trace: Trace, id: string): TraceSpan => trace.spans.find((s) => s.spanId === spanId(id))!;

describe('a trace built without parseTrace', () => {
  it('an agent whose ancestors lead to a parent the trace lacks scopes its chain to the spans it has', () => {
    const trace = traceOf([
      span('wrapper', 'other', { rawParent: 'f'.repeat(16) }),
      agent('writer', 'wrapper'),
      fetched('r1', 'writer', 'notes'),
      span('write', 'chat', { parent: 'writer' }),
      agent('elsewhere'),
      fetched('r2', 'elsewhere', 'bench'),
    ]);
    const chain = claimChain(trace, byName(trace, 'write'), () => true);
    expect(chain.links).toEqual(['writer']);
    expect(chain.onChain.map((r) => `${r.sourceId} ${r.link}`)).toEqual(['notes writer']);
    expect(chain.offChain.map((r) => `${r.sourceId} ${r.link}`)).toEqual(['bench elsewhere']);
  });
});

// These deep traces are sized so that a walk to the root per span, or a re-walk of joined agents, runs far past the
// mutation tester's time limit; the tests themselves assert only the chain, not the time.
describe('hostile traces: deep nests and long link chains', () => {
  it('19,998 spans nested under one agent: the chain of the innermost span is that agent', () => {
    const spans = [agent('root')];
    for (let k = 1; k < 19_998; k += 1) spans.push(span(`n${k}`, 'other', { parent: k === 1 ? 'root' : `n${k - 1}` }));
    spans.push(span('write', 'chat', { parent: 'n19997' }));
    const trace = traceOf(spans);
    const chain = claimChain(trace, byName(trace, 'write'), () => true);
    expect(chain.links).toEqual(['root']);
  });

  it('a nest of 9,998 agents, each call linking to the agent above it, joins every agent into the chain', () => {
    // own links to the innermost agent; each agent's call links to its parent, whose subtree holds all joined so far.
    const spans = [agent('root'), agent('own', 'root'), span('own-call', 'chat', { parent: 'own', links: ['b9998'] })];
    for (let k = 1; k <= 9_998; k += 1) {
      spans.push(agent(`b${k}`, k === 1 ? 'root' : `b${k - 1}`));
      if (k > 1) spans.push(span(`c${k}`, 'chat', { parent: `b${k}`, links: [`b${k - 1}`] }));
    }
    const trace = traceOf(spans);
    const chain = claimChain(trace, byName(trace, 'own-call'), () => true);
    expect(chain.links).toHaveLength(10_000);
  });
});
