// The versions a field of a manifest gives by its key, the versions of a dependency list's entry, and the package named before a version in text.
import { describe, expect, it } from 'vitest';
import { extractVersions, fieldVersions, requirementVersions } from '../../src/grounding/values.js';

describe('the package a version field is of', () => {
  it('is the key below a dependency table, whose name may have more words ("dev-dependencies")', () => {
    expect(fieldVersions(['dev-dependencies', 'serde'], '1.0')).toEqual([
      { text: '1.0', start: 0, end: 3, version: [1, 0], suffix: '', product: 'serde' },
    ]);
  });

  it('is the other word of a key below a dependency table that names a version itself ("rust-version")', () => {
    expect(fieldVersions(['dependencies', 'rust-version'], '1.70')).toEqual([
      { text: '1.70', start: 0, end: 4, version: [1, 70], suffix: '', product: 'rust' },
    ]);
  });

  it('is read from the last key of the path, however deep ("workspace.package.rust-version")', () => {
    expect(fieldVersions(['workspace', 'package', 'rust-version'], '1.70')).toEqual([
      { text: '1.70', start: 0, end: 4, version: [1, 70], suffix: '', product: 'rust' },
    ]);
  });

  it('is none when the last key names no version ("version.stable")', () => {
    expect(fieldVersions(['version', 'stable'], '2.1')).toEqual([
      { text: '2.1', start: 0, end: 3, version: [2, 1], suffix: '' },
    ]);
  });
});

describe('the versions of a list of requirements', () => {
  it('are none when any part is no requirement', () => {
    expect(fieldVersions(['requires-python'], '>=3.9,latest')).toEqual([]);
  });

  it('place each part where it stands, without the spaces around it', () => {
    expect(fieldVersions(['requires-python'], '>=3.9, <4')).toEqual([
      { text: '>=3.9', start: 0, end: 5, version: [3, 9], suffix: '', product: 'python' },
      { text: '<4', start: 7, end: 9, version: [4], suffix: '', product: 'python' },
    ]);
  });

  it('place a part after the one before it, though its text is also inside that one', () => {
    expect(fieldVersions(['requires-python'], '>=3.9,3.9')).toEqual([
      { text: '>=3.9', start: 0, end: 5, version: [3, 9], suffix: '', product: 'python' },
      { text: '3.9', start: 6, end: 9, version: [3, 9], suffix: '', product: 'python' },
    ]);
  });
});

describe('the versions of an entry of a dependency list', () => {
  it('are placed in the entry after its package name', () => {
    expect(requirementVersions('dependencies', 'h2>=3,<5')).toEqual([
      { text: '>=3', start: 2, end: 5, version: [3], suffix: '', product: 'h2' },
      { text: '<5', start: 6, end: 8, version: [5], suffix: '', product: 'h2' },
    ]);
  });

  it('are read from an entry written with spaces before it, and placed where they stand in it', () => {
    expect(requirementVersions('dependencies', '  h2>=3,<5')).toEqual([
      { text: '>=3', start: 4, end: 7, version: [3], suffix: '', product: 'h2' },
      { text: '<5', start: 8, end: 10, version: [5], suffix: '', product: 'h2' },
    ]);
  });
});

