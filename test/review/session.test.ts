// The interactive walk of `warrant review`, driven key by key through a stream: choosing a passage, a note, confirm,
// reject (and going back), skip, quit, Ctrl-C and a closed input; each decision recorded as it is made.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reviewSession, type SessionDecision } from '../../src/cli/review-session.js';
import type { ReviewItem } from '../../src/review/queue.js';

const item = (n: number): ReviewItem => ({
  claimId: `post/claim-${n}`,
  claim: `Claim number ${n} reads well`,
  file: 'content/posts/post.md',
  line: n,
  column: 1,
  sentence: `Before. Claim number ${n} reads well [@log]. After.`,
  sourceId: 'log',
  sourceTitle: 'The log',
  machineStatus: 'needs-review',
  machineRule: 'no check here can judge this wording',
  passages: [1, 2].map((p) => ({
    n: p,
    text: `Passage ${p} says claim ${n} reads well.`,
    range: { start: p * 10, end: p * 10 + 5 },
    file: 'log.md',
    line: p + 2,
    closest: p === 1,
  })),
});

async function session(keys: string[], items = [item(1), item(2)], end = true) {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => (screen += chunk.toString('utf8')));
  const decisions: SessionDecision[] = [];
  const done = reviewSession({
    items,
    reviewer: 'Ana Ruiz',
    input,
    output,
    record: (d) => {
      decisions.push(d);
      return 'ledger/reviews.jsonl';
    },
  });
  for (const key of keys) {
    input.write(key);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (end) input.end();
  const summary = await done;
  return { summary, decisions, screen };
}

describe('the review session', () => {
  it('records a confirmation against the chosen passage with its note, and a rejection of either kind', async () => {
    const { summary, decisions, screen } = await session(['2', 'e', 'S', 'a', 'm', 'e', '\r', 'c', 'r', 'o']);
    expect(decisions.map((d) => [d.item.claimId, d.passage, d.verdict, d.note])).toEqual([
      ['post/claim-1', 2, 'supported', 'Same'],
      ['post/claim-2', 1, 'refuted', ''],
    ]);
    expect(summary).toEqual({ confirmed: 1, rejected: 1, skipped: 0, interrupted: false });
    expect(screen).toContain('Reviewing as Ana Ruiz: 2 claim(s) need a person.');
    expect(screen).toContain('[1/2] content/posts/post.md:1:1  post/claim-1');
    expect(screen).toContain('✓ confirmed, checked against log.md:4; recorded in ledger/reviews.jsonl');
    expect(screen).toContain('✗ rejected (the source says otherwise), checked against log.md:3');
    expect(screen).toContain('done: 1 confirmed, 1 rejected, 0 skipped; 0 still need review.');
  });

  it('goes back from a rejection on any other key, ignores a passage that does not exist, and skips', async () => {
    const { decisions, summary, screen } = await session(['9', 'r', 'x', 'n', 'r', 'n', 's']);
    // "9" is not a passage; "r" then "x" goes back; "n" is not a command (help shown); "r" "n" rejects; "s" skips.
    expect(decisions.map((d) => [d.passage, d.verdict])).toEqual([[1, 'neutral']]);
    expect(summary).toEqual({ confirmed: 0, rejected: 1, skipped: 1, interrupted: false });
    expect(screen).toContain('keys: [1-9] choose the passage');
    expect(screen).toContain('✗ rejected (the source does not say this)');
  });

  it('stops on q, on Ctrl-C (interrupted) and when the input ends, keeping what was decided', async () => {
    const quit = await session(['c', 'q']);
    expect(quit.decisions).toHaveLength(1);
    expect(quit.summary).toMatchObject({ confirmed: 1, interrupted: false });
    expect(quit.screen).toContain('done: 1 confirmed, 0 rejected, 0 skipped; 1 still need review.');
    const interrupted = await session(['c', '\u0003'], undefined, false);
    expect(interrupted.summary).toMatchObject({ confirmed: 1, interrupted: true });
    expect(interrupted.screen).toContain('stopped: 1 confirmed');
    const inNote = await session(['e', 'h', 'i', '\u0003'], undefined, false);
    expect(inNote.decisions).toEqual([]);
    expect(inNote.summary.interrupted).toBe(true);
    const closed = await session(['c']);
    expect(closed.summary).toMatchObject({ confirmed: 1, interrupted: false });
  });

  it('edits a note with backspace before recording it', async () => {
    const { decisions } = await session(['e', 'a', 'b', '\u007f', 'c', '\r', 'c', 's']);
    expect(decisions[0]?.note).toBe('ac');
  });
});
