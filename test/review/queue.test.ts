// What a reviewer is shown and what a choice records: the pending claims with ranked passages, shared words marked, the
// scope a choice signs; and the law that a record made from the queue holds until one byte of what it names changes.
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, LoadedSource, Verdict } from '../../src/core/model.js';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { applyReviews } from '../../src/review/apply.js';
import { BOLD, formatItem, highlight, PLAIN } from '../../src/review/present.js';
import { paragraphAround, pendingReviews, reviewScope, type QueueInput } from '../../src/review/queue.js';
import { reviewLine, signReview } from '../../src/review/record.js';
import { postOf, sourceOf } from '../helpers.js';

const TEXT = [
  '# Quill changelog',
  '',
  '## 2.4.0',
  '',
  '- Added offline search across all notebooks.',
  '- Sync now resumes interrupted uploads instead of restarting them.',
  '- Fixed 17 crash reports.',
].join('\n');
const key = generateKeyPairSync('ed25519');
const NOW = new Date('2026-12-01T12:00:00Z');

let claims: Claim[];
let verdicts: Map<string, Verdict>;
let source: LoadedSource;
let postText: string;

beforeAll(async () => {
  source = sourceOf('notes', TEXT, 'text/markdown');
  const post = postOf(
    [
      'Sync got sturdier. An interrupted upload now picks up where it left off [@notes].',
      '',
      'It fixes 19 crash reports [@notes].',
    ].join('\n'),
  );
  postText = post.source;
  claims = [...capturePost(post).claims];
  const engine = await createGroundingEngine({ tiers: ['deterministic'] });
  verdicts = new Map();
  for (const claim of claims) verdicts.set(claim.id, await engine.ground(claim, new Map([['notes', source]])));
});

const input = (over: Partial<QueueInput> = {}): QueueInput => ({
  claims,
  postTexts: new Map([['content/posts/test-post.md', postText]]),
  verdicts,
  sources: new Map([['notes', source]]),
  reviews: [],
  ...over,
});

describe('the review queue', () => {
  it('lists the claim no machine check can decide, never the refuted one, with the closest passage first', () => {
    const items = pendingReviews(input());
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({
      claim: 'An interrupted upload now picks up where it left off',
      file: 'content/posts/test-post.md',
      line: 8,
      sourceId: 'notes',
      machineStatus: 'needs-review',
    });
    expect(item?.sentence).toBe('Sync got sturdier. An interrupted upload now picks up where it left off [@notes].');
    expect(item?.passages[0]).toMatchObject({ n: 1, line: 6, closest: true, file: 'notes.txt' });
    expect(item?.passages[0]?.text).toContain('Sync now resumes interrupted uploads');
    expect(new Set(item?.passages.map((p) => `${p.range.start}-${p.range.end}`)).size).toBe(item?.passages.length);
  });

  it('marks the words a passage shares with the claim, and nothing on a plain stream', () => {
    const passage = 'Sync now resumes interrupted uploads instead of restarting them.';
    expect(highlight(passage, 'An interrupted upload now picks up', { open: '[', close: ']' })).toBe(
      'Sync [now] resumes [interrupted] [uploads] instead of restarting them.',
    );
    expect(highlight(passage, 'An interrupted upload', PLAIN)).toBe(passage);
    const [item] = pendingReviews(input());
    expect(formatItem(item as never, BOLD)).toContain('\u001b[1minterrupted\u001b[22m');
    expect(formatItem(item as never, PLAIN)).not.toContain('\u001b[');
  });

  it('shows a long paragraph around the claim, not its whole text', () => {
    const long = `${'Filler words here. '.repeat(60)}The claim is here.${' More words after.'.repeat(60)}`;
    const at = long.indexOf('The claim');
    const shown = paragraphAround(long, { start: at, end: at + 18 });
    expect(shown.length).toBeLessThan(420);
    expect(shown).toContain('The claim is here.');
  });

  it('refuses a choice of a passage that is not offered, or a confirmation of a refuted claim without a reason', () => {
    const [item] = pendingReviews(input());
    const claim = claims[0] as Claim;
    const choice = {
      verdict: 'supported' as const,
      reviewer: 'Ana',
      note: '',
      at: NOW,
      expires: new Date('2027-12-01'),
    };
    expect(reviewScope(item as never, claim, source, { ...choice, passage: 9 })).toMatchObject({
      error: expect.stringContaining('there is no passage 9') as unknown,
    });
    const refuted = { ...(item as object), machineStatus: 'refuted', machineRule: 'the source gives 17' };
    expect(reviewScope(refuted as never, claim, source, { ...choice, passage: 1 })).toMatchObject({
      error: expect.stringContaining('--override') as unknown,
    });
    expect(reviewScope(item as never, claim, source, { ...choice, passage: 1, expires: NOW })).toMatchObject({
      error: 'the expiry must be later than now',
    });
  });
});

describe('a record made from the queue', () => {
  const made = () => {
    const [item] = pendingReviews(input());
    const scope = reviewScope(item as never, claims[0] as Claim, source, {
      passage: 1,
      verdict: 'supported',
      reviewer: 'Ana Ruiz',
      note: '',
      at: NOW,
      expires: new Date('2028-01-01T00:00:00Z'),
    });
    if ('error' in scope) throw new Error(scope.error);
    return reviewLine(signReview(scope, key.privateKey));
  };
  const apply = (over: Partial<Parameters<typeof applyReviews>[0]> = {}) =>
    applyReviews({
      file: 'ledger/reviews.jsonl',
      text: made(),
      keys: [{ key: key.publicKey, name: 'Ana Ruiz' }],
      claims,
      posts: new Set(['test-post']),
      verdicts,
      sources: new Map([['notes', source]]),
      now: NOW,
      ...over,
    }).decisions[0];

  it('applies as made', () => {
    expect(apply()).toMatchObject({ valid: true, applied: true });
  });

  it('goes stale when any one character of the claim changes', () => {
    const claim = claims[0] as Claim;
    fc.assert(
      fc.property(fc.nat(claim.text.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (at, ch) => {
        fc.pre(claim.text[at] !== ch);
        const changed = { ...claim, text: `${claim.text.slice(0, at)}${ch}${claim.text.slice(at + 1)}` };
        expect(apply({ claims: [changed, ...claims.slice(1)] })?.reason).toBe('stale-claim');
      }),
      { numRuns: 60 },
    );
  });

  it('goes stale when any one byte of the source changes, wherever it is', () => {
    fc.assert(
      fc.property(fc.nat(TEXT.length - 1), fc.constantFrom('x', ' ', '7', '\n'), (at, ch) => {
        fc.pre(TEXT[at] !== ch);
        const changed = sourceOf('notes', `${TEXT.slice(0, at)}${ch}${TEXT.slice(at + 1)}`, 'text/markdown');
        expect(apply({ sources: new Map([['notes', changed]]) })?.reason).toBe('stale-source');
      }),
      { numRuns: 60 },
    );
  });
});
