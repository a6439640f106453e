// A version a release's entry gives ("Kept the minimum Node version at 18.0.0" under "## 3.0.0"): the release the claim names is no rival of it, and a move to a version the source says was kept is refuted.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 3.0.0',
  '',
  '- Kept the minimum Node version at 18.0.0.',
  '- Dropped the legacy API.',
  '',
  '## 2.0.0',
  '',
  '- Raised the minimum Node version to 16.0.0.',
]);

describe('the version of a release the claim names beside a version its entry gives', () => {
  it('is the release, borne out by its heading, not refuted by the entry of its own or another release', () => {
    expect(verdict('Version 3.0.0 kept the minimum Node version at 18.0.0.', changelog)).toEqual([
      'supported',
      'the source states 3.0.0 (CHANGELOG.md:3), 18.0.0 (CHANGELOG.md:5), Node (CHANGELOG.md:5)',
    ]);
    expect(verdict('Version 2.0.0 raised the minimum Node version to 16.0.0.', changelog)).toEqual([
      'supported',
      'the source states 2.0.0 (CHANGELOG.md:8), 16.0.0 (CHANGELOG.md:10), Node (CHANGELOG.md:10)',
    ]);
  });

  it("is not said to be an entry's version where the source has no such release", () => {
    expect(verdict('Version 4.0.0 raised the minimum Node version to 18.0.0.', changelog)).toEqual([
      'neutral',
      'the source does not state 4.0.0 (said of: Version, raised, minimum, Node)',
    ]);
  });
});

describe('a version the source says was kept', () => {
  it('is refuted when the claim says it was raised, bumped or upgraded to it', () => {
    expect(verdict('Version 3.0.0 raised the minimum Node version to 18.0.0.', changelog)).toEqual([
      'refuted',
      'the source says it stayed at 18.0.0, not that it raised to it (CHANGELOG.md:5)',
    ]);
    const kept = md('CHANGELOG.md', ['# Changelog', '', '## 3.0.0', '', '- Kept the minimum Node version at 18.0.0.']);
    expect(verdict('The project raised its minimum Node version to 18.0.0.', kept)[0]).toBe('refuted');
    expect(verdict('The minimum Node version was bumped to 18.0.0.', kept)[0]).toBe('refuted');
    expect(verdict('The minimum Node version was upgraded to 18.0.0.', kept)[0]).toBe('refuted');
    expect(verdict('The minimum Node version stayed at 18.0.0.', kept)[0]).toBe('supported');
  });
});

describe('a version inside a span of versions a sentence gives', () => {
  const releases = (join: string) =>
    md('RELEASES.md', ['# Releases', '', '## 5.2', '', `Supports Python 3.10 ${join} 3.14.`]);

  it('is no contradiction of the span, written with "to" or "through"', () => {
    for (const join of ['to', 'through'])
      expect(verdict('Django 5.2 supports Python 3.12.', releases(join))[0]).not.toBe('refuted');
  });

  it('is refuted outside the span, and between two versions a sentence lists', () => {
    expect(verdict('Django 5.2 supports Python 3.15.', releases('to'))[0]).toBe('refuted');
    expect(verdict('Django 5.2 supports Python 3.12.', releases('and'))[0]).toBe('refuted');
  });
});
