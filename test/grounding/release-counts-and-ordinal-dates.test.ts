// A change log's count of its releases, and a day of a month written as an ordinal word ("the second of October 2022").
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../src/grounding/dates.js';
import { md, verdict } from './fixtures.js';

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
