// A count of new features in release notes: a feature word among the claim's other counted words still reads the changes list.
import { describe, expect, it } from 'vitest';
import { curlNotes, verdict } from './fixtures.js';

describe('a count of features the claim qualifies with another word', () => {
  it('is checked against the changes list', () => {
    expect(verdict('This release brings three new curl features.', curlNotes([]))).toEqual([
      'supported',
      'the source states three (RELEASE-NOTES:3)',
    ]);
  });
});
