// A row the claim compares its value with by name: the claim must give one value the source states in one cell, and the named row must be a row of the source.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const ladder = csv('ladder.csv', ['team,points,wins', 'Carlton,48,12', 'Richmond,44,11', 'Geelong,40,10']);

describe('the value compared with a named row', () => {
  it('is there only when the claim gives a value the source states', () => {
    expect(verdict('Carlton is ahead of Richmond.', ladder)).toEqual([
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
    ]);
  });

  it('is not one of two values the claim gives', () => {
    expect(verdict('Carlton had 48 points and 12 wins, behind Richmond.', ladder)).toEqual([
      'neutral',
      "the source names Richmond (ladder.csv:3), but not where it gives the claim's other values",
    ]);
  });

  it('is not a value the source gives in two rows', () => {
    const twice = csv('twice.csv', ['team,points,wins', 'Carlton,48,12', 'Carlton,48,11', 'Richmond,44,10']);
    expect(verdict('Carlton had 48 points, ahead of Richmond.', twice)).toEqual([
      'neutral',
      "the source names Richmond (twice.csv:4), but not where it gives the claim's other values",
    ]);
  });

  it('supports the claim when the named row lies on the side it says', () => {
    expect(verdict('Carlton had 48 points, ahead of Richmond.', ladder)).toEqual([
      'supported',
      'the source states 48 (ladder.csv:2), Richmond (ladder.csv:3)',
    ]);
  });
});

describe('the named row', () => {
  it('is not stated when the source has no row of that name, whatever row comes first', () => {
    expect(verdict('Richmond had 44 points, ahead of Melbourne.', ladder)).toEqual([
      'neutral',
      'the source does not state Melbourne (said of: ahead, Melbourne)',
    ]);
    expect(verdict('Carlton had 48 points, ahead of Melbourne.', ladder)).toEqual([
      'neutral',
      'the source does not state Melbourne (said of: ahead, Melbourne)',
    ]);
  });

  it('is found among rows, one of which is named by a number', () => {
    const years = csv('years.csv', ['year,points,wins', '2022,48,12', 'Richmond,44,11', 'Geelong,40,10']);
    expect(verdict('Richmond had 44 points, behind Geelong.', years)).toEqual([
      'refuted',
      'the source gives 44 for "points" of the row "Richmond" and 40 for "points" of the row "Geelong": not behind Geelong (years.csv:4)',
    ]);
  });
});
