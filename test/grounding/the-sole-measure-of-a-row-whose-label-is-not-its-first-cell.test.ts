// A value read as the one measure of a row that a number opens and a word in another column names ("2023,157,stable").
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('the one measure of a row whose first cell is a year and whose word stands in another column', () => {
  const installs = csv('installs.csv', [
    'year,downloads,channel',
    '2022,120,stable',
    '2023,157,stable',
    '2024,210,beta',
  ]);

  it('supports the value, though the claim names the column the word stands in', () => {
    expect(verdict('In 2023 the stable channel reached 157.', installs)).toEqual([
      'supported',
      'the source states 2023 (installs.csv:3), 157 (installs.csv:3)',
    ]);
  });
});
