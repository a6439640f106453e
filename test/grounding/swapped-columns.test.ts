// Which name of a row a claim puts under another column of that row, by that column's own words or said outright ("kew was the home team").
import { describe, expect, it } from 'vitest';
import { csv, swapped } from './fixtures.js';

const games = csv('games.csv', [
  'home team,home team score,away team,away team score,venue,crowd',
  'geelong,9.7 (61),hawthorn,10.10 (70),kardinia park,21000',
  'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
  'melbourne,10.12 (72),north melbourne,9.8 (62),mcg,30000',
  'fitzroy,5.5 (35),kew,6.6 (42),brunswick street oval,15000',
]);

describe("a name put under another column by that column's own word", () => {
  it('is found, with the column the claim puts it under', () => {
    expect(swapped('The home team brentford drew 12000.', games)).toBe(
      'the claim puts "brentford" under "home team", but the source gives it in another column of that row',
    );
    expect(swapped('Kew played at home.', games)).toBe(
      'the claim puts "kew" under "home team", but the source gives it in another column of that row',
    );
  });

  it("is not found for a column of numbers, a word both columns share, or a name another column's name holds", () => {
    expect(swapped('Geelong drew a crowd of 21000.', games)).toBeUndefined();
    expect(swapped('Team Brentford drew 12000.', games)).toBeUndefined();
    expect(swapped('Melbourne played away.', games)).toBeUndefined();
    expect(swapped('north melbourne played away.', games)).toBeUndefined();
  });

  it("is not found when the claim also says a word only the name's own column has", () => {
    const captains = csv('captains.csv', ['match,home captain,away team captain', '1,smith,jones']);
    expect(swapped('Jones captained the home team.', captains)).toBeUndefined();
    expect(swapped('Jones captained at home.', captains)).toBe(
      'the claim puts "jones" under "home captain", but the source gives it in another column of that row',
    );
  });

  it('passes over a name of two letters', () => {
    const sets = csv('sets.csv', ['round,home player,away player', '1,al,bo']);
    expect(swapped('Bo played at home.', sets)).toBeUndefined();
  });
});

describe('a name said outright to be another column', () => {
  it('is found for a name and a column of three letters', () => {
    const awards = csv('awards.csv', ['match,mvp,sub', '1,smith,jones']);
    expect(swapped('When the sub was smith, jones was the mvp.', awards)).toBe(
      'the claim gives "smith" as the sub, but the source gives it as the mvp (the sub is jones)',
    );
    const heats = csv('heats.csv', ['heat,winner,runner-up', '1,kew,ames']);
    expect(swapped('Ames was the winner when kew was the runner-up.', heats)).toBe(
      'the claim gives "kew" as the runner-up, but the source gives it as the winner (the runner-up is ames)',
    );
  });

  it('passes over a name or a column of two letters, a column of the same name, and the same name twice', () => {
    const sets = csv('sets.csv', ['round,winner,loser', '1,al,bo']);
    expect(swapped('Bo was the winner.', sets)).toBeUndefined();
    const keepers = csv('keepers.csv', ['match,gk,sub', '1,smith,jones']);
    expect(swapped('The sub jones was the gk.', keepers)).toBeUndefined();
    const pairs = csv('pairs.csv', ['match,team,team', '1,kew,ames']);
    expect(swapped('Ames was the team.', pairs)).toBeUndefined();
    const twice = csv('twice.csv', ['match,winner,host', '1,kew,kew', '2,ames,cole']);
    expect(swapped('Kew was the host.', twice)).toBeUndefined();
  });
});
