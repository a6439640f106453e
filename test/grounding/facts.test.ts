// The fact-based assessor on the phenomena real posts hit: alignment by key, numbers and dates as people write them, Unicode, section status, paraphrase.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const text = (t: string, uri = 'notes.txt') => ({ uri, mediaType: 'text/plain', text: t, title: '' });
const json = (t: string) => ({ uri: 'data.json', mediaType: 'application/json', text: t, title: '' });
const md = (t: string) => ({ uri: 'CHANGELOG.md', mediaType: 'text/markdown', text: t, title: '' });
const csv = (t: string) => ({ uri: 'table.csv', mediaType: 'text/csv', text: t, title: '' });
/** A record as the infobox sets give it: its fields as JSON, and its title as the source's title. */
const infobox = (fields: Record<string, string[]>) => ({
  ...json(JSON.stringify(fields, null, 2)),
  title: fields['title']?.[0] ?? '',
});

const releaseNotes = text(
  [
    'curl and libcurl 9.1.0',
    '',
    ' Public releases:          31',
    ' Command line options:     412',
    ' Contributors:             3767',
    ' Authors:                  1506',
    ' Test duration:            12 min',
    ' Maintainer:               Ana Ruiz',
    '',
  ].join('\n'),
  'release-notes.txt',
);

