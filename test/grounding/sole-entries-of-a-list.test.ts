// A name said to be the only one of a list ("Its only listed author is David Peter"), against a list field of one entry.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const manifest = (authors: string[]) => ({
  uri: 'Cargo.toml',
  mediaType: 'application/toml',
  title: '',
  text: `[package]\nname = "bat"\nauthors = [${authors.map((a) => JSON.stringify(a)).join(', ')}]\n`,
});

describe('a name the claim calls the only entry of a list', () => {
  it('is borne out by a list of that one entry, whatever words say it is the only one', () => {
    const one = manifest(['David Peter <mail@david-peter.de>']);
    for (const claim of [
      'Its only listed author is David Peter.',
      'The sole author is David Peter.',
      'David Peter is the only author.',
    ])
      expect(verdict(claim, one), claim).toEqual(['supported', 'the source states David Peter (Cargo.toml:3)']);
  });

  it('is not borne out by a list of several entries, nor by a list of another name', () => {
    const two = manifest(['David Peter <mail@david-peter.de>', 'Ann Lee']);
    expect(verdict('Its only listed author is David Peter.', two)[0]).not.toBe('supported');
    expect(verdict('The only author is Jane Doe.', manifest(['David Peter']))[0]).not.toBe('supported');
  });
});
