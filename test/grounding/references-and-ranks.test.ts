// Claims that refer back to an earlier claim's row, ranks of a row in its column, release order and pinned rows and releases.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { codecTable, md } from './fixtures.js';

const csv = (uri: string, text: string) => ({ uri, mediaType: 'text/csv', text, title: '' });

const codecs = md('codecs.md', codecTable);

describe('a claim that refers back to the row of the claim before it', () => {
  const fast = ['At -f4, squash trades ratio for speed: the ratio drops to 2.20 while encoding climbs to 610 MB/s.'];
  const quick = ['The quick 3.0 entry decodes at 3,900 MB/s.'];

  it('reads "at that setting" in the row the claim before it was about', () => {
    const right = assessDeterministic('Decoding at that setting reaches 1,950 MB/s.', codecs, fast);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 1,950 MB/s (codecs.md:6)');
    const wrong = assessDeterministic('Decoding at that setting reaches 1,750 MB/s.', codecs, fast);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 1950 MB/s for "Decode" of the row "squash 2.1 -f4" (codecs.md:6), not 1,750 MB/s',
    );
  });

  it('reads two values of the claim in that row', () => {
    const right = assessDeterministic('At that setting it decodes 1,950 MB/s, at a ratio of 2.20.', codecs, fast);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 1,950 MB/s (codecs.md:6), 2.20 (codecs.md:6)');
    const wrong = assessDeterministic('At that setting it decodes 1,750 MB/s, at a ratio of 2.20.', codecs, fast);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 1950 MB/s for "Decode" of the row "squash 2.1 -f4" (codecs.md:6), not 1,750 MB/s',
    );
  });

  it('follows whichever row the claim before it was about', () => {
    expect(assessDeterministic('At that setting the ratio is 2.10.', codecs, quick).support).toBe('supported');
    const r = assessDeterministic('At that setting the ratio is 2.20.', codecs, quick);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 2.10 for "Ratio" of the row "quick 3.0" (codecs.md:7), not 2.20');
  });

  it('leaves a value that several rows give undecided when there is no claim before it', () => {
    const r = assessDeterministic('Decoding at that setting reaches 1,950 MB/s.', codecs);
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^"1,950 MB\/s" fits /u);
  });

  it('does not read a claim that does not refer back against the row before it', () => {
    const r = assessDeterministic('Decoding reaches 1,750 MB/s.', codecs, fast);
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^"1,750 MB\/s" fits /u);
  });

  it('keeps to a row the claim names itself, and refutes a wrong value there with that row', () => {
    expect(assessDeterministic('Decoding of gzip at that setting reaches 380 MB/s.', codecs, fast).support).toBe(
      'supported',
    );
    const r = assessDeterministic('Decoding of gzip at that setting reaches 1,950 MB/s.', codecs, fast);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 380 MB/s for "Decode" of the row "gzip 1.12 -1" (codecs.md:4), not 1,950 MB/s',
    );
  });

  it('reads a value of another row in the column of the value referred to', () => {
    const r = assessDeterministic('That is far ahead of the 380 MB/s of gzip.', codecs, quick);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 380 MB/s (codecs.md:4)');
    // A wrong value of the row named is not set against that column's value as if the row were the one referred to.
    const wrong = assessDeterministic('That is far ahead of the 400 MB/s of gzip.', codecs, quick);
    expect(wrong.support).toBe('neutral');
    expect(wrong.rule).toBe('the source does not state 400 MB/s (said of: far, ahead, MB, gzip)');
  });

  it('takes the row of that column the claim\'s other values are in ("of squash at level 1")', () => {
    const r = assessDeterministic('That is far ahead of the 1,400 MB/s of squash at level 1.', codecs, quick);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 1,400 MB/s (codecs.md:3), 1 (codecs.md:3)');
    const wrong = assessDeterministic('That is far ahead of the 1,500 MB/s of squash at level 1.', codecs, quick);
    expect(wrong.support).toBe('neutral');
    expect(wrong.rule).toBe('the source does not state 1,500 MB/s (said of: far, ahead, MB, squash)');
  });
});

