// Two versions' pre-release marks compared: case aside ("RC1" is "rc1"), but letter by letter, so a letter is never taken for two others.
import { describe, expect, it } from 'vitest';
import { relateVersions } from '../../src/grounding/values.js';

describe('the pre-release mark of a version', () => {
  it('is the same mark in upper or lower case', () => {
    expect(relateVersions({ version: [2, 0, 0], suffix: '-RC1' }, { version: [2, 0, 0], suffix: 'rc1' })).toBe('match');
  });

  it('is another mark when a letter differs, though the two upper-case alike ("ß" and "SS")', () => {
    expect(relateVersions({ version: [2, 0, 0], suffix: '-ß' }, { version: [2, 0, 0], suffix: '-SS' })).toBe(
      'conflict',
    );
  });
});
