// The number that ends a name a source sentence gives ("16" of "The Aero 16", "3" of "Python 3"): it names the thing, so it is no rival to a value the claim says of it.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('the number of a name a source sentence gives', () => {
  it('does not refute a count the claim gives of the thing so named', () => {
    const lineup = md('lineup.md', ['# Lineup', '', 'The Aero 16 has USB-C ports.']);
    expect(verdict('The Aero 16 has 4 ports.', lineup)).toEqual([
      'neutral',
      'the source does not state 4 (said of: Aero, ports)',
    ]);
  });

  it('leaves a count of a language’s keywords open where the source only names the language', () => {
    const notes = md('p.md', ['Python 3 keywords are listed below.']);
    expect(verdict('Python 3 has 40 keywords.', notes)).toEqual([
      'neutral',
      'the source does not state 40 (said of: Python, keywords)',
    ]);
  });
});
