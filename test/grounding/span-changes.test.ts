// Changes a claim says a series made over years ("fell between 2020 and 2023", "doubled since 2020"): which years, which series, which way and by how much.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { change, csv, doublingDownloads, pair } from './fixtures.js';

describe('the years a change runs over', () => {
  it('reads "since" a year as running to the latest year of the source', () => {
    const since = change('Downloads have quadrupled since 2020.', doublingDownloads);
    expect(since?.support).toBe('supported');
    expect(since?.why).toBe('the source gives 1200000 for 2020 and 4800000 for 2023');
    expect(since?.by.map((s) => s.text)).toEqual(['1200000', '4800000']);
  });

  it('reads no change from one year the claim does not say the change ran "since"', () => {
    expect(change('Downloads doubled in 2022.', doublingDownloads)).toBeUndefined();
    // ("since" must come right before the year.)
    expect(change('Downloads, flat since launch, doubled in 2022.', doublingDownloads)).toBeUndefined();
  });

  it('reads no change "since" the latest year, nor from a year to itself', () => {
    expect(change('Downloads have doubled since 2023.', doublingDownloads)).toBeUndefined();
    expect(change('Downloads rose from 2020 to 2020.', doublingDownloads)).toBeUndefined();
  });

  it('reads no change over years from a claim that names no year', () => {
    expect(change('Downloads rose sharply.', doublingDownloads)).toBeUndefined();
  });

  it('reads no span from "since" a year followed by other years', () => {
    expect(change('Downloads have risen since 2020, in 2021 and in 2022 alike.', doublingDownloads)).toBeUndefined();
  });
});

describe('the size the claim gives', () => {
  it('leaves the change to other checks when the claim gives a size or a value of its own', () => {
    expect(change('Downloads rose by 3,600,000 between 2020 and 2023.', doublingDownloads)).toBeUndefined();
  });

  it('reads a change of a series named with a name the source gives', () => {
    const packages = csv('packages.csv', [
      'year,manager,downloads',
      '2020,npm,1200000',
      '2023,npm,4800000',
      '2020,Yarn,900',
      '2023,Yarn,600',
    ]);
    expect(assessDeterministic('Downloads of Yarn fell between 2020 and 2023.', packages).support).toBe('supported');
    const rose = assessDeterministic('Downloads of Yarn rose between 2020 and 2023.', packages);
    expect(rose.support).toBe('refuted');
    expect(rose.rule).toBe(
      'the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (packages.csv:5)',
    );
  });

  it('takes a word it cannot count ("manyfold") as no factor, only a direction', () => {
    expect(assessDeterministic('Downloads grew manyfold between 2020 and 2023.', doublingDownloads).support).toBe(
      'supported',
    );
    expect(change('Downloads grew manyfold between 2020 and 2023.', doublingDownloads)?.why).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023',
    );
  });
});

describe('the direction of the change', () => {
  it('refutes a rise over a series that fell, or stayed level', () => {
    const rose = assessDeterministic('Users rose between 2020 and 2023.', pair(900, 600));
    expect(rose.support).toBe('refuted');
    expect(rose.rule).toBe('the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (users.csv:3)');
    expect(assessDeterministic('Users rose between 2020 and 2023.', pair(500, 500)).support).toBe('refuted');
    expect(assessDeterministic('Users rose between 2020 and 2023.', pair(500, 501)).support).toBe('supported');
  });

  it('refutes a fall over a series that rose, or stayed level', () => {
    expect(assessDeterministic('Users fell between 2020 and 2023.', pair(500, 500)).support).toBe('refuted');
    expect(assessDeterministic('Users fell between 2020 and 2023.', pair(501, 500)).support).toBe('supported');
  });

  it('takes "doubled" as a rise and "halved" as a fall, and says which the series did not make', () => {
    const doubled = assessDeterministic('Users doubled between 2020 and 2023.', pair(900, 600));
    expect(doubled.support).toBe('refuted');
    expect(doubled.rule).toBe(
      'the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (users.csv:3)',
    );
    const halved = assessDeterministic('Users halved between 2020 and 2023.', pair(600, 900));
    expect(halved.support).toBe('refuted');
    expect(halved.rule).toBe(
      'the source gives 600 for 2020 and 900 for 2023: not the fall the claim says (users.csv:3)',
    );
    expect(assessDeterministic('Users halved between 2020 and 2023.', pair(900, 450)).support).toBe('supported');
  });

  it('checks only the factor when the claim says both a rise and a fall', () => {
    // "dropped" is a fall and "doubled" a rise: the factor alone is checked.
    const claim = 'Users dropped, then doubled, between 2020 and 2023.';
    expect(assessDeterministic(claim, pair(300, 600)).support).toBe('supported');
    const fell = assessDeterministic(claim, pair(600, 300));
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe(
      'the source gives 600 for 2020 and 300 for 2023, 0.50 times the first, not the factor of 2 the claim says (users.csv:3)',
    );
  });
});

