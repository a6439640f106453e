// A change "from X to Y" whose two ends the source gives in separate sentences, with nothing that orders them.
import { describe, expect, it } from 'vitest';
import { txt, verdict } from './fixtures.js';

const notes = txt('notes.txt', ['Latency was 12 ms before the change.', 'Latency was 40 ms after the change.']);

describe('the two ends of a claimed change in separate sentences', () => {
  it('leaves the order to a person, whichever way the claim says it went', () => {
    expect(verdict('Latency fell from 40 ms to 12 ms.', notes)).toEqual([
      'neutral',
      'the source gives 40 ms and 12 ms in separate sentences and does not say that one went to the other; check the order by hand',
    ]);
    expect(verdict('Latency rose from 12 ms to 40 ms.', notes)[0]).toBe('neutral');
  });

  it('still refutes the other order where one sentence gives both ends', () => {
    const one = txt('notes.txt', ['Latency rose from 12 ms to 40 ms after the change.']);
    expect(verdict('Latency fell from 40 ms to 12 ms.', one)).toEqual([
      'refuted',
      'the source goes from 12 ms to 40 ms, not from 40 ms to 12 ms (notes.txt:1)',
    ]);
  });
});
