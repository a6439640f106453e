// Quantities at the edges of their reading: masks, signs, words, eras, units, years, bounds, context words, data fields and comparisons.
import { describe, expect, it } from 'vitest';
import { comparable, extractQuantities, fieldQuantities, relate } from '../../src/grounding/quantities.js';
import type { Quantity } from '../../src/grounding/quantities.js';
import { brief, readQuantities as read } from './fixtures.js';

const first = (text: string): Quantity => {
  const q = extractQuantities(text)[0];
  if (!q) throw new Error(`no quantity in "${text}"`);
  return q;
};

describe('masked ranges', () => {
  it('reads a number just after or just before a mask, and none inside one', () => {
    expect(read('abc 5 units', [{ start: 0, end: 4 }])).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('5 units', [{ start: 1, end: 7 }])).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('it cost twice its budget', [{ start: 8, end: 13 }])).toEqual([]);
    expect(read('half a dozen eggs', [{ start: 0, end: 12 }])).toEqual([]);
  });

  it('skips an era under a mask and reads one beside a mask', () => {
    const text = 'in the 1990s we grew';
    const era = ['1990s', 'year', 1994.5, 1990, 1999, 'range'];
    expect(read(text, [{ start: 7, end: 12 }])).toEqual([]);
    expect(read(text, [{ start: 0, end: 2 }])).toEqual([era]);
    expect(read(text, [{ start: 0, end: 7 }])).toEqual([era]);
    expect(read(text, [{ start: 12, end: 15 }])).toEqual([era]);
    expect(read(text, [{ start: 16, end: 20 }])).toEqual([era]);
  });

  it('reads a fraction in words beside a mask, and none under one', () => {
    const half = ['half', 'percent', 50, 49, 51, 'exact'];
    expect(read('ab half cd', [{ start: 3, end: 7 }])).toEqual([]);
    expect(read('ab half cd', [{ start: 0, end: 2 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 0, end: 3 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 7, end: 10 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 8, end: 10 }])).toEqual([half]);
  });
});

describe('scales and signs', () => {
  it('reads a spaced "k" as no scale and a spaced "m" as metres', () => {
    expect(read('5 k')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('5 m')).toEqual([['5 m', 'length', 5, 5, 5, 'exact']]);
    expect(read('5 b')).toEqual([['5 b', 'data', 5, 5, 5, 'exact']]);
  });

  it('reads a hyphen after a number and spaces as no minus sign', () => {
    expect(read('10  -12')).toEqual([
      ['10', 'count', 10, 10, 10, 'exact'],
      ['12', 'count', 12, 12, 12, 'exact'],
    ]);
  });

  it('reads a plus sign after a word as a rise, and after a number as none', () => {
    const plus = first('growth was +1.2% in sales');
    expect([plus.text, plus.value, plus.direction]).toEqual(['+1.2%', 1.2, 'up']);
    const after = extractQuantities('3 +4')[1];
    expect([after?.text, after?.value, after?.direction]).toEqual(['4', 4, undefined]);
    const spaced = extractQuantities('3  +4')[1];
    expect([spaced?.text, spaced?.direction]).toEqual(['4', undefined]);
  });
});

