// How "since" a year is read in a claim of a change over years, whatever spacing the claim has before the year.
import { describe, expect, it } from 'vitest';
import { change, doublingDownloads } from './fixtures.js';

describe('"since" a year', () => {
  it('is read when an invisible character leaves two spaces before the year', () => {
    const spaced = change('Downloads have quadrupled since \u200b 2020.', doublingDownloads);
    expect([spaced?.support, spaced?.why]).toEqual([
      'supported',
      'the source gives 1200000 for 2020 and 4800000 for 2023',
    ]);
  });
});
