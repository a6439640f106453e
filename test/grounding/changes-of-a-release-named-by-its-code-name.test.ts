// A count a claim gives for a release it names by version and code name, found only under another release's heading.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 2.0.0 Borealis',
  '',
  '- Added 2 export formats.',
  '',
  '## 1.1.0 Aurora',
  '',
  '- Added a dark theme.',
  '- Fixed 3 bugs in the importer.',
]);

describe('a count found only under another release than the one the claim names by its code name', () => {
  it('is not stated for the named release, and the reason says where it is', () => {
    expect(verdict('Version 1.1.0, Aurora, added 2 export formats.', changelog)).toEqual([
      'neutral',
      'the source gives 2 under "2.0.0 Borealis", not under "1.1.0 Aurora"',
    ]);
  });
});
