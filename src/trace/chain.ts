/**
 * @module trace/chain: chain-scoped grounding (seed 000) for a post drafted by several agents: the rows that travelled a
 * claim's own transmission chain, the rows fetched elsewhere, and the flag raised when only the latter support it. The
 * flag is evidence for a reviewer, never a gate decision. Pure.
 */
import type { SupportStatus } from '../core/model.js';
import { stringAttribute, type Trace, type TraceSpan } from './spans.js';

/** A row one link retrieved: a source id and the hash of what was read. Its text stays runtime-only. */
export interface ChainRow {
  readonly sourceId: string;
  readonly sha256: string;
  /** The agent (link) that retrieved it. */
  readonly link: string;
  readonly line: number;
  /** True when a pinned copy here holds exactly these bytes, so the row's content is known. */
  readonly known: boolean;
}

export interface ClaimChain {
  /** The agents on the claim's chain, by name. */
  readonly links: readonly string[];
  /** The deduplicated, order-preserving (by retrieval time) union of the chain's links' rows. */
  readonly onChain: readonly ChainRow[];
  /** Rows retrieved by links off the chain, with known content, that are not also on it. */
  readonly offChain: readonly ChainRow[];
  /** False when some row of the chain has no known content: its on-chain verdict is then unknown and never flags. */
  readonly rowsKnown: boolean;
}

const byTime = (a: TraceSpan, b: TraceSpan): number =>
  a.end < b.end
    ? -1
    : a.end > b.end
      ? 1
      : a.start < b.start
        ? -1
        : a.start > b.start
          ? 1
          : a.spanId < b.spanId
            ? -1
            : 1;

/**
 * The chain of the claim that `producedBy` wrote: its agent, that agent's ancestors (who handed it its input) and
 * descendants (whose results it was handed), and, through the OTLP links of the chain's model calls, the agents whose
 * results those calls used, with their own descendants, transitively. The scope is the chain, not the link: a synthesis
 * agent that retrieved nothing grounds in its upstream agents' rows.
 */
