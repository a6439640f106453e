// Two counts of different columns in one row that the claim puts in an order: the row's own cells check that order.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const record = csv('record.csv', ['team,wins,losses', 'Kew,12,15', 'Carlton,18,9']);

describe('two counts of one row put in an order by the claim', () => {
  it('is refuted when the row gives them the other way round', () => {
    expect(verdict('Kew had 12 wins, above its 15 losses.', record)).toEqual([
      'refuted',
      'the source gives 12 for "wins" of the row "Kew" and 15 for "losses" of the row "Kew": 12 is not above 15 (record.csv:2)',
    ]);
  });
});
