// Which earlier values a claim that does not refer back may take as operands: only a time after something ("ten days later") points back by itself.
import { describe, expect, it } from 'vitest';
import { operandsFor, type Antecedent } from '../../src/grounding/antecedents.js';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { md } from './fixtures.js';

const model = sourceModel(md('CHANGELOG.md', ['## 1.0.0 - 2024-03-01', '', '- First release', '']));
const antecedents: Antecedent[] = model.facts.map((fact) => ({ fact, claim: 0 }));

/** The claim, and its fact written as `text`. */
function read(text: string, value: string) {
  const claim = readClaim(text);
  const fact = claim.facts.find((f) => f.text === value);
  if (!fact) throw new Error(`no ${value} in ${text}`);
  return { claim, fact };
}

describe('a claim that does not refer back', () => {
  it('takes the earlier values for a time said after something ("ten days later")', () => {
    const { claim, fact } = read('Version 2.0.0 followed ten days later.', 'ten days');
    expect(fact.cue).toBe('interval');
    expect(operandsFor(claim, antecedents, fact)).toEqual(model.facts);
  });

  it('takes none for a count said after something ("three releases after")', () => {
    const { claim, fact } = read('Three releases after the rewrite, the suite ran 400 tests.', 'Three');
    expect(fact.cue).toBe('interval');
    expect(fact.value.kind === 'quantity' && fact.value.quantity.dimension).toBe('count');
    expect(antecedents.length).toBeGreaterThan(0);
    expect(operandsFor(claim, antecedents, fact)).toEqual([]);
  });
});
