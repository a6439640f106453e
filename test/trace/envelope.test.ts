// Parsing a drafting run's envelope: its fields, the grounded_on walk and its entries, what is unreadable, and envelopeLine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeLine, parseEnvelope, type Envelope } from '../../src/trace/envelope.js';
import { TRACE_LIMITS } from '../../src/trace/spans.js';

const FILE = 'ledger/traces/p.envelope.json';
const NOTES = { source_id: 'notes', content_hash: 'a'.repeat(64) };
const BENCH = { source_id: 'bench', content_hash: 'b'.repeat(64) };

const envelopeOf = (
  payload: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  invocation_id: 'run-1',
  grounding_mode: 'retrieval',
  outcome: 'succeeded',
  payload,
  ...extra,
});

/** The envelope of a text that must parse. */
function parsed(json: unknown): Envelope {
  const result = parseEnvelope(typeof json === 'string' ? json : JSON.stringify(json, null, 2), FILE);
  expect(result.findings).toEqual([]);
  expect(result.envelope).toBeDefined();
  return result.envelope as Envelope;
}

/** The one finding of a text that must not parse: its message, placed at line 1, column 1 of the file. */
function unreadable(text: string): string {
  const result = parseEnvelope(text, FILE);
  expect(result.envelope).toBeUndefined();
  expect(result.findings).toEqual([
    {
      code: 'trace/unreadable',
      severity: 'error',
      file: FILE,
      line: 1,
      column: 1,
      message: expect.any(String),
      hint: expect.any(String),
    },
  ]);
  return result.findings[0]?.message ?? '';
}

const groundedOn = (payload: Record<string, unknown>): Envelope['groundedOn'] =>
  parsed(envelopeOf({ schema_class: 'warrant.post', ...payload })).groundedOn;
const entry = (sourceId: string, contentHash: string, wellFormed: boolean, path: string): object => ({
  sourceId,
  contentHash,
  wellFormed,
  path,
});

describe('an envelope that reads', () => {
  it('gives its run, mode, outcome, schema class, grounded_on entries, evidence and delegations', () => {
    const evidence = [{ id: 'e0', ...NOTES, content: 'text', snapshot_ref: 'ledger/sources.jsonl' }];
    const delegations = [{ invocation_id: 'child-1', envelope_hash: 'c'.repeat(64) }];
    const text = JSON.stringify(
      envelopeOf({ schema_class: 'warrant.post', grounded_on: [NOTES] }, { evidence, delegations }),
      null,
      2,
    );
    expect(parsed(text)).toStrictEqual({
      file: FILE,
      text,
      invocationId: 'run-1',
      mode: 'retrieval',
      outcome: 'succeeded',
      schemaClass: 'warrant.post',
      groundedOn: [entry('notes', NOTES.content_hash, true, 'payload.grounded_on[0]')],
      evidence,
      delegations,
    });
  });

  it('has no evidence and no delegations when it lists none, and no groundedOn when its payload has no grounded_on', () => {
    const envelope = parsed(
      envelopeOf({ schema_class: 'warrant.post', sections: [{ text: 'x' }] }, { outcome: 'failed' }),
    );
    expect(envelope.evidence).toEqual([]);
    expect(envelope.delegations).toEqual([]);
    expect(envelope.outcome).toBe('failed');
    expect('groundedOn' in envelope).toBe(false);
  });

  it('has a schema class only when the payload gives a non-empty string', () => {
    const schemaClass = (value: unknown): unknown => {
      const envelope = parsed(envelopeOf(value === undefined ? {} : { schema_class: value }));
      return 'schemaClass' in envelope ? envelope.schemaClass : 'absent';
    };
    expect(schemaClass('warrant.post')).toBe('warrant.post');
    expect(schemaClass('')).toBe('absent');
    expect(schemaClass(5)).toBe('absent');
    expect(schemaClass(true)).toBe('absent');
    expect(schemaClass(undefined)).toBe('absent');
  });
});

