// The stage a version's mark gives it (a release candidate with or without a number, a beta), said of a claimed final release.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const manifest = (version: string) => ({
  uri: 'pyproject.toml',
  mediaType: 'application/toml',
  title: '',
  text: `[project]\nname = "demo"\nversion = "${version}"\n`,
});

const packageJson = (version: string) => ({
  uri: 'package.json',
  mediaType: 'application/json',
  title: '',
  text: JSON.stringify({ name: 'demo', version }),
});

describe('a version the source marks as a pre-release, claimed as a final release', () => {
  it('is a release candidate when its "rc" mark has no number', () => {
    expect(verdict('Demo 2.0.0-rc is the stable release.', packageJson('2.0.0-rc'))).toEqual([
      'refuted',
      'the source gives 2.0.0-rc (package.json:1), a release candidate, not a final release',
    ]);
  });

  it('is a release candidate when its "rc" mark has a number of two digits', () => {
    expect(verdict('Demo 2.0.0rc12 is the stable release.', manifest('2.0.0rc12'))).toEqual([
      'refuted',
      'the source gives 2.0.0rc12 (pyproject.toml:3), a release candidate, not a final release',
    ]);
  });

  it('is named a beta when its mark is "b"', () => {
    expect(verdict('Demo 2.0.0b1 is the stable release.', manifest('2.0.0b1'))).toEqual([
      'refuted',
      'the source gives 2.0.0b1 (pyproject.toml:3), a beta, not a final release',
    ]);
  });
});

describe("a pre-release mark written in the claim's own version", () => {
  const beta = {
    uri: 'package.json',
    mediaType: 'application/json',
    title: '',
    text: '{"name": "demo", "version": "2.0.0-beta.2"}',
  };

  it('does not call the version a pre-release for the claim: "the final release" is still refuted', () => {
    expect(verdict('Demo 2.0.0-beta.2 is the final release.', beta)).toEqual([
      'refuted',
      'the source gives 2.0.0-beta.2 (package.json:1), a beta, not a final release',
    ]);
    expect(verdict('Demo 2.0.0-beta.2 is a beta release.', beta)[0]).toBe('supported');
  });

  it('reads a canary or a snapshot as a pre-release', () => {
    expect(verdict('Demo 14.0.0-canary.3 is the stable release.', manifest('14.0.0-canary.3'))).toEqual([
      'refuted',
      'the source gives 14.0.0-canary.3 (pyproject.toml:3), a pre-release, not a final release',
    ]);
    expect(verdict('Demo 3.1.0-SNAPSHOT is the final release.', manifest('3.1.0-SNAPSHOT'))[0]).toBe('refuted');
  });
});
