// A value said of each of two rows ("City64 and T1ha2 both ..."), the rows given in two separate tables.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('two named rows of two tables, one of them a table of a single row', () => {
  it('are not read as the cells of one column: "both" is left to a person', () => {
    const bench = md('bench.md', [
      '| Hash | Throughput |',
      '|---|---|',
      '| City64 | 22.0 GB/s |',
      '| FNV | 1.2 GB/s |',
      '',
      '| Hash | Throughput |',
      '|---|---|',
      '| T1ha2 | 22.0 GB/s |',
      '',
    ]);
    expect(verdict('City64 and T1ha2 both have a throughput of 22.0 GB/s.', bench)).toEqual([
      'neutral',
      'the claim says "both", which needs a comparison across the source that no check here can make',
    ]);
  });
});
