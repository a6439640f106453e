// A rank the claim gives "by" a column other than the source's column of places, however the words are spaced (ranked).
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

// City finished third, but has the second most points.
const league = csv('league.csv', ['team,final place,points', 'rovers,1,71', 'united,2,60', 'city,3,65', 'town,4,52']);

describe('a rank by points beside a column of final places', () => {
  it('is read in the points column, not as the final place', () => {
    expect(verdict('City finished third.', league)).toEqual(['supported', 'the source states third (league.csv:4)']);
    expect(verdict('City ranks second by points.', league)).toEqual([
      'supported',
      'the source states second (league.csv:4)',
    ]);
    expect(verdict('City ranks third by points.', league)).toEqual([
      'refuted',
      'the source gives 65 for "points" of the row "city", place 2 of its column (best first), not third (league.csv:4)',
    ]);
  });

  // A zero-width space pasted between the words leaves two spaces in a row once it is taken out.
  it.each([
    'City ranks second by \u200b points.',
    'City ranks second by the \u200b points.',
    'City ranks second by its \u200b points.',
    'City ranks second by their \u200b points.',
  ])('is read in the points column when a run of spaces follows "by" or its article: %j', (claim) => {
    expect(verdict(claim, league)).toEqual(['supported', 'the source states second (league.csv:4)']);
  });
});
