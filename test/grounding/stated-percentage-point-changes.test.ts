// A change in percentage points the source states outranks the one worked out from its two shares.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const notes = md('notes.md', [
  '# Notes',
  '',
  'Adoption was 40% in 2023 and 45% in 2024.',
  '',
  'Adoption rose 3 percentage points in our panel.',
]);

describe('a change in percentage points against a stated one', () => {
  it('refutes the claimed change with the change the source states', () => {
    expect(verdict('Adoption rose 5 percentage points from 2023 to 2024.', notes)).toEqual([
      'refuted',
      'the source gives 3 percentage points for "Adoption rose 3 percentage points in our panel." (notes.md:5), not 5 percentage points',
    ]);
  });
});
