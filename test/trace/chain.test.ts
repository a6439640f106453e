// Chain-scoped grounding (seed 000) with the real deterministic tier: a synthesis link is not flagged, a row fetched on
// another branch flags grounded_off_chain_only, and a chain whose rows are unknown never flags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSource, Source } from '../../src/core/model.js';
import { createGroundingEngine, type GroundingEngine } from '../../src/grounding/index.js';
import type { CapturedPost } from '../../src/markdown/capture-post.js';
import { groundChains } from '../../src/pipeline/traces.js';
import { chainGrounding, checkPostTrace, claimChain, parseTrace, type ClaimChain } from '../../src/trace/index.js';
import { postOf } from '../helpers.js';
import { BENCH, chat, claimOf, NOTES, retrieval, root, type SpanSpec, TEXT, traceText } from './builder.js';

const sources = new Map<string, LoadedSource>([
  [NOTES.id, NOTES],
  [BENCH.id, BENCH],
]);
const registry: ReadonlyMap<string, Source> = sources;
const claim = claimOf();
const agent = (id: string, parent: string, start: number, end: number): SpanSpec => ({
  id,
  parent,
  kind: 'invoke_agent',
  start,
  end,
  attrs: { 'gen_ai.agent.name': id },
});

let engine: GroundingEngine;
beforeAll(async () => {
  engine = await createGroundingEngine({ tiers: ['deterministic'] });
});
afterAll(async () => engine.close());

async function chainOf(spans: SpanSpec[]): Promise<Record<string, unknown>> {
  const text = traceText(spans);
  const traced = checkPostTrace({
    post: 'p',
    spans: { file: 'ledger/traces/p.jsonl', text },
    claims: [claim],
    registry,
    placeOf: () => ({ file: 'content/posts/p.md', line: 1, column: 1 }),
  });
  const post: CapturedPost = { post: postOf(TEXT, 'p'), claims: [claim], citations: [], blocks: [], findings: [] };
  const results = await groundChains(engine, [post], new Map([['p', traced]]), sources);
  return { ...results.get('c1') };
}

const draft = `${TEXT} [@notes]`;

