// "The highest in the file" said of a value that two columns give: which column's extreme the claim means is open.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const latencies = md('latency.md', [
  '| Server | p50 latency | p99 latency |',
  '|---|---|---|',
  '| alpha | 79.3 | 85.0 |',
  '| beta | 19.9 | 60.1 |',
  '| gamma | 30.1 | 79.3 |',
  '| delta | 12.0 | 95.0 |',
]);

describe('a value two columns give, said to be the highest', () => {
  it('is not passed on the column where it leads, when the other column goes higher', () => {
    // 79.3 leads the p50 column but not the p99 column, where 95.0 is higher still.
    const r = assessDeterministic('Its latency of 79.3 is the highest in the file.', latencies);
    expect(r.support).toBe('neutral');
  });
});
