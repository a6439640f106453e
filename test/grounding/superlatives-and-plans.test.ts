// Superlatives said of a column or of something else, words that only look like a rank, changes still to come, the direction a refuted change is named with, and what earlier claims and self-contradicting dates decide.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { countryShares, csv, md, txt } from './fixtures.js';

const table = [
  '| Codec | Compression | Decompression | Ratio |',
  '|---|---|---|---|',
  '| lz4 | 780 MB/s | 4,000 MB/s | 2.10 |',
  '| snappy | 560 MB/s | 1,660 MB/s | 2.09 |',
  '| zstd | 470 MB/s | 1,380 MB/s | 2.88 |',
  '| zlib | 95 MB/s | 410 MB/s | 2.74 |',
];
const codecs = md('codecs.md', table);

describe('a superlative whose direction is the measure, said of a column', () => {
  it('reads "wins" of the column named a few words after it, the value between them', () => {
    const won = assessDeterministic('lz4 wins at 4,000 MB/s in decompression.', codecs);
    expect(won.support).toBe('supported');
    expect(won.rule).toBe('the source states 4,000 MB/s (codecs.md:3)');
    const beaten = assessDeterministic('snappy wins at 1,660 MB/s in decompression.', codecs);
    expect(beaten.support).toBe('refuted');
    expect(beaten.rule).toBe(
      'the claim says "wins", but the source gives 4,000 MB/s for "Decompression" of the row "lz4" (codecs.md:3)',
    );
  });

  it('leaves "wins" to a person when the column is named far from it', () => {
    const r = assessDeterministic('lz4 wins by a wide margin overall, with decompression at 4,000 MB/s.', codecs);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "wins", which needs a comparison across the source that no check here can make',
    );
  });

  it('leaves "wins" to a person when it is said of something the row does not measure', () => {
    const claim = 'lz4 wins on memory use; its decompression runs at 4,000 MB/s.';
    const wins = 'the claim says "wins", which needs a comparison across the source that no check here can make';
    expect(assessDeterministic(claim, codecs)).toMatchObject({ support: 'neutral', rule: wins });
    // Another part of the source measures memory, but not this row: "wins" is still not said of its decompression.
    const withMemory = md('codecs-memory.md', ['Memory: 16 GB', '', ...table]);
    expect(assessDeterministic(claim, withMemory)).toMatchObject({ support: 'neutral', rule: wins });
  });

  it('does not take the source title’s own use of the word for a column it is said of', () => {
    const titled = { ...codecs, title: 'Which codec wins?' };
    const r = assessDeterministic('lz4 wins by a wide margin, with decompression at 4,000 MB/s.', titled);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "wins", which needs a comparison across the source that no check here can make',
    );
  });

  it('takes a word of the row itself ("Best Actress") for no superlative of its column', () => {
    const awards = md('awards.md', [
      '| Category | Winner | Votes |',
      '|---|---|---|',
      '| Best Actress | Ana Ruiz | 120 |',
      '| Best Actor | Ben Cole | 310 |',
      '| Best Director | Cara Dunn | 95 |',
    ]);
    const r = assessDeterministic('Ana Ruiz took Best Actress with 120 votes.', awards);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 120 (awards.md:3), Ana Ruiz (awards.md:3), Best Actress (awards.md:3)');
  });
});

describe('a superlative beside a value the source gives outside its table', () => {
  const bench = md('bench.md', ['Benchmark run in 2024.', '', ...table]);

  it('still compares the one cell of the table with its column', () => {
    const beaten = assessDeterministic(
      'In the 2024 benchmark, snappy had the highest decompression, at 1,660 MB/s.',
      bench,
    );
    expect(beaten.support).toBe('refuted');
    expect(beaten.rule).toBe(
      'the claim says "highest", but the source gives 4,000 MB/s for "Decompression" of the row "lz4" (bench.md:5)',
    );
    expect(
      assessDeterministic('In the 2024 benchmark, lz4 had the highest decompression, at 4,000 MB/s.', bench),
    ).toMatchObject({ support: 'supported', rule: 'the source states 2024 (bench.md:1), 4,000 MB/s (bench.md:5)' });
  });
});

