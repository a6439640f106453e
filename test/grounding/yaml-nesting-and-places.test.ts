// Reading YAML-like fields, list items and tables into facts: which keys a field is nested under, and where a value sits.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { at, counts, fact } from './fixtures.js';

const text = (t: string, title = '') => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title });

beforeEach(() => forgetAll());

describe('the keys a field is nested under', () => {
  it('nests a field under a key whose value is only a non-breaking space', () => {
    const source = text('database:\u00a0\n  port: 5432\n');
    const port = fact(sourceModel(source), 'q:5432');
    expect(port.label).toBe('database.port');
    expect(port.path).toEqual(['database', 'port']);
  });

  it('does not nest a field under a key whose next line is no deeper, though that line is no field', () => {
    const source = text('- services:\nhttps://example.org\n  port: 80\n');
    const port = fact(sourceModel(source), 'q:80');
    expect(port.label).toBe('port');
    expect(port.path).toBeUndefined();
    expect(at(source, port)).toBe('80');
  });
});

describe('a column of categories', () => {
  it('counts no categories in a column that a row leaves out', () => {
    const source = {
      uri: 'energy.md',
      mediaType: 'text/markdown',
      text: '| Year | Source | TWh |\n|---|---|---|\n| 2001 | Coal | 10 |\n| 2002 | Coal | 12 |\n| 2003 |\n',
      title: '',
    };
    expect(counts(sourceModel(source))).toEqual(['the number of rows = 3']);
  });
});

describe('columns of counts', () => {
  it('tells apart two columns whose words differ only by a space, so a column of years stays one', () => {
    const source = {
      uri: 'boxes.csv',
      mediaType: 'text/csv',
      text: 'team,box id,boxid\nA,1990,35\nB,1995,40\n',
      title: '',
    };
    const m = sourceModel(source);
    expect(fact(m, 'q:1990').measure).toBeUndefined();
    expect(fact(m, 'q:35').measure).toBe(true);
  });
});

describe('the names of a JSON record', () => {
  const records = {
    uri: 'frameworks.json',
    mediaType: 'application/json',
    text: JSON.stringify([
      { stars: 30000, name: 'fastify', about: 'A web framework focused on the lowest overhead possible' },
      { name: 'koa', stars: 35000, release: 2.15 },
    ]),
    title: '',
  };

  it('names a record by its first text value, though a number comes before it', () => {
    expect(fact(sourceModel(records), 'q:30000').label).toBe('stars of "fastify"');
  });

  it('names a record by its short text values only, not by a long text or a number', () => {
    const m = sourceModel(records);
    expect(fact(m, 'q:30000').row).toEqual(['fastif']);
    expect(fact(m, 'q:35000').row).toEqual(['koa']);
  });
});

describe('marks that state no value', () => {
  it('reads an issue number in brackets as no clause mark, so the words after it still name the value', () => {
    const m = sourceModel(text('Startup takes 40 ms (#4127) on Linux.\n'));
    expect(fact(m, 'q:0.04').key).toContain('linux');
    expect(m.facts).toHaveLength(1);
  });

  it('names no person whose name is blank in an R person() list', () => {
    const m = sourceModel(text('Authors@R: person(" ", "", role = "aut")\n'));
    expect(m.facts.map((f) => f.label)).toEqual(['Authors@R']);
  });
});

describe('a heading that names a release', () => {
  it('reads no release from a heading that does not start with its number, though a date takes in its last digits', () => {
    const m = sourceModel({ uri: 'NEWS.md', mediaType: 'text/markdown', text: '## (10.12 Feb 2024)\n', title: '' });
    expect(m.facts.filter((f) => f.value.kind === 'version')).toEqual([]);
  });
});
