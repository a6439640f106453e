// The year a claim gives one of its values for (ownYear): a year written right after the value, or the end of a from-to span the value is the same end of.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { ownYear } from '../../src/grounding/deterministic.js';

/** The year the claim gives its value written `value` for. */
function yearOf(claimText: string, value: string): number | undefined {
  const claim = readClaim(claimText);
  const fact = claim.facts.find((f) => f.text === value);
  if (!fact) throw new Error(`no claim value ${value}`);
  return ownYear(fact, claim);
}

describe('the year written right after a value', () => {
  it('is the value\'s year when it is an exact year ("910 in 2021", "910 (2021)")', () => {
    expect(yearOf('Sales were 910 in 2021.', '910')).toBe(2021);
    expect(yearOf('Sales were 910 (2021).', '910')).toBe(2021);
  });

  it('is no year of the value when it is only about a year ("in about 2021")', () => {
    expect(yearOf('Sales were 910 in about 2021.', '910')).toBeUndefined();
  });

  it('is no year when what follows is a time of another kind ("during 12 hours")', () => {
    expect(yearOf('Downloads hit 910 during 12 hours.', '910')).toBeUndefined();
  });

  it('gives a year itself no year ("the class of 2019 in 2021")', () => {
    expect(yearOf('The class of 2019 in 2021 had 910 members.', '2019')).toBeUndefined();
  });
});

describe('the ends of a from-to span between two years', () => {
  const claim = 'Sales rose from 410 to 910 between 2019 and 2021 across 14 stores.';

  it("date the span's own values, the first by the first year and the last by the last", () => {
    expect(yearOf(claim, '410')).toBe(2019);
    expect(yearOf(claim, '910')).toBe(2021);
  });

  it('date no other value of the claim', () => {
    expect(yearOf(claim, '14')).toBeUndefined();
  });
});
