// A ratio the source states for the claim's words ("speedup_times": 3) outranks one worked out from two of its values.
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a claimed ratio that two values make, where the source states another', () => {
  it('is refuted by the stated ratio', () => {
    const bench = json('bench.json', { speedup_times: 3, old_build_ms: 40, new_build_ms: 20 });
    expect(verdict('The new build is 2 times faster than the old build.', bench)).toEqual([
      'refuted',
      'the source gives 3 for "speedup_times" (bench.json:1), not 2 times',
    ]);
  });
});
