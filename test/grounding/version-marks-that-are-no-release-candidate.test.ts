// A version mark that only starts or ends with the letters of "rc" ("16.0.0-ce.0" of an edition, "1.4.0-src" of a source build) is no release candidate.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const manifest = (version: string) => ({
  uri: 'pyproject.toml',
  mediaType: 'application/toml',
  title: '',
  text: `[project]\nname = "demo"\nversion = "${version}"\n`,
});

describe('a version whose mark names an edition or a build, not a stage', () => {
  it('is a final release when the mark starts with "c"', () => {
    expect(verdict('Demo 16.0.0-ce.0 is the stable release.', manifest('16.0.0-ce.0'))).toEqual([
      'supported',
      'the source states 16.0.0-ce.0 (pyproject.toml:3)',
    ]);
  });

  it('is a final release when the mark ends in "rc"', () => {
    expect(verdict('Demo 1.4.0-src is the stable release.', manifest('1.4.0-src'))).toEqual([
      'supported',
      'the source states 1.4.0-src (pyproject.toml:3)',
    ]);
  });
});