describe('the package named before a version in text', () => {
  it('is the word before a two-part version, though more than one space stands between them', () => {
    expect(extractVersions('gix  0.86 is out', new Set(['gix']))).toEqual([
      { text: '0.86', start: 5, end: 9, version: [0, 86], suffix: '', product: 'gix' },
    ]);
  });

  it('is no word that says which release it is ("the still unreleased 2.3.0", "the latest 4.2.1")', () => {
    expect(extractVersions('the still unreleased 2.3.0 and the latest 4.2.1').map((v) => v.product)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('keeps a dash inside the name and drops the dashes that join it to the version', () => {
    expect(extractVersions('my-lib 1.2.3 and zlib--1.3.1')).toEqual([
      { text: '1.2.3', start: 7, end: 12, version: [1, 2, 3], suffix: '', product: 'my-lib' },
      { text: '1.3.1', start: 23, end: 28, version: [1, 3, 1], suffix: '', product: 'zlib' },
    ]);
  });

  it('is the one package of the source named earlier, when the version is linked to it ("is at", "pinned to")', () => {
    const products = new Set(['go-toml', 'go', 'fsnotify', 'afero']);
    const of = (text: string) => extractVersions(text, products).map((v) => [v.text, v.product]);
    expect(of('The go-toml module is required at v2.2.4')).toEqual([['v2.2.4', 'go-toml']]);
    expect(of('fsnotify, hosted by the go-viper group, is pinned to v1.9.0')).toEqual([['v1.9.0', 'fsnotify']]);
    expect(of('go 1.22 and fsnotify at v1.9.0')).toEqual([
      ['1.22', 'go'],
      ['v1.9.0', 'fsnotify'],
    ]);
    // (Not two packages, paired with two versions in order; not a version linked by no such word; not a name the
    // source gives no version of.)
    expect(of('fsnotify and afero are at v1.9.0 and v1.15.0')).toEqual([
      ['v1.9.0', undefined],
      ['v1.15.0', undefined],
    ]);
    expect(of('fsnotify changed in v1.9.0')).toEqual([['v1.9.0', undefined]]);
    expect(of('afero must be at least version 1.15.0')).toEqual([['1.15.0', 'afero']]);
    // ("afero version 1.15.0" is adjacent: the name of a field, "Firmware version", is not a package linked to it.)
    expect(of('the afero runs firmware version 1.15.0')).toEqual([['1.15.0', undefined]]);
    expect(of('viper is at v1.20.0')).toEqual([['v1.20.0', undefined]]);
    expect(extractVersions('go-toml is at v2.2.4').map((v) => v.product)).toEqual([undefined]);
  });

  it('is the package a tag, a spec or a pinned commit joins it to ("python:3.12-slim", "express@5.1.0")', () => {
    const of = (text: string, majors?: Set<string>) =>
      extractVersions(text, undefined, undefined, majors).map((v) => [v.text, v.product]);
    expect(of('FROM python:3.12-slim and express@5.1.0')).toEqual([
      ['3.12', 'python'],
      ['5.1.0', 'express'],
    ]);
    expect(of('uses actions/cache@668228422ae6a00e4ad889ee87cd7109ec5666a7 # v5.0.4')).toEqual([['v5.0.4', 'cache']]);
    // (A one-part tag only of a package a field gives versions of; not a time.)
    expect(of('the node:20-alpine image at 10:30', new Set(['node']))).toEqual([['20', 'node']]);
    expect(of('the node:20-alpine image')).toEqual([]);
  });

  it('gives a bound after a version of a package to that package, its word kept ("but below 15", not "below 15 ms")', () => {
    const of = (text: string) => extractVersions(text, new Set(['rich'])).map((v) => [v.text, v.product]);
    expect(of('rich 10.2.0 or newer, but below 15')).toEqual([
      ['10.2.0', 'rich'],
      ['below 15', 'rich'],
    ]);
    expect(of('rich 10.2.0 or newer, but below 15 ms')).toEqual([['10.2.0', 'rich']]);
    expect(of('rich 10.2.0 took below 15 seconds')).toEqual([['10.2.0', 'rich']]);
    // (Of three parts, or with a "v", the bound is still the bound; joined by other words, no bound of it.)
    expect(of('rich 10.2.0 or newer, but below 15.0.0')).toEqual([
      ['10.2.0', 'rich'],
      ['below 15.0.0', 'rich'],
    ]);
    expect(extractVersions('rich 10.2.0 and below v15', new Set(['rich'])).at(-1)?.version).toEqual([15]);
    expect(of('rich 10.2.0 was released before 15 March')).toEqual([['10.2.0', 'rich']]);
  });
});
