// Ranges and what joins them, "1 in 4" shares, four-digit numbers read as years or counts, rounding of scaled numbers, and bounds and their tolerance.
import { describe, expect, it } from 'vitest';
import { readQuantities as read } from './fixtures.js';

describe('what joins a range', () => {
  it('reads no range across words before a dash, or words after one', () => {
    expect(read('3 apples – 5 pears')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
    expect(read('2 – maybe 3')).toEqual([
      ['2', 'count', 2, 2, 2, 'exact'],
      ['3', 'count', 3, 3, 3, 'exact'],
    ]);
  });

  it('reads "between" as a range only when "and" alone joins the two numbers', () => {
    expect(read('between 3 apples and 5 pears')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
    expect(read('between 3 and about 5')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['about 5', 'count', 5, 4.5, 5.5, 'approx'],
    ]);
    expect(read('between 3 and 5 people')).toEqual([['between 3 and 5', 'count', 4, 3, 5, 'range']]);
  });

  it('keeps a range when "about" stands before it', () => {
    expect(read('about 3–5 people')).toEqual([['3–5', 'count', 4, 3, 5, 'range']]);
  });
});

describe('"1 in 4" and "5 out of 2000"', () => {
  it('reads a share over the number after "in" or "out of"', () => {
    expect(read('1 in 4 adults')).toEqual([['1 in 4', 'percent', 25, 25, 25, 'exact']]);
    expect(read('1 in 5000 people')).toEqual([['1 in 5000', 'percent', 0.02, 0.02, 0.02, 'exact']]);
    expect(read('5 out of 2000 votes')).toEqual([['5 out of 2000', 'percent', 0.25, 0.25, 0.25, 'exact']]);
  });

  it('reads a year after "in" as a year, from 1800 to 2100', () => {
    expect(read('42,734 in 1800')).toEqual([
      ['42,734', 'count', 42734, 42734, 42734, 'exact'],
      ['1800', 'year', 1800, 1800, 1800, 'exact'],
    ]);
    expect(read('42 in 2100')).toEqual([
      ['42', 'count', 42, 42, 42, 'exact'],
      ['2100', 'year', 2100, 2100, 2100, 'exact'],
    ]);
  });

  it('reads no share out of nothing', () => {
    expect(read('5 out of 0')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['0', 'count', 0, 0, 0, 'exact'],
    ]);
  });
});

