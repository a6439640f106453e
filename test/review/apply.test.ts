// Review records: a valid one decides a claim no machine check could; anything forged, unlisted, stale, expired or
// mis-scoped decides nothing and is a finding; a machine refutation is overruled only with a reason.
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim, LoadedSource, Verdict } from '../../src/core/model.js';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { applyReviews, type ReviewInput } from '../../src/review/apply.js';
import { reviewLine, signReview, type Review, type ReviewScope } from '../../src/review/record.js';
import { postOf, sourceOf } from '../helpers.js';

const TEXT = [
  '# Release 2.4',
  '',
  'Sync now resumes interrupted uploads instead of restarting them.',
  'The release fixes 17 crash reports.',
].join('\n');
const PASSAGE = 'Sync now resumes interrupted uploads instead of restarting them.';
const reviewer = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const NOW = new Date('2026-12-01T12:00:00Z');

let claims: Claim[];
let verdicts: Map<string, Verdict>;
let notes: LoadedSource;

beforeAll(async () => {
  notes = sourceOf('notes', TEXT, 'text/markdown');
  const captured = capturePost(
    postOf(
      [
        'Sync no longer starts over when an upload is interrupted [@notes].',
        '',
        'The release fixes 19 crash reports [@notes].',
        '',
        'The release fixes 17 crash reports [@notes].',
      ].join('\n'),
    ),
  );
  claims = [...captured.claims];
  const engine = await createGroundingEngine({ tiers: ['deterministic'] });
  verdicts = new Map();
  for (const claim of claims) verdicts.set(claim.id, await engine.ground(claim, new Map([['notes', notes]])));
});

const claim = (k: number): Claim => claims[k] as Claim;

function scope(k: number, over: Partial<ReviewScope> = {}, passage = PASSAGE): ReviewScope {
  const start = TEXT.indexOf(passage);
  return {
    claimId: claim(k).id,
    claimSha256: sha256Hex(claim(k).text),
    sourceId: 'notes',
    sourceSha256: notes.sha256,
    passage: { start, end: start + passage.length, line: 3, sha256: sha256Hex(passage) },
    verdict: 'supported',
    reviewer: 'Ana Ruiz',
    note: 'Same meaning.',
    at: '2026-11-30T10:00:00Z',
    expires: '2028-11-30T10:00:00Z',
    ...over,
  };
}

function run(records: readonly (Review | string)[], over: Partial<ReviewInput> = {}) {
  return applyReviews({
    file: 'ledger/reviews.jsonl',
    text: records.map((r) => (typeof r === 'string' ? `${r}\n` : reviewLine(r))).join(''),
    keys: [{ key: reviewer.publicKey, name: 'Ana Ruiz' }],
    claims,
    posts: new Set(['test-post']),
    verdicts,
    sources: new Map([['notes', notes]]),
    now: NOW,
    ...over,
  });
}

const signed = (s: ReviewScope, key = reviewer.privateKey): Review => signReview(s, key);