describe('a value worked out from values stated before', () => {
  it('compares the value referred to with the same column of the row the claim names', () => {
    const before = ['At -f4, squash encodes at 610 MB/s.'];
    // 610 / 480 = 1.27.
    const r = assessDeterministic('That is about 1.3 times the 480 MB/s of squash at level 1.', codecs, before);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states about 1.3 times (codecs.md:6), 480 MB/s (codecs.md:3), 1 (codecs.md:3)');
    expect(
      assessDeterministic('That is about 1.6 times the 480 MB/s of squash at level 1.', codecs, before).support,
    ).toBe('neutral');
    // 610 / 90 = 6.8.
    const gzip = assessDeterministic('That is about seven times the 90 MB/s of gzip.', codecs, before);
    expect(gzip.support).toBe('supported');
    expect(gzip.rule).toBe('the source states about seven times (codecs.md:6), 90 MB/s (codecs.md:4)');
    // Without the claim before it, there is nothing to compare with.
    expect(assessDeterministic('That is about 1.3 times the 480 MB/s of squash at level 1.', codecs).support).toBe(
      'neutral',
    );
  });

  it('compares a value the claim states with the same column of another row it names', () => {
    // 610 / 90 = 6.8.
    const r = assessDeterministic('squash -f4 encodes at 610 MB/s, about seven times the speed of gzip.', codecs);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 610 MB/s (codecs.md:6), about seven times (codecs.md:6)');
    expect(
      assessDeterministic('squash -f4 encodes at 610 MB/s, about three times the speed of gzip.', codecs).support,
    ).toBe('neutral');
  });
});

describe('a claim that refers back to the series the nearest claim named', () => {
  const years = [2010, 2011, 2012, 2013];
  const fuels: Record<string, number[]> = { Oil: [38100, 39100, 40500, 39876], Gas: [40211, 40877, 41002, 39876] };
  const output = csv(
    'output.csv',
    [
      'year,fuel,output',
      ...Object.entries(fuels).flatMap(([fuel, values]) => values.map((v, k) => `${years[k]}-01-01,${fuel},${v}`)),
      '',
    ].join('\n'),
  );
  const oil = 'Oil output reached 40,500 in 2012.';
  const gas = 'Gas output reached 41,002 in 2012.';

  it('takes the series of the claim just before, not of an earlier one', () => {
    // Both series give 39,876 for 2013: "its" is gas, named last.
    const r = assessDeterministic('Its output in 2013 was 39,876.', output, [oil, gas]);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2013 (output.csv:9), 39,876 (output.csv:9)');
    const other = assessDeterministic('Its output in 2011 was 39,100.', output, [gas, oil]);
    expect(other.support).toBe('supported');
    expect(other.rule).toBe('the source states 2011 (output.csv:3), 39,100 (output.csv:3)');
  });
});

describe('a claim that refers back to a series of rows', () => {
  const years = [2010, 2011, 2012, 2013];
  const fuels: Record<string, number[]> = {
    Coal: [5120, 5230, 5301, 5290],
    Gas: [40211, 40877, 41002, 39876],
    Solar: [812, 790, 845, 901],
  };
  const power = csv(
    'power.csv',
    [
      'year,fuel,output',
      ...Object.entries(fuels).flatMap(([fuel, values]) => values.map((v, k) => `${years[k]}-01-01,${fuel},${v}`)),
      '',
    ].join('\n'),
  );
  const gas = ['Gas output reached 41,002 in 2012.'];

  it('reads "its" as the series the claim before it named', () => {
    const r = assessDeterministic('Its peak came in 2012, at 41,002.', power, gas);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2012 (power.csv:8), 41,002 (power.csv:8)');
    expect(assessDeterministic('Its output in 2013 was 39,876.', power, gas).support).toBe('supported');
    const wrong = assessDeterministic('Its peak came in 2012, at 5,301.', power, gas);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 41002 for "output" of the row "Gas" (power.csv:8), not 5,301');
  });

  it('reads a claim that refers back but names a row of its own in that row', () => {
    const r = assessDeterministic('In 2012 coal reached 5,301, far below it.', power, gas);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2012 (power.csv:4), 5,301 (power.csv:4)');
  });

  it('leaves "its" unread without the claim before it', () => {
    expect(assessDeterministic('Its peak came in 2012, at 41,002.', power).support).toBe('neutral');
  });

  it('reads a claim that names another series of its own in that series', () => {
    const r = assessDeterministic('Solar output in 2013 was 901.', power, gas);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2013 (power.csv:13), 901 (power.csv:13)');
  });
});

const bench = md('bench.md', [
  '| Server  | Requests/s | Latency ms |',
  '| ------- | ---------- | ---------- |',
  '| fastify | 76,500     | 12.1       |',
  '| koa     | 54,200     | 17.9       |',
  '| express | 21,300     | 41.0       |',
  '| hapi    | 38,900     | 24.6       |',
  '',
]);

