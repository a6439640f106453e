// A retrieval span with no source hash reads no hash: G3 still flags every evidence hash no retrieval recorded.
import { describe, expect, it } from 'vitest';
import type { Source } from '../../src/core/model.js';
import { lintTrace, parseEnvelope, parseTrace } from '../../src/trace/index.js';
import { sourceOf } from '../helpers.js';
import { chat, retrieval, root, traceText, type SpanSpec } from './builder.js';

const NOTES = sourceOf('notes', 'Quill 2.4.0 was released on 3 November 2026.\n');
const TRACE = 'ledger/traces/p.jsonl';
const ENV = 'ledger/traces/p.envelope.json';
const CLAIM = 'Quill 2.4.0 was released on 3 November 2026 [@notes].';

describe('G3 with a retrieval that recorded no hash', () => {
  it('flags an evidence item whatever its hash text, since that retrieval read no hash', () => {
    const unhashed: SpanSpec = {
      id: 'r2',
      parent: 'root',
      kind: 'retrieval',
      start: 12,
      end: 22,
      attrs: { 'gen_ai.data_source.id': 'notes' },
    };
    const spans = [
      root('retrieval'),
      retrieval('r1', 'notes', NOTES.sha256, 10, 20),
      unhashed,
      chat('c1', CLAIM, 30, 60),
    ];
    const onNotes = { source_id: 'notes', content_hash: NOTES.sha256 };
    const envelope = {
      invocation_id: 'run-1',
      grounding_mode: 'retrieval',
      outcome: 'succeeded',
      payload: { schema_class: 'warrant.post', grounded_on: [onNotes] },
      evidence: [
        { id: 'e0', ...onNotes },
        { id: 'e1', source_id: 'notes', content_hash: 'Stryker was here' },
      ],
    };
    const parsed = parseTrace(traceText(spans), TRACE);
    expect(parsed.findings).toEqual([]);
    const env = parseEnvelope(JSON.stringify(envelope, null, 2), ENV);
    expect(env.findings).toEqual([]);
    const lint = lintTrace({
      trace: parsed.trace!,
      envelope: env.envelope!,
      citations: [],
      registry: new Map<string, Source>([[NOTES.id, NOTES]]),
    });
    expect(lint.findings.filter((f) => f.code === 'trace/G3').map((f) => f.message)).toEqual([
      'evidence item "e1" has hash Stryker was , which no retrieval of the trace read',
    ]);
  });
});
