// A value of another statistic ("median latency") than the one the claim gives ("average latency") does not refute it.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a median the source gives for a claimed average', () => {
  it('leaves the average not stated rather than refuted', () => {
    const stats = csv('stats.csv', ['endpoint,median latency (ms)', '/search,12', '']);
    expect(verdict('The average latency was 15 ms.', stats)).toEqual([
      'neutral',
      'the source does not state 15 ms (said of: average, latency, ms)',
    ]);
  });
});
