// Which release's entries a count the claim gives is read from, when the claim names one release or two.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2.0.0 - 2025-06-01',
  '',
  '- Added 2 output formats',
  '- Fixed 5 bugs',
  '',
  '## 1.1.0 - 2025-02-10',
  '',
  '- Fixed 3 bugs',
  '',
  '## 1.0.1 - 2024-12-02',
  '',
  '- Fixed 2 bugs in the parser',
  '- Fixed 6 bugs in the CLI',
  '',
  '## 1.0.0 - 2024-11-20',
  '',
  '- First stable release',
  '',
]);

describe('a claim naming two releases', () => {
  it("reads each count under its own release, not only under the first one's", () => {
    const r = assessDeterministic('Release 1.1.0 fixed 3 bugs, and 1.0.1 fixed 2 bugs.', changelog);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:8), 3 (CHANGELOG.md:10), 1.0.1 (CHANGELOG.md:12), 2 (CHANGELOG.md:14)',
    ]);
  });
});

describe('a count the named release does not give one of', () => {
  it('is left open when the release gives no count of that kind', () => {
    const r = assessDeterministic('Release 1.0.0 fixed 5 bugs.', changelog);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      '"5" fits 5 for "Fixed 5 bugs" (CHANGELOG.md:6), but the source also gives 3 for "Fixed 3 bugs" (CHANGELOG.md:10), 2 for "Fixed 2 bugs in the parser" (CHANGELOG.md:14), 6 for "Fixed 6 bugs in the CLI" (CHANGELOG.md:15) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });

  it('is not passed by one of two counts the release gives', () => {
    const r = assessDeterministic('Release 1.0.1 fixed 6 bugs.', changelog);
    expect(r.support).toBe('neutral');
  });
});
