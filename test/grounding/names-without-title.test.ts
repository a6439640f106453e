// A name the claim gives, checked against a source that has no title of its own.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

describe('a source with no title', () => {
  it('does not state a product name it never gives', () => {
    const log = {
      uri: 'CHANGELOG.md',
      mediaType: 'text/markdown',
      text: ['# Changelog', '', '## 1.1.0 - 2025-02-10', '', '- Fixed 3 bugs', ''].join('\n'),
    };
    const r = assessDeterministic('Version 1.1.0 of Stryker fixed 3 bugs.', log);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state Stryker (said of: Version, Stryker, fixed, bugs)',
    ]);
  });
});