describe('a rank the claim gives a row', () => {
  it('counts the place over the column the claim names, best first', () => {
    expect(assessDeterministic('Koa ranks second by requests.', bench).support).toBe('supported');
    const r = assessDeterministic('Koa ranks third by requests.', bench);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 54,200 for "Requests/s" of the row "koa", place 2 of its column (best first), not third (bench.md:4)',
    );
  });

  it('counts a latency column with the smallest first', () => {
    expect(assessDeterministic('Express ranks fourth by latency.', bench).support).toBe('supported');
    expect(assessDeterministic('Fastify ranks first by latency.', bench).support).toBe('supported');
    expect(assessDeterministic('Express ranks first by latency.', bench).support).toBe('refuted');
  });

  it('takes the column of a value the claim gives the row', () => {
    expect(assessDeterministic('Hapi sits in third place with a latency of 24.6 ms.', bench).support).toBe('supported');
    const r = assessDeterministic('Hapi sits in second place with a latency of 24.6 ms.', bench);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 24.6 for "Latency ms" of the row "hapi", place 3 of its column (best first), not second (bench.md:6)',
    );
    const own = assessDeterministic('Hapi handled 38,900 requests/s, which puts it in second place.', bench);
    expect(own.support).toBe('refuted');
    expect(own.rule).toBe(
      'the source gives 38,900 for "Requests/s" of the row "hapi", place 3 of its column (best first), not second (bench.md:6)',
    );
  });

  it('ranks the row in the column of the value the claim gives it', () => {
    const r = assessDeterministic('Hapi comes third with 24.6 ms.', bench);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states third (bench.md:6), 24.6 ms (bench.md:6)');
    const wrong = assessDeterministic('Hapi comes second with 24.6 ms.', bench);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 24.6 for "Latency ms" of the row "hapi", place 3 of its column (best first), not second (bench.md:6)',
    );
  });

  it('reads an ordinal without a word of rank as no rank ("the second round")', () => {
    const r = assessDeterministic('Koa handled 54,200 requests/s in the second round.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state second (said of: Koa, handled, requests, second)');
  });

  it('does not guess a column for a row the claim names without one', () => {
    const r = assessDeterministic('Hapi ranks third.', bench);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state third (said of: Hapi, ranks, third)');
  });

  it('ranks the row referred to, refuting a wrong rank only when the claim names the column', () => {
    const before = ['Hapi handled 38,900 requests per second.'];
    const r = assessDeterministic('That puts it in third place.', bench, before);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states third (bench.md:6)');
    const unsure = assessDeterministic('That puts it in second place.', bench, before);
    expect(unsure.support).toBe('neutral');
    expect(unsure.rule).toBe('the source does not state second (said of: puts, second, place)');
    const named = assessDeterministic('That puts it in second place by latency.', bench, before);
    expect(named.support).toBe('refuted');
    expect(named.rule).toBe(
      'the source gives 24.6 for "Latency ms" of the row "hapi", place 3 of its column (best first), not second (bench.md:6)',
    );
    expect(assessDeterministic('That puts it in third place by latency.', bench, before).support).toBe('supported');
  });

  it('ranks the row of the claim just before, not of an earlier one', () => {
    const before = ['Koa handled 54,200 requests per second.', 'Hapi handled 38,900 requests per second.'];
    const r = assessDeterministic('That puts it in third place.', bench, before);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states third (bench.md:6)');
    expect(assessDeterministic('That puts it in second place.', bench, before).support).toBe('neutral');
  });

  it('leaves a rank over two rows to a person', () => {
    const pair = {
      uri: 'pair.json',
      mediaType: 'application/json',
      title: '',
      text: JSON.stringify([
        { name: 'alpha', requests: 51000, latency: 18.2 },
        { name: 'beta', requests: 48000, latency: 19.9 },
      ]),
    };
    const r = assessDeterministic('Beta ranks second by requests.', pair);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state second (said of: Beta, ranks, second, requests)');
    expect(assessDeterministic('Beta ranks first by requests.', pair).support).toBe('neutral');
  });

  it('reads a column of places as the rank itself', () => {
    const league = csv('league.csv', 'team,final place,points\nrovers,1,71\nunited,2,64\ncity,3,60\ntown,4,52\n');
    expect(assessDeterministic('City finished third.', league).support).toBe('supported');
    const r = assessDeterministic('City finished second.', league);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 3 for "final place" of the row "city" (league.csv:4), not second');
  });

  it('names a row only by every word of its label', () => {
    const rays = csv('rays.csv', 'source,score\ngamma ray,91\ngamma,85\nx ray,70\n');
    expect(assessDeterministic('Gamma ranks second by score.', rays).support).toBe('supported');
    const r = assessDeterministic('Gamma ranks first by score.', rays);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 85 for "score" of the row "gamma", place 2 of its column (best first), not first (rays.csv:3)',
    );
    // "v2beta" and "nv12" are words of the name, not versions: "alpha" alone does not name the row.
    const builds = csv('builds.csv', 'build,score\nalpha v2beta,30\nbeta v3,25\ngamma nv12,40\n');
    expect(assessDeterministic('Alpha v2beta ranks second by score.', builds).support).toBe('supported');
    expect(assessDeterministic('Alpha ranks second by score.', builds).support).toBe('neutral');
    expect(assessDeterministic('Gamma nv12 ranks first by score.', builds).support).toBe('supported');
    expect(assessDeterministic('Gamma ranks first by score.', builds).support).toBe('neutral');
  });

  it('names a row beside rows labelled only by a version', () => {
    const builds = csv('nightly.csv', 'build,score\nv1,30\nv2,25\nnightly,40\n');
    expect(assessDeterministic('Nightly ranks first by score.', builds).support).toBe('supported');
    const r = assessDeterministic('Nightly ranks second by score.', builds);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 40 for "score" of the row "nightly", place 1 of its column (best first), not second (nightly.csv:4)',
    );
  });

  it('names a row by its words without its version ("parser v3")', () => {
    const tools = csv('tools.csv', 'tool,files per second\nlexer v10,9100\nparser v3,4200\nemitter v2,6100\n');
    expect(assessDeterministic('The lexer ranks first by files per second.', tools).support).toBe('supported');
    expect(assessDeterministic('The emitter ranks second by files per second.', tools).support).toBe('supported');
    const r = assessDeterministic('The emitter ranks third by files per second.', tools);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 6100 for "files per second" of the row "emitter v2", place 2 of its column (best first), not third (tools.csv:4)',
    );
  });
});

