// Of a claim dated by one year, a value read in a sentence that dates itself by another year is that year's.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const acme = md('acme.md', [
  'In 2023, Acme reported revenue of $4.2 billion.',
  '',
  'Its first overseas office opened in 2021 in Lisbon.',
]);

describe('a value the claim dates by its year, read where the source gives another year', () => {
  it('is not supported of the claim’s year', () => {
    expect(
      verdict('In 2023, Acme reported revenue of $4.2 billion and opened its first overseas office.', acme),
    ).toEqual([
      'neutral',
      'the source gives first for 2021 ("Its first overseas office opened in 2021 in Lisbon."), not for 2023',
    ]);
  });

  it('still supports values read where the claim’s year is given, and a level a change started from', () => {
    expect(verdict('In 2023, Acme reported revenue of $4.2 billion.', acme)[0]).toBe('supported');
    const growth = md('acme.md', ['Revenue was $3.9 billion in 2022.', '', 'Revenue reached $4.2 billion in 2023.']);
    expect(verdict('In 2023 revenue reached $4.2 billion, up from $3.9 billion.', growth)[1]).not.toContain(
      'not for 2023',
    );
  });
});
