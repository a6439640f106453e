// The linter's edges: a retrieval that records only its source id, or only its hash, matches no grounded_on entry.
import { describe, expect, it } from 'vitest';
import type { Source } from '../../src/core/model.js';
import { lintTrace, parseEnvelope, parseTrace, type TraceLint } from '../../src/trace/index.js';
import { sourceOf } from '../helpers.js';
import { chat, root, traceText, type SpanSpec } from './builder.js';

const NOTES = sourceOf('notes', 'Quill 2.4.0 was released on 3 November 2026.\n');
const registry = new Map<string, Source>([[NOTES.id, NOTES]]);
const TRACE = 'ledger/traces/p.jsonl';
const ENV = 'ledger/traces/p.envelope.json';

/** A retrieval span recording only these attributes. */
const retrievalWith = (attrs: Record<string, string>): SpanSpec => ({
  id: 'r1',
  parent: 'root',
  kind: 'retrieval',
  start: 10,
  end: 20,
  attrs,
});

/** Lint a retrieval run whose envelope's grounded_on list (and evidence) is this one entry. */
function lintWith(
  retrievalAttrs: Record<string, string>,
  entry: { source_id: string; content_hash: string },
): TraceLint {
  const parsed = parseTrace(
    traceText([root('retrieval'), retrievalWith(retrievalAttrs), chat('c1', 'x', 30, 60)]),
    TRACE,
  );
  expect(parsed.findings).toEqual([]);
  const envelope = {
    invocation_id: 'run-1',
    grounding_mode: 'retrieval',
    outcome: 'succeeded',
    payload: { schema_class: 'warrant.post', grounded_on: [entry] },
    evidence: [{ id: 'e0', ...entry }],
  };
  const env = parseEnvelope(JSON.stringify(envelope, null, 2), ENV);
  expect(env.findings).toEqual([]);
  return lintTrace({ trace: parsed.trace!, envelope: env.envelope!, citations: [], registry });
}
const g2 = (l: TraceLint): string[] => l.findings.filter((f) => f.code === 'trace/G2').map((f) => f.message);

describe('G2: a retrieval missing its id or its hash retrieved nothing', () => {
  it('a retrieval with a hash but no source id does not ground an entry, even one whose id is the text "undefined"', () => {
    expect(
      g2(lintWith({ 'warrant.source.sha256': NOTES.sha256 }, { source_id: 'undefined', content_hash: NOTES.sha256 })),
    ).toEqual([
      `grounded_on entry payload.grounded_on[0] relies on "undefined", but the drafting run (${TRACE}) never retrieved it`,
    ]);
  });

  it('a retrieval with a source id but no hash does not ground an entry, even one whose hash is the text "undefined"', () => {
    expect(
      g2(lintWith({ 'gen_ai.data_source.id': 'notes' }, { source_id: 'notes', content_hash: 'undefined' })),
    ).toEqual([
      `grounded_on entry payload.grounded_on[0] relies on "notes", but the run retrieved "notes" (${TRACE}:2) with hash (none), not undefined`,
    ]);
  });

  it('with both recorded, the same entry is grounded', () => {
    const both = { 'gen_ai.data_source.id': 'notes', 'warrant.source.sha256': NOTES.sha256 };
    expect(g2(lintWith(both, { source_id: 'notes', content_hash: NOTES.sha256 }))).toEqual([]);
  });
});
