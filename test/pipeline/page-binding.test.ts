// Which checkpoint a post's page shows: the one of the run that last changed its record, while that is in the log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindPosts, recordDigest, type PostBinding } from '../../src/pipeline/page-binding.js';
import type { PublicPost } from '../../src/projections/public.js';

const checkpoint = (size: number) => ({ origin: 'blog.test/log', size, rootHash: size.toString(16).padStart(64, '0') });
const CURRENT = { runId: 'run-now', checkpoint: checkpoint(900) };

describe('bindPosts', () => {
  it('keeps a previous binding exactly when the record is unchanged and its checkpoint is in the log', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            post: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
            digest: fc.constantFrom('d1', 'd2'),
            before: fc.option(
              fc.record({ digest: fc.constantFrom('d1', 'd2'), size: fc.integer({ min: 1, max: 50 }) }),
            ),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 50 }),
        (rows, cut) => {
          const records = new Map(rows.map((r) => [r.post, r.digest]));
          const previous = new Map<string, PostBinding>();
          for (const r of rows)
            if (r.before)
              previous.set(r.post, {
                post: r.post,
                recordDigest: r.before.digest,
                checkpoint: checkpoint(r.before.size),
                since: `run-${r.before.size}`,
              });
          const inLog = (c: { size: number }): boolean => c.size <= cut;
          const bound = bindPosts(records, previous, CURRENT, inLog);
          expect([...bound.keys()].sort()).toEqual([...records.keys()].sort());
          for (const [post, digest] of records) {
            const before = previous.get(post);
            const kept = before !== undefined && before.recordDigest === digest && inLog(before.checkpoint);
            expect(bound.get(post)).toEqual(
              kept ? before : { post, recordDigest: digest, checkpoint: CURRENT.checkpoint, since: 'run-now' },
            );
          }
        },
      ),
    );
  });
});

describe('recordDigest', () => {
  const post: PublicPost = { slug: 'a', title: 'A', date: '2026-01-01', author: 'X', summary: 'S', claims: [] };
  it('changes with the post’s entry and with the credential note, and with nothing else', () => {
    expect(recordDigest(post, 'note')).toBe(recordDigest({ ...post }, 'note'));
    expect(recordDigest({ ...post, title: 'B' }, 'note')).not.toBe(recordDigest(post, 'note'));
    expect(recordDigest(post, 'other note')).not.toBe(recordDigest(post, 'note'));
    expect(recordDigest(undefined, 'note')).not.toBe(recordDigest(post, 'note'));
  });
});
