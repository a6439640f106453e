// A number of years the claim counts over its own span of years, where each end of the span is the year of a value the claim gives.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a count of years over a span whose ends are the years of the values the claim gives', () => {
  const sales = csv('sales.csv', ['year,units,growth', '2008,1200,', '2009,2028,69%', '2010,2100,4%']);

  it('is supported when the span is that many years long', () => {
    expect(verdict('Over the two years from 2008 to 2010, units rose from 1,200 to 2,100.', sales)).toEqual([
      'supported',
      'the source states two years (sales.csv:2), 2008 to 2010 (sales.csv:2), 1,200 (sales.csv:2), 2,100 (sales.csv:4)',
    ]);
  });

  it('is refuted when the span is not that many years long', () => {
    expect(verdict('Over the five years from 2008 to 2010, units rose from 1,200 to 2,100.', sales)).toEqual([
      'refuted',
      'from 2008 to 2010 is 2 years, or 3 counting both, not five years (sales.csv:2)',
    ]);
  });
});
