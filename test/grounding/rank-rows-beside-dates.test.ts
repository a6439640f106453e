// A rank the claim gives a row whose other cells include a date: the rank is read in the row's number column (ranked).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const packages = md('packages.md', [
  '| Package | Released | Downloads |',
  '|---|---|---|',
  '| alpha | 2024-01-10 | 5,000 |',
  '| beta | 2024-05-01 | 9,000 |',
  '| gamma | 2024-07-20 | 2,000 |',
]);

describe('a rank in a claim that also dates another row', () => {
  it("is the ranked row's place, not the place of the row the date is in", () => {
    expect(verdict('Beta shipped on 2024-05-01, and alpha comes second with 5,000 downloads.', packages)).toEqual([
      'supported',
      'the source states 2024-05-01 (packages.md:4), second (packages.md:3), 5,000 (packages.md:3)',
    ]);
    expect(verdict('Beta shipped on 2024-05-01, and alpha comes second with 5,000.', packages)).toEqual([
      'supported',
      'the source states 2024-05-01 (packages.md:4), second (packages.md:3), 5,000 (packages.md:3)',
    ]);
  });
});

describe('a rank of the row the claim before it gave a date and a number for', () => {
  it('is read in the column of the number', () => {
    const before = ['Alpha, released on 2024-01-10, had 5,000 downloads.'];
    expect(verdict('That puts it in second place.', packages, before)).toEqual([
      'supported',
      'the source states second (packages.md:3)',
    ]);
  });
});
