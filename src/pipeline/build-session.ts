/**
 * @module pipeline/build-session: the hand-off between `warrant publish` and the Astro integration running inside the build
 * it starts. It lives on globalThis because Astro may load the integration as a separate module instance.
 */
import type { StageProfile } from '../core/stage-profile.js';
import type { CheckResult } from './check.js';
import type { Gate2Result } from './render-check.js';
import type { PublicProjection } from '../projections/public.js';

/** A log checkpoint as pages and credentials cite it. */
export interface LogCheckpoint {
  readonly origin: string;
  readonly size: number;
  readonly rootHash: string;
  /** The checkpoint as a signed note (C2SP), when the log signed one. */
  readonly note?: string;
}

export interface PublishSession {
  /** Gate 1 already decided by the publish command, so the build does not decide it again. */
  readonly check: CheckResult;
  /** The public projection replayed from the verified audit log, which the pages show. */
  readonly projection: PublicProjection;
  /** The audit log checkpoint after gate 1, which pages without a post show and their credentials bind. */
  readonly checkpoint: LogCheckpoint;
  /**
   * The checkpoint a post's page shows and its credential binds: that of the run that last changed what Warrant says
   * about the post (see pipeline/page-binding), so an unchanged post's page stays the same.
   */
  checkpointOf(slug: string): LogCheckpoint;
  /** The key that seals Warrant's own page text (see adapters/seal-key). */
  readonly sealKey: string;
  /** What each page's provenance section says about its Content Credential. */
  readonly credentialNote: string;
  /** How findings name the output directory (the build itself goes to a staging directory). */
  readonly displayOutDir: string;
  /** Where the build's own stages (gate 2) record their wall time. */
  readonly profile?: StageProfile;
  /** Gate 2's result, handed back before the build passes or fails. */
  onGate2(result: Gate2Result): void;
}

const KEY = Symbol.for('warrant.publish-session');
type Holder = { [KEY]?: PublishSession };

export function currentSession(): PublishSession | undefined {
  return (globalThis as Holder)[KEY];
}

/** Run `body` with a session in place, and always take it away afterwards. */
export async function withSession<T>(session: PublishSession, body: () => Promise<T>): Promise<T> {
  (globalThis as Holder)[KEY] = session;
  try {
    return await body();
  } finally {
    delete (globalThis as Holder)[KEY];
  }
}
