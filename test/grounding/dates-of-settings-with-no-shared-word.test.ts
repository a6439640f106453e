// A claimed date against two dated settings the claim names, whose keys share no word ("release", "tag").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a date that neither of two named dated settings gives', () => {
  it('is refuted by both, though their keys have no word in common', () => {
    const meta = json('meta.json', { release: '2024-03-01', tag: '2024-03-02' });
    expect(verdict('The release tag is dated 2024-05-01.', meta)).toEqual([
      'refuted',
      'the source gives 2024-03-01 for "release" (meta.json:1) and 2024-03-02 for "tag" (meta.json:1), not 2024-05-01',
    ]);
  });
});
