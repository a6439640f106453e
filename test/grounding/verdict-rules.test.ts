// The rules that turn read values into a verdict: levels a series rose or fell to, years that scope a value, counts of records, rates, marks crossed and spans.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { negationCount } from '../../src/grounding/polarity.js';
import { crossingDownloads, csv, frameworkBench, hashSpeeds, md } from './fixtures.js';

describe('a level a series rose or fell to', () => {
  const generation = csv('generation.csv', [
    'date,source,gwh',
    '2014-01-01,Fossil Fuels,31200',
    '2015-01-01,Fossil Fuels,30105',
    '2016-01-01,Fossil Fuels,28437',
    '2017-01-01,Fossil Fuels,29010',
    '2014-01-01,Renewables,1200',
    '2015-01-01,Renewables,1437',
    '2016-01-01,Renewables,1690',
    '2017-01-01,Renewables,1690',
  ]);

  it('supports the direction the row before shows, and refutes the other one with both rows', () => {
    expect(assessDeterministic('In 2016 fossil fuel generation fell to 28,437 GWh.', generation).support).toBe(
      'supported',
    );
    const rose = assessDeterministic('In 2016 fossil fuel generation rose to 28,437 GWh.', generation);
    expect(rose.support).toBe('refuted');
    expect(rose.rule).toBe(
      'the source gives 30105 for 2015 and 28437 for 2016: a fall, not the rise the claim says (generation.csv:3)',
    );
    expect(assessDeterministic('In 2017 fossil fuel generation climbed to 29,010 GWh.', generation).support).toBe(
      'supported',
    );
    const fell = assessDeterministic('In 2017 fossil fuel generation fell to 29,010 GWh.', generation);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe(
      'the source gives 28437 for 2016 and 29010 for 2017: a rise, not the fall the claim says (generation.csv:4)',
    );
  });

  it('refutes a rise to a level the series already had', () => {
    const same = assessDeterministic('In 2017 renewables rose to 1,690 GWh.', generation);
    expect(same.support).toBe('refuted');
    expect(same.rule).toBe(
      'the source gives 1690 for 2016 and 1690 for 2017: no change, not the rise the claim says (generation.csv:8)',
    );
    expect(assessDeterministic('In 2016 renewables rose to 1,690 GWh.', generation).support).toBe('supported');
  });

  it('finds the row before in a column named by several words', () => {
    const power = csv('power.csv', ['year,net generation', '2015,410', '2016,395', '2017,402']);
    expect(assessDeterministic('In 2016 net generation fell to 395.', power).support).toBe('supported');
    const fell = assessDeterministic('In 2017 net generation fell to 402.', power);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe(
      'the source gives 395 for 2016 and 402 for 2017: a rise, not the fall the claim says (power.csv:3)',
    );
  });

  it('leaves the change open when the table gives no earlier row', () => {
    const first = assessDeterministic('In 2014 fossil fuel generation fell to 31,200 GWh.', generation);
    expect(first.support).toBe('neutral');
    expect(first.rule).toBe('the source gives no figure before 2014 to show the fall');
    const rose = assessDeterministic('In 2014 fossil fuel generation rose to 31,200 GWh.', generation);
    expect(rose.support).toBe('neutral');
    expect(rose.rule).toBe('the source gives no figure before 2014 to show the rise');
  });

  it('checks no direction when the claim gives no change verb before the level', () => {
    expect(assessDeterministic('In 2017 fossil fuel generation came to 29,010 GWh.', generation).support).toBe(
      'supported',
    );
    // The verb is of another subject ("coal imports"), and the level is not reached with "to".
    expect(
      assessDeterministic('As coal imports fell, fossil fuel generation reached 29,010 GWh in 2017.', generation)
        .support,
    ).toBe('supported');
    // A verb far back in the sentence is not the one that leads to the level.
    const far =
      'Fossil fuel generation fell for a while, but in 2017, the year the new state energy plan began, it amounted to 29,010 GWh.';
    expect(assessDeterministic(far, generation).support).toBe('supported');
  });

  it('reads the change verb at the very start of the words before the level', () => {
    // (The verb stands sixty characters before the value: the first word the check reads.)
    const fell =
      'In 2017 fossil fuel generation fell back over the months of that full year, all the way to 29,010 GWh.';
    const r = assessDeterministic(fell, generation);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 28437 for 2016 and 29010 for 2017: a rise, not the fall the claim says (generation.csv:4)',
    );
    const rose =
      'In 2016 fossil fuel generation rose back over the months of that full year, all the way to 28,437 GWh.';
    expect(assessDeterministic(rose, generation).rule).toBe(
      'the source gives 30105 for 2015 and 28437 for 2016: a fall, not the rise the claim says (generation.csv:3)',
    );
  });
});

