// A claimed value that matches one cell of a row while the claim names another column of that row, which holds a name.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe('a number put under a column that holds a name', () => {
  const releases = csv('ubuntu.csv', [
    'release,code name,year',
    '22.04,Jammy Jellyfish,2022',
    '20.04,Focal Fossa,2020',
    '',
  ]);

  it('is not stated, and the reason gives the name that column holds', () => {
    expect(verdict('The 2022 release had the code name 22.04.', releases)).toEqual([
      'neutral',
      'the source gives "Jammy Jellyfish" for "code name" of the row "22.04", not 22.04',
    ]);
  });
});
