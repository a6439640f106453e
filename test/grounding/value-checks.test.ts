// How a claim's value is checked against one source value: a field's number without a unit, a word ordinal against a count, and a version's parts.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, hashSpeeds, md, twoGames } from './fixtures.js';

const json = (uri: string, value: unknown) => ({
  uri,
  mediaType: 'application/json',
  text: JSON.stringify(value, null, 2),
  title: '',
});

describe('a number a field gives without a unit', () => {
  it('compares the number as the claim writes it, decimals and thousands separators included', () => {
    const delay = assessDeterministic('The retry delay is 2.25 seconds.', json('retry.json', { delay: 2.25 }));
    expect([delay.support, delay.rule]).toEqual(['supported', 'the source states 2.25 seconds (retry.json:2)']);
    const ms = assessDeterministic('The retry delay is 2,500 milliseconds.', json('retry.json', { delay: 2500 }));
    expect([ms.support, ms.rule]).toEqual(['supported', 'the source states 2,500 milliseconds (retry.json:2)']);
    const size = assessDeterministic('The payload size is 2.5 MB.', json('limits.json', { payload: 2.5 }));
    expect([size.support, size.rule]).toEqual(['supported', 'the source states 2.5 MB (limits.json:2)']);
  });

  it('does not read another number as the same one', () => {
    const other = assessDeterministic('The retry delay is 2.5 seconds.', json('retry.json', { delay: 2 }));
    expect([other.support, other.rule]).toEqual([
      'neutral',
      'the source gives 2 for "delay" with no unit to check 2.5 seconds against',
    ]);
  });

  it('reads a value written in words, or zero, as no number to compare', () => {
    const words = assessDeterministic('The retry delay is zero seconds.', json('retry.json', { delay: 0 }));
    expect([words.support, words.rule]).toEqual([
      'neutral',
      'the source gives 0 for "delay" with no unit to check zero seconds against',
    ]);
    const zero = assessDeterministic('The retry delay is 0 seconds.', json('retry.json', { delay: 0 }));
    expect([zero.support, zero.rule]).toEqual([
      'neutral',
      'the source gives 0 for "delay" with no unit to check 0 seconds against',
    ]);
  });

  it('matches a large number exactly as written', () => {
    const big = assessDeterministic(
      'The archive timeout is 5000000000 milliseconds.',
      json('archive.json', { timeout: 5000000000 }),
    );
    expect([big.support, big.rule]).toEqual([
      'supported',
      'the source states 5000000000 milliseconds (archive.json:2)',
    ]);
  });

  it('matches a number the claim rounds, at the edge of its rounding, with a tolerance that grows with the value', () => {
    const hours = assessDeterministic('The job timeout is 2.3 hours.', json('job.json', { timeout: 2.35 }));
    expect([hours.support, hours.rule]).toEqual(['supported', 'the source states 2.3 hours (job.json:2)']);
    const long = assessDeterministic('The job timeout is 2345679.1 hours.', json('job.json', { timeout: 2345679.05 }));
    expect([long.support, long.rule]).toEqual(['supported', 'the source states 2345679.1 hours (job.json:2)']);
  });

  it('reads a bound as reaching the number', () => {
    expect(assessDeterministic('The timeout is at most 30 seconds.', json('t.json', { timeout: 30 })).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The timeout is at least 30 seconds.', json('t.json', { timeout: 30 })).support).toBe(
      'supported',
    );
  });

  it('does not read a part of a clock time as a number of seconds', () => {
    const clock = assessDeterministic('The delay is 18 seconds.', md('run.md', ['- Delay: 16:30:18']));
    expect(clock.support).toBe('neutral');
  });
});

describe('a word ordinal against a count', () => {
  it('is the number of what it ranks, a whole number', () => {
    const third = assessDeterministic('This is the third edition.', md('book.md', ['# Book', '', '- Edition: 3']));
    expect([third.support, third.rule]).toEqual(['supported', 'the source states third (book.md:3)']);
    const part = assessDeterministic('This is the third edition.', md('book.md', ['# Book', '', '- Edition: 3.5']));
    expect(part.support).toBe('neutral');
  });

  it('is never a measure', () => {
    expect(assessDeterministic('The report ranks third by requests.', md('r.md', ['- Requests: 3'])).support).toBe(
      'neutral',
    );
  });
});

describe('a value placed before or after another', () => {
  it('leaves a span before something to the comparison it needs', () => {
    const span = assessDeterministic(
      'The build finished 3 seconds before the deadline.',
      md('ci.md', ['- Build: 3 seconds']),
    );
    expect([span.support, span.rule]).toEqual([
      'neutral',
      'the claim says "before", which needs a comparison across the source that no check here can make',
    ]);
  });

  it('says no check judges what comes before a version, though the source states the version', () => {
    const notes = md('notes.md', ['# Notes', '', '- Version: 2.0']);
    const before = assessDeterministic('The beta shipped before version 2.0.', notes);
    expect([before.support, before.rule]).toEqual([
      'neutral',
      'the claim says "before", which needs a comparison across the source that no check here can make',
    ]);
    expect(assessDeterministic('Version 2.0 shipped.', notes).support).toBe('supported');
    // A bound a version has is no word to judge: "2.0 or newer", "at least version 2.0".
    expect(assessDeterministic('It needs version 2.0 or newer.', notes).support).toBe('supported');
    expect(assessDeterministic('It needs at least version 2.0.', notes).support).toBe('supported');
  });
});

