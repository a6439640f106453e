// How the outcomes of a claim's values make one verdict: which value decides, the reason it gives and what it leaves unmatched.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { dataCsv, needs, source } from './fixtures.js';

const md = (id: string, lines: string[]) => source(id, [...lines, ''].join('\n'), 'text/markdown', `${id}.md`);

const schools = dataCsv('schools', ['name,decile,roll', 'Paraparaumu School,7,410', 'Kapiti School,5,220']);

describe('a refuted value', () => {
  it('names the source value, its row and place, and leaves nothing unmatched', () => {
    expect(assessDeterministic("Kapiti School's decile is 6.", schools)).toEqual({
      support: 'refuted',
      rule: 'the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3), not 6',
      passage: { text: 'name: Kapiti School; decile: 5; roll: 220', range: expect.any(Object) },
      score: 1,
      unmatched: [],
      subject: '6',
    });
  });

  it('names at most three of the source values that refute it', () => {
    const releases = source(
      'releases',
      [
        'Version 5.0 shipped on 2023-08-14.',
        'Version 5.1 shipped on 2023-11-02.',
        'Version 5.2 shipped on 2024-01-09.',
        'Version 5.3 shipped on 2024-03-19.',
        'Version 5.4 shipped on 2024-05-21.',
        '',
      ].join('\n'),
    );
    const r = assessDeterministic('Version 6.0 shipped in late February 2024.', releases);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 5.0 for "Version 5.0 shipped on 2023-08-14." (releases.txt:1) and 5.1 for "Version 5.1 shipped on 2023-11-02." (releases.txt:2) and 5.2 for "Version 5.2 shipped on 2024-01-09." (releases.txt:3), not 6.0',
    );
  });

  it('goes to a person when the claim negates it, naming the value the source gives', () => {
    expect(assessDeterministic("Kapiti School's decile is not 6.", schools)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "Kapiti School\'s decile is not 6", a negation, and the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3): check by hand that the source bears it out',
      passage: { text: 'name: Kapiti School; decile: 5; roll: 220' },
      unmatched: [],
    });
  });

  it('names at most three of the source values when the claim negates a value, joined with "and"', () => {
    const releases = source(
      'shipped',
      [
        'Version 5.0 shipped on 2023-08-14.',
        'Version 5.1 shipped on 2023-11-02.',
        'Version 5.2 shipped on 2024-01-09.',
        'Version 5.3 shipped on 2024-03-19.',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('It is not true that version 6.0 shipped.', releases)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "It is not true that version 6.0", a negation, and the source gives 5.0 for "Version 5.0 shipped on 2023-08-14." (shipped.txt:1) and 5.1 for "Version 5.1 shipped on 2023-11-02." (shipped.txt:2) and 5.2 for "Version 5.2 shipped on 2024-01-09." (shipped.txt:3): check by hand that the source bears it out',
    });
  });
});

describe('a rise or fall said of one period', () => {
  const downloads = dataCsv('downloads', ['month,downloads', '2024-02,1200', '2024-03,1500', '2024-04,1350']);

  it('refutes the wrong direction with both months, leaving nothing unmatched', () => {
    expect(assessDeterministic('Downloads rose in April 2024.', downloads)).toEqual({
      support: 'refuted',
      rule: 'the source gives 1500 for 2024-03 (downloads.csv:3) and 1350 for 2024-04 (downloads.csv:4): a fall, not the rise the claim says',
      passage: { text: 'month: 2024-04; downloads: 1350', range: expect.any(Object) },
      score: 1,
      unmatched: [],
    });
  });
});

describe('a whole the claim takes a part of', () => {
  it('still refutes a whole that prose gives otherwise', () => {
    const vote = source('vote', 'Ada won 7 of the 14 votes cast.\n');
    expect(assessDeterministic('Ada won 7 of the 12 votes.', vote)).toMatchObject({
      support: 'refuted',
      subject: '12',
    });
  });

  it('reads "out of" at the very start of the claim as a whole', () => {
    const votes = md('votes', ['| Candidate | Votes |', '|---|---|', '| Ada | 7 |', '| Bo | 3 |', '| Cy | 2 |']);
    expect(assessDeterministic('Out of 12, Ada got 7 votes.', votes)).toMatchObject({
      support: 'neutral',
      rule: 'the claim gives 12 as a whole, which no one row of the source gives; no check here adds up the rows',
      unmatched: ['12'],
      subject: '12',
      neutral: 'not-stated',
    });
  });
});

