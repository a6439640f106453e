// The real-post development set (test/devset) checked as a user runs `warrant check`: no wrong or unsupported claim passes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluatePosts } from '../../src/cli/eval-posts.js';

describe('warrant eval posts on the development set of real posts', () => {
  it('passes no wrong or unsupported claim, and every refuted finding names the source value and its place', async () => {
    const report = await evaluatePosts(join(import.meta.dirname, '../devset'));
    expect(report.posts).toHaveLength(89);
    expect(report.totals.wrong.n + report.totals.unsupported.n).toBeGreaterThanOrEqual(40);
    expect(report.totals.wrong.passed).toBe(0);
    expect(report.totals.unsupported.passed).toBe(0);
    // Every claim of every post is captured and checked (none lost between the labels and the tool).
    expect(report.posts.flatMap((p) => p.claims).filter((c) => c.status === 'not captured')).toEqual([]);
    // Every cited source is loaded, those that share a file name ("package.json") too.
    expect(report.posts.flatMap((p) => p.claims).filter((c) => c.status === 'unverifiable')).toEqual([]);
    const refuted = report.posts.flatMap((p) => p.claims).filter((c) => c.status === 'refuted');
    expect(refuted.length).toBeGreaterThanOrEqual(8);
    for (const c of refuted) expect(c.message, c.text).toMatch(/\([^()]+:\d+(?::\d+)?\)/u);
    // Messages are in the author's words: no stems, no tier names.
    for (const c of report.posts.flatMap((p) => p.claims))
      expect(c.message).not.toMatch(/deterministic:|\bnli:|about: /u);
  }, 60_000);
});