describe('a valid review', () => {
  it('decides a claim that needs review, as the named reviewer, against the passage they read', () => {
    expect(verdicts.get(claim(0).id)?.status).toBe('needs-review');
    const result = run([signed(scope(0))]);
    expect(result.findings).toEqual([]);
    const verdict = result.verdicts.get(claim(0).id);
    expect(verdict?.status).toBe('grounded');
    expect(verdict?.assessments[0]).toMatchObject({
      assessor: 'review:Ana Ruiz',
      support: 'supported',
      passage: { text: PASSAGE },
      review: { reviewer: 'Ana Ruiz', at: '2026-11-30T10:00:00Z' },
    });
    expect(verdict?.assessments[0]?.rule).toBe('confirmed against the source by Ana Ruiz on 2026-11-30: Same meaning.');
    expect(result.decisions).toMatchObject([{ valid: true, applied: true, machineStatus: 'needs-review' }]);
  });

  it('rejects a claim the machine passed when the reviewer says the source does not say it', () => {
    const result = run([signed(scope(2, { verdict: 'refuted', note: 'Wrong release.' }))]);
    expect(result.verdicts.get(claim(2).id)?.status).toBe('refuted');
  });

  it('lets the latest of two valid records decide', () => {
    const result = run([signed(scope(0)), signed(scope(0, { verdict: 'neutral', at: '2026-11-30T11:00:00Z' }))]);
    expect(result.verdicts.get(claim(0).id)?.status).toBe('ungrounded');
    expect(result.decisions.map((d) => d.applied)).toEqual([false, true]);
  });

  it('overrules a machine refutation only with a reason, and says so', () => {
    const without = run([signed(scope(1))]);
    expect(without.verdicts.get(claim(1).id)?.status).toBe('refuted');
    expect(without.findings[0]?.message).toMatch(/no reason to overrule it/u);
    const withReason = run([signed(scope(1, { override: 'The notes were corrected after the release.' }))]);
    const verdict = withReason.verdicts.get(claim(1).id);
    expect(verdict?.status).toBe('grounded');
    expect(verdict?.assessments[0]?.rule).toMatch(/^Ana Ruiz overruled the machine check \("the source gives 17/u);
    expect(verdict?.assessments[0]?.review?.override).toBe('The notes were corrected after the release.');
  });
});

describe('a record that decides nothing', () => {
  const rejected = (records: readonly (Review | string)[], over: Partial<ReviewInput> = {}) => {
    const result = run(records, over);
    expect(result.verdicts.get(claim(0).id)?.status).toBe('needs-review');
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ code: 'review/rejected', file: 'ledger/reviews.jsonl', line: 1 });
    return result.findings[0]?.message ?? '';
  };

  it('is forged: a field changed after signing', () => {
    const forged = { ...signed(scope(0)), note: 'Changed later.' };
    expect(rejected([forged])).toContain('does not verify');
  });

  it('carries its signature in non-canonical base64 (an unused bit set): the same bytes, but not the signed text', () => {
    const record = signed(scope(0));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const k = record.signature.replace(/=+$/u, '').length - 1;
    const signature = `${record.signature.slice(0, k)}${alphabet[alphabet.indexOf(record.signature[k] ?? 'A') ^ 1] ?? 'A'}${record.signature.slice(k + 1)}`;
    expect(Buffer.from(signature, 'base64')).toEqual(Buffer.from(record.signature, 'base64'));
    expect(rejected([{ ...record, signature }])).toContain('does not verify');
  });

  it('is signed by a key not listed in certs/reviewer-keys.pem', () => {
    expect(rejected([signed(scope(0), stranger.privateKey)])).toContain('not in certs/reviewer-keys.pem');
  });

  it('names a reviewer other than the one listed for its key', () => {
    expect(rejected([signed(scope(0, { reviewer: 'Someone Else' }))])).toContain('not the one');
  });

  it('has expired', () => {
    expect(rejected([signed(scope(0, { expires: '2026-12-01T00:00:00Z' }))])).toContain('expired');
  });

  it('is for another claim, or the claim changed by one byte', () => {
    expect(rejected([signed(scope(0, { claimSha256: sha256Hex(`${claim(0).text}!`) }))])).toContain(
      'no longer in the post',
    );
    expect(rejected([signed(scope(0, { claimId: 'test-post/0000000000' }))])).toContain('no longer in the post');
  });

  it('was made against other source bytes: one byte of the source changed', () => {
    const changed = sourceOf('notes', TEXT.replace('17', '18'), 'text/markdown');
    expect(rejected([signed(scope(0))], { sources: new Map([['notes', changed]]) })).toContain('source changed');
  });

  it('names a passage that is not the one in the source', () => {
    const s = scope(0);
    expect(rejected([signed({ ...s, passage: { ...s.passage, sha256: sha256Hex(`${PASSAGE} `) } })])).toContain(
      'passage',
    );
  });

  it('names a source the claim does not cite', () => {
    expect(rejected([signed(scope(0, { sourceId: 'other' }))])).toContain('does not cite');
  });

  it('is not a review record at all', () => {
    expect(rejected(['{"claimId": "test-post/x"}'])).toContain('not a review record');
    expect(rejected(['not json'])).toContain('not a review record');
  });

  it('is about a post this run does not check: left alone, no finding', () => {
    const result = run([signed(scope(0, { claimId: 'other-post/abc' }))]);
    expect(result.findings).toEqual([]);
    expect(result.decisions).toEqual([]);
  });
});
