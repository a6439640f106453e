// Which verdict, reason and place a claim gets when its value is read as a rank, pinned to a row or release, referred back, named in a field or checked by its wording.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const bench = md('bench.md', [
  '| Framework | Requests/s | Latency (ms) |',
  '| --------- | ---------- | ------------ |',
  '| node-http | 52,000     | 1.9          |',
  '| fastify   | 47,000     | 2.1          |',
  '| koa       | 35,000     | 2.8          |',
  '| express   | 14,000     | 7.0          |',
]);

const league = (placeHeader: string) =>
  md('league.md', [
    `| Team      | Points | ${placeHeader} |`,
    '| --------- | ------ | ----------- |',
    '| Leeds     | 90     | 1           |',
    '| Burnley   | 88     | 2           |',
    '| Luton     | 80     | 3           |',
    '| Sheffield | 75     | 4           |',
  ]);

describe('a rank the claim gives a row', () => {
  it('counts the place of the row its own value is in, and refutes a wrong place with the row and column', () => {
    const right = assessDeterministic('At 47,000 per second, Fastify ranks second.', bench);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 47,000 (bench.md:4), second (bench.md:4), Fastify (bench.md:4)');
    const wrong = assessDeterministic('At 47,000 per second, Fastify ranks third.', bench);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 47,000 for "Requests/s" of the row "fastify", place 2 of its column (best first), not third (bench.md:4)',
    );
  });

  it('counts the place in the column the claim names', () => {
    const wrong = assessDeterministic('Fastify ranks third by requests.', bench);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 47,000 for "Requests/s" of the row "fastify", place 2 of its column (best first), not third (bench.md:4)',
    );
  });

  it('counts the place of the row the claim before it was about, but refutes no place in a column it does not name', () => {
    const before = ['Fastify handled 47,000 requests per second.'];
    const right = assessDeterministic('That puts it in second place.', bench, before);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states second (bench.md:4)');
    const wrong = assessDeterministic('That puts it in third place.', bench, before);
    expect(wrong.support).toBe('neutral');
    expect(wrong.rule).toBe('the source does not state third (said of: puts, third, place)');
  });

  it('leaves a place to a person when the claim names no column and gives no value', () => {
    const r = assessDeterministic('Fastify ranks second.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state second (said of: Fastify, ranks, second)');
  });

  it('does not read an ordinal that is no rank as a place', () => {
    const r = assessDeterministic('Fastify was the second framework we tried, at 47,000 requests per second.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state second (said of: Fastify, second, framework, tried)');
  });

  const stars = (rows: string[]) =>
    md('stars.md', ['| Library | Stars   | Forks  |', '| ------- | ------- | ------ |', ...rows]);
  const libraries = stars([
    '| react   | 220,000 | 45,000 |',
    '| vue     | 207,000 | 23,000 |',
    '| angular | 95,000  | 25,000 |',
    '| svelte  | 78,000  | 4,000  |',
  ]);

  it('counts the place in the column the claim names by a word beside the label column', () => {
    const r = assessDeterministic('Among the libraries, Angular ranks third by stars.', libraries);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states third (stars.md:5), Angular (stars.md:5)');
  });

  it('gives no place to a row that ties with another in its column', () => {
    const tied = stars([
      '| react   | 220,000 | 45,000 |',
      '| vue     | 207,000 | 33,000 |',
      '| angular | 95,000  | 25,000 |',
      '| svelte  | 95,000  | 4,000  |',
    ]);
    for (const place of ['third', 'fourth']) {
      const r = assessDeterministic(`Angular has 95,000 stars and ranks ${place}.`, tied);
      expect(r.support).toBe('neutral');
      expect(r.rule).toBe(`the source does not state ${place} (said of: ranks, ${place})`);
    }
  });

  it('gives no place when the claim names two columns that rank the row differently', () => {
    for (const place of ['third', 'second']) {
      const r = assessDeterministic(`Angular, with 95,000 stars and 25,000 forks, ranks ${place}.`, libraries);
      expect(r.support).toBe('neutral');
      expect(r.rule).toBe(`the source does not state ${place} (said of: ranks, ${place})`);
    }
  });

  it('counts the place of the row of the nearest claim before it, not of an earlier one', () => {
    const before = ['Fastify handled 47,000 requests per second.', 'Express handled 14,000 requests per second.'];
    const r = assessDeterministic('That puts it in fourth place.', bench, before);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states fourth (bench.md:6)');
    expect(assessDeterministic('That puts it in second place.', bench, before).support).toBe('neutral');
  });

  it('reads a column of places as the rank itself', () => {
    for (const header of ['Place', 'Final place']) {
      const right = assessDeterministic('Luton finished third.', league(header));
      expect(right.support).toBe('supported');
      expect(right.rule).toBe('the source states third (league.md:5)');
      const wrong = assessDeterministic('Luton finished second.', league(header));
      expect(wrong.support).toBe('refuted');
      expect(wrong.rule).toBe(`the source gives 3 for "${header}" of the row "Luton" (league.md:5), not second`);
    }
  });
});

