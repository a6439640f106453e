// Edges of a change a claim says a series made over years: which years it runs over, its direction and factor, and which one series it is read on.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { change, csv, doublingDownloads, pair } from './fixtures.js';

const verdict = (claim: string, source: ReturnType<typeof csv>) => {
  const r = assessDeterministic(claim, source);
  return `${r.support}: ${r.rule}`;
};

describe('the years of the change', () => {
  it('reads a span and one more year as no change over years', () => {
    expect(change('Downloads rose between 2020 and 2022, as in 2021.', doublingDownloads)).toBeUndefined();
    expect(change('Downloads rose from 2020 to 2020.', doublingDownloads)).toBeUndefined();
  });

  it('reads "since" a year said twice as no change over years', () => {
    expect(change('Downloads have doubled since 2020, as in 2020.', doublingDownloads)).toBeUndefined();
  });

  it('reads "since" with more than one space before the year', () => {
    const since = change('Downloads have quadrupled since  2020.', doublingDownloads);
    expect(since?.support).toBe('supported');
    expect(since?.why).toBe('the source gives 1200000 for 2020 and 4800000 for 2023');
    expect(since?.by.map((s) => s.text)).toEqual(['1200000', '4800000']);
  });

  it('reads no change from a year not after "since", nor from no year, nor since the latest', () => {
    expect(change('Downloads doubled in 2022.', doublingDownloads)).toBeUndefined();
    expect(change('Downloads, flat since launch, doubled in 2022.', doublingDownloads)).toBeUndefined();
    expect(change('Downloads rose sharply.', doublingDownloads)).toBeUndefined();
    expect(change('Downloads have doubled since 2023.', doublingDownloads)).toBeUndefined();
  });
});

describe('the direction and the factor', () => {
  it('reads a rise or a fall word alone as the direction', () => {
    expect(verdict('Users rose between 2020 and 2023.', pair(900, 600))).toBe(
      'refuted: the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (users.csv:3)',
    );
    expect(verdict('Users rose between 2020 and 2023.', pair(500, 500))).toBe(
      'refuted: the source gives 500 for 2020 and 500 for 2023: not the rise the claim says (users.csv:3)',
    );
    expect(verdict('Users fell between 2020 and 2023.', pair(500, 500))).toBe(
      'refuted: the source gives 500 for 2020 and 500 for 2023: not the fall the claim says (users.csv:3)',
    );
    expect(assessDeterministic('Users lost ground between 2020 and 2023.', pair(500, 600)).rule).toBe(
      'the source gives 500 for 2020 and 600 for 2023: not the fall the claim says (users.csv:3)',
    );
    expect(change('Users rose between 2020 and 2023.', pair(500, 501))?.support).toBe('supported');
    expect(change('Users fell between 2020 and 2023.', pair(501, 500))?.support).toBe('supported');
  });

  it('reads "doubled" as a rise and "halved" as a fall by their factor', () => {
    expect(verdict('Users doubled between 2020 and 2023.', pair(900, 600))).toBe(
      'refuted: the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (users.csv:3)',
    );
    expect(verdict('Users halved between 2020 and 2023.', pair(600, 900))).toBe(
      'refuted: the source gives 600 for 2020 and 900 for 2023: not the fall the claim says (users.csv:3)',
    );
  });

  it('checks only the factor when the claim says a rise and a fall', () => {
    const claim = 'Users dropped, then doubled, between 2020 and 2023.';
    expect(change(claim, pair(300, 600))?.support).toBe('supported');
    expect(verdict(claim, pair(600, 300))).toBe(
      'refuted: the source gives 600 for 2020 and 300 for 2023, 0.50 times the first, not the factor of 2 the claim says (users.csv:3)',
    );
    // From nothing to nothing is no doubling.
    expect(verdict(claim, pair(0, 0))).toBe(
      'refuted: the source gives 0 for 2020 and 0 for 2023, Infinity times the first, not the factor of 2 the claim says (users.csv:3)',
    );
  });

  it('takes a word it cannot count as no factor', () => {
    expect(change('Downloads grew manyfold between 2020 and 2023.', doublingDownloads)?.why).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023',
    );
  });

  it('reads a factor of one as no direction, and a factor of nought as none', () => {
    expect(change('Users changed 1fold between 2020 and 2023.', pair(1000, 1000))?.support).toBe('supported');
    expect(change('Users grew 0fold between 2020 and 2023.', pair(1000, 2000))?.why).toBe(
      'the source gives 1000 for 2020 and 2000 for 2023',
    );
  });

  it('holds an exact factor within a tenth, a bound above it, a "nearly" from 85% to 102%', () => {
    const on = (claim: string, last: number) =>
      change(`Users ${claim} between 2020 and 2023.`, pair(1000, last))?.support;
    expect(on('grew tenfold', 11000)).toBe('supported');
    expect(on('grew tenfold', 9000)).toBe('supported');
    expect(on('grew tenfold', 8990)).toBe('refuted');
    expect(on('more than doubled', 2000)).toBe('refuted');
    expect(on('more than doubled', 2001)).toBe('supported');
    expect(on('nearly doubled', 1700)).toBe('supported');
    expect(on('nearly doubled', 2040)).toBe('supported');
    expect(on('nearly doubled', 1690)).toBe('refuted');
    expect(on('nearly doubled', 2050)).toBe('refuted');
  });

  it('gives the ratio with two decimals below ten times and one from ten up', () => {
    expect(change('Users tripled between 2020 and 2023.', pair(1000, 10000))?.why).toBe(
      'the source gives 1000 for 2020 and 10000 for 2023, 10.0 times the first, not the factor of 3 the claim says',
    );
  });
});

