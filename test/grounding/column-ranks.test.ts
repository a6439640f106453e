// What a claim says of a table's row beyond its values: a cell its column's largest or smallest, a name or a score put under the other team of its row, and a dashed pair.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { countryShares, csv, md, supportOf, twoGames } from './fixtures.js';

describe('the direction a superlative asks of a column', () => {
  const runners = md('runners.md', [
    '| Runner | Build duration | Mean throughput | Response |',
    '|---|---|---|---|',
    '| alpha | 42 | 510 | 18 ms |',
    '| beta | 57 | 480 | 20 ms |',
    '| gamma | 61 | 310 | 30 ms |',
    '| delta | 80 | 120 | 79 ms |',
  ]);

  it('reads "fastest" of a column named by a duration as its smallest, whatever else the name says', () => {
    expect(supportOf('alpha has the fastest build duration, at 42.', runners)).toBe('supported');
    const r = assessDeterministic('delta has the fastest build duration, at 80.', runners);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "fastest", but the source gives 42 for "Build duration" of the row "alpha" (runners.md:3)',
    );
  });

  it('reads "fastest" of a column named by a throughput as its largest, whatever else the name says', () => {
    expect(supportOf('alpha has the fastest mean throughput, at 510.', runners)).toBe('supported');
    const r = assessDeterministic('delta has the fastest mean throughput, at 120.', runners);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "fastest", but the source gives 510 for "Mean throughput" of the row "alpha" (runners.md:3)',
    );
  });

  it('reads "best" of a column of times as its smallest, though its name is no word of time', () => {
    expect(supportOf('alpha has the best response, at 18 ms.', runners)).toBe('supported');
    const r = assessDeterministic('delta has the best response, at 79 ms.', runners);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "best", but the source gives 18 ms for "Response" of the row "alpha" (runners.md:3)',
    );
  });
});

describe('a superlative over a column', () => {
  const tied = md('tied.md', [
    '| Server | Requests |',
    '|---|---|',
    '| alpha | 51000 |',
    '| beta | 51000 |',
    '| gamma | 31000 |',
    '| delta | 12000 |',
  ]);

  it('holds only for a row strictly ahead of every other', () => {
    expect(supportOf('alpha serves the most requests, at 51000.', tied)).toBe('neutral');
    expect(supportOf('delta serves the fewest requests, at 12000.', tied)).toBe('supported');
  });

  it('is not refuted by rows tied at the top: no one row wins', () => {
    expect(supportOf('gamma serves the most requests, at 31000.', tied)).toBe('neutral');
    const r = assessDeterministic('gamma serves the fewest requests, at 31000.', tied);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "fewest", but the source gives 12000 for "Requests" of the row "delta" (tied.md:6)',
    );
  });

  it('is left to a person over a column of two rows', () => {
    const pair = md('pair.md', ['| Server | Requests |', '|---|---|', '| alpha | 51000 |', '| beta | 48000 |']);
    expect(supportOf('beta serves the most requests, at 48000.', pair)).toBe('neutral');
    expect(supportOf('alpha serves the most requests, at 51000.', pair)).toBe('neutral');
  });

  it('is left to a person over a column named by a year word ("years active")', () => {
    const players = md('players.md', [
      '| Player | Years active | Caps |',
      '|---|---|---|',
      '| Ames | 12 | 31 |',
      '| Baker | 9 | 24 |',
      '| Cole | 15 | 18 |',
      '| Dunn | 4 | 12 |',
    ]);
    expect(supportOf('Cole has the most years active, at 15.', players)).toBe('neutral');
    expect(supportOf('Ames has the most years active, at 12.', players)).toBe('neutral');
    expect(supportOf('Ames has the most caps, at 31.', players)).toBe('supported');
  });

  it('compares "of any" with a year over the whole column when the rows are no years', () => {
    const results = md('results.md', [
      '## Results 2023',
      '',
      '| Runner | Mean throughput |',
      '|---|---|',
      '| alpha | 510 |',
      '| beta | 480 |',
      '| gamma | 310 |',
    ]);
    expect(supportOf('alpha has the highest mean throughput of any runner in 2023, at 510.', results)).toBe(
      'supported',
    );
    const r = assessDeterministic('beta has the highest mean throughput of any runner in 2023, at 480.', results);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "highest", but the source gives 510 for "Mean throughput" of the row "alpha" (results.md:5)',
    );
  });
});

