// A change log's count of its releases, a day of a month written as an ordinal word ("the second of October 2022"),
// and a count in a clause that opens with "with".
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../src/grounding/dates.js';
import { json, md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [Unreleased]',
  '',
  '## [23.1.0](https://example.com/compare/22.2.0...23.1.0) - 2023-07-04',
  '',
  '- Added async support.',
  '',
  '## [22.2.0](https://example.com/compare/22.1.0...22.2.0) - 2022-10-06',
  '',
  '- Added a Prometheus counter.',
  '',
  '## [22.1.0](https://example.com/tree/22.1.0) - 2022-10-02',
  '',
  '- First release.',
  '',
]);

describe('the releases a change log lists', () => {
  it('are counted by their version headings, not the unreleased one', () => {
    expect(verdict('The changelog records three releases.', changelog)[0]).toBe('supported');
    expect(verdict('The changelog records four releases.', changelog)).toEqual([
      'refuted',
      'the source gives 3 entries for "the releases listed" (CHANGELOG.md:5), not four',
    ]);
  });
});

describe('a day written as an ordinal word', () => {
  it('is read as that day', () => {
    expect(extractDates('on the second of October 2022').map((d) => [d.year, d.month, d.day])).toEqual([[2022, 10, 2]]);
    expect(extractDates('the twenty-first of March, 2024').map((d) => [d.year, d.month, d.day])).toEqual([
      [2024, 3, 21],
    ]);
  });

  it('states a release date', () => {
    expect(verdict('Version 22.1.0 shipped on the second of October 2022.', changelog)).toEqual([
      'supported',
      'the source states 22.1.0 (CHANGELOG.md:13), second of October 2022 (CHANGELOG.md:13)',
    ]);
    expect(verdict('Version 22.1.0 shipped on the third of October 2022.', changelog)[0]).toBe('refuted');
  });
});

describe('a count in a clause that opens with "with"', () => {
  const pkg = json('package.json', {
    name: 'app',
    dependencies: { a: '^1.0.0', b: '^2.0.0', c: '^3.0.0' },
    scripts: { build: 'tsc', test: 'vitest', lint: 'eslint .' },
  });

  it('counts what the clause before names, and a comparison with what the writer expected compares nothing', () => {
    expect(verdict('The scripts block is compact, with three commands in total.', pkg)[0]).toBe('supported');
    expect(verdict('The scripts block is compact, with four commands in total.', pkg)[0]).not.toBe('supported');
    expect(verdict('The runtime dependency list is longer than I expected, with three packages in it.', pkg)).toEqual([
      'supported',
      'the source states three (package.json:1)',
    ]);
  });
});
