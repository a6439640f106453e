/**
 * @module pipeline/credential-stage: Content Credentials for a staged build: the trust decision before the build (so
 * pages can say what they carry), then signing every page and image, or withholding them all when the signer is untrusted.
 */
import { readFileSync } from 'node:fs';
import { filesUnder } from '../adapters/project-files.js';
import { sha256Hex, type Json } from '../core/canonical.js';
import { finding, type Finding } from '../core/findings.js';
import {
  credentialPages,
  decideCredentialTrust,
  loadCredentialConfig,
  type CredentialConfig,
  type Drafting,
} from '../credentials/index.js';
import type { NewEvent } from '../audit/index.js';
import { event, type EventContext } from './events.js';
import type { RenderedPage } from './render-check.js';

export interface CredentialPlan {
  readonly config?: CredentialConfig;
  readonly trusted: boolean;
  readonly reason: string;
  /** The sentence each page's provenance section prints. */
  readonly note: string;
}

export async function planCredentials(root: string, certsDir?: string): Promise<CredentialPlan> {
  const config = loadCredentialConfig(root, certsDir ? { certsDir } : {});
  if (!config) {
    return {
      trusted: false,
      reason: 'no signing certificate and key in certs/',
      note: 'Content Credential: none. This site is not configured to sign its pages.',
    };
  }
  const trust = await decideCredentialTrust(config);
  const note = trust.trusted
    ? 'Content Credential: this page carries a signed C2PA manifest (index.c2pa) binding it to the claims and verdicts above and to the audit log checkpoint. Check it with the warrant verify command or any C2PA reader.'
    : // Words for a reader: why there is no credential, not the author's fix (the publish findings say that).
      'Content Credential: withheld. The publisher’s signing certificate is not trusted, so this page carries no signed manifest.';
  return { config, trusted: trust.trusted, reason: trust.reason, note };
}

const IMAGE = /\.(png|jpe?g|svg)$/i;

export interface CredentialStageResult {
  readonly findings: readonly Finding[];
  readonly events: readonly NewEvent[];
}

/** Sign (or withhold) the credentials of a staged build. `grounding(post, page)` is the record each page's manifest binds. */
export async function credentialStage(
  plan: CredentialPlan,
  ctx: EventContext,
  input: {
    staging: string;
    displayOutDir: string;
    pages: readonly RenderedPage[];
    grounding: (post: string, page: string) => Json;
    /** For a post a model drafted, the models its trace names: its pages' credentials say so. */
    drafting?: (post: string) => Drafting | undefined;
  },
): Promise<CredentialStageResult> {
  const place = { file: input.displayOutDir, line: 1, column: 1 };
  if (!plan.config)
    return {
      findings: [
        finding(
          'credential/not-configured',
          place,
          'pages ship without Content Credentials: certs/ holds no signing certificate and key',
        ),
      ],
      events: [],
    };
  // Article pages bind their post's record; every other page (the index) binds the site's projection with no claims.
  const postOf = new Map(input.pages.map((p) => [p.path, p.post]));
  const articlePaths = new Set(postOf.keys());
  // The copies of sources are evidence, not pages: never signed, never changed.
  const ofSite = (path: string): boolean => !path.startsWith('sources/');
  const otherPages = filesUnder(input.staging, (name) => name.endsWith('.html')).filter(
    (path) => !articlePaths.has(path) && ofSite(path),
  );
  const outcome = await credentialPages(
    {
      outDir: input.staging,
      pages: [
        ...input.pages.map((p) => {
          const drafting = input.drafting?.(p.post);
          return {
            post: p.post,
            htmlPath: p.path,
            grounding: input.grounding(p.post, p.path),
            ...(drafting ? { drafting } : {}),
          };
        }),
        ...otherPages.map((path) => ({ post: '', htmlPath: path, grounding: input.grounding('', path) })),
      ],
      images: filesUnder(input.staging, (name) => IMAGE.test(name)).filter(ofSite),
      // Decided before the build, for the pages' provenance note: not probed a second time.
      trust: { trusted: plan.trusted, reason: plan.reason },
    },
    plan.config,
  );
  const events: NewEvent[] = [
    event(ctx, `${ctx.runId}:trust`, 'credential.trust', {
      runId: ctx.runId,
      trusted: outcome.trust.trusted,
      reason: outcome.trust.reason,
    }),
    ...outcome.results.map((r) => {
      const post = postOf.get(r.path);
      const about = { runId: ctx.runId, ...(post ? { post } : {}), path: r.path };
      return r.state === 'signed' && r.manifestPath
        ? event(ctx, `${ctx.runId}:credential:${r.path}`, 'credential.signed', {
            ...about,
            manifestSha256: sha256Hex(readFileSync(r.manifestPath)),
            manifestBytes: r.bytes ?? 0,
          })
        : event(ctx, `${ctx.runId}:credential:${r.path}`, 'credential.withheld', {
            ...about,
            reason: r.reason ?? 'no credential was made',
          });
    }),
  ];

  const findings = outcome.results
    .filter((r) => r.state === 'withheld')
    .map((r) =>
      finding(
        'credential/withheld',
        { ...place, file: `${input.displayOutDir}/${r.path}` },
        r.reason ?? 'credential withheld',
      ),
    );
  return { findings, events };
}
