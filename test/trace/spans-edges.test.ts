// Parsing a trace's edges: the exact forms a double or int attribute may take, and the total order spans sort by.
import { describe, expect, it } from 'vitest';
import { parseTrace, type TraceSpan } from '../../src/trace/index.js';
import { byEnd, byStart, type AttributeValue } from '../../src/trace/spans.js';
import { spanId } from './builder.js';

const FILE = 'ledger/traces/p.jsonl';

/** A one-span trace whose attributes are these raw OTLP values, as a line. */
const lineWith = (values: Record<string, unknown>): string =>
  JSON.stringify({
    traceId: 'a'.repeat(32),
    spanId: spanId('s'),
    name: 'chat s',
    startTimeUnixNano: '1000',
    endTimeUnixNano: '2000',
    attributes: Object.entries(values).map(([key, value]) => ({ key, value })),
  });

/** The attributes read, or the findings' messages when the line is refused. */
function read(values: Record<string, unknown>): Record<string, AttributeValue> | string[] {
  const parsed = parseTrace(`${lineWith(values)}\n`, FILE);
  if (parsed.trace === undefined) return parsed.findings.map((f) => f.message);
  return Object.fromEntries(parsed.trace.spans[0]?.attributes ?? new Map());
}

// The attribute schema is built lazily on the first parse, so this test (the file's first) must be the one to tell
// every form apart.
describe('attribute numbers', () => {
  it('a double written as text is a signed decimal with an optional exponent, NaN or an infinity; an int is digits', () => {
    const doubles = ['-1.5', '+2', '12', '12.5', '1.25', '3.', '.25', '1e5', '1e-5', '2E+10', 'NaN', 'Infinity'];
    const values = Object.fromEntries(doubles.map((d) => [d, { doubleValue: d }]));
    expect(read({ ...values, minus: { doubleValue: '-Infinity' }, int: { intValue: '-42' } })).toEqual({
      ...Object.fromEntries(doubles.map((d) => [d, Number(d)])),
      minus: -Infinity,
      int: -42,
    });
    for (const bad of ['x1.5', '1.5x', '1e', '.', 'e5', '1e5.5', 'Infinity1', 'infinity'])
      expect(read({ d: { doubleValue: bad } })).toEqual([
        expect.stringMatching(/^the line is not an OTLP\/JSON span: attributes\.0\.value\.doubleValue: /),
      ]);
    for (const bad of ['x12', '12x', '1-2'])
      expect(read({ n: { intValue: bad } })).toEqual([
        expect.stringMatching(/^the line is not an OTLP\/JSON span: attributes\.0\.value\.intValue: /),
      ]);
  });
});

/** A span with these times and id, for the orders. */
const timed = (id: string, start: bigint, end: bigint): TraceSpan => ({
  line: 1,
  spanId: id,
  name: `chat ${id}`,
  kind: 'chat',
  start,
  end,
  attributes: new Map(),
  links: [],
});

describe('the span orders', () => {
  it('byStart: start, then end, then span id; a span is equal only to itself', () => {
    const a = timed('0a', 5n, 9n);
    const b = timed('0b', 5n, 9n);
    expect([byStart(a, b), byStart(b, a), byStart(a, a), byStart(b, timed('0b', 5n, 9n))]).toEqual([-1, 1, 0, 0]);
    expect([byStart(timed('0b', 4n, 9n), a), byStart(a, timed('00', 5n, 8n))]).toEqual([-1, 1]);
  });

  it('byEnd: end, then start, then span id', () => {
    const a = timed('0a', 5n, 9n);
    const b = timed('0b', 5n, 9n);
    expect([byEnd(a, b), byEnd(b, a), byEnd(a, a)]).toEqual([-1, 1, 0]);
    expect([byEnd(timed('0b', 1n, 8n), a), byEnd(a, timed('00', 4n, 9n))]).toEqual([-1, 1]);
  });
});
