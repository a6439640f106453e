// Which source values a claim's value names: counts of "the other" rows, cells of year columns, numbers inside cell names.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

describe('a count of "the other" rows', () => {
  it('is read against a count the source gives of rows, not left unjudged', () => {
    const output = csv('spread.csv', [
      'year,source,output_twh',
      '2019-01-01,Nuclear,100',
      '2020-01-01,Nuclear,105',
      '2021-01-01,Nuclear,103',
      '2019-01-01,Hydro,50',
      '2020-01-01,Hydro,60',
      '2021-01-01,Hydro,55',
      '2019-01-01,Wind,20',
      '2020-01-01,Wind,30',
      '2021-01-01,Wind,30',
    ]);
    expect(verdict('Nuclear output moved less than the other two.', output)).toEqual([
      'supported',
      'the source states two (spread.csv:3)',
    ]);
  });
});

describe('a cell of a column headed by a year', () => {
  it('is not named by the year alone: the claim must name its row', () => {
    const production = {
      ...csv('electricity.csv', ['country,2021,2022,2023', 'France,165,161,157', 'Spain,120,125,131']),
      title: 'Electricity production by country (TWh)',
    };
    expect(verdict('Electricity production reached 131 TWh in 2023.', production)).toEqual([
      'neutral',
      'the source does not state 131 (said of: Electricity, production, reached, TWh)',
    ]);
  });
});

describe('a number inside a cell', () => {
  it('is the value of a claim that names the cell by its words ("Stuckey" for "rodney stuckey (5)")', () => {
    const games = csv('games.csv', [
      'game,high points,high assists',
      '25,rodney stuckey (23),will bynum (12)',
      '26,ben wallace (20),rodney stuckey (5)',
    ]);
    expect(verdict('Stuckey had 5 high assists.', games)).toEqual(['supported', 'the source states 5 (games.csv:3)']);
  });
});

describe('a change a list item gives with a verb of change', () => {
  it('is not named by the verb alone when the item says what changed and the claim says another thing', () => {
    const notes = md('notes.md', ['# Notes', '', '- Memory usage improved by 35%.', '- Startup is unchanged.']);
    expect(verdict('The release improves startup time by 35%.', notes)).toEqual([
      'neutral',
      'the source does not state 35% (said of: release, improves, startup, time)',
    ]);
  });
});

describe('the number of different values of a column', () => {
  const fleet = csv('fleet.csv', ['plane,type', 'A320,jet', 'B737,jet', 'Dash 8,turboprop', 'E190,jet']);

  it('is what a claim that counts the column\'s things says ("2 types")', () => {
    expect(verdict('The fleet flies 2 types.', fleet)).toEqual(['supported', 'the source states 2 (fleet.csv:2)']);
  });

  it('is not what a claim counting other things says ("2 planes ... of the jet type")', () => {
    expect(verdict('2 planes in the fleet are of the jet type.', fleet)).toEqual([
      'neutral',
      'the source does not state 2 (said of: planes, fleet, jet, type)',
    ]);
  });
});

describe('a cell of a column with no header, in the row an earlier claim named', () => {
  it('is named by nothing the claim says, so the claim is left unjudged', () => {
    const bench = csv('bench.csv', ['framework,requests,', 'Fastify,72000,9', 'Koa,41000,7', 'Hapi,38000,5']);
    expect(verdict('That framework also scores 8.', bench, ['Fastify handles 72,000 requests.'])).toEqual([
      'neutral',
      'the source does not state 8 (said of: framework, scores)',
    ]);
  });
});

describe('the number of a row label ("run 2")', () => {
  it('is named by a claim number followed by a word that starts with a digit ("2 2x retries")', () => {
    const runs = csv('runs.csv', ['run,errors', 'run 1,3', 'run 2,4', 'run 3,0']);
    expect(verdict('In run 2 2x retries hit 4 errors.', runs)).toEqual([
      'neutral',
      'the source does not state 2x, and no two of the values it gives for this make it',
    ]);
  });
});