describe('a mark a series crossed in a year', () => {
  it('supports a crossing the year before does not show, and "for the first time" when no earlier year does', () => {
    const first = assessDeterministic('Downloads passed 10,000 for the first time in 2021.', crossingDownloads);
    expect(first.support).toBe('supported');
    expect(first.rule).toBe(
      'the source states 10,000 (downloads.csv:4), first (downloads.csv:4), 2021 (downloads.csv:4)',
    );
    expect(assessDeterministic('Downloads passed 9,000 in 2020.', crossingDownloads).support).toBe('supported');
    expect(assessDeterministic('Downloads passed the 12,000 mark in 2023.', crossingDownloads).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Downloads fell below 10,000 in 2022.', crossingDownloads).support).toBe('supported');
    expect(assessDeterministic('Downloads rose above 12,000 in 2023.', crossingDownloads).support).toBe('supported');
  });

  it('reads "fell below" and "grew past" as the level crossed, not the size of the fall', () => {
    // (The change into 2021, 1,000, is well below 10,000: no reason to pass a year whose level is still above it.)
    const still = assessDeterministic('In 2021 downloads fell below 10,000.', crossingDownloads);
    expect(still.support).toBe('refuted');
    expect(still.rule).toBe('the source gives 10400 for 2021, which is not below 10,000 (downloads.csv:4)');
    expect(assessDeterministic('In 2022 downloads fell below 10,000.', crossingDownloads).support).toBe('supported');
    expect(assessDeterministic('Downloads grew past 12,000 in 2023.', crossingDownloads).support).toBe('supported');
    const short = assessDeterministic('Downloads grew past 10,000 in 2020.', crossingDownloads);
    expect(short.support).toBe('refuted');
    expect(short.rule).toBe('the source gives 9400 for 2020, which is not above 10,000 (downloads.csv:3)');
  });

  it('refutes a mark an earlier year had already passed', () => {
    const again = assessDeterministic('Downloads passed 10,000 for the first time in 2023.', crossingDownloads);
    expect(again.support).toBe('refuted');
    expect(again.rule).toBe('the source gives 10400 for 2021, already above 10,000 (downloads.csv:4)');
    const already = assessDeterministic('Downloads passed 9,000 in 2021.', crossingDownloads);
    expect(already.support).toBe('refuted');
    expect(already.rule).toBe('the source gives 9400 for 2020, already above 9,000 (downloads.csv:3)');
    const below = assessDeterministic('Downloads fell below 10,500 in 2022.', crossingDownloads);
    expect(below.support).toBe('refuted');
    expect(below.rule).toBe('the source gives 10400 for 2021, already below 10,500 (downloads.csv:4)');
  });

  it("refutes a mark the year's own value is not past", () => {
    const short = assessDeterministic('Downloads fell below 9,000 in 2022.', crossingDownloads);
    expect(short.support).toBe('refuted');
    expect(short.rule).toBe('the source gives 9900 for 2022, which is not below 9,000 (downloads.csv:5)');
    const level = assessDeterministic('Downloads rose above 10,400 in 2021.', crossingDownloads);
    expect(level.support).toBe('refuted');
    expect(level.rule).toBe('the source gives 10400 for 2021, which is not above 10,400 (downloads.csv:4)');
  });

  it('asks the value be past the mark, not at it', () => {
    const at = assessDeterministic('Downloads fell below 9,900 in 2022.', crossingDownloads);
    expect(at.support).toBe('refuted');
    expect(at.rule).toBe('the source gives 9900 for 2022, which is not below 9,900 (downloads.csv:5)');
  });

  it('supports "for the first time" by the crossing, in the series the claim names', () => {
    const generation = csv('generation.csv', [
      'date,source,gwh',
      '2014-01-01,Fossil Fuels,31200',
      '2015-01-01,Fossil Fuels,30105',
      '2016-01-01,Fossil Fuels,28437',
      '2017-01-01,Fossil Fuels,29010',
      '2014-01-01,Renewables,1200',
      '2015-01-01,Renewables,1437',
      '2016-01-01,Renewables,1690',
      '2017-01-01,Renewables,1690',
    ]);
    const mark = assessDeterministic('Renewables passed the 1,500 mark for the first time in 2016.', generation);
    expect(mark.support).toBe('supported');
    expect(mark.rule).toBe(
      'the source states 1,500 (generation.csv:8), first (generation.csv:8), 2016 (generation.csv:8)',
    );
    const topped = assessDeterministic('Renewables topped 1,500 GWh for the first time in 2016.', generation);
    expect(topped.support).toBe('supported');
    const again = assessDeterministic('Renewables passed 1,300 GWh for the first time in 2016.', generation);
    expect(again.support).toBe('refuted');
    expect(again.rule).toBe('the source gives 1437 for 2015, already above 1,300 (generation.csv:7)');
    // No mark is crossed here, and 2016 gave the same figure: nothing supports "for the first time".
    const reached = assessDeterministic('In 2017 renewables reached 1,690 GWh for the first time.', generation);
    expect(reached.support).not.toBe('supported');
  });

  it('checks the crossing in the series the claim names, and leaves a series it does not name open', () => {
    const packages = csv('packages.csv', [
      'year,package,downloads',
      '2021,left-pad,10400',
      '2021,is-odd,9100',
      '2020,left-pad,9400',
      '2020,is-odd,8000',
    ]);
    expect(assessDeterministic('left-pad downloads passed 10,000 in 2021.', packages).support).toBe('supported');
    const short = assessDeterministic('is-odd downloads passed 10,000 in 2021.', packages);
    expect(short.support).toBe('refuted');
    expect(short.rule).toBe('the source gives 9100 for 2021, which is not above 10,000 (packages.csv:3)');
    expect(assessDeterministic('Downloads passed 10,000 in 2021.', packages).support).toBe('neutral');
  });

  it('leaves a crossing in the first year of the table open', () => {
    for (const said of ['Downloads rose above 9,000 in 2019.', 'Downloads crossed 10,000 in 2019.']) {
      const r = assessDeterministic(said, crossingDownloads);
      expect(r.support).toBe('neutral');
      expect(r.rule).toBe('the source gives no year before 2019 to show the crossing');
    }
  });
});

describe('a year that dates another supported value', () => {
  const history = md('releases.md', [
    '# Project history',
    '',
    '## 2023',
    '',
    'The team shipped 19 releases and closed 412 issues.',
    '',
    '## 2022',
    '',
    'The team shipped 14 releases and closed 388 issues.',
  ]);

  it('is stated by the heading above the value, and cited at the value', () => {
    const r = assessDeterministic('In 2023 the team shipped 19 releases.', history);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2023 (releases.md:5), 19 (releases.md:5)');
    const earlier = assessDeterministic('In 2022 the team closed 388 issues.', history);
    expect(earlier.support).toBe('supported');
    expect(earlier.rule).toBe('the source states 2022 (releases.md:9), 388 (releases.md:9)');
  });

  it('leaves open a year no section or row gives, and a month the heading does not name', () => {
    const plain = md('README.md', ['# Project', '', 'The team shipped 19 releases and closed 412 issues.']);
    const r = assessDeterministic('In 2023 the team shipped 19 releases.', plain);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state 2023 (said of: team, shipped, releases)');
    const month = assessDeterministic('In March 2023 the team shipped 19 releases.', history);
    expect(month.support).toBe('neutral');
    expect(month.rule).toBe('the source does not state March 2023 (said of: team, shipped, releases)');
  });

  it("refutes a value another year's section gives", () => {
    const r = assessDeterministic('In 2022 the team shipped 19 releases.', history);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 14 for "The team shipped 14 releases and closed 388 issues." (releases.md:9), not 19',
    );
  });

  it('is stated by the date of the row that gives the value', () => {
    const generation = csv('generation.csv', [
      'date,source,gwh',
      '2001-01-01,Fossil Fuels,35361',
      '2001-01-01,Renewables,1437',
      '2017-01-01,Fossil Fuels,29010',
      '2017-01-01,Renewables,21690',
    ]);
    const r = assessDeterministic('In 2001 renewables managed 1,437 GWh.', generation);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2001 (generation.csv:3), 1,437 (generation.csv:3), GWh (generation.csv:3)');
    const later = assessDeterministic('In 2017 renewables managed 1,437 GWh.', generation);
    expect(later.support).toBe('refuted');
    expect(later.rule).toBe('the source gives 21690 for "gwh" of the row "Renewables" (generation.csv:5), not 1,437');
  });

  it('dates both ends of a span by the rows a change was worked out from', () => {
    const sales = csv('sales.csv', ['year,units,growth', '2008,1200,', '2009,2028,69%', '2010,2100,4%']);
    const r = assessDeterministic('Between 2008 and 2009 units grew by 69%.', sales);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states Between 2008 and 2009 (sales.csv:2), 69% (sales.csv:3)');
    const wider = assessDeterministic('Between 2008 and 2010 units grew by 75%.', sales);
    expect(wider.support).toBe('supported');
    expect(wider.rule).toBe('the source states Between 2008 and 2010 (sales.csv:2), 75% (sales.csv:4)');
  });
});

