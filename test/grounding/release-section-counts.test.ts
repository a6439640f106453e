// Counts under the release a claim names, against those other releases' entries give (pinSection).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2.0.0 - 2025-06-01',
  '',
  '- Added 2 output formats',
  '- Fixed 5 bugs',
  '',
  '## 1.1.0 - 2025-02-10',
  '',
  '- Fixed 3 bugs',
  '- Added 4 themes',
  '',
  '## 1.0.1 - 2024-12-02',
  '',
  '- Fixed 2 bugs in the parser',
  '- Fixed 6 bugs in the CLI',
  '- Added 4 themes',
  '',
  '## 1.0.0 - 2024-11-20',
  '',
  '- First stable release',
]);

describe('a count claimed of a release', () => {
  it.each([
    ['Release 1.1.0 fixed 3 bugs.', 'supported', 'the source states 1.1.0 (CHANGELOG.md:8), 3 (CHANGELOG.md:10)'],
    ['Release 1.1.0 fixed 5 bugs.', 'refuted', 'the source gives 3 for "Fixed 3 bugs" (CHANGELOG.md:10), not 5'],
    [
      'Release 1.1.0 added 2 output formats.',
      'neutral',
      'the source gives 2 under "2.0.0 - 2025-06-01", not under "1.1.0 - 2025-02-10"',
    ],
    ['Release 1.1.0 added 4 themes.', 'supported', 'the source states 1.1.0 (CHANGELOG.md:8), 4 (CHANGELOG.md:11)'],
    ['Release 1.0.1 added 4 themes.', 'supported', 'the source states 1.0.1 (CHANGELOG.md:13), 4 (CHANGELOG.md:17)'],
    [
      'Release 1.1.0 fixed 3 bugs and added 2 output formats.',
      'neutral',
      'the source gives 2 under "2.0.0 - 2025-06-01", not under "1.1.0 - 2025-02-10"',
    ],
    ['Release 1.1.0 fixed 2 bugs.', 'refuted', 'the source gives 3 for "Fixed 3 bugs" (CHANGELOG.md:10), not 2'],
    [
      'Release 1.1.0 fixed 3 bugs on 1 June 2025.',
      'refuted',
      'the source gives 2025-02-10 for "1.1.0 - 2025-02-10" (CHANGELOG.md:8), not 1 June 2025',
    ],
    [
      'Release 1.0.1 fixed 5 bugs.',
      'neutral',
      '"5" fits 5 for "Fixed 5 bugs" (CHANGELOG.md:6), but the source also gives 3 for "Fixed 3 bugs" (CHANGELOG.md:10), 2 for "Fixed 2 bugs in the parser" (CHANGELOG.md:15), 6 for "Fixed 6 bugs in the CLI" (CHANGELOG.md:16) where the claim\'s words fit as well; say which one the claim means',
    ],
    ['Release 2.0.0 fixed 3 bugs.', 'refuted', 'the source gives 5 for "Fixed 5 bugs" (CHANGELOG.md:6), not 3'],
    [
      'Release 1.1.0, out in February 2025, fixed 3 bugs.',
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:8), February 2025 (CHANGELOG.md:8), 3 (CHANGELOG.md:10)',
    ],
  ])('%s', (claim, support, rule) => {
    expect(verdict(claim, changelog)).toEqual([support, rule]);
  });
});
