// The public projection of a run replayed from a real audit log: a post a gate blocked is left out; gate 1's verdict
// counts, not the page re-grounding's; only an applied confirmation names a person; a re-pinned source is shown as the
// bytes the claim was checked against.
import { describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { finding } from '../../src/core/findings.js';
import type { Claim, Source, Verdict } from '../../src/core/model.js';
import {
  claimAssessed,
  claimCaptured,
  claimReviewed,
  gateDecided,
  postCaptured,
  publishCompleted,
  publishStarted,
  sourceRegistered,
} from '../../src/pipeline/events.js';
import { projectRun } from '../../src/projections/index.js';
import { sourceCopyPath } from '../../src/projections/source-copy.js';
import type { ReviewDecision } from '../../src/review/apply.js';
import { claim as claimOf } from '../grounding/fixtures.js';

const ctx = { runId: 'run-1', ts: '2026-12-01T00:00:00.000Z' };
const meta = { date: '2026-12-01', author: 'Tess', summary: 'S' };
const source = (text: string): Source => ({
  id: 'log',
  uri: 'ledger/sources/log.md',
  title: 'The log',
  tier: 'record',
  sensitivity: 'public',
  sha256: sha256Hex(text),
});
const OLD = source('old bytes');
const NEW = source('new bytes');
const claim = (post: string, id: string, text: string): Claim =>
  claimOf(text, ['log'], { id: `${post}/${id}`, draftId: post, file: `content/posts/${post}.md` });
const verdict = (c: Claim, status: Verdict['status'], sha: string, passage: string): Verdict => ({
  claimId: c.id,
  status,
  disputed: false,
  assessments: [
    {
      sourceId: 'log',
      sourceSha256: sha,
      support: status === 'refuted' ? 'refuted' : 'supported',
      reliance: 'pre_generation',
      status,
      assessor: 'deterministic@test',
      rule: 'rule',
      passage: { text: passage, range: { start: 0, end: passage.length } },
      score: 1,
    },
  ],
});
const review = (c: Claim, over: Partial<ReviewDecision>): ReviewDecision => ({
  line: 1,
  reviewSha256: sha256Hex(c.id + JSON.stringify(over)),
  claimId: c.id,
  post: c.draftId,
  sourceId: 'log',
  reviewer: 'Ana Ruiz',
  keyId: 'a'.repeat(64),
  verdict: 'supported',
  note: '',
  at: '2026-11-30T10:00:00Z',
  passage: { start: 0, end: 3, line: 1, sha256: 'b'.repeat(64) },
  machineStatus: 'needs-review',
  valid: true,
  reason: 'valid',
  applied: true,
  ...over,
});

describe('publicProjectionOf a replayed run', () => {
  const shown = claim('shown', 'a', 'Checked against the old copy');
  const confirmed = claim('shown', 'b', 'Confirmed by a person');
  const notApplied = claim('shown', 'c', 'A review that did not apply');
  const hidden = claim('hidden', 'd', 'In a blocked post');
  const unassessed = claim('shown', 'e', 'Never assessed');
  const unknownBytes = claim('shown', 'f', 'Checked against bytes no registration has');
  // Built inside each test, so a mutation tool that switches code per test sees the projection made with it.
  const project = async () => {
    const log = await openAuditLog(':memory:');
    await log.append([
      publishStarted(ctx, '/project'),
      sourceRegistered(ctx, OLD),
      sourceRegistered(ctx, NEW),
      postCaptured(ctx, {
        slug: 'shown',
        file: 'content/posts/shown.md',
        source: 'x',
        meta: { title: 'Shown', ...meta },
      }),
      postCaptured(ctx, {
        slug: 'hidden',
        file: 'content/posts/hidden.md',
        source: 'y',
        meta: { title: 'Hidden', ...meta },
      }),
      ...[shown, confirmed, notApplied, hidden, unassessed, unknownBytes].map((c) => claimCaptured(ctx, c)),
      claimAssessed(ctx, verdict(unknownBytes, 'grounded', 'c'.repeat(64), 'odd passage')),
      claimAssessed(ctx, verdict(shown, 'grounded', OLD.sha256, 'old passage')),
      // The page's re-grounding of the same claim, with another status: not what the projection shows.
      claimAssessed(ctx, verdict(shown, 'refuted', NEW.sha256, 'page passage'), 2),
      claimAssessed(ctx, verdict(confirmed, 'grounded', NEW.sha256, 'new passage')),
      claimAssessed(ctx, verdict(notApplied, 'grounded', NEW.sha256, 'new passage')),
      claimAssessed(ctx, verdict(hidden, 'grounded', NEW.sha256, 'new passage')),
      claimReviewed(ctx, review(confirmed, { override: 'the note was corrected' })),
      claimReviewed(ctx, review(notApplied, { applied: false, valid: false, reason: 'expired' })),
      claimReviewed(ctx, review(shown, { verdict: 'refuted', applied: true })),
      gateDecided(ctx, 1, 'shown', []),
      gateDecided(ctx, 1, 'hidden', [
        finding('gate1/refuted', { file: 'content/posts/hidden.md', line: 1, column: 1 }, 'x'),
      ]),
      publishCompleted(ctx, 'published', ['posts/shown/index.html']),
    ]);
    const projection = (await projectRun(log, 'run-1')).public;
    await log.close();
    return { projection, claims: projection.posts.flatMap((p) => p.claims) };
  };

  it('leaves out a post a gate blocked', async () => {
    const { projection, claims } = await project();
    expect(projection.posts.map((p) => p.slug)).toEqual(['shown']);
    expect(claims.map((c) => c.text)).not.toContain('In a blocked post');
  });

  it("shows gate 1's verdict, and the registration of the bytes the claim was checked against", async () => {
    const { claims } = await project();
    const first = claims.find((c) => c.id === shown.id);
    expect(first?.status).toBe('grounded');
    expect(first?.sources[0]).toMatchObject({ kind: 'public', sha256: OLD.sha256, excerpt: { text: 'old passage' } });
    expect(claims.find((c) => c.id === confirmed.id)?.sources[0]).toMatchObject({ sha256: NEW.sha256 });
  });

  it('shows a claim no gate assessed as unverifiable, and a source of unknown bytes as its latest registration', async () => {
    const { claims } = await project();
    const never = claims.find((c) => c.id === unassessed.id);
    expect(never?.status).toBe('unverifiable');
    expect(never?.sources).toHaveLength(1);
    expect(never?.sources[0]).toMatchObject({ kind: 'public', sha256: NEW.sha256 });
    expect(never?.sources[0]).not.toHaveProperty('excerpt');
    const odd = claims.find((c) => c.id === unknownBytes.id);
    expect(odd?.sources[0]).toMatchObject({ sha256: NEW.sha256, excerpt: { text: 'odd passage' } });
  });

  it('names a person only for an applied confirmation, and says when it overruled the machine', async () => {
    const { claims } = await project();
    expect(claims.map((c) => [c.id, c.checkedBy])).toEqual([
      [shown.id, { tier: 'machine' }],
      [confirmed.id, { tier: 'human', reviewer: 'Ana Ruiz', date: '2026-11-30', overruled: true }],
      [notApplied.id, { tier: 'machine' }],
      [unassessed.id, { tier: 'machine' }],
      [unknownBytes.id, { tier: 'machine' }],
    ]);
  });
});

describe('publicProjectionOf: which registration a cited source shows', () => {
  const twinText = 'the same bytes under two ids';
  const first: Source = { ...source(twinText), id: 'first', title: 'First registration' };
  const twin: Source = { ...source(twinText), id: 'twin', title: 'Second registration' };
  const twinSha = twin.sha256;
  const assessedAgainst = (c: Claim, sourceId: string, passage: string): Verdict => {
    const checked = verdict(c, 'grounded', twinSha, passage);
    return { ...checked, assessments: checked.assessments.map((a) => ({ ...a, sourceId })) };
  };
  // A claim on the first id, assessed first, so the run holds both registrations of the bytes, the first id's first.
  const early = claimOf('Cites the first id', ['first'], {
    id: 'post/a',
    draftId: 'post',
    file: 'content/posts/post.md',
  });
  const cites = claimOf('Cites the second id and one never registered', ['ghost', 'twin'], {
    id: 'post/b',
    draftId: 'post',
    file: 'content/posts/post.md',
  });
  const project = async () => {
    const log = await openAuditLog(':memory:');
    await log.append([
      publishStarted(ctx, '/project'),
      sourceRegistered(ctx, first),
      sourceRegistered(ctx, twin),
      postCaptured(ctx, { slug: 'post', file: 'content/posts/post.md', source: 'x', meta: { title: 'Post', ...meta } }),
      claimCaptured(ctx, early),
      claimCaptured(ctx, cites),
      claimAssessed(ctx, assessedAgainst(early, 'first', 'the same')),
      claimAssessed(ctx, assessedAgainst(cites, 'twin', 'the same bytes')),
      // A confirmation that did not overrule the machine.
      claimReviewed(ctx, { ...review(cites, {}), sourceId: 'twin' }),
      gateDecided(ctx, 1, 'post', []),
      publishCompleted(ctx, 'published', ['posts/post/index.html']),
    ]);
    const projection = (await projectRun(log, 'run-1')).public;
    await log.close();
    return projection.posts.flatMap((p) => p.claims);
  };

  it('shows the cited id of bytes two ids share, and leaves out a source the run never registered', async () => {
    const [onFirst, onTwin] = await project();
    expect(onFirst?.sources.map((s) => (s.kind === 'public' ? s.id : s.kind))).toEqual(['first']);
    expect(onTwin?.sources).toEqual([
      {
        kind: 'public',
        id: 'twin',
        title: 'Second registration',
        tier: 'record',
        uri: 'ledger/sources/log.md',
        sha256: twinSha,
        copy: sourceCopyPath(twinSha, twin.uri),
        excerpt: { text: 'the same bytes', sha256: sha256Hex('the same bytes') },
      },
    ]);
  });

  it('names the person who confirmed a claim without overruling the machine, as not overruled', async () => {
    const [onFirst, onTwin] = await project();
    expect(onFirst?.checkedBy).toEqual({ tier: 'machine' });
    expect(onTwin?.checkedBy).toEqual({ tier: 'human', reviewer: 'Ana Ruiz', date: '2026-11-30', overruled: false });
  });
});