describe('a total row under a column', () => {
  const sales = md('sales.md', [
    '| Year | Sales |',
    '|---|---|',
    '| 2019 | 410 |',
    '| 2020 | 520 |',
    '| 2021 | 910 |',
    '| 2022 | 650 |',
    '| Total | 2490 |',
  ]);

  it('adds up the rows above it, so it is no rival of theirs', () => {
    expect(supportOf('Sales peaked in 2021 at 910.', sales)).toBe('supported');
    expect(supportOf('Sales were highest in 2022, at 650.', sales)).not.toBe('supported');
  });
});

describe('a superlative over a table of several series', () => {
  it('compares a value along its own series when the claim names no year to compare across', () => {
    expect(supportOf('France’s share peaked in 2023 at 27.6%.', countryShares)).toBe('supported');
    expect(supportOf('Spain’s share peaked in 2023 at 50.1%.', countryShares)).toBe('supported');
  });

  it('compares across the rows of the one year "of any" names', () => {
    const r = assessDeterministic('Spain had the highest share of any country in 2023, at 50.1%.', countryShares);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "highest", but the source gives 88.4 for "Share (%)" of the row "Denmark" (shares.csv:4)',
    );
    expect(supportOf('Denmark had the highest share of any country in 2023, at 88.4%.', countryShares)).toBe(
      'supported',
    );
  });
});

describe('a superlative said beside a span of years', () => {
  const albums = md('albums.md', [
    '| Album | Tour | Sales |',
    '|---|---|---|',
    '| Blue | 2012-2014 | 410 |',
    '| Green | 2015-2019 | 910 |',
    '| Red | 2018-2020 | 650 |',
    '| Gold | 2009-2011 | 300 |',
  ]);

  it('never ranks a column of years, by its latest or its earliest', () => {
    expect(supportOf('Red toured the most, in 2018-2020.', albums)).toBe('neutral');
    expect(supportOf('Gold toured in 2009-2011, the most.', albums)).toBe('neutral');
    expect(supportOf('Gold toured the least, in 2009-2011.', albums)).toBe('neutral');
  });
});

describe('a name said under another column of its row', () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'geelong,9.7 (61),hawthorn,10.10 (70),kardinia park,21000',
    'fitzroy,5.5 (35),carlton,6.6 (42),brunswick street oval,15000',
    'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
  ]);

  it('says so when the claim gives the away team as the home team, before or after the name', () => {
    const rule =
      'the claim gives "hawthorn" as the home team, but the source gives it as the away team (the home team is geelong)';
    const before = assessDeterministic('When the away team scored 10.10 (70), the home team was Hawthorn.', games);
    expect(before).toMatchObject({ support: 'neutral', rule });
    const after = assessDeterministic('Hawthorn was the home team when the away team scored 10.10 (70).', games);
    expect(after).toMatchObject({ support: 'neutral', rule });
    expect(supportOf('When the away team scored 10.10 (70), the home team was Geelong.', games)).toBe('supported');
  });

  it('says so when a score is claimed of the other team of its row, unless the claim says whose it is', () => {
    expect(assessDeterministic('Footscray scored 8.5 (53).', games)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives 8.5 for "away team score", which is brentford\'s, not footscray\'s',
    });
    expect(supportOf('Footscray scored 18.11 (119).', games)).toBe('supported');
    expect(supportOf('The away team score was 8.5 (53) when the home team was Footscray.', games)).toBe('supported');
  });
});

