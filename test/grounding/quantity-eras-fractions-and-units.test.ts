// Eras and decades with their context, fractions after whole numbers in words, units of data, rates and temperature, and years "to present".
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/grounding/quantities.js';
import { readQuantities as read } from './fixtures.js';

describe('eras and decades', () => {
  it('reads a decade with no words around it as its own', () => {
    const [era] = extractQuantities('in the 1990s');
    expect(era?.context).toEqual({ before: [], after: [] });
    expect(era?.clause).toEqual({ before: [], after: [] });
    expect([era?.text, era?.lo, era?.hi]).toEqual(['1990s', 1990, 1999]);
  });

  it('reads a century and a decade after it', () => {
    expect(read('the 18th century and the 1990s')).toEqual([
      ['18th century', 'year', 1749.5, 1700, 1799, 'range'],
      ['1990s', 'year', 1994.5, 1990, 1999, 'range'],
    ]);
  });

  it('reads a decade written with an apostrophe right after a century', () => {
    expect(read("the 18th century'90s")).toEqual([
      ['18th century', 'year', 1749.5, 1700, 1799, 'range'],
      ["'90s", 'year', 1994.5, 1990, 1999, 'range'],
    ]);
  });

  it('reads a decade at the very start of its text only after "the"', () => {
    expect(read('the 30s')).toEqual([['30s', 'year', 1934.5, 1930, 1939, 'range']]);
  });

  it('reads "the" and the decade across a wrapped line', () => {
    expect(read('Jazz peaked in the\n  30s.')).toEqual([['30s', 'year', 1934.5, 1930, 1939, 'range']]);
  });

  it('reads a bare "30s" after an apostrophe in a word as thirty seconds', () => {
    expect(read("the limit's 30s")).toEqual([['30s', 'time', 30, 30, 30, 'exact']]);
  });

  it('reads a four-digit decade without "the" as a decade', () => {
    expect(read('growth in 1990s')).toEqual([['1990s', 'year', 1994.5, 1990, 1999, 'range']]);
  });
});

describe('fractions after whole numbers in words', () => {
  it('reads "and three quarters" as three quarters', () => {
    expect(read('two and three quarters')).toEqual([['two and three quarters', 'count', 2.75, 2.745, 2.755, 'exact']]);
  });
});

describe('units after a number', () => {
  it('reads a unit of time with no rate after it', () => {
    expect(read('5 ms')).toEqual([['5 ms', 'time', 0.005, 0.005, 0.005, 'exact']]);
  });

  it('reads degrees Fahrenheit written with a space', () => {
    expect(read('It hit 50 ° F today')).toEqual([['50 ° F', 'temperature', 10, 10, 10, 'exact']]);
  });

  it('reads bits only when the whole unit is one: "Mbit", "Mbps", not "orbits"', () => {
    expect(read('5 orbits')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('100 Mbps')).toEqual([['100 Mbps', 'rate:data-bits', 1e8, 1e8, 1e8, 'exact']]);
    expect(read('5 Mbit')).toEqual([['5 Mbit', 'data-bits', 5e6, 5e6, 5e6, 'exact']]);
  });

  it('reads "per sec" after a unit of data as a rate', () => {
    expect(read('22 GB per sec')).toEqual([['22 GB per sec', 'rate:data', 22e9, 22e9, 22e9, 'exact']]);
  });

  it('keeps the offsets of a text whose lower case is longer', () => {
    const [q] = extractQuantities('İzmir has 5 million people');
    expect([q?.text, q?.range]).toEqual(['5 million', { start: 10, end: 19 }]);
  });
});

describe('a year "to present"', () => {
  it('reads a year from 1000 to 2100 followed by "present" as a bound from it', () => {
    expect(read('1000–present')).toEqual([['1000–present', 'year', 1000, 1000, Infinity, 'bound']]);
    expect(read('2100–present')).toEqual([['2100–present', 'year', 2100, 2100, Infinity, 'bound']]);
    const [q] = extractQuantities('He has played since 1998–present and won');
    expect([q?.text, q?.range]).toEqual(['1998–present', { start: 20, end: 32 }]);
  });

  it('reads a number outside the years before "- now" as a number', () => {
    expect(read('version 2 - now with dark mode')).toEqual([['2', 'count', 2, 2, 2, 'exact']]);
    expect(read('plan 5000 - now cheaper')).toEqual([['5000', 'count', 5000, 5000, 5000, 'exact']]);
  });
});
