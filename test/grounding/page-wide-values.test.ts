// Values not in the named model's own section: one the page gives above every model is no other model's value, and one that fits two other models is left to the claim to choose.
import { describe, expect, it } from 'vitest';
import { laptopLineup as lineup, verdict } from './fixtures.js';

describe('a value under the parent heading of the models', () => {
  it('is not refuted by a number of the named model’s own section', () => {
    expect(verdict('The Aero 20 charger is 65 W.', lineup)).toEqual([
      'neutral',
      "the source names Aero 20 (lineup.md:13), but not where it gives the claim's other values",
    ]);
  });
});

describe('a value that fits the sections of two other models', () => {
  it('is left open as fitting both, not read as one model’s', () => {
    expect(verdict('The Aero 20 weighs 2.1 kg.', lineup)).toEqual([
      'neutral',
      '"2.1 kg" fits 2.1 kg for "The Aero 16 weighs 2.1 kg." (lineup.md:11), but the source also gives 1.4 kg for "The Aero 14 weighs 1.4 kg." (lineup.md:7) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});