describe('a number in a row label', () => {
  const seasons = csv('seasons.csv', [
    'season,wins,losses',
    '2011 NRL season,12,12',
    '2012 NRL season,15,9',
    '2013 NRL season,10,14',
  ]);

  it('states the year the claim gives when the label is that year', () => {
    const r = assessDeterministic('The club had 15 wins in the 2012 NRL season.', seasons);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 15 (seasons.csv:3), 2012 (seasons.csv:3), NRL (seasons.csv:2)');
    expect(assessDeterministic('The 2012 NRL season brought 15 wins.', seasons).support).toBe('supported');
    const other = assessDeterministic('The club had 15 wins in the 2013 NRL season.', seasons);
    expect(other.support).toBe('refuted');
    expect(other.rule).toBe('the source gives 10 for "wins" of the row "2013 NRL season" (seasons.csv:4), not 15');
  });

  it('names the row an ordinal label gives', () => {
    const districts = md('results.md', [
      '# Results',
      '',
      '| District | Votes |',
      '|---|---|',
      '| 1st District | 4,210 |',
      '| 2nd District | 3,980 |',
    ]);
    const r = assessDeterministic('The 2nd District cast 3,980 votes.', districts);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2nd (results.md:6), 3,980 (results.md:6), District (results.md:5)');
    const wrong = assessDeterministic('The 2nd District cast 4,210 votes.', districts);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 3,980 for "Votes" of the row "2nd District" (results.md:6), not 4,210');
  });

  it('does not read an ordinal label as a count of the rows', () => {
    const districts = md('results.md', [
      '# Results',
      '',
      '| District | Votes |',
      '|---|---|',
      '| 1st District | 4,210 |',
      '| 2nd District | 3,980 |',
    ]);
    for (const said of ['Two districts reported results.', 'Turnout was counted in 2 districts.'])
      expect(assessDeterministic(said, districts).rule).not.toMatch(/states (?:Two|2) \(results\.md:6\)/u);
  });
});