describe('the grounded_on lists of a payload', () => {
  it('are found in nested objects and arrays, past nulls, numbers and strings, each entry with its path', () => {
    expect(
      groundedOn({
        note: null,
        count: 3,
        title: 'grounded_on',
        sections: [{ title: 'a', grounded_on: [NOTES] }, 'text', null, { grounded_on: [BENCH, NOTES] }],
        meta: { inner: { flag: false, grounded_on: [BENCH] } },
      }),
    ).toEqual([
      entry('notes', NOTES.content_hash, true, 'payload.sections[0].grounded_on[0]'),
      entry('bench', BENCH.content_hash, true, 'payload.sections[3].grounded_on[0]'),
      entry('notes', NOTES.content_hash, true, 'payload.sections[3].grounded_on[1]'),
      entry('bench', BENCH.content_hash, true, 'payload.meta.inner.grounded_on[0]'),
    ]);
  });

  it('an empty grounded_on list is a list with no entries', () => {
    expect(groundedOn({ grounded_on: [] })).toEqual([]);
  });

  it('an entry that lacks a field, or has an empty or non-string one, is kept but not well formed', () => {
    const h = NOTES.content_hash;
    expect(
      groundedOn({
        grounded_on: [
          { source_id: 'notes' },
          { content_hash: h },
          { source_id: '', content_hash: h },
          { source_id: 'notes', content_hash: '' },
          { source_id: 5, content_hash: h },
          { source_id: 'notes', content_hash: 7 },
          null,
          'notes',
          NOTES,
        ],
      }),
    ).toEqual([
      entry('notes', '', false, 'payload.grounded_on[0]'),
      entry('', h, false, 'payload.grounded_on[1]'),
      entry('', h, false, 'payload.grounded_on[2]'),
      entry('notes', '', false, 'payload.grounded_on[3]'),
      entry('', h, false, 'payload.grounded_on[4]'),
      entry('notes', '', false, 'payload.grounded_on[5]'),
      entry('', '', false, 'payload.grounded_on[6]'),
      entry('', '', false, 'payload.grounded_on[7]'),
      entry('notes', h, true, 'payload.grounded_on[8]'),
    ]);
  });

  it('a grounded_on that is not a list is one entry that is not well formed, however complete', () => {
    expect(groundedOn({ grounded_on: NOTES })).toEqual([
      entry('notes', NOTES.content_hash, false, 'payload.grounded_on[0]'),
    ]);
    expect(groundedOn({ sections: [{ grounded_on: 'notes' }] })).toEqual([
      entry('', '', false, 'payload.sections[0].grounded_on[0]'),
    ]);
  });

  it(`property: a grounded_on list is found down to depth ${TRACE_LIMITS.attributeDepth * 4}, through objects and arrays, and no deeper`, () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 0, maxLength: 40 }), (levels) => {
        // The object holding grounded_on sits at depth levels.length + 1 (payload.nest is at depth 1).
        let holder: unknown = { grounded_on: [NOTES] };
        for (const isArray of [...levels].reverse()) holder = isArray ? [holder] : { k: holder };
        const path = `payload.nest${levels.map((isArray) => (isArray ? '[0]' : '.k')).join('')}.grounded_on[0]`;
        const found = groundedOn({ nest: holder });
        if (levels.length + 1 <= 32) expect(found).toEqual([entry('notes', NOTES.content_hash, true, path)]);
        else expect(found).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('is found at depth 32 and not at 33, through objects and through arrays', () => {
    const objects = (depth: number): Record<string, unknown> => {
      let value: Record<string, unknown> = { grounded_on: [NOTES] };
      for (let k = 0; k < depth; k += 1) value = { k: value };
      return value;
    };
    const arrays = (depth: number): Record<string, unknown> => {
      let value: unknown = { grounded_on: [NOTES] };
      for (let k = 1; k < depth; k += 1) value = [value];
      return { list: value };
    };
    expect(groundedOn(objects(32))).toHaveLength(1);
    expect(groundedOn(objects(33))).toBeUndefined();
    expect(groundedOn(arrays(32))?.[0]?.path).toBe(`payload.list${'[0]'.repeat(31)}.grounded_on[0]`);
    expect(groundedOn(arrays(33))).toBeUndefined();
    expect(groundedOn(objects(3))).toHaveLength(1);
  });
});

