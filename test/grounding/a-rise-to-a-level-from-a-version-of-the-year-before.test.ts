// A rise the claim says a column of years made to a level ("rose ... to 3.12 in 2023"), where the row before gives a version, not a figure.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

// The Python a distribution ships by default each year: "3.11.0" reads as a version, "3.12" as a number.
const defaults = csv('defaults.csv', ['year,default_python', '2022,3.11.0', '2023,3.12']);

describe('a rise to a level whose row before gives a version', () => {
  it('is left open for want of a figure before, not worked out from the version', () => {
    expect(verdict('The default Python rose from 3.11.0 in 2022 to 3.12 in 2023.', defaults)).toEqual([
      'neutral',
      'the source gives no figure before 2023 to show the rise',
    ]);
  });
});