describe('a four-digit number as a year or a count', () => {
  it('reads a range of four-digit numbers with nothing after them as counts when they are no years', () => {
    expect(read('The crowd was between 1000 and 1500.')).toEqual([
      ['between 1000 and 1500', 'count', 1250, 1000, 1500, 'range'],
    ]);
  });

  it('reads a number written with decimals or a scale as no year', () => {
    expect(read('the index closed at 1950.0.')).toEqual([['1950.0', 'count', 1950, 1949.95, 1950.05, 'exact']]);
    expect(read('we had 2k.')).toEqual([['2k', 'count', 2000, 1900, 2100, 'exact']]);
  });

  it('reads 1000 with nothing after it as a year', () => {
    expect(read('in the year 1000')).toEqual([['1000', 'year', 1000, 1000, 1000, 'exact']]);
  });

  it('reads a number before a noun on the next line as a count', () => {
    expect(read('- built 2001\n  turbines')).toEqual([['2001', 'count', 2001, 2001, 2001, 'exact']]);
  });

  it('reads a number before a short word as a year', () => {
    expect(read('They moved in May 1999 so the kids could start school.')).toEqual([
      ['1999', 'year', 1999, 1999, 1999, 'exact'],
    ]);
  });

  it('reads a range in a unit, or from a count to a count, as no years', () => {
    expect(read('latency from 1900 to 2000 ms')).toEqual([['1900 to 2000 ms', 'time', 1.95, 1.9, 2, 'range']]);
    expect(read('We grew from 2000 users to 3000 users')).toEqual([
      ['2000', 'count', 2000, 2000, 2000, 'exact'],
      ['3000', 'count', 3000, 3000, 3000, 'exact'],
    ]);
  });

  it('reads "between" two numbers as years only when both are from 1800 to 2100', () => {
    expect(read('between 1500 and 1850 people')).toEqual([
      ['between 1500 and 1850', 'count', 1675, 1500, 1850, 'range'],
    ]);
    expect(read('between 5000 and 6000 people')).toEqual([
      ['between 5000 and 6000', 'count', 5500, 5000, 6000, 'range'],
    ]);
    expect(read('between 1000 and 1500 people')).toEqual([
      ['between 1000 and 1500', 'count', 1250, 1000, 1500, 'range'],
    ]);
    expect(read('It was built between 1800 and 1850.')).toEqual([
      ['between 1800 and 1850', 'year', 1825, 1800, 1850, 'range'],
    ]);
    expect(read('It was built between 2050 and 2100.')).toEqual([
      ['between 2050 and 2100', 'year', 2075, 2050, 2100, 'range'],
    ]);
  });

  it('reads a range of numbers written with leading zeros or decimals as counts', () => {
    expect(read('between 01850 and 01900 people')).toEqual([
      ['between 01850 and 01900', 'count', 1875, 1850, 1900, 'range'],
    ]);
    expect(read('between 1850.0 and 1900.0 points')).toEqual([
      ['between 1850.0 and 1900.0', 'count', 1875, 1849.95, 1900.05, 'range'],
    ]);
  });

  it('reads "from" at the end of a wrapped line before two years as a span of years', () => {
    expect(read('It was in force from\n 1850 to 1900.')).toEqual([['1850 to 1900', 'year', 1875, 1850, 1900, 'range']]);
  });

  it('reads two years joined by a dash as years unless a noun follows them', () => {
    expect(read('He played 2019–2021 at the club')).toEqual([['2019–2021', 'year', 2020, 2019, 2021, 'range']]);
    expect(read('In 2019–2021 we grew')).toEqual([['2019–2021', 'year', 2020, 2019, 2021, 'range']]);
    expect(read('We signed 2019-2021\n  players')).toEqual([['2019-2021', 'count', 2020, 2019, 2021, 'range']]);
  });
});

describe('rounding of scaled numbers', () => {
  it('reads a scaled number in a unit to its scale in that unit', () => {
    expect(read('5 million km')).toEqual([['5 million km', 'length', 5e9, 4.9e9, 5.1e9, 'exact']]);
  });

  it('reads ten of a scale to half of the scale', () => {
    expect(read('10 million')).toEqual([['10 million', 'count', 1e7, 9.5e6, 1.05e7, 'exact']]);
  });
});

describe('bounds', () => {
  it('reads "under" as a bound where no verb of affiliation comes before it', () => {
    expect(read('under 5 people')).toEqual([['under 5', 'count', 5, -Infinity, 4.999995, 'bound']]);
  });

  it('reads "over a" as a preposition only just before a number and a stretch of time', () => {
    expect(read('over a year, more than 30 day window')).toEqual([
      ['more than 30 day', 'time', 2592000, 2592002.592, Infinity, 'bound'],
    ]);
    expect(read('more than 3 day window')).toEqual([
      ['more than 3 day', 'time', 259200, 259200.2592, Infinity, 'bound'],
    ]);
    expect(read('about 3 day window')).toEqual([['about 3 day', 'time', 259200, 216000, 302400, 'approx']]);
  });

  it('reads a plus sign only just after its number', () => {
    expect(read('5 kids and 3+ dogs')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['3+', 'count', 3, 3, Infinity, 'bound'],
    ]);
  });

  it('reads a bound on a decimal to the rounding of its last digit', () => {
    expect(read('at least 2.5')).toEqual([['at least 2.5', 'count', 2.5, 2.45, Infinity, 'bound']]);
    expect(read('at most 2.5')).toEqual([['at most 2.5', 'count', 2.5, -Infinity, 2.55, 'bound']]);
    expect(read('just over 2.5')).toEqual([['just over 2.5', 'count', 2.5, 2.45, 2.55, 'approx']]);
    expect(read('2.5 or more')).toEqual([['2.5 or more', 'count', 2.5, 2.45, Infinity, 'bound']]);
    expect(read('2.5 or less')).toEqual([['2.5 or less', 'count', 2.5, -Infinity, 2.55, 'bound']]);
  });
});