export function claimChain(
  trace: Trace,
  producedBy: TraceSpan,
  isKnown: (sourceId: string, sha256: string) => boolean,
): ClaimChain {
  const byId = new Map(trace.spans.map((s) => [s.spanId, s]));
  // Each span's agent, found once: parse refuses a trace whose parents loop, so every walk ends.
  const agents = new Map<string, TraceSpan | undefined>();
  const agentOf = (span: TraceSpan): TraceSpan | undefined => {
    const walked: TraceSpan[] = [];
    let found: TraceSpan | undefined;
    for (let at: TraceSpan | undefined = span; at !== undefined;) {
      if (agents.has(at.spanId)) {
        found = agents.get(at.spanId);
        break;
      }
      walked.push(at);
      if (at.kind === 'invoke_agent') {
        found = at;
        break;
      }
      at = at.parentSpanId === undefined ? undefined : byId.get(at.parentSpanId);
    }
    for (const s of walked) agents.set(s.spanId, found);
    return found;
  };
  const children = new Map<string, TraceSpan[]>();
  const callsOf = new Map<string, TraceSpan[]>();
  for (const s of trace.spans) {
    if (s.parentSpanId !== undefined) {
      const siblings = children.get(s.parentSpanId);
      if (siblings) siblings.push(s);
      else children.set(s.parentSpanId, [s]);
    }
    const agent = s.kind === 'chat' ? agentOf(s) : undefined;
    if (agent !== undefined) {
      const calls = callsOf.get(agent.spanId);
      if (calls) calls.push(s);
      else callsOf.set(agent.spanId, [s]);
    }
  }
  const chain = new Set<string>();
  // Agents that joined the chain and whose calls' links are still to follow.
  const pending: TraceSpan[] = [];
  const join = (agent: TraceSpan): void => {
    if (chain.has(agent.spanId)) return;
    chain.add(agent.spanId);
    pending.push(agent);
  };
  const joinWithDescendants = (agent: TraceSpan): void => {
    const stack = [agent];
    while (stack.length > 0) {
      const at = stack.pop() as TraceSpan;
      if (at.kind === 'invoke_agent') {
        if (chain.has(at.spanId)) continue;
        join(at);
      }
      for (const child of children.get(at.spanId) ?? []) stack.push(child);
    }
  };
  const own = agentOf(producedBy);
  if (own !== undefined) {
    joinWithDescendants(own);
    for (let at = own.parentSpanId; at !== undefined; at = byId.get(at)?.parentSpanId) {
      const span = byId.get(at);
      if (span?.kind === 'invoke_agent') join(span);
    }
  }
  // Follow the links of the chain's model calls to the agents whose results they used, each agent once.
  while (pending.length > 0) {
    const agent = pending.pop() as TraceSpan;
    for (const call of callsOf.get(agent.spanId) ?? [])
      for (const link of call.links) {
        const target = byId.get(link);
        const linked = target === undefined ? undefined : agentOf(target);
        if (linked !== undefined && !chain.has(linked.spanId)) joinWithDescendants(linked);
      }
  }
  const rows = (onChain: boolean): ChainRow[] => {
    const seen = new Set<string>();
    return trace.spans
      .filter((s) => s.kind === 'retrieval' && chain.has(agentOf(s)?.spanId ?? '') === onChain)
      .sort(byTime)
      .flatMap((s) => {
        const sourceId = stringAttribute(s, 'gen_ai.data_source.id') ?? '';
        const sha256 = stringAttribute(s, 'warrant.source.sha256') ?? '';
        const key = `${sourceId}\u0000${sha256}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const link = agentOf(s);
        return [
          {
            sourceId,
            sha256,
            link: (link && stringAttribute(link, 'gen_ai.agent.name')) ?? link?.name ?? '',
            line: s.line,
            known: sourceId !== '' && sha256 !== '' && isKnown(sourceId, sha256),
          },
        ];
      });
  };
  const onChain = rows(true);
  const onKeys = new Set(onChain.map((r) => `${r.sourceId}\u0000${r.sha256}`));
  const offChain = rows(false).filter((r) => r.known && !onKeys.has(`${r.sourceId}\u0000${r.sha256}`));
  const links = trace.spans
    .filter((s) => chain.has(s.spanId))
    .sort((a, b) => byTime({ ...a, end: a.start }, { ...b, end: b.start }))
    .map((s) => stringAttribute(s, 'gen_ai.agent.name') ?? s.name);
  return { links, onChain, offChain, rowsKnown: onChain.every((r) => r.known) };
}

/** A corpus's verdict from its rows' support: supported if any row supports, refuted if any refutes, else neutral. */
export function corpusVerdict(supports: readonly SupportStatus[]): SupportStatus {
  if (supports.includes('supported')) return 'supported';
  return supports.includes('refuted') ? 'refuted' : 'neutral';
}

/** Seed 000's grounding result for one claim. */
export interface ChainGrounding {
  readonly onChainVerdict: SupportStatus | null;
  readonly offChainVerdict: SupportStatus | null;
  /** True iff supported off the chain and not on it: a grounding gap, not proven contamination. */
  readonly groundedOffChainOnly: boolean;
  /** Whether the tier that judged can affirm support at all; without it the flag can never be raised. */
  readonly groundingCapable: boolean;
  readonly onChainRows: readonly string[];
  readonly offChainRows: readonly string[];
}

/**
 * The flag from the two corpora's support. An unknown chain (`on` null) gives a null on-chain verdict and never
 * flags; no off-chain rows give a null off-chain verdict.
 */
export function chainGrounding(
  chain: ClaimChain,
  on: readonly SupportStatus[] | null,
  off: readonly SupportStatus[],
  groundingCapable: boolean,
): ChainGrounding {
  const onChainVerdict = on === null || !chain.rowsKnown ? null : corpusVerdict(on);
  const offChainVerdict = chain.offChain.length === 0 ? null : corpusVerdict(off);
  return {
    onChainVerdict,
    offChainVerdict,
    groundedOffChainOnly: groundingCapable && onChainVerdict === 'neutral' && offChainVerdict === 'supported',
    groundingCapable,
    onChainRows: chain.onChain.map((r) => r.sha256),
    offChainRows: chain.offChain.map((r) => r.sha256),
  };
}