describe('a span of years and the members of a category', () => {
  const generation = csv('generation.csv', [
    'date,source,gwh',
    '2001-01-01,Fossil Fuels,35361',
    '2001-01-01,Nuclear,9100',
    '2001-01-01,Renewables,1437',
    '2017-01-01,Fossil Fuels,29010',
    '2017-01-01,Nuclear,8800',
    '2017-01-01,Renewables,21690',
  ]);

  it('checks each member the claim lists after a count against the values the source gives', () => {
    const all = assessDeterministic('The data covers three sources: fossil fuels, nuclear and renewables.', generation);
    expect(all.support).toBe('supported');
    expect(all.rule).toBe('the source states three (generation.csv:2)');
    expect(
      assessDeterministic('The data covers three sources: fossil fuels, nuclear or renewables.', generation).support,
    ).toBe('supported');
    const coal = assessDeterministic('The data covers three sources: fossil fuels, coal and renewables.', generation);
    expect(coal.support).toBe('neutral');
    expect(coal.rule).toBe('the source gives Fossil Fuels, Nuclear, Renewables, not coal');
  });

  it('refutes a wrong count of the members before looking at the members listed', () => {
    const r = assessDeterministic(
      'The data covers four sources: fossil fuels, coal, nuclear and renewables.',
      generation,
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 3 entries for the different values of "source" (generation.csv:2), not four');
  });

  it('says a span the source does not give is not stated, without naming an end', () => {
    const r = assessDeterministic('The data runs from 1990 to 2000.', generation);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state 1990 to 2000 (said of: data, runs)');
  });

  it('asks that both ends of a span of years be years the source gives', () => {
    const r = assessDeterministic('The data runs from 2001 to 2017.', generation);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2001 to 2017 (generation.csv:2)');
    const late = assessDeterministic('The data runs from 2001 to 2018.', generation);
    expect(late.support).toBe('neutral');
    expect(late.rule).toBe('the source gives no figure for 2018');
    const early = assessDeterministic('The data runs from 2000 to 2017.', generation);
    expect(early.support).toBe('neutral');
    expect(early.rule).toBe('the source gives no figure for 2000');
  });

  it('finds the ends of a span in a span or in dates the source writes in prose', () => {
    const span = md('README.md', ['# Survey data', '', 'The survey ran every year from 2001 to 2017.']);
    expect(assessDeterministic('The survey ran from 2001 to 2017.', span).rule).toBe(
      'the source states 2001 to 2017 (README.md:3)',
    );
    expect(assessDeterministic('The survey ran from 2001 to 2018.', span).rule).toBe(
      'the source gives no figure for 2018',
    );
    const dates = md('README.md', [
      '# Survey data',
      '',
      'The first survey was held on May 4, 2001 and the last on June 1, 2017.',
    ]);
    expect(assessDeterministic('The surveys ran from 2001 to 2017.', dates).support).toBe('supported');
    expect(assessDeterministic('The surveys ran from 2001 to 2019.', dates).rule).toBe(
      'the source gives no figure for 2019',
    );
  });

  it('counts the years of a span either way people count them', () => {
    for (const said of [
      'The seventeen years from 2001 to 2017 saw renewables grow.',
      'The sixteen years from 2001 to 2017 saw renewables grow.',
      'Over 16 years, from 2001 to 2017, renewables grew.',
    ])
      expect(assessDeterministic(said, generation).support).toBe('supported');
    const r = assessDeterministic('The twenty years from 2001 to 2017 saw renewables grow.', generation);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('from 2001 to 2017 is 16 years, or 17 counting both, not twenty years (generation.csv:4)');
    expect(assessDeterministic('The ten years from 2001 to 2017 saw renewables grow.', generation).rule).toBe(
      'from 2001 to 2017 is 16 years, or 17 counting both, not ten years (generation.csv:4)',
    );
  });

  it('counts only the span that follows the number of years, and only one the source gives', () => {
    // "Twenty years" of growth is not said of the span of the data.
    const apart = assessDeterministic(
      'Renewables grew for twenty years and the data runs from 2001 to 2017.',
      generation,
    );
    expect(apart.support).toBe('neutral');
    expect(apart.rule).toBe(
      'the source does not state twenty years, and no two of the values it gives for this make it',
    );
    // A single year after the number is no span.
    expect(
      assessDeterministic('Renewables grew for 16 years, in 2017 reaching 21,690 GWh.', generation).support,
    ).not.toBe('refuted');
    // A span the source does not give counts nothing.
    const unknown = assessDeterministic('The seventeen years from 1990 to 2006 saw renewables grow.', generation);
    expect(unknown.support).toBe('neutral');
    expect(unknown.rule).toBe('the source does not state seventeen years (said of: seventeen, years, saw, renewables)');
  });
});

describe('a count of new features in release notes that list changes and bugfixes', () => {
  const notes = md('NOTES.md', [
    '# Release 3.2',
    '',
    'This release includes the following changes:',
    '',
    '- Add a --json flag',
    '- Support HTTP/2',
    '- Add retries',
    '',
    'This release includes the following bugfixes:',
    '',
    '- Fix a crash on empty input',
    '- Fix the exit code',
  ]);

  it('counts the changes list, not the bugfixes', () => {
    const r = assessDeterministic('Release 3.2 adds four new features.', notes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 3 entries for the entries under "This release includes the following changes" in "Release 3.2" (NOTES.md:5), not four',
    );
    expect(assessDeterministic('Release 3.2 adds three new features.', notes).support).not.toBe('refuted');
  });
});

describe('values tied between the same fields, settled together', () => {
  const bench = {
    uri: 'bench.json',
    mediaType: 'application/json',
    title: '',
    text: JSON.stringify({ baseline: { p50_ms: 4.8, p99_ms: 12.0 }, candidate: { p50_ms: 3.1, p99_ms: 9.5 } }, null, 2),
  };

  it('supports each value by a different field it matches', () => {
    const r = assessDeterministic('The p50 was 4.8 ms before and 3.1 ms after.', bench);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 4.8 ms (bench.json:3), 3.1 ms (bench.json:7)');
    expect(assessDeterministic('The p99 was 12 ms before and 9.5 ms after.', bench).rule).toBe(
      'the source states 12 ms (bench.json:4), 9.5 ms (bench.json:8)',
    );
  });

  it('leaves open two values that would need the same field', () => {
    const r = assessDeterministic('The p50 was 4.8 ms before and 4.8 ms after.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      '"4.8 ms" fits 4.8 for "baseline.p50_ms" (bench.json:3), but the source also gives 3.1 for "candidate.p50_ms" (bench.json:7) where the claim\'s words fit as well; say which one the claim means',
    );
  });
});

describe('times faster between two named rows', () => {
  it('takes the ratio of the two rows of the one column of rates', () => {
    const servers = md('BENCH.md', [
      '# Benchmarks',
      '',
      '| Server | Requests/s |',
      '|---|---|',
      '| fastify | 46,850 |',
      '| koa | 35,725 |',
      '| express | 12,004 |',
    ]);
    const r = assessDeterministic('Fastify is almost four times faster than Express.', servers);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states almost four times (BENCH.md:5), Express (BENCH.md:7)');
    expect(assessDeterministic('Express is almost four times slower than Fastify.', servers).support).toBe('supported');
  });

  it('keeps a ratio the source states in words, whatever its table gives', () => {
    const readme = md('README.md', [
      '# xxHash',
      '',
      'XXH3 is about ten times faster than MD5 on small inputs.',
      '',
      '| Hash | Speed |',
      '|------|-------|',
      '| XXH3 | 31.5 GB/s |',
      '| MD5 | 0.6 GB/s |',
    ]);
    const r = assessDeterministic('XXH3 is about ten times faster than MD5.', readme);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states about ten times (README.md:3), XXH3 (README.md:3), MD5 (README.md:3)');
  });
});

describe('a release and its date, which no rule over numbers reads', () => {
  const changelog = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.1.0 - 2024-03-03',
    '',
    '- Add a --json flag',
    '',
    '## 2.0.0 - 2024-01-15',
    '',
    '- Drop Node 16',
  ]);

  it('supports the date the heading gives and refutes another day', () => {
    const r = assessDeterministic('Version 2.1.0 was released on March 3, 2024.', changelog);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2.1.0 (CHANGELOG.md:3), March 3, 2024 (CHANGELOG.md:3)');
    const wrong = assessDeterministic('Version 2.1.0 was released on March 4, 2024.', changelog);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 2024-03-03 for "2.1.0 - 2024-03-03" (CHANGELOG.md:3), not March 4, 2024');
  });
});

