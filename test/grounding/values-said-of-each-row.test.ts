// One value the claim says of each of several rows ("both reach 22.0 GB/s"), read in each row's one measure.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

describe('one value said of each of two rows', () => {
  it('is not stated when one row gives a number in another unit', () => {
    const bench = md('bench.md', [
      '| Hash   | Result    |',
      '| ------ | --------- |',
      '| City64 | 22.0 GB/s |',
      '| T1ha2  | 22 ms     |',
      '| FNV    | 1.2 GB/s  |',
    ]);
    expect(verdict('City64 and T1ha2 both reach 22.0 GB/s.', bench)).toEqual([
      'neutral',
      'the source does not state 22.0 GB/s (said of: T1ha2, reach, GB)',
    ]);
  });

  it('is left open when the claim names one row only by one word of its label', () => {
    const mix = csv('mix.csv', ['source,share', 'Nuclear Energy,20%', 'Wind Power,20%', 'Coal Power,40%']);
    expect(verdict('Nuclear energy and wind both supplied 20%.', mix)[0]).toBe('neutral');
  });

  it('of a date is judged without failing, and a row the source lacks is named', () => {
    const releases = csv('releases.csv', ['product,ga', 'Alpha,2024-03-01', 'Beta,2024-03-01']);
    expect(verdict('Alpha and Zeta each arrived on 2024-03-05.', releases)).toEqual([
      'neutral',
      'the source does not state Zeta (said of: Zeta, arrived)',
    ]);
  });
});

describe('a share the claim gives a row it names only by a year', () => {
  it('is not read in the row of that year, since the claim does not say what the share is of', () => {
    const survey = csv('survey.csv', ['year,share', '2020,40%', '2021,45%']);
    expect(verdict('In 2021, 50% of respondents used it.', survey)).toEqual([
      'neutral',
      'the source does not state 50% (said of: respondents, used)',
    ]);
  });
});

describe('a row dated by two dates of different years', () => {
  it('is named by either year, so its one measure refutes another value', () => {
    const attendance = csv('attendance.csv', [
      'start,end,club,attendance',
      '2020-08-01,2021-05-31,Arsenal,1.2 million',
      '2021-08-01,2022-05-31,Arsenal,1.5 million',
      '2020-08-01,2021-05-31,Chelsea,1.1 million',
    ]);
    expect(verdict('Arsenal drew 1.4 million in 2022.', attendance)).toEqual([
      'refuted',
      'the source gives 1.5 million for "attendance" of the row "Arsenal" (attendance.csv:3), not 1.4 million',
    ]);
  });
});

describe('the year a value of one series is read for, with no year written right after it', () => {
  it('is the nearest year written after the value when no year before it is nearer', () => {
    const parks = csv('parks.csv', [
      'date,park,visitors',
      '2008-01-01,Yosemite,41200',
      '2009-01-01,Yosemite,40100',
      '2010-01-01,Yosemite,42750',
      '2011-01-01,Yosemite,39900',
    ]);
    expect(verdict('Yosemite in 2008: 41,200, then 40,100 by 2009.', parks)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
  });
});

describe('the year a value of one series is read for, between two years as near', () => {
  it('is the year the value is "by", not the one before it', () => {
    const parks = csv('parks.csv', [
      'date,park,visitors',
      '2008-01-01,Yosemite,41200',
      '2009-01-01,Yosemite,40100',
      '2010-01-01,Yosemite,42750',
      '2011-01-01,Yosemite,39900',
    ]);
    expect(verdict('Yosemite rose from 2009 to 42,750 by 2010.', parks)).toEqual([
      'supported',
      'the source states 2009 (parks.csv:3), 42,750 (parks.csv:4), 2010 (parks.csv:4)',
    ]);
  });
});

describe('one rate said of each of two rows', () => {
  it('is not read in a column of durations, so no row refutes it', () => {
    const engines = csv('engines.csv', ['engine,interval', 'Alpha,60', 'Beta,16', 'Gamma,30']);
    expect(verdict('Alpha and Beta both render 60 frames per second.', engines)).toEqual([
      'neutral',
      'the source does not state 60 (said of: Beta, render, frames, second)',
    ]);
  });
});