describe("a value several rows fit, pinned to the row of the claim's other values", () => {
  const zstd = md('zstd.md', [
    '| Compressor     | Ratio | Compress  |',
    '| -------------- | ----- | --------- |',
    '| zstd 1.5.6 -1  | 2.88  | 510 MB/s  |',
    '| zstd 1.5.6 -2  | 2.91  | 430 MB/s  |',
    '| zstd 1.5.6 -3  | 2.90  | 300 MB/s  |',
    '| lz4 1.9.4      | 2.10  | 780 MB/s  |',
    '',
  ]);

  it('reads "about 2.9" in the row the speed is in', () => {
    const r = assessDeterministic('At level 1, zstd compresses at 510 MB/s with a ratio of about 2.9.', zstd);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 1 (zstd.md:3), 510 MB/s (zstd.md:3), about 2.9 (zstd.md:3)');
    expect(assessDeterministic('At level 2, zstd compresses at 430 MB/s with a ratio of 2.91.', zstd).rule).toBe(
      'the source states 2 (zstd.md:4), 430 MB/s (zstd.md:4), 2.91 (zstd.md:4)',
    );
  });

  it('reads a value of the row the claim before it pinned', () => {
    const before = ['At level 2, zstd reaches a ratio of about 2.9 at 430 MB/s.'];
    const r = assessDeterministic('At that level it compresses at 430 MB/s.', zstd, before);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 430 MB/s (zstd.md:4)');
    const wrong = assessDeterministic('At that level it compresses at 510 MB/s.', zstd, before);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 430 MB/s for "Compress" of the row "zstd 1.5.6 -2" (zstd.md:4), not 510 MB/s',
    );
  });

  it('does not pass a ratio no row gives', () => {
    const r = assessDeterministic('At level 1, zstd compresses at 510 MB/s with a ratio of about 2.1.', zstd);
    expect(r.support).toBe('refuted');
  });

  it('leaves a value several rows fit undecided when the claim gives nothing else', () => {
    const r = assessDeterministic('The ratio of zstd is about 2.9.', zstd);
    expect(r.support).toBe('neutral');
  });
});

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2.0.0 - 2025-06-01',
  '',
  '- Added 2 output formats',
  '- Fixed 5 bugs',
  '',
  '## 1.1.0 - 2025-02-10',
  '',
  '- Fixed 3 bugs',
  '- New `--quiet` flag',
  '',
  '## 1.0.1 - 2024-12-02',
  '',
  '- Fixed 2 bugs',
  '',
  '## 1.0.0 - 2024-11-20',
  '',
  '- First stable release',
  '',
]);

