// The two ends of a change ("from 16 KiB to 64 KiB") in one source sentence, against a claim that states one end wrongly.
import { describe, expect, it } from 'vitest';
import { txt, verdict } from './fixtures.js';

describe('a change whose claimed end the source does not give', () => {
  const notes = txt('notes.txt', ['The cache size increased from 16 KiB to 64 KiB.', '']);

  it('is not stated for that end, whatever the other end the sentence also gives', () => {
    expect(verdict('The cache went from 64 KiB to 16 MiB.', notes)).toEqual([
      'neutral',
      'the source does not state 16 MiB (said of: cache, went, MiB)',
    ]);
  });
});
