// Which row, column or team a claim's words and values belong to: another row's words, a name put under another column, a score claimed of the other team, and which cells make a column.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { isExtreme } from '../../src/grounding/rows.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { clubGrounds, csv, md, owner, supportOf, swapped } from './fixtures.js';

describe('a word of another row', () => {
  const venues = md('venues.md', [
    '## Venues',
    '',
    '| Club | Surface | Capacity |',
    '|---|---|---|',
    '| Kew | fox | 31000 |',
    '| Geelong | turf | 36000 |',
    '| Hawthorn | grass | 18000 |',
    '| Carlton | ox | 42000 |',
  ]);

  it('leaves the claim to a person when it names a word only another row of the table holds', () => {
    expect(assessDeterministic('Hawthorn has a capacity of 18000, with a fox.', venues)).toMatchObject({
      support: 'neutral',
      rule: 'the claim also names "fox", which the source gives in another row; no check here can judge which row it means',
    });
    expect(supportOf('Hawthorn has a capacity of 18000.', venues)).toBe('supported');
  });

  it('passes over a word of two letters', () => {
    expect(supportOf('Hawthorn has a capacity of 18000, with an ox.', venues)).toBe('supported');
  });
});

describe('the cells a superlative ranks a cell among', () => {
  it("are the rows of its own table, not a value outside any row nor another section's table", () => {
    expect(supportOf('Carlton has the largest capacity, at 42000.', clubGrounds)).toBe('supported');
    expect(assessDeterministic('Kew has the largest capacity, at 31000.', clubGrounds)).toMatchObject({
      support: 'refuted',
      rule: 'the claim says "largest", but the source gives 42000 for "Capacity" of the row "Carlton" (grounds.md:7)',
    });
  });

  it('are the values of its own measure, not others the column gives', () => {
    const results = md('results.md', [
      '| Runner | Result |',
      '|---|---|',
      '| alpha | 12 s |',
      '| beta | 15 s |',
      '| gamma | 9 s |',
      '| delta | 900 m |',
    ]);
    expect(supportOf('beta has the highest result, at 15 s.', results)).toBe('supported');
  });
});

describe('a name the claim puts under another column of its row', () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'geelong,9.7 (61),hawthorn,10.10 (70),kardinia park,21000',
    'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
    'melbourne,10.12 (72),north melbourne,9.8 (62),mcg,30000',
    'fitzroy,5.5 (35),kew,6.6 (42),brunswick street oval,15000',
    'adelaide,11.9 (75),port adelaide,7.7 (49),football park,40000',
  ]);

  it("is found when the claim names only the other column's own word beside it", () => {
    const rule = 'the claim puts "brentford" under "home team", but the source gives it in another column of that row';
    expect(swapped('The home team brentford drew 12000.', games)).toBe(rule);
    expect(swapped('Brentford played at home before 12000.', games)).toBe(rule);
    expect(swapped('Kew played at home.', games)).toBe(
      'the claim puts "kew" under "home team", but the source gives it in another column of that row',
    );
  });

  it('is not found when the claim names no word only the other column has', () => {
    expect(swapped('Team Brentford drew 12000.', games)).toBeUndefined();
  });

  it("is not found for a name whose words the other column's name shares", () => {
    expect(swapped('north melbourne played away.', games)).toBeUndefined();
    expect(swapped('North Melbourne was the home team.', games)).toBe(
      'the claim gives "north melbourne" as the home team, but the source gives it as the away team (the home team is melbourne)',
    );
    expect(swapped('port adelaide was the home team.', games)).toBe(
      'the claim gives "port adelaide" as the home team, but the source gives it as the away team (the home team is adelaide)',
    );
  });

  it("is not found when the claim also says a word only the name's own column has", () => {
    const captains = csv('captains.csv', ['match,home captain,away team captain', '1,smith,jones']);
    expect(swapped('Jones captained the home team.', captains)).toBeUndefined();
    expect(swapped('Jones captained at home.', captains)).toBe(
      'the claim puts "jones" under "home captain", but the source gives it in another column of that row',
    );
  });

  it("is not found under a column of the same name as the name's own", () => {
    const pairs = csv('pairs.csv', ['match,team,team', '1,kew,ames', '2,cole,dunn']);
    expect(swapped('Kew was the team.', pairs)).toBeUndefined();
  });

  it('is found when the claim says outright that a name of three letters is the other column', () => {
    const heats = csv('heats.csv', ['heat,winner,runner-up', '1,kew,ames', '2,al,bea', '3,baker,cole']);
    expect(swapped('Ames was the winner when kew was the runner-up.', heats)).toBe(
      'the claim gives "kew" as the runner-up, but the source gives it as the winner (the runner-up is ames)',
    );
    expect(swapped('Al was the runner-up.', heats)).toBeUndefined();
  });

  it('is found for a column named by a word of three letters, but not of two', () => {
    const crews = csv('crews.csv', ['crew,stroke,cox', 'oxford,ames,baker', 'cambridge,cole,dunn']);
    expect(swapped('When the stroke was baker, ames was the cox.', crews)).toBe(
      'the claim gives "ames" as the cox, but the source gives it as the stroke (the cox is baker)',
    );
    const shows = csv('shows.csv', ['show,host,mc', 'gala,ames,baker', 'ball,cole,dunn']);
    expect(swapped('When the host was baker, ames was the mc.', shows)).toBe(
      'the claim gives "baker" as the host, but the source gives it as the mc (the host is ames)',
    );
  });

  it('is not found when the other column gives the same name', () => {
    const clubs = csv('clubs.csv', ['team,captain,coach', 'kew,ames,ames', 'hawthorn,cole,dunn']);
    expect(swapped('Ames was the coach.', clubs)).toBeUndefined();
  });
});

