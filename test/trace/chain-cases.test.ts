// Chain scoping (seed 000) case by case: who is on a claim's chain, its rows in time order, the off-chain rows, and the flag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SupportStatus } from '../../src/core/model.js';
import {
  chainGrounding,
  claimChain,
  corpusVerdict,
  parseTrace,
  type ChainRow,
  type ClaimChain,
  type Trace,
  type TraceSpan,
} from '../../src/trace/index.js';
import { chat, retrieval, root, spanId, traceText, type SpanSpec } from './builder.js';

const hash = (c: string): string => c.repeat(64);
const agent = (id: string, parent: string | undefined, start: number, end: number, named = true): SpanSpec => ({
  id,
  ...(parent ? { parent } : {}),
  kind: 'invoke_agent',
  start,
  end,
  ...(named ? { attrs: { 'gen_ai.agent.name': id } } : {}),
});
const traceOf = (spans: readonly SpanSpec[]): Trace => {
  const parsed = parseTrace(traceText(spans), 't.jsonl');
  expect(parsed.findings).toEqual([]);
  return parsed.trace!;
};
const spanOf = (trace: Trace, id: string): TraceSpan => {
  const span = trace.spans.find((s) => s.spanId === spanId(id));
  expect(span).toBeDefined();
  return span!;
};
const all = (): boolean => true;
const chainOf = (
  spans: readonly SpanSpec[],
  producer: string,
  isKnown: (sourceId: string, sha256: string) => boolean = all,
): ClaimChain => {
  const trace = traceOf(spans);
  return claimChain(trace, spanOf(trace, producer), isKnown);
};
const ids = (rows: readonly ChainRow[]): string[] => rows.map((r) => r.sourceId);

