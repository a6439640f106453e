// The whole verdict of a change the claim puts under one release when the changelog lists it under another: no values left unmatched.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { fourReleaseLog } from './fixtures.js';

describe('the whole verdict of a change listed under another release', () => {
  it('refutes the claim with a score of 1 and leaves none of its values unmatched', () => {
    const { passage, ...rest } = assessDeterministic('Version 2.2.0 removed the JSON exporter.', fourReleaseLog);
    expect(rest).toEqual({
      support: 'refuted',
      rule: 'the source lists "The JSON exporter" under "2.3.0 - 2024-01-10", not under "2.2.0 - 2023-11-02" (CHANGELOG.md:9)',
      score: 1,
      unmatched: [],
    });
    expect(passage).toBeDefined();
  });
});
