// Numbers read as years, eras, ranges, ratios and bounds, with their tolerance, masks and the words around them.
import { describe, expect, it } from 'vitest';
import { extractQuantities, type Quantity } from '../../src/grounding/quantities.js';
import { readQuantities as read } from './fixtures.js';

/** The one quantity of a text. */
const only = (text: string, masked: { start: number; end: number }[] = []): Quantity => {
  const found = extractQuantities(text, masked);
  expect(found, text).toHaveLength(1);
  return found[0] as Quantity;
};

describe('whole numbers in words', () => {
  it('reads a fraction of three quarters after "and" to the hundredth', () => {
    expect(read('two and three quarter times')).toEqual([
      ['two and three quarter times', 'ratio', 2.75, 2.745, 2.755, 'exact'],
    ]);
    expect(read('three and three quarters')).toEqual([
      ['three and three quarters', 'count', 3.75, 3.745, 3.755, 'exact'],
    ]);
  });

  it('never reads a number in words as a year', () => {
    expect(read('one thousand and five')).toEqual([['one thousand and five', 'count', 1005, 1005, 1005, 'exact']]);
  });

  it('reads a range from a number in words to a numeral', () => {
    expect(read('from two to 5 days')).toEqual([['two to 5 days', 'time', 302400, 172800, 432000, 'range']]);
  });

  it('reads "less than half" as a bound', () => {
    expect(read('less than half of users')).toEqual([['less than half', 'percent', 50, -Infinity, 49.999999, 'bound']]);
    expect(only('less than half of users').context).toEqual({ before: [], after: ['user'] });
  });
});

describe('eras beside masks', () => {
  const text = 'in the 1990s we grew';
  const era = ['1990s', 'year', 1994.5, 1990, 1999, 'range'];

  it('reads no era under a mask, and one beside a mask that touches it', () => {
    expect(read(text, [{ start: 7, end: 12 }])).toEqual([]);
    expect(read(text, [{ start: 0, end: 2 }])).toEqual([era]);
    expect(read(text, [{ start: 0, end: 7 }])).toEqual([era]);
    expect(read(text, [{ start: 12, end: 15 }])).toEqual([era]);
  });

  it('gives an era no words around it', () => {
    const q = only(text);
    expect(q.context).toEqual({ before: [], after: [] });
    expect(q.clause).toEqual({ before: [], after: [] });
  });
});

describe('decades', () => {
  it('reads "the 90s", "the  90s" and a decade with its century as years', () => {
    expect(read('the 90s')).toEqual([['90s', 'year', 1994.5, 1990, 1999, 'range']]);
    expect(read('sales peaked in the  90s')).toEqual([['90s', 'year', 1994.5, 1990, 1999, 'range']]);
    expect(read('sales grew during 1990s')).toEqual([['1990s', 'year', 1994.5, 1990, 1999, 'range']]);
  });

  it('reads "30s" after a possessive as thirty seconds', () => {
    expect(read("Rust's 30s timeout")).toEqual([['30s', 'time', 30, 30, 30, 'exact']]);
  });
});

describe('units after a number', () => {
  it('reads a degree sign spaced from its letter', () => {
    expect(read('highs of 31 ° C')).toEqual([['31 ° C', 'temperature', 31, 31, 31, 'exact']]);
  });

  it('reads bits only from a unit of bits, not from a word ending in "bits"', () => {
    expect(read('the probe made 5 orbits')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('100 Mbit/s')).toEqual([['100 Mbit/s', 'rate:data-bits', 1e8, 1e8, 1e8, 'exact']]);
    expect(read('a 5 kbit buffer')).toEqual([['5 kbit', 'data-bits', 5000, 5000, 5000, 'exact']]);
  });
});

describe('a year to the present', () => {
  it('reads years from 1000 to 2100 as running on, and a smaller number as none', () => {
    expect(read('1000–present')).toEqual([['1000–present', 'year', 1000, 1000, Infinity, 'bound']]);
    expect(read('2100–present')).toEqual([['2100–present', 'year', 2100, 2100, Infinity, 'bound']]);
    expect(read('999–present')).toEqual([['999', 'count', 999, 999, 999, 'exact']]);
  });

  it('keeps only the span in its text and range', () => {
    const q = only('active 1980–present');
    expect([q.text, q.range]).toEqual(['1980–present', { start: 7, end: 19 }]);
  });
});

