// A version a claim gives against a field that gives a span of versions ("3.10–3.14") or a list of them ("3.10, 3.13").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a version inside the span a field gives, written with an en dash and no spaces', () => {
  const calendar = json('django.json', {
    releases: {
      '5.2': { name: '5.2', eol: '2028-04-30', supportedPythonVersions: '3.10–3.14' },
      '5.1': { name: '5.1', eol: '2025-12-03', supportedPythonVersions: '3.10–3.13' },
    },
  });

  it('is no contradiction of the span, only narrower, and the reason names the span', () => {
    expect(verdict('It supports Python 3.12.', calendar)).toEqual([
      'neutral',
      'the source gives 3.10 and 3.14 for "releases.5.2.supportedPythonVersions", a span that takes in 3.12 without ' +
        'naming it; check that the claim means a version within it',
    ]);
  });

  it('refutes a version below the span, naming its ends', () => {
    expect(verdict('It supports Python 3.9.', calendar)).toEqual([
      'refuted',
      'the source gives 3.10 for "releases.5.2.supportedPythonVersions" (django.json:1) and 3.14 for ' +
        '"releases.5.2.supportedPythonVersions" (django.json:1:85) and 3.10 for "releases.5.1.supportedPythonVersions" ' +
        '(django.json:1:158), not 3.9',
    ]);
  });
});

describe('a version between the two versions of a list a field gives', () => {
  const tox = json('tox.json', { envs: { py: { testedPythonVersions: '3.10, 3.13' } } });

  it('is refuted: a list names only its members, it spans nothing', () => {
    expect(verdict('It is tested on Python 3.12.', tox)).toEqual([
      'refuted',
      'the source gives 3.10 for "envs.py.testedPythonVersions: 3.10" (tox.json:1) and 3.13 for ' +
        '"envs.py.testedPythonVersions: 3.13" (tox.json:1), not 3.12',
    ]);
    expect(verdict('It is tested on Python 3.13.', tox)[0]).toBe('supported');
  });
});