describe('a value under the release the claim names', () => {
  it('reads a count in the entries of that release', () => {
    const r = assessDeterministic('Release 1.1.0 fixed 3 bugs.', changelog);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 1.1.0 (CHANGELOG.md:8), 3 (CHANGELOG.md:10)');
    expect(assessDeterministic('Release 1.0.1 fixed 2 bugs.', changelog).support).toBe('supported');
  });

  it("refutes a count with that release's own count, not another release's", () => {
    const r = assessDeterministic('Release 1.0.1 fixed 3 bugs.', changelog);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 2 for "Fixed 2 bugs" (CHANGELOG.md:15), not 3');
    const newest = assessDeterministic('Release 2.0.0 fixed 3 bugs.', changelog);
    expect(newest.support).toBe('refuted');
    expect(newest.rule).toBe('the source gives 5 for "Fixed 5 bugs" (CHANGELOG.md:6), not 3');
  });

  it('leaves a count to a person when the release named lists none', () => {
    expect(assessDeterministic('Release 1.0.0 fixed 2 bugs.', changelog).support).toBe('neutral');
  });

  it('does not pass a value only another release gives', () => {
    expect(assessDeterministic('Release 2.0.0 added 2 output formats.', changelog).support).toBe('supported');
    const r = assessDeterministic('Release 1.1.0 added 2 output formats.', changelog);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source gives 2 under "2.0.0 - 2025-06-01", not under "1.1.0 - 2025-02-10"');
  });
});

describe("a change log's order", () => {
  const lines = md('RELEASES.md', [
    '# Releases',
    '',
    '## 3.1.0',
    '',
    '- Drop Node 16',
    '',
    '## 2.4.2',
    '',
    '- Security fix for the cookie parser',
    '',
    '## 2.4.1',
    '',
    '- Fix a typo in the docs',
    '',
    '## 2.4.0',
    '',
    '- Add cookie parser',
    '',
  ]);

  it('supports "the most recent release" only for the newest one, naming it otherwise', () => {
    expect(assessDeterministic('The most recent release, 2.0.0, came out on 1 June 2025.', changelog).support).toBe(
      'supported',
    );
    const r = assessDeterministic('The most recent release, 1.1.0, came out on 10 February 2025.', changelog);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "most recent release", but the source\'s newest release is 2.0.0 (2.0.0 - 2025-06-01), not 1.1.0 (CHANGELOG.md:3)',
    );
  });

  it('leaves the date of "the most recent release" to a person when it names no version', () => {
    const r = assessDeterministic('The most recent release came out on 10 February 2025.', changelog);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "most", which needs a comparison across the source that no check here can make',
    );
  });

  it('reads a line of releases named without a word of its end as any of its releases', () => {
    const r = assessDeterministic('The 2.4.x line added the cookie parser in 2.4.0.', lines);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2.4.x (RELEASES.md:15), 2.4.0 (RELEASES.md:15)');
  });

  it('checks the release a line of releases ended with', () => {
    expect(assessDeterministic('The 2.4.x line ended with 2.4.2.', lines).support).toBe('supported');
    expect(assessDeterministic('The 2.4.x line was capped by 2.4.2.', lines).support).toBe('supported');
    expect(assessDeterministic('The 2.4.x line was capped by 2.4.1.', lines).support).toBe('refuted');
    const r = assessDeterministic('The 2.4.x line ended with 2.4.1.', lines);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      "the claim says the 2.4.x line ended with 2.4.1, but the source's newest 2.4.x release is 2.4.2 (2.4.2) (RELEASES.md:7)",
    );
  });

  it('holds "first appeared in" only when no older release mentions the change', () => {
    expect(assessDeterministic('The cookie parser first appeared in 2.4.0.', lines).support).toBe('supported');
    const r = assessDeterministic('The cookie parser first appeared in 2.4.2.', lines);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim says "first", but an older release\'s entry may mention this: "Add cookie parser"');
    // No entry of 2.4.1 mentions it: the release's entries do not say what the claim says.
    const unsaid = assessDeterministic('The cookie parser first appeared in 2.4.1.', lines);
    expect(unsaid.support).toBe('neutral');
    expect(unsaid.rule).toBe('the source\'s entry "2.4.1" does not say this: it never mentions cookie, parser');
  });
});

