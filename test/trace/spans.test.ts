// Parsing a drafting trace: attribute values, span kinds, bounds, unreadable lines, and what is read from its spans.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callsAModel,
  chatOutput,
  modelsOf,
  parseTrace,
  stringAttribute,
  type Trace,
  type TraceSpan,
} from '../../src/trace/index.js';
import { TRACE_LIMITS, type AttributeValue } from '../../src/trace/spans.js';
import { chat, spanId, traceText } from './builder.js';

const FILE = 'ledger/traces/p.jsonl';
const TRACE_ID = 'a'.repeat(32);

/** One OTLP/JSON span line, valid unless `over` breaks it. */
const rawSpan = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  traceId: TRACE_ID,
  spanId: spanId('s'),
  name: 'chat s',
  startTimeUnixNano: '1000',
  endTimeUnixNano: '2000',
  ...over,
});
const lineOf = (over: Record<string, unknown> = {}): string => JSON.stringify(rawSpan(over));

/** The findings of a text, as `line:message`. */
const problems = (text: string): string[] => parseTrace(text, FILE).findings.map((f) => `${f.line}:${f.message}`);

/** The spans of a text that must parse. */
function spansOf(text: string): readonly TraceSpan[] {
  const parsed = parseTrace(text, FILE);
  expect(parsed.findings).toEqual([]);
  expect(parsed.trace?.file).toBe(FILE);
  return parsed.trace?.spans ?? [];
}

/** The attributes of a one-span trace whose attributes are these raw OTLP values. */
function attributesOf(values: Record<string, unknown>): Record<string, AttributeValue> {
  const attributes = Object.entries(values).map(([key, value]) => ({ key, value }));
  const [span] = spansOf(`${lineOf({ attributes })}\n`);
  return Object.fromEntries(span?.attributes ?? new Map());
}

const str = (s: string): object => ({ stringValue: s });
const arr = (...values: object[]): object => ({ arrayValue: { values } });
/** `value` wrapped in `levels` arrays: it sits at depth `levels`. */
const nest = (levels: number, value: object): object => (levels === 0 ? value : arr(nest(levels - 1, value)));
/** What `nest(levels, 'x')` reads as. */
const nested = (levels: number): AttributeValue => (levels === 0 ? 'x' : [nested(levels - 1)]);

/** A span built directly, for the functions that read parsed spans. */
function span(over: Partial<TraceSpan> & { attrs?: Record<string, AttributeValue> } = {}): TraceSpan {
  const { attrs, ...rest } = over;
  return {
    line: 1,
    spanId: spanId('x'),
    name: 'chat x',
    kind: 'chat',
    start: 0n,
    end: 1n,
    attributes: new Map(Object.entries(attrs ?? {})),
    links: [],
    ...rest,
  };
}
const traceOf = (spans: TraceSpan[]): Trace => ({ file: FILE, spans });

