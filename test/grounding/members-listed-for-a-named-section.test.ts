// The members a claim lists after a count, when the claim names a section of the source by its heading.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const survey = md('freight.md', [
  '# Transport',
  '',
  '## Freight Survey',
  '',
  '| year | mode | tonnes |',
  '|---|---|---|',
  '| 2001 | Rail | 5120 |',
  '| 2001 | Road | 40211 |',
  '| 2001 | Inland waterway | 812 |',
  '| 2017 | Rail | 5588 |',
  '| 2017 | Road | 39000 |',
  '| 2017 | Inland waterway | 700 |',
  '',
  '## Passenger Survey',
  '',
  '| year | mode | trips |',
  '|---|---|---|',
  '| 2001 | Rail | 100 |',
  '| 2001 | Bus | 200 |',
]);

describe('a list of members claimed of a section the claim names by its heading', () => {
  it('names the member the section does not give', () => {
    expect(verdict('The Freight Survey covers three modes: air, rail and road.', survey)).toEqual([
      'neutral',
      'the source gives Rail, Road, Inland waterway, not air',
    ]);
  });
});
