// A name the claim gives, told in the sentence before the one that gives the claim's value, in the same paragraph.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const claim = 'Free cash flow at Initech was $140 million.';
const told = "In the fourth quarter, Initech's revenue was $310 million.";

describe('a name carried from the sentence before', () => {
  it("holds where the value's sentence names no one of its own", () => {
    expect(verdict(claim, md('results.md', [`${told} For the full year, free cash flow was $140 million.`]))).toEqual([
      'supported',
      'the source states $140 million (results.md:1:98), Initech (results.md:1)',
    ]);
  });

  it('does not reach into another paragraph', () => {
    expect(verdict(claim, md('results.md', [told, '', 'For the full year, free cash flow was $140 million.']))).toEqual(
      ['neutral', "the source names Initech (results.md:1), but not where it gives the claim's other values"],
    );
  });

  it('does not pass over a sentence that names someone else: the value is theirs', () => {
    const other = md('results.md', [`${told} For the full year, Globex had free cash flow of $140 million.`]);
    expect(verdict(claim, other)).toEqual([
      'neutral',
      "the source names Initech (results.md:1), but not where it gives the claim's other values",
    ]);
  });
});
