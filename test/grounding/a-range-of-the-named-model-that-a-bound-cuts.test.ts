// A bound the claim gives of one model ("can last more than 10 hours") against a range the model's own section gives and a value of a sibling model.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const lineup = md('lineup.md', [
  '# Lineup',
  '',
  '## Aero 14',
  '',
  'Battery: 8-12 hours',
  'Weight: 1.4 kg',
  '',
  '## Aero 16',
  '',
  'Battery: 9 hours',
  'Weight: 2.1 kg',
]);

describe("a range of the named model's own section that the claim's bound cuts", () => {
  it('is no refutation: which value the claim means is left to a person', () => {
    expect(verdict('The Aero 14 battery can last more than 10 hours.', lineup)).toEqual([
      'neutral',
      `the claim's words fit several places in the source, which give 8-12 hours for "Battery" (lineup.md:5), 9 hours for "Battery" (lineup.md:10); say which one "more than 10 hours" means`,
    ]);
  });
});
