// A JSON map of releases keyed by version ("releases": {"5.2": {"eol": ...}}), with support dates abbreviated.
import { describe, expect, it } from 'vitest';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { keyWords } from '../../src/grounding/text.js';
import { json, md, verdict } from './fixtures.js';

const data = json('releases.json', {
  releases: {
    '6.0': { name: '6.0', eoas: '2026-08-04', eol: '2027-04-30' },
    '5.2': { name: '5.2', eoas: '2025-12-03', eol: '2028-04-30' },
    '5.1': { name: '5.1', eoas: '2025-04-02', eol: '2025-12-03' },
  },
});

describe('a record keyed by a version', () => {
  it('states the version, as a table row’s label does', () => {
    const versions = sourceModel(data).facts.filter((f) => f.value.kind === 'version' && f.rowName);
    expect(versions.map((f) => [f.text, f.label])).toEqual([
      ['6.0', 'releases "6.0"'],
      ['5.2', 'releases "5.2"'],
      ['5.1', 'releases "5.1"'],
    ]);
  });

  it('reads "eol" and "eoas" as the end of life and of active support', () => {
    expect(keyWords('eol')).toBe('end of life');
    expect(keyWords('releases.eoas')).toBe('releases end of active support');
    expect(verdict('Django 5.1 reached its end of life on 2 April 2025.', data)).toEqual([
      'refuted',
      'the source gives 2025-12-03 for releases.eol of "5.1" (releases.json:1:181), not 2 April 2025',
    ]);
  });

  it('takes "until the end of 2027" as an end inside that part of the year, not any date before it', () => {
    expect(verdict('Security fixes for 6.0 run until the end of 2027.', data)[0]).not.toBe('supported');
    expect(verdict('Security fixes for 6.0 run until the end of April 2027.', data)[0]).not.toBe('refuted');
  });

  it("refutes a limit on part of a year with the source's limit on the same side outside that part", () => {
    const support = md('support.md', ['# Support', '', 'Version 4 gets security fixes until March 2027.']);
    expect(verdict('Version 4 gets security fixes until late 2027.', support)).toEqual([
      'refuted',
      'the source gives March 2027 for "Version 4 gets security fixes until March 2027." (support.md:3), not late 2027',
    ]);
    expect(verdict('Version 4 gets security fixes until early 2027.', support)[0]).toBe('supported');
  });
});

describe('a release date beside support dates', () => {
  const calendar = json('django.json', {
    releases: {
      '5.2': {
        name: '5.2',
        eoas: '2025-12-03',
        eol: '2028-04-30',
        supportedPythonVersions: '3.10 - 3.14 (added in 5.2.8)',
      },
      '5.1': { name: '5.1', eoas: '2025-04-02', eol: '2025-12-03' },
      '5.0': { name: '5.0', eoas: '2024-08-07', eol: '2025-04-02' },
    },
    versions: {
      '5.2': { name: '5.2', date: '2025-04-02' },
      '5.1': { name: '5.1', date: '2024-08-07' },
      '5.0': { name: '5.0', date: '2023-12-04' },
    },
  });

  it('reads "came out" as the release date of the version, not as its end of support', () => {
    expect(verdict('Django 5.2 came out on April 2nd, 2025.', calendar)[0]).toBe('supported');
    expect(verdict('Django 5.2 reaches end of life on 30 April 2028.', calendar)[0]).toBe('supported');
    expect(verdict('Django 5.1 arrived on 7 August 2024.', calendar)[0]).toBe('supported');
    expect(verdict('Active support for 5.2 ended on 3 December 2025.', calendar)[0]).toBe('supported');
    expect(verdict('Django 5.0 shipped in November 2023.', calendar)[0]).not.toBe('supported');
  });

  it('reads a number the source gives as a version as one, and its record’s name as no number', () => {
    expect(verdict('Going further back, 5.0 was released on 4 December 2023.', calendar)[0]).toBe('supported');
    const named = sourceModel(calendar).facts.filter((f) => f.value.kind === 'quantity' && f.text === '5.2');
    expect(named).toEqual([]);
  });

  it('takes neither a patch of the line nor the count of all releases as a rival', () => {
    expect(verdict('The 5.2 branch has had seventeen patch releases so far.', calendar)[0]).not.toBe('refuted');
    expect(verdict('Django 5.2 reached end of life on 30 April 2028, years after 5.2.8.', calendar)[0]).not.toBe(
      'refuted',
    );
  });
});
