// A value in parts per million said of a row that gives several measures (CO2 and temperature): the row's one value in ppm is the value the claim means.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

const readings = csv('air.csv', ['room,co2,temperature', 'lab,812 ppm,21 °C', 'office,1240 ppm,24 °C']);

const readingsTable = md('air.md', [
  '| Room | CO2 | Temperature |',
  '|---|---|---|',
  '| Lab | 812 ppm | 21 °C |',
  '| Office | 1240 ppm | 24 °C |',
]);

describe('a value in ppm said of a row of several measures', () => {
  it('is supported by the row’s one value in ppm, though the claim does not name its column', () => {
    expect(verdict('The office reached 1,240 ppm.', readings)).toEqual([
      'supported',
      'the source states 1,240 ppm (air.csv:3)',
    ]);
    expect(verdict('The office reached 1,240 ppm.', readingsTable)).toEqual([
      'supported',
      'the source states 1,240 ppm (air.md:4)',
    ]);
  });

  it('is refuted by the row’s one value in ppm when it differs', () => {
    expect(verdict('The office reached 1,500 ppm.', readings)).toEqual([
      'refuted',
      'the source gives 1240 ppm for "co2" of the row "office" (air.csv:3), not 1,500 ppm',
    ]);
    expect(verdict('The office reached 1,500 ppm.', readingsTable)).toEqual([
      'refuted',
      'the source gives 1240 ppm for "CO2" of the row "Office" (air.md:4), not 1,500 ppm',
    ]);
  });
});
