// A date the claim gives a change ("after the change of 2025-03-01") beside the measure that changed, and gaps between rows.
import { describe, expect, it } from 'vitest';
import { csv, txt, verdict } from './fixtures.js';

describe('the date of a change said beside the value it changed to', () => {
  it('is refuted by the date the source gives that change', () => {
    const notes = txt('notes.txt', ['Latency rose from 12 ms to 40 ms on 2024-03-01.', '']);
    expect(verdict('Latency rose to 40 ms after the change of 2025-03-01.', notes)).toEqual([
      'refuted',
      'the source gives 2024-03-01 for "Latency rose from 12 ms to 40 ms on 2024-03-01." (notes.txt:1), not 2025-03-01',
    ]);
  });
});

describe("a gap between two rows that equals a row's own value", () => {
  it('is not stated by that cell: no two rows are that far apart', () => {
    const votes = csv('votes.csv', ['candidate,votes', 'Jones,52100', 'Smith,44400', 'Lee,12000', '']);
    expect(verdict('Smith finished 44400 votes behind Jones.', votes)).toEqual([
      'neutral',
      'the source does not state 44400, and no two of the values it gives for this make it',
    ]);
  });
});
