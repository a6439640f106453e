// A share of a named column still read when a zero-width space pasted between two spaces leaves a double space around "of" or after "the", "all", "its" or "their".
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { dataCsv } from './fixtures.js';

// 2020: 300 + 100 + 100 = 500, so nuclear's 100 is 20% of the capacity.
const fleet = dataCsv('fleet', [
  'year,source,capacity (GW)',
  '2020-01-01,Fossil,300',
  '2020-01-01,Nuclear,100',
  '2020-01-01,Renewables,100',
  '2021-01-01,Fossil,280',
  '2021-01-01,Nuclear,100',
  '2021-01-01,Renewables,120',
]);

// A zero-width space between two spaces, as text pasted from a web page may carry.
const gap = ' \u200b ';

describe('a share of a column written with a pasted invisible space', () => {
  it('works the share out whatever the spacing between the percent, "of" and the column', () => {
    for (const claim of [
      `Nuclear made up 20%${gap}of capacity in 2020.`,
      `Nuclear made up 20% of${gap}capacity in 2020.`,
      `Nuclear made up 20% of the${gap}capacity in 2020.`,
      `Nuclear made up 20% of its${gap}capacity in 2020.`,
      `Nuclear made up 20% of their${gap}capacity in 2020.`,
    ]) {
      const r = assessDeterministic(claim, fleet);
      expect([claim, r.support, r.rule]).toEqual([
        claim,
        'supported',
        'the source states 20% (fleet.csv:3), 2020 (fleet.csv:3)',
      ]);
    }
  });

  it('refutes a wrong share whatever the spacing', () => {
    for (const claim of [
      `Nuclear made up 30%${gap}of capacity in 2020.`,
      `Nuclear made up 30% of${gap}capacity in 2020.`,
      `Nuclear made up 30% of the${gap}capacity in 2020.`,
      `Nuclear made up 30% of all${gap}capacity in 2020.`,
      `Nuclear made up 30% of its${gap}capacity in 2020.`,
      `Nuclear made up 30% of their${gap}capacity in 2020.`,
    ]) {
      const r = assessDeterministic(claim, fleet);
      expect([claim, r.support, r.rule]).toEqual([
        claim,
        'refuted',
        'the source gives 100 for "capacity (GW)" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not 30% (fleet.csv:3)',
      ]);
    }
  });
});
