// A reStructuredText change log ("Version 2.2.0" underlined, "Released 2024-04-16" under it, :pr:`372` roles).
import { describe, expect, it } from 'vitest';
import { extractVersions } from '../../src/grounding/values.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { verdict } from './fixtures.js';

const changes = {
  uri: 'CHANGES.rst',
  mediaType: 'text/x-rst',
  title: '',
  text: [
    'Version 2.3.0',
    '-------------',
    '',
    'Unreleased',
    '',
    '-   Drop support for Python 3.8 and 3.9.',
    '',
    '',
    'Version 2.2.0',
    '-------------',
    '',
    'Released 2024-04-16',
    '',
    '-   Drop support for Python 3.7. :pr:`372`',
    '-   Use ``flit_core`` instead of ``setuptools`` as build backend.',
    '',
    '',
    'Version 2.1.2',
    '-------------',
    '',
    'Released 2022-03-24',
    '',
    '-   Handle date overflow in timed unsign on 32-bit systems. :pr:`299`',
    '',
  ].join('\n'),
};

describe('a release whose date stands on the line under its heading', () => {
  it('dates the release, and its status is the heading’s', () => {
    const headings = sourceModel(changes).units.filter((u) => u.kind === 'heading');
    expect(headings.map((u) => u.text)).toEqual([
      'Version 2.3.0 (Unreleased)',
      'Version 2.2.0 (Released 2024-04-16)',
      'Version 2.1.2 (Released 2022-03-24)',
    ]);
    expect(verdict('Version 2.2.0, released in mid-April 2024, dropped Python 3.7.', changes)[0]).toBe('supported');
    expect(verdict('Version 2.2.0 came out on 16 April 2024.', changes)[0]).toBe('supported');
    expect(verdict('Version 2.2.0 came out on 16 March 2024.', changes)[0]).toBe('refuted');
  });

  it('reads a role that numbers a pull request as no value and no field', () => {
    const facts = sourceModel(changes).facts.map((f) => f.text);
    expect(facts).not.toContain('372');
    expect(facts).not.toContain('299');
    expect(sourceModel(changes).units.filter((u) => u.kind === 'field')).toEqual([]);
  });
});

describe('versions listed together', () => {
  it('reads the second as a version of the same thing, named by the same words', () => {
    expect(extractVersions('Drop support for Python 3.8 and 3.9.').map((v) => [v.text, v.product])).toEqual([
      ['3.8', 'python'],
      ['3.9', 'python'],
    ]);
    expect(verdict('Python 3.8 and 3.9 are no longer supported from version 2.3.0.', changes)[0]).not.toBe('refuted');
    expect(verdict('Version 2.2.0 dropped Python 3.7 and 3.8.', changes)[0]).not.toBe('supported');
  });
});

describe('a release placed in time against the one before', () => {
  it('is not asked for the words "later" or "all the way back" in its entries', () => {
    const before = ['Version 2.1.2 came out on 24 March 2022.'];
    expect(verdict('Version 2.2.0 followed about two years later, in April 2024.', changes, before)[0]).toBe(
      'supported',
    );
    expect(verdict('The history goes all the way back to version 2.1.2, released in March 2022.', changes)[0]).toBe(
      'supported',
    );
  });
});