describe('rows a claim names together', () => {
  const hashes = md('hashes.md', [
    '| Hash Name | Width | Bandwidth (GB/s) |',
    '| --------- | ----- | ---------------- |',
    '| Farm64    | 64    | 22.0 GB/s        |',
    '| Spooky    | 64    | 22.0 GB/s        |',
    '| Metro64   | 64    | 19.4 GB/s        |',
    '| Metro32   | 32    | 9.7 GB/s         |',
    '',
  ]);

  it('says a shared value of each row it names', () => {
    const r = assessDeterministic('Farm64 and Spooky tie at 22.0 GB/s.', hashes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 22.0 GB/s (hashes.md:3), Spooky (hashes.md:4)');
  });

  it('says it of each row whichever is named first', () => {
    const r = assessDeterministic('Spooky and Farm64 tie at 22.0 GB/s.', hashes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 22.0 GB/s (hashes.md:3), Farm64 (hashes.md:3)');
  });

  it('names a row only by its whole label ("city hash", not "hash")', () => {
    const words = md('words.md', [
      '| Hash Name   | Width | Bandwidth (GB/s) |',
      '| ----------- | ----- | ---------------- |',
      '| city hash   | 64    | 22.0 GB/s        |',
      '| spooky hash | 64    | 22.0 GB/s        |',
      '| metro hash  | 64    | 19.4 GB/s        |',
      '',
    ]);
    const r = assessDeterministic('City Hash and Spooky Hash tie at 22.0 GB/s.', words);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 22.0 GB/s (words.md:3), City Hash (words.md:3), Spooky Hash (words.md:4)');
    const wrong = assessDeterministic('City Hash and Metro Hash tie at 22.0 GB/s.', words);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "metro hash" (words.md:5), not 22.0 GB/s',
    );
  });

  it('reads a shared value and a value of a third row the claim names', () => {
    const r = assessDeterministic('Farm64 and Spooky tie at 22.0 GB/s, ahead of Metro64 at 19.4 GB/s.', hashes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe(
      'the source states 22.0 GB/s (hashes.md:4), 19.4 GB/s (hashes.md:5), Spooky (hashes.md:4), Metro64 (hashes.md:5)',
    );
  });

  it('refutes a shared value one of the rows does not give, with that row', () => {
    const three = assessDeterministic('Farm64, Spooky and Metro32 tie at 22.0 GB/s.', hashes);
    expect(three.support).toBe('refuted');
    expect(three.rule).toBe(
      'the source gives 9.7 GB/s for "Bandwidth (GB/s)" of the row "Metro32" (hashes.md:6), not 22.0 GB/s',
    );
    const r = assessDeterministic('Farm64 and Metro64 tie at 22.0 GB/s.', hashes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 22.0 GB/s',
    );
  });
});

describe('a word with digits the claim writes', () => {
  const hashes = md('speeds.md', [
    '| Hash   | Bandwidth |',
    '| ------ | --------- |',
    '| XXH3   | 31.5 GB/s |',
    '| Murmur | 7.1 GB/s  |',
    '',
  ]);

  it('is left to a person when the source does not give it', () => {
    const r = assessDeterministic('XXH3 runs at 31.5 GB/s, about 4rth of the list.', hashes);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim writes "4rth", which this check cannot read as a number and the source does not give',
    );
  });

  it('is a name when the source gives it', () => {
    const r = assessDeterministic('XXH3 runs at 31.5 GB/s.', hashes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 31.5 GB/s (speeds.md:3), XXH3 (speeds.md:3)');
  });
});

describe('a number in a row label', () => {
  const runs = md('runs.csv', ['run,seconds,errors', 'run 0,41.2,3', 'run 1,39.8,0', 'run 2,44.0,1', '']);
  const csvRuns = { ...runs, mediaType: 'text/csv' };

  it('is no value a claim counts of its own ("Run 1 had 1 error" counts errors, not the label)', () => {
    expect(assessDeterministic('Run 1 had 1 error.', csvRuns)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 0 for "errors" of the row "run 1" (runs.csv:3), not 1',
    });
    expect(assessDeterministic('Run 1 had 0 errors.', csvRuns).rule).toBe(
      'the source states 0 (runs.csv:3), Run 1 (runs.csv:3)',
    );
    // Nor when the claim refers back to its run: "2 errors" is no "run 2".
    expect(assessDeterministic('That run had 2 errors.', csvRuns, ['Run 1 took 39.8 seconds.']).support).toBe(
      'refuted',
    );
  });
});

describe('a rank by a column the claim names', () => {
  const places = {
    uri: 'places.json',
    mediaType: 'application/json',
    title: '',
    text: JSON.stringify([
      { name: 'alpha', latency: 21.0, place: 1 },
      { name: 'beta', latency: 19.9, place: 2 },
      { name: 'gamma', latency: 17.1, place: 3 },
    ]),
  };

  it('is worked out over that column, not read from a place field that ranks by something else', () => {
    expect(assessDeterministic('Gamma ranks first by latency.', places).support).toBe('supported');
    expect(assessDeterministic('Gamma ranks third by latency.', places)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 17.1 for latency of "gamma", place 1 of its column (best first), not third (places.json:1)',
    });
    expect(assessDeterministic('Gamma finished third.', places).support).toBe('supported');
  });
});

