// Claims the check will not read, each routed to a person with what to change: too many values for one claim, or a word
// with a lost character.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const txt = (text: string, uri: string) => ({ uri, mediaType: 'text/plain', text, title: '' });

describe('claims the check will not read', () => {
  it('leaves a claim of more than 40 values to a person, and reads one of 40', () => {
    const list = (n: number) => `The values were ${Array.from({ length: n }, (_, i) => `${i + 1}`).join(', ')}.`;
    const long = assessDeterministic(list(41), txt(list(41), 'long.txt'));
    expect(long.support).toBe('neutral');
    expect(long.rule).toBe(
      'the claim states 41 values and names, more than the 40 one claim is checked for; cite each sentence on its own',
    );
    expect(assessDeterministic(list(40), txt(list(40), 'forty.txt')).rule).not.toMatch(/more than the 40/u);
  });

  it('names a word with a lost character instead of guessing it, unless the source has the same word', () => {
    for (const word of ['caf\uFFFD', 'caf?s']) {
      const r = assessDeterministic(`The ${word} opened in 2019.`, txt('The café opened in 2019.', `${word}.txt`));
      expect(r.support).toBe('neutral');
      expect(r.rule).toBe(
        `the claim has a word with a lost character, "${word}", which this check cannot read; write the word out in full`,
      );
    }
    const same = 'The caf? opened in 2019.';
    expect(assessDeterministic(same, txt(same, 'same.txt')).rule).not.toMatch(/lost character/u);
  });
});
