// A gap to the row that leads, two changes in one claim, and a row a claim about all the others leaves out.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a gap to the row that leads', () => {
  const votes = csv('votes.csv', ['candidate,votes', 'Jones,52300', 'Smith,44600', 'Lee,12000']);

  it("is the difference to the leader's value, not the row's own value", () => {
    expect(verdict('Smith finished 7,700 votes behind the leader.', votes)).toEqual([
      'supported',
      'the source states 7,700 (votes.csv:3)',
    ]);
    expect(verdict('Smith trailed the winner by 7,700 votes.', votes)[0]).toBe('supported');
  });

  it("is not refuted by the row's own value", () => {
    expect(verdict('Smith finished 7,000 votes behind the leader.', votes)[0]).toBe('neutral');
  });

  it('is the gap of the row the claim names to the leader, not to the row an earlier claim named', () => {
    const lee = ['Lee got 12,000 votes.'];
    // (32,600 is Smith's lead over Lee.)
    expect(verdict('That put Smith 32,600 votes behind the leader.', votes, lee)[0]).toBe('neutral');
    expect(verdict('That put Smith 7,700 votes behind the leader.', votes, lee)).toEqual([
      'supported',
      'the source states 7,700 (votes.csv:3), Smith (votes.csv:3)',
    ]);
    expect(verdict('That put him 40,300 votes behind the leader.', votes, lee)[0]).toBe('supported');
  });
});

describe('two changes in one claim', () => {
  const downloads = csv('downloads.csv', ['year,downloads', '2021,165', '2022,150', '2023,157']);

  it('checks each from the level the claim gives before its verb', () => {
    expect(verdict('Downloads fell from 165 in 2021 to 150 in 2022, then rose to 157 in 2023.', downloads)[0]).toBe(
      'supported',
    );
    expect(verdict('Downloads fell from 165 in 2021 to 150 in 2022, then fell to 157 in 2023.', downloads)).toEqual([
      'refuted',
      'the source gives 150 for 2022 and 157 for 2023: a rise, not the fall the claim says (downloads.csv:3)',
    ]);
  });

  it('checks one change over both ends from the level the claim starts from', () => {
    expect(verdict('Downloads rose from 165 in 2021 to 157 in 2023.', downloads)).toEqual([
      'refuted',
      'the source gives 165 for 2021 and 157 for 2023: a fall, not the rise the claim says (downloads.csv:2)',
    ]);
  });
});

describe('a row a claim about all the others leaves out', () => {
  const ladder = csv('ladder.csv', ['team,points', 'Kew,48', 'Richmond,44', 'Geelong,40']);

  it('is no rival to what the claim says of the rest', () => {
    expect(verdict('Every team but Geelong has at least 44 points.', ladder)[0]).toBe('neutral');
    expect(verdict('Every team except Geelong has at least 44 points.', ladder)[0]).toBe('neutral');
  });

  it('is still checked where the claim gives its own value', () => {
    expect(verdict('Geelong has 44 points.', ladder)).toEqual([
      'refuted',
      'the source gives 40 for "points" of the row "Geelong" (ladder.csv:4), not 44',
    ]);
  });
});
