// A change a claim puts in one release, read against the entries of every release (otherRelease, unsaidWords).
import { describe, expect, it } from 'vitest';
import { fourReleaseLog as log, md, verdict } from './fixtures.js';

describe('a change claimed of a release', () => {
  it.each([
    [
      'Version 3.0.0 fixed the crash on empty input.',
      'refuted',
      'the source lists "Crash on empty input" under "2.2.0 - 2023-11-02", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:13)',
    ],
    [
      'Version 2.2.0 removed the JSON exporter.',
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "2.2.0 - 2023-11-02" (CHANGELOG.md:9)',
    ],
    [
      'The latest release, 3.0.0, removed the JSON exporter.',
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:9)',
    ],
    [
      'Version 3.0.0 added dark mode.',
      'refuted',
      'the source lists "Dark mode" under "1.0.0 - 2023-01-01", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:17)',
    ],
    [
      'Version 3.0.0 fixed the crash on empty input in the plugin API.',
      'neutral',
      'the source\'s entry "3.0.0 - 2024-05-01" does not say this: it never mentions crash, empty, input',
    ],
    ['Version 2.2.0 fixed the crash on empty input.', 'supported', 'the source states 2.2.0 (CHANGELOG.md:11)'],
    [
      'Version 1.0.0 added the plugin API.',
      'refuted',
      'the source lists "Plugin API" under "3.0.0 - 2024-05-01", not under "1.0.0 - 2023-01-01" (CHANGELOG.md:5)',
    ],
    [
      'The newest version, 3.0.0, added dark mode.',
      'refuted',
      'the source lists "Dark mode" under "1.0.0 - 2023-01-01", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:17)',
    ],
    [
      'Version 3.0.0 added the CSV export.',
      'refuted',
      'the source lists "CSV export" under "1.0.0 - 2023-01-01", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:18)',
    ],
    [
      'Version 3.0.0 added an API for plugins.',
      'supported',
      'the source states 3.0.0 (CHANGELOG.md:3), API (CHANGELOG.md:5)',
    ],
    [
      'In version 3.0.0 the JSON exporter was deprecated.',
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:9)',
    ],
    [
      'Version 2.3.0 added CSV export and dark mode.',
      'neutral',
      "the source names CSV (CHANGELOG.md:18), but not where it gives the claim's other values",
    ],
  ])('%s', (claim, support, rule) => {
    expect(verdict(claim, log)).toEqual([support, rule]);
  });
});

describe('a change another release lists, in a log with a line before its first release', () => {
  const introduced = md('sources/CHANGELOG.md', [
    'The JSON exporter was contributed by Ann.',
    '',
    '## [2.3.0] - 2024-01-10',
    '### Deprecated',
    '- The JSON exporter',
    '',
    '## [2.2.0] - 2023-11-02',
    '### Fixed',
    '- Crash on empty input',
  ]);

  it('is refuted by the entry, not left open by the line outside every release', () => {
    expect(verdict('Version 2.2.0 removed the JSON exporter.', introduced)).toEqual([
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "2.2.0 - 2023-11-02" (CHANGELOG.md:5)',
    ]);
  });

  it('is refuted though the claim adds a word of two letters', () => {
    expect(verdict('Version 2.2.0 removed the db JSON exporter.', introduced)).toEqual([
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "2.2.0 - 2023-11-02" (CHANGELOG.md:5)',
    ]);
  });
});

describe('a change two other releases list', () => {
  const twice = md('sources/CHANGELOG.md', [
    '# Changelog',
    '',
    '## [3.0.0] - 2024-05-01',
    '### Added',
    '- Plugin API',
    '',
    '## [2.2.0] - 2023-11-02',
    '### Fixed',
    '- Dark mode',
    '',
    '## [1.0.0] - 2023-01-01',
    '### Added',
    '- Dark mode',
  ]);

  it('is not put in either of them: the claimed release just does not say it', () => {
    expect(verdict('Version 3.0.0 added dark mode.', twice)).toEqual([
      'neutral',
      'the source\'s entry "3.0.0 - 2024-05-01" does not say this: it never mentions dark, mode',
    ]);
  });
});

describe('a change named by a word of three letters', () => {
  const tabs = md('sources/CHANGELOG.md', [
    '# Changelog',
    '',
    '## [3.0.0] - 2024-05-01',
    '### Added',
    '- Plugin API',
    '',
    '## [2.2.0] - 2023-11-02',
    '### Fixed',
    '- Tab crash',
    '',
    '## [1.0.0] - 2023-01-01',
    '### Fixed',
    '- Crash on start',
  ]);

  it('is the one entry that has that word too, under another release', () => {
    expect(verdict('Version 3.0.0 fixed the tab crash.', tabs)).toEqual([
      'refuted',
      'the source lists "Tab crash" under "2.2.0 - 2023-11-02", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:9)',
    ]);
    expect(verdict('Version 2.2.0 fixed the tab crash.', tabs)).toEqual([
      'supported',
      'the source states 2.2.0 (CHANGELOG.md:7)',
    ]);
  });
});

describe('a release whose section says the change, against another release’s heading with the claim’s words', () => {
  const log2 = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## [2.3.0] - 2024-05-01',
    '',
    '- Added a JSON reporter.',
    '',
    '## [2.2.0] - JSON reporter groundwork',
    '',
    '- Refactored output.',
  ]);

  it('supports the change in the release the claim names', () => {
    expect(verdict('Version 2.3.0 added a JSON reporter.', log2)).toEqual([
      'supported',
      'the source states 2.3.0 (CHANGELOG.md:3), JSON (CHANGELOG.md:5)',
    ]);
  });

  it('still refutes a release whose section says less of the claim than the other heading', () => {
    expect(verdict('Version 2.3.0 laid the JSON reporter groundwork.', log2)).toEqual([
      'refuted',
      'the source gives 2.2.0 for "2.2.0 - JSON reporter groundwork" (CHANGELOG.md:7), not 2.3.0',
    ]);
  });
});
