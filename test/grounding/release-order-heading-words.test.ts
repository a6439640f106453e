// A change log's order words ("the most recent release", "first appeared") checked against the release the claim's values are under.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.3.0] - 2025-09-14',
  '',
  '- Stabilise the streaming decoder',
  '',
  '## [2.2.1] - 2025-05-02',
  '',
  '- Fix a crash on empty input',
  '',
]);

describe('the release a claim says is the newest', () => {
  it('is the release heading the claim names, not the date that comes first in the claim', () => {
    const r = assessDeterministic('On 2 May 2025 the most recent release, 2.2.1, came out.', log);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the claim says "most recent release", but the source\'s newest release is 2.3.0 (2.3.0 - 2025-09-14), not 2.2.1 (CHANGELOG.md:3)',
    ]);
  });
});

describe('"first" of a change', () => {
  const parser = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 6.0',
    '',
    '- First rewrite of the parser',
    '',
    '## 5.1',
    '',
    '- First parser draft',
    '',
  ]);

  it('is matched by the change\'s own words, not by the word "first" an older entry also has', () => {
    const r = assessDeterministic('The parser rewrite first appeared in 6.0.', parser);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 6.0 (CHANGELOG.md:3)']);
  });
});
