// A number joined to its unit by a hyphen ("32-bit", "3-day") is a measure in that unit; one ending a name the claim
// gives ("Python 2", "Aero 16") is that name's, not a rival of the claim's other values; a link gives no values.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { csv, md, readQuantities as read, txt, verdict } from './fixtures.js';

const changes = txt('CHANGES.rst', [
  'Version 2.1.2',
  '-------------',
  '',
  'Released 2022-03-24',
  '',
  '-   Handle date overflow in timed unsign on 32-bit systems.',
  '',
  'Version 2.0.0',
  '-------------',
  '',
  'Released 2021-05-11',
  '',
  '-   Drop support for Python 2 and 3.5.',
]);

describe('a number joined to a unit by a hyphen', () => {
  it('is read in that unit', () => {
    expect(read('on 32-bit systems, a 3-day trip')).toEqual([
      ['32-bit', 'data-bits', 32, 32, 32, 'exact'],
      ['3-day', 'time', 259200, 259200, 259200, 'exact'],
    ]);
  });

  it('is no count of the things the claim counts', () => {
    expect(verdict('Two fixes for date overflow shipped in March 2022.', changes)[0]).not.toBe('refuted');
  });
});

describe('a number that ends a name the claim gives', () => {
  it('is that name’s, not another value the claim could mean', () => {
    expect(verdict('Version 2.0.0 dropped Python 2 and 3.5.', changes)).toEqual([
      'supported',
      'the source states 2.0.0 (CHANGES.rst:8), 3.5 (CHANGES.rst:13), Python 2 (CHANGES.rst:13)',
    ]);
    expect(verdict('Version 2.0.0 dropped Python 2 along with 3.5.', changes)[0]).toBe('supported');
  });

  it('leaves a value the source gives beside another to be refuted', () => {
    expect(verdict('Version 2.0.0 dropped Python 2 and 3.6.', changes)[0]).not.toBe('supported');
  });
});

describe('a number that ends a name the source gives', () => {
  const satellites = csv('satellites.csv', [
    'name,launched,vehicle',
    'injun 4,"november 21 , 1964",scout x - 4',
    'injun 5,"august 8 , 1968",scout x - 4',
  ]);

  it('is no value for another column to refute', () => {
    expect(verdict('injun 5 launched 3 years and 9 months after injun 4.', satellites)[0]).not.toBe('refuted');
    expect(verdict('The injun 5 satellite launched after injun 4.', satellites)[0]).not.toBe('refuted');
  });
});

describe('the number of a model name the claim gives', () => {
  const lineup = md('lineup.md', ['# Lineup', '', '## Aero 16', '', 'The Aero 16 weighs 2.3 kg.']);

  it('is no rival of the claim’s figure, which stays open where the source lacks it', () => {
    expect(verdict('The Aero 16 sold 1,299 units.', lineup)).toEqual([
      'neutral',
      'the source does not state 1,299 (said of: Aero, sold, units)',
    ]);
    expect(verdict('The Aero 16 weighs 2.5 kg.', lineup)[0]).toBe('refuted');
  });
});

describe('a link in a claim', () => {
  it('gives no date, version or count of its own', () => {
    const facts = (text: string): string[][] => readClaim(text).facts.map((f) => [f.value.kind, f.text]);
    expect(facts('The 2024-05-01 post at https://example.com/blog/2024-05-01#42 lists 3 fixes.')).toEqual([
      ['date', '2024-05-01'],
      ['quantity', '3'],
    ]);
    expect(facts('See https://github.com/org/repo/releases/tag/v1.2.3 for 1.2.3.')).toEqual([['version', '1.2.3']]);
  });
});
