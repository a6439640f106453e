// Claims about a row's place in its column: superlatives whose direction is the measure's ("wins", "fastest"), beaten ones, ranks and the leader.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const md = (t: string) => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title: '' });
const json = (t: unknown) => ({
  uri: 'results.json',
  mediaType: 'application/json',
  text: JSON.stringify(t),
  title: '',
});

const codecs = md(
  [
    '| Codec           | Ratio | Encode   | Decode    |',
    '| --------------- | ----- | -------- | --------- |',
    '| squash 2.1 -1   | 2.91  | 480 MB/s | 1400 MB/s |',
    '| gzip 1.12 -1    | 2.70  | 90 MB/s  | 380 MB/s  |',
    '| quick 3.0       | 2.10  | 690 MB/s | 3900 MB/s |',
    '| tiny 0.4        | 2.05  | 720 MB/s | 1100 MB/s |',
    '',
  ].join('\n'),
);

const servers = json([
  { name: 'alpha', requests: '51000.5', latency: '18.2' },
  { name: 'beta', requests: '48000.0', latency: '19.9' },
  { name: 'gamma', requests: '31000.2', latency: '30.1' },
  { name: 'delta', requests: '12000.9', latency: '79.3' },
]);

describe('superlatives whose direction is the measure', () => {
  it('"wins" a rate column with its largest value', () => {
    expect(assessDeterministic('The quick 3.0 entry wins decoding outright, at 3,900 MB/s.', codecs).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The tiny 0.4 entry wins encoding, at 720 MB/s.', codecs).support).toBe('supported');
  });

  it('"fastest" of a time column is its smallest value', () => {
    expect(assessDeterministic('alpha has the fastest latency, at 18.2.', servers).support).toBe('supported');
    const slow = assessDeterministic('delta has the fastest latency, at 79.3.', servers);
    expect(slow.support).toBe('refuted');
    expect(slow.rule).toContain('18.2');
  });

  it('refutes a beaten superlative, naming the row that wins and its place', () => {
    const r = assessDeterministic('The squash 2.1 entry wins decoding, at 1,400 MB/s.', codecs);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "wins", but the source gives 3900 MB/s for "Decode" of the row "quick 3.0" (README.md:5)',
    );
  });

  it('does not read a superlative said of something else against the value’s column', () => {
    // "fastest" is said of the codec, not of its ratio: undecided, never refuted by the ratio column.
    const r = assessDeterministic('The fastest codec, tiny 0.4, has a ratio of 2.05.', codecs);
    expect(r.support).toBe('neutral');
  });

  it('reads "most" and "fewest" of a count column, before or after the value, and refutes the row that is not', () => {
    const cases: [string, string][] = [
      ['alpha serves the most requests, at 51000.5.', 'supported'],
      ['alpha handles 51000.5 requests, the most.', 'supported'],
      ['delta serves the fewest requests, at 12000.9.', 'supported'],
      ['beta serves the most requests, at 48000.', 'refuted'],
      ['gamma handles 31000.2 requests, the most.', 'refuted'],
      ['gamma serves the fewest requests, at 31000.2.', 'refuted'],
    ];
    expect(cases.map(([claim]) => [claim, assessDeterministic(claim, servers).support])).toEqual(cases);
    expect(assessDeterministic('gamma serves the fewest requests, at 31000.2.', servers).rule).toBe(
      'the claim says "fewest", but the source gives 12000.9 for requests of "delta" (results.json:1:194)',
    );
  });

  it('reads "the highest in the file" of the one cell that gives the value', () => {
    expect(assessDeterministic('Its latency of 79.3 is the highest in the file.', servers).support).toBe('supported');
    expect(assessDeterministic('Its latency of 18.2 is the lowest in the file.', servers).support).toBe('supported');
    expect(assessDeterministic('Its latency of 18.2 is the highest in the file.', servers).support).not.toBe(
      'supported',
    );
  });

  it('passes values each said of its own row, and refutes a value given to the wrong row', () => {
    expect(assessDeterministic('alpha handles 51000.5 requests and beta has a latency of 19.9.', servers).support).toBe(
      'supported',
    );
    const wrong = assessDeterministic('alpha handles 48000.0 requests at a latency of 18.2.', servers);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 51000.5 for requests of "alpha" (results.json:1), not 48000.0');
  });

  it('does not refute a whole the claim takes a part of ("of the 12 votes") with one row\'s value', () => {
    const votes = md('| Candidate | Votes |\n|---|---|\n| Ada | 7 |\n| Bo | 3 |\n| Cy | 2 |\n');
    const whole = assessDeterministic('Ada got 7 of the 12 votes.', { ...votes, uri: 'votes-a.md' });
    expect(whole.support).toBe('neutral');
    expect(whole.rule).toBe(
      'the claim gives 12 as a whole, which no one row of the source gives; no check here adds up the rows',
    );
    // The part is still checked, and a value not written as a whole is the row's.
    expect(assessDeterministic('Ada got 8 of the 12 votes.', { ...votes, uri: 'votes-b.md' }).support).toBe('refuted');
    expect(assessDeterministic('Ada got 12 of the votes.', { ...votes, uri: 'votes-c.md' }).support).toBe('refuted');
  });

  it('leaves a superlative over two rows to a person: it needs at least three', () => {
    const pair = json([
      { name: 'alpha', requests: '51000.5', latency: '18.2' },
      { name: 'beta', requests: '48000.0', latency: '19.9' },
    ]);
    const r = assessDeterministic('alpha has the fastest latency, at 18.2.', { ...pair, uri: 'pair.json' });
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "fastest", which needs a comparison across the source that no check here can make',
    );
  });

  it('does not take a column that is named by the word itself as a superlative ("highest mark", "wins")', () => {
    const marks = md(
      [
        '| Subject  | Highest mark | Lowest mark |',
        '| -------- | ------------ | ----------- |',
        '| English  | 100          | 41          |',
        '| Physics  | 79           | 35          |',
        '| History  | 88           | 40          |',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('In Physics the highest mark was 79.', marks).support).toBe('supported');
  });
});