const codecs = (decodeHeader = 'Decode') =>
  md('codecs.md', [
    `| Codec           | Ratio | Encode   | ${decodeHeader} |`,
    '| --------------- | ----- | -------- | --------- |',
    '| squash 2.1 -1   | 2.91  | 480 MB/s | 1400 MB/s |',
    '| gzip 1.12 -1    | 2.70  | 90 MB/s  | 380 MB/s  |',
    '| squash 2.1 -f2  | 2.45  | 560 MB/s | 1750 MB/s |',
    '| squash 2.1 -f4  | 2.20  | 610 MB/s | 1950 MB/s |',
    '| quick 3.0       | 2.10  | 690 MB/s | 3900 MB/s |',
  ]);

describe('a value read in the row or column the claim before it was about', () => {
  const quick = ['The quick 3.0 entry decodes at 3,900 MB/s.'];

  it('refutes a value of that row with its cell, not with the number in the row label', () => {
    const r = assessDeterministic('At that setting the ratio is 3.0.', codecs(), quick);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 2.10 for "Ratio" of the row "quick 3.0" (codecs.md:7), not 3.0');
  });

  it('reads another row in the column of the value referred to when that column has a name of two words', () => {
    const r = assessDeterministic('That is far ahead of the 380 MB/s of gzip.', codecs('Decode speed'), quick);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 380 MB/s (codecs.md:4)');
  });

  it('does not pick one of several rows the claim names by a shared word', () => {
    // squash -1 decodes at 1,400 MB/s, but "squash" names three rows and nothing says which.
    const r = assessDeterministic('That is far ahead of the 1,400 MB/s of squash.', codecs(), quick);
    expect(r.support).toBe('neutral');
  });
});

describe('the passage shown for a claim the source does not state', () => {
  const shortLine = 'Koa handles requests quickly.';
  const longLine = 'Koa handles requests with a small core and a large plugin ecosystem kept up by the community.';
  const orders = [
    ['short line first', [shortLine, longLine]],
    ['long line first', [longLine, shortLine]],
  ] as const;

  for (const [order, lines] of orders) {
    it(`shows the shortest of the passages that share the most words with it (${order})`, () => {
      const notes = md('notes.md', [...lines]);
      const value = assessDeterministic('Koa handles 90,000 requests per second.', notes);
      expect(value.support).toBe('neutral');
      expect(value.rule).toBe('the source does not state 90,000 (said of: Koa, handles, requests, second)');
      expect(value.passage?.text).toBe(shortLine);
      const wording = assessDeterministic('Koa handles requests through decorators.', notes);
      expect(wording.support).toBe('neutral');
      expect(wording.rule).toBe('no check here can judge this wording; the closest passage is shown');
      expect(wording.passage?.text).toBe(shortLine);
    });
  }

  it('shows no passage when none shares a word with the claim', () => {
    const notes = md('notes.md', [shortLine, longLine]);
    const value = assessDeterministic('Bun serves 120,000 connections.', notes);
    expect(value.support).toBe('neutral');
    expect(value.passage).toBeUndefined();
    const wording = assessDeterministic('Bun is written in Zig.', notes);
    expect(wording.support).toBe('neutral');
    expect(wording.passage).toBeUndefined();
  });

  it("shows the passage that names the claim's name, of two with the same words", () => {
    const notes = md('notes.md', ['Express supports middleware chaining.', 'Koa supports middleware chaining.']);
    const koa = assessDeterministic('Koa supports middleware chaining.', notes);
    expect(koa.support).toBe('supported');
    expect(koa.passage?.text).toBe('Koa supports middleware chaining.');
    const express = assessDeterministic('Express supports middleware chaining.', notes);
    expect(express.support).toBe('supported');
    expect(express.passage?.text).toBe('Express supports middleware chaining.');
  });
});

