// A count of the records whose field holds a value the claim names, read on its own: which field, which value, and
// which words of the claim go with which count.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { recordsHolding } from '../../src/grounding/records-holding.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { md } from './fixtures.js';

const lines = md('lines.md', [
  '| Version | Status | Note |',
  '| --- | --- | --- |',
  '| 5.2 | Beta | new |',
  '| 5.1 | Beta | new |',
  '| 5.0 | Beta | old |',
  '| 4.2 | EOL | old |',
  '| 4.1 | EOL | old |',
  '| 4.0 | Active | old |',
  '',
]);
const model = sourceModel(lines);

/** The holding cells each count of a claim gets, as "count: value, value". */
function held(text: string): string[] {
  const claim = readClaim(text);
  return claim.facts
    .filter((f) => f.value.kind === 'quantity')
    .map((f) => `${f.text}: ${(recordsHolding(f, claim, model) ?? []).map((s) => s.text).join(', ')}`);
}

describe('a count of the records that hold a value', () => {
  it('is the records whose field the claim names holding the value said with the count', () => {
    expect(held('Three of them have a beta status.')).toEqual(['Three: Beta, Beta, Beta']);
    expect(held('Two of them have an EOL status.')).toEqual(['Two: EOL, EOL']);
  });

  it('pairs each count with the value said after it, up to the next count', () => {
    expect(held('Three have a beta status and two have an EOL status.')).toEqual([
      'Three: Beta, Beta, Beta',
      'two: EOL, EOL',
    ]);
    // (Swapped, neither holds: "two" is not the beta lines, "three" not the EOL ones.)
    expect(held('Two have a beta status and three have an EOL status.')).toEqual(['Two: ', 'three: ']);
  });

  it('needs the field named, a count of two or more, and the value said whole', () => {
    expect(held('Three of them are beta.')).toEqual(['Three: ']);
    expect(held('Of these, 1 has an active status.')).toEqual(['1: ']);
    expect(held('Two of them have an old beta status.')).toEqual(['Two: ']);
    // (A number after a noun is its label: "stage 3".)
    expect(held('The stage 3 status is beta.')).toEqual(['3: ']);
  });
});