describe('alignment: a value is compared only with the source value that describes the same thing', () => {
  it('compares a count with its own Key: value line, not the neighbouring one, and names key and place', () => {
    const r = assessDeterministic('The tool has 421 command line options.', releaseNotes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 412 for "Command line options" (release-notes.txt:4), not 421');
    expect(assessDeterministic('The tool has 412 command line options.', releaseNotes).support).toBe('supported');
    // 31 is the neighbouring line's value: never "the nearest number".
    expect(assessDeterministic('The project has made 412 public releases.', releaseNotes).support).toBe('refuted');
    expect(assessDeterministic('The project has made 31 public releases.', releaseNotes).support).toBe('supported');
  });

  it('never compares a version with an unrelated number', () => {
    const notes = text('Version: 1.4.0\nIssues closed: 4127\n');
    const r = assessDeterministic('Version 1.4 closed many issues.', notes);
    expect(r.rule).not.toContain('4127');
    expect(assessDeterministic('The project is at version 1.4.', notes).support).toBe('supported');
    expect(assessDeterministic('The project is at version 1.5.', notes).support).toBe('refuted');
  });

  it('keeps a count under a year heading to that year', () => {
    const history = md(
      '# History\n\n## 2022\n\nThe project shipped 12 releases.\n\n## 2023\n\nThe project shipped 19 releases.\n',
    );
    expect(assessDeterministic('In 2023 the project shipped 19 releases.', history).support).toBe('supported');
    expect(assessDeterministic('In 2023 the project shipped 12 releases.', history).support).not.toBe('supported');
  });

  it('reads a JSON key with a unit suffix, and a table cell by its row and column', () => {
    expect(
      assessDeterministic('The p95 latency is 88 ms.', json('{"latency_p95_ms": 88, "latency_p50_ms": 41}')).support,
    ).toBe('supported');
    expect(
      assessDeterministic('The p95 latency is 41 ms.', json('{"latency_p95_ms": 88, "latency_p50_ms": 41}')).support,
    ).toBe('refuted');
    const table = csv('city,population\nBerlin,3737000\nParis,2100000\n');
    expect(assessDeterministic('Berlin has 3.7 million residents.', table).support).toBe('supported');
    expect(assessDeterministic('Paris has 3.7 million residents.', table).support).toBe('refuted');
  });
});

describe('numbers as people write them', () => {
  const counts = json(
    '{"releases": 19, "contributors": 38, "stars": 4187, "downloads": 2314006, "requests": 318000000}',
  );
  const cases: [string, 'supported' | 'refuted' | 'neutral'][] = [
    ['There were nineteen releases.', 'supported'],
    ['There were nine releases.', 'refuted'],
    ['Seventeen releases came out.', 'refuted'],
    ['It has thirty-eight contributors.', 'supported'],
    ['It has thirty-nine contributors.', 'refuted'],
    ['It has about 4.2k stars.', 'supported'],
    ['It has about 4.4k stars.', 'refuted'],
    ['It had more than two million downloads.', 'supported'],
    ['It had more than three million downloads.', 'refuted'],
    ['It served 318M requests.', 'supported'],
    ['It served 7 *million* requests.', 'refuted'],
  ];
  for (const [claim, expected] of cases)
    it(`${claim} -> ${expected}`, () => expect(assessDeterministic(claim, counts).support).toBe(expected));

  it('reads an ordinal as its number and a version without its trailing zero', () => {
    const meta = text('Release number: 112\nVersion: 1.4.0\n');
    expect(assessDeterministic('This is the 112th release.', meta).support).toBe('supported');
    expect(assessDeterministic('This is the 113th release.', meta).support).toBe('refuted');
  });

  it('derives a difference, a change, a share and a ratio only when the claim asks for one', () => {
    const scores = json('{"baseline": {"score": 62.5}, "candidate": {"score": 71.2}}');
    expect(
      assessDeterministic('The candidate score is almost nine points ahead of the baseline score.', scores).support,
    ).toBe('supported');
    const visits = json('{"visits_2023": 50, "visits_2024": 56}');
    expect(assessDeterministic('Visits saw an increase of about 12%.', visits).support).toBe('supported');
    expect(assessDeterministic('Visits saw an increase of about 30%.', visits).support).not.toBe('supported');
    expect(assessDeterministic('Authors are roughly 40% of the contributors.', releaseNotes).support).toBe('supported');
  });
});

describe('dates as people write them', () => {
  const changelog = md(
    '# Changelog\n\n## [Unreleased]\n\n- Planned: drop the legacy parser.\n\n## [1.4.0] - 2025-06-03\n\n- Added offline search.\n\n## [1.3.0] (3rd June, 2024)\n\n- Deprecated the old sync API.\n',
  );
  const cases: [string, 'supported' | 'refuted' | 'neutral'][] = [
    ['Version 1.4.0 was released on June 3rd, 2025.', 'supported'],
    ['Version 1.4.0 was released in June 2025.', 'supported'],
    ['Version 1.4.0 was released in early June 2025.', 'supported'],
    ['Version 1.4.0 was released in late June 2025.', 'refuted'],
    ['Version 1.4 was released in 2025.', 'supported'],
    ['Version 1.4.0 was released on June 4th, 2025.', 'refuted'],
    ['Version 1.3.0 was released on June 3rd, 2024.', 'supported'],
  ];
  for (const [claim, expected] of cases)
    it(`${claim} -> ${expected}`, () => expect(assessDeterministic(claim, changelog).support).toBe(expected));

  it('gives a section its status: unreleased is not released, deprecated is not removed', () => {
    const planned = assessDeterministic('The release dropped the legacy parser.', changelog);
    expect(planned.support).toBe('refuted');
    expect(planned.rule).toContain('Unreleased');
    const deprecated = assessDeterministic('Version 1.3.0 removed the old sync API.', changelog);
    expect(deprecated.support).toBe('refuted');
    expect(deprecated.rule).toContain('deprecated, not removed');
  });

  it('refutes a claim whose weekday does not match its own date, whatever the source says', () => {
    const r = assessDeterministic(
      'The release shipped on Monday, 5 March 2024.',
      text('The release notes list no dates.'),
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe("the claim's own date is wrong: that day was a Tuesday");
    expect(r.subject).toBe('Monday, 5 March 2024');
  });

  it('counts the days between two dates the claim names', () => {
    const history = md('## [0.11.5] - 2024-07-25\n\n## [0.11.4] - 2024-07-23\n');
    expect(assessDeterministic('Releases 0.11.4 and 0.11.5 shipped two days apart.', history).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Releases 0.11.4 and 0.11.5 shipped five days apart.', history).support).not.toBe(
      'supported',
    );
  });
});

describe('Unicode: the folded text is compared', () => {
  const uptime = text('Uptime: 99.7%\n');
  it('refutes a wrong value in fullwidth digits and supports a right one', () => {
    expect(assessDeterministic('Uptime was ９９.１%.', uptime).support).toBe('refuted');
    expect(assessDeterministic('Uptime was ９９.７%.', uptime).support).toBe('supported');
  });
  it('is not misled by zero-width and bidi characters inside a right value', () => {
    expect(assessDeterministic('Uptime was 99\u200b.7%.', uptime).support).toBe('supported');
    expect(assessDeterministic('Uptime was \u206699.7%\u2069.', uptime).support).toBe('supported');
    const wrong = assessDeterministic('Uptime was 9\u200b9.1%.', uptime);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).not.toContain('2026');
  });

  it('reads the values after invisible characters where they are, not where the original text had them', () => {
    const latency = json('{"median_latency_ms": 41}');
    const hidden = '\u200b'.repeat(8);
    expect(assessDeterministic(`The${hidden} median latency was 41ms.`, latency).support).toBe('supported');
    expect(assessDeterministic(`The${hidden} median latency was 44ms.`, latency).support).toBe('refuted');
  });
});

describe('qualitative wording: paraphrases of a Key: value line pass, what no tier can judge is said so', () => {
  it('passes ordinary paraphrases of fields', () => {
    expect(assessDeterministic('The test run lasts 12 minutes.', releaseNotes).support).toBe('supported');
    expect(assessDeterministic('The test run lasts 15 minutes.', releaseNotes).support).toBe('refuted');
    expect(assessDeterministic('The project is maintained by Ana Ruiz.', releaseNotes).support).toBe('supported');
  });

  it('says it cannot judge wording, never guesses, and uses no stems in its reason', () => {
    const r = assessDeterministic(
      'Sync no longer starts over when an upload is interrupted.',
      text('Sync now resumes interrupted uploads instead of restarting them.'),
    );
    expect(r.support).toBe('neutral');
    expect(r.neutral).toBe('wording');
    expect(r.rule).toContain('no check here can judge this wording');
  });

  it('leaves a superlative or a comparison across rows undecided', () => {
    const table = csv('room,median_ppm\nnorth,720\nquiet,540\n');
    const r = assessDeterministic('The quiet room had the lowest median, at 540 ppm.', table);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('"lowest"');
  });
});

describe('rows of a table: a value belongs to its row, its column and the name it stands with', () => {
  const games = csv(
    [
      'home team,home team score,away team,away team score,venue,crowd',
      'north melbourne,7.9 (51),richmond,10.9 (69),arden street oval,7000',
      'fitzroy,19.11 (125),hawthorn,5.11 (41),brunswick street oval,8000',
      'footscray,10.15 (75),carlton,18.11 (119),western oval,21060',
    ].join('\n'),
  );

  it('compares a bound with its own row: "less than 7000" is no difference of two other values', () => {
    const r = assessDeterministic(
      'Fitzroy played Hawthorn at Brunswick Street Oval with less than 7000 in the crowd.',
      games,
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('8000');
    expect(
      assessDeterministic('Fitzroy played Hawthorn at Brunswick Street Oval with more than 7000 in the crowd.', games)
        .support,
    ).toBe('supported');
  });

  it('does not give one team the score of the other team of its row', () => {
    const r = assessDeterministic('Footscray scored 18.11 (119).', games);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain("carlton's");
    expect(assessDeterministic('Carlton, the away team, scored 18.11 (119).', games).support).toBe('supported');
    expect(
      assessDeterministic('The away team scored 18.11 (119) when the home team was Footscray.', games).support,
    ).toBe('supported');
  });

  it('reads a number inside a cell as part of that cell, and a cell never names its own row', () => {
    const entrants = csv('event,circuit,cup winner\n1,monza,no 9 autorlando sport\n2,spa,no 24 blancpain reiter\n');
    expect(assessDeterministic('The Monza circuit had more than 2 cup winners.', entrants).support).not.toBe(
      'supported',
    );
    expect(assessDeterministic('At Monza the cup went to no 9 Autorlando Sport.', entrants).support).toBe('supported');
    const positions = csv('team,manager,position\nhvidovre,larsen,14th\nviborg,nielsen,13th\n');
    expect(assessDeterministic('14th was the AB team position in the table.', positions).support).not.toBe('supported');
  });

  it('says nothing of what comes before or after a value', () => {
    const draft = csv('round,overall,player\n6,93,fred hoaglin\n7,110,tom smith\n');
    const r = assessDeterministic('Fred Hoaglin was drafted before the 6th round.', draft);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('before 6th');
    expect(assessDeterministic('Fred Hoaglin was drafted in the 6th round.', draft).support).toBe('supported');
  });

  it('reads a value tied between rows from the row the claim’s other values are in', () => {
    const bench = csv(
      'compressor name,ratio,compression\nzstd 1.5.6 -1,2.887,510 MB/s\nzstd 1.5.6 --fast=1,2.437,545 MB/s\n',
    );
    expect(
      assessDeterministic('At level 1, zstd 1.5.6 reaches a compression ratio of about 2.89.', bench).support,
    ).toBe('supported');
    // Rows that name the claim's player equally well are tied: which game it means is not for this check to say.
    const games = csv(
      'game,high points,high assists\n25,rodney stuckey (23),will bynum (12)\n26,ben wallace (20),rodney stuckey (5)\n',
    );
    expect(assessDeterministic('Rodney Stuckey had more than 6 high assists.', games).support).not.toBe('supported');
    expect(assessDeterministic('Rodney Stuckey had 5 high assists.', games).support).toBe('supported');
  });
});

describe('a count of what the claim lists', () => {
  const description = text(
    [
      'Package: dplyr',
      'Authors@R: c(',
      '    person("Hadley", "Wickham", role = c("aut", "cre")),',
      '    person("Romain", "François", role = "aut"),',
      '    person("Lionel", "Henry", role = "aut"))',
      'License: MIT + file LICENSE',
    ].join('\n'),
    'DESCRIPTION',
  );

  it('is supported when each listed name is, and only when the count matches the list', () => {
    expect(
      assessDeterministic('Two authors are credited: Romain François and Lionel Henry.', description).support,
    ).toBe('supported');
    expect(
      assessDeterministic('Three authors are credited: Romain François and Lionel Henry.', description).support,
    ).not.toBe('supported');
    expect(
      assessDeterministic('Two authors are credited: Romain François and Davis Vaughan.', description).support,
    ).not.toBe('supported');
  });
});

describe('changelogs: the release an entry is under dates it, and a list of entries is counted', () => {
  it('reads "new features" as the changes of notes that list changes and bugfixes apart', () => {
    const notes = {
      uri: 'RELEASE-NOTES',
      mediaType: 'text/plain',
      title: 'Release notes',
      text: [
        'This release includes the following changes:',
        '',
        ' o tls: add session resumption [12]',
        ' o cli: add --retry-all flag [15]',
        ' o http: support trailers [18]',
        '',
        'This release includes the following bugfixes:',
        '',
        ' o cookie: fix parsing of empty values [3]',
        ' o ftp: fix a leak on abort [7]',
        '',
      ].join('\n'),
    };
    expect(assessDeterministic('There are three new features.', notes).support).toBe('supported');
    const r = assessDeterministic('There are four new features.', notes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('3 entries for the entries under "This release includes the following changes"');
  });

  const changelog = md(
    [
      '# Changelog',
      '',
      '## [0.11.6] - 2024-12-20',
      '',
      '### Features',
      '',
      '- Opt-in file and line rendering',
      '',
      '## [0.11.5] - 2024-07-25',
      '',
      '- Updated the filter parser',
      '',
    ].join('\n'),
  );

  it('dates a change by its release heading, and reads fixed holidays', () => {
    expect(
      assessDeterministic('Opt-in file and line rendering arrived just before Christmas 2024.', changelog).support,
    ).toBe('supported');
    expect(assessDeterministic('Opt-in file and line rendering arrived in December 2024.', changelog).support).toBe(
      'supported',
    );
    const r = assessDeterministic('Opt-in file and line rendering arrived in July 2024.', changelog);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('2024-12-20');
    expect(
      assessDeterministic('Opt-in file and line rendering arrived just after Christmas 2024.', changelog).support,
    ).toBe('refuted');
  });

  it('counts the entries of a list whose items look like Key: value lines', () => {
    const notes = text(
      [
        'curl 8.22.0',
        '',
        'This release includes the following changes:',
        '',
        ' o gssapi: add support for Apple GSS Framework [72]',
        ' o hardening: add API guards [64]',
        ' o RFC 9421 HTTP Message Signatures support [108]',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The release includes three changes.', notes).support).toBe('supported');
    expect(assessDeterministic('The release includes two changes.', notes).support).toBe('refuted');
  });

  it('does not align a version with another product’s version the claim never names', () => {
    const notes = text('curl and libcurl 8.22.0\n\nTest target: Python 3.8 minimum version\n');
    expect(assessDeterministic('The notes cover curl version 8.22.0.', notes).support).toBe('supported');
    expect(assessDeterministic('The notes cover version 3.8.', notes).support).not.toBe('supported');
  });
});

describe('tables as published: scores, scaled columns, column labels and roles', () => {
  it('reads a dashed pair as a pair: its numbers alone or reversed do not state it', () => {
    const legs = csv(
      'team 1,aggregate,team 2,1st leg,2nd leg\nbenin,6 - 3,morocco,3 - 0,3 - 3\nlesotho,1 - 2,zimbabwe,1 - 0,0 - 2\n',
    );
    expect(assessDeterministic('Lesotho and Zimbabwe had an aggregate of 1 - 2.', legs).support).toBe('supported');
    expect(assessDeterministic('Lesotho won the 1st leg 0 - 1 against Zimbabwe.', legs).support).not.toBe('supported');
    expect(assessDeterministic('Lesotho and Zimbabwe had an aggregate of 1 - 3.', legs).support).not.toBe('supported');
  });

  it('reads a column in millions with or without the scale the claim writes', () => {
    const episodes = csv('title,us viewers (millions)\ncaught on tape,13.59\nforced entry,14.59\n');
    expect(assessDeterministic('Caught on Tape had 13.59 million US viewers.', episodes).support).toBe('supported');
    expect(assessDeterministic('Caught on Tape had less than 13.59 million US viewers.', episodes).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('The US viewers (millions) figure for Caught on Tape is 13.59.', episodes).support).toBe(
      'supported',
    );
  });

  it('does not take a number that names a column for a value', () => {
    const times = csv('name,team,qual 1,qual 2,best\nrobert doornbos,minardi,1:26.220,1:24.152,1:24.152\n');
    expect(assessDeterministic("Robert Doornbos' best time was his qual 1 time.", times).support).not.toBe('supported');
  });

  it('reads "nearly" as short of the number', () => {
    const ranks = csv('rank,country,time\n1,great britain,6:00.59\n2,italy,6:01.11\n');
    expect(assessDeterministic("Great Britain's rank was nearly 1.", ranks).support).not.toBe('supported');
    expect(assessDeterministic("Great Britain's rank was 1.", ranks).support).toBe('supported');
  });

  it('says so when the claim gives a name as another column of its row', () => {
    const games = csv(
      'home team,home team score,away team,away team score\ngeelong,9.7 (61),hawthorn,10.10 (70)\nfitzroy,5.5 (35),carlton,6.6 (42)\n',
    );
    const r = assessDeterministic('When the away team scored 10.10 (70), the home team was Hawthorn.', games);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('home team is geelong');
    expect(assessDeterministic('When the away team scored 10.10 (70), the home team was Geelong.', games).support).toBe(
      'supported',
    );
  });
});

describe('never a refutation from a guess', () => {
  // As Wikipedia infoboxes give them (infotabs T75, T262).
  const infobox = json(
    JSON.stringify(
      {
        title: ['John Adams'],
        Died: ['July 4, 1826 (1826-07-04)  (aged 90) Quincy, Massachusetts, U.S.'],
        'Official languages': ['Greek', 'Turkish'],
        'Minority languages': ['Armenian', 'Arabic'],
      },
      null,
      2,
    ),
  );
  const cycling = json(
    JSON.stringify(
      { title: ['Cycling at the Games of the XXXI Olympiad'], 'No. of events': ['18'], Dates: ['6 - 21 August 2016'] },
      null,
      2,
    ),
  );

  it('does not set a place against a name the claim uses for a date', () => {
    expect(assessDeterministic('John Adams died on Independence Day 1826.', infobox).support).not.toBe('refuted');
  });

  it('does not refute a count with one of two lists that may add up to it', () => {
    expect(assessDeterministic('There are four languages spoken there.', infobox).support).not.toBe('refuted');
  });

  it('reads "the 6 to the 21 of August" as days of August, not as a count', () => {
    const r = assessDeterministic(
      'The Cycling events in the XXXI Olympiad were between the 6 to the 21 of August.',
      cycling,
    );
    expect(r.support).not.toBe('refuted');
  });
});

describe('eras, halves and names with numbers, as infoboxes are read', () => {
  it('reads centuries and decades as the years they span', () => {
    const born = infobox({ title: ['Jedediah Strutt'], Born: ['1726 South Normanton'], Died: ['1797'] });
    expect(assessDeterministic('Jedediah Strutt was born in the 18th century.', born).support).toBe('supported');
    expect(assessDeterministic('Jedediah Strutt was born in the 17th century.', born).support).toBe('refuted');
    expect(assessDeterministic('Jedediah Strutt was born in the 1720s.', born).support).toBe('supported');
    expect(assessDeterministic('Jedediah Strutt was born in the late 1720s.', born).support).toBe('refuted');
  });

  it('reads "introduced", "launched", "debuted" and "came out" as a release, at the era’s granularity', () => {
    const drink = infobox({ title: ['Fizz Light'], Manufacturer: ['Acme Foods'], Introduced: ['1982'] });
    for (const verb of ['came out', 'was introduced', 'was launched', 'debuted'])
      expect(assessDeterministic(`Fizz Light ${verb} in the 1980s.`, drink).support).toBe('supported');
    expect(assessDeterministic('Fizz Light came out in the 1970s.', drink).support).toBe('refuted');
    expect(assessDeterministic('Fizz Light was launched in the late 1980s.', drink).support).toBe('refuted');
  });

  it('reads "two and a half decades", "half a dozen" and "a half million"', () => {
    const album = infobox({ title: ['Death Certificate'], Producer: ['Ice Cube', 'Sir Jinx', 'Bobcat'] });
    expect(assessDeterministic('There were less than a half dozen producers.', album).support).toBe('supported');
    expect(assessDeterministic('There were more than half a dozen producers.', album).support).toBe('refuted');
    const city = infobox({ title: ['Cusco'], 'Population Total': ['435,114'] });
    expect(assessDeterministic('Cusco has a total population of less than a half million.', city).support).toBe(
      'supported',
    );
  });

  it('reads a small number after a name as part of the name, and no count of a list as a year', () => {
    const film = infobox({
      title: ['Deadpool 2'],
      Starring: ['Ryan Reynolds', 'Josh Brolin', 'Zazie Beetz'],
      Released: ['May 18, 2018'],
    });
    expect(assessDeterministic('Deadpool 2 is a 2018 movie that starred Ryan Reynolds.', film).support).not.toBe(
      'refuted',
    );
    expect(assessDeterministic('Deadpool 2 starred three actors.', film).support).toBe('supported');
  });

  it('refutes a name only with the field the claim names right before it, and not when it gives that value too', () => {
    const movie = infobox({ title: ['Judwaa 2'], Language: ['Hindi'], 'Directed by': ['David Dhawan'] });
    expect(assessDeterministic('Judwaa 2 is a Hindi-language Indian movie.', movie).support).not.toBe('refuted');
    expect(assessDeterministic('Judwaa 2 was directed by David Dhawan.', movie).support).toBe('supported');
  });
});

describe('a measure stated by the one field of its kind', () => {
  const film = infobox({ title: ['Brokeback Mountain'], 'Running time': ['134 minutes'], Budget: ['$14 million'] });

  it('supports a duration worded apart from its key, and never refutes by the kind alone', () => {
    expect(assessDeterministic('Brokeback Mountain was over two hours long.', film).support).toBe('supported');
    expect(assessDeterministic('Brokeback Mountain was over three hours long.', film).support).toBe('neutral');
    expect(assessDeterministic('Brokeback Mountain cost less than $20 million to make.', film).support).toBe(
      'supported',
    );
  });
});

describe('prepositions that look like bounds', () => {
  const artist = infobox({
    title: ['Keith Richards'],
    Labels: ['Virgin', 'Atlantic', 'Columbia', 'Rolling Stones'],
  });
  const olympics = infobox({ title: ['Cycling at the 2016 Olympics'], Dates: ['6 - 21 August 2016'] });

  it('reads "recorded under four labels" as with four labels, and "over a two-year period" as during it', () => {
    expect(assessDeterministic('Keith Richards recorded under four labels.', artist).support).toBe('supported');
    expect(assessDeterministic('Keith Richards recorded under five labels.', artist).support).toBe('refuted');
    const r = assessDeterministic('Keith Richards recorded over a two-year period.', artist);
    expect(r.rule).not.toContain('over a two');
  });

  it('compares a span of days with a span of days', () => {
    expect(assessDeterministic('The cycling events ran from the 6 to the 21 of August.', olympics).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The cycling events ran from the 1 to the 4 of August.', olympics).support).not.toBe(
      'supported',
    );
  });
});

describe('prose: a part of a whole, units, and values derived from the claim’s own', () => {
  const design = md(
    [
      '# Low-cost defers',
      '',
      'As of Go 1.13, most `defer` operations take about 35ns (reduced from about 50ns',
      'in Go 1.12).',
      '',
      'This applies to 363 out of the 370 static defer sites in the `cmd/go` binary and',
      'speeds up this case by 30% relative to heap-allocated defer objects.',
      '',
    ].join('\n'),
  );

  it('names the part by the words of its whole: "363 out of the 370 static defer sites"', () => {
    expect(assessDeterministic('It covered 363 of the 370 static defer sites.', design).support).toBe('supported');
    expect(assessDeterministic('It covered 353 of the 370 static defer sites.', design).support).not.toBe('supported');
  });

  it('checks a change the claim derives from two values it states', () => {
    expect(
      assessDeterministic('Going from about 50 ns to about 35 ns is a cut of roughly 30% in a single release.', design)
        .support,
    ).toBe('supported');
    expect(
      assessDeterministic('Going from about 50 ns to about 35 ns is a cut of roughly 45% in a single release.', design)
        .support,
    ).not.toBe('supported');
  });

  it('takes a version stated in the same sentence as the claim’s as no rival', () => {
    expect(assessDeterministic('As of Go 1.13, defer operations take about 35 ns.', design).support).toBe('supported');
  });
});

describe('superlatives over a column', () => {
  const crowds = csv(
    'home team,away team,venue,crowd\ncarlton,fitzroy,princes park,21060\ncollingwood,essendon,victoria park,39927\nrichmond,geelong,punt road oval,18000\n',
  );

  it('supports "the largest" and "the lowest" only for the column’s largest or lowest value, and refutes the others', () => {
    expect(assessDeterministic('The largest crowd was at Victoria Park, with 39927.', crowds).support).toBe(
      'supported',
    );
    // A beaten superlative is refuted by the row that has the largest value.
    const beaten = assessDeterministic('The largest crowd was at Princes Park, with 21060.', crowds);
    expect(beaten.support).toBe('refuted');
    expect(beaten.rule).toContain('39927');
    expect(assessDeterministic('The lowest crowd was at Punt Road Oval, with 18000.', crowds).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The lowest crowd was at Princes Park, with 21060.', crowds).support).toBe('refuted');
  });

  it('leaves a superlative over two rows undecided', () => {
    const two = csv('team,wins\nkaunas,26\nvilnius,20\n');
    expect(assessDeterministic('Kaunas earned the most wins, 26.', two).support).toBe('neutral');
  });
});

describe('a superlative that names its row by its value, and a ratio between rows', () => {
  const results = json(
    JSON.stringify(
      [
        { name: '0http', requests: 54500.8, throughput: 9.72 },
        { name: 'restana', requests: 49195.2, throughput: 12.39 },
        { name: 'fastify-big-json', requests: 13854.0, throughput: 159.4 },
        { name: 'express', requests: 10112.4, throughput: 1.81 },
      ],
      null,
      2,
    ),
  );

  it('finds the row by its largest value, and checks the ratio the claim draws from it', () => {
    expect(
      assessDeterministic(
        "Its throughput figure of 159.40 is by far the highest in the file, more than twelve times restana's 12.39.",
        results,
      ).support,
    ).toBe('supported');
    expect(
      assessDeterministic(
        "Its throughput figure of 159.40 is by far the highest in the file, more than twenty times restana's 12.39.",
        results,
      ).support,
    ).not.toBe('supported');
    expect(assessDeterministic('Its throughput figure of 12.39 is the highest in the file.', results).support).not.toBe(
      'supported',
    );
  });
});

describe('"only" before the word of a field', () => {
  const description = text('Package: dplyr\nSuggests:\n    ggplot2,\n    dbplyr,\n    RSQLite\n', 'DESCRIPTION');

  it('reads "only suggested" as the field it names, and "only" elsewhere as a comparison', () => {
    expect(
      assessDeterministic('Three more packages are only suggested, among them ggplot2 and dbplyr.', description)
        .support,
    ).toBe('supported');
    expect(assessDeterministic('Only three packages are suggested.', description).support).not.toBe('refuted');
    expect(assessDeterministic('ggplot2 is the only package suggested.', description).support).toBe('neutral');
  });
});

describe('names said by fields', () => {
  const film = infobox({
    title: ['Death Proof'],
    'Directed by': ['Quentin Tarantino'],
    'Written by': ['Quentin Tarantino'],
  });

  it('supports a name said by two fields together, with the record named by its title', () => {
    expect(assessDeterministic('Death Proof was written and directed by Quentin Tarantino.', film).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Death Proof was produced and directed by Quentin Tarantino.', film).support).toBe(
      'neutral',
    );
    expect(assessDeterministic('Death Proof is a film.', film).support).toBe('neutral');
  });
});

describe('"twice"', () => {
  const film = infobox({ title: ['Ex Machina'], Budget: ['$15 million'], 'Box office': ['$36.9 million'] });

  it('is a ratio before what it doubles, and a count after a verb', () => {
    const budget = (times: string) => `Ex Machina earned box office receipts of more than ${times} its budget.`;
    expect(assessDeterministic(budget('twice'), film).support).toBe('supported');
    expect(assessDeterministic(budget('thrice'), film).support).not.toBe('supported');
    const person = infobox({ title: ['Ana Ruiz'], 'Spouse(s)': ['Bo Li', 'Cy Wu'] });
    expect(assessDeterministic('Ana Ruiz has had twice as many spouses as children.', person).support).not.toBe(
      'supported',
    );
  });
});

describe('a word with a digit that is no value', () => {
  const players = csv('name,wsop cashes,final place\nandras koroknai,2,6th\nbo li,3,4th\n');

  it('is not taken as checked unless the source writes it', () => {
    const r = assessDeterministic('Andras Koroknai has 2 WSOP cashes and was 4rth in final place.', players);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('"4rth"');
    expect(assessDeterministic('Andras Koroknai has 2 WSOP cashes.', players).support).toBe('supported');
  });
});
