// A count of records holding a value: other values of the claim that are no numbers, and the place a wrong count cites.
import { describe, expect, it } from 'vitest';
import { loaders, source, verdict } from './fixtures.js';

const intervals = {
  a: { interval: 80 },
  b: { interval: 80 },
  c: { interval: 80 },
  d: { interval: 3 },
  e: { interval: 120 },
};

describe('a date beside the count of records', () => {
  it('is no value whose records are counted', () => {
    expect(
      verdict('Since March 2024, an interval of 80 milliseconds is used by three loaders.', loaders(intervals)),
    ).toEqual(['neutral', 'the source does not state March 2024 (said of: Since, interval, used, loaders)']);
  });
});

describe('a wrong count of records', () => {
  it('cites the first record holding the value, not each of them', () => {
    const laidOut = source('loaders', JSON.stringify(intervals, null, 2), 'application/json', 'loaders.json');
    expect(verdict('An interval of 80 milliseconds is used by four loaders.', laidOut)).toEqual([
      'refuted',
      '3 records give 80 milliseconds for "interval", not four (loaders.json:3)',
    ]);
  });
});
