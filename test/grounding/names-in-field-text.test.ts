// A claimed name read in the text of a field whose key the claim names ("Maintainers and reviewers: Dan Scales (2019), ...").
import { describe, expect, it } from 'vitest';
import { txt, verdict } from './fixtures.js';

const description = txt('DESCRIPTION', [
  'Package: foo',
  'Version: 1.2.0',
  'Maintainers and reviewers: Dan Scales (2019), Keith Randall (2021)',
  '',
]);

describe('a name in a field the claim names by one of its key’s words', () => {
  it('is stated by that field, beside the claim’s other values', () => {
    expect(verdict('Version 1.2.0 of foo is maintained by Dan Scales.', description)).toEqual([
      'supported',
      'the source states 1.2.0 (DESCRIPTION:2), Dan Scales (the source)',
    ]);
    expect(verdict('Foo 1.2.0 has maintainers Dan Scales and Keith Randall.', description)).toEqual([
      'supported',
      'the source states 1.2.0 (DESCRIPTION:2), Dan Scales (the source), Keith Randall (the source)',
    ]);
  });

  it('counts as a listed member, so the count of the list is stated', () => {
    expect(verdict('Foo has 2 maintainers: Dan Scales and Keith Randall.', description)).toEqual([
      'supported',
      'the source states 2 (the source), Dan Scales (the source), Keith Randall (the source)',
    ]);
  });
});