describe('attribute values', () => {
  it('reads string, bool, int (string or number), double (number or string) and array values', () => {
    expect(
      attributesOf({
        s: str('text'),
        empty: str(''),
        yes: { boolValue: true },
        no: { boolValue: false },
        int: { intValue: '42' },
        negative: { intValue: '-12' },
        number: { intValue: -7 },
        double: { doubleValue: 1.5 },
        doubleText: { doubleValue: '2.5' },
        list: arr(str('a'), { intValue: '1' }, { doubleValue: 0.25 }, arr({ boolValue: false })),
        noValues: { arrayValue: {} },
        noItems: { arrayValue: { values: [] } },
      }),
    ).toEqual({
      s: 'text',
      empty: '',
      yes: true,
      no: false,
      int: 42,
      negative: -12,
      number: -7,
      double: 1.5,
      doubleText: 2.5,
      list: ['a', 1, 0.25, [false]],
      noValues: [],
      noItems: [],
    });
  });

  it('an intValue string is an optionally signed decimal of 1 to 20 digits', () => {
    const longest = '9'.repeat(20);
    expect(attributesOf({ a: { intValue: '0' }, b: { intValue: '-5' }, c: { intValue: longest } })).toEqual({
      a: 0,
      b: -5,
      c: Number(longest),
    });
    for (const bad of ['x12', '12x', '1.5', '', '-', '9'.repeat(21)])
      expect(problems(`${lineOf({ attributes: [{ key: 'n', value: { intValue: bad } }] })}\n`)).toEqual([
        '1:the line is not an OTLP/JSON span: attributes.0.value.intValue: Invalid string: must match pattern /^-?\\d{1,20}$/',
      ]);
  });

  it('a value of no OTLP shape, or a double or bool of the wrong type, is not a span', () => {
    for (const value of [
      { foo: 1 },
      {},
      { boolValue: 'yes' },
      { doubleValue: true },
      { doubleValue: 'not a number' },
      { arrayValue: { values: 1 } },
    ])
      expect(problems(`${lineOf({ attributes: [{ key: 'k', value }] })}\n`)[0]).toMatch(
        /^1:the line is not an OTLP\/JSON span: attributes\.0\.value/,
      );
  });

  it('nested arrays are read to depth 8; a value at depth 9 is unreadable, naming its attribute', () => {
    expect(attributesOf({ deep: nest(8, str('x')) })).toEqual({ deep: nested(8) });
    expect(problems(`${lineOf({ attributes: [{ key: 'deep', value: nest(9, str('x')) }] })}\n`)).toEqual([
      '1:attribute "deep" has no readable value',
    ]);
    expect(problems(`${lineOf({ attributes: [{ key: 'deep', value: nest(9, { arrayValue: {} }) }] })}\n`)).toEqual([
      '1:attribute "deep" has no readable value',
    ]);
  });

  it('an array with one unreadable item is unreadable, though its other items are readable', () => {
    const mixed = nest(7, arr(str('ok'), arr(str('too deep'))));
    const text = `${lineOf({ spanId: spanId('a') })}\n${lineOf({ spanId: spanId('b'), attributes: [{ key: 'm', value: mixed }] })}\n`;
    expect(problems(text)).toEqual(['2:attribute "m" has no readable value']);
  });

  it('property: a string wrapped in n arrays is read back as such when n <= 8, and is unreadable beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (n) => {
        const parsed = parseTrace(`${lineOf({ attributes: [{ key: 'v', value: nest(n, str('x')) }] })}\n`, FILE);
        if (n <= TRACE_LIMITS.attributeDepth) expect(parsed.trace?.spans[0]?.attributes.get('v')).toEqual(nested(n));
        else expect(parsed.findings.map((f) => f.message)).toEqual(['attribute "v" has no readable value']);
      }),
    );
  });

  it('a span without attributes or links has none', () => {
    const [only] = spansOf(`${lineOf()}\n`);
    expect(only?.attributes.size).toBe(0);
    expect(only?.links).toEqual([]);
  });
});

describe('span kinds', () => {
  const kindOf = (name: string, operation?: object): string => {
    const attributes = operation ? [{ key: 'gen_ai.operation.name', value: operation }] : [];
    return spansOf(`${lineOf({ name, attributes })}\n`)[0]?.kind ?? 'none';
  };

  it('is the gen_ai.operation.name when it is a string, whatever the name says', () => {
    expect(kindOf('generate draft', str('chat'))).toBe('chat');
    expect(kindOf('chat draft', str('retrieval'))).toBe('retrieval');
    expect(kindOf('x', str('invoke_agent'))).toBe('invoke_agent');
    expect(kindOf('chat draft', str('summarise'))).toBe('other');
  });

  it('is the first word of the name when there is no operation name, or it is not a string', () => {
    expect(kindOf('chat draft')).toBe('chat');
    expect(kindOf('chat')).toBe('chat');
    expect(kindOf('retrieval notes')).toBe('retrieval');
    expect(kindOf('invoke_agent warrant-drafter')).toBe('invoke_agent');
    expect(kindOf('chat draft', { intValue: '5' })).toBe('chat');
    expect(kindOf('retrieval notes', { boolValue: true })).toBe('retrieval');
  });

  it('is other for any other name', () => {
    expect(kindOf('tool call')).toBe('other');
    expect(kindOf('Chat draft')).toBe('other');
    expect(kindOf(' chat')).toBe('other');
    expect(kindOf('chatter')).toBe('other');
  });
});