describe('a superlative said of a change over years', () => {
  // East grew more than North (200 to 500): "the most of any region" is no one column's largest value.
  const regions = csv('regions.csv', [
    'year,region,users',
    ...['2020,North,300', '2020,South,500', '2020,East,200'],
    ...['2023,North,600', '2023,South,450', '2023,East,500'],
  ]);

  it('leaves "the largest rise" to a person though the series peaks in the year the change ends', () => {
    const users = csv('users.csv', ['year,users', '2020,300', '2021,450', '2022,500', '2023,600']);
    const r = assessDeterministic('Users doubled from 2020 to 2023, the largest rise.', users);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "largest", which needs a comparison across the source that no check here can make',
    );
  });

  it('is left to a person, the change itself checked', () => {
    expect(assessDeterministic('North users doubled between 2020 and 2023.', regions)).toMatchObject({
      support: 'supported',
      rule: 'the source states between 2020 and 2023 (regions.csv:2)',
    });
    const r = assessDeterministic('North users doubled between 2020 and 2023, the most of any region.', regions);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "most", which needs a comparison across the source that no check here can make',
    );
  });
});

describe('a superlative "among" the rows of one year', () => {
  it('compares across the rows of that year, not along the series, with or without "all"', () => {
    for (const among of ['among', 'among all']) {
      const r = assessDeterministic(`Spain had the highest share ${among} countries in 2023, at 50.1%.`, countryShares);
      expect(r.support, among).toBe('refuted');
      expect(r.rule, among).toBe(
        'the claim says "highest", but the source gives 88.4 for "Share (%)" of the row "Denmark" (shares.csv:4)',
      );
    }
    expect(
      assessDeterministic('Denmark had the highest share among countries in 2023, at 88.4%.', countryShares),
    ).toMatchObject({ support: 'supported', rule: 'the source states 2023 (shares.csv:4), 88.4% (shares.csv:4)' });
  });

  it('reads "its highest of all" with a second year along its own series, leaving only "all" to a person', () => {
    const r = assessDeterministic(
      'Spain’s share of 50.1% in 2023 was its highest of all, more than twice its 2010 level.',
      countryShares,
    );
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim says "all", which needs a comparison across the source that no check here can make');
  });
});