describe('an envelope that cannot be read', () => {
  it('is not JSON', () => {
    expect(unreadable('{')).toBe('the envelope is not JSON');
    expect(unreadable('')).toBe('the envelope is not JSON');
  });

  it('does not match its schema: the path of the first problem, or (root)', () => {
    expect(unreadable('5')).toBe(
      'the envelope does not match its schema: (root): Invalid input: expected object, received number',
    );
    expect(unreadable(JSON.stringify(envelopeOf({}, { extra: 1 })))).toBe(
      'the envelope does not match its schema: (root): Unrecognized key: "extra"',
    );
    expect(unreadable(JSON.stringify(envelopeOf({}, { evidence: [{ id: 'e0', source_id: 'notes' }] })))).toBe(
      'the envelope does not match its schema: evidence.0.content_hash: Invalid input: expected string, received undefined',
    );
    expect(unreadable(JSON.stringify({ ...envelopeOf({}), invocation_id: '' }))).toBe(
      'the envelope does not match its schema: invocation_id: Too small: expected string to have >=1 characters',
    );
  });

  it(`is larger than ${TRACE_LIMITS.bytes} characters (one that is exactly that long reads)`, () => {
    const body = JSON.stringify(envelopeOf({ schema_class: 'warrant.post', grounded_on: [NOTES] }));
    const padded = (length: number): string => body + ' '.repeat(length - body.length);
    const atBound = padded(TRACE_LIMITS.bytes);
    expect(atBound.length).toBe(16_000_000);
    expect(parsed(atBound).invocationId).toBe('run-1');
    expect(unreadable(padded(TRACE_LIMITS.bytes + 1))).toBe('the envelope is larger than 16000000 bytes');
  });
});

describe('envelopeLine', () => {
  const text = [
    '{',
    '  "invocation_id": "run-1",',
    '  "note": "notes-old",',
    '  "payload": { "grounded_on": [{ "source_id": "notes" }] },',
    '  "other": "notes"',
    '}',
  ].join('\n');
  const envelope = { ...parsed(envelopeOf({ schema_class: 'x' })), text };

  it('is the line on which the needle first appears as a JSON string', () => {
    expect(envelopeLine(envelope, 'run-1')).toBe(2);
    expect(envelopeLine(envelope, 'notes')).toBe(4);
    expect(envelopeLine(envelope, 'notes-old')).toBe(3);
    expect(envelopeLine(envelope, 'payload')).toBe(4);
  });

  it('is 1 when the needle is not there as a JSON string, or is at the very start', () => {
    expect(envelopeLine(envelope, 'absent')).toBe(1);
    expect(envelopeLine(envelope, 'note')).toBe(3);
    expect(envelopeLine(envelope, 'notes-')).toBe(1);
    expect(envelopeLine({ ...envelope, text: '"first"\n"second"' }, 'first')).toBe(1);
    expect(envelopeLine({ ...envelope, text: '"first"\n"second"' }, 'second')).toBe(2);
  });

  it('property: a needle placed on line k of any text of other words is found on line k', () => {
    const word = fc.stringMatching(/^[a-z ]{0,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), fc.nat(), (lines, at) => {
        const k = at % lines.length;
        const withNeedle = lines.map((line, i) => (i === k ? `${line} "needle" ${line}` : line)).join('\n');
        expect(envelopeLine({ ...envelope, text: withNeedle }, 'needle')).toBe(k + 1);
        expect(envelopeLine({ ...envelope, text: lines.join('\n') }, 'needle')).toBe(1);
      }),
    );
  });
});
