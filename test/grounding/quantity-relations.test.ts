// How a claim's quantity relates to a source's: signed sizes of changes, periods, opposite directions, limits on one side, and the edges of the intervals.
import { describe, expect, it } from 'vitest';
import { extractQuantities, fieldQuantities, relate } from '../../src/grounding/quantities.js';
import type { Quantity } from '../../src/grounding/quantities.js';

const q = (text: string): Quantity => {
  const found = extractQuantities(text);
  const first = found[0];
  if (!first || found.length !== 1) throw new Error(`not one quantity in "${text}"`);
  return first;
};
const field = (key: string, value: string): Quantity => {
  const first = fieldQuantities(key, value)[0];
  if (!first) throw new Error(`no quantity in ${key}: ${value}`);
  return first;
};

describe('a negative value against a size of a fall', () => {
  it('reads a fall of 5% as the change -5%, and no other', () => {
    expect(relate(q('-5%'), q('fell 5%'))).toBe('match');
    expect(relate(q('-5%'), q('fell 3%'))).toBe('conflict');
  });

  it('mirrors the negative side, so a share written as a fraction still compares', () => {
    expect(relate(q('fell 5%'), q('-0.05'))).toBe('match');
    expect(relate(q('-5%'), q('fell 0.05'))).toBe('match');
  });

  it('compares a negative value with a zero as they stand', () => {
    expect(relate(q('-5'), q('0'))).toBe('conflict');
  });
});

describe('periods and opposite directions', () => {
  it('compares a count per week with a count that states no period', () => {
    expect(relate(q('5 times a week'), q('5'))).toBe('match');
  });

  it('leaves a change in days and a field of falls in percent incomparable, whatever their signs', () => {
    expect(relate(q('rose by -3 days'), field('Decline (%)', '3'))).toBe('incomparable');
    expect(relate(q('rose 0%'), field('Decline (days)', '3'))).toBe('incomparable');
    expect(relate(field('Growth (%)', '3'), q('fell by -3 days'))).toBe('incomparable');
    expect(relate(field('Growth (%)', '3'), q('fell 0 days'))).toBe('incomparable');
  });
});

describe('a limit the claim states', () => {
  it('reads a limit against a bound on the other side, or a rough value, as intervals', () => {
    expect(relate(q('a minimum of 5'), q('about 5'))).toBe('overlap');
    expect(relate(q('up to 5'), q('at least 5'))).toBe('overlap');
    expect(relate(q('a minimum of 5'), q('at most 5'))).toBe('overlap');
  });
});

describe('the edges of the intervals', () => {
  it('lets a whole number stand for a decimal only when the claim is written as one', () => {
    expect(relate(q('5.2'), q('5.6'))).toBe('conflict');
    expect(relate(q('5 million'), q('5100000.3'))).toBe('conflict');
  });

  it('reads a source bound that reaches into the rounding of a whole number as an overlap', () => {
    expect(relate(q('5'), q('under 4.8'))).toBe('overlap');
  });

  it('reads a source range that ends at the edge of the claim as an overlap', () => {
    expect(relate(q('5.5'), q('5–5.45'))).toBe('overlap');
    const claim = q('5');
    const edge = claim.lo - 1e-9 * 5 - 0.5;
    const under: Quantity = { ...q('under 4.5'), lo: -Infinity, hi: edge, value: edge };
    expect(relate(claim, under)).toBe('overlap');
  });
});
