// A table of months ("2026-08") named by "August 2026" or "July"; keys that carry the unit ("rain_days", "max_temp_c");
// a field's value that goes on after a comma ("112, of which 9 need replacing"); "trail" the path, not the verb.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { isoMonth } from '../../src/grounding/dates.js';

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
