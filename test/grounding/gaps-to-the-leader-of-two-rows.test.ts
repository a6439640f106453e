// A gap to "the leader" after an earlier claim's row, in a table of only two rows, where no row leads a column.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a gap to the leader of a table of two rows', () => {
  const votes = csv('votes.csv', ['candidate,votes', 'Jones,52100', 'Smith,44400', '']);

  it('is left to a person: two rows have no leader to work the gap out from', () => {
    expect(verdict('That was 7,700 behind the leader.', votes, ['Smith got 44,400 votes.'])).toEqual([
      'neutral',
      'the source does not state 7,700 (said of: behind, leader)',
    ]);
    expect(verdict('That was 7,700 behind the winner.', votes, ['Smith got 44,400 votes.'])).toEqual([
      'neutral',
      'the source does not state 7,700 (said of: behind, winner)',
    ]);
  });
});