describe("a ratio said beside the claim's own value", () => {
  const codecs = md('CODECS.md', [
    '| Codec | Ratio | Encode | Decode |',
    '|---|---|---|---|',
    '| squash 2.1 -1 | 2.91 | 480 MB/s | 1400 MB/s |',
    '| gzip 1.12 -1 | 2.70 | 90 MB/s | 380 MB/s |',
    '| squash 2.1 -f4 | 2.60 | 610 MB/s | 1950 MB/s |',
  ]);

  it("is worked out from that value's row, not from another row the same name also fits", () => {
    const claim = (n: string) => `squash -f4 encodes at 610 MB/s, about ${n} times the speed of gzip.`;
    expect(assessDeterministic(claim('seven'), codecs).support).toBe('supported');
    // 480 / 90 of the -1 row is about five; 610 / 90 is not.
    expect(assessDeterministic(claim('five'), codecs).support).not.toBe('supported');
  });
});

describe('a difference from a value an earlier claim stated', () => {
  const defers = {
    uri: 'defers.md',
    mediaType: 'text/markdown',
    title: '',
    text: 'With open-coded defers, a deferred call costs about 42ns. A plain function call, by comparison, costs about 7ns.',
  };
  const context = ['A deferred call costs about 42 ns.'];

  it('takes its other side from the sentence the claim names by its words ("a plain call")', () => {
    expect(assessDeterministic('That is 35 ns more than a plain call, at 7 ns.', defers, context).support).toBe(
      'supported',
    );
    expect(assessDeterministic('That is 20 ns more than a plain call, at 7 ns.', defers, context).support).toBe(
      'refuted',
    );
  });
});

