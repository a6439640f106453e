// A day the claim gives without its year ("5 March"): no identity of one entry, so the entries of that day in two years are for a person to choose.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const changelog = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 1.3.0 - 2023-06-10',
  '',
  '- Add retries',
  '',
  '## 1.2.0 - 2023-03-05',
  '',
  '- Add streaming',
  '',
  '## 1.1.0 - 2022-03-05',
  '',
  '- Add gzip',
  '',
]);

describe('a day and month with no year that two releases share', () => {
  it('is left to a person, naming the releases of that day', () => {
    const r = assessDeterministic('A release came out on 5 March.', changelog);
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain(
      '"5 March" fits 2023-03-05 for "1.2.0 - 2023-03-05" (CHANGELOG.md:7), 2022-03-05 for "1.1.0 - 2022-03-05" (CHANGELOG.md:11)',
    );
  });
});
