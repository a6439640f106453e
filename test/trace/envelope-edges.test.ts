// The envelope's edges: a payload holding a large string is read without walking the string.
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../src/trace/index.js';

describe('a hostile envelope', () => {
  it('a payload holding a 500 kB string beside its grounded_on list is read, and its empty list found', () => {
    const envelope = {
      invocation_id: 'run-1',
      grounding_mode: 'retrieval',
      outcome: 'succeeded',
      payload: { schema_class: 'warrant.post', body: 'x'.repeat(500_000), grounded_on: [] },
    };
    const parsed = parseEnvelope(JSON.stringify(envelope), 'e.json');
    expect(parsed.findings).toEqual([]);
    expect(parsed.envelope?.groundedOn).toEqual([]);
  });
});
