// A value read only in prose about the total, claimed of a table row whose one cell of its kind gives it (namedRow's match).
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const results = md('q2.md', [
  '# Q2 2024 results',
  '',
  '| Segment | Revenue ($M) | Growth |',
  '|---|---|---|',
  '| Cloud | 820 | 14% |',
  '| Devices | 410 | -4% |',
  '',
  'Total revenue was $1,505 million, up 14% from Q2 2023.',
]);

describe('a percent the total’s sentence gives, and the named row’s one percent cell too', () => {
  it('is supported by the row’s cell, not the sentence', () => {
    expect(verdict('Cloud revenue grew 14% in Q2 2024.', results)).toEqual([
      'supported',
      'the source states 14% (q2.md:5), 2024 (q2.md:1), Q2 (q2.md:5)',
    ]);
  });
});
