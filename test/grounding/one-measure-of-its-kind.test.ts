// A length or a price the claim words differently from the source's key, read in the source's one field of that kind.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

describe('the one field of a kind of measure', () => {
  it('states a length the claim words differently ("over two hours long" for "Running time")', () => {
    const film = md('film.md', ['# Brokeback Mountain', '', '- Running time: 134 minutes', '- Budget: $14 million']);
    expect(verdict('Brokeback Mountain was over two hours long.', film)).toEqual([
      'supported',
      'the source states over two hours (film.md:3), Brokeback Mountain (film.md:3)',
    ]);
  });

  it('is not a sentence that gives a time of something else', () => {
    const notes = md('heat.md', ['# Heat', '', 'Fans queued for 170 minutes at the premiere.']);
    expect(verdict('Heat was nearly three hours long.', notes)).toEqual([
      'neutral',
      'the source does not state nearly three hours (said of: Heat, nearly, three, hours)',
    ]);
  });

  it('is not a field of a record in a list', () => {
    const events = json('events.json', [{ event: 'premiere queue', wait: '170 minutes' }]);
    expect(verdict('Heat was nearly three hours long.', events)).toEqual([
      'neutral',
      'the source does not state nearly three hours (said of: Heat, nearly, three, hours)',
    ]);
  });
});
