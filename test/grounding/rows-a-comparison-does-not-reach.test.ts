// A claim that compares two rows of a table and also gives a value of a third row the comparison does not reach.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value of a row outside the rows a ratio compares', () => {
  const hashes = md('hashes.md', [
    '| Hash Name | Width | Bandwidth (GB/s) | Quality |',
    '| --------- | ----- | ---------------- | ------- |',
    '| Alpha64   | 64    | 22.0 GB/s        | 10      |',
    '| Beta2     | 64    | 22.0 GB/s        | 9       |',
    '| Gamma64   | 64    | 19.4 GB/s        | 8       |',
    '| Gamma32   | 32    | 9.7 GB/s         | 7       |',
  ]);

  it('leaves the claim joining several rows, which the ratio does not make one', () => {
    expect(
      verdict('Gamma64 runs at 19.4 GB/s, twice the speed of Gamma32, and Beta2 has a quality score of 9.', hashes),
    ).toEqual(['neutral', 'the claim joins values from several rows of the source; no check here can judge that']);
  });

  it('still reads a value of a compared row with the ratio', () => {
    expect(
      verdict('Gamma64 runs at 19.4 GB/s, twice the speed of Gamma32, and has a quality score of 8.', hashes)[0],
    ).toBe('supported');
  });
});