describe('a count of the values the claim lists', () => {
  const log = md('CHANGELOG', [
    '# Changelog',
    '',
    '## 0.11.5 - 2024-03-02',
    '',
    '- Fix a crash on empty input',
    '',
    '## 0.11.4 - 2024-02-10',
    '',
    '- Fix the parser',
    '',
    '## 0.11.0 - 2024-01-05',
    '',
    '- Add a JSON exporter',
  ]);

  it('is supported when every listed value is', () => {
    expect(assessDeterministic('Two patch releases followed, 0.11.4 and 0.11.5.', log)).toMatchObject({
      support: 'supported',
      rule: 'the source states Two (CHANGELOG.md:7), 0.11.4 (CHANGELOG.md:7), 0.11.5 (CHANGELOG.md:3)',
    });
  });

  it('does not let the count pass "same" for the places its listed values are given', () => {
    expect(assessDeterministic('Two patch releases followed on the same day, 0.11.4 and 0.11.5.', log)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "same", which needs a comparison across the source that no check here can make',
    });
  });

  it('is not stated when one listed value is not, and is named first', () => {
    expect(assessDeterministic('Two patch releases followed, 0.11.4 and 0.11.7.', log)).toMatchObject({
      support: 'neutral',
      rule: 'the source does not state Two (said of: Two, patch, releases, followed)',
      unmatched: ['Two', '0.11.7'],
      subject: 'Two',
      neutral: 'not-stated',
    });
  });
});

describe('values the source does not state', () => {
  const notes = md('notes', ['# Notes', '', 'The team fixed bugs in the parser and the exporter.']);

  it('names the value before the date that only dates it, wherever the date stands', () => {
    for (const claim of [
      'On 3 March 2024 the team fixed 45 bugs in the parser.',
      'The team fixed 45 bugs in the parser on 3 March 2024.',
    ])
      expect(assessDeterministic(claim, notes), claim).toMatchObject({
        support: 'neutral',
        rule: 'the source does not state 45 (said of: team, fixed, bugs, parser)',
        unmatched: ['45', '3 March 2024'],
        subject: '45',
        neutral: 'not-stated',
      });
  });

  it('reads a date with no year as dating the claim too', () => {
    expect(assessDeterministic('On 3 March the team fixed 45 bugs in the parser.', notes)).toMatchObject({
      rule: 'the source does not state 45 (said of: team, fixed, bugs, parser)',
      unmatched: ['45', '3 March'],
      subject: '45',
    });
  });

  it('asks which value the claim means when several fit, naming at most four', () => {
    const offices = source(
      'offices',
      [
        'The Paris office had 40 staff in 2020.',
        'The Paris office had 45 staff in 2021.',
        'The Paris office had 50 staff in 2022.',
        'The Paris office had 55 staff in 2023.',
        'The Paris office had 60 staff in 2024.',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The Paris office had 50 staff.', offices)).toMatchObject({
      support: 'neutral',
      rule: '"50" fits 50 for "The Paris office had 50 staff in 2022." (offices.txt:3), but the source also gives 40 for "The Paris office had 40 staff in 2020." (offices.txt:1), 45 for "The Paris office had 45 staff in 2021." (offices.txt:2), 55 for "The Paris office had 55 staff in 2023." (offices.txt:4) where the claim\'s words fit as well; say which one the claim means',
      // (The office is named beside no value the source is known to state for the claim.)
      unmatched: ['50', 'Paris'],
      subject: '50',
      neutral: 'ambiguous',
    });
  });
});

