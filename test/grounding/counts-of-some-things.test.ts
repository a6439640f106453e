// A count of some of the things a list holds ("two packages ... since 2021") is no count of the whole list.
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

const packages = json('packages.json', {
  packages: [
    { name: 'alpha', since: 2021 },
    { name: 'beta', since: 2021 },
    { name: 'gamma', since: 2023 },
  ],
});

describe('a count the claim restricts to some of the things', () => {
  it('is not refuted with the length of the whole list', () => {
    expect(verdict('Two packages have been around since 2021.', packages)[0]).toBe('neutral');
  });

  it('leaves a count of the whole list checked against its length', () => {
    expect(verdict('The file lists three packages.', packages)[0]).toBe('supported');
    expect(verdict('The file lists four packages.', packages)).toEqual([
      'refuted',
      'the source gives 3 entries for "packages (number of entries)" (packages.json:1), not four',
    ]);
  });
});
