// A gap to "the leader" from a value an earlier sentence gives, when the source states its values in prose (no rows).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const notes = md('notes.md', [
  '# Servers',
  '',
  'The alpha server managed 51,000 requests.',
  '',
  'The beta server managed 48,000 requests.',
]);

describe('a gap to the leader of values in prose', () => {
  it('works out the gap from the value referred to and the other one, with no row to lead', () => {
    const r = assessDeterministic('That puts it 3,000 requests behind the leader.', notes, [
      'The beta server managed 48,000 requests.',
    ]);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 3,000 (notes.md:5)']);
  });
});