describe('a claim refuted by what it says beside its values', () => {
  const log = md('CHANGELOG', [
    '# Changelog',
    '',
    '## [2.3.0] - 2025-09-14',
    '',
    '### Added',
    '',
    '- Colour output for the CLI',
    '',
    '### Fixed',
    '',
    '- A crash on empty input',
    '',
    '## [2.2.1] - 2025-05-02',
    '',
    '- Fix a memory leak in the tokenizer',
  ]);

  it('refutes a change put in another release, leaving no value unmatched', () => {
    expect(assessDeterministic('2.3.0 fixed a memory leak in the tokenizer.', log)).toEqual({
      support: 'refuted',
      rule: 'the source lists "Fix a memory leak in the tokenizer" under "2.2.1 - 2025-05-02", not under "2.3.0 - 2025-09-14" (CHANGELOG.md:15)',
      passage: { text: 'Fix a memory leak in the tokenizer', range: expect.any(Object) },
      score: 1,
      unmatched: [],
    });
  });

  it('refutes a change of another type, leaving no value unmatched', () => {
    expect(assessDeterministic('2.3.0 fixed colour output for the CLI.', log)).toEqual({
      support: 'refuted',
      rule: 'the source lists "Colour output for the CLI" under "Added", not as fixed (CHANGELOG.md:7)',
      passage: { text: 'Colour output for the CLI', range: expect.any(Object) },
      score: 1,
      unmatched: [],
    });
  });

  it('refutes the ends of a change given the other way round, leaving no value unmatched', () => {
    const buffer = source('buffer', 'The default buffer size has been increased from 16 KiB to 64 KiB.\n');
    expect(assessDeterministic('The default buffer size went from 64 KiB to 16 KiB.', buffer)).toEqual({
      support: 'refuted',
      rule: 'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (buffer.txt:1)',
      passage: { text: 'The default buffer size has been increased from 16 KiB to 64 KiB.', range: expect.any(Object) },
      score: 1,
      unmatched: [],
    });
  });

  it('refutes a line of versions said to end with an older release, leaving no value unmatched', () => {
    const history = md('History', [
      '# History',
      '',
      '## 4.21.2 / 2024-11-06',
      '',
      '- deps: path-to-regexp@0.1.12',
      '',
      '## 4.21.1 / 2024-10-08',
      '',
      '- Backport a fix for CVE-2024-47764',
    ]);
    expect(assessDeterministic('The 4.x line ended with 4.21.1.', history)).toEqual({
      support: 'refuted',
      rule: "the claim says the 4.x line ended with 4.21.1, but the source's newest 4.x release is 4.21.2 (4.21.2 / 2024-11-06) (History.md:3)",
      passage: { text: '4.21.2 / 2024-11-06', range: expect.any(Object) },
      score: 1,
      unmatched: [],
      subject: '4.21.1',
    });
  });

  it('refutes a superlative another row beats, naming that row', () => {
    const runners = md('runners', [
      '| Runner | Build duration |',
      '|---|---|',
      '| alpha | 42 |',
      '| beta | 57 |',
      '| delta | 80 |',
    ]);
    expect(assessDeterministic('delta has the fastest build duration, at 80.', runners)).toEqual({
      support: 'refuted',
      rule: 'the claim says "fastest", but the source gives 42 for "Build duration" of the row "alpha" (runners.md:3)',
      passage: { text: 'Runner: alpha; Build duration: 42', range: expect.any(Object) },
      score: 1,
      unmatched: [],
      subject: 'fastest',
    });
  });

  it('refutes a series said to move more than others that moved as much', () => {
    const rows = Object.entries({ Nuclear: [100, 105, 103], Hydro: [50, 60, 55], Wind: [20, 30, 30] }).flatMap(
      ([name, values]) => values.map((v, k) => `${2019 + k}-01-01,${name},${v}`),
    );
    const steady = dataCsv('spread', ['year,source,output_twh', ...rows]);
    expect(
      assessDeterministic('Wind output moved more than the other two sources, reaching 30 in 2020.', steady),
    ).toMatchObject({
      support: 'refuted',
      rule: "the source's values span 10 for Wind, against 5 for Nuclear, 10 for Hydro: it did not move more (spread.csv:9)",
      unmatched: [],
      subject: 'more',
    });
  });

  it('refutes one mark said of every measure of a record when one reads otherwise', () => {
    const bench = source(
      'bench',
      JSON.stringify({
        results: [
          { name: 'quick', version: '2.1.0', req_per_sec: '51000.5', p99_latency: '18.2' },
          { name: 'broken', version: '0.9.1', req_per_sec: 'N/A', p99_latency: 'N/A' },
          { name: 'partial', version: '1.2.0', req_per_sec: 'N/A', p99_latency: '30.1' },
        ],
      }),
      'application/json',
      'bench/results.json',
    );
    expect(
      assessDeterministic('Version 1.2.0 of partial is listed, but every measurement reads N/A.', bench),
    ).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 30.1 for results.p99_latency of "partial", not N/A (results.json:1)',
      unmatched: [],
      subject: 'every',
    });
  });
});

