// A claim that dates an event by its own date, whose first part is already undecided: the first part's reason stands.
import { describe, expect, it } from 'vitest';
import { md, needs, verdict } from './fixtures.js';

const acme = md('sources/acme.md', [
  '# Acme',
  '',
  'Acme opened its new factory in 2019.',
  '',
  'Revenue reached $4.2 billion in 2023.',
]);

describe('an event dated by a claim the source leaves undecided', () => {
  it('keeps the reason of the first part, a comparison no check makes', () => {
    expect(verdict('Revenue reached a record $4.2 billion in 2023, when the pandemic ended', acme)).toEqual([
      'neutral',
      needs('record'),
    ]);
  });

  it('keeps the reason of the first part, a value the source does not give', () => {
    expect(verdict('Acme hired 300 engineers in 2023, when the pandemic ended', acme)).toEqual([
      'neutral',
      'the source does not state 300 (said of: Acme, hired, engineers, pandemic)',
    ]);
  });
});
