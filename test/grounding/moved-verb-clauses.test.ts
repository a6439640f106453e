// A level the source says stayed put: only a move verb in the value's own clause says the claim moved it (steadyLevel).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const fed = md('fed.md', ['The bank held its rate steady at 5.25% in March. Inflation fell to 3.1%.']);

describe('a level the source says held steady', () => {
  it('is refuted when the claim says it moved there', () => {
    expect(verdict('The bank raised its rate to 5.25% in March.', fed)).toEqual([
      'refuted',
      'the source says it stayed at 5.25%, not that it raised to it (fed.md:1)',
    ]);
  });

  it('is supported when the move verb belongs to another clause of the claim', () => {
    expect(verdict('The rate was 5.25% in March, and inflation fell to 3.1%.', fed)).toEqual([
      'supported',
      'the source states 5.25% (fed.md:1), 3.1% (fed.md:1)',
    ]);
  });
});
