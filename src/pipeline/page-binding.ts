/**
 * @module pipeline/page-binding: which audit-log checkpoint a post's page shows and its credential binds (pure). It is
 * the checkpoint of the run that last changed what Warrant says about the post (its record: the post's public
 * projection entry and the credential note), so a publish that changes one post leaves every other page as it was.
 */
import { contentHash } from '../core/canonical.js';
import type { PublicPost } from '../projections/public.js';
import type { LogCheckpoint } from './build-session.js';

/** What a run recorded about a post's page: its record's digest and the checkpoint the page shows. */
export interface PostBinding {
  readonly post: string;
  readonly recordDigest: string;
  readonly checkpoint: LogCheckpoint;
  /** The run whose checkpoint it is. */
  readonly since: string;
}

/** The digest of what Warrant says about a post on its page: its projection entry and the credential note. */
export function recordDigest(post: PublicPost | undefined, credentialNote: string): string {
  return contentHash({ post: post ?? null, credentialNote });
}

/**
 * Each post's binding for this run: the previous one when the record is unchanged and its checkpoint is still part of
 * this log (`inLog`), else this run's checkpoint.
 */
export function bindPosts(
  records: ReadonlyMap<string, string>,
  previous: ReadonlyMap<string, PostBinding>,
  current: { readonly runId: string; readonly checkpoint: LogCheckpoint },
  inLog: (checkpoint: LogCheckpoint) => boolean,
): Map<string, PostBinding> {
  const bound = new Map<string, PostBinding>();
  for (const [post, digest] of records) {
    const before = previous.get(post);
    bound.set(
      post,
      before && before.recordDigest === digest && inLog(before.checkpoint)
        ? before
        : { post, recordDigest: digest, checkpoint: current.checkpoint, since: current.runId },
    );
  }
  return bound;
}
