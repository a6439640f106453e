// A superlative in a claim that also compares its row with another row by name: only the claim's own row is judged against the column, never the row it is compared with.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const ladder = md('ladder.md', [
  '| Team | Points | Wins | Next opponent |',
  '|---|---|---|---|',
  '| Carlton | 52 | 13 | Geelong |',
  '| Kew | 48 | 12 | Carlton |',
  '| Geelong | 40 | 10 | Kew |',
  '| Richmond | 30 | 7 | Kew |',
]);

describe('a superlative said of the column beside a row compared by name', () => {
  it('is refuted by the row that wins the column, though that row is the one the claim compares with', () => {
    expect(verdict('Geelong has the fewest, with 40 points, ahead of Richmond.', ladder)).toEqual([
      'refuted',
      'the claim says "fewest", but the source gives 30 for "Points" of the row "Richmond" (ladder.md:6)',
    ]);
  });
});

describe('a superlative said apart from the column', () => {
  it('is not borne out by the compared row leading the column: it is left to a person', () => {
    expect(
      verdict('Geelong, the club with the fewest by a distance this year, has 40 points, ahead of Richmond.', ladder),
    ).toEqual([
      'neutral',
      'the claim says "fewest", which needs a comparison across the source that no check here can make',
    ]);
  });
});
