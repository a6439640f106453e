// A claim's word for a release's stage read before the version as well as after it, and a version mark that only holds the letters of a stage's name inside another word ("-express") being no pre-release.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const manifest = (version: string) => ({
  uri: 'pyproject.toml',
  mediaType: 'application/toml',
  title: '',
  text: `[project]\nname = "demo"\nversion = "${version}"\n`,
});

describe('a stage a claim names before the version', () => {
  it('refutes "the stable release" of a version the source marks as a release candidate', () => {
    expect(verdict('The stable release is 2.0.0rc1.', manifest('2.0.0rc1'))).toEqual([
      'refuted',
      'the source gives 2.0.0rc1 (pyproject.toml:3), a release candidate, not a final release',
    ]);
  });
});

describe('a version mark that holds a stage word inside another word', () => {
  it('is a final release when "pre" is only inside the edition name "express"', () => {
    expect(verdict('Demo 3.4.0-express is the stable release.', manifest('3.4.0-express'))).toEqual([
      'supported',
      'the source states 3.4.0-express (pyproject.toml:3)',
    ]);
  });
});