describe('who is on the chain', () => {
  it('links are the chain agents by start time, then end, ties by span id, and the trace keeps its line order', () => {
    const [first, second] = [spanId('b'), spanId('c')].sort() as [string, string];
    const name = (id: string): string => (id === spanId('b') ? 'b' : 'c');
    const spans = [
      agent('c', 'root', 5, 9),
      chat('call', 'x', 20, 30),
      agent('b', 'root', 5, 9),
      root('retrieval'),
      agent('a', 'root', 1, 40),
    ];
    const trace = traceOf(spans);
    const chain = claimChain(trace, spanOf(trace, 'call'), all);
    expect(chain.links).toEqual(['warrant-drafter', 'a', name(first), name(second)]);
    expect(trace.spans.map((s) => s.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it("an agent without a gen_ai.agent.name is named by its span name, in links and in its rows' link", () => {
    const chain = chainOf(
      [root('retrieval'), agent('w', 'root', 1, 9, false), retrieval('r1', 's', hash('a'), 2, 3, 'w')],
      'r1',
    );
    expect(chain.links).toEqual(['warrant-drafter', 'invoke_agent w']);
    expect(chain.onChain.map((r) => r.link)).toEqual(['invoke_agent w']);
  });

  it('ancestors join without their other descendants; the own agent joins with all of its own', () => {
    const spans = [
      root('retrieval'),
      agent('planner', 'root', 1, 90),
      agent('writer', 'planner', 10, 80),
      agent('sub', 'writer', 11, 20),
      retrieval('r-sub', 'sub-row', hash('1'), 12, 13, 'sub'),
      chat('write', 'x', 30, 40, 'writer'),
      agent('sibling', 'planner', 2, 9),
      retrieval('r-sib', 'sibling-row', hash('2'), 3, 4, 'sibling'),
      agent('cousin', 'root', 91, 95),
      retrieval('r-cousin', 'cousin-row', hash('3'), 92, 93, 'cousin'),
      retrieval('r-root', 'root-row', hash('4'), 96, 97),
    ];
    const chain = chainOf(spans, 'write');
    expect(chain.links).toEqual(['warrant-drafter', 'planner', 'writer', 'sub']);
    expect(ids(chain.onChain)).toEqual(['sub-row', 'root-row']);
    expect(ids(chain.offChain)).toEqual(['sibling-row', 'cousin-row']);
  });

  it("a linked agent joins with its descendants, and their calls' links are followed in turn", () => {
    const spans = [
      root('retrieval'),
      agent('archivist', 'root', 1, 9),
      retrieval('r-arch', 'archive', hash('1'), 2, 3, 'archivist'),
      agent('researcher', 'root', 10, 40),
      agent('helper', 'researcher', 11, 30),
      retrieval('r-help', 'helped', hash('2'), 12, 13, 'helper'),
      chat('help-call', 'x', 14, 20, 'helper', ['archivist']),
      agent('writer', 'root', 50, 90),
      chat('write', 'x', 60, 80, 'writer', ['researcher']),
      agent('bystander', 'root', 41, 49),
      retrieval('r-by', 'bystanding', hash('3'), 42, 43, 'bystander'),
    ];
    const chain = chainOf(spans, 'write');
    expect(chain.links).toEqual(['warrant-drafter', 'archivist', 'researcher', 'helper', 'writer']);
    expect(ids(chain.onChain)).toEqual(['archive', 'helped']);
    expect(ids(chain.offChain)).toEqual(['bystanding']);
  });

  it('a link to a span that is not an agent resolves to its agent', () => {
    const spans = [
      root('retrieval'),
      agent('researcher', 'root', 1, 40),
      retrieval('r1', 'found', hash('1'), 2, 3, 'researcher'),
      chat('research-call', 'x', 5, 10, 'researcher'),
      agent('writer', 'root', 50, 90),
      chat('write', 'x', 60, 80, 'writer', ['research-call']),
    ];
    const chain = chainOf(spans, 'write');
    expect(chain.links).toEqual(['warrant-drafter', 'researcher', 'writer']);
    expect(ids(chain.onChain)).toEqual(['found']);
  });

  it('a link to a span with no agent adds nothing, and only model calls have links that are followed', () => {
    const spans = [
      { ...chat('loose', 'x', 1, 2), parent: undefined },
      root('retrieval'),
      agent('researcher', 'root', 1, 40),
      retrieval('r1', 'found', hash('1'), 2, 3, 'researcher'),
      agent('writer', 'root', 50, 90),
      { id: 'tool', parent: 'writer', kind: 'tool', start: 51, end: 52, links: ['researcher'] },
      chat('write', 'x', 60, 80, 'writer', ['loose']),
    ];
    const chain = chainOf(spans, 'write');
    expect(chain.links).toEqual(['warrant-drafter', 'writer']);
    expect(chain.onChain).toEqual([]);
    expect(ids(chain.offChain)).toEqual(['found']);
  });

  it('a claim written by a call with no agent has an empty chain; every known row is off it', () => {
    const spans = [
      root('retrieval'),
      retrieval('r1', 'found', hash('1'), 2, 3),
      { ...chat('loose', 'x', 5, 6), parent: undefined },
    ];
    expect(chainOf(spans, 'loose')).toEqual({
      links: [],
      onChain: [],
      offChain: [{ sourceId: 'found', sha256: hash('1'), link: 'warrant-drafter', line: 2, known: true }],
      rowsKnown: true,
    });
  });

  it('a retrieval with no agent is never on a chain, and its row names no link', () => {
    const spans = [
      root('retrieval'),
      { ...retrieval('r1', 'stray', hash('1'), 2, 3), parent: undefined },
      chat('write', 'x', 5, 6),
    ];
    const chain = chainOf(spans, 'write');
    expect(chain.onChain).toEqual([]);
    expect(chain.offChain).toEqual([{ sourceId: 'stray', sha256: hash('1'), link: '', line: 2, known: true }]);
  });
});

describe("the chain's rows", () => {
  it('rows are deduplicated by source id and hash together: the first retrieval of each pair is kept', () => {
    const spans = [
      root('retrieval'),
      retrieval('r1', 'notes', hash('a'), 1, 2),
      retrieval('r2', 'notes', hash('a'), 3, 4),
      retrieval('r3', 'notes', hash('b'), 5, 6),
      retrieval('r4', 'bench', hash('a'), 7, 8),
      chat('write', 'x', 10, 20),
    ];
    expect(chainOf(spans, 'write').onChain.map((r) => [r.sourceId, r.sha256, r.line])).toEqual([
      ['notes', hash('a'), 2],
      ['notes', hash('b'), 4],
      ['bench', hash('a'), 5],
    ]);
  });

  it('off-chain rows are deduplicated too', () => {
    const spans = [
      root('retrieval'),
      agent('other', 'root', 1, 9),
      retrieval('r1', 'notes', hash('a'), 2, 3, 'other'),
      retrieval('r2', 'notes', hash('a'), 4, 5, 'other'),
      agent('writer', 'root', 10, 20),
      chat('write', 'x', 11, 19, 'writer'),
    ];
    expect(chainOf(spans, 'write').offChain.map((r) => r.line)).toEqual([3]);
  });

  it('rows are ordered by end time, then start time, then span id, whatever the line order', () => {
    const [low, high] = [spanId('t1'), spanId('t2')].sort() as [string, string];
    const tie = (id: string): string => (id === spanId('t1') ? 'tie-1' : 'tie-2');
    const spans = [
      root('retrieval'),
      retrieval('t1', 'tie-1', hash('1'), 4, 6),
      retrieval('late-start', 'late-start', hash('2'), 5, 6),
      retrieval('long', 'long', hash('3'), 1, 9),
      retrieval('t2', 'tie-2', hash('4'), 4, 6),
      retrieval('short', 'short', hash('5'), 2, 3),
      chat('write', 'x', 10, 20),
    ];
    const expected = ['short', tie(low), tie(high), 'late-start', 'long'];
    expect(ids(chainOf(spans, 'write').onChain)).toEqual(expected);
    expect(ids(chainOf([...spans].reverse(), 'write').onChain)).toEqual(expected);
  });

  it('property: any line order gives rows sorted by end, then start, then span id', () => {
    const timing = fc.record({ start: fc.integer({ min: 1, max: 4 }), length: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(timing, { minLength: 1, maxLength: 7 }), fc.boolean(), (timings, flip) => {
        const rows = timings.map((t, k) => retrieval(`r${k}`, `s${k}`, hash('a'), t.start, t.start + t.length));
        const spans = [root('retrieval'), ...(flip ? [...rows].reverse() : rows), chat('write', 'x', 10, 20)];
        const key = (s: SpanSpec): [number, number, string] => [s.end, s.start, spanId(s.id)];
        const expected = [...rows]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : 1);
          })
          .map((s) => s.attrs?.['gen_ai.data_source.id']);
        expect(ids(chainOf(spans, 'write').onChain)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a row is known only with a source id, a hash, and a pinned copy of exactly those bytes', () => {
    const asked: string[] = [];
    const isKnown = (sourceId: string, sha256: string): boolean => {
      asked.push(`${sourceId}:${sha256}`);
      return sourceId !== 'unpinned';
    };
    const spans = [
      root('retrieval'),
      retrieval('r1', 'notes', hash('a'), 1, 2),
      retrieval('r2', 'unpinned', hash('b'), 3, 4),
      { ...retrieval('r3', '', '', 5, 6), attrs: { 'warrant.source.sha256': hash('c') } },
      { ...retrieval('r4', '', '', 7, 8), attrs: { 'gen_ai.data_source.id': 'hashless' } },
      chat('write', 'x', 10, 20),
    ];
    const chain = chainOf(spans, 'write', isKnown);
    expect(chain.onChain.map((r) => [r.sourceId, r.sha256, r.known])).toEqual([
      ['notes', hash('a'), true],
      ['unpinned', hash('b'), false],
      ['', hash('c'), false],
      ['hashless', '', false],
    ]);
    expect(asked).toEqual([`notes:${hash('a')}`, `unpinned:${hash('b')}`]);
    expect(chain.rowsKnown).toBe(false);
  });

  it('rowsKnown: every on-chain row known (an empty chain included), not just some', () => {
    const spans = (second: string): SpanSpec[] => [
      root('retrieval'),
      retrieval('r1', 'notes', hash('a'), 1, 2),
      retrieval('r2', second, hash('b'), 3, 4),
      chat('write', 'x', 10, 20),
    ];
    const isKnown = (sourceId: string): boolean => sourceId !== 'unpinned';
    expect(chainOf(spans('bench'), 'write', isKnown).rowsKnown).toBe(true);
    expect(chainOf(spans('unpinned'), 'write', isKnown).rowsKnown).toBe(false);
    expect(chainOf([root('retrieval'), chat('write', 'x', 10, 20)], 'write').rowsKnown).toBe(true);
  });

  it('off-chain rows are only the known ones that are not also on the chain', () => {
    const spans = [
      root('retrieval'),
      agent('other', 'root', 1, 9),
      retrieval('r1', 'notes', hash('a'), 2, 3, 'other'),
      retrieval('r2', 'unpinned', hash('b'), 4, 5, 'other'),
      retrieval('r3', 'bench', hash('c'), 6, 7, 'other'),
      agent('writer', 'root', 10, 30),
      retrieval('r4', 'notes', hash('a'), 11, 12, 'writer'),
      chat('write', 'x', 20, 29, 'writer'),
    ];
    const chain = chainOf(spans, 'write', (sourceId) => sourceId !== 'unpinned');
    expect(chain.onChain.map((r) => [r.sourceId, r.link, r.line])).toEqual([['notes', 'writer', 7]]);
    expect(chain.offChain.map((r) => [r.sourceId, r.link, r.line])).toEqual([['bench', 'other', 5]]);
  });
});

describe('corpusVerdict', () => {
  const status = fc.constantFrom<SupportStatus>('supported', 'refuted', 'neutral');

  it('supported beats refuted beats neutral, and no rows are neutral', () => {
    expect(corpusVerdict([])).toBe('neutral');
    expect(corpusVerdict(['neutral'])).toBe('neutral');
    expect(corpusVerdict(['neutral', 'refuted'])).toBe('refuted');
    expect(corpusVerdict(['refuted', 'supported', 'neutral'])).toBe('supported');
  });

  it('property: the verdict does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 8 }), fc.nat(), (supports, seed) => {
        const rotated = supports.map((_, k) => supports[(k + seed) % supports.length]!);
        expect(corpusVerdict(rotated)).toBe(corpusVerdict(supports));
        expect(corpusVerdict([...supports].reverse())).toBe(corpusVerdict(supports));
      }),
    );
  });

  it('property: supported iff some row supports; refuted iff some refutes and none supports', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 8 }), (supports) => {
        const expected = supports.includes('supported')
          ? 'supported'
          : supports.includes('refuted')
            ? 'refuted'
            : 'neutral';
        expect(corpusVerdict(supports)).toBe(expected);
      }),
    );
  });
});

