// A share of a total the source states in words, beside a table of the rows it is a share of: the stated share stands.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a share of the total that the source states beside the table of its rows', () => {
  const generation = md('generation.md', [
    '# Generation',
    '',
    'In 2017 renewables supplied 43% of the total.',
    '',
    '| year | source | gwh |',
    '|---|---|---|',
    '| 2017 | Fossil | 29010 |',
    '| 2017 | Renewables | 21690 |',
  ]);

  it('is supported by the sentence that states it, not worked out again from the rows', () => {
    expect(verdict('In 2017 renewables supplied 43% of the total.', generation)).toEqual([
      'supported',
      'the source states 2017 (generation.md:3), 43% (generation.md:3)',
    ]);
  });
});