describe('a pair written with a dash', () => {
  const legs = csv('legs.csv', [
    'team 1,aggregate,team 2,1st leg,2nd leg',
    'benin,6 - 3,morocco,3 - 0,3 - 3',
    'lesotho,1 - 2,zimbabwe,1 - 0,0 - 2',
    'ghana,105 - 98,togo,2004 - 05,2.5 - 1.5',
  ]);
  const report = md('report.md', ['Benin beat Morocco 6 - 3 on aggregate.', '', 'The second leg drew 12,000 fans.']);

  it('is stated by the same numbers in that order, however the dash is spaced', () => {
    expect(supportOf('Benin and Morocco had an aggregate of 6-3.', legs)).toBe('supported');
    expect(supportOf('Ghana and Togo had an aggregate of 105 - 98.', legs)).toBe('supported');
    expect(supportOf('Ghana and Togo had a 2nd leg of 2.5 - 1.5.', legs)).toBe('supported');
  });

  it('is left to a person when the source gives its numbers only the other way round', () => {
    const rule = 'the source does not give the pair "1 - 3" where it states the claim\'s other values';
    expect(assessDeterministic('Lesotho and Zimbabwe had an aggregate of 1 - 3.', legs)).toMatchObject({
      support: 'neutral',
      rule,
    });
    expect(assessDeterministic('Lesotho and Zimbabwe had an aggregate of 1-3.', legs)).toMatchObject({
      support: 'neutral',
      rule,
    });
  });

  it('is stated when any passage the claim is read in gives it', () => {
    expect(supportOf('Benin beat Morocco 6 - 3 on aggregate, and the second leg drew 12,000 fans.', report)).toBe(
      'supported',
    );
  });

  it('is no date: the dashes of a date the claim writes its own way are not a pair', () => {
    const spelled = md('spelled.md', ['Benin beat Morocco 6 - 3 on aggregate on 1 June 2016.']);
    expect(supportOf('Benin beat Morocco 6 - 3 on aggregate on 2016-06-01.', spelled)).toBe('supported');
    expect(supportOf('On 2016-06-01 Benin beat Morocco 6 - 3 on aggregate.', spelled)).toBe('supported');
  });

  it('is still checked beside a date, before it or after it', () => {
    const dated = csv('dated.csv', [
      'team 1,aggregate,team 2,date',
      'benin,6 - 3,morocco,2016-06-01',
      'lesotho,1 - 2,zimbabwe,2016-06-02',
      'ghana,4 - 1,togo,2016-06-03',
    ]);
    const rule = 'the source does not give the pair "1 - 3" where it states the claim\'s other values';
    expect(assessDeterministic('On 2016-06-02 Lesotho and Zimbabwe had an aggregate of 1 - 3.', dated)).toMatchObject({
      support: 'neutral',
      rule,
    });
    expect(assessDeterministic('Lesotho and Zimbabwe had an aggregate of 1 - 3 on 2016-06-02.', dated)).toMatchObject({
      support: 'neutral',
      rule,
    });
    expect(supportOf('On 2016-06-02 Lesotho and Zimbabwe had an aggregate of 1 - 2.', dated)).toBe('supported');
    expect(supportOf('Lesotho and Zimbabwe had an aggregate of 1 - 2 on 2016-06-02.', dated)).toBe('supported');
  });
});

describe('a value under the column the claim names in full', () => {
  it("is that column's, though another column shares more of the claim's words", () => {
    expect(supportOf('The home team Footscray drew a crowd of 12000.', twoGames)).toBe('supported');
    expect(supportOf('The home team Footscray drew a crowd of 28000.', twoGames)).toBe('refuted');
  });
});

describe('a row compared by name that also stands in a cell of another row', () => {
  const table = md('standings.md', [
    '| Team | Points | Next opponent |',
    '|---|---|---|',
    '| Ghana | 10 | Togo |',
    '| Togo | 15 | Benin |',
    '| Benin | 12 | Ghana |',
  ]);
  it('checks the compared row, not the cell of the claimed row that names it', () => {
    expect(assessDeterministic('Ghana, with 10 points, is ahead of Togo.', table)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 10 for "Points" of the row "Ghana" and 15 for "Points" of the row "Togo": not ahead of Togo (standings.md:4)',
    });
    expect(supportOf('Togo, with 15 points, is ahead of Benin.', table)).toBe('supported');
  });
});
