// One value the claim says of each of several rows ("both reach 22.0 GB/s"), read in each row's one measure.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

describe('one value said of each of two rows', () => {
  it('is not stated when one row gives a number in another unit', () => {
    const bench = md('bench.md', [
      '| Hash   | Result    |',
      '| ------ | --------- |',
      '| City64 | 22.0 GB/s |',
      '| T1ha2  | 22 ms     |',
      '| FNV    | 1.2 GB/s  |',
    ]);
    expect(verdict('City64 and T1ha2 both reach 22.0 GB/s.', bench)).toEqual([
      'neutral',
      'the source does not state 22.0 GB/s (said of: T1ha2, reach, GB)',
    ]);
  });

  it('is left open when the claim names one row only by one word of its label', () => {
    const mix = csv('mix.csv', ['source,share', 'Nuclear Energy,20%', 'Wind Power,20%', 'Coal Power,40%']);
    expect(verdict('Nuclear energy and wind both supplied 20%.', mix)[0]).toBe('neutral');
  });

  it('of a date is judged without failing, and a row the source lacks is named', () => {
    const releases = csv('releases.csv', ['product,ga', 'Alpha,2024-03-01', 'Beta,2024-03-01']);
    expect(verdict('Alpha and Zeta each arrived on 2024-03-05.', releases)).toEqual([
      'neutral',
      'the source does not state Zeta (said of: Zeta, arrived)',
    ]);
  });
});
