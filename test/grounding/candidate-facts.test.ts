// Which source facts a claim's value is read against: rows a value is compared with, nested blocks, packages, series.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

type Source = Parameters<typeof assessDeterministic>[1];
const md = (uri: string, rows: string[]): Source => ({
  uri,
  mediaType: 'text/markdown',
  title: uri,
  text: rows.join('\n') + '\n',
});
const txt = (uri: string, text: string): Source => ({ uri, mediaType: 'text/plain', title: uri, text });
const csv = (uri: string, rows: string[]): Source => ({
  uri,
  mediaType: 'text/csv',
  title: uri,
  text: rows.join('\n') + '\n',
});
const json = (uri: string, o: unknown): Source => ({
  uri,
  mediaType: 'application/json',
  title: uri,
  text: JSON.stringify(o, null, 2),
});
const ladder = csv('ladder.csv', ['team,points,wins', 'Carlton,48,12', 'Richmond,44,11', 'Geelong,40,10']);
const config = json('config.json', { database: { pool: { max: 50 } }, server: { max_connections: 1000 } });
const pkg = json('package.json', { name: 'app', version: '2.3.1', dependencies: { qs: '6.5.1', cookie: '0.4.0' } });
const gen = csv('generation.csv', [
  'year,source,output',
  '2007-01-01,Wind,1000',
  '2008-01-01,Wind,2000',
  '2009-01-01,Wind,1500',
  '2007-01-01,Solar,10',
  '2008-01-01,Solar,30',
  '2009-01-01,Solar,50',
]);
const monthly = csv('monthly.csv', [
  'month,users',
  '2024-01-01,100',
  '2024-03-01,130',
  '2024-04-01,120',
  '2025-01-01,200',
]);
const runs = csv('runs.csv', ['run,errors,median_ms', 'run 1,2,4.8', 'run 2,0,3.1']);
const bench = csv('bench.csv', ['variant,latency_ms', 'baseline,4.8', 'candidate,3.1']);
const srcs = csv('sources.csv', ['source,kind', 'Wind,renewable', 'Solar,renewable', 'Coal,fossil']);

