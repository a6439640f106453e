// "The latest" borne out by the last release of a line only when the claim names that very line ("the 5.2 branch ...
// the latest being 5.2.3"), not another version of the same major number ("Python 3.10" beside "3.2.1").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changes',
  '',
  '## 3.3.0',
  '',
  '- Drop support for Python 3.8.',
  '',
  '## 3.2.1',
  '',
  '- Fix a crash on Python 3.10.',
  '',
  '## 3.2.0',
  '',
  '- Add a flag.',
]);

describe('a release a claim calls the latest, beside a version of another line of the same major number', () => {
  it('is not borne out as the last of its line, since the claim names no such line', () => {
    expect(verdict('A crash on Python 3.10 was fixed in 3.2.1, the latest of them.', log)).toEqual([
      'neutral',
      'the claim says "latest", which needs a comparison across the source that no check here can make',
    ]);
  });
});
