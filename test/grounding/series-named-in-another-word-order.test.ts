// A table's series whose label changes its word order between rows ("Natural gas", then "Gas, natural") is still one series.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { csv, verdict } from './fixtures.js';

const fuels = csv('fuels.csv', [
  'year,fuel,output (TWh)',
  '2020,Natural gas,10',
  '2020,Coal,30',
  '2021,"Gas, natural",12',
  '2021,Coal,28',
  '2022,"Gas, natural",14',
  '2022,Coal,25',
]);

beforeEach(() => forgetAll());

describe('a series labelled with the same words in another order', () => {
  it('finds the peak over all its rows', () => {
    expect(verdict('Natural gas output peaked at 14 TWh in 2022.', fuels)).toEqual([
      'supported',
      'the source states 14 (fuels.csv:6), 2022 (fuels.csv:6), TWh (fuels.csv:6)',
    ]);
  });
});
