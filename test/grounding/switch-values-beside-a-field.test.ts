// A number the claim gives for a field whose sibling holds it: a sibling is a setting switch only when its whole value is one.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const stations = (city: string) => ({
  uri: 'stations.json',
  mediaType: 'application/json',
  title: '',
  text: JSON.stringify({ paddington: { code: 3414, city }, euston: { code: 3500, city: 'Leeds' } }, null, 2),
});

describe('a sibling field whose value only ends or starts like a switch', () => {
  it('is the field the claim names, not a switch ("Lisbon" ends in "on")', () => {
    const r = assessDeterministic("Paddington's city is 3414.", stations('Lisbon'));
    expect([r.support, r.rule]).toEqual(['neutral', 'the source gives "Lisbon" for "paddington.city", not 3414']);
  });

  it('is the field the claim names, not a switch ("Norwich" starts with "no")', () => {
    const r = assessDeterministic("Paddington's city is 3414.", stations('Norwich'));
    expect([r.support, r.rule]).toEqual(['neutral', 'the source gives "Norwich" for "paddington.city", not 3414']);
  });
});
