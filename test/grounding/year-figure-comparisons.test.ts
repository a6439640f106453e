// A claim's value compared with another year's figure of the same series ("above the 2015 figure"): the side, "just" and "far" (yearFigures, sideHolds).
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const wind = csv('wind.csv', [
  'year,source,gwh',
  '2014,Wind,310',
  '2015,Wind,250',
  '2016,Wind,280',
  '2017,Wind,420',
  '2018,Wind,420',
  '2014,Solar,60',
  '2015,Solar,80',
  '2016,Solar,100',
  '2017,Solar,102',
]);

describe('a value said to be above or below another year’s figure', () => {
  it('supports the side the source shows', () => {
    expect(verdict('Wind hit 250 in 2015, below the 2014 figure.', wind)).toEqual([
      'supported',
      'the source states 250 (wind.csv:3), 2015 (wind.csv:3), 2014 (wind.csv:3)',
    ]);
  });

  it('refutes the other side, saying both years’ figures', () => {
    expect(verdict('Wind hit 280 in 2016, below the 2015 figure.', wind)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 280 for 2016: not below it (wind.csv:3)',
    ]);
  });

  it('is neither above nor below an equal figure', () => {
    expect(verdict('Wind hit 420 in 2018, below the 2017 figure.', wind)).toEqual([
      'refuted',
      'the source gives 420 for 2017 against 420 for 2018: not below it (wind.csv:5)',
    ]);
    expect(verdict('In 2018 wind stood at 420, above the 2017 figure.', wind)).toEqual([
      'refuted',
      'the source gives 420 for 2017 against 420 for 2018: not above it (wind.csv:5)',
    ]);
  });
});

describe('how close or far the claim says the figures are', () => {
  it('refutes "just above" a figure 12% lower, though the value is above it', () => {
    expect(verdict('Wind hit 280 in 2016, just above the 2015 figure.', wind)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 280 for 2016: not just above it (wind.csv:3)',
    ]);
  });

  it('supports "far above" a gap of 12%, and refutes "far below" of a figure that is lower', () => {
    expect(verdict('Wind hit 280 in 2016, far above the 2015 figure.', wind)[0]).toBe('supported');
    expect(verdict('Wind hit 420 in 2017, far below the 2016 figure.', wind)).toEqual([
      'refuted',
      'the source gives 280 for 2016 against 420 for 2017: not far below it (wind.csv:4)',
    ]);
  });
});

describe('a year followed by "value" with no comparison before it', () => {
  it('is read without failing, and not refuted', () => {
    // (The claim is true: 2015 gave 250. It must not be refuted, whatever this tier can check of it.)
    expect(verdict('Wind hit 280 in 2016; the 2015 value was lower.', wind)[0]).not.toBe('refuted');
  });
});