describe('ranks and the leader', () => {
  it('checks a rank over the column the claim names, best first', () => {
    expect(assessDeterministic('gamma ranks third by requests.', servers).support).toBe('supported');
    const wrong = assessDeterministic('gamma ranks second by requests.', servers);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('place 3 of its column');
    // By latency, smaller is better: alpha leads.
    expect(assessDeterministic('alpha is in first place for latency, at 18.2.', servers).support).toBe('supported');
  });

  it('reads a rank and a gap to the leader of the row referred to', () => {
    const before = ['The beta server managed 48,000 requests.'];
    const claim = 'That puts it in second place, just over 3,000 requests behind the leader.';
    // 51000.5 - 48000.0 = 3000.5: just over 3,000.
    expect(assessDeterministic(claim, servers, before).support).toBe('supported');
    const far = 'That puts it in second place, just over 4,000 requests behind the leader.';
    expect(assessDeterministic(far, servers, before).support).not.toBe('supported');
    // A rank said of the row referred to, without naming the column, is not refuted by a guess of the column.
    expect(assessDeterministic('That puts it in third place.', servers, before).support).not.toBe('refuted');
  });

  it('reads "a little under" and "just over" as close to the number, on the side they say', () => {
    const times = json({ build_minutes: 118, test_minutes: 21 });
    expect(assessDeterministic('The build took a little under 120 minutes.', times).support).toBe('supported');
    expect(assessDeterministic('The build took a little under 160 minutes.', times).support).not.toBe('supported');
    expect(assessDeterministic('The tests took just over 20 minutes.', times).support).toBe('supported');
    expect(assessDeterministic('The tests took just over 25 minutes.', times).support).not.toBe('supported');
  });
});

describe('a table of dated rows (one row per year and series)', () => {
  const csv = {
    uri: 'generation.csv',
    mediaType: 'text/csv',
    title: '',
    text: [
      'year,source,net_generation',
      '2001-01-01,Coal,35361',
      '2002-01-01,Coal,35991',
      '2003-01-01,Coal,36234',
      '2001-01-01,Wind,1437',
      '2002-01-01,Wind,1963',
      '2003-01-01,Wind,1885',
      '',
    ].join('\n'),
  };

  it('names a row by its date and its series, and reads its one measure', () => {
    expect(assessDeterministic('In 2002 wind generated 1,963.', csv).support).toBe('supported');
    expect(assessDeterministic('In 2002 wind managed 1,963.', csv).support).toBe('supported');
    const wrong = assessDeterministic('In 2003 wind managed 1,963.', csv);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('1885');
  });

  it('derives a change or a ratio between the rows a claim names by their years', () => {
    // 1963 / 1437 = 1.37; (1963 - 1437) / 1437 = 36.6%.
    expect(assessDeterministic('Between 2001 and 2002, wind generation jumped by about 37%.', csv).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Between 2001 and 2002, wind generation jumped by about 47%.', csv).support).not.toBe(
      'supported',
    );
    // 36234 / 35361: not "roughly two times"; a round number is not read to a quarter of itself.
    expect(
      assessDeterministic('Coal output in 2003 was roughly two times what it had been in 2001.', csv).support,
    ).not.toBe('supported');
  });

  it('reads each value of a claim in the row its own clause names', () => {
    expect(assessDeterministic('In 2001, coal generated 35,361 while wind managed just 1,437.', csv).support).toBe(
      'supported',
    );
    expect(assessDeterministic('In 2001, coal generated 1,437 while wind managed just 35,361.', csv).support).not.toBe(
      'supported',
    );
  });
});

