// Which values a change word ("rose", "up", "moved up") leaves without a change cue: the level it reached or left, after "to", "at" or "from" and a word of about.
import { describe, expect, it } from 'vitest';
import { readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';

/** The one fact of a claim written as `text`. */
const fact = (claim: string, text: string): ClaimFact => {
  const found = readClaim(claim).facts.filter((f) => f.text === text);
  expect(found, `${claim}: ${text}`).toHaveLength(1);
  return found[0] as ClaimFact;
};

describe('a date a change moved to', () => {
  it.each(['about', 'around', 'roughly', 'nearly', 'almost'])(
    'reads "moved up to %s 12 May 2025" as the date reached, not the size of a change',
    (word) => {
      const f = fact(`The deadline was moved up to ${word} 12 May 2025.`, '12 May 2025');
      expect(f.cue).toBeUndefined();
      expect(f.moved).toBeUndefined();
    },
  );
});

describe('a value after a level the change left', () => {
  it('gives no change cue to what follows "up from roughly 44%"', () => {
    const claim = 'Usage is about 49%, up from roughly 44% a year ago.';
    expect(fact(claim, 'a year').cue).toBeUndefined();
    expect(fact(claim, 'roughly 44%').cue).toBeUndefined();
  });
});

describe('two words of about before a level', () => {
  it.each(['about roughly', 'around roughly', 'roughly about', 'nearly about', 'almost about'])(
    'gives no change cue to a name after "rose to %s 40"',
    (words) => {
      const f = fact(`Sales rose to ${words} 40 Acme stores.`, 'Acme');
      expect(f.cue).toBeUndefined();
      expect(f.moved).toBeUndefined();
    },
  );
});
