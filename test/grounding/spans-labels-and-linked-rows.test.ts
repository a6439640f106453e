// A time a claim gives between two of its own dates, a number that ends a name ("OpenShift 4"), a table whose rows are
// named by links ("[1.21][]") or by a version and its stage ("1.17 LTS"), and a sentence that gives the claim's value
// beside another.
import { describe, expect, it } from 'vitest';
import { md, txt, verdict } from './fixtures.js';

const releases = md('docs/releases/README.md', [
  '# Supported releases',
  '',
  'We aim to do regular releases roughly every 4 months.',
  '',
  '| Release  | Release Date | End of Life     |',
  '|:--------:|:------------:|:---------------:|',
  '| [1.21][] | Jul 08, 2026 | Release of 1.23 |',
  '| [1.20][] | Mar 10, 2026 | Release of 1.22 |',
  '',
  '## Long term support',
  '',
  '| Release      | Vendor       | End of Life    |',
  '|:------------:|:------------:|:--------------:|',
  '| 1.17 LTS     | [CyberArk][] | Feb 03 2027    |',
  '',
  'cert-manager supports OpenShift 4 based on the version of Kubernetes that each release maps to.',
  '',
  '[1.21]: ./release-notes/release-notes-1.21.md',
  '[1.20]: ./release-notes/release-notes-1.20.md',
  '[CyberArk]: https://example.com/cyberark',
  '',
]);

describe('a time between two of the claim’s own dates', () => {
  it('is worked out from them, and no value of the source rivals it', () => {
    const [support, why] = verdict(
      'Release 1.21 shipped on July 8, 2026, just under four months after 1.20 arrived on March 10.',
      releases,
    );
    expect(support).not.toBe('refuted');
    expect(why).not.toMatch(/4 months/u);
  });

  it('that the dates do not make is the claim’s own mistake, whatever the source says', () => {
    expect(
      verdict('Release 1.21 shipped on July 8, 2026, about five months after 1.20 arrived on March 10.', releases),
    ).toEqual([
      'refuted',
      "the claim's own dates, July 8, 2026 and March 10, are 120 days apart, not about five months",
    ]);
    // (A time not set between them, "a two-week beta", is the source's to check.)
    const [, why] = verdict(
      'Release 1.21 shipped on July 8, 2026 after a two-week beta, four months after 1.20 on March 10.',
      releases,
    );
    expect(why).not.toMatch(/own dates/u);
  });
});

describe('a table whose rows are named by links or by a version and its stage', () => {
  it('names each row by the link’s text: "[1.21][]" is release 1.21', () => {
    expect(verdict('Release 1.21 shipped on July 8, 2026.', releases)[0]).toBe('supported');
    expect(verdict('Release 1.20 shipped on July 8, 2026.', releases)[0]).toBe('refuted');
  });

  it('names a row "1.17 LTS" by its version, and a date it lasts until is its end of life', () => {
    expect(verdict('The 1.17 LTS build is good until February 3, 2027.', releases)[0]).toBe('supported');
    expect(verdict('The 1.17 LTS build is good until March 3, 2027.', releases)[0]).not.toBe('supported');
  });
});

describe('a number that ends a name inside a sentence', () => {
  it('is part of the name: "OpenShift 4" counts no releases', () => {
    const [support, why] = verdict('The archive of retired versions now runs to twenty-six releases.', releases);
    expect(why).not.toMatch(/OpenShift/u);
    expect(support).not.toBe('refuted');
    expect(verdict('cert-manager supports OpenShift 4.', releases)[0]).toBe('supported');
    // (Not a word that opens an item: "- Fixed 17 crash reports" counts crash reports.)
    const log = md('CHANGELOG.md', ['## 2.4.0', '', '- Fixed 17 crash reports from the 2.3 series.', '']);
    expect(verdict('The changelog counts 19 crash reports.', log)).toEqual([
      'refuted',
      'the source gives 17 for "Fixed 17 crash reports from the 2.3 series." (CHANGELOG.md:3), not 19',
    ]);
  });
});

describe('a sentence that gives the claim’s value beside another', () => {
  const limits = txt('limits.txt', [
    'Message size: the limit of how many bytes a message can contain. An integer from 1024 bytes (1 KiB) up to 1048576 bytes (1024 KiB).',
  ]);

  it('does not refute it by the other, whichever the words sit nearer', () => {
    const [support, why] = verdict('The largest allowed message is 1,048,576 bytes.', limits);
    expect(support).toBe('neutral');
    expect(why).toMatch(/fits up to 1048576 bytes .* but the source also gives 1024 bytes/u);
    expect(verdict('The largest allowed message is 2,048,576 bytes.', limits)[0]).toBe('refuted');
  });
});

describe('a time between two months the claim gives', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 25.1.0 - 2025-03-12',
    '',
    '- Added retries.',
    '',
    '## 24.3.0 - 2024-08-27',
    '',
    '- Fixed a crash.',
    '',
    '## 24.2.0 - 2024-01-31',
    '',
    '- Fixed a leak.',
    '',
  ]);

  it('is within a month of the months between them, and each date is its own release’s, not scoped by the other', () => {
    expect(
      verdict('The gap between the August 2024 and March 2025 releases was about six and a half months.', log)[0],
    ).toBe('supported');
    expect(verdict('The gap between the August 2024 and March 2025 releases was about ten months.', log)).toEqual([
      'refuted',
      "the claim's own dates, August 2024 and March 2025, are 212 days apart, not about ten months",
    ]);
    expect(verdict('The March 2025 release followed the August 2024 one.', log)[0]).toBe('supported');
    expect(verdict('The April 2025 release followed the August 2024 one.', log)[0]).toBe('refuted');
  });
});
