/**
 * @module adapters/publish-lock: one publish at a time per blog. A lock file in `.warrant/` holds the running publish's
 * process id and run; a second publish is refused while that process lives, and takes over a lock its dead owner left.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WarrantError } from '../core/errors.js';

export const LOCK_FILE = '.warrant/publish.lock';

export interface PublishLock {
  /** The run whose lock was taken over because its process had died, if any. */
  readonly tookOverFrom?: string;
  release(): void;
}

/** Take the blog's publish lock for `runId`; throws PUBLISH_LOCKED while another live publish holds it. */
export function takePublishLock(root: string, runId: string): PublishLock {
  const path = join(root, LOCK_FILE);
  mkdirSync(dirname(path), { recursive: true });
  let tookOverFrom: string | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${JSON.stringify({ pid: process.pid, runId, started: new Date().toISOString() })}\n`);
      closeSync(fd);
      return {
        ...(tookOverFrom ? { tookOverFrom } : {}),
        release: () => rmSync(path, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && alive(holder.pid))
        throw new WarrantError(
          'PUBLISH_LOCKED',
          `another publish of this blog is running (process ${holder.pid}, run ${holder.runId}, since ${holder.started}); wait for it, or remove ${LOCK_FILE} if that process is gone`,
        );
      // Its owner died (killed, crashed): the lock is stale.
      tookOverFrom = holder?.runId ?? 'an unreadable lock';
      rmSync(path, { force: true });
    }
  }
  throw new WarrantError('PUBLISH_LOCKED', `could not take ${LOCK_FILE}`);
}

function readHolder(path: string): { pid: number; runId: string; started: string } | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; runId?: unknown; started?: unknown };
    return typeof value.pid === 'number' && typeof value.runId === 'string'
      ? { pid: value.pid, runId: value.runId, started: String(value.started ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
