// Rows a claim names beside its own that give the same value in the same column, in one table or one part of the source.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('two rows said to share a value of a column', () => {
  const hashes = md('bench.md', [
    '| Hash | Speed | Quality |',
    '|---|---|---|',
    '| City64 | 22.0 GB/s | 10 |',
    '| T1ha2 | 22.0 GB/s | 9 |',
    '| Plod32 | 4.0 GB/s | 10 |',
  ]);

  it('takes the other row the claim names as saying the value too', () => {
    expect(verdict('City64 and Plod32 score 10 for quality.', hashes)).toEqual([
      'supported',
      'the source states 10 (bench.md:5), Plod32 (bench.md:5)',
    ]);
  });
});

describe('two rows said to share a value in one part of the source', () => {
  const parts = md('bench.md', [
    '# Hashes',
    '',
    '## Small keys',
    '',
    '| Hash | Speed | Quality |',
    '|---|---|---|',
    '| City64 | 22.0 GB/s | 10 |',
    '| Plod32 | 4.0 GB/s | 10 |',
    '| T1ha2 | 21.0 GB/s | 9 |',
    '',
    '## Large keys',
    '',
    '| Hash | Speed | Quality |',
    '|---|---|---|',
    '| City64 | 30.0 GB/s | 7 |',
    '| Plod32 | 5.0 GB/s | 8 |',
    '| T1ha2 | 25.0 GB/s | 9 |',
  ]);

  it('compares the other row only in the same part, not with its row of another part', () => {
    expect(verdict('City64 and Plod32 score 10 for quality on small keys.', parts)).toEqual([
      'supported',
      'the source states 10 (bench.md:8), Plod32 (bench.md:8)',
    ]);
  });
});
