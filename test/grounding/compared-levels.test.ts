// Wrong values a comparison, a ratio's measure or a column's own verb used to let pass.
import { describe, expect, it } from 'vitest';
import { csv, md, txt, verdict } from './fixtures.js';

describe('two levels the claim puts in an order', () => {
  const latency = md('latency.md', [
    '| Framework | Median | p99 | Worst case |',
    '|---|---|---|---|',
    '| Koa | 8 ms | 19 ms | 30 ms |',
    '| Hapi | 9 ms | 20 ms | 22 ms |',
  ]);

  it('must stand in that order though they are two measures of one unit', () => {
    expect(verdict("Koa's median latency is 8 ms, above Hapi's worst case of 22 ms.", latency)).toEqual([
      'refuted',
      'the source gives 8 ms for "Median" of the row "Koa" and 22 ms for "Worst case" of the row "Hapi": 8 ms is not above 22 ms (latency.md:3)',
    ]);
    expect(verdict("Koa's median latency is 8 ms, below Hapi's worst case of 22 ms.", latency)[0]).toBe('supported');
  });

  it('must stand in that order when the next sentence goes on from the first value', () => {
    expect(verdict("Koa's p99 latency is 19 ms. That is above Hapi's 20 ms.", latency)[0]).toBe('refuted');
    expect(verdict("Koa's p99 latency is 19 ms. That is below Hapi's 20 ms.", latency)[0]).toBe('supported');
  });
});

describe('a ratio that names its measure', () => {
  const codecs = md('codecs.md', ['| Codec | Latency |', '|---|---|', '| Swift | 3 ms |', '| Plod | 45 ms |']);

  it('is worked out from that measure, not from any two values of the rows', () => {
    expect(verdict('Swift is fifteen times the size of Plod.', codecs)[0]).toBe('neutral');
    expect(verdict('Swift is fifteen times faster than Plod.', codecs)[0]).toBe('supported');
  });
});

describe('a figure of another year the claim compares with', () => {
  const wind = csv('wind.csv', ['year,source,gwh', '2015,Wind,250', '2016,Wind,280', '2017,Wind,420']);

  it('is that year’s row, unless it is a kind of figure the source never gives', () => {
    expect(verdict('Wind hit 280 in 2016, below the 2015 forecast figure.', wind)).toEqual([
      'neutral',
      'the source gives no 2015 forecast figure',
    ]);
    expect(verdict('Wind hit 280 in 2016, below the 2015 figure.', wind)[0]).toBe('refuted');
    expect(verdict('Wind hit 280 in 2016, above the 2015 wind figure.', wind)[0]).toBe('supported');
  });
});

describe('"passed" said of a column of what passed', () => {
  const suite = csv('suite.csv', ['year,tests_passed', '2020,110', '2021,125']);

  it('is the count, not a mark crossed', () => {
    expect(verdict('The suite passed 125 tests in 2021.', suite)[0]).toBe('supported');
    expect(verdict('The suite passed 120 tests in 2021.', suite)[0]).not.toBe('supported');
  });
});

describe('a value of another part of the year', () => {
  const results = txt('results.txt', [
    "In the fourth quarter, Initech's revenue was $310 million. For the full year, revenue reached $1.2 billion and free cash flow was $140 million.",
  ]);

  it('does not refute the claim’s part, and says which part the source gives', () => {
    expect(verdict("Initech's revenue was $320 million in the first quarter.", results)).toEqual([
      'neutral',
      'the source gives $310 million for the fourth quarter ("In the fourth quarter, Initech\'s revenue was $310 million."), not for the first quarter',
    ]);
    expect(verdict("Initech's revenue was $320 million in the fourth quarter.", results)[0]).toBe('refuted');
  });
});

describe('a change that starts from a level', () => {
  const yearly = csv('yearly.csv', ['year,downloads,stars', '2021,165,4100', '2022,150,4300', '2023,157,4650']);

  it('starts there whether "From" opens the sentence or not', () => {
    expect(verdict('From 165 in 2021 downloads fell to 157 in 2023.', yearly)[0]).toBe('supported');
    expect(verdict('Downloads fell from 165 in 2021 to 157 in 2023.', yearly)[0]).toBe('supported');
  });
});

describe('a row with several measures', () => {
  const plans = md('plans.md', [
    '# Plans',
    '',
    '| Plan | Price | Speed |',
    '|---|---|---|',
    '| Starter | $40 | 100 Mbps |',
    '| Pro | $80 | 500 Mbps |',
  ]);

  it('gives the claim the one measure in its unit, though the claim names no column', () => {
    expect(verdict('Starter costs $40.', plans)).toEqual(['supported', 'the source states $40 (plans.md:5)']);
    expect(verdict('The Starter plan costs $50.', plans)).toEqual([
      'refuted',
      'the source gives $40 for "Price" of the row "Starter" (plans.md:5), not $50',
    ]);
    expect(verdict('Starter offers 100 Mbps.', plans)).toEqual([
      'supported',
      'the source states 100 Mbps (plans.md:5)',
    ]);
    // (Bits are not bytes.)
    expect(verdict('Starter offers 100 MB/s.', plans)[0]).not.toBe('supported');
  });
});

describe('a change the claim gives a row of a table with shares and changes', () => {
  const languages = md('languages.md', [
    '| Language | Share (%) | Change (%) |',
    '|---|---|---|',
    '| JavaScript | 62.3 | 4.1 |',
    '| Python | 51.0 | 2.2 |',
  ]);

  it('is read in the row’s column of changes, not its share', () => {
    expect(verdict('JavaScript grew by 4.1%.', languages)[0]).toBe('supported');
    expect(verdict('JavaScript grew by 5%.', languages)).toEqual([
      'refuted',
      'the source gives 4.1 for "Change (%)" of the row "JavaScript" (languages.md:3), not 5%',
    ]);
    expect(verdict('JavaScript was used by 62.3% of respondents.', languages)[0]).toBe('supported');
  });
});

describe('a value in another clause of a list item or a field', () => {
  const line = 'Node.js 20 remains in Active LTS until October 2024, and Node.js 18 reaches end-of-life in April 2025.';

  it('is not said of a name only the other clause gives, as in a plain sentence', () => {
    for (const source of [md('node.md', [`- ${line}`]), txt('node.txt', [`Status: ${line}`])]) {
      expect(verdict('Node.js 20 reaches end-of-life in April 2025.', source)[0]).toBe('neutral');
      expect(verdict('Node.js 18 reaches end-of-life in April 2025.', source)[0]).toBe('supported');
    }
  });
});