describe('the source facts a claim value is read against', () => {
  const cases: [string, Source, string, string][] = [
    [
      'Carlton had 48 points, ahead of Richmond.',
      ladder,
      'supported',
      'the source states 48 (ladder.csv:2), Richmond (ladder.csv:3)',
    ],
    [
      'Carlton had 44 points, ahead of Richmond.',
      ladder,
      'refuted',
      'the source gives 48 for "points" of the row "Carlton" (ladder.csv:2), not 44',
    ],
    [
      'Richmond had 44 points, behind Carlton.',
      ladder,
      'supported',
      'the source states 44 (ladder.csv:3), Carlton (ladder.csv:2)',
    ],
    [
      'Richmond had 48 points, behind Carlton.',
      ladder,
      'refuted',
      'the source gives 44 for "points" of the row "Richmond" (ladder.csv:3), not 48',
    ],
    [
      'Carlton finished ahead of Richmond with 44 points.',
      ladder,
      'neutral',
      '"44" fits 44 for "points" of the row "Richmond" (ladder.csv:3), but the source also gives 48 for "points" of the row "Carlton" (ladder.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Carlton finished ahead of Richmond with 48 points.',
      ladder,
      'neutral',
      '"48" fits 48 for "points" of the row "Carlton" (ladder.csv:2), but the source also gives 44 for "points" of the row "Richmond" (ladder.csv:3) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Geelong won 10 games, behind Richmond with 11.',
      ladder,
      'neutral',
      'the source does not state 10 (said of: Geelong, won, games)',
    ],
    [
      'The database pool allows at most 50 connections.',
      config,
      'neutral',
      'the source does not state at most 50 (said of: database, pool, allows, most)',
    ],
    [
      'The database pool allows at most 1000 connections.',
      config,
      'neutral',
      'the source does not state at most 1000 (said of: database, pool, allows, most)',
    ],
    [
      'The server allows at most 1000 connections.',
      config,
      'supported',
      'the source states at most 1000 (config.json:8)',
    ],
    [
      'The server allows at most 50 connections.',
      config,
      'refuted',
      'the source gives 1000 for "server.max_connections" (config.json:8), not at most 50',
    ],
    ['The app is at version 2.3.1.', pkg, 'supported', 'the source states 2.3.1 (package.json:3)'],
    [
      'The app is at version 2.3.2.',
      pkg,
      'refuted',
      'the source gives 2.3.1 for "version" (package.json:3), not 2.3.2',
    ],
    ['The cookie package is pinned at 0.4.0.', pkg, 'supported', 'the source states 0.4.0 (package.json:6)'],
    [
      'The cookie package is pinned at 6.5.1.',
      pkg,
      'refuted',
      'the source gives 0.4.0 for "dependencies.cookie" (package.json:6), not 6.5.1',
    ],
    ['The qs package is pinned at 6.5.1.', pkg, 'supported', 'the source states 6.5.1 (package.json:5)'],
    [
      'Wind output rose to 2000 in 2008.',
      gen,
      'neutral',
      'the source does not state 2000 (said of: Wind, output, rose)',
    ],
    [
      'Wind output fell to 1500 in 2009.',
      gen,
      'neutral',
      'the source does not state 1500 (said of: Wind, output, fell)',
    ],
    [
      'Wind output rose to 1500 in 2009.',
      gen,
      'neutral',
      'the source does not state 1500 (said of: Wind, output, rose)',
    ],
    [
      'Wind output grew from 1000 in 2007 to 2000 in 2008.',
      gen,
      'neutral',
      'the source does not state 1000 (said of: Wind, output, grew)',
    ],
    [
      'Solar output rose to 50 in 2009.',
      gen,
      'supported',
      'the source states 50 (generation.csv:7), 2009 (generation.csv:7)',
    ],
    [
      'Solar output fell to 50 in 2009.',
      gen,
      'refuted',
      'the source gives 30 for 2008 and 50 for 2009: a rise, not the fall the claim says (generation.csv:6)',
    ],
    [
      'Between 2007 and 2008 wind output doubled to 2000.',
      gen,
      'neutral',
      '"Between 2007 and 2008" fits 2007-01-01 for "year" of the row "Wind" (generation.csv:2), 2008-01-01 for "year" of the row "Wind" (generation.csv:3), but the source also gives 2009-01-01 for "year" of the row "Wind" (generation.csv:4) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'In 2009, wind output was 1500.',
      gen,
      'neutral',
      '"2009" fits 2009-01-01 for "year" of the row "Wind" (generation.csv:4), but the source also gives 2007-01-01 for "year" of the row "Wind" (generation.csv:2), 2008-01-01 for "year" of the row "Wind" (generation.csv:3) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'In 2009, wind output was 2000.',
      gen,
      'neutral',
      '"2009" fits 2009-01-01 for "year" of the row "Wind" (generation.csv:4), but the source also gives 2007-01-01 for "year" of the row "Wind" (generation.csv:2), 2008-01-01 for "year" of the row "Wind" (generation.csv:3) where the claim\'s words fit as well; say which one the claim means',
    ],
    // (A column of first days of months is a monthly series: "April 2024" names the row "2024-04-01".)
    [
      'Users fell to 120 in April 2024.',
      monthly,
      'supported',
      'the source states 120 (monthly.csv:4), April 2024 (monthly.csv:4)',
    ],
    [
      'Users rose to 120 in April 2024.',
      monthly,
      'refuted',
      'the source gives 130 for 2024-03-01 and 120 for 2024-04-01: a fall, not the rise the claim says (monthly.csv:3)',
    ],
    ['Users rose to 200 in 2025.', monthly, 'supported', 'the source states 200 (monthly.csv:5), 2025 (monthly.csv:5)'],
    [
      'Users rose to 130 in March 2024.',
      monthly,
      'supported',
      'the source states 130 (monthly.csv:3), March 2024 (monthly.csv:3)',
    ],
    ['Run 1 had 2 errors.', runs, 'supported', 'the source states 2 (runs.csv:2), Run 1 (runs.csv:2)'],
    ['Run 1 had 1 error.', runs, 'refuted', 'the source gives 2 for "errors" of the row "run 1" (runs.csv:2), not 1'],
    ['Run 2 had 0 errors.', runs, 'supported', 'the source states 0 (runs.csv:3), Run 2 (runs.csv:3)'],
    [
      'Run 2 had 3.1 ms median latency.',
      runs,
      'supported',
      'the source states 3.1 ms (runs.csv:3), Run 2 (runs.csv:3)',
    ],
    [
      'Latency was 4.8 ms before and 3.1 ms after.',
      bench,
      'neutral',
      'the source does not state 4.8 ms (said of: Latency, ms)',
    ],
    [
      'Latency was 3.1 ms before and 4.8 ms after.',
      bench,
      'neutral',
      'the source does not state 3.1 ms (said of: Latency, ms)',
    ],
    // (The first column heads the rows' things: a table of sources lists three sources.)
    ['The table lists three sources.', srcs, 'supported', 'the source states three (sources.csv:2)'],
    [
      'The table lists four sources.',
      srcs,
      'neutral',
      "the source's table has 3 rows, not four; check whether the claim counts that table or another list",
    ],
    ['Two sources are renewable.', srcs, 'neutral', 'the source does not state Two (said of: Two, sources, renewable)'],
    [
      'Three kinds are listed.',
      srcs,
      'refuted',
      'the source gives 2 entries for the different values of "kind" (sources.csv:2), not Three',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});

const hydro = csv('generation.csv', [
  'year,source,output',
  '2007-01-01,Hydro,1000',
  '2008-01-01,Hydro,2000',
  '2009-01-01,Hydro,1500',
  '2007-01-01,Solar,10',
  '2008-01-01,Solar,30',
  '2009-01-01,Solar,50',
]);
const gaps = csv('gaps.csv', [
  'date,source,output',
  '2015-01-01,Hydro,700',
  '2015-07-01,Hydro,800',
  '2017-01-01,Hydro,600',
  '2015-01-01,Solar,5',
  '2017-01-01,Solar,9',
]);
const yrs = csv('yrs.csv', ['year,sales', '2019,120', '2020,150', '2021,140']);

describe('a series read at the years a claim gives, and the row before a year', () => {
  const cases: [string, Source, string, string][] = [
    [
      'Hydro output rose to 2000 in 2008.',
      hydro,
      'neutral',
      'the source does not state 2000 (said of: Hydro, output, rose)',
    ],
    [
      'Hydro output fell to 2000 in 2008.',
      hydro,
      'neutral',
      'the source does not state 2000 (said of: Hydro, output, fell)',
    ],
    [
      'Hydro output fell to 1500 in 2009.',
      hydro,
      'neutral',
      'the source does not state 1500 (said of: Hydro, output, fell)',
    ],
    [
      'Hydro output rose to 1500 in 2009.',
      hydro,
      'neutral',
      'the source does not state 1500 (said of: Hydro, output, rose)',
    ],
    [
      'Hydro output grew from 1000 in 2007 to 2000 in 2008.',
      hydro,
      'neutral',
      'the source does not state 1000 (said of: Hydro, output, grew)',
    ],
    [
      'Hydro output grew from 1000 in 2007 to 1500 in 2009.',
      hydro,
      'neutral',
      'the source does not state 1000 (said of: Hydro, output, grew)',
    ],
    [
      'Hydro output grew from 1000 in 2007 to 1600 in 2009.',
      hydro,
      'neutral',
      'the source does not state 1000 (said of: Hydro, output, grew)',
    ],
    [
      'Hydro output fell from 2000 in 2008 to 1500 in 2009.',
      hydro,
      'supported',
      'the source states 2000 (generation.csv:3), 2008 (generation.csv:3), 1500 (generation.csv:4), 2009 (generation.csv:4)',
    ],
    [
      'Hydro output went from 1000 to 2000 between 2007 and 2008.',
      hydro,
      'neutral',
      'the source does not state 1000 (said of: Hydro, output, went)',
    ],
    [
      'Between 2007 and 2008 hydro output doubled to 2000.',
      hydro,
      'neutral',
      '"Between 2007 and 2008" fits 2007-01-01 for "year" of the row "Hydro" (generation.csv:2), 2008-01-01 for "year" of the row "Hydro" (generation.csv:3), but the source also gives 2009-01-01 for "year" of the row "Hydro" (generation.csv:4) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Hydro output fell from 2008 to 2009.',
      hydro,
      'neutral',
      'the source gives no figure before 1500 to show the fall',
    ],
    [
      'Hydro output rose from 2008 to 2009.',
      hydro,
      'refuted',
      'the source gives 2000 for 2008 and 1500 for 2009: not the rise the claim says (generation.csv:4)',
    ],
    [
      'Hydro output rose by 1000 from 2007 to 2008.',
      hydro,
      'neutral',
      'the source gives no figure before 2000 to show the rise',
    ],
    [
      'Hydro output fell by 400 from 2008 to 2009.',
      hydro,
      'refuted',
      'the source gives 2000 for "output" of the row "Hydro" (generation.csv:3) and 1500 for "output" of the row "Hydro" (generation.csv:4), not a fall of 400',
    ],
    ['Hydro output fell to 600 in 2017.', gaps, 'supported', 'the source states 600 (gaps.csv:4), 2017 (gaps.csv:4)'],
    [
      'Hydro output rose to 600 in 2017.',
      gaps,
      'refuted',
      'the source gives 800 for 2015 and 600 for 2017: a fall, not the rise the claim says (gaps.csv:3)',
    ],
    [
      'Hydro output rose to 800 in July 2015.',
      gaps,
      'supported',
      'the source states 800 (gaps.csv:3), July 2015 (gaps.csv:3)',
    ],
    ['Solar output rose to 9 in 2017.', gaps, 'supported', 'the source states 9 (gaps.csv:6), 2017 (gaps.csv:6)'],
    [
      'Solar output fell to 9 in 2017.',
      gaps,
      'refuted',
      'the source gives 5 for 2015 and 9 for 2017: a rise, not the fall the claim says (gaps.csv:5)',
    ],
    ['Sales fell to 140 in 2021.', yrs, 'supported', 'the source states 140 (yrs.csv:4), 2021 (yrs.csv:4)'],
    [
      'Sales rose to 140 in 2021.',
      yrs,
      'refuted',
      'the source gives 150 for 2020 and 140 for 2021: a fall, not the rise the claim says (yrs.csv:3)',
    ],
    ['Sales rose to 150 in 2020.', yrs, 'supported', 'the source states 150 (yrs.csv:3), 2020 (yrs.csv:3)'],
    [
      'Sales fell to 150 in 2020.',
      yrs,
      'refuted',
      'the source gives 120 for 2019 and 150 for 2020: a rise, not the fall the claim says (yrs.csv:2)',
    ],
    [
      'Sales rose from 120 in 2019 to 150 in 2020.',
      yrs,
      'supported',
      'the source states 120 (yrs.csv:2), 2019 (yrs.csv:2), 150 (yrs.csv:3), 2020 (yrs.csv:3)',
    ],
    [
      'Sales were 120 in 2019 and 150 in 2020.',
      yrs,
      'supported',
      'the source states 120 (yrs.csv:2), 2019 (yrs.csv:2), 150 (yrs.csv:3), 2020 (yrs.csv:3)',
    ],
    ['Sales rose by 30 in 2020.', yrs, 'neutral', 'the source does not state 30 (said of: Sales, rose)'],
    ['Sales fell by 10 in 2021.', yrs, 'neutral', 'the source does not state 10 (said of: Sales, fell)'],
    ['Sales fell by 20 in 2021.', yrs, 'neutral', 'the source does not state 20 (said of: Sales, fell)'],
    ['In 2020, sales were 150.', yrs, 'supported', 'the source states 2020 (yrs.csv:3), 150 (yrs.csv:3)'],
    ['In 2020, sales were 140.', yrs, 'neutral', 'the source does not state 140 (said of: sales)'],
    ['Sales were 150 in 2020.', yrs, 'supported', 'the source states 150 (yrs.csv:3), 2020 (yrs.csv:3)'],
    [
      'Sales were 140 in 2020.',
      yrs,
      'refuted',
      'the source gives 150 for "sales" of the row "2020" (yrs.csv:3), not 140',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});

const pool = json('config.json', { database: { pool: { max_connections: 50 } }, server: { max_connections: 1000 } });
const runtime = md('runtime.md', ['# Runtime', '', '- Python 3.8', '- Node 20.11.0', '- eslint 8.22.0']);
const seasons = csv('seasons.csv', [
  'season,champion,titles',
  '2012 nrl season,Melbourne,2',
  '2013 nrl season,Sydney,3',
]);
const builds = txt(
  'bench.txt',
  'The baseline build took 4.8 ms per request. The candidate build took 3.1 ms per request.\n',
);
const yearly = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2023',
  '',
  'The project shipped 19 releases.',
  '',
  '## 2022',
  '',
  'The project shipped 12 releases.',
]);
const kinds = csv('sources.csv', ['source,kind', 'Wind,renewable', 'Solar,renewable', 'Coal,fossil']);
const people = csv('people.csv', ['name,role,team', 'Ana Ruiz,maintainer,core', 'Ben Cho,reviewer,docs']);
const events = csv('events.csv', ['event,date,visitors', 'launch,2024-03-05,300', 'meetup,2024-04-10,120']);

describe('nested blocks, versions of named products, counts of a column, and values settled together', () => {
  const cases: [string, Source, string, string][] = [
    [
      'The database pool allows at most 50 connections.',
      pool,
      'supported',
      'the source states at most 50 (config.json:4)',
    ],
    [
      'The server allows at most 1000 connections.',
      pool,
      'supported',
      'the source states at most 1000 (config.json:8)',
    ],
    ['The database allows 50 max connections.', pool, 'supported', 'the source states 50 (config.json:4)'],
    [
      'The database allows 1000 max connections.',
      pool,
      'refuted',
      'the source gives 50 for "database.pool.max_connections" (config.json:4), not 1000',
    ],
    ['The project lints with eslint 8.22.0.', runtime, 'supported', 'the source states 8.22.0 (runtime.md:5)'],
    [
      'The project lints with eslint 8.23.0.',
      runtime,
      'refuted',
      'the source gives 8.22.0 for "eslint 8.22.0" (runtime.md:5), not 8.23.0',
    ],
    [
      'The project runs on version 8.22.0.',
      runtime,
      'neutral',
      'the source does not state 8.22.0 (said of: project, runs, version)',
    ],
    [
      'The project runs on Python 3.8.',
      runtime,
      'neutral',
      'the source names Python, but not where it says what the claim says',
    ],
    [
      'The project runs on Python 3.9.',
      runtime,
      'refuted',
      'the source gives 3.8 for "Python 3.8" (runtime.md:3), not 3.9',
    ],
    [
      'The project runs on Node 20.11.0.',
      runtime,
      'neutral',
      'the source names Node, but not where it says what the claim says',
    ],
    [
      'Melbourne won the 2012 NRL season.',
      seasons,
      'neutral',
      'the claim puts "Melbourne" under "season", but the source gives it in another column of that row',
    ],
    [
      'Sydney won the 2012 NRL season.',
      seasons,
      'neutral',
      'the claim also names "Sydney", which the source gives in another row; no check here can judge which row it means',
    ],
    [
      'In the 2013 NRL season Sydney had 3 titles.',
      seasons,
      'supported',
      'the source states 2013 (seasons.csv:3), 3 (seasons.csv:3), NRL (seasons.csv:2), Sydney (seasons.csv:3)',
    ],
    [
      'In the 2013 NRL season Sydney had 2 titles.',
      seasons,
      'refuted',
      'the source gives 3 for "titles" of the row "2013 nrl season" (seasons.csv:3), not 2',
    ],
    [
      'The request took 4.8 ms before and 3.1 ms after.',
      builds,
      'supported',
      'the source states 4.8 ms (bench.txt:1), 3.1 ms (bench.txt:1)',
    ],
    [
      'Requests took 4.8 ms on the baseline build and 3.1 ms on the candidate build.',
      builds,
      'supported',
      'the source states 4.8 ms (bench.txt:1), 3.1 ms (bench.txt:1)',
    ],
    [
      'In 2023 the project shipped 19 releases.',
      yearly,
      'supported',
      'the source states 2023 (CHANGELOG.md:5), 19 (CHANGELOG.md:5)',
    ],
    [
      'In 2023 the project shipped 12 releases.',
      yearly,
      'refuted',
      'the source gives 19 for "The project shipped 19 releases." (CHANGELOG.md:5), not 12',
    ],
    [
      'The project shipped 19 releases in 2023.',
      yearly,
      'supported',
      'the source states 19 (CHANGELOG.md:5), 2023 (CHANGELOG.md:5)',
    ],
    [
      'The project shipped 12 releases in 2023.',
      yearly,
      'refuted',
      'the source gives 19 for "The project shipped 19 releases." (CHANGELOG.md:5), not 12',
    ],
    ['The table lists three sources.', kinds, 'supported', 'the source states three (sources.csv:2)'],
    ['The table lists two kinds.', kinds, 'supported', 'the source states two (sources.csv:2)'],
    [
      'The table lists three kinds.',
      kinds,
      'refuted',
      'the source gives 2 entries for the different values of "kind" (sources.csv:2), not three',
    ],
    [
      'Three sources are listed.',
      kinds,
      'neutral',
      'the source does not state Three (said of: Three, sources, listed)',
    ],
    ['Four sources are listed.', kinds, 'neutral', 'the source does not state Four (said of: Four, sources, listed)'],
    [
      'Two of the sources are renewable.',
      kinds,
      'neutral',
      'the source does not state Two (said of: Two, sources, renewable)',
    ],
    ['Ana Ruiz is a maintainer.', people, 'supported', 'the source states this in the same words'],
    [
      'Ana Ruiz is a reviewer.',
      people,
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
    ],
    [
      'Ana Ruiz works on the core team.',
      people,
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
    ],
    [
      'Ana Ruiz works on the docs team.',
      people,
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
    ],
    [
      'The launch drew 300 visitors on 5 March 2024.',
      events,
      'supported',
      'the source states 300 (events.csv:2), 5 March 2024 (events.csv:2)',
    ],
    [
      'The launch drew 300 visitors on 6 March 2024.',
      events,
      'neutral',
      'the source does not state 6 March 2024 (said of: launch, drew, visitors)',
    ],
    ['The launch took place on 5 March 2024.', events, 'supported', 'the source states 5 March 2024 (events.csv:2)'],
    [
      'The launch took place on 10 April 2024.',
      events,
      'neutral',
      'the source does not state 10 April 2024 (said of: launch, took, place)',
    ],
    [
      'The meetup drew 300 visitors.',
      events,
      'refuted',
      'the source gives 120 for "visitors" of the row "meetup" (events.csv:3), not 300',
    ],
    ['The meetup drew 120 visitors.', events, 'supported', 'the source states 120 (events.csv:3)'],
    [
      'The launch drew 120 visitors, more than the meetup.',
      events,
      'refuted',
      'the source gives 300 for "visitors" of the row "launch" (events.csv:2), not 120',
    ],
    [
      'The launch drew 300 visitors, more than the meetup.',
      events,
      'neutral',
      'the claim also names "meetup", which the source gives in another row; no check here can judge which row it means',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});

const daily = csv('daily.csv', [
  'date,station,riders',
  '2024-03-05,North,120',
  '2024-03-20,North,130',
  '2024-04-02,North,110',
]);
const months = csv('months.csv', [
  'date,station,riders',
  '2024-02-01,North,300',
  '2024-11-01,North,200',
  '2024-12-01,North,250',
]);

describe('the row before a day or a month of the same year', () => {
  const cases: [string, Source, string, string][] = [
    [
      'Hydro output fell to 800 in July 2015.',
      gaps,
      'refuted',
      'the source gives 700 for 2015-01-01 and 800 for 2015-07-01: a rise, not the fall the claim says (gaps.csv:2)',
    ],
    [
      'North riders rose to 130 on 20 March 2024.',
      daily,
      'supported',
      'the source states 130 (daily.csv:3), 20 March 2024 (daily.csv:3)',
    ],
    [
      'North riders fell to 130 on 20 March 2024.',
      daily,
      'refuted',
      'the source gives 120 for 2024-03-05 and 130 for 2024-03-20: a rise, not the fall the claim says (daily.csv:2)',
    ],
    [
      'North riders fell to 110 on 2 April 2024.',
      daily,
      'supported',
      'the source states 110 (daily.csv:4), 2 April 2024 (daily.csv:4)',
    ],
    [
      'North riders rose to 110 on 2 April 2024.',
      daily,
      'refuted',
      'the source gives 130 for 2024-03-20 and 110 for 2024-04-02: a fall, not the rise the claim says (daily.csv:3)',
    ],
    [
      'North riders rose to 250 in December 2024.',
      months,
      'supported',
      'the source states 250 (months.csv:4), December 2024 (months.csv:4)',
    ],
    [
      'North riders fell to 250 in December 2024.',
      months,
      'refuted',
      'the source gives 200 for 2024-11-01 and 250 for 2024-12-01: a rise, not the fall the claim says (months.csv:3)',
    ],
    [
      'North riders fell to 200 in November 2024.',
      months,
      'supported',
      'the source states 200 (months.csv:3), November 2024 (months.csv:3)',
    ],
    [
      'North riders rose to 200 in November 2024.',
      months,
      'refuted',
      'the source gives 300 for 2024-02-01 and 200 for 2024-11-01: a fall, not the rise the claim says (months.csv:2)',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});

const dl = csv('downloads.csv', ['year,downloads,stars', '2021,500,40', '2022,1000,60', '2023,2000,90']);
const games = csv('games.csv', [
  'home team,home team score,away team,away team score,venue,crowd',
  'geelong,61,hawthorn,70,kardinia park,21000',
  'footscray,119,brentford,53,western oval,12000',
  'fitzroy,35,kew,42,brunswick street oval,15000',
]);

describe('changes between years, values of one column at two years, and names in another column of their row', () => {
  const cases: [string, Source, string, string][] = [
    [
      'Downloads doubled from 2022 to 2023.',
      dl,
      'supported',
      'the source states 2022 (downloads.csv:3), 2023 (downloads.csv:4)',
    ],
    [
      'Downloads doubled from 2021 to 2022.',
      dl,
      'supported',
      'the source states 2021 (downloads.csv:2), 2022 (downloads.csv:3)',
    ],
    [
      'Downloads tripled from 2021 to 2022.',
      dl,
      'refuted',
      'the source gives 500 for 2021 and 1000 for 2022, 2.00 times the first, not the factor of 3 the claim says (downloads.csv:3)',
    ],
    ['Downloads doubled in 2023.', dl, 'neutral', 'the source does not state 2023 (said of: Downloads, doubled)'],
    [
      'Downloads rose from 500 in 2021 to 2000 in 2023.',
      dl,
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ],
    [
      'Downloads were 500 in 2021 and 2000 in 2023.',
      dl,
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ],
    [
      'Stars rose from 40 in 2021 to 90 in 2023.',
      dl,
      'supported',
      'the source states 40 (downloads.csv:2), 2021 (downloads.csv:2), 90 (downloads.csv:4), 2023 (downloads.csv:4)',
    ],
    [
      'Stars rose from 40 in 2021 to 60 in 2023.',
      dl,
      'refuted',
      'the source gives 90 for "stars" of the row "2023" (downloads.csv:4), not 60',
    ],
    [
      'Downloads were 500 in 2021 and stars 90 in 2023.',
      dl,
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ],
    [
      'Solar output doubled from 2007 to 2008.',
      hydro,
      'refuted',
      'the source gives 10 for 2007 and 30 for 2008, 3.00 times the first, not the factor of 2 the claim says (generation.csv:6)',
    ],
    [
      'Solar output was 10 in 2007 and 30 in 2008.',
      hydro,
      'supported',
      'the source states 10 (generation.csv:5), 2007 (generation.csv:5), 30 (generation.csv:6), 2008 (generation.csv:6)',
    ],
    [
      'Solar output rose from 10 in 2007 to 50 in 2009.',
      hydro,
      'supported',
      'the source states 10 (generation.csv:5), 2007 (generation.csv:5), 50 (generation.csv:7), 2009 (generation.csv:7)',
    ],
    [
      'Brentford played at home before 12000.',
      games,
      'neutral',
      'the claim puts "brentford" under "home team", but the source gives it in another column of that row',
    ],
    ['Kew played at home.', games, 'neutral', 'no check here can judge this wording; the closest passage is shown'],
    [
      'Kew played away at Brunswick Street Oval.',
      games,
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
    ],
    [
      'Hawthorn scored 70 away at Kardinia Park.',
      games,
      'supported',
      'the source states 70 (games.csv:2), Kardinia Park (games.csv:2)',
    ],
    ['The away team hawthorn scored 70.', games, 'supported', 'the source states 70 (games.csv:2)'],
    [
      'The away team hawthorn scored 61.',
      games,
      'refuted',
      'the source gives 70 for "away team score" of the row "geelong" (games.csv:2), not 61',
    ],
    [
      'The home team geelong scored 61, behind hawthorn.',
      games,
      'neutral',
      'the claim puts "hawthorn" under "home team", but the source gives it in another column of that row',
    ],
    [
      'Geelong scored 61, behind Hawthorn.',
      games,
      'neutral',
      '"61" fits 61 for "home team score" of the row "geelong" (games.csv:2), but the source also gives 70 for "away team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Geelong scored 70, behind Hawthorn.',
      games,
      'neutral',
      '"70" fits 70 for "away team score" of the row "geelong" (games.csv:2), but the source also gives 61 for "home team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Hawthorn scored 70, ahead of Geelong.',
      games,
      'neutral',
      '"70" fits 70 for "away team score" of the row "geelong" (games.csv:2), but the source also gives 61 for "home team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Hawthorn scored 61, ahead of Geelong.',
      games,
      'neutral',
      '"61" fits 61 for "home team score" of the row "geelong" (games.csv:2), but the source also gives 70 for "away team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Hawthorn beat Geelong, scoring 70.',
      games,
      'neutral',
      '"70" fits 70 for "away team score" of the row "geelong" (games.csv:2), but the source also gives 61 for "home team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
    [
      'Ahead of Geelong, Hawthorn scored 70.',
      games,
      'neutral',
      '"70" fits 70 for "away team score" of the row "geelong" (games.csv:2), but the source also gives 61 for "home team score" of the row "geelong" (games.csv:2) where the claim\'s words fit as well; say which one the claim means',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 1.2.0 - 2026-02-01',
  '',
  '- Fixed 3 bugs.',
  '- Added a flag.',
  '',
  '## 1.1.0 - 2026-01-10',
  '',
  '- Fixed 2 bugs.',
  '',
  '## 1.0.0 - 2026-01-01',
  '',
  '- First release.',
]);
const list = json('plugins.json', [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }]);
const ranks = csv('ranks.csv', ['rank,team,points', '1,Carlton,48', '2,Richmond,44', '3,Geelong,40']);

describe('counts the tool makes, and ranks', () => {
  const cases: [string, Source, string, string][] = [
    ['Release 1.2.0 fixed 3 bugs.', log, 'supported', 'the source states 1.2.0 (CHANGELOG.md:3), 3 (CHANGELOG.md:5)'],
    ['Release 1.2.0 fixed 2 bugs.', log, 'refuted', 'the source gives 3 for "Fixed 3 bugs." (CHANGELOG.md:5), not 2'],
    [
      'Release 1.2.0 has two entries.',
      log,
      'supported',
      'the source states 1.2.0 (CHANGELOG.md:3), two (CHANGELOG.md:5)',
    ],
    [
      'Release 1.2.0 has three entries.',
      log,
      'refuted',
      'the source gives 2 entries for the entries under "1.2.0 - 2026-02-01" (CHANGELOG.md:5), not three',
    ],
    ['The file lists 4 plugins.', list, 'supported', 'the source states 4 (plugins.json:1)'],
    [
      'The file lists 5 plugins.',
      list,
      'refuted',
      'the source gives 4 entries for "the list (number of entries)" (plugins.json:1), not 5',
    ],
    ['Richmond finished second.', ranks, 'supported', 'the source states second (ranks.csv:3)'],
    [
      'Richmond finished third.',
      ranks,
      'refuted',
      'the source gives 2 for "rank" of the row "Richmond" (ranks.csv:3), not third',
    ],
    [
      'Geelong finished third with 40 points.',
      ranks,
      'supported',
      'the source states third (ranks.csv:4), 40 (ranks.csv:4)',
    ],
    [
      'Geelong finished third with 44 points.',
      ranks,
      'refuted',
      'the source gives 40 for "points" of the row "Geelong" (ranks.csv:4), not 44',
    ],
    [
      'Carlton had 48 points in 1st place.',
      ranks,
      'supported',
      'the source states 48 (ranks.csv:2), 1st (ranks.csv:2)',
    ],
  ];
  for (const [claim, source, support, rule] of cases)
    it(claim, () => {
      const r = assessDeterministic(claim, source);
      expect([r.support, r.rule]).toEqual([support, rule]);
    });
});
