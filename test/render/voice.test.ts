// The voice seam: the built-in house-style voice, and the shape check on voices loaded from a project.
import { describe, expect, it } from 'vitest';
import { asVoice, spellSmallNumbers } from '../../src/render/voice.js';

describe('spellSmallNumbers', () => {
  it.each([
    ['passed 3 checks', 'passed three checks'],
    ['an 8 core machine', 'an eight core machine'],
    ['took 3.1 ms', 'took 3.1 ms'],
    ['version 2.4.0', 'version 2.4.0'],
    ['41,200 writes', '41,200 writes'],
    ['macOS 12', 'macOS 12'],
    ['on 3 November 2026', 'on 3 November 2026'],
    ['November 3', 'November 3'],
    ['a 3% rise', 'a 3% rise'],
    ['the p99 write', 'the p99 write'],
  ])('%s reads %s', (text, expected) => {
    expect(spellSmallNumbers.rewrite(text)).toBe(expected);
  });
});

describe('asVoice', () => {
  it('accepts an id and a rewrite function, and refuses anything else', () => {
    expect(asVoice({ id: 'x', rewrite: (t: string) => t })?.rewrite('a')).toBe('a');
    expect(asVoice({ id: 'x' })).toBeUndefined();
    expect(asVoice(null)).toBeUndefined();
  });
  it('fails loudly when a voice returns something that is not text', () => {
    expect(() => asVoice({ id: 'bad', rewrite: () => 3 })?.rewrite('a')).toThrow(/not text/);
  });
});
