// A value that fits several rows, pinned to the one row every other value of the claim is in (pinRecord).
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const bench = csv('bench.csv', [
  'compressor name,ratio,compression',
  'zstd 1.5.6 -1,2.887,510 MB/s',
  'zstd 1.5.6 --fast=1,2.437,545 MB/s',
]);

describe('a rounded value that two rows could give', () => {
  it('is the one of the row the claim’s level names', () => {
    expect(verdict('At level 1, zstd 1.5.6 reaches a compression ratio of about 2.89.', bench)).toEqual([
      'supported',
      'the source states 1 (bench.csv:2), 1.5.6 (bench.csv:2), about 2.89 (bench.csv:2)',
    ]);
  });

  it('is read from that row, though another row comes first', () => {
    const fastFirst = csv('bench.csv', [
      'compressor name,ratio,compression',
      'zstd 1.5.6 --fast=2,2.437,545 MB/s',
      'zstd 1.5.6 -1,2.887,510 MB/s',
    ]);
    expect(verdict('At level 1, zstd 1.5.6 reaches a compression ratio of about 2.89.', fastFirst)).toEqual([
      'supported',
      'the source states 1 (bench.csv:3), 1.5.6 (bench.csv:2), about 2.89 (bench.csv:3)',
    ]);
  });

  it('is read from that row alone, though the row before it fits as well', () => {
    const levels = csv('bench.csv', [
      'compressor name,ratio,compression',
      'zstd 1.5.6 --fast=2,2.437,545 MB/s',
      'zstd 1.5.6 -2,2.891,480 MB/s',
      'zstd 1.5.6 -1,2.887,510 MB/s',
    ]);
    expect(verdict('At level 1, zstd 1.5.6 reaches a compression ratio of about 2.89.', levels)).toEqual([
      'supported',
      'the source states 1 (bench.csv:4), 1.5.6 (bench.csv:2), about 2.89 (bench.csv:4)',
    ]);
  });

  it('stays open when that row gives another value in a column the claim’s words fit as well', () => {
    const twoRatios = csv('bench.csv', [
      'compressor name,ratio,best ratio',
      'zstd 1.5.6 --fast=2,2.437,2.5',
      'zstd 1.5.6 -1,2.887,3.05',
    ]);
    expect(verdict('At level 1, zstd 1.5.6 reaches a ratio of about 2.89.', twoRatios)).toEqual([
      'neutral',
      '"about 2.89" fits 2.887 for "ratio" of the row "zstd 1.5.6 -1" (bench.csv:3), but the source also gives 3.05 for "best ratio" of the row "zstd 1.5.6 -1" (bench.csv:3) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});
