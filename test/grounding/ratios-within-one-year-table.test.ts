// A ratio the claim gives between its row and another row it names, where the source has a table for each year: it is worked out in the claim's own table (fromOwnValues).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const bench = md('bench.md', [
  '## 2023',
  '',
  '| Codec | Encode |',
  '|---|---|',
  '| squash | 610 MB/s |',
  '| gzip | 90 MB/s |',
  '',
  '## 2024',
  '',
  '| Codec | Encode |',
  '|---|---|',
  '| squash | 700 MB/s |',
  '| gzip | 100 MB/s |',
]);

describe("a ratio to another row of the claim's own year's table", () => {
  it('is worked out from that table alone', () => {
    // 610 / 90 = 6.8 in 2023; only 2024's 700 / 100 makes exactly 7.
    expect(verdict('In 2023 squash encoded at 610 MB/s, about 6.8 times the speed of gzip.', bench)).toEqual([
      'supported',
      'the source states 2023 (bench.md:5), 610 MB/s (bench.md:5), about 6.8 times (bench.md:5)',
    ]);
    expect(verdict('In 2023 squash encoded at 610 MB/s, exactly 7 times the speed of gzip.', bench)).toEqual([
      'neutral',
      'the source does not state 7 times (said of: exactly, times, speed, gzip)',
    ]);
  });
});
