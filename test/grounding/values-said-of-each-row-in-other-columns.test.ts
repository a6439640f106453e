// One value said of each of two rows ("City64 and T1ha2 both ..."), where the rows give it in different columns.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a value said of both rows, given by each in another column', () => {
  it('is not one column of both rows: which row the claim means is left open', () => {
    const bench = csv('bench.csv', [
      'hash,throughput,peak throughput',
      'City64,22.0 GB/s,',
      'T1ha2,,22.0 GB/s',
      'FNV,1.2 GB/s,1.5 GB/s',
      '',
    ]);
    expect(verdict('City64 and T1ha2 both reach a throughput of 22.0 GB/s.', bench)).toEqual([
      'neutral',
      'the claim also names "City64", which the source gives in another row; no check here can judge which row it means',
    ]);
  });

  it('is refuted by the peak of the other row when that peak is lower', () => {
    const bench = csv('bench.csv', [
      'hash,throughput,peak throughput',
      'City64,22.0 GB/s,',
      'T1ha2,,19.4 GB/s',
      'FNV,1.2 GB/s,1.5 GB/s',
      '',
    ]);
    expect(verdict('City64 and T1ha2 both reach a throughput of 22.0 GB/s.', bench)).toEqual([
      'refuted',
      'the source gives 19.4 GB/s for "peak throughput" of the row "T1ha2" (bench.csv:3), not 22.0 GB/s',
    ]);
  });
});
