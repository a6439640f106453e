// Which cells a superlative ranks a cell among: a column of years is not ranked, and in a table of several series a cell is ranked within its own series when that has three rows.
import { describe, expect, it } from 'vitest';
import { isExtreme } from '../../src/grounding/rows.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { rootOf } from '../../src/grounding/words.js';
import { clubGrounds, csv, md } from './fixtures.js';

/** The cell of a source whose text is this value, in the row that names this word. */
const cellOf = (source: ReturnType<typeof csv>, word: string, value: string) => {
  const model = sourceModel(source);
  const s = model.facts.find((f) => f.text === value && f.row.includes(rootOf(word)))!;
  return { s, model };
};

describe('the column a superlative ranks a cell among', () => {
  it('is no column of seasons or years', () => {
    const clubs = csv('clubs.csv', ['club,season,members', 'kew,1870,300', 'ames,1901,500', 'cole,1950,200']);
    const { s, model } = cellOf(clubs, 'cole', '1950');
    expect(isExtreme(s, 1, model)).toBe(false);
    const members = cellOf(clubs, 'ames', '500');
    expect(isExtreme(members.s, 1, members.model)).toBe(true);
    const firsts = csv('firsts.csv', ['club,first season,members', 'kew,1870,300', 'ames,1901,500', 'cole,1950,200']);
    const first = cellOf(firsts, 'cole', '1950');
    expect(isExtreme(first.s, 1, first.model)).toBe(false);
  });

  it("is the cell's own series when it has three rows, and the whole column when it has fewer", () => {
    const shares = csv('shares.csv', [
      'year,source,share',
      '2016,coal,40',
      '2017,coal,35',
      '2016,wind,5',
      '2017,wind,8',
      '2018,wind,12',
    ]);
    const wind = cellOf(shares, 'wind', '12');
    expect(isExtreme(wind.s, 1, wind.model)).toBe(true);
    const coal = cellOf(shares, 'coal', '40');
    expect(isExtreme(coal.s, 1, coal.model)).toBe(true);
  });
});

describe("the rows of a cell's column", () => {
  const model = sourceModel(clubGrounds);
  const fact = (text: string) => model.facts.find((f) => f.text === text)!;

  it("are its own table's rows, not a value outside any row nor another section's table", () => {
    expect(isExtreme(fact('42000'), 1, model)).toBe(true);
    expect(isExtreme(fact('42000'), 1, model, 2017)).toBe(true);
    expect(isExtreme(fact('99000'), 1, model)).toBe(false);
    expect(isExtreme(fact('Carlton'), 1, model)).toBe(false);
  });

  it('are the values of its own measure', () => {
    const results = md('results.md', [
      '| Runner | Result |',
      '|---|---|',
      '| alpha | 12 s |',
      '| beta | 15 s |',
      '| gamma | 9 s |',
      '| delta | 900 m |',
    ]);
    const m = sourceModel(results);
    expect(
      isExtreme(
        m.facts.find((f) => f.text === '15 s')!,
        1,
        m,
      ),
    ).toBe(true);
  });
});
