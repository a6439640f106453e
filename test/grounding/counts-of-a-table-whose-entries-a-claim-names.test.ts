// A count of a table's entries, chosen among counts the claim's words fit alike by the entries the claim names.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const pyproject = {
  uri: 'pyproject.toml',
  mediaType: 'application/toml',
  title: '',
  text: [
    '[project.optional-dependencies]',
    'brotli = ["brotli", "brotlicffi"]',
    'cli = ["click==8.*", "pygments==2.*", "rich>=10,<15"]',
    'socks = ["socksio==1.*"]',
    'zstd = ["zstandard>=0.18.0"]',
    '',
    '[tool.pytest.ini_options]',
    'addopts = "-rxXs"',
    'filterwarnings = ["error"]',
    '',
  ].join('\n'),
};

describe('a count of a table whose entries the claim names', () => {
  it('is the count of that table, not of an entry of it or of another table the words fit', () => {
    expect(verdict('Four optional extras cover brotli, socks, zstd and the command line.', pyproject)).toEqual([
      'supported',
      'the source states Four (pyproject.toml:1)',
    ]);
    expect(verdict('Three optional extras cover brotli, socks and zstd.', pyproject)).toEqual([
      'refuted',
      'the source gives 4 entries for "project.optional-dependencies (number of entries)" (pyproject.toml:1), not Three',
    ]);
  });

  it('is not chosen when the claim names none of its entries: the counts its words fit are left to a person', () => {
    expect(verdict('Four optional extras are offered.', pyproject)[0]).toBe('neutral');
  });
});

describe('a count said to be of the whole list ("in total", "in all")', () => {
  const scripts = {
    uri: 'package.json',
    mediaType: 'application/json',
    title: '',
    text: `${JSON.stringify({ name: 'demo', scripts: { test: 'node --test', lint: 'eslint .', build: 'tsc' } }, null, 2)}\n`,
  };

  it('is the count the tool made of that list, not a total to work out', () => {
    expect(verdict('Three scripts are defined in total.', scripts)).toEqual([
      'supported',
      'the source states Three (package.json:3)',
    ]);
    expect(verdict('In all, four scripts are defined.', scripts)[0]).toBe('refuted');
  });
});
