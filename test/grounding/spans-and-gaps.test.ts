// Spans of years written short ("2001-17"), gaps set above another row's value, total rows and counts of a part of the rows.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { md, verdict } from './fixtures.js';

describe('a span of years whose end keeps its last two digits', () => {
  const survey = md('survey.md', ['# Survey', '', 'The survey ran from 2001 to 2017 and covered 40 countries.', '']);

  it('is read as the span of the two years', () => {
    const [span] = readClaim('The survey ran 2001-17.').facts;
    expect(span?.value.kind === 'quantity' && [span.value.quantity.lo, span.value.quantity.hi]).toEqual([2001, 2017]);
    // A score is no span: its second number is not a later year.
    const score = readClaim('The final score was 2001-1999.').facts.map((f) => f.text);
    expect(score).toEqual(['2001', '1999']);
  });

  it('passes against the span the source gives, however it is written', () => {
    expect(verdict('The survey ran 2001-17.', survey)).toEqual([
      'supported',
      'the source states 2001-17 (survey.md:3)',
    ]);
    expect(verdict('The survey ran 2001-2017.', survey)[0]).toBe('supported');
    expect(verdict('The survey ran 2001-15.', survey)[0]).not.toBe('supported');
  });
});

describe('a gap above or below the value another row owns', () => {
  const bench = md('bench.md', [
    '| Framework | p50 (ms) | p99 (ms) |',
    '|---|---|---|',
    '| Koa | 4 | 19 |',
    '| Hapi | 6 | 22 |',
    '| Express | 5 | 25 |',
  ]);

  it('reads the value after "above Koa\'s" as Koa\'s, and the gap as the difference', () => {
    expect(verdict("Hapi's p99 is 3 ms above Koa's 19 ms.", bench)[0]).toBe('supported');
    expect(verdict("Express's p99 is 6 ms above Koa's 19 ms.", bench)[0]).toBe('supported');
    expect(verdict("Hapi's p99 is 5 ms above Koa's 19 ms.", bench)).toEqual([
      'refuted',
      'the source gives 22 for "p99 (ms)" of the row "Hapi" (bench.md:4), not 5 ms',
    ]);
  });

  it('reads a gap "before" or "after" another row\'s value as the difference too', () => {
    expect(verdict("Koa's p99 of 19 ms comes 3 ms before Hapi's 22 ms.", bench)[0]).toBe('supported');
    expect(verdict("Hapi's p99 of 22 ms comes 3 ms after Koa's 19 ms.", bench)[0]).toBe('supported');
    expect(verdict("Koa's p99 of 19 ms comes 5 ms before Hapi's 22 ms.", bench)[0]).toBe('refuted');
  });
});

describe('a total row named in the label column', () => {
  const visitors = md('visitors.md', [
    '| County | Visitors |',
    '|---|---|',
    '| Devon | 500 |',
    '| Cornwall | 900 |',
    '| Dorset | 300 |',
    '| All counties | 1700 |',
  ]);

  it('is no rival of the rows it adds up', () => {
    expect(verdict('Cornwall had the most visitors, 900.', visitors)).toEqual([
      'supported',
      'the source states 900 (visitors.md:4)',
    ]);
    expect(verdict('Devon had the most visitors, 500.', visitors)).toEqual([
      'refuted',
      'the claim says "most", but the source gives 900 for "Visitors" of the row "Cornwall" (visitors.md:4)',
    ]);
  });
});

describe('a count of a part of the rows', () => {
  const hashes = md('hashes.md', [
    '| Hash | Speed (GB/s) |',
    '|---|---|',
    '| XXH3 | 31.5 |',
    '| City64 | 22.0 |',
    '| memcpy (reference) | 45.0 |',
  ]);

  it('is not refuted by the number of all the rows', () => {
    expect(verdict('The table has 1 reference row, for memcpy.', hashes)[0]).not.toBe('refuted');
    expect(verdict('The table has 2 rows.', hashes)[0]).toBe('refuted');
  });
});