describe('ranges', () => {
  it('joins two numbers by a dash, "to" or "between ... and" only when nothing else stands between them', () => {
    expect(read('a 3 wins – 5 losses record')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
    expect(read('between 2 cats and 4 dogs')).toEqual([
      ['2', 'count', 2, 2, 2, 'exact'],
      ['4', 'count', 4, 4, 4, 'exact'],
    ]);
  });

  it('reads a comparator before a range as no bound on it', () => {
    expect(read('about 3-5 days')).toEqual([['3-5 days', 'time', 345600, 259200, 432000, 'range']]);
  });

  it('reads a range of years only when both ends are years from 1800 to 2100, ends included', () => {
    expect(read('between 2000 and 3000')).toEqual([['between 2000 and 3000', 'count', 2500, 2000, 3000, 'range']]);
    expect(read('between 1200 and 1500 words')).toEqual([
      ['between 1200 and 1500', 'count', 1350, 1200, 1500, 'range'],
    ]);
    expect(read('between 1800 and 1850')).toEqual([['between 1800 and 1850', 'year', 1825, 1800, 1850, 'range']]);
    expect(read('between 2050 and 2100')).toEqual([['between 2050 and 2100', 'year', 2075, 2050, 2100, 'range']]);
  });

  it('reads a range of lengths as lengths, however year-like its numbers', () => {
    expect(read('between 1900 and 2000 km')).toEqual([
      ['between 1900 and 2000 km', 'length', 1950000, 1900000, 2000000, 'range'],
    ]);
  });

  it('reads a change from a count to a count as counts, not a year', () => {
    expect(read('grew from 1850 members to 2,400 members')[0]).toEqual(['1850', 'count', 1850, 1850, 1850, 'exact']);
  });

  it('reads a span of years after "from  " and a dashed span before "the" or a short word as years', () => {
    expect(read('from  2001 to 2005')).toEqual([['2001 to 2005', 'year', 2003, 2001, 2005, 'range']]);
    expect(read('in 2019-2021 the team grew')).toEqual([['2019-2021', 'year', 2020, 2019, 2021, 'range']]);
    expect(read('2019–2021 UK figures')).toEqual([['2019–2021', 'year', 2020, 2019, 2021, 'range']]);
  });

  it('reads a dashed span before a noun as a count, even after two spaces', () => {
    expect(read('2019-2021  releases')).toEqual([['2019-2021', 'count', 2020, 2019, 2021, 'range']]);
  });
});

describe('single years', () => {
  it('reads no year in a number with decimals, a scale or a noun after two spaces', () => {
    expect(read('the judges scored it 2000.0')).toEqual([['2000.0', 'count', 2000, 1999.95, 2000.05, 'exact']]);
    expect(read('downloads hit 2k')).toEqual([['2k', 'count', 2000, 1900, 2100, 'exact']]);
    expect(read('2001  renewables')).toEqual([['2001', 'count', 2001, 2001, 2001, 'exact']]);
  });

  it('reads a year before a word of two letters', () => {
    expect(read('2010 UK sales rose 4%')[0]).toEqual(['2010', 'year', 2010, 2010, 2010, 'exact']);
  });
});

describe('"in" and "out of"', () => {
  it('reads a year after "in" as a year, from 1800 to 2100', () => {
    expect(read('The town had 4,200 in 1800')).toEqual([
      ['4,200', 'count', 4200, 4200, 4200, 'exact'],
      ['1800', 'year', 1800, 1800, 1800, 'exact'],
    ]);
    expect(read('The forecast is 4,200 in 2100')).toEqual([
      ['4,200', 'count', 4200, 4200, 4200, 'exact'],
      ['2100', 'year', 2100, 2100, 2100, 'exact'],
    ]);
  });

  it('reads a share out of a year-like number as a share', () => {
    expect(read('3 out of 2000 builds failed')).toEqual([['3 out of 2000', 'percent', 0.15, 0.15, 0.15, 'exact']]);
  });

  it('reads no share out of zero', () => {
    expect(read('0 out of 0 checks passed')).toEqual([
      ['0', 'count', 0, 0, 0, 'exact'],
      ['0', 'count', 0, 0, 0, 'exact'],
    ]);
  });
});

describe('tolerance of large and rounded numbers', () => {
  it('reads "12 million km" to the half million, in metres', () => {
    expect(read('12 million km')).toEqual([['12 million km', 'length', 1.2e10, 1.15e10, 1.25e10, 'exact']]);
  });

  it('reads "10 million" to the half million', () => {
    expect(read('10 million users')).toEqual([['10 million', 'count', 1e7, 9.5e6, 1.05e7, 'exact']]);
  });
});

describe('bounds', () => {
  it('keeps a bound before a number followed by a span noun, unless the bound is "over a"', () => {
    expect(read('at least a 3-hour window')[0]?.slice(2)).toEqual([10800, 10800, Infinity, 'bound']);
    expect(read('more than a 3-hour window')[0]?.slice(2)).toEqual([10800, 10800.0108, Infinity, 'bound']);
  });

  it('reads no bound from a plus sign in a later word', () => {
    expect(read('we ship 3 C++ builds')).toEqual([['3', 'count', 3, 3, 3, 'exact']]);
  });

  it('reads the inclusive bounds of a rounded number to its half step', () => {
    expect(read('at least 3.5 GB')).toEqual([['at least 3.5 GB', 'data', 3.5e9, 3.45e9, Infinity, 'bound']]);
    expect(read('at most 3.5 GB')).toEqual([['at most 3.5 GB', 'data', 3.5e9, -Infinity, 3.55e9, 'bound']]);
    expect(read('3.5 GB or more')).toEqual([['3.5 GB or more', 'data', 3.5e9, 3.45e9, Infinity, 'bound']]);
    expect(read('3.5 GB or less')).toEqual([['3.5 GB or less', 'data', 3.5e9, -Infinity, 3.55e9, 'bound']]);
  });

  it('reads "just over" a rounded number from its lower half step', () => {
    expect(read('just over 3.5 GB')).toEqual([['just over 3.5 GB', 'data', 3.5e9, 3.45e9, 3.57e9, 'approx']]);
  });
});

describe('shares in words beside masks', () => {
  it('reads a share after a mask, and one that starts where a mask ends or ends where one starts', () => {
    expect(read('In May 2024 about half of the users upgraded', [{ start: 3, end: 11 }])).toEqual([
      ['about half', 'percent', 50, 45, 55, 'approx'],
    ]);
    expect(read('about half the users', [{ start: 0, end: 6 }])).toEqual([
      ['about half', 'percent', 50, 45, 55, 'approx'],
    ]);
    expect(read('half of it', [{ start: 4, end: 7 }])).toEqual([['half', 'percent', 50, 49, 51, 'exact']]);
  });

  it('reads "a little under half" as short of it', () => {
    expect(read('a little under half of users')).toEqual([
      ['a little under half', 'percent', 50, 45, 49.999999, 'approx'],
    ]);
  });
});

describe('the words around a number', () => {
  it('keeps three words after it in the context and four in the clause', () => {
    const q = only('42 new issues were opened by external contributors');
    expect(q.context.after).toEqual(['new', 'issu', 'open']);
    expect(q.clause.after).toEqual(['new', 'issu', 'open', 'external']);
  });

  it('keeps four words before it in the clause', () => {
    const q = only('External contributors across several repositories opened 42 issues');
    expect(q.clause.before).toEqual(['across', 'several', 'repository', 'open']);
  });

  it('stops the context at the next number', () => {
    const [three, five] = extractQuantities('a 3 wins – 5 losses record');
    expect(three?.context.after).toEqual(['win']);
    expect(five?.context.before).toEqual(['win']);
    const [, year] = extractQuantities('The town had 4,200 in 1800');
    expect(year?.context.before).toEqual([]);
  });

  it('gives a number with nothing before it no words before it', () => {
    expect(only('two and three quarter times').context.before).toEqual([]);
  });

  it('reads the context across an aside', () => {
    const q = only('A plain call, by comparison, costs about 7ns');
    expect(q.context.before).toEqual(['call', 'cost']);
    expect(q.clause.before).toEqual(['plain', 'call', 'cost']);
  });
});

describe('any number at all', () => {
  it('reads a ratio in words with no year after it', () => {
    expect(read('twice as fast')).toEqual([['twice', 'ratio', 2, 2, 2, 'exact']]);
  });
});