describe('reasoning words a supported claim adds', () => {
  const releases = md('releases', [
    '# Changelog',
    '',
    '## 2.0.7 - 2014-12-30',
    '',
    '- Fixed a crash.',
    '',
    '## 2.0.6 - 2014-12-30',
    '',
    '- Fixed a leak.',
    '',
    '## 2.0.5 - 2014-12-02',
    '',
    '- Added a flag.',
  ]);

  it('passes "both" when a value is given in each place the claim names', () => {
    expect(assessDeterministic('Both 2.0.5 and 2.0.7 went out in 2014.', releases)).toMatchObject({
      support: 'supported',
      rule: 'the source states 2.0.5 (releases.md:11), 2.0.7 (releases.md:3), 2014 (releases.md:3)',
    });
  });

  it('leaves "both" to a person when no value is given in two places', () => {
    expect(assessDeterministic("Kapiti School's decile is 5, and both schools are listed.", schools)).toMatchObject({
      support: 'neutral',
      rule: needs('both'),
    });
  });

  it('does not let a date two releases share pass any other word', () => {
    expect(
      assessDeterministic('2.0.6 and 2.0.7 went out on December 30th, 2014, the most releases in a day.', releases),
    ).toMatchObject({ support: 'neutral', rule: needs('most') });
  });

  it('leaves "total" to a person when the tool summed nothing', () => {
    expect(assessDeterministic('2.0.5 went out on December 2nd, 2014, in total.', releases)).toMatchObject({
      support: 'neutral',
      rule: needs('total'),
    });
  });
});

describe('a word of another row', () => {
  it('quotes the word as the claim writes it', () => {
    const generation = dataCsv('generation', [
      'year,source,gwh',
      '2021,Fossil Fuels,35361',
      '2021,Renewables,1437',
      '2021,Nuclear,9000',
    ]);
    expect(assessDeterministic('Nuclear made 9,000 GWh in 2021, unlike Renewables.', generation)).toMatchObject({
      support: 'neutral',
      rule: 'the claim also names "Renewables", which the source gives in another row; no check here can judge which row it means',
      passage: { text: 'year: 2021; source: Nuclear; gwh: 9000' },
    });
  });
});

describe("a rank's own word", () => {
  it('is left to a person when the claim gives a score but no rank to check', () => {
    const season = source('season', 'The team scored 41 points this season.\n');
    expect(assessDeterministic('With 41 points the team was ranked top.', season)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "ranked", which needs a comparison across the source that no check here can make',
    });
  });
});

describe('a value worked out from two rows', () => {
  it('does not pass "same" or "both" for the two rows it compares', () => {
    const runners = md('runners', ['| Runner | Build duration |', '|---|---|', '| alpha | 42 |', '| beta | 57 |']);
    expect(
      assessDeterministic("alpha's build duration was 15 shorter than beta's, the same gap as before.", runners),
    ).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "same", which needs a comparison across the source that no check here can make',
    });
    const downloads = dataCsv('yearly', ['year,downloads', '2022,1000', '2023,2000', '2024,2100']);
    expect(assessDeterministic('Downloads doubled from 2022 to 2023.', downloads).support).toBe('supported');
    expect(assessDeterministic('Downloads doubled from 2022 to 2023, both years of growth.', downloads)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "both", which needs a comparison across the source that no check here can make',
    });
  });
});

