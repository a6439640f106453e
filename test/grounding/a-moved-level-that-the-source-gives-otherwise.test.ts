// A claim that a level moved to a value the source does not give, where the source says the level held: the value, not the hold, refutes it.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const rate = md('rate.md', ['# Rates', '', 'On 1 May 2024 the bank held its rate steady at 5.25%.']);

describe('a level the claim says moved to a value the source does not give', () => {
  it('is refuted by the value the source gives, not by the source saying the level held', () => {
    expect(verdict('The bank raised its rate to 5.5%', rate)).toEqual([
      'refuted',
      'the source gives 5.25% for "On 1 May 2024 the bank held its rate steady at 5.25%." (rate.md:3), not 5.5%',
    ]);
  });
});
