// Members listed after a count, a date of the row an earlier claim named, and other values read over rows.
import { describe, expect, it } from 'vitest';
import { csv, json, md, verdict } from './fixtures.js';

const generation = csv('generation.csv', [
  'date,source,gwh',
  '2001-01-01,Fossil Fuels,35361',
  '2001-01-01,Nuclear,9100',
  '2001-01-01,Renewables,1437',
  '2017-01-01,Fossil Fuels,29010',
  '2017-01-01,Nuclear,8800',
  '2017-01-01,Renewables,21690',
]);

describe('the members a claim lists after a count', () => {
  it('checks the list after a count joined to its noun by a hyphen', () => {
    expect(verdict('The data covers a three-source mix: fossil fuels, coal and renewables.', generation)).toEqual([
      'neutral',
      'the source gives Fossil Fuels, Nuclear, Renewables, not coal',
    ]);
  });
});

const releases = json('releases.json', [
  { name: 'alpha', released: '2024-03-05', downloads: 1200 },
  { name: 'beta', released: '2024-03-05', downloads: 900 },
  { name: 'gamma', released: '2024-04-10', downloads: 300 },
]);

describe('a date of the row the claim before named', () => {
  const before = ['Alpha had 1,200 downloads.'];

  it('refutes a day or a month the row does not give', () => {
    expect(verdict('It came out on 6 March 2024.', releases, before)).toEqual([
      'refuted',
      'the source gives 2024-03-05 for released of "alpha" (releases.json:1), not 6 March 2024',
    ]);
    expect(verdict('It was released in April 2024.', releases, before)).toEqual([
      'refuted',
      'the source gives 2024-03-05 for released of "alpha" (releases.json:1), not April 2024',
    ]);
  });
});

describe('a count of the records that share a value the claim gives', () => {
  const spinners = {
    uri: 'spinners.json',
    mediaType: 'application/json',
    title: 'spinners',
    text: JSON.stringify(
      { dots: { interval: 80, frames: 4 }, line: { interval: 80, frames: 6 }, arc: { frames: 6 } },
      null,
      2,
    ),
  };

  it('cites the first record with the value for the count too', () => {
    expect(verdict('An interval of 80 milliseconds is used by two spinners.', spinners)).toEqual([
      'supported',
      'the source states 80 milliseconds (spinners.json:3), two (spinners.json:3)',
    ]);
  });
});

describe('a rank the claim gives one row beside a date of another', () => {
  it('does not rank the row whose date the claim gives', () => {
    for (const claim of [
      'After alpha shipped on 5 March 2024, beta ranked second by downloads.',
      'Beta ranks second by downloads, behind alpha, which shipped on 5 March 2024.',
    ]) {
      const [support, rule] = verdict(claim, releases);
      expect([claim, support]).not.toEqual([claim, 'refuted']);
      expect(rule).not.toContain('place 1 of its column');
    }
  });
});

describe('a value of the sentence the claim before was about', () => {
  const notes = md('NOTES.md', [
    '# Release 2.0',
    '',
    'Quill 2.0 starts in 120 ms and uses 40 MB of memory.',
    '',
    'Ink 3.1 starts in 300 ms and uses 90 MB of memory.',
  ]);

  it('is not refuted by the first sentence of the source that gives such a value', () => {
    for (const claim of ['It uses 90 MB.', 'Its start takes 300 ms.']) {
      const [support, rule] = verdict(claim, notes, ['Ink 3.1 starts in 300 ms.']);
      expect([claim, support]).toEqual([claim, 'neutral']);
      expect(rule).toContain(
        'for "Ink 3.1 starts in 300 ms and uses 90 MB of memory." (NOTES.md:5), but the source also gives',
      );
    }
  });
});