describe('a claim naming no row', () => {
  it('is stated by a column whose every row gives the value, and refuted by one whose rows give one other value', () => {
    const sensors = csv('sensors.csv', ['sensor,days', 'A,64', 'B,64', 'C,64']);
    const same = assessDeterministic('Each sensor logged 64 days.', sensors);
    expect([same.support, same.rule]).toEqual(['supported', 'the source states 64 days (sensors.csv:2)']);
    const other = assessDeterministic('Each sensor logged 65 days.', sensors);
    expect([other.support, other.rule]).toEqual([
      'refuted',
      'the source gives 64 for "days" of the row "A" (sensors.csv:2), not 65 days',
    ]);
  });

  it('is neither stated nor refuted by a column whose rows differ', () => {
    const mixed = csv('sensors.csv', ['sensor,days', 'A,64', 'B,65', 'C,64']);
    const same = assessDeterministic('Each sensor logged 64 days.', mixed);
    expect([same.support, same.rule]).toEqual([
      'neutral',
      'the source does not state 64 days (said of: sensor, logged, days)',
    ]);
    const spread = csv('sensors.csv', ['sensor,days', 'A,64', 'B,66', 'C,64']);
    const other = assessDeterministic('Each sensor logged 65 days.', spread);
    expect([other.support, other.rule]).toEqual([
      'neutral',
      'the source does not state 65 days (said of: sensor, logged, days)',
    ]);
  });

  it('reads one column, not another column with the same values', () => {
    const two = csv('sensors.csv', ['sensor,days,hours', 'A,64,64', 'B,64,64']);
    expect(assessDeterministic('Each sensor logged 64 days.', two).rule).toBe(
      'the source states 64 days (sensors.csv:2)',
    );
    expect(assessDeterministic('Each sensor logged 65 days.', two).rule).toBe(
      'the source gives 64 for "days" of the row "A" (sensors.csv:2), not 65 days',
    );
  });
  it('is neither stated nor refuted by two columns the claim names alike', () => {
    const both = csv('weather.csv', ['station,rain days,sun days', 'North,64,64', 'South,64,64']);
    for (const [text, value] of [
      ['Every station recorded 64 days of rain.', '64'],
      ['Every station recorded 65 days of rain.', '65'],
    ] as const) {
      const r = assessDeterministic(text, both);
      expect([r.support, r.rule]).toEqual([
        'neutral',
        `the source does not state ${value} days (said of: Every, station, recorded, days)`,
      ]);
    }
  });
  it('is neither stated nor refuted by the one row of a column that gives a number', () => {
    for (const lines of [
      ['sensor,days', 'A,64', 'B,', 'C,n/a'],
      ['sensor,days', 'A,64', 'B,pending'],
    ])
      for (const value of ['64', '65']) {
        const r = assessDeterministic(`Each sensor logged ${value} days.`, csv('sensors.csv', lines));
        expect([r.support, r.rule]).toEqual([
          'neutral',
          `the source does not state ${value} days (said of: sensor, logged, days)`,
        ]);
      }
  });
});

describe('rows a claim names together', () => {
  const columns = md('throughput.md', [
    '| Hash   | Throughput (GB/s) |',
    '| ------ | ----------------- |',
    '| City64 | 22.0              |',
    '| T1ha2  | 22.0              |',
    '| FNV    | 1.2               |',
    '',
  ]);

  it('reads a value set against another row as no value of both rows', () => {
    const unlike = assessDeterministic('City64, unlike FNV, has a throughput of 22.0 GB/s.', columns);
    expect([unlike.support, unlike.rule]).toEqual([
      'neutral',
      '"22.0 GB/s" fits 22.0 for "Throughput (GB/s)" of the row "City64" (throughput.md:3), but the source also gives 1.2 for "Throughput (GB/s)" of the row "FNV" (throughput.md:5) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });

  it('refutes a value said of two rows when one of them gives another', () => {
    const r = assessDeterministic('City64 and FNV have a throughput of 22.0 GB/s.', columns);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 1.2 for "Throughput (GB/s)" of the row "FNV" (throughput.md:5), not 22.0 GB/s',
    ]);
  });
});

describe('a value under the column the claim names in full', () => {
  it("is that column's, and the reason gives its place and the row", () => {
    const r = assessDeterministic('The home team Footscray drew a crowd of 12000.', twoGames);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 12000 (games.csv:2), Footscray (games.csv:2)',
    ]);
  });

  it('takes a score the claim gives as no crowd', () => {
    const r = assessDeterministic('The home team Footscray drew a crowd of 119.', twoGames);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source gives 12000 for "crowd" of the row "footscray" (games.csv:2), not 119',
    ]);
  });
});

