// A level the claim says something moved to, where the source says it held steady at another level: refuted by the value.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a level the claim says was moved to, other than the one the source says was held', () => {
  const bank = md('bank.md', ['The central bank held its policy rate steady at 5.25% on Wednesday.']);

  it('is refuted for its value, not for a move to the level the source gives', () => {
    expect(verdict('The central bank raised its policy rate to 5.5%.', bank)).toEqual([
      'refuted',
      'the source gives 5.25% for "The central bank held its policy rate steady at 5.25% on Wednesday." (bank.md:1), not 5.5%',
    ]);
  });
});
