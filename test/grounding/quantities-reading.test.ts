// How a number is read from a sentence: its bound or approximation, range, unit, scale, sign, year or count, era, ratio,
// ordinal, direction of change and period, each as the interval a reader would take it to mean.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { comparable, extractQuantities, fieldQuantities, relate } from '../../src/grounding/quantities.js';
import { readQuantities as read, round, source } from './fixtures.js';

const one = (text: string): unknown[] => {
  const all = read(text);
  expect(all, text).toHaveLength(1);
  return all[0] as unknown[];
};

describe('bounds and approximations', () => {
  it.each([
    ['more than 3,780 cases', ['more than 3,780', 'count', 3780, 3780.00378, Infinity, 'bound']],
    ['at least 12 nodes', ['at least 12', 'count', 12, 12, Infinity, 'bound']],
    ['no fewer than 3 nodes', ['no fewer than 3', 'count', 3, 3, Infinity, 'bound']],
    ['not less than 3 nodes', ['not less than 3', 'count', 3, 3, Infinity, 'bound']],
    ['no more than 7 retries', ['no more than 7', 'count', 7, -Infinity, 7, 'bound']],
    ['not more than 7 retries', ['not more than 7', 'count', 7, -Infinity, 7, 'bound']],
    ['as many as 40 people', ['as many as 40', 'count', 40, -Infinity, 40, 'bound']],
    ['a maximum of 9 GB', ['a maximum of 9 GB', 'data', 9e9, -Infinity, 9e9, 'bound']],
    ['under 5 ms', ['under 5 ms', 'time', 0.005, -Infinity, 0.004999, 'bound']],
    ['fewer than 7', ['fewer than 7', 'count', 7, -Infinity, 6.999993, 'bound']],
    ['before 2019', ['before 2019', 'year', 2019, -Infinity, 2018.997981, 'bound']],
    ['in excess of 100 users', ['in excess of 100', 'count', 100, 100.0001, Infinity, 'bound']],
    ['upwards of 50', ['upwards of 50', 'count', 50, 50.00005, Infinity, 'bound']],
    ['12 or more', ['12 or more', 'count', 12, 12, Infinity, 'bound']],
    ['500+ contributors', ['500+', 'count', 500, 500, Infinity, 'bound']],
    ['40 or fewer', ['40 or fewer', 'count', 40, -Infinity, 40, 'bound']],
  ])('reads "%s" as a bound', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  it.each([
    // Half a step of the last digit written, at least 2% and, for a round number, at most 10% ...
    ['about 14,850 users', ['about 14,850', 'count', 14850, 14553, 15147, 'approx']],
    ['about 4.2k stars', ['about 4.2k', 'count', 4200, 4116, 4284, 'approx']],
    ['about 2% of runs', ['about 2%', 'percent', 2, 1.6, 2.4, 'approx']],
    // ... never past a fifth of the value: "about 1 million" is not 600,000, nor "almost 1 million" 500,000.
    ['about 1 million', ['about 1 million', 'count', 1e6, 8e5, 1.2e6, 'approx']],
    ['almost 1 million', ['almost 1 million', 'count', 1e6, 8e5, 1.1e6, 'approx']],
    ['about 20 people', ['about 20', 'count', 20, 18, 22, 'approx']],
    ['roughly twenty people', ['roughly twenty', 'count', 20, 18, 22, 'approx']],
    ['some 300 firms', ['some 300', 'count', 300, 270, 330, 'approx']],
    ['an estimated 2,000 people', ['an estimated 2,000', 'count', 2000, 1800, 2200, 'approx']],
    ['is ~40 ms', ['~40 ms', 'time', 0.04, 0.036, 0.044, 'approx']],
    // Short of the number, or just past it.
    ['nearly 9 hours', ['nearly 9 hours', 'time', 32400, 30600, 32399.9676, 'approx']],
    ['a little under 7,700 votes', ['a little under 7,700', 'count', 7700, 7546, 7699.9923, 'approx']],
    ['just over 2 hours', ['just over 2 hours', 'time', 7200, 7200.0072, 8640, 'approx']],
    ['slightly above 3%', ['slightly above 3%', 'percent', 3, 3.000003, 3.5, 'approx']],
    // A year is no amount: "circa" reaches half its step, and at least a year.
    ['circa 1850', ['circa 1850', 'year', 1850, 1845, 1855, 'approx']],
    ['around 2019', ['around 2019', 'year', 2019, 2018, 2020, 'approx']],
  ])('reads "%s" as an approximation', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  it('reads a preposition that looks like a bound as none', () => {
    expect(one('recorded under four labels')).toEqual(['four', 'count', 4, 4, 4, 'exact']);
    expect(one('over a two-year period')).toEqual(['two-year', 'time', 63113904, 63113904, 63113904, 'exact']);
    expect(read('over an hour')).toEqual([]);
  });
});

describe('ranges, changes and scores', () => {
  it.each([
    ['between 3 and 5 days', ['between 3 and 5 days', 'time', 345600, 259200, 432000, 'range']],
    ['3-5 days', ['3-5 days', 'time', 345600, 259200, 432000, 'range']],
    ['from 3 to 5 days', ['3 to 5 days', 'time', 345600, 259200, 432000, 'range']],
    ['3.5–4 hours', ['3.5–4 hours', 'time', 13500, 12420, 14580, 'range']],
    ['1.5m to 2m users', ['1.5m to 2m', 'count', 1750000, 1450000, 2050000, 'range']],
    ['2 to 3 million', ['2 to 3 million', 'count', 2500000, 2000000, 3000000, 'range']],
    ['between 2008 and 2009', ['between 2008 and 2009', 'year', 2008.5, 2008, 2009, 'range']],
    ['from 2001 to 2017', ['2001 to 2017', 'year', 2009, 2001, 2017, 'range']],
    ['1980–present', ['1980–present', 'year', 1980, 1980, Infinity, 'bound']],
    ['in 2019-2021', ['2019-2021', 'year', 2020, 2019, 2021, 'range']],
    ['the 2019 - 2021 period', ['2019 - 2021', 'year', 2020, 2019, 2021, 'range']],
    // Two four-digit numbers before a noun they count are counts.
    ['2019-2021 users', ['2019-2021', 'count', 2020, 2019, 2021, 'range']],
  ])('reads "%s" as a range', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  it('reads a change as the two values it states, each in the unit written after the second', () => {
    expect(read('rose from 3 to 5 days')).toEqual([
      ['3', 'time', 259200, 259200, 259200, 'exact'],
      ['5 days', 'time', 432000, 432000, 432000, 'exact'],
    ]);
    expect(read('fell from 98.6 to 96 °F').map((q) => q.slice(0, 3))).toEqual([
      ['98.6', 'temperature', 37],
      ['96 °F', 'temperature', 35.555556],
    ]);
    expect(read('went from 3 to 5').map((q) => q.slice(0, 3))).toEqual([
      ['3', 'count', 3],
      ['5', 'count', 5],
    ]);
  });

  it('reads a year and an amount after it as two values, not a range (a year runs to a year)', () => {
    expect(read('from 40,211 in 2010 to 37,011 in 2015').map((q) => q.slice(0, 3))).toEqual([
      ['40,211', 'count', 40211],
      ['2010', 'year', 2010],
      ['37,011', 'count', 37011],
      ['2015', 'year', 2015],
    ]);
  });

  it('reads a score as two numbers, not a range (a range rises)', () => {
    expect(read('won 4–1').map((q) => q.slice(0, 3))).toEqual([
      ['4', 'count', 4],
      ['1', 'count', 1],
    ]);
  });
});

describe('units, scales, signs and names', () => {
  it.each([
    ['$5 million', ['$5 million', 'money:USD', 5e6, 4.9e6, 5.1e6, 'exact']],
    ['€3.2bn', ['€3.2bn', 'money:EUR', 3.2e9, 3.15e9, 3.25e9, 'exact']],
    ['5 dollars', ['5 dollars', 'money:USD', 5, 5, 5, 'exact']],
    ['3.7 million', ['3.7 million', 'count', 3.7e6, 3.65e6, 3.75e6, 'exact']],
    ['5m downloads', ['5m', 'count', 5e6, 4.9e6, 5.1e6, 'exact']],
    // A scale letter after a space is a unit: five metres.
    ['5 m', ['5 m', 'length', 5, 5, 5, 'exact']],
    ['1 234 567 rows', ['1 234 567', 'count', 1234567, 1234567, 1234567, 'exact']],
    ['-12 °C', ['-12 °C', 'temperature', -12, -12, -12, 'exact']],
    ['98.6 °F', ['98.6 °F', 'temperature', 37, 36.95, 37.05, 'exact']],
    ['20 percentage points', ['20 percentage points', 'pp', 20, 20, 20, 'exact']],
    ['12 per cent', ['12 per cent', 'percent', 12, 12, 12, 'exact']],
    ['60 MB/s', ['60 MB/s', 'rate:data', 6e7, 6e7, 6e7, 'exact']],
    // Data each second however it is written; another unit "per second" keeps its own unit.
    ['22 GB per second', ['22 GB per second', 'rate:data', 2.2e10, 2.2e10, 2.2e10, 'exact']],
    ['4 MiB/s', ['4 MiB/s', 'rate:data', 4 * 2 ** 20, 4 * 2 ** 20, 4 * 2 ** 20, 'exact']],
    ['10 KB/sec', ['10 KB/sec', 'rate:data', 1e4, 1e4, 1e4, 'exact']],
    ['5 MB a second', ['5 MB a second', 'rate:data', 5e6, 5e6, 5e6, 'exact']],
    ['100 km per second', ['100 km per second', 'rate:length', 1e5, 1e5, 1e5, 'exact']],
    ['5 m/s', ['5 m/s', 'rate:length', 5, 5, 5, 'exact']],
    ['18 km/h', ['18 km/h', 'rate:length', 5, 5, 5, 'exact']],
    ['60 mph', ['60 mph', 'rate:length', 26.8224, 26.8224, 26.8224, 'exact']],
    ['5 kg per second', ['5 kg', 'mass', 5000, 5000, 5000, 'exact']],
    // A bare "30s" is thirty seconds, as configs write it; "the 90s" and "the '80s" are decades.
    ['read_timeout: 30s', ['30s', 'time', 30, 30, 30, 'exact']],
    ['in the 90s', ['90s', 'year', 1994.5, 1990, 1999, 'range']],
    ["in the '80s", ['80s', 'year', 1984.5, 1980, 1989, 'range']],
    // Bits are no bytes: a capital prefix before a small "b", or "bit" written out; "5 mb" is taken as bytes.
    ['5 Mb', ['5 Mb', 'data-bits', 5e6, 5e6, 5e6, 'exact']],
    ['256 bits', ['256 bits', 'data-bits', 256, 256, 256, 'exact']],
    ['10 Gb/s', ['10 Gb/s', 'rate:data-bits', 1e10, 1e10, 1e10, 'exact']],
    ['5 mb', ['5 mb', 'data', 5e6, 5e6, 5e6, 'exact']],
    ['2.4GHz', ['2.4GHz', 'frequency', 2.4e9, 2.35e9, 2.45e9, 'exact']],
    ['3x faster', ['3x', 'ratio', 3, 3, 3, 'exact']],
  ])('reads "%s"', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  it('reads no number in a name, and a hyphen between two numbers as a range, not a sign', () => {
    expect(read('the i7 chip and x86')).toEqual([]);
    expect(read('COVID-19 and 10 -12')).toEqual([['10 -12', 'count', 11, 10, 12, 'range']]);
  });
});

describe('years, counts, ratios and ordinals', () => {
  it('reads a four-digit number as a year by the words around it', () => {
    expect(one('in 2001 renewables managed')[1]).toBe('year');
    expect(one('since 1998')[1]).toBe('year');
    expect(one('the 2008 figure')[1]).toBe('year');
    expect(one('2001 renewables')[1]).toBe('count');
    expect(one('1,999 users')[1]).toBe('count');
  });

  it('reads "1 in 4" as a share, and a value with its year as two values', () => {
    expect(one('1 in 4 adults')).toEqual(['1 in 4', 'percent', 25, 25, 25, 'exact']);
    expect(one('one in five users')).toEqual(['one in five', 'percent', 20, 20, 20, 'exact']);
    expect(one('one out of five')).toEqual(['one out of five', 'percent', 20, 20, 20, 'exact']);
    expect(read('1,200 in 2019')).toEqual([
      ['1,200', 'count', 1200, 1200, 1200, 'exact'],
      ['2019', 'year', 2019, 2019, 2019, 'exact'],
    ]);
  });

  it('reads ordinals written as numbers and in words, only where they rank something', () => {
    expect(one('the 3rd release')).toEqual(['3rd', 'ordinal', 3, 3, 3, 'exact']);
    expect(one('the third release')).toEqual(['third', 'ordinal-word', 3, 3, 3, 'exact']);
    expect(one('ranked seventh')).toEqual(['seventh', 'ordinal-word', 7, 7, 7, 'exact']);
    expect(read('per second')).toEqual([]);
    expect(read('a second release')).toEqual([]);
  });

  it('reads eras as the years they span, and the ordinal inside one as none', () => {
    expect(one('the 1620s')).toEqual(['1620s', 'year', 1624.5, 1620, 1629, 'range']);
    expect(read('the 1600s')).toEqual([]);
    expect(one('the late 19th century')).toEqual(['late 19th century', 'year', 1882.5, 1866, 1899, 'range']);
    expect(read('the second half of the 20th century')).toEqual([
      ['second half of the 20th century', 'year', 1974.5, 1950, 1999, 'range'],
    ]);
    expect(one("the latter half of the '60s")).toEqual(["latter half of the '60s", 'year', 1967, 1965, 1969, 'range']);
  });

  it('reads fractions in words as shares', () => {
    expect(one('two-thirds of users').slice(0, 3)).toEqual(['two-thirds', 'percent', 66.666667]);
    expect(one('a third of users').slice(0, 3)).toEqual(['a third', 'percent', 33.333333]);
    expect(one('half of users')).toEqual(['half', 'percent', 50, 49, 51, 'exact']);
  });

  it('reads a fraction in words with its comparator', () => {
    expect(one('about half of users')).toEqual(['about half', 'percent', 50, 45, 55, 'approx']);
    expect(one('nearly half of users')).toEqual(['nearly half', 'percent', 50, 45, 49.999999, 'approx']);
    expect(one('just over half of users')).toEqual(['just over half', 'percent', 50, 50.000001, 55, 'approx']);
    expect(one('more than a quarter of users')).toEqual([
      'more than a quarter',
      'percent',
      25,
      25.000001,
      Infinity,
      'bound',
    ]);
    expect(one('at least half of users')).toEqual(['at least half', 'percent', 50, 50, Infinity, 'bound']);
    expect(one('less than a third of users').slice(0, 5)).toEqual([
      'less than a third',
      'percent',
      33.333333,
      -Infinity,
      33.333332,
    ]);
    expect(one('at most half of users')).toEqual(['at most half', 'percent', 50, -Infinity, 50, 'bound']);
  });
});

describe('direction and period', () => {
  const marks = (text: string) => extractQuantities(text).map((q) => [q.text, q.direction, q.per]);

  it('reads a change by its size with its direction, and a level with none', () => {
    expect(marks('fell 5%')).toEqual([['5%', 'down', undefined]]);
    expect(marks('down by about 3 points')).toEqual([['about 3', 'down', undefined]]);
    expect(marks('rose 5%')).toEqual([['5%', 'up', undefined]]);
    expect(marks('stood at 5%')).toEqual([['5%', undefined, undefined]]);
  });

  it('reads the period written after a value', () => {
    expect(marks('12 releases per year')).toEqual([['12', undefined, 'year']]);
    expect(marks('2.3 million times a week')).toEqual([['2.3 million times', undefined, 'week']]);
    expect(marks('5 times daily')).toEqual([['5 times', undefined, 'day']]);
    expect(marks('5 times, and the next day')).toEqual([['5 times', undefined, undefined]]);
  });
});

describe('data fields', () => {
  const field = (key: string, value: string) =>
    fieldQuantities(key, value).map((q) => [q.dimension, round(q.value), round(q.lo), round(q.hi), q.keyScale]);

  it('reads a bare number in the unit its key names', () => {
    expect(field('median write ms', '12.5')).toEqual([['time', 0.0125, 0.01245, 0.01255, undefined]]);
    expect(field('share pct', '40')).toEqual([['percent', 40, 40, 40, undefined]]);
    // A key ending in a time word counts them too.
    expect(field('rain days', '4')).toEqual([
      ['time', 345600, 345600, 345600, undefined],
      ['count', 4, 4, 4, undefined],
    ]);
  });

  it('reads a key scale, a threshold and a rate in the key as no unit of the value', () => {
    expect(field('US viewers (millions)', '10.2')).toEqual([['count', 10.2e6, 10.15e6, 10.25e6, 1e6]]);
    // The key's own number is kept as the key's, never as a rival value; its time word still names the value's unit.
    const threshold = fieldQuantities('hours above 1000 ppm', '12');
    expect(threshold.map((q) => [q.dimension, q.value, q.fromKey ?? false])).toEqual([
      ['ppm', 1000, true],
      ['count', 12, false],
      ['time', 12 * 3600, false],
    ]);
    expect(field('requests per second', '300')).toEqual([['count', 300, 300, 300, undefined]]);
    // A year in a time-named field is a year, not so many years.
    expect(field('years active', '1989')).toEqual([['count', 1989, 1989, 1989, undefined]]);
  });

  it('reads a text value as prose', () => {
    expect(fieldQuantities('status', 'about 40 users').map((q) => q.text)).toEqual(['about 40']);
  });
});

describe('comparing two quantities', () => {
  const q = (text: string) => extractQuantities(text)[0] as NonNullable<ReturnType<typeof extractQuantities>[0]>;

  it('compares years with four-digit counts, shares with proportions and ranks with counts', () => {
    expect(comparable('year', 'count', 2019, 2019)).toBe(1);
    expect(comparable('year', 'count', 19, 19)).toBeUndefined();
    expect(comparable('count', 'year', 2019, 2019)).toBe(1);
    expect(comparable('count', 'year', 2023, 19)).toBeUndefined();
    expect(comparable('percent', 'count', 0.37, 0.37)).toBe(100);
    expect(comparable('percent', 'count', 37, 37)).toBeUndefined();
    expect(comparable('ordinal', 'count', 3, 3)).toBe(1);
    expect(comparable('count', 'ordinal', 3, 3)).toBe(1);
    expect(comparable('ordinal-word', 'ordinal', 3, 3)).toBe(1);
    expect(comparable('count', 'ordinal-word', 3, 3)).toBe(1);
    expect(comparable('percent', 'ordinal-word', 3, 3)).toBeUndefined();
    expect(comparable('time', 'length', 3, 3)).toBeUndefined();
  });

  it('relates a source value inside, outside or across the claim interval', () => {
    expect(relate(q('more than 3,780 cases'), q('3,781 cases'))).toBe('match');
    expect(relate(q('more than 3,780 cases'), q('3,780 cases'))).toBe('conflict');
    expect(relate(q('about 20 people'), q('between 15 and 25 people'))).toBe('overlap');
    expect(relate(q('12 releases per year'), q('12 releases per month'))).toBe('incomparable');
    expect(relate(q('3 days'), q('3 metres'))).toBe('incomparable');
  });

  it('reads a fall stated by its size against the signed change, and no sign against a level', () => {
    expect(relate(q('fell 5%'), q('-5%'))).toBe('match');
    expect(relate(q('rose 5%'), q('-5%'))).toBe('conflict');
    expect(relate(q('12 °C'), q('-12 °C'))).toBe('incomparable');
  });

  it('reads a plus sign as a rise: a fall of the same size is another change', () => {
    expect(one('+1.2%')).toEqual(['+1.2%', 'percent', 1.2, 1.15, 1.25, 'exact']);
    expect(extractQuantities('+1.2%')[0]?.direction).toBe('up');
    expect(read('C++ 20')).toEqual([['20', 'count', 20, 20, 20, 'exact']]);
    expect(relate(q('fell 1.2%'), q('+1.2%'))).toBe('conflict');
    expect(relate(q('+1.2%'), q('fell 1.2%'))).toBe('conflict');
    expect(relate(q('grew by 1.2%'), q('+1.2%'))).toBe('match');
    expect(relate(q('1.2%'), q('+1.2%'))).toBe('match');
    // Two sizes in words are one number said of two changes: the wording check reads that, not the number.
    expect(relate(q('rose by 5%'), q('fell by 5%'))).toBe('match');
  });
});

describe('verdicts on bounds', () => {
  const verdict = (claim: string, text: string, id: string) => assessDeterministic(claim, source(id, text)).support;

  it('reads a share in words by its comparator: "about half" and "nearly half" of 49% are right, "more than half" wrong', () => {
    const survey = 'Python was used by 49% of respondents, up from 44% in 2022.';
    expect(verdict('Python was used by about half of respondents.', survey, 'half-a')).toBe('supported');
    expect(verdict('Python was used by nearly half of respondents.', survey, 'half-b')).toBe('supported');
    expect(verdict('Python was used by half of respondents.', survey, 'half-c')).toBe('supported');
    expect(verdict('Python was used by more than half of respondents.', survey, 'half-d')).toBe('refuted');
    expect(verdict('Python was used by about a third of respondents.', survey, 'half-e')).toBe('refuted');
    // The level a change started from ("up from 44%") is no rival to the current value, and no current value itself.
    expect(verdict('Python was used by 49% of respondents.', survey, 'half-f')).toBe('supported');
    expect(verdict('Python was used by 44% of respondents.', survey, 'half-g')).not.toBe('supported');
    expect(verdict('Python was used by 44% of respondents in 2022.', survey, 'half-h')).toBe('supported');
    expect(verdict('Python was used by 49% of respondents in 2022.', survey, 'half-i')).not.toBe('supported');
  });

  it("does not take another value's comparator for a comparison the claim asks of this one", () => {
    // "less than 90 points on more than half of the games": neither bound asks for a difference of two cells.
    const games = 'game,score\n61,w 126 - 105\n62,w 117 - 90\n63,w 97 - 87\n';
    const r = assessDeterministic('The team scored less than 90 points on more than half of the games.', {
      ...source('games', games),
      mediaType: 'text/csv',
      uri: 'games.csv',
    });
    expect(r.support).not.toBe('supported');
  });

  it('reads "no more than" as an upper bound that negates nothing', () => {
    const claim = 'The client makes no more than 7 retries.';
    expect(verdict(claim, 'The client makes at most 7 retries.', 'bound-a')).toBe('supported');
    expect(verdict(claim, 'The client makes 5 retries.', 'bound-b')).toBe('supported');
    expect(verdict(claim, 'The client makes 100 retries.', 'bound-c')).toBe('refuted');
  });

  it('refutes a fall against a change the source writes with a plus sign', () => {
    const table = '| Region | Change |\n|---|---|\n| North | -3.1% |\n| East | +1.2% |\n| West | 0.4% |\n';
    const r = assessDeterministic('Sales in the East fell 1.2%.', {
      ...source('plus-a', table),
      mediaType: 'text/markdown',
    });
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('+1.2%');
    expect(
      assessDeterministic('Sales in the East grew by 1.2%.', { ...source('plus-b', table), mediaType: 'text/markdown' })
        .support,
    ).toBe('supported');
    expect(
      assessDeterministic('Sales in the North fell 3.1%.', { ...source('plus-c', table), mediaType: 'text/markdown' })
        .support,
    ).toBe('supported');
  });

  it('refutes the level a change left when the source gives another', () => {
    expect(
      verdict('The queue time rose from 3 days to 5 days.', 'The queue time rose from 2 to 5 days.', 'change-a'),
    ).toBe('refuted');
  });
});

describe('a currency sign with a scale in a column header', () => {
  it('reads "$M", "€bn" and "£k" as money in millions, billions and thousands', () => {
    expect(fieldQuantities('Revenue ($M)', '820')[0]).toMatchObject({ dimension: 'money:USD', value: 820e6 });
    expect(fieldQuantities('Sales (€bn)', '2.5')[0]).toMatchObject({ dimension: 'money:EUR', value: 2.5e9 });
    expect(fieldQuantities('Cost (£k)', '40')[0]).toMatchObject({ dimension: 'money:GBP', value: 40e3 });
  });
});

describe('a currency code in brackets in a column header', () => {
  it('is the money the column is in, with the scale beside it', () => {
    expect(fieldQuantities('Revenue (EUR millions)', '5')[0]).toMatchObject({ dimension: 'money:EUR', value: 5e6 });
    expect(fieldQuantities('Revenue (USD)', '820')[0]).toMatchObject({ dimension: 'money:USD', value: 820 });
  });
});

describe('a span of time with a word that stresses it ("two full years", "22 straight months")', () => {
  it('is read with its unit, and such a word before another unit is no unit', () => {
    expect(extractQuantities('security fixes for two full years').map((q) => [q.text, q.dimension])).toEqual([
      ['two full years', 'time'],
    ]);
    expect(extractQuantities('it fell for 22 straight months').map((q) => [q.text, q.dimension])).toEqual([
      ['22 straight months', 'time'],
    ]);
    expect(extractQuantities('two full GB').map((q) => [q.text, q.dimension])).toEqual([['two', 'count']]);
  });

  it('is stated by the same span without the word, and refuted by another', () => {
    const policy = source('policy', 'Security fixes are provided for 2 years.', 'text/markdown', 'policy.md');
    expect(assessDeterministic('Each release gets two full years of security fixes.', policy).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Each release gets three full years of security fixes.', policy).support).toBe(
      'refuted',
    );
  });
});
