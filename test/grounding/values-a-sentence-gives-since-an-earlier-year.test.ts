// A value of a sentence that holds it since an earlier year, claimed for a later year another value of the claim dates.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value the source gives as holding since an earlier year', () => {
  const acme = md('acme.md', [
    '# Acme',
    '',
    'In 2023, Acme reported revenue of $4.2 billion.',
    '',
    'Acme has run 14 stores since 2019.',
  ]);

  it('refutes another value claimed for a later year', () => {
    expect(verdict('In 2023, Acme reported revenue of $4.2 billion and ran 20 stores.', acme)).toEqual([
      'refuted',
      'the source gives 14 for "Acme has run 14 stores since 2019." (acme.md:5), not 20',
    ]);
  });
});
