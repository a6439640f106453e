// Reading "March 3-9, 2024" as days of a month only when the days make a span, and two dates written with no space between.
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../src/grounding/dates.js';

/** The dates read in a text, each as its text and the fields it gives. */
const read = (text: string) => extractDates(text).map(({ range: _range, ...fields }) => fields);

describe('days of a month, the month first', () => {
  it('reads a span that starts on the 1st or ends on the 31st', () => {
    expect(read('March 1-9, 2024')).toEqual([{ month: 3, days: [1, 9], year: 2024, text: 'March 1-9, 2024' }]);
    expect(read('March 1-31, 2024')).toEqual([{ month: 3, days: [1, 31], year: 2024, text: 'March 1-31, 2024' }]);
  });

  it('reads no span from a day 0, a day past the 31st or a span of one day', () => {
    expect(read('March 0-9, 2024')).toEqual([]);
    expect(read('March 3-32, 2024')).toEqual([{ month: 3, day: 3, text: 'March 3' }]);
    expect(read('March 5-5, 2024')).toEqual([{ month: 3, day: 5, text: 'March 5' }]);
  });
});

describe('two dates with no space between them', () => {
  it('reads both, the one found first not swallowing the one right after it', () => {
    expect(read('5 Jan.March 2024')).toEqual([
      { day: 5, month: 1, text: '5 Jan.' },
      { month: 3, year: 2024, text: 'March 2024' },
    ]);
  });

  it('reads both, the one found later not swallowed by the one right after it', () => {
    expect(read('5 Jan.March 7, 2024')).toEqual([
      { day: 5, month: 1, text: '5 Jan.' },
      { month: 3, day: 7, year: 2024, text: 'March 7, 2024' },
    ]);
  });
});