describe('a claim in the words of a change log entry', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '- Add colour output to the CLI',
    '',
    '## 2.2.1 - 2025-05-02',
    '',
    '### Fixed',
    '',
    '- Fix a memory leak of 2 MB per request in the tokenizer',
    '',
  ]);

  it('refutes a change the log lists as unreleased, stated as done', () => {
    const r = assessDeterministic('Added colour output to the CLI.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source lists this under "Unreleased" (unreleased), not as a released change (CHANGELOG.md:5)',
    );
  });

  it('does not refute a claim that shares only a word with an unreleased entry', () => {
    const r = assessDeterministic('The CLI now supports themes.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no check here can judge this wording; the closest passage is shown');
    expect(r.passage?.text).toBe('Add colour output to the CLI');
  });

  it('supports a value stated in an entry, with no release heading to check it against', () => {
    const r = assessDeterministic('The tokenizer had a memory leak of 2 MB per request.', log);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2 MB (CHANGELOG.md:11)');
  });
});

describe('a word of the claim turned into its opposite', () => {
  const notes = md('notes.md', ['Koa enables response caching by default.']);

  it('refutes the claim when the passage says three of its four words', () => {
    const r = assessDeterministic('Koa disables response caching.', notes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "disables" where the source says "enables" (notes.md:1)');
  });

  it('does not refute a claim the passage says too little of', () => {
    const r = assessDeterministic('Koa disables caching.', notes);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no check here can judge this wording; the closest passage is shown');
  });
});

describe('a name the field the claim is about gives otherwise', () => {
  const text = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/plain', text: lines.join('\n'), title: '' });
  const brooklyn = text('film.txt', [
    'Title: Brooklyn',
    'Directed by: John Crowley',
    'Screenplay by: Nick Hornby',
    'Produced by: Finola Dwyer',
    'Release date: 2015',
    'Language: English',
  ]);

  it('refutes the name with the field whose key stands just before it, wherever the name stands in the claim', () => {
    for (const claim of [
      'Brooklyn, released in 2015, was directed by Nick Hornby.',
      'Directed by Nick Hornby, Brooklyn came out in 2015.',
    ]) {
      const r = assessDeterministic(claim, brooklyn);
      expect(r.support, claim).toBe('refuted');
      expect(r.rule, claim).toBe('the source gives John Crowley for "Directed by" (film.txt:2), not Nick Hornby');
      expect(r.passage?.text, claim).toBe('Directed by: John Crowley');
    }
  });

  it('refutes it with a name that begins like "n/a"', () => {
    const capernaum = text('film.txt', [
      'Title: Capernaum',
      'Directed by: Nadine Labaki',
      'Release date: 2018',
      'Language: Arabic',
    ]);
    const r = assessDeterministic('Capernaum, released in 2018, was directed by Asghar Farhadi.', capernaum);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives Nadine Labaki for "Directed by" (film.txt:2), not Asghar Farhadi');
  });

  it('refutes it with a name that ends like "n/a"', () => {
    const film = text('film.txt', [
      'Title: The Wandering Earth',
      'Directed by: Frant Gwo',
      'Country: China',
      'Release date: 2019',
    ]);
    const r = assessDeterministic("Released in 2019, the film's country of origin is Japan.", film);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives China for "Country" (film.txt:3), not Japan');
  });

  it('does not refute a name with a field that gives none', () => {
    for (const none of ['NA', 'N/A']) {
      const sheet = text('film.txt', [
        'Title: Brooklyn',
        'Directed by: John Crowley',
        `Music by: ${none}`,
        'Release date: 2015',
      ]);
      const r = assessDeterministic('Brooklyn, released in 2015, has music by Michael Brook.', sheet);
      expect(r.support, none).toBe('neutral');
      expect(r.rule, none).toBe('the source does not state Michael Brook (said of: released, music, Michael, Brook)');
    }
  });

  it('does not refute a name with a field whose value the claim itself gives', () => {
    const dangal = text('film.txt', [
      'Title: Dangal',
      'Directed by: Nitesh Tiwari',
      'Release date: 2016',
      'Language: Hindi',
    ]);
    const r = assessDeterministic('Released in 2016, Dangal is a Hindi-language film by Nitesh Tiwari.', dangal);
    expect(r.support).not.toBe('refuted');
  });
});

describe("the order of a change log's releases", () => {
  const history = md('History.md', [
    '# History',
    '',
    '## 4.21.2 / 2024-11-06',
    '',
    '- deps: path-to-regexp@0.1.12',
    '',
    '## 4.21.1 / 2024-10-08',
    '',
    '- Backport a fix for CVE-2024-47764',
    '',
    '## 4.21.0 / 2024-09-11',
    '',
    '- Deprecate `res.location("back")`',
    '',
  ]);
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.1.0 - 2025-03-01',
    '',
    '### Added',
    '',
    '- Plugin API with lifecycle hooks',
    '- Key-value logging for request handlers',
    '',
    '## 2.0.0 - 2024-11-20',
    '',
    '### Added',
    '',
    '- Plugin API (experimental)',
    '- Dark theme for the dashboard',
    '',
  ]);

  it('refutes a line of versions said to end with a release older than its newest, naming the newest', () => {
    const r = assessDeterministic('The 4.x line ended with 4.21.1.', history);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      "the claim says the 4.x line ended with 4.21.1, but the source's newest 4.x release is 4.21.2 (4.21.2 / 2024-11-06) (History.md:3)",
    );
    expect(assessDeterministic('The 4.x line ended with 4.21.2.', history).support).toBe('supported');
  });

  it('does not read a release of a line of versions as its end when the claim says no such thing', () => {
    const r = assessDeterministic('4.21.1, a release of the 4.x line, came out on 2024-10-08.', history);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 4.21.1 (History.md:7), 4.x (History.md:7), 2024-10-08 (History.md:7)');
  });

  it('refutes "the latest release" with the newest one', () => {
    const r = assessDeterministic('The latest release is 4.21.1.', history);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "latest release", but the source\'s newest release is 4.21.2 (4.21.2 / 2024-11-06), not 4.21.1 (History.md:3)',
    );
    expect(assessDeterministic('The latest release is 4.21.2.', history).support).toBe('supported');
  });

  it('supports "first appeared" when no older entry mentions the change, and names the older entry that may', () => {
    const first = assessDeterministic('Key-value logging first appeared in 2.1.0.', log);
    expect(first.support).toBe('supported');
    expect(first.rule).toBe('the source states 2.1.0 (CHANGELOG.md:3)');
    const older = assessDeterministic('The plugin API first appeared in 2.1.0.', log);
    expect(older.support).toBe('neutral');
    expect(older.rule).toBe(
      'the claim says "first", but an older release\'s entry may mention this: "Plugin API (experimental)"',
    );
    expect(older.passage?.text).toBe('Plugin API (experimental)');
  });

  it('leaves "first" to a person when the claim names the change by too few words to look for it', () => {
    const r = assessDeterministic('Plugins first appeared in 2.1.0.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "first", which needs a comparison across the source that no check here can make',
    );
  });
});

