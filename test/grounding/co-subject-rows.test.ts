// Rows a claim names beside its own that give the same values in its columns (coSubjects): which rows count as named.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const hashes = (...rows: string[]) =>
  md('bench.md', [
    '| Hash Name | Width | Bandwidth (GB/s) | Quality |',
    '| --------- | ----- | ---------------- | ------- |',
    '| Alpha64   | 64    | 22.0 GB/s        | 10      |',
    ...rows,
  ]);

describe('a row named beside the claim’s own that gives the same values', () => {
  it('is said of too, though an unnamed row of the table gives other values', () => {
    const table = hashes('| Beta2 | 64 | 22.0 GB/s | 10 |', '| — | 32 | 19.4 GB/s | 8 |');
    expect(verdict('Alpha64 has a quality of 10 and reaches 22.0 GB/s, like Beta2.', table)).toEqual([
      'supported',
      'the source states 10 (bench.md:3), 22.0 GB/s (bench.md:3), Beta2 (bench.md:4)',
    ]);
  });
});

describe('a row named beside the claim’s own that gives another value', () => {
  it('is the row the claim names apart, though a table before the first heading has a row named by a word of the claim', () => {
    const source = md('bench.md', [
      '| Metric | Value |',
      '|---|---|',
      '| Reach | 5 |',
      '| Spread | 7 |',
      '',
      '## Hashes',
      '',
      '| Hash Name | Width | Bandwidth (GB/s) | Quality |',
      '| --------- | ----- | ---------------- | ------- |',
      '| Alpha64   | 64    | 22.0 GB/s        | 10      |',
      '| Beta2     | 64    | 22.0 GB/s        | 9       |',
      '| Gamma64   | 32    | 19.4 GB/s        | 8       |',
    ]);
    expect(verdict('Alpha64 has a quality of 10 and reaches 22.0 GB/s, like Beta2.', source)).toEqual([
      'neutral',
      'the claim also names "Beta2", which the source gives in another row; no check here can judge which row it means',
    ]);
  });
});