describe('a year against the dates of two sentences', () => {
  it('does not support a year the better-fitting sentence contradicts', () => {
    const news = md('NEWS.md', [
      '# News',
      '',
      'The stable release of the new parser shipped to users on March 5, 2025, after a short delay.',
      '',
      'The release candidate of the parser shipped in December 2024.',
    ]);
    const r = assessDeterministic('The stable release of the new parser shipped to users in 2024.', news);
    expect(r.support).not.toBe('supported');
    expect(r.subject).toBe('2024');
  });
});

describe("a value worked out from the claim's own values", () => {
  it("compares the claim's row with the other row it names in the same column", () => {
    const r = assessDeterministic('XXH3 reaches 19.4 GB/s, twice the speed of XXH32.', hashSpeeds);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe(
      'the source states 19.4 GB/s (README.md:5), twice (README.md:5), XXH3 (README.md:5), XXH32 (README.md:6)',
    );
    expect(assessDeterministic('XXH3 reaches 19.4 GB/s, 9.7 GB/s more than XXH32.', hashSpeeds).support).toBe(
      'supported',
    );
    expect(assessDeterministic('XXH3 reaches 19.4 GB/s, three times the speed of XXH32.', hashSpeeds).support).not.toBe(
      'supported',
    );
  });

  it('checks a change between two values the claim states', () => {
    const notes = md('NOTES.md', [
      '# Go 1.13 notes',
      '',
      'Defer calls now take about 35 ns, down from about 50 ns in Go 1.12.',
    ]);
    const r = assessDeterministic('From about 50 ns to about 35 ns is a cut of roughly 30%.', notes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe(
      'the source states about 50 ns (NOTES.md:3), about 35 ns (NOTES.md:3), roughly 30% (NOTES.md:3)',
    );
    expect(assessDeterministic('From about 50 ns to about 35 ns is a cut of roughly 50%.', notes).support).not.toBe(
      'supported',
    );
  });
});

describe('how many records of a list hold a value', () => {
  const spinners = (v: unknown) => ({
    uri: 'spinners.json',
    mediaType: 'application/json',
    title: 'spinners',
    text: JSON.stringify(v, null, 2),
  });

  it('counts the records whose field is named by a word of its key', () => {
    const intervals = spinners({
      dots: { frame_interval: 80 },
      line: { frame_interval: 130 },
      arc: { frame_interval: 80 },
    });
    const r = assessDeterministic('An interval of 80 milliseconds is used by two spinners.', intervals);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 80 milliseconds (spinners.json:3), two (spinners.json:3)');
  });

  it('counts two records of a field', () => {
    const intervals = spinners({
      dots: { interval: 80, frames: 4 },
      line: { interval: 80, frames: 6 },
      arc: { frames: 6 },
    });
    const r = assessDeterministic('An interval of 80 milliseconds is used by two spinners.', intervals);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 80 milliseconds (spinners.json:3), two (spinners.json:3)');
  });

  it('counts the list by any word the claim counts it by', () => {
    const intervals = spinners({
      dots: { interval: 80 },
      line: { interval: 130 },
      arc: { interval: 80 },
      bar: { interval: 80 },
    });
    const r = assessDeterministic('An interval of 80 milliseconds is used by three terminal spinners.', intervals);
    expect(r.support).toBe('supported');
    const wrong = assessDeterministic('An interval of 80 milliseconds is used by two terminal spinners.', intervals);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('3 records give 80 milliseconds for "interval", not two (spinners.json:3)');
  });
});

describe("a row's share of its year's total, worked out", () => {
  // 2016 and 2017 each sum to 40,000 GWh: fossil fuels 71.1% then 72.5%, nuclear 22.25% then 22%.
  const generation = csv('generation.csv', [
    'date,source,gwh',
    '2016-01-01,Fossil Fuels,28437',
    '2016-01-01,Nuclear,8900',
    '2016-01-01,Renewables,2663',
    '2017-01-01,Fossil Fuels,29010',
    '2017-01-01,Nuclear,8800',
    '2017-01-01,Renewables,2190',
  ]);

  it('supports the share of the sum of the rows of the year, and refutes another', () => {
    const r = assessDeterministic('In 2016 fossil fuels were roughly 71% of the total.', generation);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2016 (generation.csv:2), roughly 71% (generation.csv:2)');
    const wrong = assessDeterministic('In 2016 fossil fuels were roughly 80% of the total.', generation);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 28437 for "gwh" of the row "Fossil Fuels" of a total of 40000 for 2016 (71.1%), not roughly 80% (generation.csv:2)',
    );
    expect(assessDeterministic('In 2016 fossil fuels were roughly 60% of the total.', generation).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('Nuclear had a 22% share in 2017.', generation).rule).toBe(
      'the source states 22% (generation.csv:6), 2017 (generation.csv:6)',
    );
  });

  it('takes the year of the claim before for "that year"', () => {
    const r = assessDeterministic('Fossil fuels were roughly 71% of the total that year.', generation, [
      'In 2016 fossil fuels generated 28,437 GWh.',
    ]);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states roughly 71% (generation.csv:2)');
  });

  it('takes the year of the nearest claim before, when several came before', () => {
    const r = assessDeterministic('Fossil fuels were 72.5% of the total that year.', generation, [
      'In 2016 fossil fuels generated 28,437 GWh.',
      'In 2017 fossil fuels generated 29,010 GWh.',
    ]);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 72.5% (generation.csv:5)');
  });

  it('does not take the share of one of two rows the claim names together', () => {
    // (Fossil fuels and nuclear together were 93.35%.)
    expect(assessDeterministic('In 2016 fossil fuels and nuclear were 93% of the total.', generation).support).not.toBe(
      'refuted',
    );
  });

  it('works out no share of a year the table gives one row for', () => {
    const early = csv('generation.csv', [
      'date,source,gwh',
      '2015-01-01,Fossil Fuels,30105',
      '2016-01-01,Fossil Fuels,28437',
      '2016-01-01,Nuclear,8900',
    ]);
    expect(assessDeterministic('In 2015 fossil fuels were roughly 90% of the total.', early).support).not.toBe(
      'supported',
    );
  });

  it('reads the change verb before the share only', () => {
    const r = assessDeterministic(
      'In 2017 fossil fuels were about 72.5% of the total, though their output fell elsewhere.',
      generation,
    );
    expect(r.support).toBe('supported');
    const rose = assessDeterministic('In 2017 nuclear rose to about 22% of the total.', generation);
    expect(rose.support).toBe('refuted');
    expect(rose.rule).toBe(
      'the share was 22.3% in 2016 and 22.0% in 2017: not the rise the claim says (generation.csv:6)',
    );
  });

  it('sums the column the share is of, not the other columns of the rows', () => {
    const plants = csv('plants.csv', [
      'year,source,gwh,capacity_gw',
      '2016,Coal,30000,12',
      '2016,Gas,10000,8',
      '2017,Coal,28000,11',
      '2017,Gas,12000,9',
    ]);
    const r = assessDeterministic('In 2016 coal had 60% of the total capacity.', plants);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2016 (plants.csv:2), 60% (plants.csv:2)');
  });

  it('checks the direction of a share that rose or fell against the year before', () => {
    expect(assessDeterministic('In 2017 fossil fuels rose to about 72.5% of the total.', generation).support).toBe(
      'supported',
    );
    const fell = assessDeterministic('In 2017 fossil fuels fell to about 72.5% of the total.', generation);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe(
      'the share was 71.1% in 2016 and 72.5% in 2017: not the fall the claim says (generation.csv:5)',
    );
    const first = assessDeterministic('In 2016 fossil fuels rose to about 71% of the total.', generation);
    expect(first.support).toBe('neutral');
    expect(first.rule).toBe('the source gives no year before 2016 to show the change');
  });

  it('reads a row labelled as the total as the sum, not as a part', () => {
    const mix = csv('mix.csv', ['source,gwh', 'Fossil Fuels,28437', 'Nuclear,8900', 'Renewables,2663', 'Total,40000']);
    expect(assessDeterministic('Nuclear was about 22% of the total.', mix).support).toBe('supported');
    const wrong = assessDeterministic('Nuclear was about 30% of the total.', mix);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 8900 for "gwh" of the row "Nuclear" of a total of 40000 (22.3%), not about 30% (mix.csv:3)',
    );
  });
});

