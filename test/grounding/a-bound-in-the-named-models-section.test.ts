// A value read only under a sibling model's heading, where the named model's own section gives a bound of that kind the value keeps within.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const battery = md('lineup.md', [
  '# Lineup',
  '',
  '## Aero 14',
  '',
  'The Aero 14 battery lasts at least 8 hours.',
  '',
  '## Aero 16',
  '',
  'The Aero 16 battery lasts 9 hours.',
]);

describe("a bound of the named model's section that the claimed value keeps within", () => {
  it('does not refute the value, which is left not stated of the named model', () => {
    expect(verdict('The Aero 14 battery lasts 9 hours.', battery)).toEqual([
      'neutral',
      'the source gives 9 hours under "Aero 16", not under "Aero 14"',
    ]);
  });
});
