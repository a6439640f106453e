// A field whose key names the versions of another product ("supportedPythonVersions": "3.12 - 3.14"), read as versions of it.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const releases = {
  uri: 'django.json',
  mediaType: 'application/json',
  title: 'Django releases',
  text: JSON.stringify(
    {
      releases: {
        '6.1': { name: '6.1', eol: '2027-12-31', supportedPythonVersions: '3.12 - 3.14' },
        '6.0': { name: '6.0', eol: '2027-04-30', supportedPythonVersions: '3.12 - 3.14' },
        '5.2': { name: '5.2', eol: '2028-04-30', supportedPythonVersions: '3.10 - 3.14' },
        '4.2': { name: '4.2', eol: '2026-04-07', supportedPythonVersions: '3.8 - 3.12' },
      },
    },
    null,
    2,
  ),
};

describe('a range of versions a field gives for another product', () => {
  it('states both ends for the record the claim names, and the product the key names', () => {
    expect(verdict('Django 6.1 supports Python 3.12 through 3.14.', releases)).toEqual([
      'supported',
      'the source states 6.1 (django.json:3), 3.12 (django.json:6), 3.14 (django.json:6), Python (django.json:6)',
    ]);
  });

  it("refutes an end that is not the record's, with that record's own field", () => {
    expect(verdict('Django 4.2 supports Python 3.8 through 3.13.', releases)).toEqual([
      'refuted',
      'the source gives 3.8 for releases.supportedPythonVersions of "4.2" (django.json:21) and 3.12 for releases.supportedPythonVersions of "4.2" (django.json:21), not 3.13',
    ]);
  });

  it('does not refute a narrower span inside the one the field gives', () => {
    expect(verdict('Django 5.2 supports Python 3.12 through 3.14.', releases)[0]).toBe('neutral');
  });

  it("gives no other record's versions as the reason, nor names a record by them", () => {
    expect(verdict('Django 4.2 supports Python 3.9 through 3.12.', releases)[1]).not.toContain('"6.1"');
  });
});