describe('a value the claim says something is not', () => {
  const schools = csv('schools.csv', ['school,decile', 'Kapanui School,8', 'Kapiti School,5', 'Kenakena School,8']);

  it('is left to a person, with the clause and the value the source gives, instead of being refuted', () => {
    const not = assessDeterministic("Kapiti School's decile is not 6.", schools);
    expect(not.support).toBe('neutral');
    expect(not.rule).toBe(
      'the claim says "Kapiti School\'s decile is not 6", a negation, and the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3): check by hand that the source bears it out',
    );
    const never = assessDeterministic('The decile of Kapiti School never fell below 3.', schools);
    expect(never.support).toBe('neutral');
    expect(never.rule).toContain('"The decile of Kapiti School never fell below 3", a negation');
  });

  it('still refutes a value whose own clause has no negation', () => {
    const release = md('NEWS.md', ['Version 2.0 was released in March 2024.']);
    const other = assessDeterministic('Not version 1.9 but version 2.0 was released in 2023.', release);
    expect(other.support).toBe('refuted');
    expect(assessDeterministic('Version 2.0 was not released in 2023.', release).support).toBe('neutral');
  });

  it('reads "no." as short for number and "without" as turning round the word after it', () => {
    expect(negationCount('Registration no. 4471 was issued in 2005.')).toBe(0);
    expect(negationCount('No. 63 RJN Motorsport won no race.')).toBe(1);
    const career = md('career.md', ['She has been active since 2008.']);
    expect(assessDeterministic('She has been active without a break since 2002.', career).support).toBe('refuted');
  });
});

