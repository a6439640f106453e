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
