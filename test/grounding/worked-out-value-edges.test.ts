// Edges of a value worked out from two source values: a base of zero, the order of the pair it reports, a value of a one-row table, and a date given for two releases.
import { describe, expect, it } from 'vitest';
import { readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';
import { deriveValue } from '../../src/grounding/derived.js';
import { sourceModel, type SourceFact } from '../../src/grounding/source-facts.js';
import { md } from './fixtures.js';

/** The claim's first quantity, with the words the claim gives it. */
function claimed(text: string): ClaimFact {
  const fact = readClaim(text).facts.find((f) => f.value.kind === 'quantity');
  if (!fact) throw new Error(`no value in ${text}`);
  return fact;
}

const scored = (facts: readonly SourceFact[]) => facts.map((fact) => ({ fact, score: 1 }));

/** A table of teams: alpha has 10 wins and a balance of -5, beta none of either, gamma 4 wins and a balance of 2. */
const teams = sourceModel(
  md('TEAMS.md', [
    '| Team | Wins | Balance |',
    '|------|------|---------|',
    '| alpha | 10 | -5 |',
    '| beta | 0 | 0 |',
    '| gamma | 4 | 2 |',
  ]),
);
const cell = (column: string, team: string): SourceFact => {
  const found = teams.facts.find((f) => f.label === `"${column}" of the row "${team}"`);
  if (!found) throw new Error(`no ${column} of ${team}`);
  return found;
};

describe('a worked-out value over a base of zero', () => {
  it('is no change in percent, however large the claim says it is', () => {
    const r = deriveValue(
      claimed('Alpha has over 50% more wins than beta.'),
      scored([cell('Wins', 'alpha'), cell('Wins', 'beta')]),
    );
    expect(r?.match).toBe(false);
  });

  it('is no ratio, however many times the claim says', () => {
    const r = deriveValue(
      claimed('Alpha has more than five times the wins of beta.'),
      scored([cell('Wins', 'alpha'), cell('Wins', 'beta')]),
    );
    expect(r?.match).toBe(false);
  });

  it('is no share, however small the claim says it is', () => {
    const r = deriveValue(
      claimed('That is less than 50% of the balance.'),
      scored([cell('Balance', 'alpha'), cell('Balance', 'beta')]),
    );
    expect(r?.match).toBe(false);
  });
});

describe('the pair a worked-out value reports', () => {
  it('is the first pair tried that makes it, the other row first when its value was aligned first', () => {
    const r = deriveValue(
      claimed('Alpha has 6 more wins than gamma.'),
      scored([cell('Wins', 'gamma'), cell('Wins', 'alpha')]),
    );
    expect(r).toEqual({ match: true, from: [cell('Wins', 'gamma'), cell('Wins', 'alpha')] });
  });
});

describe('the rows a claim names whole', () => {
  // Two sections: a table of alpha (40 wins) and beta (20), and a table of gamma alone (10), whose value is no row's.
  const league = sourceModel(
    md('LEAGUE.md', [
      '# North',
      '',
      '| Team | Wins |',
      '|------|------|',
      '| alpha | 40 |',
      '| beta | 20 |',
      '',
      '# South',
      '',
      '| Team | Wins |',
      '|------|------|',
      '| gamma | 10 |',
    ]),
  );
  const wins = league.facts.filter((f) => f.value.kind === 'quantity' && f.key.length > 0 && !f.counted);

  it('are the rows of a table: the value of a one-row table is not compared with them', () => {
    const r = deriveValue(claimed('Alpha has 30 more wins than beta, and gamma far fewer.'), scored(wins));
    expect(r?.match).toBe(false);
  });
});

describe('the days between two releases', () => {
  const changelog = sourceModel(
    md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## 1.0.0 (2024-02-01)',
      '',
      '- First.',
      '',
      '## 1.1.0 (2024-03-01)',
      '',
      '- Second.',
    ]),
  );
  const [first, second] = changelog.facts.filter((f) => f.value.kind === 'date') as [SourceFact, SourceFact];

  it('compares the release named first with the other one, even when its date is given for both', () => {
    const claim = claimed('Version 1.0.0 came 29 days after 1.1.0.');
    const later = claim.near.find((t) => t.startsWith('v:1.1'));
    expect(later).toBeDefined();
    // The first release's date also carries the later version's name, as a line "1.0.0, then 1.1.0" would.
    const both = { ...first, key: [...first.key, later as string] };
    expect(deriveValue(claim, [], [both, second])).toEqual({
      match: false,
      from: [both, second],
      refutes: true,
      why: 'the source dates 1.0.0 2024-02-01, before 1.1.0 2024-03-01, not after it',
    });
  });
});
