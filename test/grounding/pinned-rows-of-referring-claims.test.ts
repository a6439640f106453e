// A value of another row the claim names, read in the column referred to: only the claim's supported values pin that row (referBack).
import { describe, expect, it } from 'vitest';
import { codecTable, md, verdict } from './fixtures.js';

const codecs = md('codecs.md', codecTable);
const quick = ['The quick 3.0 entry decodes at 3,900 MB/s.'];

describe('a claim that names "squash at level 1" and gives a ratio several squash rows come near', () => {
  it('reads the speed in the level 1 row and leaves only the ratio open', () => {
    expect(
      verdict('That is far ahead of the 1,400 MB/s of squash at level 1, with a ratio of 2.5.', codecs, quick),
    ).toEqual([
      'neutral',
      // (2.45 lies on the very edge of what "2.5" covers: it may be rounded either way.)
      `the claim's words fit several places in the source, which give 2.45 for "Ratio" of the row "squash 2.1 -f2" (codecs.md:5), 2.91 for "Ratio" of the row "squash 2.1 -1" (codecs.md:3), 2.20 for "Ratio" of the row "squash 2.1 -f4" (codecs.md:6); say which one "2.5" means`,
    ]);
  });
});

describe('a value the claim gives another row it names, read in the column referred to', () => {
  it('is not taken from the first of several rows the name fits', () => {
    // squash -f2 decodes at 1,750 MB/s; 1,400 MB/s is the -1 row's.
    expect(verdict('That is far ahead of the 1,400 MB/s of squash -f2.', codecs, quick)[0]).not.toBe('supported');
    expect(verdict('That is far ahead of the 1,400 MB/s of squash at -f2.', codecs, quick)[0]).not.toBe('supported');
  });
});
