// A ratio the source states for the claim's words ("speedup_times": 3) outranks one worked out from two of its values.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

describe('a claimed ratio that two values make, where the source states another', () => {
  it('is refuted by the stated ratio', () => {
    const bench = json('bench.json', { speedup_times: 3, old_build_ms: 40, new_build_ms: 20 });
    expect(verdict('The new build is 2 times faster than the old build.', bench)).toEqual([
      'refuted',
      'the source gives 3 for "speedup_times" (bench.json:1), not 2 times',
    ]);
  });
});

describe('a ratio of a row the table does not give, beside a stated ratio of other rows', () => {
  it('is not stated, and the rows of the table are tried for it', () => {
    const bench = md('bench.md', [
      '| Hash | Speed |',
      '|---|---|',
      '| XXH3 | 19.4 GB/s |',
      '| XXH32 | 9.7 GB/s |',
      '',
      'XXH3 is 3 times faster than XXH32.',
      '',
    ]);
    expect(verdict('XXH128 is twice as fast as XXH32.', bench)).toEqual([
      'neutral',
      'the source does not state twice, and no two of the values it gives for this make it',
    ]);
  });
});
