// A year a claim that refers back gives of its own: it names another row than the one referred to, so that row's year does not refute it (referBack).
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const population = csv('pop.csv', [
  'city,year,population',
  'Springfield,2022,1498700',
  'Springfield,2023,1512300',
  'Shelbyville,2022,820100',
  'Shelbyville,2023,826400',
]);
const before = ['Springfield had 1,512,300 residents in 2023.'];

describe('a year of its own in a claim that refers back to a row of another year', () => {
  it('is read in its own row', () => {
    expect(verdict('In 2022 it had 1,498,700.', population, before)).toEqual([
      'supported',
      'the source states 2022 (pop.csv:2), 1,498,700 (pop.csv:2)',
    ]);
  });

  it('is not refuted by the year of the row referred to when the source has no row of that year', () => {
    expect(verdict('In 2021 it had 1,498,700.', population, before)[0]).toBe('neutral');
  });
});
