// A table of months ("2026-08") named by "August 2026" or "July"; keys that carry the unit ("rain_days", "max_temp_c");
// a field's value that goes on after a comma ("112, of which 9 need replacing"); "trail" the path, not the verb.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { isoMonth, writtenMonth } from '../../src/grounding/dates.js';
import { csv, md, verdict } from './fixtures.js';

const log = {
  uri: 'hut-log.csv',
  mediaType: 'text/csv',
  title: 'Hut booking and weather log',
  text: [
    'month,nights_booked,rain_days,max_temp_c',
    '2026-06,41,9,24.5',
    '2026-07,58,6,28.1',
    '2026-08,63,4,29.4',
    '2026-09,37,11,21.0',
    '',
  ].join('\n'),
};

const survey = {
  uri: 'survey.md',
  mediaType: 'text/markdown',
  title: 'Ridge trail survey',
  text: [
    '# Ridge trail survey',
    '',
    '- Length: 14.2 km from the car park to the summit cairn.',
    '- Waymarks counted: 112, of which 9 need replacing.',
    '',
  ].join('\n'),
};

const support = (claim: string, source = log, context: string[] = []): string =>
  assessDeterministic(claim, source, context).support;

describe('a table whose rows are months', () => {
  it('reads "2026-08" as August 2026, and a season "2010-11" as no month', () => {
    expect(isoMonth('2026-08')).toEqual({ year: 2026, month: 8 });
    expect(isoMonth('2010-11')).toBeUndefined();
    expect(isoMonth('2026-13')).toBeUndefined();
  });

  it('grounds a value in the row the claim names by month and year, or by the month alone', () => {
    expect(support('The hut was booked for 63 nights in August 2026.')).toBe('supported');
    expect(support('July was close behind with 58 nights.')).toBe('supported');
    expect(support('In September the hut had 11 days of rain.')).toBe('supported');
    // The month and its year after the number date it; they are not what it counts.
    expect(support('Nights booked were 63 in August 2026.')).toBe('supported');
    expect(support('Nights booked were 58 in August 2026.')).not.toBe('supported');
  });

  it('does not pass another month’s value, a month the table lacks, or a value of no month', () => {
    expect(support('The hut was booked for 58 nights in August 2026.')).not.toBe('supported');
    expect(support('The hut was booked for 63 nights in July 2026.')).not.toBe('supported');
    expect(support('The hut was booked for 63 nights in August 2025.')).not.toBe('supported');
    const r = assessDeterministic('The hut was booked for 63 nights in August 2025.', log);
    expect(r.rule).toContain('August 2025');
  });

  it('reads a key’s last word as the unit and still counts it: "rain_days" is days, "max_temp_c" degrees Celsius', () => {
    expect(support('August 2026 had 4 rain days.')).toBe('supported');
    expect(support('August had 4 days of rain.')).toBe('supported');
    expect(support('August 2026 had 6 rain days.')).not.toBe('supported');
    expect(support('In August 2026 the temperature peaked at 29.4 °C.')).toBe('supported');
    expect(support('In August 2026 the temperature peaked at 28.1 °C.')).not.toBe('supported');
    // (A "c" is Celsius only in a key about temperature.)
    expect(support('In August 2026 the temperature peaked at 29.4 °F.')).not.toBe('supported');
  });
});

describe('a field whose value goes on after a comma', () => {
  it('is one value with a clause, not a list of two entries', () => {
    expect(support('The survey counted 112 waymarks, and nine of them need replacing.', survey)).toBe('supported');
    expect(support('The survey counted two waymarks.', survey)).not.toBe('supported');
  });

  it('refutes a wrong count, naming the value the source gives for the key', () => {
    const r = assessDeterministic('The survey counted 120 waymarks, and nine of them need replacing.', survey);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('112 for "Waymarks counted"');
  });
});

describe('"trail" as a noun', () => {
  it('is the path, not a comparison: the length is grounded, and a wrong one refuted', () => {
    expect(support('The ridge trail runs 14.2 km from the car park to the summit cairn.', survey)).toBe('supported');
    const r = assessDeterministic('The ridge trail runs 15 km from the car park to the summit cairn.', survey);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('14.2 km for "Length"');
  });
});

describe('a table whose rows are months written out, and a change between two months of one year', () => {
  const downloads = md('sources/downloads.md', [
    '| Month | Downloads |',
    '|---|---|',
    '| January 2024 | 4,100 |',
    '| February 2024 | 4,300 |',
    '| March 2024 | 4,800 |',
    '| April 2024 | 4,650 |',
  ]);
  const monthly = csv('sources/downloads.csv', [
    'month,downloads',
    '2024-01,4100',
    '2024-02,4300',
    '2024-03,4800',
    '2024-04,4650',
  ]);

  it('reads "February 2024" in a row label as the row\'s month, not as a name', () => {
    expect(writtenMonth('February 2024')).toEqual({ year: 2024, month: 2 });
    expect(writtenMonth(' Aug 2026 ')).toEqual({ year: 2026, month: 8 });
    expect(writtenMonth('2024-02')).toBeUndefined();
    expect(writtenMonth('2 February 2024')).toBeUndefined();
    expect(writtenMonth('February')).toBeUndefined();
    expect(writtenMonth('Sales in February 2024')).toBeUndefined();
    expect(verdict('Downloads were 4,300 in February 2024', downloads)).toEqual([
      'supported',
      'the source states 4,300 (downloads.md:4), February 2024 (downloads.md:4)',
    ]);
  });

  it('compares a month with the month before it, naming both', () => {
    expect(verdict('Downloads rose to 4,650 in April 2024', downloads)).toEqual([
      'refuted',
      'the source gives 4,800 for March 2024 and 4,650 for April 2024: a fall, not the rise the claim says (downloads.md:5)',
    ]);
    expect(verdict('Downloads fell in April 2024', downloads)[0]).toBe('supported');
  });

  it('reads "from A in one month to B in a later month of the year" from the month the claim starts from', () => {
    for (const source of [downloads, monthly])
      expect(verdict('Downloads rose from 4,300 in February 2024 to 4,650 in April 2024', source)[0]).toBe('supported');
    expect(verdict('Downloads fell from 4300 in February 2024 to 4650 in April 2024', monthly)).toEqual([
      'refuted',
      'the source gives 4300 for 2024-02 and 4650 for 2024-04: a rise, not the fall the claim says (downloads.csv:3)',
    ]);
    expect(verdict('Downloads fell from 4800 in March 2024 to 4650 in April 2024', monthly)[0]).toBe('supported');
  });

  it("refutes a value said of a month with that month's value", () => {
    expect(verdict('Downloads were 4,300 in March 2024', downloads)).toEqual([
      'refuted',
      'the source gives 4,800 for "Downloads" of the row "March 2024" (downloads.md:5), not 4,300',
    ]);
    expect(verdict('Downloads were 4300 in March 2024', monthly)).toEqual([
      'refuted',
      'the source gives 4800 for "downloads" of the row "2024-03" (downloads.csv:4), not 4300',
    ]);
  });
});
