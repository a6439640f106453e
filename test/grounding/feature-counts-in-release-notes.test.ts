// Which values of a claim about new features are read as a count of the release notes' list of changes.
import { describe, expect, it } from 'vitest';
import { curlNotes, verdict } from './fixtures.js';

describe('a number beside "features" that counts nothing', () => {
  it('leaves an ordinal such as "3rd-party" unstated, not checked as a count of the changes', () => {
    expect(verdict('The release adds 3rd-party features.', curlNotes([]))).toEqual([
      'neutral',
      'the source does not state 3rd (said of: release, adds, 3rd, party)',
    ]);
  });
});