describe('the factor of the change', () => {
  it('says the factor as a number when no one series gives both years', () => {
    const hours = csv('hours.csv', ['year,hours_above_1000_ppm', '2020,12', '2023,48']);
    expect(assessDeterministic('Hours quadrupled from 2020 to 2023.', hours).rule).toBe(
      'the claim says a series changed by a factor of 4 from 2020 to 2023, and no one series of the source it names gives both years',
    );
  });

  it('holds an exact factor within a tenth of it', () => {
    expect(assessDeterministic('Users grew tenfold between 2020 and 2023.', pair(1000, 11000)).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Users grew tenfold between 2020 and 2023.', pair(1000, 9000)).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Users grew tenfold between 2020 and 2023.', pair(1000, 11100)).support).toBe('refuted');
  });

  it('holds "more than doubled" only for more than twice the first', () => {
    expect(assessDeterministic('Users more than doubled between 2020 and 2023.', pair(1000, 2000)).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('Users more than doubled between 2020 and 2023.', pair(1000, 2001)).support).toBe(
      'supported',
    );
  });

  it('holds "nearly doubled" from 85% of the factor to just over it', () => {
    const nearly = (last: number) =>
      assessDeterministic('Users nearly doubled between 2020 and 2023.', pair(1000, last)).support;
    expect(nearly(1700)).toBe('supported');
    expect(nearly(2040)).toBe('supported');
    expect(nearly(1690)).toBe('refuted');
    expect(nearly(2100)).toBe('refuted');
    // (Nearer the factor than a tenth is not needed: 2.6 is "nearly tripled".)
    expect(assessDeterministic('Users nearly tripled between 2020 and 2023.', pair(1000, 2600)).support).toBe(
      'supported',
    );
  });

  it('gives the ratio with two decimals below ten times, one from ten times up', () => {
    expect(assessDeterministic('Users tripled between 2020 and 2023.', pair(1000, 10000)).rule).toBe(
      'the source gives 1000 for 2020 and 10000 for 2023, 10.0 times the first, not the factor of 3 the claim says (users.csv:3)',
    );
    expect(assessDeterministic('Users tripled between 2020 and 2023.', pair(1000, 9990)).rule).toBe(
      'the source gives 1000 for 2020 and 9990 for 2023, 9.99 times the first, not the factor of 3 the claim says (users.csv:3)',
    );
  });
});

describe('the series the change is read on', () => {
  it('reads the first year and the last whatever the order of the rows', () => {
    const newestFirst = csv('users.csv', ['year,users', '2023,600', '2020,300']);
    expect(assessDeterministic('Users doubled between 2020 and 2023.', newestFirst).support).toBe('supported');
  });

  it('reads the one series of the source whatever the claim calls it', () => {
    const fell = assessDeterministic('Usage fell between 2020 and 2023.', doublingDownloads);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toContain('not the fall the claim says');
  });

  it('picks, of several columns, the one the claim names', () => {
    const repo = csv('repo.csv', ['year,downloads,stars', '2020,1000,900', '2023,4000,300']);
    const stars = assessDeterministic('Stars rose between 2020 and 2023.', repo);
    expect(stars.support).toBe('refuted');
    expect(stars.rule).toBe('the source gives 900 for 2020 and 300 for 2023: not the rise the claim says (repo.csv:3)');
    expect(assessDeterministic('Downloads rose between 2020 and 2023.', repo).support).toBe('supported');
  });

  it('leaves the change to a person when two columns fit the claim', () => {
    const split = csv('split.csv', ['year,downloads_npm,downloads_yarn', '2020,1000,900', '2023,4000,300']);
    const r = assessDeterministic('Downloads fell between 2020 and 2023.', split);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says a series fell from 2020 to 2023, and no one series of the source it names gives both years',
    );
    expect(assessDeterministic('Downloads rose between 2020 and 2023.', split).rule).toBe(
      'the claim says a series rose from 2020 to 2023, and no one series of the source it names gives both years',
    );
    const direct = change('Downloads fell between 2020 and 2023.', split);
    expect(direct?.support).toBe('neutral');
    expect(direct?.by).toEqual([]);
  });

  it('leaves the change to a person when a year has two rows', () => {
    const twice = csv('users.csv', ['year,users', '2020,100', '2020,150', '2023,400']);
    expect(assessDeterministic('Users quadrupled between 2020 and 2023.', twice).support).toBe('neutral');
  });

  it('says the factor the claim gives when no series has both years', () => {
    const split = csv('split.csv', ['year,downloads_npm,downloads_yarn', '2020,1000,900', '2023,4000,300']);
    const r = change('Downloads doubled between 2020 and 2023.', split);
    expect(r?.support).toBe('neutral');
    expect(r?.why).toContain('the claim says a series changed by a factor of ');
  });

  it('does not take a number in a column name for a value of the series', () => {
    const readings = csv('readings.csv', ['year,readings_above_400_ppm', '2020,12', '2023,48']);
    expect(change('Readings quadrupled between 2020 and 2023.', readings)?.support).toBe('supported');
    expect(assessDeterministic('Readings fell between 2020 and 2023.', readings).support).toBe('refuted');
  });

  it('does not take a column of names for a series, even one the claim names', () => {
    const npm = csv('npm.csv', ['year,manager,downloads', '2020,npm,1000', '2023,npm,4000']);
    const fell = assessDeterministic('Downloads of the npm package manager fell between 2020 and 2023.', npm);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe('the source gives 1000 for 2020 and 4000 for 2023: not the fall the claim says (npm.csv:3)');
  });

  it('does not take a column with two values for one year for a series', () => {
    const stars = csv('stars.csv', ['year,downloads,stars', '2020,1000,5', '2020,,7', '2023,4000,']);
    expect(change('Downloads, unlike stars, quadrupled between 2020 and 2023.', stars)?.support).toBe('supported');
  });

  it('does not take a column of years or of dates for a series', () => {
    const dated = csv('dated.csv', ['date,year,downloads', '2020,2020,1200000', '2023,2023,4800000']);
    // The claim says "year" and "date", yet only the downloads are a series.
    const r = assessDeterministic('Year-to-date downloads fell between 2020 and 2023.', dated);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('the source gives 1200000 for 2020 and 4800000 for 2023');
    const perYear = csv('per-year.csv', ['year,downloads per year', '2020,1200000', '2023,4800000']);
    expect(assessDeterministic('Downloads per year fell between 2020 and 2023.', perYear).support).toBe('refuted');
  });
});