describe('a value worked out from two others, against one the source states', () => {
  const bench = md('bench.md', [
    '# Benchmarks',
    '',
    '| Runtime | Requests/s | Speedup |',
    '| --- | --- | --- |',
    '| Node 18 | 10000 | 0% |',
    '| Node 20 | 15000 | 30% |',
    '',
  ]);
  const prose = md('notes.md', [
    '# Notes',
    '',
    'Node 20 served 15000 requests per second and Node 18 served 10000 requests per second.',
    '',
    'Node 20 is 30% faster than Node 18 in our tests.',
  ]);

  it('works out a change from two rows the claim names', () => {
    const r = assessDeterministic('Node 20 handles 50% more requests than Node 18.', bench);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 50% (bench.md:6), Node 20 (bench.md:6), Node 18 (bench.md:5)',
    ]);
    const said = assessDeterministic('Node 20 served 50% more requests than Node 18.', prose);
    expect([said.support, said.rule]).toEqual([
      'supported',
      'the source states 50% (notes.md:3), Node 20 (notes.md:3), Node 18 (notes.md:3)',
    ]);
  });

  it('takes the value the source states over one worked out', () => {
    const speedup = assessDeterministic('Node 20 has a speedup of 50% over Node 18.', bench);
    expect([speedup.support, speedup.rule]).toEqual([
      'refuted',
      'the source gives 0% for "Speedup" of the row "Node 18" (bench.md:5) and 30% for "Speedup" of the row "Node 20" (bench.md:6), not 50%',
    ]);
    const faster = assessDeterministic('Node 20 is 50% faster than Node 18.', prose);
    expect([faster.support, faster.rule]).toEqual([
      'refuted',
      'the source gives 30% for "Node 20 is 30% faster than Node 18 in our tests." (notes.md:5), not 50%',
    ]);
  });
});

describe('a number without a unit that fits the claim better than one that matches', () => {
  const config = json('config.json', {
    production: { database: { timeout: 10, pool: 30 }, cache: { timeout: 30 } },
  });
  const config2 = {
    ...config,
    text: [
      '{',
      '  "production": {',
      '    "database": { "timeout": 10, "pool": 30 },',
      '    "cache": { "timeout": 30 }',
      '  }',
      '}',
    ].join('\n'),
  };

  it("cannot be checked against the claim, and the value that matches is another thing's", () => {
    const r = assessDeterministic('The production database timeout is 30 seconds.', config2);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives 10 for "production.database.timeout" with no unit to check 30 seconds against',
    ]);
  });

  it('is the value when it matches, and the other key keeps its own', () => {
    const db = assessDeterministic('The production database timeout is 10 seconds.', config2);
    expect([db.support, db.rule]).toEqual(['supported', 'the source states 10 seconds (config.json:3)']);
    const cache = assessDeterministic('The production cache timeout is 30 seconds.', config2);
    expect([cache.support, cache.rule]).toEqual(['supported', 'the source states 30 seconds (config.json:4)']);
    expect(assessDeterministic('The production cache timeout is 30 seconds.', config).support).toBe('supported');
  });
});

describe('a ratio or a difference said beside a measure', () => {
  it("is worked out from the claim's own measure", () => {
    const more = assessDeterministic('XXH32 reaches 9.7 GB/s, 9.1 GB/s more than MD5.', hashSpeeds);
    expect([more.support, more.rule]).toEqual([
      'supported',
      'the source states 9.7 GB/s (README.md:6), 9.1 GB/s (README.md:6), XXH32 (README.md:6), MD5 (README.md:7)',
    ]);
  });

  it('is never worked out from two numbers picked elsewhere', () => {
    const elsewhere = assessDeterministic('XXH32 reaches 9.7 GB/s, 18.8 GB/s more than MD5.', hashSpeeds);
    expect([elsewhere.support, elsewhere.rule]).toEqual([
      'neutral',
      'the source does not state 18.8 GB/s, and no two of the values it gives for this make it',
    ]);
    const ratio = assessDeterministic('XXH3 reaches 19.4 GB/s, about 16 times the speed of MD5.', hashSpeeds);
    expect([ratio.support, ratio.rule]).toEqual([
      'neutral',
      'the source does not state about 16 times (said of: times, speed, MD5)',
    ]);
  });
});

describe('a line of versions named in a list item', () => {
  const log = md('History.md', [
    '5.1.0 / 2025-03-31',
    '==================',
    '',
    '* deps: remove `depd`',
    '* The first Express 5.0 beta shipped in 2022.',
    '',
  ]);

  it('neither states nor contradicts a release of more parts', () => {
    const r = assessDeterministic('Express 5.0.0 removed depd.', log);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state 5.0.0 (said of: Express, removed, depd)',
    ]);
    const release = assessDeterministic('Express 5.1.0 removed depd.', log);
    expect([release.support, release.rule]).toEqual(['supported', 'the source states 5.1.0 (History.md:1)']);
  });
});