describe('one value said of several rows, and a row compared by name', () => {
  const speeds = md('speeds.md', [
    '| Hash   | Speed     |',
    '| ------ | --------- |',
    '| City64 | 22.0 GB/s |',
    '| T1ha2  | 22.0 GB/s |',
    '| FNV    | 1.2 GB/s  |',
    '',
  ]);
  const columns = md('throughput.md', [
    '| Hash   | Throughput (GB/s) |',
    '| ------ | ----------------- |',
    '| City64 | 22.0              |',
    '| T1ha2  | 22.0              |',
    '| FNV    | 1.2               |',
    '',
  ]);
  const servers = md('servers.md', [
    '| Framework | Requests/s | Latency (ms) |',
    '| --------- | ---------- | ------------ |',
    '| Fastify   | 45000      | 2.1          |',
    '| Express   | 15000      | 6.4          |',
    '',
  ]);

  it('checks the value in each row a claim says it of with "both", "each" or "tie"', () => {
    const tie = assessDeterministic('City64 and T1ha2 tie at 22.0 GB/s.', speeds);
    expect(tie.support).toBe('supported');
    expect(tie.rule).toBe('the source states 22.0 GB/s (speeds.md:3), T1ha2 (speeds.md:4)');
    expect(assessDeterministic('City64 and T1ha2 both reach 22.0 GB/s.', speeds).support).toBe('supported');
    expect(assessDeterministic('Both City64 and T1ha2 have a throughput of 22.0 GB/s.', columns).support).toBe(
      'supported',
    );
    const wrong = assessDeterministic('City64 and FNV both reach 22.0 GB/s.', speeds);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 1.2 GB/s for "Speed" of the row "FNV" (speeds.md:5), not 22.0 GB/s');
    expect(assessDeterministic('City64 and FNV both have a throughput of 22.0 GB/s.', columns).support).toBe('refuted');
  });

  it('reads a value of its own for each row as no shared value', () => {
    // Two speeds in one claim: each is its own row's, and neither is refuted by the other row.
    expect(assessDeterministic('Both City64 at 22.0 GB/s and FNV at 1.2 GB/s are listed.', columns).support).not.toBe(
      'refuted',
    );
    expect(assessDeterministic('Both City64 at 22.0 GB/s and FNV at 2.2 GB/s are listed.', columns).support).toBe(
      'refuted',
    );
  });

  it('reads a rate in a column header in brackets as the unit of its cells', () => {
    const r = assessDeterministic('City64 hashes at 22.0 GB/s.', columns);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 22.0 GB/s (throughput.md:3)');
    expect(assessDeterministic('City64 hashes at 22 GB per second.', columns).support).toBe('supported');
    expect(assessDeterministic('City64 hashes at 2.2 GB/s.', columns).support).toBe('refuted');
  });

  it('compares the value with the row the claim names after "ahead of", "behind" or "faster than"', () => {
    const ahead = assessDeterministic('City64 reaches 22.0 GB/s, far ahead of FNV.', speeds);
    expect(ahead.support).toBe('supported');
    expect(ahead.rule).toBe('the source states 22.0 GB/s (speeds.md:3), FNV (speeds.md:5)');
    const behind = assessDeterministic('FNV reaches 1.2 GB/s, ahead of City64.', speeds);
    expect(behind.support).toBe('refuted');
    expect(behind.rule).toBe(
      'the source gives 1.2 GB/s for "Speed" of the row "FNV" and 22.0 GB/s for "Speed" of the row "City64": not ahead of City64 (speeds.md:3)',
    );
    // "Just behind" is within 2%.
    expect(assessDeterministic('FNV reaches 1.2 GB/s, just behind City64.', speeds).support).toBe('refuted');
  });

  it('reads "faster" as the smaller time and the larger rate', () => {
    expect(assessDeterministic('Fastify answers in 2.1 ms, faster than Express.', servers).support).toBe('supported');
    expect(assessDeterministic('Express answers in 6.4 ms, faster than Fastify.', servers).support).toBe('refuted');
    expect(
      assessDeterministic('Fastify handles 45,000 requests per second, faster than Express.', servers).support,
    ).toBe('supported');
    const slow = assessDeterministic('Express handles 15,000 requests per second, faster than Fastify.', servers);
    expect(slow.support).toBe('refuted');
    expect(slow.rule).toBe(
      'the source gives 15000 for "Requests/s" of the row "Express" and 45000 for "Requests/s" of the row "Fastify": not faster than Fastify (servers.md:3)',
    );
  });
});

describe('a value compared with a row the claim names after it', () => {
  const scores = {
    uri: 'scores.md',
    mediaType: 'text/markdown',
    text: '| Team | Score |\n|---|---|\n| South Melbourne | 13.12 |\n| North Melbourne | 10.15 |\n| Fitzroy | 13.12 |\n| Carlton | 9.8 |\n',
  };

  it('reads the value in its own row, and the side against the row compared with', () => {
    expect(assessDeterministic('Fitzroy scored 13.12, ahead of North Melbourne.', scores).support).toBe('supported');
    expect(assessDeterministic('Carlton scored 9.8, behind North Melbourne.', scores).support).toBe('supported');
    expect(assessDeterministic('Carlton scored 9.8, ahead of North Melbourne.', scores)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 9.8 for "Score" of the row "Carlton" and 10.15 for "Score" of the row "North Melbourne": not ahead of North Melbourne (scores.md:4)',
    });
  });

  it("does not read the compared row's one measure as the value of a claim that does not name its own row", () => {
    const latency = md('latency.md', [
      '| Framework | Latency |',
      '|---|---|',
      '| Fastify | 2.1 ms |',
      '| Express | 4.5 ms |',
    ]);
    for (const claim of ['It answers in 2.1 ms, faster than Express.', 'It answers in 4.5 ms, slower than Fastify.']) {
      const r = assessDeterministic(claim, latency);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).not.toMatch(/the source gives/u);
    }
    expect(assessDeterministic('Express answers in 4.5 ms, slower than Fastify.', latency).support).toBe('supported');
  });
});

describe('a superlative over a column with a tie at the top', () => {
  const table = (koa: number) => ({
    uri: 'bench.md',
    mediaType: 'text/markdown',
    text: `| Framework | Throughput (req/s) |\n|---|---|\n| Fastify | 46850 |\n| Koa | ${koa} |\n| Express | 15000 |\n`,
  });

  it('holds only for a row strictly ahead of every other', () => {
    const claim = 'Fastify has the highest throughput, at 46,850 req/s.';
    expect(assessDeterministic(claim, table(35725)).support).toBe('supported');
    expect(assessDeterministic(claim, table(46850)).support).toBe('neutral');
  });
});
