// The passage shown for a value of a record that lacks the field the claim names: the record's own value.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { json } from './fixtures.js';

const stations = json('stations.json', {
  uk: {
    paddington: { code: 3414, city: 'Reading' },
    euston: { code: 3500, city: 'London', operator: 'Avanti' },
  },
});

describe('a field the claim names that the matched record lacks', () => {
  it('shows the record’s value, not another record’s field of that name', () => {
    for (const claim of ['The operator at Paddington is 3414.', 'The uk operator of Paddington is 3414.']) {
      const r = assessDeterministic(claim, stations);
      expect([r.support, r.rule, r.passage?.text]).toEqual([
        'neutral',
        'the source gives 3414 for "uk.paddington.code", and no "operator" there',
        'uk.paddington.code: 3414',
      ]);
    }
  });
});
