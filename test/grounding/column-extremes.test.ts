// Which way a superlative ranks a column (a speed, a time, a latency), which cell leads a column, with ties and short columns, and which words of a claim belong to another row of its table.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { extremeRival, isExtreme, otherRowWords, rankOf, superlativeDirection } from '../../src/grounding/rows.js';
import { sourceModel, type SourceFact } from '../../src/grounding/source-facts.js';
import { rootOf } from '../../src/grounding/words.js';
import { md } from './fixtures.js';

/** A cell of a measure of this dimension under these key words. */
const cell = (dimension: string, key: string[]) =>
  ({
    value: { kind: 'quantity', quantity: { dimension, value: 1 } },
    key: key.map(rootOf),
    row: [],
  }) as unknown as SourceFact;

describe('the direction of a superlative of speed or of a best value', () => {
  it('reads "fastest" of a time as its smallest, of a latency as its smallest, of a speed as its largest', () => {
    expect(superlativeDirection('fastest', cell('time', []))).toBe(-1);
    expect(superlativeDirection('fastest', cell('count', ['latency', 'p99']))).toBe(-1);
    expect(superlativeDirection('fastest', cell('count', ['speed', 'mb']))).toBe(1);
    expect(superlativeDirection('slowest', cell('count', ['speed', 'mb']))).toBe(-1);
  });

  it('reads "fastest" of a count that is no speed nor time as no superlative', () => {
    expect(superlativeDirection('fastest', cell('count', ['users']))).toBe(0);
    expect(superlativeDirection('fastest', cell('bitrate', ['users']))).toBe(0);
  });
});

describe('the cell that leads a column', () => {
  const scores = md('scores.md', [
    '| Team | Points |',
    '|---|---|',
    '| Kew | 10 |',
    '| Geelong | 10 |',
    '| Carlton | 5 |',
  ]);
  const model = sourceModel(scores);
  const points = (team: string) =>
    model.facts.find((f) => f.value.kind === 'quantity' && f.row.includes(rootOf(team.toLowerCase())))!;

  it('is no row when two rows tie for the top', () => {
    expect(isExtreme(points('Kew'), 1, model)).toBe(false);
    expect(extremeRival(points('Carlton'), 1, model)).toBeUndefined();
    expect(isExtreme(points('Carlton'), -1, model)).toBe(true);
  });

  it('ranks a cell among the others, best first', () => {
    expect(rankOf(points('Carlton'), model)).toBe(3);
    expect(rankOf(points('Kew'), model)).toBeUndefined();
  });

  it('is not judged over fewer than three rows', () => {
    const two = md('two.md', ['| Team | Points |', '|---|---|', '| Kew | 10 |', '| Carlton | 5 |']);
    const m = sourceModel(two);
    const carlton = m.facts.find((f) => f.value.kind === 'quantity' && f.row.includes(rootOf('carlton')))!;
    expect(extremeRival(carlton, 1, m)).toBeUndefined();
    expect(isExtreme(carlton, -1, m)).toBe(false);
  });
});

describe('a word of another row of the table', () => {
  const venues = md('venues.md', [
    '## Venues',
    '',
    '| Club | Surface | Capacity |',
    '|---|---|---|',
    '| Kew | fox | 31000 |',
    '| Geelong | turf | 36000 |',
    '| Hawthorn | grass | 18000 |',
    '| Carlton | ox | 42000 |',
  ]);
  const model = sourceModel(venues);
  const row = (name: string) => model.units.filter((u) => u.kind === 'row' && u.text.includes(name));
  const other = (claim: string, name: string) => otherRowWords(readClaim(claim), row(name), model);

  it("names a word of three letters or more that only another row holds, the table's first row included", () => {
    expect(other('Hawthorn has a capacity of 18000, with a fox.', 'Hawthorn')).toBe('fox');
    expect(other('Hawthorn has a capacity of 18000, like Geelong.', 'Hawthorn')).toBe(rootOf('geelong'));
    expect(other('Kew has a capacity of 31000, like Carlton.', 'Kew')).toBe(rootOf('carlton'));
  });

  it("passes over a word of two letters, the row's own words, and a claim of no row", () => {
    expect(other('Hawthorn has a capacity of 18000, with an ox.', 'Hawthorn')).toBeUndefined();
    expect(other('Hawthorn has a capacity of 18000, on grass.', 'Hawthorn')).toBeUndefined();
    expect(other('Hawthorn has a capacity of 18000, with a fox.', 'Nowhere')).toBeUndefined();
  });
});
