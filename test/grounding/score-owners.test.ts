// Whose a value of a row is: a score claimed of the other team of its row, by a team's whole name or one word of it.
import { describe, expect, it } from 'vitest';
import { csv, owner } from './fixtures.js';

const games = csv('games.csv', [
  'home team,home team score,away team,away team score,venue',
  'geelong,9.7 (61),hawthorn,10.10 (70),kardinia park',
  'north melbourne,10.12 (72),carlton,9.8 (62),arden street oval',
  'fitzroy,5.5 (35),kew,6.6 (42),brunswick street oval',
]);

describe('a score claimed of the other team', () => {
  it('is found by one word of a longer name, and by a name of three letters', () => {
    expect(owner('Melbourne scored 9.8 (62).', games, '9.8')).toBe(
      'the source gives 9.8 for "away team score", which is carlton\'s, not north melbourne\'s',
    );
    expect(owner('Kew scored 5.5 (35).', games, '5.5')).toBe(
      'the source gives 5.5 for "home team score", which is fitzroy\'s, not kew\'s',
    );
    expect(owner('Hawthorn scored 9.7 (61).', games, '9.7')).toBe(
      'the source gives 9.7 for "home team score", which is geelong\'s, not hawthorn\'s',
    );
  });

  it("is not found for the team's own score, nor when the claim says whose score it is", () => {
    expect(owner('Geelong scored 9.7 (61).', games, '9.7')).toBeUndefined();
    expect(owner('The home team score was 9.7 (61) when the away team was Hawthorn.', games, '9.7')).toBeUndefined();
  });

  it('is not found for a team of two letters', () => {
    const sets = csv('sets.csv', [
      'round,home player,home player points,away player,away player points',
      '1,al,15,bo,21',
    ]);
    expect(owner('Bo scored 15 points.', sets, '15')).toBeUndefined();
  });

  it('is not asked of a name, nor of a column no name of the row owns', () => {
    const coaches = csv('coaches.csv', ['home team,home coach,away team,away coach', 'geelong,smith,hawthorn,jones']);
    expect(owner('Hawthorn was coached by Smith.', coaches, 'smith')).toBeUndefined();
    const scores = csv('scores.csv', ['team,team score,rival', 'kew,12,carlton', 'ames,15,hawthorn']);
    expect(owner('Carlton scored 12.', scores, '12')).toBeUndefined();
  });

  it('looks past a column of names that has no header', () => {
    const blank = csv('blank.csv', [
      'home team,,home team score,away team,away team score',
      'geelong,kardinia park,9.7 (61),hawthorn,10.10 (70)',
    ]);
    expect(owner('Hawthorn scored 9.7 (61).', blank, '9.7')).toBe(
      'the source gives 9.7 for "home team score", which is geelong\'s, not hawthorn\'s',
    );
  });

  it("looks past a column of names the value's own words name", () => {
    const homes = csv('homes.csv', [
      'round,home team,home,home team score,away team,away team score',
      '1,geelong,kardinia park,9.7 (61),hawthorn,10.10 (70)',
    ]);
    expect(owner('Hawthorn scored 9.7 (61).', homes, '9.7')).toBe(
      'the source gives 9.7 for "home team score", which is geelong\'s, not hawthorn\'s',
    );
  });

  it("is found though the claim says a word both teams' columns share", () => {
    expect(owner("Hawthorn's team scored 9.7 (61).", games, '9.7')).toBe(
      'the source gives 9.7 for "home team score", which is geelong\'s, not hawthorn\'s',
    );
  });

  it("is not found when the claim says any one word that is the owner's alone", () => {
    const captains = csv('captains.csv', [
      'match,home captain,away team captain,away team captain runs',
      '1,smith,jones,45',
    ]);
    expect(owner("Smith's team made 45 runs.", captains, '45')).toBeUndefined();
  });

  it('is not asked of a name under a column a name of the row owns', () => {
    const captains = csv('captains.csv', [
      'home team,home team captain,away team,away team captain',
      'geelong,smith,hawthorn,jones',
    ]);
    expect(owner("Hawthorn's captain was Smith.", captains, 'smith')).toBeUndefined();
  });
});