describe('chain-scoped grounding', () => {
  it('a synthesis link that retrieved nothing grounds in its upstream link and is not flagged', async () => {
    const result = await chainOf([
      root('retrieval'),
      agent('researcher', 'root', 5, 40),
      retrieval('r1', 'notes', NOTES.sha256, 10, 20, 'researcher'),
      agent('other-branch', 'root', 5, 40),
      retrieval('r2', 'bench', BENCH.sha256, 10, 20, 'other-branch'),
      agent('writer', 'root', 45, 90),
      chat('c1', draft, 50, 80, 'writer', ['researcher']),
    ]);
    expect(result).toMatchObject({
      onChainVerdict: 'supported',
      offChainVerdict: 'neutral',
      groundedOffChainOnly: false,
      groundingCapable: true,
      links: ['warrant-drafter', 'researcher', 'writer'],
      onChainRows: [NOTES.sha256],
      offChainRows: [BENCH.sha256],
    });
  });

  it('a row fetched only on another branch flags grounded_off_chain_only, and the flag changes no verdict', async () => {
    const result = await chainOf([
      root('retrieval'),
      agent('researcher-a', 'root', 5, 40),
      retrieval('r1', 'bench', BENCH.sha256, 10, 20, 'researcher-a'),
      agent('researcher-b', 'root', 5, 40),
      retrieval('r2', 'notes', NOTES.sha256, 10, 20, 'researcher-b'),
      agent('writer', 'root', 45, 90),
      chat('c1', draft, 50, 80, 'writer', ['researcher-a']),
    ]);
    expect(result).toMatchObject({
      onChainVerdict: 'neutral',
      offChainVerdict: 'supported',
      groundedOffChainOnly: true,
    });
  });

  it('a chain whose rows are not known gives no on-chain verdict and never flags', async () => {
    const result = await chainOf([
      root('retrieval'),
      agent('researcher-a', 'root', 5, 40),
      retrieval('r1', 'web-page', 'f'.repeat(64), 10, 20, 'researcher-a'),
      agent('researcher-b', 'root', 5, 40),
      retrieval('r2', 'notes', NOTES.sha256, 10, 20, 'researcher-b'),
      agent('writer', 'root', 45, 90),
      chat('c1', draft, 50, 80, 'writer', ['researcher-a']),
    ]);
    expect(result).toMatchObject({ onChainVerdict: null, offChainVerdict: 'supported', groundedOffChainOnly: false });
  });

  it('the chain is its agent, its ancestors and descendants, and what its calls link to, transitively', () => {
    const spans = [
      root('retrieval'),
      agent('a', 'root', 1, 10),
      agent('a-sub', 'a', 2, 9),
      retrieval('r1', 'notes', NOTES.sha256, 3, 4, 'a-sub'),
      agent('b', 'root', 11, 20),
      chat('b-call', 'x', 12, 19, 'b', ['a']),
      agent('c', 'root', 21, 30),
      chat('c-call', draft, 22, 29, 'c', ['b']),
      agent('d', 'root', 31, 40),
      retrieval('r2', 'bench', BENCH.sha256, 32, 33, 'd'),
      retrieval('r3', 'notes', NOTES.sha256, 34, 35, 'd'),
    ];
    const trace = parseTrace(traceText(spans), 't.jsonl').trace!;
    const producer = trace.spans.find((s) => s.name === 'chat c-call')!;
    const chain: ClaimChain = claimChain(trace, producer, () => true);
    expect(chain.links).toEqual(['warrant-drafter', 'a', 'a-sub', 'b', 'c']);
    // Deduplicated and order-preserving: notes (on chain through a-sub) is not repeated off the chain.
    expect(chain.onChain.map((r) => [r.sourceId, r.link])).toEqual([['notes', 'a-sub']]);
    expect(chain.offChain.map((r) => [r.sourceId, r.link])).toEqual([['bench', 'd']]);
  });

  it('no flag without a tier that can affirm support, and no off-chain verdict without off-chain rows', () => {
    const chain: ClaimChain = {
      links: [],
      onChain: [],
      offChain: [{ sourceId: 'notes', sha256: NOTES.sha256, link: 'x', line: 1, known: true }],
      rowsKnown: true,
    };
    expect(chainGrounding(chain, [], ['supported'], false).groundedOffChainOnly).toBe(false);
    expect(chainGrounding(chain, [], ['supported'], true).groundedOffChainOnly).toBe(true);
    expect(chainGrounding({ ...chain, offChain: [] }, [], [], true).offChainVerdict).toBeNull();
    expect(chainGrounding(chain, ['refuted'], ['supported'], true)).toMatchObject({
      onChainVerdict: 'refuted',
      groundedOffChainOnly: false,
    });
  });
});

describe('a hostile trace', () => {
  it('19,999 spans nested one inside the next, each agent linking to the one before, are read whole', () => {
    const spans: SpanSpec[] = [root('retrieval', {}, 100_000)];
    for (let k = 1; k < 19_998; k += 1) {
      const parent = k === 1 ? 'root' : `s${k - 1}`;
      spans.push(
        k % 2 === 0
          ? { ...chat(`s${k}`, 'x', k, 100_000 - k, parent, [`s${k - 1}`]) }
          : { ...agent(`s${k}`, parent, k, 100_000 - k) },
      );
    }
    spans.push(retrieval('r-last', 'notes', NOTES.sha256, 19_998, 19_999, 's19997'));
    const trace = parseTrace(traceText(spans), 't.jsonl').trace!;
    expect(trace.spans).toHaveLength(19_999);
    const chain = claimChain(trace, trace.spans[2]!, () => true);
    expect(chain.links).toHaveLength(10_000);
    expect(chain.onChain.map((r) => r.sourceId)).toEqual(['notes']);
  });
});