describe('values from several rows of a table', () => {
  const joins = 'the claim joins values from several rows of the source; no check here can judge that';
  const schoolsMd = md('school-rolls', [
    '# Schools 2024',
    '',
    '| name | decile | roll |',
    '|---|---|---|',
    '| Paraparaumu School | 7 | 220 |',
    '| Kapiti School | 5 | 220 |',
    '| Otaki School | 5 | 300 |',
  ]);

  it('reads a claim about the one row that holds every value, though other rows hold some', () => {
    expect(assessDeterministic('Kapiti School has a roll of 220 and a decile of 5.', schoolsMd)).toMatchObject({
      support: 'supported',
      rule: 'the source states 220 (school-rolls.md:6), 5 (school-rolls.md:6), Kapiti School (school-rolls.md:6)',
    });
    expect(assessDeterministic('Kapiti School had a roll of 220 and a decile of 5 in 2024.', schoolsMd)).toMatchObject({
      support: 'supported',
      rule: 'the source states 220 (school-rolls.md:6), 5 (school-rolls.md:6), 2024 (school-rolls.md:1), Kapiti School (school-rolls.md:6)',
    });
  });

  it('reads the fields of one JSON record as one row', () => {
    const bench = source(
      'bench-fields',
      JSON.stringify({
        results: [
          { name: 'quick', version: '2.1.0', req_per_sec: '51000.5', p99_latency: '18.2' },
          { name: 'partial', version: '1.2.0', req_per_sec: '42000.0', p99_latency: '30.1' },
        ],
      }),
      'application/json',
      'bench/fields.json',
    );
    expect(assessDeterministic('Version 1.2.0 of partial has a p99 latency of 30.1.', bench)).toMatchObject({
      support: 'supported',
      rule: 'the source states 1.2.0 (fields.json:1:122), 30.1 (fields.json:1:168)',
    });
    expect(assessDeterministic('Version 1.2.0 has a p99 latency of 30.1.', bench)).toMatchObject({
      support: 'supported',
      rule: 'the source states 1.2.0 (fields.json:1:122), 30.1 (fields.json:1:168)',
    });
  });

  it('reads a claim about the one record that holds both its values, though each is given in another record too', () => {
    const runs = source(
      'bench-shared',
      JSON.stringify({
        results: [
          { name: 'quick', version: '2.1.0', p99_latency: '30.1' },
          { name: 'partial', version: '1.2.0', p99_latency: '30.1' },
          { name: 'slow', version: '1.2.0', p99_latency: '45.0' },
        ],
      }),
      'application/json',
      'bench/shared.json',
    );
    expect(assessDeterministic('Version 1.2.0 has a p99 latency of 30.1.', runs)).toMatchObject({
      support: 'supported',
      rule: 'the source states 1.2.0 (shared.json:1:98), 30.1 (shared.json:1:120)',
      passage: { text: 'results.version of "partial": 1.2.0' },
    });
  });

  it('leaves a value said of every row of a table to a person unless it is one column of every row', () => {
    const hosts = dataCsv('hosts', [
      'host,os,cores',
      'web1,Ubuntu 22.04,4',
      'web2,Ubuntu 22.04,4',
      'db1,Ubuntu 22.04,8',
    ]);
    expect(assessDeterministic('The hosts run Ubuntu 22.04.', hosts)).toMatchObject({
      support: 'neutral',
      rule: joins,
      passage: { text: 'host: web1; os: Ubuntu 22.04; cores: 4' },
    });
    const cores = dataCsv('cores', ['host,cores', 'web1,4', 'web2,4', 'db1,4']);
    expect(assessDeterministic('The hosts have 4 cores.', cores)).toMatchObject({
      support: 'supported',
      rule: 'the source states 4 (cores.csv:2)',
    });
  });

  it('leaves two measures read in the rows of two years to a person: a year is no row name said in the clause', () => {
    const repo = dataCsv('repo', ['year,downloads,stars', '2022,1000,40', '2023,2000,50', '2024,2100,65']);
    expect(assessDeterministic('In 2022 downloads were 1,000, and in 2023 stars reached 50.', repo)).toMatchObject({
      support: 'neutral',
      rule: joins,
    });
    // (One measure read in each year's row is a series, and is checked.)
    expect(assessDeterministic('Downloads were 1,000 in 2022 and 2,000 in 2023.', repo).support).toBe('supported');
  });

  it('counts the rows of the section the value is read in, and only rows', () => {
    const fleet = md('fleet', [
      '# Fleet',
      '',
      '## Web',
      '',
      'The web tier.',
      '',
      '| host | cores |',
      '|---|---|',
      '| web1 | 4 |',
      '| web2 | 4 |',
      '',
      '## Data',
      '',
      '| host | disks |',
      '|---|---|',
      '| db1 | 16 |',
    ]);
    expect(assessDeterministic('The web hosts have 4 cores.', fleet)).toMatchObject({
      support: 'supported',
      rule: 'the source states 4 (fleet.md:9)',
    });
    const split = md('split-fleet', [
      '# Fleet',
      '',
      '## Web',
      '',
      '| host | cores |',
      '|---|---|',
      '| web1 | 4 |',
      '| web2 | 4 |',
      '',
      '## Data',
      '',
      '| host | cores |',
      '|---|---|',
      '| db1 | 4 |',
      '| db2 | 4 |',
    ]);
    expect(assessDeterministic('The web hosts have 4 cores.', split)).toMatchObject({
      support: 'neutral',
      rule: joins,
    });
  });
});

