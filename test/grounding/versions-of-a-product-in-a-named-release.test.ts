// Versions of another product ("Python 3.8") that a release the claim names lists, in a changelog of several releases.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const changes = md('CHANGES.md', [
  '# Changes',
  '',
  '## 4.0.0',
  '',
  'Unreleased',
  '',
  '- Drop support for Node 16 and 18.',
  '- Remove the old parser.',
  '',
  '## 3.2.0',
  '',
  'Released 2024-05-02',
  '',
  '- Drop support for Node 14.',
  '- Add a JSON reporter.',
]);

describe('a version of a product said of a release the claim names', () => {
  it("is read in that release's entries, the two versions listed together each stated", () => {
    expect(verdict('The unreleased 4.0.0 drops Node 16 and 18.', changes)).toEqual([
      'supported',
      'the source states 4.0.0 (CHANGES.md:3), 18 (CHANGES.md:7), Node 16 (CHANGES.md:7)',
    ]);
    // (A version of another release's entry is no value of this one's: where the source names it is the reason.)
    expect(verdict('The unreleased 4.0.0 drops Node 14.', changes)).toEqual([
      'neutral',
      "the source names Node 14 (CHANGES.md:14), but not where it gives the claim's other values",
    ]);
  });

  it('is a release stated as done only when the claim does not say it is still to come', () => {
    expect(verdict('The still unreleased 4.0.0 drops Node 16 and 18.', changes)[0]).toBe('supported');
    expect(verdict('Version 4.0.0 dropped Node 16 and 18.', changes)).toEqual([
      'refuted',
      'the source lists this under "4.0.0 (Unreleased)" (unreleased), not as a released change (CHANGES.md:3)',
    ]);
  });
});

describe('a version of Python a release the claim names drops', () => {
  const log = md('CHANGES.md', [
    '## Version 5.0.0',
    '',
    'Unreleased',
    '',
    '- Drop support for Python 3.8 and 3.9.',
    '',
    '## Version 4.1.0',
    '',
    'Released 2024-04-16',
    '',
    '- Drop support for Python 3.7.',
  ]);

  it('is stated by that release\'s entry, though other releases drop other versions ("the latest" is no package)', () => {
    expect(verdict('The unreleased 5.0.0 drops Python 3.8 and 3.9.', log)[0]).toBe('supported');
    expect(verdict('The upcoming 5.0.0 drops Python 3.9.', log)[0]).toBe('supported');
    expect(verdict('The unreleased 5.0.0 drops Python 3.7.', log)).toEqual([
      'refuted',
      'the source gives 3.8 for "Drop support for Python 3.8 and 3.9." (CHANGES.md:5) and 3.9 for "Drop support for Python 3.8 and 3.9." (CHANGES.md:5), not 3.7',
    ]);
  });
});