describe('the bounds of a trace', () => {
  /** A one-span trace of exactly `length` characters, trailing newline included. */
  const traceOfLength = (length: number): string => {
    const padded = (pad: string): string => lineOf({ attributes: [{ key: 'pad', value: str(pad) }] });
    return `${padded('x'.repeat(length - padded('').length - 1))}\n`;
  };

  it(`reads a trace of exactly ${TRACE_LIMITS.bytes} characters; one more is unreadable`, () => {
    const atBound = traceOfLength(TRACE_LIMITS.bytes);
    expect(atBound.length).toBe(16_000_000);
    expect(spansOf(atBound)).toHaveLength(1);
    const over = parseTrace(traceOfLength(TRACE_LIMITS.bytes + 1), FILE);
    expect(over.trace).toBeUndefined();
    expect(over.findings).toEqual([
      expect.objectContaining({
        code: 'trace/unreadable',
        file: FILE,
        line: 1,
        column: 1,
        message: 'the trace is larger than 16000000 bytes',
      }),
    ]);
  });

  it(`reads a trace of exactly ${TRACE_LIMITS.spans} spans; one more is unreadable`, () => {
    const lines = Array.from({ length: TRACE_LIMITS.spans + 1 }, (_, k) =>
      lineOf({ spanId: k.toString(16).padStart(16, '0') }),
    );
    expect(spansOf(`${lines.slice(0, 20_000).join('\n')}\n`)).toHaveLength(20_000);
    const over = parseTrace(`${lines.join('\n')}\n`, FILE);
    expect(over.trace).toBeUndefined();
    expect(over.findings).toEqual([
      expect.objectContaining({
        code: 'trace/unreadable',
        file: FILE,
        line: 1,
        message: 'the trace has more than 20000 spans',
      }),
    ]);
  });
});

describe('the lines of a trace', () => {
  const a = lineOf({ spanId: spanId('a'), name: 'chat a' });
  const b = lineOf({ spanId: spanId('b'), name: 'retrieval b' });

  it('reads the last line with or without a trailing newline', () => {
    expect(spansOf(`${a}\n${b}`).map((s) => [s.line, s.name])).toEqual([
      [1, 'chat a'],
      [2, 'retrieval b'],
    ]);
    expect(spansOf(`${a}\n${b}\n`).map((s) => s.line)).toEqual([1, 2]);
  });

  it('an empty line is not a span: between spans, at the end after the newline, or alone; no text is no span', () => {
    expect(problems(`${a}\n\n${b}\n`)).toEqual(['2:the line is not JSON: each line must be one OTLP/JSON span']);
    expect(problems(`${a}\n${b}\n\n`)).toEqual(['3:the line is not JSON: each line must be one OTLP/JSON span']);
    expect(problems('\n')).toEqual(['1:the line is not JSON: each line must be one OTLP/JSON span']);
    expect(problems('')).toEqual(['1:the trace is empty: it records no span']);
  });

  it('a line that is JSON but not a span says which field is wrong, or "span" for the whole line', () => {
    expect(problems('5\n')).toEqual([
      '1:the line is not an OTLP/JSON span: span: Invalid input: expected object, received number',
    ]);
    expect(problems(`${a}\nnull\n`)).toEqual([
      '2:the line is not an OTLP/JSON span: span: Invalid input: expected object, received null',
    ]);
    expect(problems(`${lineOf({ spanId: 'xyz' })}\n`)).toEqual(['1:the line is not an OTLP/JSON span: spanId: 16 hex']);
    expect(problems(`${lineOf({ attributes: [{ key: '', value: str('v') }] })}\n`)).toEqual([
      '1:the line is not an OTLP/JSON span: attributes.0.key: Too small: expected string to have >=1 characters',
    ]);
  });

  it('every finding is a trace/unreadable error at column 1 of the line', () => {
    const findings = parseTrace(`${a}\nnot json\n`, FILE).findings;
    expect(findings).toEqual([
      {
        code: 'trace/unreadable',
        severity: 'error',
        file: FILE,
        line: 2,
        column: 1,
        message: 'the line is not JSON: each line must be one OTLP/JSON span',
        hint: expect.any(String),
      },
    ]);
  });

  it('a span may end when it starts, never before', () => {
    const [instant] = spansOf(`${lineOf({ startTimeUnixNano: '1500', endTimeUnixNano: '1500' })}\n`);
    expect([instant?.start, instant?.end]).toEqual([1500n, 1500n]);
    expect(problems(`${lineOf({ startTimeUnixNano: '1500', endTimeUnixNano: '1499' })}\n`)).toEqual([
      '1:span "chat s" ends before it starts',
    ]);
  });

  it('an empty parentSpanId is no parent', () => {
    const [orphan] = spansOf(`${lineOf({ parentSpanId: '' })}\n`);
    expect(orphan).toBeDefined();
    expect(orphan && 'parentSpanId' in orphan).toBe(false);
  });

  it('links name spans of the file; a link to a span not in the file is unreadable', () => {
    const link = (name: string): object => ({ traceId: TRACE_ID, spanId: spanId(name) });
    const linked = lineOf({ spanId: spanId('c'), name: 'chat c', links: [link('a')] });
    expect(spansOf(`${a}\n${linked}\n`)[1]?.links).toEqual([spanId('a')]);
    const dangling = lineOf({ spanId: spanId('c'), name: 'chat c', links: [link('a'), link('gone')] });
    expect(problems(`${a}\n${dangling}\n`)).toEqual([`2:span "chat c" links to ${spanId('gone')}, not in the trace`]);
  });
});