describe('a value the claim says of several rows it names', () => {
  const scores = md('scores.md', [
    '| Team            | Score |',
    '| --------------- | ----- |',
    '| South Melbourne | 13.12 |',
    '| North Melbourne | 10.15 |',
    '| Fitzroy         | 13.12 |',
    '| Carlton         | 9.8   |',
  ]);

  it('supports it when each row named by its whole label gives it', () => {
    const both = assessDeterministic('South Melbourne and Fitzroy both scored 13.12.', scores);
    expect(both.support).toBe('supported');
    expect(both.rule).toBe(
      'the source states 13.12 (scores.md:3), South Melbourne (scores.md:3), Fitzroy (scores.md:5)',
    );
    const level = assessDeterministic('Fitzroy scored 13.12, level with South Melbourne.', scores);
    expect(level.support).toBe('supported');
    expect(level.rule).toBe('the source states 13.12 (scores.md:3), South Melbourne (scores.md:3)');
  });

  it('refutes it with the row named that gives another value', () => {
    const r = assessDeterministic('South Melbourne and Carlton both scored 13.12.', scores);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 9.8 for "Score" of the row "Carlton" (scores.md:6), not 13.12');
  });
});

describe('the row a rank is read in, named by its whole label', () => {
  const league = md('league.md', [
    '| Team                | Points | Place |',
    '| ------------------- | ------ | ----- |',
    '| Leeds United        | 90     | 1     |',
    '| Burnley             | 88     | 2     |',
    '| Sheffield Wednesday | 80     | 3     |',
    '| Sheffield United    | 75     | 4     |',
  ]);

  it('reads the row whose every label word the claim gives, not a row that shares one of them', () => {
    const right = assessDeterministic('Sheffield United finished fourth.', league);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states fourth (league.md:6), Sheffield United (league.md:6)');
    const wrong = assessDeterministic('Sheffield United finished third.', league);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 4 for "Place" of the row "Sheffield United" (league.md:6), not third');
  });
});

