// A count said of a year ("19 releases in 2023") against a log under year headings: the heading's year is no rival count.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2023',
  '',
  'We shipped 19 releases this year.',
  '',
  '## 2022',
  '',
  'We shipped 12 releases.',
]);

describe('a count claimed of a year under that year’s heading', () => {
  it('is supported by the count the section gives', () => {
    expect(verdict('In 2023 we shipped 19 releases.', log)).toEqual([
      'supported',
      'the source states 2023 (CHANGELOG.md:5), 19 (CHANGELOG.md:5)',
    ]);
  });

  it('is never refuted with the heading’s year as the count', () => {
    expect(verdict('In 2023 we shipped 20 releases.', log)[1]).not.toContain('gives 2023');
  });
});