describe('a JSON map of records ("name": {fields})', () => {
  const spinners = {
    uri: 'spinners.json',
    mediaType: 'application/json',
    title: 'Terminal spinner definitions',
    text: JSON.stringify(
      {
        dots: { interval: 80, frames: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] },
        line: { interval: 130, frames: ['-', '\\', '|', '/'] },
        clock: { interval: 100, frames: ['🕐', '🕑', '🕒', '🕓', '🕔', '🕕', '🕖', '🕗', '🕘', '🕙', '🕚', '🕛'] },
        pulse: { interval: 400, frames: ['.', 'o'] },
      },
      null,
      2,
    ),
  };

  it('names each entry by its key and counts the entries by what the file lists', () => {
    expect(assessDeterministic('The file defines four spinners.', spinners).support).toBe('supported');
    expect(assessDeterministic('The file defines five spinners.', spinners).support).toBe('refuted');
    expect(assessDeterministic('The line spinner has four frames.', spinners).support).toBe('supported');
    expect(assessDeterministic('The line spinner has five frames.', spinners).support).not.toBe('supported');
  });

  it('reads a unitless number in the unit the claim gives when its key says what it measures', () => {
    expect(assessDeterministic('The dots spinner ticks every 80 milliseconds.', spinners).support).toBe('supported');
    // A unit cannot be checked, so it never contradicts; a different number does not match.
    expect(assessDeterministic('The dots spinner ticks every 90 milliseconds.', spinners).support).not.toBe(
      'supported',
    );
  });

  it('derives a total from a count and what each one takes, only from values the claim points at', () => {
    const claim = 'The clock spinner has twelve frames at 100 milliseconds, so one lap takes 1.2 seconds.';
    expect(assessDeterministic(claim, spinners).support).toBe('supported');
    const wrong = 'The clock spinner has twelve frames at 100 milliseconds, so one lap takes 1.5 seconds.';
    expect(assessDeterministic(wrong, spinners).support).not.toBe('supported');
    expect(
      assessDeterministic('That works out to 800 milliseconds for one full turn.', spinners, [
        'The dots spinner cycles through ten frames at an interval of 80 milliseconds.',
      ]).support,
    ).toBe('supported');
  });

  it('reads "more than any other" as the most, over the counts of each entry', () => {
    expect(assessDeterministic('The clock spinner has 12 frames, more than any other.', spinners).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The dots spinner has 10 frames, more than any other.', spinners).support).not.toBe(
      'supported',
    );
  });
});

describe('rows a claim names together', () => {
  const hashes = md(
    [
      '| Hash Name | Width | Bandwidth (GB/s) | Quality |',
      '| --------- | ----- | ---------------- | ------- |',
      '| Alpha64   | 64    | 22.0 GB/s        | 10      |',
      '| Beta2     | 64    | 22.0 GB/s        | 9       |',
      '| Gamma64   | 64    | 19.4 GB/s        | 10      |',
      '| Gamma32   | 32    | 9.7 GB/s         | 10      |',
      '',
    ].join('\n'),
  );

  it('says a value of each row it names when each gives it ("A and B tie at ...")', () => {
    expect(assessDeterministic('Alpha64 and Beta2 tie at 22.0 GB/s.', hashes).support).toBe('supported');
    expect(assessDeterministic('Alpha64 and Gamma64 tie at 22.0 GB/s.', hashes).support).not.toBe('supported');
  });

  it('compares a stated value with the same column of the other row it names', () => {
    expect(assessDeterministic('Gamma64 runs at 19.4 GB/s, exactly twice the speed of Gamma32.', hashes).support).toBe(
      'supported',
    );
    expect(
      assessDeterministic('Gamma64 runs at 19.4 GB/s, exactly three times the speed of Gamma32.', hashes).support,
    ).not.toBe('supported');
  });
});