describe('a rank said of one of two rows the claim names', () => {
  const league = md('league.md', [
    '| Team             | Points | Place |',
    '| ---------------- | ------ | ----- |',
    '| Leeds United     | 90     | 1     |',
    '| Burnley          | 88     | 2     |',
    '| Luton            | 80     | 3     |',
    '| Sheffield United | 75     | 4     |',
  ]);

  it('does not refute the rank with the place of the other row', () => {
    for (const claim of ['Luton finished third, behind Burnley.', 'Luton finished third, one place behind Burnley.']) {
      expect(assessDeterministic(claim, league).support, claim).not.toBe('refuted');
    }
  });
});

describe('a word of letters and digits the claim was not read for', () => {
  it('leaves the claim undecided wherever the word stands, before or after its values', () => {
    for (const claim of [
      'Fastify, in the t0p tier, handles 47,000 requests per second.',
      'Fastify handles 47,000 requests per second, t0p tier.',
    ]) {
      const r = assessDeterministic(claim, bench);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe(
        'the claim writes "t0p", which this check cannot read as a number and the source does not give',
      );
    }
  });
});

describe('what the rest of a claim says once its values are found', () => {
  it('leaves a claim that negates what the source states undecided', () => {
    const r = assessDeterministic('Fastify does not handle 47,000 requests per second.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim negates what the source states; no check here can judge that wording');
  });

  it('leaves a trend undecided in a clause that names a name but gives no value', () => {
    for (const claim of [
      'Fastify handles 47,000 requests per second, and Fastify keeps improving.',
      'Fastify handles 47,000 requests per second and keeps improving.',
    ]) {
      const r = assessDeterministic(claim, bench);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe(
        'the claim says "keeps improving", which needs a comparison across the source that no check here can make',
      );
    }
  });
});

describe("a value several rows give, pinned to the row of the claim's other values", () => {
  const results = {
    uri: 'bench.csv',
    mediaType: 'text/csv',
    title: '',
    text: [
      'tool,version,level,ratio,compress_mbps',
      'zstd,1.5.6,1,2.89,510',
      'zstd,1.5.6,3,3.12,330',
      'zstd,1.5.5,1,2.87,505',
      'brotli,1.1.0,1,2.89,290',
      'brotli,1.1.0,5,3.12,95',
    ].join('\n'),
  };

  it('reads the value in the one row of the version the claim names that gives it', () => {
    for (const [claim, rule] of [
      ['zstd 1.5.6 reaches a ratio of 2.89.', 'the source states 1.5.6 (bench.csv:2), 2.89 (bench.csv:2)'],
      ['zstd 1.5.6 reaches a ratio of 3.12.', 'the source states 1.5.6 (bench.csv:2), 3.12 (bench.csv:3)'],
      ['brotli 1.1.0 reaches a ratio of 2.89.', 'the source states 1.1.0 (bench.csv:5), 2.89 (bench.csv:5)'],
      ['brotli 1.1.0 reaches a ratio of 3.12.', 'the source states 1.1.0 (bench.csv:5), 3.12 (bench.csv:6)'],
    ] as const) {
      const r = assessDeterministic(claim, results);
      expect(r.support, claim).toBe('supported');
      expect(r.rule, claim).toBe(rule);
    }
  });
  it('names the value the source does not state, not the one the row pins', () => {
    const r = assessDeterministic('zstd 1.5.6 reaches a ratio of 2.89 at 900 MB/s.', results);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state 900 MB/s (said of: zstd, reaches, ratio, MB)');
  });
});

describe('what a release heading says a version changed', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.3.0 - 2025-09-14',
    '',
    '### Added',
    '',
    '- Colour output for the CLI',
    '- A streaming decoder for large files',
    '',
    '### Fixed',
    '',
    '- A crash on empty input',
    '',
  ]);

  it('supports a change one entry says', () => {
    const r = assessDeterministic('Version 2.3.0 added a streaming decoder for large files.', log);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2.3.0 (CHANGELOG.md:3)');
  });

  it('leaves open a change whose words all stand in the release, but one of them only in another entry', () => {
    const r = assessDeterministic('Version 2.3.0 added colour output to the decoder.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no single entry of "2.3.0 - 2025-09-14" says this; its words come from different entries');
  });
});
