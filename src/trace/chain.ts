/**
 * @module trace/chain: chain-scoped grounding (seed 000) for a post drafted by several agents: the rows that travelled a
 * claim's own transmission chain, the rows fetched elsewhere, and the flag raised when only the latter support it. The
 * flag is evidence for a reviewer, never a gate decision. Pure.
 */
import type { SupportStatus } from '../core/model.js';
import { byEnd, byStart, stringAttribute, type Trace, type TraceSpan } from './spans.js';

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

/** What every claim's chain is read from, built once per trace: spans by id, each span's agent, the tree and calls. */
interface ChainIndex {
  readonly byId: ReadonlyMap<string, TraceSpan>;
  readonly agentOf: ReadonlyMap<string, TraceSpan | undefined>;
  readonly children: ReadonlyMap<string, readonly TraceSpan[]>;
  /** Each agent's model calls. */
  readonly callsOf: ReadonlyMap<string, readonly TraceSpan[]>;
  /** Retrievals by the time they ended (ties by start, then id), with their agent. */
  readonly retrievals: readonly {
    readonly span: TraceSpan;
    readonly agentId: string;
    readonly row: Omit<ChainRow, 'known'>;
    readonly key: string;
  }[];
  /** Agents by the time they started. */
  readonly agents: readonly TraceSpan[];
}

const indexes = new WeakMap<Trace, ChainIndex>();

function chainIndex(trace: Trace): ChainIndex {
  const known = indexes.get(trace);
  if (known) return known;
  const byId = new Map(trace.spans.map((s) => [s.spanId, s]));
  // Each span's agent, found once: parse refuses a trace whose parents loop, so every walk ends.
  const agentOf = new Map<string, TraceSpan | undefined>();
  const find = (span: TraceSpan): TraceSpan | undefined => {
    // Stryker disable next-line ArrayDeclaration: an extra non-span item only sets agentOf[undefined], a key no span id or link can look up
    const walked: TraceSpan[] = [];
    let found: TraceSpan | undefined;
    for (let at: TraceSpan | undefined = span; at !== undefined;) {
      if (agentOf.has(at.spanId)) {
        found = agentOf.get(at.spanId);
        break;
      }
      walked.push(at);
      if (at.kind === 'invoke_agent') {
        found = at;
        break;
      }
      at = at.parentSpanId === undefined ? undefined : byId.get(at.parentSpanId);
    }
    for (const s of walked) agentOf.set(s.spanId, found);
    return found;
  };
  const children = new Map<string, TraceSpan[]>();
  const callsOf = new Map<string, TraceSpan[]>();
  const push = (map: Map<string, TraceSpan[]>, key: string, span: TraceSpan): void => {
    const list = map.get(key);
    if (list) list.push(span);
    else map.set(key, [span]);
  };
  for (const s of trace.spans) {
    if (s.parentSpanId !== undefined) push(children, s.parentSpanId, s);
    const agent = find(s);
    if (s.kind === 'chat' && agent !== undefined) push(callsOf, agent.spanId, s);
  }
  const retrievals = trace.spans
    .filter((s) => s.kind === 'retrieval')
    .sort(byEnd)
    .map((span) => {
      const agent = agentOf.get(span.spanId);
      const sourceId = stringAttribute(span, 'gen_ai.data_source.id') ?? '';
      const sha256 = stringAttribute(span, 'warrant.source.sha256') ?? '';
      const link = (agent && stringAttribute(agent, 'gen_ai.agent.name')) ?? agent?.name ?? '';
      return {
        span,
        // Stryker disable next-line StringLiteral: a retrieval with no agent has an id no chain holds, whether '' or any other non-hex text
        agentId: agent?.spanId ?? '',
        row: { sourceId, sha256, link, line: span.line },
        key: `${sourceId}\u0000${sha256}`,
      };
    });
  const agents = trace.spans.filter((s) => s.kind === 'invoke_agent').sort(byStart);
  const index = { byId, agentOf, children, callsOf, retrievals, agents };
  indexes.set(trace, index);
  return index;
}

/**
 * The chain of the claim that `producedBy` wrote: its agent, that agent's ancestors (who handed it its input) and
 * descendants (whose results it was handed), and, through the OTLP links of the chain's model calls, the agents whose
 * results those calls used, with their own descendants, transitively. The scope is the chain, not the link: a synthesis
 * agent that retrieved nothing grounds in its upstream agents' rows. Linear in the trace for each claim.
 */
export function claimChain(
  trace: Trace,
  producedBy: TraceSpan,
  isKnown: (sourceId: string, sha256: string) => boolean,
): ClaimChain {
  const index = chainIndex(trace);
  const chain = new Set<string>();
  // Agents that joined the chain and whose calls' links are still to follow.
  // Stryker disable next-line ArrayDeclaration: a non-span pending item has no span id, so callsOf holds no calls for it
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
      for (const child of index.children.get(at.spanId) ?? []) stack.push(child);
    }
  };
  const own = index.agentOf.get(producedBy.spanId);
  if (own !== undefined) {
    joinWithDescendants(own);
    for (let at = own.parentSpanId; at !== undefined; at = index.byId.get(at)?.parentSpanId) {
      const span = index.byId.get(at);
      if (span?.kind === 'invoke_agent') join(span);
    }
  }
  // Follow the links of the chain's model calls to the agents whose results they used, each agent once.
  while (pending.length > 0) {
    const agent = pending.pop() as TraceSpan;
    for (const call of index.callsOf.get(agent.spanId) ?? [])
      for (const link of call.links) {
        const linked = index.agentOf.get(link);
        if (linked !== undefined && !chain.has(linked.spanId)) joinWithDescendants(linked);
      }
  }
  const onChain: ChainRow[] = [];
  // Stryker disable next-line ArrayDeclaration: a non-row item is not known, so the off-chain filter below drops it
  const offChain: ChainRow[] = [];
  const seen = { on: new Set<string>(), off: new Set<string>() };
  for (const { agentId, row, key } of index.retrievals) {
    const on = chain.has(agentId);
    const keys = on ? seen.on : seen.off;
    if (keys.has(key)) continue;
    keys.add(key);
    (on ? onChain : offChain).push({
      ...row,
      known: row.sourceId !== '' && row.sha256 !== '' && isKnown(row.sourceId, row.sha256),
    });
  }
  return {
    links: index.agents
      .filter((a) => chain.has(a.spanId))
      .map((a) => stringAttribute(a, 'gen_ai.agent.name') ?? a.name),
    onChain,
    offChain: offChain.filter((r) => r.known && !seen.on.has(`${r.sourceId}\u0000${r.sha256}`)),
    rowsKnown: onChain.every((r) => r.known),
  };
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
