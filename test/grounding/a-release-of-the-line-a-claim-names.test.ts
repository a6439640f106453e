// A version a claim gives for a line ("version 2.1") against a field that gives one release of that line ("2.1.1").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a release of the line the claim names', () => {
  const pkg = json('package.json', { name: 'tool', version: '2.1.1', engines: { node: '>=18' } });
  const release = json('release.json', { release: { version: '2.1.1', python: '3.12' } });

  it('is no rival of the line in a version field', () => {
    expect(verdict('The tool is at version 2.1.', pkg)).toEqual([
      'neutral',
      'the source does not state 2.1 (said of: tool, version)',
    ]);
    expect(verdict('Version 2.1 supports Python 3.12.', release)).toEqual([
      'neutral',
      'the source does not state 2.1 (said of: Version, supports, Python)',
    ]);
  });
});