describe('numbers in words', () => {
  it('reads "twice" as a ratio only when a comparison follows it at once', () => {
    expect(read('married twice, a year on')).toEqual([['twice', 'count', 2, 2, 2, 'exact']]);
  });

  it('reads "a" as one of a unit of time only before a word of order', () => {
    expect(read('3 days in, a team later came')).toEqual([['3 days', 'time', 259200, 259200, 259200, 'exact']]);
    expect(read('It shipped 2 builds, a week later.')).toEqual([
      ['2', 'count', 2, 2, 2, 'exact'],
      ['a week', 'time', 604800, 604800, 604800, 'exact'],
    ]);
  });

  it('reads half of a scale before another number', () => {
    expect(read('half a dozen and 5 more')).toEqual([
      ['half a dozen', 'count', 6, 5.95, 6.05, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
  });

  it('reads a number in words after a fraction at the start of the text', () => {
    expect(read('half of the three teams')).toEqual([
      ['half', 'percent', 50, 49, 51, 'exact'],
      ['three', 'count', 3, 3, 3, 'exact'],
    ]);
  });

  it('reads "and" as a joiner only after a scale, and never as part of the number', () => {
    expect(read('two hundred and some people')).toEqual([['two hundred', 'count', 200, 200, 200, 'exact']]);
    expect(first('one thousand and five').value).toBe(1005);
  });

  it('keeps a bare "one" only when "in" or "out of" follows it at once', () => {
    expect(read('one said in public')).toEqual([]);
  });

  it('reads "hundred" as a multiplier of what comes before it, inside a larger scale', () => {
    expect(read('two hundred thousand')).toEqual([['two hundred thousand', 'count', 200000, 199500, 200500, 'exact']]);
    expect(read('about two hundred')).toEqual([['about two hundred', 'count', 200, 180, 220, 'approx']]);
  });

  it('reads a quarter after a number in words to two decimals', () => {
    expect(read('two and a quarter hours')).toEqual([['two and a quarter hours', 'time', 8100, 8082, 8118, 'exact']]);
    expect(read('two and three quarters hours')).toEqual([
      ['two and three quarters hours', 'time', 9900, 9882, 9918, 'exact'],
    ]);
  });

  it('reads a scale in words with its rounding', () => {
    expect(read('two million')).toEqual([['two million', 'count', 2e6, 1.9e6, 2.1e6, 'exact']]);
  });

  it('reads a four-digit number in words as a count, not a year', () => {
    expect(read('It cost nineteen hundred.')).toEqual([['nineteen hundred', 'count', 1900, 1900, 1900, 'exact']]);
  });

  it('reads a range from a number in words to a numeral', () => {
    expect(read('three to 5 days')).toEqual([['three to 5 days', 'time', 345600, 259200, 432000, 'range']]);
  });
});

describe('eras', () => {
  it('reads a decade of the hundreds written with two digits', () => {
    const [q] = extractQuantities("the '00s");
    expect(q?.dimension).toBe('year');
    expect((q?.hi ?? 0) - (q?.lo ?? 0)).toBe(9);
  });

  it('reads a decade right after a century, or later in the text, as its own era', () => {
    expect(read("the 19th century'90s")).toEqual([
      ['19th century', 'year', 1849.5, 1800, 1899, 'range'],
      ["'90s", 'year', 1994.5, 1990, 1999, 'range'],
    ]);
    expect(read('the 19th century and the 1990s')).toEqual([
      ['19th century', 'year', 1849.5, 1800, 1899, 'range'],
      ['1990s', 'year', 1994.5, 1990, 1999, 'range'],
    ]);
  });

  it('reads a bare decade after "the", at the start or after several spaces, and a decade with its century anywhere', () => {
    expect(read('the 30s were lean')).toEqual([['30s', 'year', 1934.5, 1930, 1939, 'range']]);
    expect(read('the  30s')).toEqual([['30s', 'year', 1934.5, 1930, 1939, 'range']]);
    expect(read('by 1990s standards')).toEqual([['1990s', 'year', 1994.5, 1990, 1999, 'range']]);
  });

  it('reads a bare two-digit decade after a word with an apostrophe as seconds', () => {
    expect(read("the app's 30s timeout")).toEqual([['30s', 'time', 30, 30, 30, 'exact']]);
  });

  it('gives an era no context words', () => {
    const q = first('the booming 1990s economy');
    expect([q.context, q.clause]).toEqual([
      { before: [], after: [] },
      { before: [], after: [] },
    ]);
  });
});

describe('units', () => {
  it('reads degrees Fahrenheit written with a space', () => {
    expect(read('It was 50 ° F')).toEqual([['50 ° F', 'temperature', 10, 10, 10, 'exact']]);
  });

  it('reads bits by their own words only', () => {
    expect(read('a 5 qubits chip')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('5 bitcoins')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('5 kbit')).toEqual([['5 kbit', 'data-bits', 5000, 5000, 5000, 'exact']]);
    expect(read('a 1 Mbit link')).toEqual([['1 Mbit', 'data-bits', 1e6, 1e6, 1e6, 'exact']]);
  });

  it('reads an amount of data "per sec" as a rate', () => {
    expect(read('400 MB per sec')).toEqual([['400 MB per sec', 'rate:data', 4e8, 4e8, 4e8, 'exact']]);
  });

  it('keeps offsets when a letter lowers to two characters', () => {
    expect(read('İstanbul had 15 million people')).toEqual([['15 million', 'count', 15e6, 14.5e6, 15.5e6, 'exact']]);
  });
});

describe('years and ranges', () => {
  it('reads a year "to the present" only for years from 1000 to 2100, with its own text and range', () => {
    expect(read('1000–present')).toEqual([['1000–present', 'year', 1000, 1000, Infinity, 'bound']]);
    expect(read('2100–present')).toEqual([['2100–present', 'year', 2100, 2100, Infinity, 'bound']]);
    expect(read('999–present')).toEqual([['999', 'count', 999, 999, 999, 'exact']]);
    expect(read('2101–present')).toEqual([['2101', 'count', 2101, 2101, 2101, 'exact']]);
    const q = first('Active 1980–present, it grew');
    expect([q.text, q.range]).toEqual(['1980–present', { start: 7, end: 19 }]);
  });

  it('reads two equal numbers joined by a dash as two numbers', () => {
    expect(read('a 5-5 draw')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
  });

  it('reads a range only when the dash, "to" or "and" stands alone between the numbers', () => {
    const two = [
      ['3', 'count', 3, 3, 3, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ];
    expect(read('3 apples - 5 pears')).toEqual(two);
    expect(read('3 — or 5')).toEqual(two);
    expect(read('between 3 apples and 5')).toEqual(two);
    expect(read('between 3 and some 5')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['some 5', 'count', 5, 4.5, 5.5, 'approx'],
    ]);
  });

  it('scales the first number of a range by the second only when the first has no scale', () => {
    expect(read('3 million to 5 million')).toEqual([['3 million to 5 million', 'count', 4e6, 2.9e6, 5.1e6, 'range']]);
    expect(read('300k to 2 million users')).toEqual([
      ['300k to 2 million', 'count', 1150000, 299500, 2000500, 'range'],
    ]);
  });

  it('reads a value "in" a year from 1800 to 2100 as a value and its year, and "out of" as a share', () => {
    expect(read('12 in 1800')).toEqual([
      ['12', 'count', 12, 12, 12, 'exact'],
      ['1800', 'year', 1800, 1800, 1800, 'exact'],
    ]);
    expect(read('5 in 2100')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['2100', 'year', 2100, 2100, 2100, 'exact'],
    ]);
    expect(read('1 in 5,000 patients')).toEqual([['1 in 5,000', 'percent', 0.02, 0.02, 0.02, 'exact']]);
    expect(read('12 out of 2000 patients')).toEqual([['12 out of 2000', 'percent', 0.6, 0.6, 0.6, 'exact']]);
    expect(read('1 in 0')).toEqual([
      ['1', 'count', 1, 1, 1, 'exact'],
      ['0', 'count', 0, 0, 0, 'exact'],
    ]);
  });

  it('reads a four-digit number as a year only when it is a whole, unscaled, single number', () => {
    expect(read('Sales were between 1200 and 1500.')).toEqual([
      ['between 1200 and 1500', 'count', 1350, 1200, 1500, 'range'],
    ]);
    // "between" joins a range even when its first number could be a year and its second cannot.
    expect(read('between 2000 and 3000 users')).toEqual([
      ['between 2000 and 3000', 'count', 2500, 2000, 3000, 'range'],
    ]);
    expect(read('from 40,211 in 2010 to 37,011 in 2015')).toEqual([
      ['40,211', 'count', 40211, 40211, 40211, 'exact'],
      ['2010', 'year', 2010, 2010, 2010, 'exact'],
      ['37,011', 'count', 37011, 37011, 37011, 'exact'],
      ['2015', 'year', 2015, 2015, 2015, 'exact'],
    ]);
    expect(read('It peaked at 1950.5.')).toEqual([['1950.5', 'count', 1950.5, 1950.45, 1950.55, 'exact']]);
    expect(read('It peaked at 1950.0.')).toEqual([['1950.0', 'count', 1950, 1949.95, 1950.05, 'exact']]);
    expect(read('It has 2k.')).toEqual([['2k', 'count', 2000, 1900, 2100, 'exact']]);
    expect(read('in the year 1000.')).toEqual([['1000', 'year', 1000, 1000, 1000, 'exact']]);
    expect(read('2001  renewables')).toEqual([['2001', 'count', 2001, 2001, 2001, 'exact']]);
    expect(read('2001 re')).toEqual([['2001', 'year', 2001, 2001, 2001, 'exact']]);
  });

  it('reads a span of years only for a count of whole years written with four digits', () => {
    expect(read('took 1900-2000 ms.')).toEqual([['1900-2000 ms', 'time', 1.95, 1.9, 2, 'range']]);
    expect(read('from  1850 to 1900')).toEqual([['1850 to 1900', 'year', 1875, 1850, 1900, 'range']]);
    expect(read('in 1990 – 1995')).toEqual([['1990 – 1995', 'year', 1992.5, 1990, 1995, 'range']]);
    expect(read('1990-1995  units')).toEqual([['1990-1995', 'count', 1992.5, 1990, 1995, 'range']]);
    expect(read('1990-1995 un')).toEqual([['1990-1995', 'year', 1992.5, 1990, 1995, 'range']]);
    expect(read('in 1990–1995, growth slowed')).toEqual([['1990–1995', 'year', 1992.5, 1990, 1995, 'range']]);
    expect(read('from 1800 to 1850')).toEqual([['1800 to 1850', 'year', 1825, 1800, 1850, 'range']]);
    expect(read('from 3000 to 4000')).toEqual([['3000 to 4000', 'count', 3500, 3000, 4000, 'range']]);
    expect(read('from 1900.0 to 2000')).toEqual([['1900.0 to 2000', 'count', 1950, 1899.95, 2000.05, 'range']]);
    expect(read('from 01900 to 2000')).toEqual([['01900 to 2000', 'count', 1950, 1900, 2000, 'range']]);
    expect(read('rose from 1850 users')).toEqual([['1850', 'count', 1850, 1850, 1850, 'exact']]);
  });
});

describe('bounds and rounding', () => {
  it('rounds a scaled number by its scale and unit, to the unit from ten up', () => {
    expect(read('2 thousand km')).toEqual([['2 thousand km', 'length', 2e6, 1.9e6, 2.1e6, 'exact']]);
    expect(read('10 million')).toEqual([['10 million', 'count', 1e7, 9.5e6, 1.05e7, 'exact']]);
  });

  it('reads "over a" before a span noun as a preposition only when the number follows it', () => {
    expect(read('It ran over a day, above 3 year period.')).toEqual([
      ['above 3 year', 'time', 94670856, 94670950.670856, Infinity, 'bound'],
    ]);
    expect(read('for at least a two-year period')).toEqual([
      ['at least a two-year', 'time', 63113904, 63113904, Infinity, 'bound'],
    ]);
    expect(read('more than a two-year period')).toEqual([
      ['more than a two-year', 'time', 63113904, 63113967.113904, Infinity, 'bound'],
    ]);
  });

  it('reads "+" or "or more" only right after the number', () => {
    expect(read('5 and 7+')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['7+', 'count', 7, 7, Infinity, 'bound'],
    ]);
  });

  it('reads a range with no comparator before it', () => {
    expect(read('about 3 to 5 days')).toEqual([['3 to 5 days', 'time', 345600, 259200, 432000, 'range']]);
  });

  it('widens an inclusive bound and "just over" by the rounding of the number', () => {
    expect(read('at least 3.5 hours')).toEqual([['at least 3.5 hours', 'time', 12600, 12420, Infinity, 'bound']]);
    expect(read('at most 3.5 hours')).toEqual([['at most 3.5 hours', 'time', 12600, -Infinity, 12780, 'bound']]);
    expect(read('3.5 hours or more')).toEqual([['3.5 hours or more', 'time', 12600, 12420, Infinity, 'bound']]);
    expect(read('3.5 hours or less')).toEqual([['3.5 hours or less', 'time', 12600, -Infinity, 12780, 'bound']]);
    expect(read('just over 2.5 hours')).toEqual([['just over 2.5 hours', 'time', 9000, 8820, 9180, 'approx']]);
  });
});

describe('fractions and ordinals in words', () => {
  it('reads "less than half" as an upper bound', () => {
    expect(read('less than half')).toEqual([['less than half', 'percent', 50, -Infinity, 49.999999, 'bound']]);
  });

  it('reads a fraction after "a", with the comparator before it', () => {
    expect(read('a two-thirds majority')).toEqual([
      ['two-thirds', 'percent', 66.666667, 65.666667, 67.666667, 'exact'],
    ]);
    expect(read('a vote of nearly a two-thirds majority')).toEqual([
      ['nearly a two-thirds', 'percent', 66.666667, 60, 66.666666, 'approx'],
    ]);
    expect(read('more than a two-thirds majority')).toEqual([
      ['more than a two-thirds', 'percent', 66.666667, 66.666668, Infinity, 'bound'],
    ]);
  });

  it('reads "half" after a word ending in "a" that is no article', () => {
    expect(read('In Cuba, half the people')).toEqual([['half', 'percent', 50, 49, 51, 'exact']]);
    expect(read('Cuba,half')).toEqual([['half', 'percent', 50, 49, 51, 'exact']]);
    expect(read('a  half')).toEqual([['half', 'percent', 50, 49, 51, 'exact']]);
  });

  it('reads a fraction in words written right after a percent sign', () => {
    expect(read('50%half')).toEqual([
      ['50%', 'percent', 50, 50, 50, 'exact'],
      ['half', 'percent', 50, 49, 51, 'exact'],
    ]);
  });

  it('reads no "half" whose "a" is masked', () => {
    expect(read('a half', [{ start: 0, end: 1 }])).toEqual([]);
  });

  it('reads a fraction in words with its own span and the words after it', () => {
    const q = first('half of the voters');
    expect([q.range, q.context.after]).toEqual([{ start: 0, end: 4 }, ['voter']]);
    expect(read('half of 5 people')).toEqual([
      ['half', 'percent', 50, 49, 51, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
  });
});

describe('context words', () => {
  it('reads the words around a number across an aside', () => {
    const q = first('A plain call, by comparison, costs about 7ns');
    expect([q.context.before, q.clause.before]).toEqual([
      ['call', 'cost'],
      ['plain', 'call', 'cost'],
    ]);
  });

  it('stops the words around a number at another number, in digits or in words', () => {
    const [three] = extractQuantities('3 apples 4 pears');
    expect(three?.context).toEqual({ before: [], after: ['appl'] });
    expect(extractQuantities('3 apples five pears')[0]?.context.after).toEqual(['appl']);
    expect(extractQuantities('3 apples twenty pears')[0]?.context.after).toEqual(['appl']);
    const later = extractQuantities('red 5 pears 3 apples')[1];
    expect(later?.context).toEqual({ before: ['pear'], after: ['appl'] });
  });

  it('leaves stop words and words of comparison out of the context', () => {
    expect(first('3 of the apples').context.after).toEqual(['appl']);
    expect(first('3 total apples').context.after).toEqual(['appl']);
    expect(first('of the 3').context.before).toEqual([]);
  });

  it('keeps three words after a number and two before, and four in its clause', () => {
    const q = first('3 red green blue yellow purple apples');
    expect([q.context.after, q.clause.after]).toEqual([
      ['red', 'green', 'blue'],
      ['red', 'green', 'blue', 'yellow'],
    ]);
    const p = first('red green blue yellow purple 3');
    expect([p.context.before, p.clause.before]).toEqual([
      ['yellow', 'purpl'],
      ['green', 'blue', 'yellow', 'purpl'],
    ]);
  });
});

describe('data fields', () => {
  it('reads a rate in brackets only when the brackets hold nothing else', () => {
    expect(fieldQuantities('Speed (GB/s total)', '5').map(brief)).toEqual([
      ['Speed (GB/s total): 5', 'count', 5, 5, 5, 'exact'],
    ]);
    expect(fieldQuantities('Rain (days)', '4').map((q) => q.dimension)).toEqual(['time', 'count']);
  });

  it('reads Celsius only from a key about temperature ending in "c"', () => {
    for (const key of ['Temp high', 'Temp disc', 'Temp count', 'Attempts c'])
      expect(fieldQuantities(key, '3').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('max temp c', '3').map((q) => q.dimension)).toEqual(['temperature']);
  });

  it('gives money a key scale only when the key has one', () => {
    const scaled = fieldQuantities('EUR revenue (millions)', '5')[0];
    expect([scaled?.dimension, scaled?.value, scaled?.keyScale]).toEqual(['money:EUR', 5e6, 1e6]);
    const plain = fieldQuantities('EUR revenue', '5')[0];
    expect([plain?.dimension, plain?.value]).toEqual(['money:EUR', 5]);
    expect(plain && 'keyScale' in plain).toBe(false);
  });

  it('reads a year in a field of years only from 1000 to 2100', () => {
    expect(fieldQuantities('Years active', '1000').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('Years active', '2100').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('Years active', '2500').map((q) => q.dimension)).toEqual(['count', 'time']);
  });

  it('writes a bare value with its key, and gives it the key words', () => {
    const [q] = fieldQuantities('Users', ' 5 ');
    expect([q?.text, q?.range, q?.context, q?.clause]).toEqual([
      'Users: 5',
      { start: 0, end: 3 },
      { before: ['user'], after: [] },
      { before: ['user'], after: [] },
    ]);
    expect(fieldQuantities('', ' 5 ')[0]?.text).toBe('5');
  });

  it('signs by a key of changes only a positive value with no direction or sign of its own', () => {
    const fell = fieldQuantities('Change', 'fell 3%')[0];
    expect([fell?.direction, fell?.directionByKey]).toEqual(['down', undefined]);
    expect(fieldQuantities('Change', '0')[0]?.direction).toBeUndefined();
    expect(fieldQuantities('Change', '-3')[0]?.direction).toBeUndefined();
    const bound = fieldQuantities('Growth', '3+')[0];
    expect([bound?.direction, bound?.directionByKey]).toEqual(['up', true]);
  });

  it("keeps a value's own period over the key's", () => {
    expect(fieldQuantities('Requests per second', '5 a day')[0]?.per).toBe('day');
  });
});

describe('comparable dimensions', () => {
  it('compares a word ordinal with ranks and counts only', () => {
    expect(comparable('ordinal-word', 'percent', 5, 5)).toBeUndefined();
    expect(comparable('ordinal-word', 'ordinal', 5, 5)).toBe(1);
    expect(comparable('ordinal-word', 'count', 5, 5)).toBe(1);
    expect(comparable('count', 'ordinal-word', 5, 5)).toBe(1);
    expect(comparable('ordinal', 'ordinal-word', 5, 5)).toBe(1);
  });

  it('compares a year with a count from 1000 to 2100 only', () => {
    expect(comparable('year', 'count', 1000, 1000)).toBe(1);
    expect(comparable('year', 'count', 2100, 2100)).toBe(1);
    expect(comparable('year', 'percent', 1500, 1500)).toBeUndefined();
  });

  it('compares a percentage with a proportion below 1, and ranks with counts only', () => {
    expect(comparable('percent', 'count', 0.99, 1)).toBe(100);
    expect(comparable('percent', 'count', 1, 1)).toBeUndefined();
    expect(comparable('percent', 'time', 0.5, 0.5)).toBeUndefined();
    expect(comparable('time', 'count', 0.5, 0.5)).toBeUndefined();
    expect(comparable('ordinal', 'percent', 5, 5)).toBeUndefined();
    expect(comparable('percent', 'ordinal', 5, 5)).toBeUndefined();
  });
});

describe('relating a claim to a source', () => {
  it('reads a negative claim against a fall the source states by its size', () => {
    expect(relate(first('-5%'), first('fell 5%'))).toBe('match');
    expect(relate(first('-5%'), first('fell 3%'))).toBe('conflict');
    expect(relate(first('-50%'), first('fell 0.5'))).toBe('match');
    expect(relate(first('fell 50%'), first('-0.5'))).toBe('match');
  });

  it('compares a negative claim with a zero source as it stands', () => {
    expect(relate(first('-5'), first('0'))).toBe('conflict');
  });

  it('keeps a period the source does not give', () => {
    expect(relate(first('5 a day'), first('5'))).toBe('match');
  });

  it('reads a signed zero as no change of either direction', () => {
    expect(relate(first('+0%'), first('fell 0%'))).toBe('match');
    const [limit] = fieldQuantities('Change', 'at most 2%');
    expect(limit && relate(limit, first('fell 0%'))).toBe('match');
  });

  it('reads a limit the claim states against a source bound on the same side only', () => {
    expect(relate(first('a minimum of 5'), first('about 6'))).toBe('match');
    expect(relate(first('up to 5'), first('at least 3'))).toBe('overlap');
    expect(relate(first('a minimum of 5'), first('at least 3'))).toBe('conflict');
    expect(relate(first('up to 50%'), first('0.5'))).toBe('match');
    // A limit is met within a billionth of it, and no further.
    expect(relate(first('up to 0'), first('0.000000001'))).toBe('match');
    expect(relate(first('up to 0'), first('0.000000002'))).toBe('conflict');
  });

  it('rounds a decimal source to a whole claim only for an exact, unscaled claim in the same unit, or a share', () => {
    expect(relate(first('2 million'), first('2,100,000.4'))).toBe('conflict');
    expect(relate(first('about 0'), first('0.4'))).toBe('conflict');
    expect(relate(first('37%'), first('0.372'))).toBe('match');
    expect(relate(first('37%'), first('0.376'))).toBe('conflict');
    expect(relate(first('35725'), first('35724.2 to 35724.8'))).toBe('overlap');
    // An interval that reaches the rounding edge of a whole claim ("1" stands for 0.5 to 1.5) overlaps it.
    expect(relate(first('1'), { ...first('0.2 to 0.5'), lo: 0.2, hi: 0.5 })).toBe('overlap');
    const below = { ...first('-0.7 to -0.6'), value: -1, lo: -1.5, hi: 0 - 1e-9 - 0.5 };
    expect(relate(first('0'), below)).toBe('overlap');
  });
});
