// A claim's value compared with another year's figure of the same series ("above the 2015 figure"): the side, "just" and "far" (yearFigures, sideHolds).
import { describe, expect, it } from 'vitest';
import { csv, md, verdict, windAndSolar as wind } from './fixtures.js';

describe('a value said to be above or below another year’s figure', () => {
  it('supports the side the source shows', () => {
    expect(verdict('Wind hit 250 in 2015, below the 2014 figure.', wind)).toEqual([
      'supported',
      'the source states 250 (wind.csv:3), 2015 (wind.csv:3), 2014 (wind.csv:2)',
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

describe('a table with a column of the series (year, wind)', () => {
  const wide = csv('wide.csv', ['year,wind,solar', '2015,240,10', '2016,250,20', '2017,250,30']);

  it('compares the claim’s year with the other year’s row, citing that row', () => {
    expect(verdict('Wind hit 250 in 2016, above the 2015 figure.', wide)).toEqual([
      'supported',
      'the source states 250 (wide.csv:3), 2016 (wide.csv:3), 2015 (wide.csv:2)',
    ]);
    expect(verdict('In 2017 wind stood at 250, above the 2016 figure.', wide)).toEqual([
      'refuted',
      'the source gives 250 for 2016 against 250 for 2017: not above it (wide.csv:3)',
    ]);
  });
});

describe('a comparison with another year’s figure that no table row can check', () => {
  it('is not supported by the source merely stating both years and the value', () => {
    // Both sections say 250: the value is stated, but not that it was above the 2015 one.
    const sections = md('wind.md', [
      '# Wind',
      '',
      '## 2015',
      '',
      'Wind stood at 250.',
      '',
      '## 2016',
      '',
      'Wind stood at 250.',
    ]);
    expect(verdict('In 2016 wind stood at 250, above the 2015 figure.', sections)).toEqual([
      'neutral',
      'the claim puts its value above the 2015 figure, and no 2015 figure of the same series could be compared with it; check the comparison by hand or cite a table of both years',
    ]);
  });
});

describe('a year followed by "value" with no comparison before it', () => {
  it('is read without failing, and not refuted', () => {
    // (The claim is true: 2015 gave 250. It must not be refuted, whatever this tier can check of it.)
    expect(verdict('Wind hit 280 in 2016; the 2015 value was lower.', wind)[0]).not.toBe('refuted');
  });
});
