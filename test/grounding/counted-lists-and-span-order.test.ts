// How a claim's count is tied to the names or versions it lists after it, which way a span ("3 weeks later") runs, and which versions a value's clause names.
import { describe, expect, it } from 'vitest';
import { readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';

/** The one fact of a claim written as `text`. */
const fact = (claim: string, text: string): ClaimFact => {
  const found = readClaim(claim).facts.filter((f) => f.text === text);
  expect(found, `${claim}: ${text}`).toHaveLength(1);
  return found[0] as ClaimFact;
};

/** The text of each range a fact lists. */
const listed = (claim: string, text: string): string[] | undefined =>
  fact(claim, text).lists?.map((r) => claim.slice(r.start, r.end));

describe('a count followed by what it counts', () => {
  it('lists the versions after the count, not a version named before it', () => {
    const claim = 'Express 5.1 shipped two patch releases: 5.1.1 and 5.1.2.';
    expect(listed(claim, 'two')).toEqual(['5.1.1', '5.1.2']);
  });

  it('does not count a number among the names listed', () => {
    // Only one driver is named: "1 other" is a count, not a second member of the list.
    const claim = 'Two drivers crashed: Lewis Hamilton and 1 other.';
    expect(listed(claim, 'Two')).toBeUndefined();
    expect(fact(claim, 'Lewis Hamilton').value.kind).toBe('name');
  });
});

describe('which way a span runs', () => {
  it('reads "later" as after and "earlier" as before', () => {
    expect(fact('The release came 3 weeks later.', '3 weeks').order).toBe('after');
    expect(fact('It shipped 2 builds, a week later.', 'a week').order).toBe('after');
    expect(fact('The beta came 3 weeks earlier.', '3 weeks').order).toBe('before');
    expect(fact('The beta came 3 weeks after the alpha.', '3 weeks').order).toBe('after');
  });
});

describe('the versions a value is said of', () => {
  it('gives a version its own token once, beside its product, and other versions of the clause theirs', () => {
    expect(fact('Express 5.1 shipped.', '5.1').near).toEqual(['expres', 'release', 'p:express', 'v:5.1']);
    const claim = 'Releases 1.1.0 and 1.2.0 came out.';
    expect(fact(claim, '1.1.0').near.filter((w) => w === 'v:1.1')).toHaveLength(1);
  });
});
