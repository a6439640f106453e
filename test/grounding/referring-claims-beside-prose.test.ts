// A claim that refers back to a table row, about a value a sentence under the table states too: the sentence read for it is kept (referBack).
import { describe, expect, it } from 'vitest';
import { codecTable, md, verdict } from './fixtures.js';

const codecs = md('codecs.md', [...codecTable, 'The fastest squash setting decodes at 1,950 MB/s.']);
const fast = ['At -f4, squash trades ratio for speed: the ratio drops to 2.20 while encoding climbs to 610 MB/s.'];

describe('a value of the row referred to that a sentence also states', () => {
  it('is supported where it was read', () => {
    expect(verdict('Decoding at that setting reaches 1,950 MB/s.', codecs, fast)).toEqual([
      'supported',
      'the source states 1,950 MB/s (codecs.md:9)',
    ]);
  });

  it('is refuted by the value where it was read', () => {
    expect(verdict('Decoding at that setting reaches 1,900 MB/s.', codecs, fast)).toEqual([
      'refuted',
      'the source gives 1,950 MB/s for "The fastest squash setting decodes at 1,950 MB/s." (codecs.md:9), not 1,900 MB/s',
    ]);
  });
});
