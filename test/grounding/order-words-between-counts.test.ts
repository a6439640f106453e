// A word of order between two counts of different things in different entries ("5 bugs, more than ever, and 12 features").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('two counts of different things that the source gives in different entries', () => {
  const changelog = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.0.0',
    '',
    '- Fixed 5 bugs in the parser.',
    '- Added 12 features to the CLI.',
  ]);

  it('are not put in the order of a "more than" that compares the first with something else', () => {
    expect(
      verdict('Version 2.0.0 fixed 5 bugs, more than any earlier release, and added 12 features.', changelog),
    ).toEqual(['neutral', 'the source\'s entry "2.0.0" does not say this: it never mentions more']);
  });
});
