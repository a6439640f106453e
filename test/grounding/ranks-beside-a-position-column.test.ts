// A rank the claim gives a player in a table whose "Position" column holds words, not places: the rank is counted in the number column (ranked).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const squad = md('squad.md', [
  '| Player | Position | Goals |',
  '|---|---|---|',
  '| Smith | Forward | 12 |',
  '| Jones | Midfield | 7 |',
  '| Brown | Defender | 2 |',
]);

describe('a place beside a column of positions on the pitch', () => {
  it('is counted down the goals column', () => {
    expect(verdict('Jones comes second with 7 goals.', squad)).toEqual([
      'supported',
      'the source states second (squad.md:4), 7 (squad.md:4)',
    ]);
    expect(verdict('Jones comes third with 7 goals.', squad)).toEqual([
      'refuted',
      'the source gives 7 for "Goals" of the row "Jones", place 2 of its column (best first), not third (squad.md:4)',
    ]);
  });
});
