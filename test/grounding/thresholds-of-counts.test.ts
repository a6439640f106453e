// A bound written right after a count or a span ("12 hours above 1500 ppm"): the threshold of what is counted, not a level.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const oneThreshold = csv('co2.csv', ['room,mean_ppm,hours_above_1000', 'Office,820,3', 'Lab,1100,12']);
const twoThresholds = csv('co2.csv', [
  'room,mean_ppm,hours_above_1000,hours_above_1500',
  'Office,820,3,0',
  'Lab,1100,12,2',
]);

describe('a threshold of a count', () => {
  it("is no level of the row: the room's mean does not refute it, and with no count at it the claim goes to a person", () => {
    expect(verdict('The lab spent 12 hours above 1500 ppm.', oneThreshold)).toEqual([
      'neutral',
      'the claim counts 12 hours above 1500 ppm, and the source gives no count at that threshold',
    ]);
  });

  it('is stated by a count whose key gives it, which is checked as the count', () => {
    expect(verdict('The lab spent 12 hours above 1000 ppm.', oneThreshold)).toEqual([
      'supported',
      'the source states 12 hours (co2.csv:3), above 1000 ppm (co2.csv:3)',
    ]);
    expect(verdict('The lab spent 14 hours above 1000 ppm.', oneThreshold)).toEqual([
      'refuted',
      'the source gives 12 for "hours_above_1000" of the row "Lab" (co2.csv:3), not 14 hours',
    ]);
  });

  it('picks the count at its own threshold among several', () => {
    expect(verdict('The lab spent 2 hours above 1500 ppm.', twoThresholds)[0]).toBe('supported');
    expect(verdict('The lab spent 12 hours above 1500 ppm.', twoThresholds)).toEqual([
      'refuted',
      'the source gives 2 for "hours_above_1500" of the row "Lab" (co2.csv:3), not 12 hours',
    ]);
  });

  it('leaves a bound that follows no count a level ("averaged above 1500 ppm")', () => {
    expect(verdict('The lab averaged above 1500 ppm.', oneThreshold)).toEqual([
      'refuted',
      'the source gives 1100 for "mean_ppm" of the row "Lab" (co2.csv:3), not above 1500 ppm',
    ]);
  });
});