describe('two values of the claim with a word of order between them', () => {
  it('refutes the order the source does not bear out, and names both cells', () => {
    const above = assessDeterministic("Koa's p99 latency is 19 ms, above Hapi's 22 ms.", frameworkBench);
    expect(above.support).toBe('refuted');
    expect(above.rule).toBe(
      'the source gives 19 for "p99 latency (ms)" of the row "Koa" and 22 for "p99 latency (ms)" of the row "Hapi": 19 ms is not above 22 ms (bench.md:4)',
    );
    expect(assessDeterministic("Koa's p99 latency is 19 ms, below Hapi's 22 ms.", frameworkBench).support).toBe(
      'supported',
    );
    expect(
      assessDeterministic("Koa's throughput of 41,000 requests per second is below Hapi's 38,000.", frameworkBench)
        .support,
    ).toBe('refuted');
  });

  it('reads "up from" and "down from" in one sentence as the later level against the earlier', () => {
    const build = md('notes.md', [
      'Median build time is 42 seconds, compared with 65 seconds in the previous release.',
    ]);
    expect(
      assessDeterministic('Median build time is 42 seconds, up from 65 seconds in the previous release.', build)
        .support,
    ).toBe('refuted');
    expect(
      assessDeterministic('Median build time is 42 seconds, down from 65 seconds in the previous release.', build)
        .support,
    ).toBe('supported');
  });
});

describe('a level the claim says something moved to', () => {
  const bank = md('bank.md', ['The central bank held its policy rate steady at 5.25% on Wednesday.']);

  it('is refuted where the source says it stayed there', () => {
    const raised = assessDeterministic('The central bank raised its policy rate to 5.25%.', bank);
    expect(raised.support).toBe('refuted');
    expect(raised.rule).toBe('the source says it stayed at 5.25%, not that it raised to it (bank.md:1)');
    const outlook = md('q3.md', ['The company did not change its full-year outlook of $16.5 billion.']);
    expect(assessDeterministic('The company cut its full-year outlook to $16.5 billion.', outlook).support).toBe(
      'refuted',
    );
  });

  it('holds where the claim says it stayed too, or the source says it moved', () => {
    expect(assessDeterministic('The central bank kept its policy rate at 5.25%.', bank).support).toBe('supported');
    const held = md('event.md', ['The conference, held in May at the convention centre, drew 5,000 people.']);
    expect(assessDeterministic('Attendance grew to 5,000 people.', held).support).not.toBe('refuted');
  });
});

describe('a rise or a fall in one month or year, with no figure', () => {
  const downloads = csv('downloads.csv', [
    'month,downloads,stars',
    '2024-01,120000,4100',
    '2024-02,135000,4300',
    '2024-03,160000,4650',
    '2024-04,158000,4900',
  ]);

  it("is checked on the named column's row against the row before, not passed on the month alone", () => {
    const rose = assessDeterministic('Downloads rose in April 2024.', downloads);
    expect(rose.support).toBe('refuted');
    expect(rose.rule).toBe(
      'the source gives 160000 for 2024-03 (downloads.csv:4) and 158000 for 2024-04 (downloads.csv:5): a fall, not the rise the claim says',
    );
    expect(assessDeterministic('Downloads fell in April 2024.', downloads).support).toBe('supported');
    expect(assessDeterministic('Stars rose in April 2024.', downloads).support).toBe('supported');
    expect(assessDeterministic('Stars fell in March 2024.', downloads).support).toBe('refuted');
  });

  it('is left to a person when no earlier row or no one named column shows it', () => {
    const first = assessDeterministic('Downloads rose in January 2024.', downloads);
    expect(first.support).toBe('neutral');
    expect(first.rule).toBe('the source gives no figure before January 2024 to show the rise');
    expect(assessDeterministic('Traffic rose in April 2024.', downloads).support).toBe('neutral');
  });
});

describe('a value in prose the source states for another measure', () => {
  const release = md('results.md', [
    'Contoso reported revenue of $2.8 billion for fiscal 2024, up 9% year over year. Operating income was $450 million, down 3%.',
  ]);

  it('is left to a person when another sentence names the measure the claim says, with another value', () => {
    const income = assessDeterministic("Contoso's operating income was $2.8 billion in fiscal 2024.", release);
    expect(income.support).toBe('neutral');
    expect(income.rule).toContain('$450 million for "Operating income was $450 million, down 3%."');
    expect(assessDeterministic("Contoso's operating income rose 9% in fiscal 2024.", release).support).toBe('neutral');
  });

  it("still holds a value the sentence of the claim's own measure gives", () => {
    expect(assessDeterministic("Contoso's revenue was $2.8 billion in fiscal 2024.", release).support).toBe(
      'supported',
    );
    expect(assessDeterministic("Contoso's operating income was $450 million.", release).support).toBe('supported');
  });
});

describe('a figure the source gives for another part of the year', () => {
  const results = md('results.md', [
    "In the fourth quarter, Initech's revenue was $310 million. For the full year, revenue reached $1.2 billion and free cash flow was $140 million.",
  ]);

  it('is not stated for the quarter or the year the claim names', () => {
    const quarter = assessDeterministic("Initech's free cash flow was $140 million in the fourth quarter.", results);
    expect(quarter.support).toBe('neutral');
    expect(quarter.rule).toBe(
      'the source gives $140 million for the full year ("For the full year, revenue reached $1.2 billion and free cash flow was $140 million."), not for the fourth quarter',
    );
    expect(assessDeterministic("Initech's full-year revenue was $310 million.", results).support).toBe('neutral');
  });

  it('holds where the part of the year agrees', () => {
    expect(assessDeterministic("Initech's full-year revenue was $1.2 billion.", results).support).toBe('supported');
    expect(assessDeterministic("Initech's revenue was $310 million in the fourth quarter.", results).support).toBe(
      'supported',
    );
  });
});

