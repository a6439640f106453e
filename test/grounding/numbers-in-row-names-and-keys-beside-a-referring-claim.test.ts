// A claim that refers back to a row or record ("It needs 12 threads", "It spent 15 hours above 1000 ppm") is not judged by
// a number of the row's name ("8 threads", "level 19") or of a field's key ("hours_above_1000_ppm"), which name what they
// stand beside and are no values of the row.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

const threads = md('README.md', [
  '| Threads | Throughput | Latency |',
  '| --- | --- | --- |',
  '| 4 threads | 1200 req/s | 3 ms |',
  '| 8 threads | 2100 req/s | 4 ms |',
]);

const levels = md('README.md', [
  '| Level | Ratio | Speed |',
  '| --- | --- | --- |',
  '| level 3 | 2.9 | 300 MB/s |',
  '| level 19 | 3.5 | 10 MB/s |',
]);

const air = json('air.json', {
  rooms: [
    { name: 'office', month: 'March', mean_ppm: 900, hours_above_1000_ppm: 12 },
    { name: 'lab', month: 'March', mean_ppm: 700, hours_above_1000_ppm: 3 },
  ],
});

describe('a number in the name of the row a claim refers back to', () => {
  it('does not refute another count the claim gives of that row', () => {
    expect(
      verdict('It needs 12 threads to match.', threads, ['With 8 threads throughput reaches 2100 req/s.']),
    ).toEqual(['neutral', 'the source does not state 12 (said of: needs, threads, match)']);
    expect(
      verdict('That level is 16 steps above the default.', levels, ['At level 19 zstd reaches a ratio of 3.5.']),
    ).toEqual(['neutral', 'the source does not state 16 (said of: level, steps, above, default)']);
  });
});

describe('a number in the key of a field of the record a claim refers back to', () => {
  it('leaves the field itself to refute the value', () => {
    expect(verdict('It spent 15 hours above 1000 ppm.', air, ['The office averaged 900 ppm in March.'])).toEqual([
      'refuted',
      'the source gives 12 for rooms.hours_above_1000_ppm of "office" (air.json:1:82), not 15 hours',
    ]);
  });
});