describe('chainGrounding', () => {
  const row = (sourceId: string, sha256: string): ChainRow => ({ sourceId, sha256, link: 'x', line: 1, known: true });
  const chain: ClaimChain = {
    links: ['a'],
    onChain: [row('notes', hash('a'))],
    offChain: [row('bench', hash('b')), row('web', hash('c'))],
    rowsKnown: true,
  };

  it('reports both verdicts, capability and the row hashes of each corpus', () => {
    expect(chainGrounding(chain, ['neutral'], ['neutral', 'supported'], true)).toEqual({
      onChainVerdict: 'neutral',
      offChainVerdict: 'supported',
      groundedOffChainOnly: true,
      groundingCapable: true,
      onChainRows: [hash('a')],
      offChainRows: [hash('b'), hash('c')],
    });
  });

  it('no on-chain verdict when the support of the chain is unknown (on is null) or some row is unknown', () => {
    expect(chainGrounding(chain, null, ['supported'], true)).toMatchObject({
      onChainVerdict: null,
      groundedOffChainOnly: false,
    });
    const unknown = { ...chain, rowsKnown: false };
    expect(chainGrounding(unknown, ['neutral'], ['supported'], true)).toMatchObject({
      onChainVerdict: null,
      offChainVerdict: 'supported',
      groundedOffChainOnly: false,
    });
  });

  it('no off-chain verdict without off-chain rows, whatever support is given', () => {
    expect(chainGrounding({ ...chain, offChain: [] }, ['neutral'], ['supported'], true)).toMatchObject({
      onChainVerdict: 'neutral',
      offChainVerdict: null,
      groundedOffChainOnly: false,
      offChainRows: [],
    });
  });

  it('the flag is raised only when capable, neutral on the chain and supported off it', () => {
    const flag = (on: SupportStatus[], off: SupportStatus[], capable: boolean): boolean =>
      chainGrounding(chain, on, off, capable).groundedOffChainOnly;
    expect(flag(['neutral'], ['supported'], true)).toBe(true);
    expect(flag(['neutral'], ['supported'], false)).toBe(false);
    expect(flag(['supported'], ['supported'], true)).toBe(false);
    expect(flag(['refuted'], ['supported'], true)).toBe(false);
    expect(flag(['neutral'], ['refuted'], true)).toBe(false);
    expect(flag(['neutral'], ['neutral'], true)).toBe(false);
    expect(flag([], [], true)).toBe(false);
  });

  it('property: the flag is exactly capable, on-chain neutral and off-chain supported', () => {
    const status = fc.constantFrom<SupportStatus>('supported', 'refuted', 'neutral');
    fc.assert(
      fc.property(
        fc.array(status, { maxLength: 4 }),
        fc.array(status, { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        (on, off, capable, known) => {
          const g = chainGrounding({ ...chain, rowsKnown: known }, on, off, capable);
          expect(g.groundingCapable).toBe(capable);
          expect(g.groundedOffChainOnly).toBe(
            capable && known && corpusVerdict(on) === 'neutral' && corpusVerdict(off) === 'supported',
          );
        },
      ),
    );
  });
});
