// A difference or a change said beside the claim's own measure is worked out from that measure alone, never from two values picked elsewhere.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { hashSpeeds } from './fixtures.js';

describe('a share said beside a measure', () => {
  it('reads a difference ("more than") beside the measure as not worked out from other values', () => {
    const r = assessDeterministic('XXH32 reaches 9.7 GB/s, about 3133% more than MD5.', hashSpeeds);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source does not state about 3133% (said of: more, MD5)']);
  });

  it('reads a change ("up ... on") beside the measure as not worked out from other values', () => {
    const r = assessDeterministic('XXH32 reaches 9.7 GB/s, up about 3133% on MD5.', hashSpeeds);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source does not state about 3133% (said of: MD5)']);
  });
});
