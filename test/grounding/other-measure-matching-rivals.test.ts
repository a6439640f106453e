// A value in prose another sentence gives too, with more of the claim's words: the same value is no rival (otherMeasure).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const results = md('results.md', [
  'Contoso reported revenue of $450 million for fiscal 2024, up 9%. Operating income was $450 million, down 3%.',
]);

describe('a value two sentences of the source both give', () => {
  it('is supported, whichever sentence holds more of the claim words', () => {
    expect(verdict("Contoso's operating income from cloud services was $450 million in fiscal 2024.", results)).toEqual(
      ['supported', 'the source states $450 million (results.md:1:87), 2024 (results.md:1)'],
    );
  });
});
