// Numbers that name rather than measure ("quarter 2", "level 3", "net zero"): no other column's value refutes them.
import { describe, expect, it } from 'vitest';
import { csv, readQuantities, verdict } from './fixtures.js';

const coal = csv('coal.csv', ['quarter,region,coal', '1,north,50', '2,north,40', '3,north,30', '1,south,20']);

describe('a number after a word naming a period or a step', () => {
  it('is not refuted by the measure of the rows the claim names', () => {
    for (const claim of [
      'In quarter 2 coal output in the north was 40.',
      'In quarter 2 coal output in the north was 40, the second-highest.',
    ])
      expect(verdict(claim, coal)[0]).not.toBe('refuted');
  });

  it('still refutes a measure the claim gives beside it', () => {
    expect(verdict('Coal output in the south was 25.', coal)).toEqual([
      'refuted',
      'the source gives 20 for "coal" of the row "south" (coal.csv:5), not 25',
    ]);
  });
});

describe('"zero" in "net zero"', () => {
  const targets = csv('targets.csv', ['country,target year,share', 'Chile,2100,12', 'Peru,2050,8']);

  it('names a goal, and is no value for another column to refute', () => {
    expect(readQuantities('Chile targets net zero by 2100; net-zero emissions, zero downtime')).toEqual([
      ['2100', 'year', 2100, 2100, 2100, 'exact'],
      ['zero', 'count', 0, 0, 0, 'exact'],
    ]);
    expect(verdict('Chile targets net zero by 2100.', targets)[0]).not.toBe('refuted');
  });
});
