// A version with no name before it (at the start of a text) and a claimed name that has a word the stated name lacks.
import { describe, expect, it } from 'vitest';
import { extractVersions, sameName } from '../../src/grounding/values.js';

describe('a version with nothing before it', () => {
  it('is read, naming no product', () => {
    expect(extractVersions('2.0.0 is out')).toEqual([
      { text: '2.0.0', start: 0, end: 5, version: [2, 0, 0], suffix: '' },
    ]);
    expect(extractVersions('(3.1.4) was tagged')).toEqual([
      { text: '3.1.4', start: 1, end: 6, version: [3, 1, 4], suffix: '' },
    ]);
  });
});

describe('a claimed name against a stated one', () => {
  it('matches when every word of the claimed name is in the stated one, and not when a word is missing', () => {
    expect(sameName('Wickham', 'Hadley Wickham')).toBe(true);
    expect(sameName('Hadley Smith', 'Hadley Wickham')).toBe(false);
    expect(sameName('Ada Lovelace', 'Charles Babbage')).toBe(false);
  });
});
