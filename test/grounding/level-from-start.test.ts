// The level a claim says a series rose or fell to ("fell from 165 in 2021 to 157 in 2023"): the start it is measured from, and values read at their own years.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, verdict } from './fixtures.js';

const yearly = csv('yearly.csv', ['year,downloads,stars', '2021,165,4100', '2022,150,4300', '2023,157,4650']);

describe('the level a change is measured from', () => {
  it('is the value the claim starts "from", when the series gives it', () => {
    expect(verdict('Downloads fell from 165 in 2021 to 157 in 2023.', yearly)).toEqual([
      'supported',
      'the source states 165 (yearly.csv:2), 2021 (yearly.csv:2), 157 (yearly.csv:4), 2023 (yearly.csv:4)',
    ]);
  });

  it('is the year before when the "from" value is of another column', () => {
    expect(verdict('Stars rose from 4100 in 2021, while downloads fell to 157 in 2023.', yearly)).toEqual([
      'refuted',
      'the source gives 150 for 2022 and 157 for 2023: a rise, not the fall the claim says (yearly.csv:3)',
    ]);
  });

  it('is the year before when the "from" value is of another series', () => {
    const gen = csv('generation.csv', [
      'date,source,generation',
      '2000-01-01,Renewables,5500',
      '2001-01-01,Renewables,5437',
      '2002-01-01,Renewables,5963',
      '2000-01-01,Nuclear Energy,8853',
      '2001-01-01,Nuclear Energy,8600',
      '2002-01-01,Nuclear Energy,8574',
    ]);
    expect(verdict('Nuclear energy fell from 8853 in 2000, and renewables rose to 5963 in 2002.', gen)).toEqual([
      'supported',
      'the source states 8853 (generation.csv:5), 2000 (generation.csv:5), 5963 (generation.csv:4), 2002 (generation.csv:4)',
    ]);
  });
});

describe('a level the table gives no earlier row for', () => {
  it('is left open, showing the row of the level', () => {
    const first = assessDeterministic('In 2021 downloads fell to 165.', yearly);
    expect([first.support, first.rule, first.passage?.text]).toEqual([
      'neutral',
      'the source gives no figure before 2021 to show the fall',
      'year: 2021; downloads: 165; stars: 4100',
    ]);
  });
});

describe('values read at the years the claim gives them for', () => {
  it('are judged together when each is its year’s, in one column named by two words', () => {
    const net = csv('net.csv', ['year,net downloads', '2021,165', '2022,150', '2023,157']);
    expect(verdict('Net downloads fell from 165 in 2021 to 157 in 2023.', net)).toEqual([
      'supported',
      'the source states 165 (net.csv:2), 2021 (net.csv:2), 157 (net.csv:4), 2023 (net.csv:4)',
    ]);
    expect(verdict('Downloads were 165 in 2021 and 157 in 2023.', yearly)).toEqual([
      'supported',
      'the source states 165 (yearly.csv:2), 2021 (yearly.csv:2), 157 (yearly.csv:4), 2023 (yearly.csv:4)',
    ]);
  });

  it('are judged together when the claim also names each row’s version', () => {
    const releases = csv('releases.csv', [
      'year,version,downloads',
      '2021,2.0.0,165',
      '2022,2.1.0,150',
      '2023,3.0.0,157',
    ]);
    expect(verdict('Downloads were 165 in 2021 for 2.0.0 and 157 in 2023 for 3.0.0.', releases)).toEqual([
      'supported',
      'the source states 165 (releases.csv:2), 2021 (releases.csv:2), 2.0.0 (releases.csv:2), 157 (releases.csv:4), 2023 (releases.csv:4), 3.0.0 (releases.csv:4)',
    ]);
  });

  it('are not judged together when they are of two series', () => {
    const gen = csv('generation.csv', [
      'date,source,generation',
      '2001-01-01,Renewables,5437',
      '2002-01-01,Renewables,5963',
      '2001-01-01,Nuclear Energy,8600',
      '2002-01-01,Nuclear Energy,3574',
    ]);
    expect(verdict('Generation was 5437 in 2001 and 3574 in 2002.', gen)).toEqual([
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    ]);
  });
});
