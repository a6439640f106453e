// A value a claim gives of a named table row, read first in the total's sentence: the row's own cell of that kind settles it.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const results = md('q2.md', [
  '# Q2 2024 results',
  '',
  '| Segment | Revenue ($M) | Growth |',
  '|---|---|---|',
  '| Cloud | 820 | 14.2% |',
  '| Devices | 410 | -4% |',
  '',
  'Total revenue was $1,505 million, up 14% from Q2 2023.',
]);

describe('a percent the total’s sentence and the named row both give', () => {
  it('is supported by the row’s own cell', () => {
    expect(verdict('Cloud revenue grew about 14% in Q2 2024.', results)).toEqual([
      'supported',
      'the source states about 14% (q2.md:5), 2024 (q2.md:1), Q2 (q2.md:5)',
    ]);
  });
});
