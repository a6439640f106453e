// A change or a ratio the source states for the same two things outranks the one worked out from their two values.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const served = 'Node 20 served 15000 requests per second and Node 18 served 10000 requests per second.';

describe('a stated change or ratio against a worked-out one', () => {
  it('refutes a change the claim gives with the change the source states', () => {
    const notes = md('notes.md', ['# Notes', '', served, '', 'Node 20 rose 30% over Node 18 in our tests.']);
    const r = assessDeterministic('Node 20 requests rose 50% over Node 18.', notes);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 30% for "Node 20 rose 30% over Node 18 in our tests." (notes.md:5), not 50%',
    ]);
  });

  it('refutes a ratio the claim gives with the ratio the source states, which has no direction', () => {
    const notes = md('notes.md', [
      '# Notes',
      '',
      served,
      '',
      'Node 20 served 1.3 times the requests of Node 18 in our tests.',
    ]);
    const r = assessDeterministic('Node 20 served 1.5 times the requests of Node 18.', notes);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 1.3 times for "Node 20 served 1.3 times the requests of Node 18 in our tests." (notes.md:5), not 1.5 times',
    ]);
  });
});
