// The number of years a claim says its own span of years covers, read whatever stands between the two.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const generation = csv('generation.csv', [
  'date,source,gwh',
  '2001-01-01,Fossil Fuels,35361',
  '2001-01-01,Nuclear,9100',
  '2001-01-01,Renewables,1437',
  '2017-01-01,Fossil Fuels,29010',
  '2017-01-01,Nuclear,8800',
  '2017-01-01,Renewables,21690',
]);

describe('a number of years followed straight by the span it counts', () => {
  it('reads the span with no linking word between them', () => {
    expect(verdict('Renewables grew in the 16 years 2001-2017.', generation)).toEqual([
      'supported',
      'the source states 16 years (generation.csv:4), 2001-2017 (generation.csv:4)',
    ]);
  });

  it('reads the span after a comma with no space after it', () => {
    expect(verdict('Renewables grew over 16 years,between 2001 and 2017.', generation)).toEqual([
      'supported',
      'the source states over 16 years (generation.csv:4), between 2001 and 2017 (generation.csv:4)',
    ]);
    expect(verdict('Renewables grew over 16 years,2001–2017.', generation)).toEqual([
      'supported',
      'the source states over 16 years (generation.csv:4), 2001–2017 (generation.csv:4)',
    ]);
  });
});
