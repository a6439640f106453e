// A version read in a changelog entry, not in a release heading, is no release the words "latest" or "first" can be checked against.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2.1.0',
  '',
  '- Fixed a crash when the cache is empty.',
  '',
  '## 2.0.0',
  '',
  '- Bumped zstd to 1.5.6.',
  '- Dropped Node 16.',
]);

describe('a dependency version given in an older release’s entry', () => {
  it('does not bear out that the latest release brought it', () => {
    expect(verdict('The latest release bumped zstd to 1.5.6.', changelog)).toEqual([
      'neutral',
      'the claim says "latest", which needs a comparison across the source that no check here can make',
    ]);
  });

  it('leaves "first" open', () => {
    expect(verdict('zstd was first bumped to 1.5.6.', changelog)).toEqual([
      'neutral',
      'the claim says "first", which needs a comparison across the source that no check here can make',
    ]);
  });
});