describe('stringAttribute', () => {
  it('is the value of a string attribute, and undefined for any other value or none', () => {
    const s = span({ attrs: { text: 'v', empty: '', n: 3, yes: true, list: ['v'] } });
    expect(stringAttribute(s, 'text')).toBe('v');
    expect(stringAttribute(s, 'empty')).toBe('');
    expect(stringAttribute(s, 'n')).toBeUndefined();
    expect(stringAttribute(s, 'yes')).toBeUndefined();
    expect(stringAttribute(s, 'list')).toBeUndefined();
    expect(stringAttribute(s, 'missing')).toBeUndefined();
  });
});

describe('modelsOf and callsAModel', () => {
  const chatAt = (id: string, start: number, attrs: Record<string, AttributeValue>): TraceSpan =>
    span({ spanId: spanId(id), name: `chat ${id}`, start: BigInt(start), end: BigInt(start + 1), attrs });

  it('lists the models of the chat spans, response model before request model, in order of first use', () => {
    const spans = [
      span({ spanId: spanId('root'), kind: 'invoke_agent', attrs: { 'gen_ai.request.model': 'agent-model' } }),
      chatAt('c3', 30, { 'gen_ai.response.model': 'model-3', 'gen_ai.request.model': 'asked-3' }),
      chatAt('c1', 10, { 'gen_ai.request.model': 'model-1' }),
      span({ spanId: spanId('r'), kind: 'retrieval', start: 5n, attrs: { 'gen_ai.response.model': 'fetch-model' } }),
      chatAt('c2', 20, { 'gen_ai.response.model': 'model-1' }),
      chatAt('c4', 40, {}),
      chatAt('c5', 50, { 'gen_ai.response.model': 7, 'gen_ai.request.model': 'model-5' }),
      chatAt('c6', 60, { 'gen_ai.request.model': '' }),
      chatAt('c7', 70, { 'gen_ai.response.model': '', 'gen_ai.request.model': 'model-7' }),
      span({ spanId: spanId('o'), kind: 'other', start: 1n, attrs: { 'gen_ai.request.model': 'tool-model' } }),
    ];
    const trace = traceOf(spans);
    expect(modelsOf(trace)).toEqual(['model-1', 'model-3', 'model-5', 'model-7']);
    expect(trace.spans).toEqual(spans);
  });

  it('two calls that start and end together are ordered by span id, whatever the order of their lines', () => {
    const b = chatAt('b', 10, { 'gen_ai.request.model': 'b' });
    const a = chatAt('a', 10, { 'gen_ai.request.model': 'a' });
    const expected = a.spanId < b.spanId ? ['a', 'b'] : ['b', 'a'];
    expect(modelsOf(traceOf([b, a]))).toEqual(expected);
    expect(modelsOf(traceOf([a, b]))).toEqual(expected);
  });

  it('is empty for a run that calls no model', () => {
    expect(modelsOf(traceOf([span({ kind: 'invoke_agent', attrs: { 'gen_ai.request.model': 'm' } })]))).toEqual([]);
    expect(modelsOf(traceOf([chatAt('c', 1, {})]))).toEqual([]);
  });

  it('property: the distinct non-empty models of the chat spans, by start time, ties by span id', () => {
    const spec = fc.record({
      kind: fc.constantFrom('chat', 'chat', 'chat', 'retrieval', 'other'),
      start: fc.integer({ min: 0, max: 20 }),
      response: fc.option(fc.constantFrom('', 'a', 'b', 'c', 'd', 'e', 'f'), { nil: undefined }),
      request: fc.option(fc.constantFrom('', 'a', 'b', 'c', 'd', 'e', 'f'), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 120 }), (specs) => {
        const spans = specs.map((s, k) =>
          span({
            spanId: k.toString(16).padStart(16, '0'),
            kind: s.kind as TraceSpan['kind'],
            start: BigInt(s.start),
            attrs: {
              ...(s.response !== undefined ? { 'gen_ai.response.model': s.response } : {}),
              ...(s.request !== undefined ? { 'gen_ai.request.model': s.request } : {}),
            },
          }),
        );
        const expected: string[] = [];
        const order = specs.map((s, k) => ({ ...s, k })).sort((x, y) => x.start - y.start || x.k - y.k);
        for (const s of order) {
          const model = s.response || s.request || '';
          if (s.kind === 'chat' && model !== '' && !expected.includes(model)) expected.push(model);
        }
        expect(modelsOf(traceOf(spans))).toEqual(expected);
        expect(callsAModel(traceOf(spans))).toBe(specs.some((s) => s.kind === 'chat'));
      }),
      { numRuns: 300 },
    );
  });

  it('callsAModel: true when any span is a chat, false when none is', () => {
    const parsed = (names: string[]): Trace => {
      const result = parseTrace(names.map((name, k) => lineOf({ spanId: spanId(`s${k}`), name })).join('\n'), FILE);
      expect(result.findings).toEqual([]);
      return result.trace as Trace;
    };
    expect(callsAModel(parsed(['invoke_agent run', 'retrieval notes', 'chat draft']))).toBe(true);
    expect(callsAModel(parsed(['chat draft']))).toBe(true);
    expect(callsAModel(parsed(['invoke_agent run', 'retrieval notes']))).toBe(false);
    expect(callsAModel(parsed(['invoke_agent run']))).toBe(false);
  });
});

