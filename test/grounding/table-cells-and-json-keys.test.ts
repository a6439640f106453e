// Reading CSV cells and JSON values: unnamed and year columns, short and long rows, empty cells, list positions and the maps whose entries are counted.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { counts, fact, factsOf } from './fixtures.js';

const csv = (t: string) => ({ uri: 'data.csv', mediaType: 'text/csv', text: t, title: '' });
const json = (value: unknown) => ({
  uri: 'data.json',
  mediaType: 'application/json',
  text: JSON.stringify(value),
  title: '',
});

beforeEach(() => forgetAll());

describe('a cell of a column with no name', () => {
  const notes = csv(
    [
      'team,',
      'alpha,the new engine cuts build times by 30 percent across large projects',
      'beta,the old engine keeps build times at 40 seconds for large projects',
      '',
    ].join('\n'),
  );

  it('is named by the words around its number, which also name its row', () => {
    const m = sourceModel(notes);
    const cut = fact(m, 'q:30');
    expect(cut.label).toBe('"" of the row "alpha"');
    expect(cut.own).toEqual(['candidate', 'engin', 'cut', 'build', 'time', 'across', 'larg', 'projec']);
    expect(fact(m, 'q:40').own).toEqual(['baseline', 'engin', 'keep', 'build', 'time', 'larg', 'projec']);
  });

  it('keeps its row words to the row label and leaves the other words of the cell to its scope', () => {
    const m = sourceModel(notes);
    expect(fact(m, 'q:30').row).toEqual(['alpha']);
    expect(fact(m, 'q:30').scope).toEqual(['team', 'time']);
    expect(fact(m, 'q:40').row).toEqual(['beta']);
  });
});

describe('a column headed by a year', () => {
  it('reads a year of the 1900s as the column year', () => {
    const m = sourceModel(csv('country,1990,2020\nFrance,10,12\nSpain,5,6\n'));
    expect(fact(m, 'q:10').titled).toBe(true);
    expect(fact(m, 'q:10').row).toEqual(['y:1990', 'franc']);
    expect(factsOf(m, 'q:1990')).toEqual([]);
  });

  it('reads a year header with spaces around it as the column year', () => {
    const m = sourceModel(csv('country,2021 ,2022\nFrance,10,12\nSpain,5,6\n'));
    expect(fact(m, 'q:10').titled).toBe(true);
    expect(fact(m, 'q:10').row).toEqual(['y:2021', 'franc']);
    expect(factsOf(m, 'q:2021')).toEqual([]);
  });
});

describe('rows of another length than the header', () => {
  it('shows a cell past the last column with an empty column name', () => {
    const m = sourceModel(csv('name,score\nalpha,10,extra\nbeta,12\ngamma,14\n'));
    expect(fact(m, 'q:3', 'the number of rows').rowTexts).toEqual([
      'name: alpha; score: 10; : extra',
      'name: beta; score: 12',
      'name: gamma; score: 14',
    ]);
  });

  it('counts no categories in a column that a row leaves out', () => {
    const m = sourceModel(csv('year,value,source\n2020,10,Wind\n2020,5,Solar\n2021,12\n2021,6,Solar\n'));
    expect(counts(m)).toEqual(['the number of rows = 4']);
  });
});

describe('an empty cell', () => {
  it('states nothing, not even the number in its column name', () => {
    const m = sourceModel(csv('country,top 10 share\nFrance,\nSpain,12%\nItaly,9%\n'));
    const fromKey = m.facts.filter((f) => f.fromKey).map((f) => f.label);
    expect(fromKey).toEqual(['"top 10 share" of the row "Spain"', '"top 10 share" of the row "Italy"']);
  });
});

describe('the keys of a JSON value', () => {
  it('gives a top-level value no path, and a list item the list as its key', () => {
    const m = sourceModel(json({ name: 'demo', stars: 1200, labels: ['bug', 'ui'] }));
    expect(fact(m, 'q:1200').path).toBeUndefined();
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => [f.label, f.path])).toEqual([
      ['name', undefined],
      ['labels.0', undefined],
      ['labels.1', undefined],
    ]);
  });

  it('reads no number from the position of an item past the tenth', () => {
    const m = sourceModel(json({ sizes: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22] }));
    expect(m.facts.filter((f) => f.fromKey)).toEqual([]);
    expect(fact(m, 'q:21').label).toBe('sizes.10');
    expect(fact(m, 'q:21').path).toBeUndefined();
  });

  it('counts the entries of a map whose key ends or starts with digits', () => {
    const m = sourceModel(
      json({ deps_v2: { chalk: '^5.3.0', ora: '^7.0.0' }, '3rdparty': { lodash: '^4.17.21', zod: '^3.22.0' } }),
    );
    expect(counts(m)).toEqual(['deps_v2 (number of entries) = 2', '3rdparty (number of entries) = 2']);
  });

  it('counts no entries of a record a map keys by a number', () => {
    const m = sourceModel(
      json({ releases: { '10': { date: '2024-01-02', size: 12 }, '11': { date: '2024-05-06', size: 14 } } }),
    );
    expect(counts(m)).toEqual([]);
  });
});