describe('series of dated rows', () => {
  const series = {
    uri: 'generation.csv',
    mediaType: 'text/csv',
    title: '',
    text: [
      'year,source,net_generation',
      ...['2001,35361,1437,3853', '2002,35991,1963,4574', '2003,36234,1885,3988', '2004,36205,2102,4929'].flatMap(
        (line) => {
          const [y, coal, wind, nuclear] = line.split(',');
          return [`${y}-01-01,Coal,${coal}`, `${y}-01-01,Wind,${wind}`, `${y}-01-01,Nuclear Energy,${nuclear}`];
        },
      ),
      '',
    ].join('\n'),
  };

  it('reads "its peak", "lowest" and "best year" within the series, not the whole column', () => {
    expect(assessDeterministic('Nuclear output had its best year in 2004, at 4,929.', series).support).toBe(
      'supported',
    );
    expect(assessDeterministic("Wind's lowest year was 2001, at 1,437.", series).support).toBe('supported');
    const beaten = assessDeterministic("Wind's weakest year was 2003, at 1,885.", series);
    expect(beaten.support).toBe('refuted');
    expect(beaten.rule).toContain('1437');
  });

  it('reads "its" as the series the claim before it named', () => {
    const before = ['Coal generation rose to 36,234 in 2003.'];
    expect(assessDeterministic('Its peak came in 2003, at 36,234.', series, before).support).toBe('supported');
    expect(assessDeterministic('Its peak came in 2004, at 36,205.', series, before).support).not.toBe('supported');
  });
});

describe('what a column header says of its values', () => {
  const bench = md(
    [
      '| Framework | Requests/s | Latency (ms) |',
      '|---|---|---|',
      '| fastify | 47,431 | 2.1 |',
      '| express | 12,004 | 8.3 |',
      '| koa | 39,210 | 2.5 |',
    ].join('\n'),
  );
  const check = (claim: string) => assessDeterministic(claim, bench);

  it('reads a rate ("Requests/s") as a count per second, not as seconds', () => {
    expect(check('express handles 12,004 requests per second.').support).toBe('supported');
    expect(check('express handles 47,431 requests per second.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 12,004 for "Requests/s" of the row "express" (README.md:4), not 47,431',
    });
    // A count per minute is no count per second.
    expect(check('express handles 12,004 requests a minute.').support).toBe('neutral');
  });

  it('reads a benchmark\'s abbreviations ("Ops/sec") as the words they stand for', () => {
    const ops = md(
      '| Library | Ops/sec |\n|---|---|\n| alpha | 1,200,000 |\n| beta | 950,000 |\n| gamma | 2,100,000 |',
    );
    expect(assessDeterministic('alpha handles 1.2 million operations per second.', ops).support).toBe('supported');
    expect(assessDeterministic('alpha handles 2.1 million operations per second.', ops)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 1,200,000 for "Ops/sec" of the row "alpha" (README.md:3), not 2.1 million',
    });
  });

  it('reads a unit in brackets ("Latency (ms)") as the unit of the column', () => {
    expect(check('fastify has a latency of 2.1 ms.').support).toBe('supported');
    expect(check('fastify has a latency of 8.3 ms.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 2.1 for "Latency (ms)" of the row "fastify" (README.md:3), not 8.3 ms',
    });
    expect(check('fastify serves 47,431 requests per second at 2.5 ms latency.').rule).toMatch(/gives 2\.1 for/u);
  });

  it('reads a currency and a scale in a key ("gdp_usd_billions"), and "people" as a population', () => {
    const countries = {
      uri: 'countries.csv',
      mediaType: 'text/csv',
      title: '',
      text: [
        'year,country,population_millions,gdp_usd_billions',
        '2021,France,67.7,2960',
        '2022,France,68.0,2780',
        '2021,Germany,83.2,4260',
        '2022,Germany,84.1,4080',
      ].join('\n'),
    };
    const on = (claim: string) => assessDeterministic(claim, countries);
    expect(on('France had 68.0 million people in 2022.').support).toBe('supported');
    expect(on('Germany had 68.0 million people in 2022.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 84.1 for "population_millions" of the row "Germany" (countries.csv:5), not 68.0 million',
    });
    // A possessive owner is the name ("Germany's GDP" is Germany's, and GDP).
    expect(on("Germany's GDP was 4.26 trillion dollars in 2021.").support).toBe('supported');
    expect(on("Germany's GDP was about 1.4 times France's in 2021.").support).toBe('supported');
    expect(on("France's GDP was $4,260 billion in 2021.")).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 2960 for "gdp_usd_billions" of the row "France" (countries.csv:2), not $4,260 billion',
    });
  });

  it('derives a difference the claim words with several words between "fewer" and "than"', () => {
    expect(check('koa handles 8,221 fewer requests per second than fastify.').support).toBe('supported');
    expect(check('koa handles 8,000 fewer requests per second than fastify.').support).toBe('refuted');
  });
});
