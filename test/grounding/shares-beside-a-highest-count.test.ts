// A share said of a row the claim ranks by another column ("the highest count of respondents"): which column is meant is open.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const survey = csv('languages.csv', [
  'language,respondents,share_pct',
  'JavaScript,38210,62.3',
  'Python,31540,51.4',
  'Java,18620,30.3',
]);

describe('a share beside "highest"', () => {
  it('is not read in the row’s one column of shares', () => {
    expect(verdict('JavaScript, with the highest count of respondents, was used by 70% of them.', survey)).toEqual([
      'neutral',
      'the source does not state 70% (said of: used)',
    ]);
  });
});