describe('chatOutput', () => {
  const outputOf = (messages: unknown): string | undefined =>
    chatOutput(
      span({ attrs: { 'gen_ai.output.messages': typeof messages === 'string' ? messages : JSON.stringify(messages) } }),
    );
  const text = (content: string): object => ({ type: 'text', content });

  it("is the text of a model's output, as a recorder writes it", () => {
    const [written] = spansOf(traceText([{ ...chat('c1', 'Hello [@notes].', 1, 2), parent: undefined }]));
    expect(written && chatOutput(written)).toBe('Hello [@notes].');
  });

  it('joins the text parts of one message, and of several messages, with newlines', () => {
    expect(outputOf([{ role: 'assistant', parts: [text('First.'), text('Second.')] }])).toBe('First.\nSecond.');
    expect(outputOf([{ parts: [text('One.')] }, { parts: [text('Two.')] }, { parts: [text('Three.')] }])).toBe(
      'One.\nTwo.\nThree.',
    );
    expect(outputOf([{ parts: [text('')] }])).toBe('');
  });

  it('skips null messages, messages without a parts list, null parts, non-text parts and non-string content', () => {
    expect(
      outputOf([
        null,
        { role: 'assistant' },
        { parts: 'text' },
        { parts: null },
        {
          parts: [
            null,
            { type: 'reasoning', content: 'thinking' },
            { type: 'tool_call', content: 'call' },
            { type: 'text', content: 5 },
            { type: 'text' },
            { content: 'untyped' },
            text('kept'),
          ],
        },
      ]),
    ).toBe('kept');
  });

  it('is undefined when no text was recorded: no attribute, a non-string one, malformed JSON, not a list, no text part', () => {
    expect(chatOutput(span())).toBeUndefined();
    expect(chatOutput(span({ attrs: { 'gen_ai.output.messages': 3 } }))).toBeUndefined();
    expect(outputOf('[{"parts": [')).toBeUndefined();
    expect(outputOf({ parts: [text('not in a list')] })).toBeUndefined();
    expect(outputOf(7)).toBeUndefined();
    expect(outputOf('"a string"')).toBeUndefined();
    expect(outputOf([])).toBeUndefined();
    expect(outputOf([{ parts: [] }])).toBeUndefined();
    expect(
      outputOf([
        {
          parts: [
            { type: 'tool_call', content: 'x' },
            { type: 'text', content: null },
          ],
        },
      ]),
    ).toBeUndefined();
  });

  it('property: the text parts, in order, joined by newlines, however they are split into messages', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { maxLength: 4 }), { maxLength: 5 }), (messages) => {
        const all = messages.flat();
        expect(outputOf(messages.map((parts) => ({ role: 'assistant', parts: parts.map(text) })))).toBe(
          all.length > 0 ? all.join('\n') : undefined,
        );
      }),
    );
  });
});
