// Gate 1's three outcomes: a claim passes, is blocked with its reason, or is sent to a person (needs review) when no
// machine check can judge its wording; a claim whose value is wrong or not stated is never sent to review.
import { describe, expect, it } from 'vitest';
import type { Source, Verdict } from '../../src/core/model.js';
import { gate1 } from '../../src/gates/gate1.js';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { postOf, sourceOf } from '../helpers.js';

const notes = sourceOf(
  'notes',
  [
    '# Release 2.4',
    '',
    'Sync now resumes interrupted uploads instead of restarting them.',
    'The release fixes 17 crash reports.',
  ].join('\n'),
  'text/markdown',
);

async function decide(body: string) {
  const captured = capturePost(postOf(body));
  const engine = await createGroundingEngine({ tiers: ['deterministic'] });
  const verdicts = new Map<string, Verdict>();
  const sources = new Map([['notes', notes]]);
  for (const claim of captured.claims) verdicts.set(claim.id, await engine.ground(claim, sources));
  const registry = new Map<string, Source>([['notes', notes]]);
  const findings = gate1({ captured, verdicts, registry, sources }, { weak: 'warn', warnKinds: new Set(['entity']) });
  return { verdicts: [...verdicts.values()], findings };
}

describe('the three outcomes of gate 1', () => {
  it('passes a claim the source states', async () => {
    const { verdicts, findings } = await decide('The release fixes 17 crash reports [@notes].');
    expect(verdicts[0]?.status).toBe('grounded');
    expect(findings).toEqual([]);
  });

  it('blocks a wrong value with the source value and its place, never asking a person', async () => {
    const { verdicts, findings } = await decide('The release fixes 19 crash reports [@notes].');
    expect(verdicts[0]?.status).toBe('refuted');
    expect(findings.map((f) => f.code)).toEqual(['gate1/refuted']);
    expect(findings[0]?.message).toContain('17');
  });

  it('blocks a value the source does not state, never asking a person', async () => {
    const { verdicts, findings } = await decide('Sync resumes uploads after 30 seconds [@notes].');
    expect(verdicts[0]?.status).toBe('ungrounded');
    expect(findings.map((f) => f.code)).toEqual(['gate1/ungrounded']);
  });

  it('sends a reworded claim it cannot judge to review, showing the closest passage and where it is', async () => {
    const { verdicts, findings } = await decide('Sync no longer starts over when an upload is interrupted [@notes].');
    expect(verdicts[0]?.status).toBe('needs-review');
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(f).toMatchObject({ code: 'gate1/needs-review', severity: 'error', line: 8, column: 1 });
    expect(f?.message).toContain('no machine check here can decide');
    expect(f?.message).toContain('notes.txt:3');
    expect(f?.message).toContain('"Sync now resumes interrupted uploads instead of restarting them."');
    expect(f?.message).toContain('`warrant review`');
    // Not called wrong: no "contradicted", no "correct the claim".
    expect(f?.message).not.toMatch(/contradicted|not supported/u);
  });
});
