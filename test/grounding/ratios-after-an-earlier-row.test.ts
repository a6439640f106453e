// A ratio the claim works out after an earlier claim about one row: that row is one side only when the claim refers back (fromOwnValues).
import { describe, expect, it } from 'vitest';
import { codecTable, md, verdict } from './fixtures.js';

const codecs = md('codecs.md', codecTable);
const fast = ['At -f4, squash encodes at 610 MB/s.'];

describe('a ratio that refers back to the row the claim before it was about', () => {
  it('is worked out from that row, not from two other rows the claim names', () => {
    // 610 / 480 = 1.27; only the -f2 row's 560 makes 1.17.
    expect(verdict('That is about 1.3 times the 480 MB/s of squash at level 1.', codecs, fast)[0]).toBe('supported');
    expect(verdict('That is about 1.17 times the 480 MB/s of squash at level 1.', codecs, fast)).toEqual([
      'neutral',
      'the source does not state about 1.17 times (said of: times, squash, level)',
    ]);
  });
});

describe('a ratio of two rows the claim names itself, after a claim about a third', () => {
  it('is worked out from the rows it names', () => {
    // 560 / 90 = 6.2.
    expect(verdict('squash -f2 encodes at 560 MB/s, about six times the speed of gzip.', codecs, fast)).toEqual([
      'supported',
      'the source states 560 MB/s (codecs.md:5), about six times (codecs.md:5)',
    ]);
  });
});