describe('a claim of names alone', () => {
  const film = source(
    'film-sheet',
    ['Title: Brooklyn', 'Directed by: John Crowley', 'Screenplay by: Nick Hornby', 'Budget: $11 million', ''].join(
      '\n',
    ),
  );
  const wording = 'no check here can judge this wording; the closest passage is shown';

  it('is supported by a field whose key holds its other words, whatever connective it adds', () => {
    for (const claim of [
      'The film was directed by John Crowley.',
      'The film was also directed by John Crowley.',
      'The film was indeed directed by John Crowley.',
      'The film was really directed by John Crowley.',
      'The film was therefore directed by John Crowley.',
      'The film was then directed by John Crowley.',
    ])
      expect(assessDeterministic(claim, film), claim).toMatchObject({
        support: 'supported',
        rule: 'the source states John Crowley (film-sheet.txt:2)',
        passage: { text: 'Directed by: John Crowley' },
      });
  });

  it('is left to its wording when a name is given for another field', () => {
    expect(assessDeterministic('The film was directed by John Crowley and Nick Hornby.', film)).toMatchObject({
      support: 'neutral',
      rule: wording,
    });
    expect(assessDeterministic('The film was directed by Nick Hornby.', film)).toMatchObject({
      support: 'neutral',
      rule: wording,
      passage: { text: 'Screenplay by: Nick Hornby' },
    });
  });

  it('names a number it cannot read even when it states no value or name', () => {
    expect(assessDeterministic('The film came 4rth.', film)).toMatchObject({
      support: 'neutral',
      rule: 'the claim writes "4rth", which this check cannot read as a number and the source does not give',
    });
  });
});

describe('a name beside the values of a release', () => {
  const notes = md('release-notes', [
    '# Release notes',
    '',
    '## 2.3.0',
    '',
    'Startup is 40% faster.',
    '',
    'The CLI gained colour output.',
  ]);

  it('is read in the entries under the heading that states the version', () => {
    expect(assessDeterministic('2.3.0 gave the CLI colour output.', notes)).toMatchObject({
      support: 'supported',
      rule: 'the source states 2.3.0 (release-notes.md:3), CLI (release-notes.md:7)',
    });
  });

  it('is not read in another paragraph of the section a sentence states the value in', () => {
    expect(assessDeterministic('Startup is 40% faster in the CLI.', notes)).toMatchObject({
      support: 'neutral',
      rule: "the source names CLI (release-notes.md:7), but not where it gives the claim's other values",
      subject: 'CLI',
      passage: { text: 'Startup is 40% faster.' },
    });
  });
});
