// A lower-case word before a two-part number makes it a version only when the source gives versions of a package of that name.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

// The source gives a version of Ruby, under the key "ruby": no package named "by".
const notes = md('yjit.md', [
  '# YJIT notes',
  '',
  'Ruby: 3.3.0',
  '',
  'With YJIT enabled, the optcarrot run time drops by 2.4 seconds, and railsbench gets faster by 1.1 seconds.',
]);

describe('"by 2.4 seconds" beside a source that gives the Ruby version', () => {
  it('reads the number after "by" as an amount, stated by the source', () => {
    expect(verdict('YJIT cut the optcarrot run time by 2.4 seconds.', notes)).toEqual([
      'supported',
      'the source states 2.4 seconds (yjit.md:5), YJIT (yjit.md:5)',
    ]);
    expect(verdict('With YJIT, railsbench got faster by 1.1 seconds.', notes)).toEqual([
      'supported',
      'the source states 1.1 seconds (yjit.md:5:95), YJIT (yjit.md:5)',
    ]);
  });

  it('refutes a wrong amount with the fall the source gives', () => {
    expect(verdict('YJIT cut the optcarrot run time by 2.9 seconds.', notes)).toEqual([
      'refuted',
      'the source gives a fall of 2.4 seconds for "With YJIT enabled, the optcarrot run time drops by 2.4 seconds, and railsbench gets faster by 1.1 seconds." (yjit.md:5), not 2.9 seconds',
    ]);
  });
});