describe('words that only look like a rank', () => {
  it('reads "in place" as no place in a ranking', () => {
    const r = assessDeterministic(
      'The fix is in place since 2.1.0, with 3 retries.',
      txt('retries.txt', ['Since 2.1.0 the client makes 3 retries.']),
    );
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2.1.0 (retries.txt:1), 3 (retries.txt:1)');
  });

  it('finds the superlative in the source though a colon follows it there', () => {
    const notes = md('notes.md', ['Of the codecs tested, lz4 is the fastest: 4,000 MB/s.']);
    const r = assessDeterministic('lz4 is the fastest codec, at 4,000 MB/s.', notes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 4,000 MB/s (notes.md:1)');
  });
});

describe('a change a list item marks as still to come', () => {
  it('refutes it stated as made, by the item’s own word, though the item has no key', () => {
    const todo = md('todo.md', ['- TODO remove the legacy parser', '- Faster startup']);
    const r = assessDeterministic('The project removed the legacy parser.', todo);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('(planned), not as a released change (todo.md:1)');
    expect(r.passage?.text).toBe('TODO remove the legacy parser');
  });
});

describe('a removal the source gives as done after a deprecation', () => {
  it('is supported: the deprecation came first, the removal is stated as made', () => {
    const r = assessDeterministic(
      'The API was removed in 2024.',
      txt('api.txt', ['The API, deprecated in 2023, was removed in 2024.']),
    );
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2024 (api.txt:1), API (api.txt:1)');
  });
});

describe('the direction of a change the source gives otherwise', () => {
  const changes = csv('c.csv', ['region,change', 'north,-5.2%', 'south,3.1%', 'east,+1.2%', 'west,0%']);

  it('names no direction when the source and the claim go the same way', () => {
    expect(assessDeterministic('The north region fell 6%.', changes).rule).toBe(
      'the source gives -5.2% for "change" of the row "north" (c.csv:2), not 6%',
    );
    expect(assessDeterministic('The east region grew by 2%.', changes).rule).toBe(
      'the source gives +1.2% for "change" of the row "east" (c.csv:4), not 2%',
    );
  });

  it('names a change by its sign, not its words, when the source writes one', () => {
    const r = assessDeterministic('The east region fell 1.2%.', changes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives +1.2% for "change" of the row "east" (c.csv:4), not a fall of 1.2%');
  });

  it('calls a change of 0% neither a fall nor a rise', () => {
    expect(assessDeterministic('The west region grew 1%.', changes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 0% for "change" of the row "west" (c.csv:5), not a rise of 1%',
    });
    expect(assessDeterministic('The west region fell 1%.', changes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 0% for "change" of the row "west" (c.csv:5), not a fall of 1%',
    });
  });

  it('calls a level no change at all', () => {
    const levels = csv('l.csv', ['region,share', 'south,3.1%', 'north,1.4%']);
    expect(assessDeterministic('The south region fell 4%.', levels)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 3.1% for "share" of the row "south" (l.csv:2), not a fall of 4%',
    });
  });
});

describe('what the claims before it decide', () => {
  const squash = md('README.md', [
    '| Codec           | Ratio | Encode   | Decode    |',
    '| --------------- | ----- | -------- | --------- |',
    '| squash 2.1 -1   | 2.91  | 480 MB/s | 1400 MB/s |',
    '| gzip 1.12 -1    | 2.70  | 90 MB/s  | 380 MB/s  |',
    '| squash 2.1 -f2  | 2.45  | 560 MB/s | 1750 MB/s |',
    '| squash 2.1 -f4  | 2.20  | 610 MB/s | 1950 MB/s |',
    '| quick 3.0       | 2.10  | 690 MB/s | 3900 MB/s |',
  ]);
  // The earlier claim gets the decoding speed wrong (the source gives 1950), but it is still about the -f4 row.
  const before = ['At -f4, squash decodes at 1,900 MB/s.'];

  it('reads "that setting" as the row an earlier claim got wrong', () => {
    const wrong = assessDeterministic('Encoding at that setting reaches 560 MB/s.', squash, before);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 610 MB/s for "Encode" of the row "squash 2.1 -f4" (README.md:6), not 560 MB/s',
    );
    expect(assessDeterministic('Encoding at that setting reaches 610 MB/s.', squash, before)).toMatchObject({
      support: 'supported',
      rule: 'the source states 610 MB/s (README.md:6)',
    });
  });

  it('reads a claim that neither refers back nor names a series over every series', () => {
    const years = [2010, 2011, 2012, 2013];
    const fuels: [string, number[]][] = [
      ['Coal', [5120, 5230, 5301, 5290]],
      ['Gas', [40211, 40877, 41002, 39876]],
      ['Solar', [812, 790, 845, 5290]],
    ];
    const power = csv('power.csv', [
      'year,fuel,output',
      ...fuels.flatMap(([fuel, values]) => values.map((v, k) => `${years[k]}-01-01,${fuel},${v}`)),
    ]);
    // Coal and Solar both gave 5,290 in 2013: the claim before it, about gas, does not say which.
    const r = assessDeterministic('Output in 2013 was 5,290.', power, ['Gas output reached 41,002 in 2012.']);
    expect(r.support).toBe('neutral');
    expect(r.neutral).toBe('ambiguous');
    expect(r.rule).toContain(
      '"5,290" fits 5290 for "output" of the row "Coal" (power.csv:5), 5290 for "output" of the row "Solar" (power.csv:13), but the source also gives 39876',
    );
  });

  it('checks a claim with a count of its own by its count, not as the release the claim before it named', () => {
    const log = md('CHANGELOG.md', [
      ...['# Changelog', '', '## [2.3.0] - 2025-09-14', '', '### Added', ''],
      ...['- A streaming decoder behind the `stream` feature', '- Colour output for the CLI', '', '### Fixed', ''],
      ...['- A crash on empty input', '', '## [2.2.1] - 2025-05-02', '', '- Fix a memory leak in the tokenizer', ''],
    ]);
    const r = assessDeterministic('It added 2 features: a streaming decoder and colour output.', log, [
      'Version 2.3.0 came out on 14 September 2025.',
    ]);
    // (The two things it lists are the release's two Added entries, one each.)
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2 (CHANGELOG.md:7)');
  });
});

describe('the full verdict of a decision that needs no row', () => {
  it('refutes a claim whose weekday is not its date’s, with no value left unmatched', () => {
    expect(
      assessDeterministic(
        'The Monday, 5 March 2024 release had 3 fixes.',
        txt('fixes.txt', ['5 March 2024: 3 fixes.']),
      ),
    ).toEqual({
      support: 'refuted',
      rule: "the claim's own date is wrong: that day was a Tuesday",
      score: 1,
      unmatched: [],
      subject: 'Monday, 5 March 2024',
    });
  });

  it('leaves a rise in the first year of a series to a person, as a figure not stated', () => {
    const sales = csv('sales.csv', ['year,sales', '2020,410', '2021,520', '2022,910', '2023,650']);
    expect(assessDeterministic('Sales rose in 2020.', sales)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure before 2020 to show the rise',
      passage: { text: 'year: 2020; sales: 410' },
      score: 0,
      unmatched: [],
      neutral: 'not-stated',
    });
  });

  it('refutes a rise over a series that fell, naming its last year’s row, with no value left unmatched', () => {
    const users = csv('users.csv', ['year,users', '2020,900', '2023,600']);
    expect(assessDeterministic('Users rose between 2020 and 2023.', users)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 900 for 2020 and 600 for 2023: not the rise the claim says (users.csv:3)',
      passage: { text: 'year: 2023; users: 600' },
      unmatched: [],
    });
  });
});
