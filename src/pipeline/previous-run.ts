/**
 * @module pipeline/previous-run: what the run that published the live site recorded, read back from the audit log: the
 * checkpoint each post's page shows (post.bound) and the credentials it shipped (credential.signed), so a publish can
 * keep what did not change. The site names that run in `warrant/run.json`; the log, not the file, is believed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogued, type AuditLog, type PayloadOf } from '../audit/index.js';
import type { LogCheckpoint } from './build-session.js';
import type { ShippedCredential } from './credential-stage.js';
import type { PostBinding } from './page-binding.js';

/** Where a published site names the run that published it: its events say what each page binds and ships. */
export const PUBLISHED_RUN = 'warrant/run.json';

/** The run that published the site now live, or undefined (nothing published, or a file not written by a publish). */
export function publishedRun(outDir: string): string | undefined {
  try {
    const runId = (JSON.parse(readFileSync(join(outDir, PUBLISHED_RUN), 'utf8')) as { runId?: unknown }).runId;
    return typeof runId === 'string' && /^[0-9a-f-]{36}$/u.test(runId) ? runId : undefined;
  } catch {
    return undefined;
  }
}

/** The events of type `type` that run `runId` recorded under these ids (those the log holds). */
async function recordedBy<T extends 'post.bound' | 'credential.signed'>(
  log: AuditLog,
  runId: string,
  type: T,
  ids: readonly string[],
): Promise<PayloadOf<T>[]> {
  const payloads: PayloadOf<T>[] = [];
  for (const stored of await log.eventsById(ids)) {
    const e = readCatalogued(stored);
    if (e?.type === type && e.payload.runId === runId) payloads.push(e.payload as PayloadOf<T>);
  }
  return payloads;
}

/** What run `runId` recorded of these posts' pages (its post.bound events). */
export async function previousBindings(
  log: AuditLog,
  runId: string,
  posts: readonly string[],
): Promise<Map<string, PostBinding>> {
  const bound = await recordedBy(
    log,
    runId,
    'post.bound',
    posts.map((post) => `${runId}:bound:${post}`),
  );
  return new Map(bound.map((b) => [b.post, b]));
}

/** What run `runId` recorded of the credentials it shipped for these paths (its credential.signed events). */
export async function shippedCredentials(
  log: AuditLog,
  runId: string,
  paths: readonly string[],
): Promise<Map<string, ShippedCredential>> {
  const ids = paths.map((path) => `${runId}:credential:${path}`);
  return new Map((await recordedBy(log, runId, 'credential.signed', ids)).map((c) => [c.path, c]));
}

/** Whether an earlier checkpoint is one of this log's: same origin, and the log's root at its size is its root. */
export async function checkpointsInLog(
  log: AuditLog,
  current: LogCheckpoint,
  candidates: readonly LogCheckpoint[],
): Promise<(checkpoint: LogCheckpoint) => boolean> {
  const ours = (checkpoint: LogCheckpoint): boolean =>
    checkpoint.origin === current.origin && checkpoint.size <= current.size;
  const roots = new Map<number, string>();
  for (const candidate of candidates)
    if (ours(candidate) && !roots.has(candidate.size)) roots.set(candidate.size, await log.rootHash(candidate.size));
  return (checkpoint) => ours(checkpoint) && roots.get(checkpoint.size) === checkpoint.rootHash;
}
