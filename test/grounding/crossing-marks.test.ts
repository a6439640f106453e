// A mark a series crossed in a year ("passed 10,000 in 2021", "fell below the 260 mark"): which claims are read as a crossing, and how the verdict says it (crossing).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { crossingDownloads, csv, verdict } from './fixtures.js';

const power = csv('power.csv', [
  'year,source,gwh',
  '2014,Solar,60',
  '2015,Solar,80',
  '2016,Solar,100',
  '2017,Solar,102',
  '2014,Wind,310',
  '2015,Wind,250',
  '2016,Wind,280',
  '2017,Wind,420',
]);

describe('a claim with two years', () => {
  it('is not checked as a crossing in the first year it names', () => {
    // (2020 is the year of 9,400, not of the crossing: 9,400 for 2020 is no reason to refute the claim.)
    const r = assessDeterministic('In 2020 downloads were 9,400, and they passed 10,000 in 2021.', crossingDownloads);
    expect(r.support).not.toBe('refuted');
    expect(r.rule).not.toContain('which is not above 10,000');
  });
});

describe('"passed" with a word after the number', () => {
  it('counts things the table does not measure, and is no crossing of the downloads column', () => {
    expect(verdict('Downloads passed 10,000 users in 2021.', crossingDownloads)).toEqual([
      'neutral',
      'the source does not state 10,000 (said of: Downloads, passed, users)',
    ]);
  });

  it('reads "surpassed" with a unit after the number as a crossing all the same', () => {
    expect(verdict('Solar surpassed 90 gigawatt hours in 2016.', power)).toEqual([
      'supported',
      'the source states 90 (power.csv:4), 2016 (power.csv:4)',
    ]);
  });
});

describe('a mark crossed for the first time', () => {
  it('supports "for the first time" by the crossing itself', () => {
    expect(verdict('Wind passed 400 for the first time in 2017.', power)).toEqual([
      'supported',
      'the source states 400 (power.csv:9), first (power.csv:9), 2017 (power.csv:9)',
    ]);
  });

  it('refutes it when an earlier year was already above the mark', () => {
    expect(verdict('Wind passed 300 for the first time in 2017.', power)).toEqual([
      'refuted',
      'the source gives 310 for 2014, already above 300 (power.csv:6)',
    ]);
  });
});

describe('a fall below a mark the claim names as "the ... mark"', () => {
  it('says "below" in the reason', () => {
    expect(verdict('Wind fell below the 260 mark in 2016.', power)).toEqual([
      'refuted',
      'the source gives 280 for 2016, which is not below 260 (power.csv:8)',
    ]);
    expect(verdict('Downloads fell below the 10,500 mark in 2022.', crossingDownloads)).toEqual([
      'refuted',
      'the source gives 10400 for 2021, already below 10,500 (downloads.csv:4)',
    ]);
  });
});

describe('a crossing in the first year the table gives', () => {
  it("cannot be shown, and points at that year's row of the series the claim names", () => {
    const r = assessDeterministic('Unlike solar, wind passed 400 in 2014.', power);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source gives no year before 2014 to show the crossing']);
    expect(r.passage?.text).toBe('year: 2014; source: Wind; gwh: 310');
  });
});
