// A number of a row's label ("-1" of "zstd 1.5.6 -1") is no cell of a column that a claim naming no row could be about.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a claimed value no column of the named rows gives', () => {
  const bench = csv('table.csv', [
    'compressor name,ratio,compression',
    'zstd 1.5.6 -1,2.887,510 MB/s',
    'zstd 1.5.6 --fast=1,2.437,545 MB/s',
    '',
  ]);

  it('is not stated, and the numbers of the row labels do not refute it', () => {
    expect(verdict('At level 1, zstd 1.5.6 reaches a compression of about 2.89.', bench)).toEqual([
      'neutral',
      'the source does not state about 2.89 (said of: level, zstd, reaches, compression)',
    ]);
  });
});
