// A number that names a period or a step ("quarter 2", "level 3") is no measure: no other column's value refutes it.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

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
