// `warrant inspect`'s view from a real audit log: a claim a drafting run wrote, its reliance beside the author's
// record, its chain flag, the gates' findings on required statements, and only this post's and the run's events.
import { describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import type { Claim, Verdict } from '../../src/core/model.js';
import { finding } from '../../src/core/findings.js';
import {
  claimAssessed,
  claimCaptured,
  claimTraced,
  gateDecided,
  postCaptured,
  publishCompleted,
  publishStarted,
  traceLinted,
} from '../../src/pipeline/events.js';
import { formatInspection, inspectPost } from '../../src/projections/inspect.js';
import { governanceProjection } from '../../src/projections/governance.js';
import { replayRun } from '../../src/projections/index.js';
import type { PostTrace } from '../../src/trace/index.js';
import type { RequiredStatement } from '../../src/statements/required.js';
import { eventsOf } from '../log-events.js';
import { postOf } from '../helpers.js';

const ctx = { runId: 'run-a', ts: '2026-12-03T10:00:00.000Z' };
const claim = (id: string, draftId: string): Claim => ({
  id,
  draftId,
  text: 'Quill 2.4.0 was released on 3 November 2026',
  span: { start: 10, end: 53 },
  claimType: 'temporal',
  sourceRefs: ['notes'],
  inContextSourceIds: ['notes'],
  actor: 'author',
  origin: 'post',
  file: `content/posts/${draftId}.md`,
});
const verdict = (claimId: string): Verdict => ({
  claimId,
  status: 'weak',
  disputed: false,
  assessments: [
    {
      sourceId: 'notes',
      sourceSha256: 'a'.repeat(64),
      support: 'supported',
      reliance: 'support_only',
      status: 'weak',
      assessor: 'deterministic@3',
      rule: 'the source states 2.4.0 (notes.txt:1)',
      score: 1,
    },
  ],
});
const disclosure: RequiredStatement = {
  id: 'ai-disclosure',
  text: 'A model drafted this.',
  evidence: 'trace',
  tags: ['ai'],
};
const sponsor: RequiredStatement = {
  id: 'sponsor',
  text: 'Sponsored by Quill.',
  evidence: 'contract',
  posts: ['drafted'],
};
const trace: PostTrace = {
  post: 'drafted',
  file: 'ledger/traces/drafted.jsonl',
  sha256: 'b'.repeat(64),
  lint: {
    file: 'ledger/traces/drafted.jsonl',
    mode: 'retrieval',
    invocationId: 'inv-1',
    rules: ['trace/G0'],
    findings: [],
  },
  reliances: new Map(),
  findings: [],
};

describe('warrant inspect', () => {
  it("shows one post's claims with reliance from the trace, the chain flag and the statements' findings", async () => {
    const log = await openAuditLog(':memory:');
    const mine = claim('drafted/c1', 'drafted');
    const other = claim('other/c1', 'other');
    await log.append([
      publishStarted(ctx, '/blog'),
      postCaptured(ctx, postOf('x', 'drafted')),
      postCaptured(ctx, postOf('x', 'other')),
      claimCaptured(ctx, mine),
      claimCaptured(ctx, other),
      traceLinted(ctx, trace),
      claimTraced(
        ctx,
        'drafted',
        {
          claimId: mine.id,
          from: 'trace',
          reliance: { notes: 'support_only' },
          authored: { notes: 'pre_generation' },
          reason: 'written by "chat draft" (ledger/traces/drafted.jsonl:3)',
        },
        {
          links: ['editor', 'researcher-a'],
          onChainVerdict: 'neutral',
          offChainVerdict: 'supported',
          groundedOffChainOnly: true,
          groundingCapable: true,
          onChainRows: ['c'.repeat(64)],
          offChainRows: ['a'.repeat(64)],
        },
      ),
      claimAssessed(ctx, verdict(mine.id)),
      claimAssessed(ctx, verdict(other.id)),
      gateDecided(ctx, 1, 'drafted', [], [disclosure, sponsor]),
      gateDecided(
        ctx,
        2,
        'drafted',
        [
          finding(
            'statement/missing',
            { file: 'content/posts/drafted.md', line: 1, column: 1 },
            'the required statement "ai-disclosure" is not on the page',
          ),
        ],
        [disclosure, sponsor],
      ),
      gateDecided(ctx, 1, 'other', []),
      publishCompleted(ctx, 'blocked', []),
    ]);
    const events = await eventsOf(log);
    const view = inspectPost(events, 'drafted');
    expect(view.runId).toBe('run-a');
    expect(view.claims.map((c) => c.id)).toEqual(['drafted/c1']);
    expect(view.claims[0]).toMatchObject({
      cited: ['notes'],
      offered: [],
      reliance: {
        from: 'trace',
        sources: [{ sourceId: 'notes', reliance: 'support_only', authored: 'pre_generation' }],
      },
      chain: { groundedOffChainOnly: true, onChainVerdict: 'neutral' },
      verdict: { status: 'weak' },
    });
    expect(view.statements).toEqual({
      required: [
        { id: 'ai-disclosure', evidence: 'trace', gates: [1, 2] },
        { id: 'sponsor', evidence: 'contract', gates: [1, 2] },
      ],
      findings: [
        { code: 'statement/missing', line: 1, message: 'the required statement "ai-disclosure" is not on the page' },
      ],
    });
    const types = view.events.map((e) => e.type);
    expect(types[0]).toBe('publish.started');
    expect(types.at(-1)).toBe('publish.completed');
    expect(view.events.some((e) => e.what.includes('other'))).toBe(false);
    const text = formatInspection(view);
    expect(text).toContain('reliance from the drafting trace: notes support_only (author: pre_generation)');
    expect(text).toContain(
      'chain editor > researcher-a: on chain neutral, off chain supported, GROUNDED OFF ITS CHAIN ONLY',
    );
    expect(text).toContain(
      '  ai-disclosure (evidence: trace): line 1 statement/missing: the required statement "ai-disclosure" is not on the page',
    );
    expect(text).toContain('  sponsor (evidence: contract): exactly once in the post and on the page');
    // The flag reaches the governance view, with row hashes and no row text.
    const governance = governanceProjection(await replayRun(log, 'run-a'));
    expect(governance.traced[0]?.chain?.groundedOffChainOnly).toBe(true);
    expect(governance.traces[0]).toMatchObject({ post: 'drafted', mode: 'retrieval', passed: true });
    expect(() => inspectPost(events, 'nobody')).toThrow(/holds no post "nobody"/u);
    await log.close();
  });
});
