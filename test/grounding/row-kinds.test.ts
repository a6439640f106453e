// Which rows a column's extremes, a role swap and another row's words are read over: a row named like a total, a row that names no series, a longer name that holds a shorter one, and a row of numbers alone.
import { describe, expect, it } from 'vitest';
import { isExtreme, isTotalRow, otherRowWords, rankOf } from '../../src/grounding/rows.js';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { csv, md, swapped } from './fixtures.js';

describe('a row named like a total', () => {
  /** Whether the visitors of this place (in a table of one year's visitors by place) are a total's, and their column's largest. */
  const read = (place: string) => {
    const model = sourceModel(
      csv('visitors.csv', [
        'year,place,visitors',
        '2020-01-01,Devon,500',
        `2020-01-01,${place},900`,
        '2020-01-01,Dorset,300',
      ]),
    );
    const visitors = model.facts.find((f) => f.text === '900')!;
    return [isTotalRow(visitors, model), isExtreme(visitors, 1, model)];
  };

  it('is read as a total only when its whole name is one: not "Cornwall", ending in "all", nor "Allentown"', () => {
    expect(read('Cornwall')).toEqual([false, true]);
    expect(read('Allentown')).toEqual([false, true]);
    expect(read('All counties')).toEqual([true, false]);
  });
});

describe('a row that names no series', () => {
  it('is ranked over the whole column, not over the other rows that name none', () => {
    const sales = csv('sales.csv', [
      'year,region,sales',
      '2019,,10',
      '2020,,20',
      '2021,,30',
      '2019,North,100',
      '2020,North,200',
      '2021,North,300',
    ]);
    const model = sourceModel(sales);
    const unnamed = model.facts.find((f) => f.text === '30')!;
    expect(isExtreme(unnamed, 1, model)).toBe(false);
    expect(rankOf(unnamed, model)).toBe(4);
  });
});

describe('a role swap said outright', () => {
  it('is read when a longer name of the row, holding this one, stands just before it', () => {
    const game = csv('games.csv', ['home team,away team,venue', 'Melbourne,North Melbourne,MCG']);
    expect(swapped('In the game against North Melbourne, Melbourne was the away team.', game)).toBe(
      'the claim gives "Melbourne" as the away team, but the source gives it as the home team (the away team is North Melbourne)',
    );
  });
});

describe("another row's words", () => {
  it('are not a word every named row has, when the claim is about a row of numbers alone', () => {
    const clubs = sourceModel(
      md('clubs.md', ['| # | 2019 |', '|---|---|', '| Kew club | 10 |', '| Carlton club | 12 |', '| 7 | 9 |']),
    );
    const numbers = clubs.units.filter((u) => u.kind === 'row' && u.roots.length === 0);
    expect(numbers).toHaveLength(1);
    expect(otherRowWords(readClaim('The club had 9 wins in 2019.'), numbers, clubs)).toBeUndefined();
    expect(otherRowWords(readClaim('The club had 9 wins in 2019, more than Kew.'), numbers, clubs)).toBe('kew');
  });
});
