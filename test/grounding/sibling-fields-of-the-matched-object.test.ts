// A number the claim gives for a field of one object whose sibling holds it: the field named is the one of that object, not of another.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const stations = (value: unknown) => ({
  uri: 'stations.json',
  mediaType: 'application/json',
  title: '',
  text: JSON.stringify(value, null, 2),
});
const both = {
  euston: { code: 3500, home_city: 'London' },
  paddington: { code: 3414, home_city: 'Reading' },
};

describe('the field the claim names beside a number another field of its object holds', () => {
  it('is read in the object that holds the number, not in an earlier object', () => {
    const r = assessDeterministic("Paddington's home city is 3414.", stations(both));
    expect([r.support, r.rule]).toEqual(['neutral', 'the source gives "Reading" for "paddington.home_city", not 3414']);
  });

  it('is read in the object that holds the number when the objects sit one level deeper', () => {
    const r = assessDeterministic("Paddington's home city is 3414.", stations({ uk: both }));
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives "Reading" for "uk.paddington.home_city", not 3414',
    ]);
  });
});

describe('a number two objects hold, one of them beside the field the claim names', () => {
  const stations = {
    uri: 'stations.json',
    mediaType: 'application/json',
    title: '',
    text: JSON.stringify(
      { stations: { euston: { code: 3414 }, paddington: { code: 3414, home_city: 'Reading' } } },
      null,
      2,
    ),
  };

  it('is not passed by the object with no such field: the field named holds a name', () => {
    const r = assessDeterministic('The home city code is 3414.', stations);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives "Reading" for "stations.paddington.home_city", not 3414',
    ]);
  });
});
