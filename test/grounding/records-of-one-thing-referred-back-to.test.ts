// A claim that refers back ("It supports ...", "Its end of life ...") to a thing an earlier claim named, whose fields
// the source gives in several lists of records (a map of releases and a list of versions), and not to rows named alike.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

const calendar = json('django.json', {
  releases: {
    '6.1': { name: '6.1', eoas: '2027-04-30', eol: '2027-12-31', supportedPythonVersions: '3.12 - 3.14' },
    '6.0': { name: '6.0', eoas: '2026-08-04', eol: '2027-04-30', supportedPythonVersions: '3.12 - 3.14' },
    '5.2': { name: '5.2', eoas: '2025-12-03', eol: '2028-04-30', supportedPythonVersions: '3.10 - 3.14' },
  },
  versions: {
    '6.1': { name: '6.1', date: '2026-08-05' },
    '6.0': { name: '6.0', date: '2025-12-03' },
    '5.2': { name: '5.2', date: '2025-04-02' },
  },
});
const arrived = ['Django 6.1 arrived on 5 August 2026.'];
const cameOut = ['Django 5.2 came out on April 2nd, 2025.'];

describe('the fields of the thing an earlier claim named, in another list than the one it was found in', () => {
  it("reads the release's fields for a claim that refers back to it", () => {
    expect(verdict('It supports Python 3.12 through 3.14.', calendar, arrived)[0]).toBe('supported');
    expect(verdict('Its end of life, however, is not until 30 April 2028.', calendar, cameOut)).toEqual([
      'supported',
      'the source states 30 April 2028 (django.json:1:261)',
    ]);
  });

  it('refutes a date the field the claim names best gives otherwise ("end of life" is eol, not eoas)', () => {
    expect(verdict('Its end of life is 30 April 2027.', calendar, arrived)).toEqual([
      'refuted',
      'the source gives 2027-12-31 for releases.eol of "6.1" (django.json:1), not 30 April 2027',
    ]);
  });

  it("does not pass a version the release's span does not give", () => {
    expect(verdict('It supports Python 3.10 through 3.14.', calendar, arrived)[0]).not.toBe('supported');
    expect(verdict('It supports Python 3.11 and 3.12.', calendar, arrived)[0]).not.toBe('supported');
  });
});

describe('values of one thing from two lists of records in one claim', () => {
  it("are one row's values, not values joined from several rows", () => {
    const claim = 'Django 6.1 arrived on 5 August 2026, and active support for it runs until the end of April 2027.';
    expect(verdict(claim, calendar)[0]).toBe('supported');
    const wrong = 'Django 6.1 arrived on 5 August 2026, and active support for it runs until the end of April 2028.';
    expect(verdict(wrong, calendar)[0]).not.toBe('supported');
  });
});

describe('the branches of a file of releases', () => {
  it('are its releases, counted as such', () => {
    expect(verdict('The file tracks three branches.', calendar)).toEqual([
      'supported',
      'the source states three (django.json:1)',
    ]);
    expect(verdict('The file tracks four branches.', calendar)).toEqual([
      'refuted',
      'the source gives 3 entries for "releases (number of entries)" (django.json:1), not four',
    ]);
  });
});

describe('rows of one table named alike', () => {
  const table = md('README.md', [
    '| Compressor name | Ratio | Compression | Decompress |',
    '| --- | --- | --- | --- |',
    '| zstd 1.5.6 -1 | 2.887 | 510 MB/s | 1580 MB/s |',
    '| zstd 1.5.6 --fast=1 | 2.437 | 545 MB/s | 1890 MB/s |',
    '| zstd 1.5.6 --fast=3 | 2.239 | 650 MB/s | 2000 MB/s |',
  ]);

  it('are not one thing: a claim referring back to one row is not borne out by another', () => {
    const before = ['At --fast=3 the ratio drops to 2.239 while compression climbs to 650 MB/s.'];
    expect(verdict('Decompression at that setting reaches 1,890 MB/s.', table, before)[0]).not.toBe('supported');
    expect(verdict('Decompression at that setting reaches 2,000 MB/s.', table, before)[0]).toBe('supported');
  });
});
