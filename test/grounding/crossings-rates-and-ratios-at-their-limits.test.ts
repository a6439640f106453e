// Marks crossed, rates worked out from a period, "times faster" ratios and rises in one period at the edges of what they read: a year after the verb, a total row, "just over", values exact at the limits of a double, and columns of versions or dates.
import { describe, expect, it } from 'vitest';
import { csv, json, md, verdict } from './fixtures.js';

const downloads = csv('downloads.csv', ['year,downloads', '2019,6200', '2020,9400', '2021,12800', '2022,15100']);

describe('a mark crossed in a year', () => {
  it('reads a year after "passed" as no mark the series crossed', () => {
    expect(verdict('Downloads passed 2021.', downloads)).toEqual([
      'neutral',
      'the source does not state 2021 (said of: Downloads, passed)',
    ]);
  });

  it('checks the crossing on the year’s row only, not on a total row the claim names', () => {
    const withTotal = csv('downloads.csv', [
      'year,downloads',
      '2019,6200',
      '2020,9400',
      '2021,12800',
      '2022,15100',
      'total,43500',
    ]);
    expect(verdict('Total downloads passed 10,000 in 2021.', withTotal)).toEqual([
      'neutral',
      'the claim also names "Total", which the source gives in another row; no check here can judge which row it means',
    ]);
  });

  it('takes the side only from the start of the value, not from "just over" after a bare verb', () => {
    expect(verdict('Downloads rose just over 10,000 in 2021.', downloads)).toEqual([
      'neutral',
      'the source does not state just over 10,000 (said of: Downloads, rose)',
    ]);
  });
});

describe('a rate worked out from a period', () => {
  it('supports a rate that equals the claimed one exactly, however large', () => {
    const ticker = md('README.md', ['# Ticker', '', 'The ticker advances every 10 nanoseconds.']);
    expect(
      verdict('That is 100,000,000 ticks per second.', ticker, ['The ticker advances every 10 nanoseconds.']),
    ).toEqual(['supported', 'the source states 100,000,000 (README.md:3)']);
  });
});

describe('how many times faster one row is than another', () => {
  it('supports a ratio that equals the claimed one exactly, however large', () => {
    const hashes = md('README.md', [
      '| Hash | Speed |',
      '| ---- | ----- |',
      '| Blitz | 50000000 MB/s |',
      '| Crawl | 2 MB/s |',
    ]);
    expect(verdict('Blitz is 25,000,000 times faster than Crawl.', hashes)).toEqual([
      'supported',
      'the source states 25,000,000 times (README.md:3), Crawl (README.md:4)',
    ]);
  });
});

describe('a rise or a fall in one period', () => {
  it('reads the change in the one column the claim names', () => {
    const yearly = csv('yearly.csv', ['year,downloads,stars', '2021,165,4100', '2022,150,4300', '2023,157,4650']);
    expect(verdict('Stars rose in 2022.', yearly)).toEqual([
      'supported',
      'the source gives 4100 for 2021 (yearly.csv:2) and 4300 for 2022 (yearly.csv:3): a rise, as the claim says',
    ]);
  });

  it('reads only a column of numbers, not one of versions or dates whose name the claim also says', () => {
    const releases = csv('downloads.csv', [
      'month,release,downloads',
      '2024-01,2.0.0,120000',
      '2024-02,2.1.0,135000',
      '2024-03,2.2.0,160000',
    ]);
    expect(verdict('Release downloads rose in March 2024.', releases)).toEqual([
      'supported',
      'the source gives 135000 for 2024-02 (downloads.csv:3) and 160000 for 2024-03 (downloads.csv:4): a rise, as the claim says',
    ]);
    const published = csv('downloads.csv', [
      'month,published,downloads',
      '2024-01,2024-01-31,120000',
      '2024-02,2024-02-29,135000',
      '2024-03,2024-03-31,160000',
    ]);
    expect(verdict('Published downloads rose in March 2024.', published)).toEqual([
      'supported',
      'the source gives 135000 for 2024-02 (downloads.csv:3) and 160000 for 2024-03 (downloads.csv:4): a rise, as the claim says',
    ]);
  });
});

describe('a rate a claim gives of a period stated before', () => {
  const loaders = json('loaders.json', { pulse: { interval: 20, frames: ['.', 'o', 'O'] }, wave: { interval: 125 } });
  const pulse = ['The pulse loader advances every 20 milliseconds.'];

  it('works out only a count per unit of time, not a ratio such as "twice a second"', () => {
    expect(verdict('That is twice a second.', loaders, pulse)).toEqual([
      'neutral',
      'the source does not state twice (said of: twice, second)',
    ]);
  });

  it('lets the rate it works out place the values under the section of the row it came from', () => {
    const readme = md('README.md', [
      '# Loaders',
      '',
      '## Pulse',
      '',
      'The Pulse loader advances every 20 milliseconds.',
      '',
      '## Wave',
      '',
      'The Wave loader advances every 125 milliseconds.',
    ]);
    expect(
      verdict('That is fifty frames per second, as in Wave.', readme, [
        'The Pulse loader advances every 20 milliseconds.',
      ]),
    ).toEqual(['neutral', 'the source gives fifty under "Pulse", not under "Wave"']);
  });
});