describe('a value claimed of the other name of its row', () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'geelong,9.7 (61),hawthorn,10.10 (70),kardinia park,21000',
    'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
    'north melbourne,10.12 (72),carlton,9.8 (62),arden street oval,30000',
    'fitzroy,5.5 (35),kew,6.6 (42),brunswick street oval,15000',
  ]);

  it("is found for the home team's score claimed of the away team", () => {
    expect(assessDeterministic('Brentford scored 18.11 (119).', games)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives 18.11 for "home team score", which is footscray\'s, not brentford\'s',
    });
  });

  it('is found though the claim says "team", a word both teams\' columns have', () => {
    expect(assessDeterministic("Footscray's team scored 8.5 (53).", games)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives 8.5 for "away team score", which is brentford\'s, not footscray\'s',
    });
  });

  it('is not found when the claim says whose the value is', () => {
    expect(owner('The away team score was 8.5 (53) when the home team was Footscray.', games, '8.5')).toBeUndefined();
  });

  it('is found when the claim names a team by one word of its name, or by a name of three letters', () => {
    expect(owner('Melbourne scored 9.8 (62).', games, '9.8')).toBe(
      'the source gives 9.8 for "away team score", which is carlton\'s, not north melbourne\'s',
    );
    expect(owner('Kew scored 5.5 (35).', games, '5.5')).toBe(
      'the source gives 5.5 for "home team score", which is fitzroy\'s, not kew\'s',
    );
  });

  it('is not found when the claim names a team only by a word of two letters', () => {
    const sets = csv('sets.csv', [
      'set,home player,home player points,away player,away player points',
      '1,al,21,bea,15',
      '2,cole,18,dunn,21',
    ]);
    expect(owner('Al scored 15 points.', sets, '15')).toBeUndefined();
    expect(owner('Cole scored 21 points.', sets, '21')).toBe(
      'the source gives 21 for "away player points", which is dunn\'s, not cole\'s',
    );
  });

  it('is not asked of a name', () => {
    const coaches = csv('coaches.csv', [
      'home team,home team coach,away team,away team coach',
      'geelong,smith,hawthorn,jones',
    ]);
    expect(owner('Hawthorn was coached by Smith.', coaches, 'smith')).toBeUndefined();
  });

  it("is not found when the value's column belongs to no other name of its row", () => {
    const scores = csv('scores.csv', ['team,team score', 'kew,12', 'ames,15', 'carlton,9']);
    expect(owner('The score was 12.', scores, '12')).toBeUndefined();
  });

  it("looks past a column of names that has no header, and a column the value's own words name", () => {
    const blank = csv('blank.csv', [
      'home team,,home team score,away team,away team score',
      'geelong,kardinia park,9.7 (61),hawthorn,10.10 (70)',
    ]);
    const rule = 'the source gives 9.7 for "home team score", which is geelong\'s, not hawthorn\'s';
    expect(owner('Hawthorn scored 9.7 (61).', blank, '9.7')).toBe(rule);
    const homes = csv('homes.csv', [
      'round,home team,home,home team score,away team,away team score',
      '1,geelong,kardinia park,9.7 (61),hawthorn,10.10 (70)',
    ]);
    expect(owner('Hawthorn scored 9.7 (61).', homes, '9.7')).toBe(rule);
  });

  it("is not found when the claim says any word that is the owner's alone", () => {
    const captains = csv('captains.csv', [
      'match,home captain,away team captain,away team captain runs',
      '1,smith,jones,45',
    ]);
    expect(owner("Smith's team made 45 runs.", captains, '45')).toBeUndefined();
  });
});

describe('a cell that is no ranked measure of a row', () => {
  const grounds = md('grounds.md', [
    '## North',
    '',
    '| Club | Ground | Capacity |',
    '|---|---|---|',
    '| Kew | Fox Park | 31000 |',
    '| Geelong | Kardinia Park | 36000 |',
    '| Carlton | Princes Park | 42000 |',
    '',
    'Capacity: 99000',
  ]);

  it("is never its column's largest: a value outside any row, or a name", () => {
    const model = sourceModel(grounds);
    const cell = (text: string) => model.facts.find((f) => f.text === text);
    const outside = cell('99000');
    const name = cell('Princes Park');
    expect(outside?.record).toBeUndefined();
    expect(name?.record).toBeDefined();
    expect(outside && isExtreme(outside, 1, model)).toBe(false);
    expect(name && isExtreme(name, 1, model)).toBe(false);
    const largest = cell('42000');
    expect(largest && isExtreme(largest, 1, model)).toBe(true);
  });
});

describe('a name inside a longer name of the same row', () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'melbourne,10.12 (72),north melbourne,9.8 (62),mcg,30000',
  ]);

  it('is read whole: "north melbourne was the away team" does not say melbourne was', () => {
    expect(swapped('north melbourne was the away team', games)).toBeUndefined();
    expect(supportOf('North Melbourne was the away team at the MCG.', games)).toBe('supported');
    expect(swapped('melbourne was the away team', games)).toBe(
      'the claim gives "melbourne" as the away team, but the source gives it as the home team (the away team is north melbourne)',
    );
  });
});

describe("a team's score the claim gives to the other team", () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'melbourne,10.12 (72),north melbourne,9.8 (62),mcg,30000',
    'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
  ]);

  it('is the other team\'s, though the claim names the team in a name ("The team Footscray")', () => {
    const r = assessDeterministic('The team Footscray scored 8.5 (53).', games);
    expect(r.support).not.toBe('supported');
    expect(r.rule).toBe('the source gives 8.5 for "away team score", which is brentford\'s, not footscray\'s');
  });
});
