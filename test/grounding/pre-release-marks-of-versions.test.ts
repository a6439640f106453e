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

describe('the stage a claim gives a pre-release', () => {
  it('is refuted by the stage its mark gives, when that is another', () => {
    expect(verdict('Demo 2.0.0-beta.2 is a release candidate.', packageJson('2.0.0-beta.2'))).toEqual([
      'refuted',
      'the source gives 2.0.0-beta.2 (package.json:1), a beta, not a release candidate',
    ]);
    expect(verdict('Demo 2.0.0rc2 is a beta release.', manifest('2.0.0rc2'))).toEqual([
      'refuted',
      'the source gives 2.0.0rc2 (pyproject.toml:3), a release candidate, not a beta',
    ]);
    expect(verdict('Demo 2.0.0a1 is a beta.', manifest('2.0.0a1'))[0]).toBe('refuted');
  });

  it('is borne out by its own stage, or by any stage when the claim only says "pre-release" or "preview"', () => {
    expect(verdict('Demo 2.0.0-beta.1 is a preview release.', packageJson('2.0.0-beta.1'))[0]).toBe('supported');
    expect(verdict('Demo 2.0.0-dev.3 is a pre-release.', packageJson('2.0.0-dev.3'))[0]).toBe('supported');
  });

  it('goes to a person when the mark names no stage, or no particular one', () => {
    expect(verdict('Demo 16.0.0-ce.0 is a release candidate.', packageJson('16.0.0-ce.0'))).toEqual([
      'neutral',
      'the source gives 16.0.0-ce.0 (package.json:1), whose mark "ce.0" does not say it is a release candidate; check the release notes',
    ]);
    expect(verdict('Demo 2.0.0-dev.3 is a beta.', packageJson('2.0.0-dev.3'))[0]).toBe('neutral');
  });
});