describe('a ratio of two rows said as "times as many"', () => {
  const bench = md('bench.md', [
    '| Framework | Requests/s | p99 latency (ms) |',
    '|---|---|---|',
    '| Fastify | 72,000 | 11 |',
    '| Express | 15,000 | 38 |',
  ]);

  it('is worked out on the column the claim names, not read as how often something happens', () => {
    expect(
      assessDeterministic('Fastify handled 4.8 times as many requests per second as Express.', bench).support,
    ).toBe('supported');
    expect(
      assessDeterministic('Fastify handled almost five times as many requests per second as Express.', bench).support,
    ).toBe('supported');
    expect(
      assessDeterministic('Fastify handled 3 times as many requests per second as Express.', bench).support,
    ).not.toBe('supported');
  });

  it('reads "faster" of a column of requests per second as the larger rate', () => {
    expect(assessDeterministic('Fastify is nearly five times faster than Express.', bench).support).toBe('supported');
  });
});

describe('a value a sentence gives for something else, with the same verb of change', () => {
  it('is not the claim’s: "improves startup time by 35%" says nothing of memory usage', () => {
    const notes = md('notes.md', ['Version 2.0 improves startup time by 35%.']);
    const r = assessDeterministic('Memory usage improved by 35%.', notes);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state 35% (said of: Memory, usage, improved)',
    ]);
    expect(assessDeterministic('Startup time improved by 35%.', notes).support).toBe('supported');
    const library = md('library.md', ['Library visits rose 15% in 2023.']);
    expect(assessDeterministic('Book loans rose 15%.', library).support).toBe('neutral');
    expect(assessDeterministic('Library visits rose 15%.', library).support).toBe('supported');
  });
});

describe('a change of a percentage the claim gives in percent', () => {
  const adoption = md('adoption.md', ['Adoption of HTTP/3 rose from 18% of sites in 2022 to 27% in 2024.']);

  it('holds as the relative change of the two levels, which the later level does not state otherwise', () => {
    expect(assessDeterministic('HTTP/3 adoption rose 50% between 2022 and 2024.', adoption).support).toBe('supported');
    expect(
      assessDeterministic('HTTP/3 adoption rose by 9 percentage points between 2022 and 2024.', adoption).support,
    ).toBe('supported');
    expect(assessDeterministic('HTTP/3 adoption rose 40% between 2022 and 2024.', adoption).support).not.toBe(
      'supported',
    );
  });
});

describe('a value of one of several things, each under its own heading', () => {
  const lineup = md('lineup.md', [
    '# Lineup',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg and its battery lasts up to 12 hours. It starts at $1,299.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 weighs 2.1 kg and its battery lasts up to 9 hours. It starts at $1,799.',
  ]);

  it("is checked under the named thing's heading, not taken from another's", () => {
    const mixed = assessDeterministic('The Aero 16 weighs 2.1 kg and starts at $1,299.', lineup);
    expect(mixed.support).toBe('refuted');
    expect(mixed.rule).toBe('the source gives $1,799 for "It starts at $1,799." (lineup.md:9), not $1,299');
    expect(assessDeterministic('The Aero 16 starts at $1,299.', lineup).support).toBe('refuted');
    expect(assessDeterministic('The Aero 16 weighs 2.1 kg and starts at $1,799.', lineup).support).toBe('supported');
    expect(assessDeterministic('The Aero 14 starts at $1,299.', lineup).support).toBe('supported');
  });
});

describe('a table of segments above a line of totals', () => {
  const results = md('q2.md', [
    '# Q2 2024 results',
    '',
    '| Segment | Revenue ($M) | Growth |',
    '|---|---|---|',
    '| Cloud | 820 | 31% |',
    '| Devices | 410 | -4% |',
    '| Services | 275 | 9% |',
    '',
    'Total revenue was $1,505 million, up 14% from Q2 2023.',
  ]);

  it('reads a column in "$M" as millions of dollars', () => {
    expect(assessDeterministic('Cloud revenue was $820 million in Q2 2024.', results).support).toBe('supported');
    expect(assessDeterministic('Cloud revenue was $900 million in Q2 2024.', results).rule).toBe(
      'the source gives 820 for "Revenue ($M)" of the row "Cloud" (q2.md:5), not $900 million',
    );
  });

  it("checks a value of the row the claim names on that row, not on the total's sentence", () => {
    const total = assessDeterministic('Cloud revenue grew 14% in Q2 2024.', results);
    expect(total.support).toBe('refuted');
    expect(total.rule).toBe('the source gives 31% for "Growth" of the row "Cloud" (q2.md:5), not 14%');
    expect(assessDeterministic('Total revenue was $1,505 million in Q2 2024.', results).support).toBe('supported');
  });
});

describe('a percent one row has more or fewer of than another', () => {
  const season = md('season.md', ['| Team | Wins |', '|------|------|', '| alpha | 30 |', '| beta | 20 |']);

  it('is a percent of the row it is compared with', () => {
    expect(assessDeterministic('Alpha has 50% more wins than beta.', season).support).toBe('supported');
    expect(assessDeterministic('Beta has about 33% fewer wins than alpha.', season).support).toBe('supported');
    expect(assessDeterministic('Beta has 50% fewer wins than alpha.', season).support).not.toBe('supported');
  });
});
