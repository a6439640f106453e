// Which words after another year make a comparison with that year's figure ("above the 2015 figure", not "ahead of the 2018 review"), when a claim's value is one clear row to compare, and when the ends of a span of years are dated.
import { describe, expect, it } from 'vitest';
import { csv, verdict, windAndSolar as wind } from './fixtures.js';

describe('a year after a word of comparison', () => {
  it('is no figure compared when no word for a figure follows it', () => {
    expect(verdict('Wind hit 280 in 2016, ahead of the 2018 review.', wind)).toEqual([
      'supported',
      'the source states 280 (wind.csv:4), 2016 (wind.csv:4), 2018 (wind.csv:6)',
    ]);
  });
});

describe('the value compared with another year’s figure', () => {
  it('is not picked from two values of different series', () => {
    expect(verdict('In 2016 wind hit 280 and solar 100, above the 2015 figure.', wind)).toEqual([
      'neutral',
      'the claim puts its value above the 2015 figure, and no 2015 figure of the same series could be compared with it; check the comparison by hand or cite a table of both years',
    ]);
  });
});

describe('a span of years the claim gives beside a value', () => {
  it('is not stated when a value dates only one of its ends', () => {
    const sales = csv('sales.csv', ['year,units,growth', '2008,1200,', '2009,2028,69%', '2010,2100,4%']);
    expect(verdict('Between 2009 and 2011, units reached 2,028.', sales)).toEqual([
      'neutral',
      'the source does not state Between 2009 and 2011 (said of: Between, units, reached)',
    ]);
  });
});
