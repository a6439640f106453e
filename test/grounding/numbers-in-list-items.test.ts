// A number in a list item is prose, as in a sentence: one shared word is not enough to refute a claimed number by it.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a count in a list item that shares one word with the claim', () => {
  it('does not refute the claimed count, in an item as in a sentence', () => {
    const expected = ['neutral', 'the source does not state 1200 (said of: suite, tests)'];
    expect(
      verdict('The suite has 1200 tests.', md('NOTES.md', ['# Notes', '', '- 1150 tests pass on Linux.', ''])),
    ).toEqual(expected);
    expect(
      verdict('The suite has 1200 tests.', md('NOTES.md', ['# Notes', '', '1150 tests pass on Linux.', ''])),
    ).toEqual(expected);
  });

  it("leaves a thank-you note's count of contributors to a person", () => {
    expect(
      verdict(
        'The project has 40 contributors.',
        md('README.md', ['# Project', '', '- Thanks to our 38 contributors!', '']),
      ),
    ).toEqual(['neutral', 'the source does not state 40 (said of: project, contributors)']);
  });
});