describe('the one series of the change', () => {
  it('reads a change of a series the claim names by a name of the source', () => {
    const packages = csv('packages.csv', [
      'year,manager,downloads',
      '2020,npm,1200000',
      '2023,npm,4800000',
      '2020,Yarn,900',
      '2023,Yarn,600',
    ]);
    expect(verdict('Downloads of Yarn rose between 2020 and 2023.', packages)).toBe(
      'refuted: the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (packages.csv:5)',
    );
  });

  it('picks of two columns the one the claim names, and reads no column it does not name', () => {
    const repo = csv('repo.csv', ['year,downloads,stars', '2023,4000,300', '2020,1000,900']);
    expect(verdict('Stars rose between 2020 and 2023.', repo)).toBe(
      'refuted: the source gives 900 for 2020 and 300 for 2023: not the rise the claim says (repo.csv:2)',
    );
    expect(change('Downloads rose between 2020 and 2023.', repo)?.why).toBe(
      'the source gives 1000 for 2020 and 4000 for 2023',
    );
    expect(change('Usage fell between 2020 and 2023.', doublingDownloads)?.support).toBe('refuted');
  });

  it('leaves the change to a person when two columns fit, and shows no value', () => {
    const split = csv('split.csv', ['year,downloads_npm,downloads_yarn', '2020,1000,900', '2023,4000,300']);
    const fell = change('Downloads fell between 2020 and 2023.', split);
    expect(fell?.support).toBe('neutral');
    expect(fell?.why).toBe(
      'the claim says a series fell from 2020 to 2023, and no one series of the source it names gives both years',
    );
    expect(fell?.by).toEqual([]);
  });

  it('takes no column of names, of years or of dates for a series', () => {
    const npm = csv('npm.csv', ['year,manager,downloads', '2020,npm,1000', '2023,npm,4000']);
    expect(change('Downloads of the npm package manager fell between 2020 and 2023.', npm)?.support).toBe('refuted');
    const dated = csv('dated.csv', ['date,year,downloads', '2020,2020,1200000', '2023,2023,4800000']);
    expect(change('Year-to-date downloads fell between 2020 and 2023.', dated)?.why).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023: not the fall the claim says',
    );
    const yearOnly = csv('years.csv', ['year,downloads', '2020,1200000', '2023,4800000']);
    expect(change('Yearly downloads fell between 2020 and 2023.', yearOnly)?.support).toBe('refuted');
  });

  it('reads a column named per year as a series', () => {
    const perYear = csv('per-year.csv', ['year,downloads per year', '2020,1200000', '2023,4800000']);
    expect(change('Downloads per year fell between 2020 and 2023.', perYear)?.why).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023: not the fall the claim says',
    );
  });

  it('picks of two columns the one the claim names by one of its words', () => {
    const repo = csv('repo.csv', ['year,monthly_downloads,stars', '2020,1000,900', '2023,4000,300']);
    expect(change('Downloads rose between 2020 and 2023.', repo)?.why).toBe(
      'the source gives 1000 for 2020 and 4000 for 2023',
    );
  });

  it('tells apart a column of two words from one of the two words run together', () => {
    const tax = csv('tax.csv', ['year,car tax,cartax', '2020,1000,900', '2023,4000,300']);
    expect(change('Car tax rose between 2020 and 2023.', tax)?.why).toBe(
      'the source gives 1000 for 2020 and 4000 for 2023',
    );
  });

  it('takes no column with one year twice for a series', () => {
    const stars = csv('stars.csv', ['year,downloads,stars', '2020,1000,5', '2020,,7', '2023,4000,']);
    expect(change('Downloads, unlike stars, quadrupled between 2020 and 2023.', stars)?.support).toBe('supported');
  });
});
