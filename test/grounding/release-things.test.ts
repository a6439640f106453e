// The things a claim says a release brought: each listed under it, or under another release the refutation names.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { fourReleaseLog as log, md, verdict as verdictOf } from './fixtures.js';

const verdict = (claim: string): [string, string] => verdictOf(claim, log);

describe('things that came in a release', () => {
  it('passes things its entries list, one entry each', () => {
    expect(verdict('Dark mode and CSV export came in 1.0.0.')[0]).toBe('supported');
    expect(verdict('Dark mode and CSV export were added in 1.0.0.')[0]).toBe('supported');
  });

  it('leaves open a thing no entry lists, though the others are', () => {
    expect(verdict('Dark mode and a new icon came in 1.0.0.')).toEqual([
      'neutral',
      'the source\'s entry "1.0.0 - 2023-01-01" does not say this: it never mentions icon',
    ]);
  });

  it('reads "came out on" as the release’s date, not a change', () => {
    expect(verdict('Version 3.0.0 came out on 1 May 2024.')[0]).toBe('supported');
  });
});

describe('a change listed under another release', () => {
  it('is refuted with that release, the kind of change heading the entry', () => {
    expect(verdict('Version 3.0.0 fixed the crash on empty input.')).toEqual([
      'refuted',
      'the source lists "Crash on empty input" under "2.2.0 - 2023-11-02", not under "3.0.0 - 2024-05-01" (CHANGELOG.md:13)',
    ]);
    expect(verdict('Version 2.2.0 fixed the crash on empty input.')[0]).toBe('supported');
  });

  it('is refuted when the claim words the change otherwise, by the thing it names', () => {
    expect(verdict('Version 2.2.0 removed the JSON exporter.')).toEqual([
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "2.2.0 - 2023-11-02" (CHANGELOG.md:9)',
    ]);
    expect(verdict('Version 2.3.0 deprecated the JSON exporter.')[0]).toBe('supported');
  });

  it('says where the source names a thing it gives in no place of the claim’s values', () => {
    const twice = { ...log, text: `${log.text}\n## [0.9.0] - 2022-06-01\n### Added\n- The JSON exporter\n` };
    const r = assessDeterministic('Version 2.2.0 removed the JSON exporter.', twice);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      "the source names JSON (CHANGELOG.md:9), but not where it gives the claim's other values",
    ]);
  });
});

describe('the bugs a release fixed, counted by the entries under its "Fixed"', () => {
  const fixes = md('sources/CHANGELOG.md', [
    '# Changelog',
    '',
    '## [1.1.0] - 2023-06-01',
    '### Fixed',
    '- Wrong exit code',
    '- Typo in help',
    '- Leak in watcher',
    '',
    '## [1.0.1] - 2023-02-01',
    '### Fixed',
    '- Broken install script',
    '- Missing README',
    '',
  ]);

  it('passes the count of the release the claim names', () => {
    expect(verdictOf('Release 1.0.1 fixed 2 bugs.', fixes)).toEqual([
      'supported',
      'the source states 1.0.1 (CHANGELOG.md:9), 2 (CHANGELOG.md:11)',
    ]);
    expect(verdictOf('Release 1.1.0 fixed 3 bugs, and 1.0.1 fixed 2 bugs.', fixes)[0]).toBe('supported');
  });

  it('refutes another count with the release’s own, each clause read with its release', () => {
    const own = [
      'refuted',
      'the source gives 2 entries for the entries under "Fixed" in "1.0.1 - 2023-02-01" (CHANGELOG.md:11), not 5',
    ];
    expect(verdictOf('Release 1.0.1 fixed 5 bugs.', fixes)).toEqual(own);
    expect(verdictOf('Release 1.1.0 fixed 3 bugs, and 1.0.1 fixed 5 bugs.', fixes)).toEqual(own);
  });
});
