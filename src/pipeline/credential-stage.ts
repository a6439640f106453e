/**
 * @module pipeline/credential-stage: Content Credentials for a staged build: the trust decision before the build (so
 * pages can say what they carry), then signing every page and image, or withholding them all when the signer is untrusted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '../adapters/project-files.js';
import { contentHash, sha256Hex, type Json } from '../core/canonical.js';
import { finding, type Finding } from '../core/findings.js';
import {
  credentialPages,
  decideCredentialTrust,
  loadCredentialConfig,
  sidecarOf,
  type CredentialConfig,
  type Drafting,
} from '../credentials/index.js';
import type { NewEvent, PayloadOf } from '../audit/index.js';
import { GENERATOR } from '../credentials/manifest.js';
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
  /** Credentials shipped again from the published site (page and record unchanged), not signed anew. */
  readonly reused: number;
}

/** What the previous run recorded of a credential it shipped (its `credential.signed` event). */
export type ShippedCredential = PayloadOf<'credential.signed'>;

/** The site now live, and what its run recorded of the credentials it shipped for these page or image paths. */
export interface PublishedSite {
  readonly dir: string;
  readonly runId: string;
  shipped(paths: readonly string[]): Promise<ReadonlyMap<string, ShippedCredential>>;
}

/** One page or image to credential: its path in the staged build and what its credential binds besides its bytes. */
interface Item {
  readonly path: string;
  readonly post?: string;
  readonly grounding?: Json;
  readonly drafting?: Drafting;
  readonly inputSha256: string;
  readonly groundingDigest: string;
}

/**
 * The files of a published credential that may ship again for `item` (pure but for reading the published files): the
 * same bytes were built, the credential binds the same record with the same signer, and the published files are the
 * ones that run recorded. Anything else is signed anew.
 */
function shippedAgain(
  item: Item,
  shipped: ShippedCredential | undefined,
  site: PublishedSite,
): { files: Map<string, Buffer>; shipped: ShippedCredential; from: string } | undefined {
  if (
    !shipped ||
    shipped.inputSha256 !== item.inputSha256 ||
    shipped.groundingDigest !== item.groundingDigest ||
    shipped.outputSha256 === undefined
  )
    return undefined;
  const page = item.grounding !== undefined;
  const output = readIfExists(join(site.dir, item.path));
  if (!output || sha256Hex(output) !== shipped.outputSha256) return undefined;
  const files = new Map([[item.path, output]]);
  if (page) {
    const manifestPath = relative(site.dir, sidecarOf(join(site.dir, item.path)));
    const manifest = readIfExists(join(site.dir, manifestPath));
    if (!manifest || sha256Hex(manifest) !== shipped.manifestSha256) return undefined;
    files.set(manifestPath, manifest);
  }
  return { files, shipped, from: shipped.reusedFrom ?? site.runId };
}

function readIfExists(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Sign (or withhold) the credentials of a staged build. `grounding(post, page)` is the record each page's manifest
 * binds. A credential the published site already ships for the same bytes and record is shipped again (and recorded
 * so), unless `full` asks for every one to be signed anew.
 */
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
    published?: PublishedSite;
    full?: boolean;
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
      reused: 0,
    };
  // Article pages bind their post's record; every other page (the index) binds the site's projection with no claims.
  const postOf = new Map(input.pages.map((p) => [p.path, p.post]));
  const articlePaths = new Set(postOf.keys());
  // The copies of sources are evidence, not pages: never signed, never changed.
  const ofSite = (path: string): boolean => !path.startsWith('sources/');
  const otherPages = filesUnder(input.staging, (name) => name.endsWith('.html')).filter(
    (path) => !articlePaths.has(path) && ofSite(path),
  );
  // Who signs, and with which release of Warrant, is part of what a credential says: a change signs everything anew.
  const signer = sha256Hex(
    `${plan.config.chainPem ?? ''}\n${plan.config.tsaUrl ?? ''}\n${GENERATOR.name} ${GENERATOR.version}`,
  );
  const item = (path: string, post: string | undefined, grounding?: Json, drafting?: Drafting): Item => ({
    path,
    ...(post ? { post } : {}),
    ...(grounding !== undefined ? { grounding } : {}),
    ...(drafting ? { drafting } : {}),
    inputSha256: sha256Hex(readFileSync(join(input.staging, path))),
    groundingDigest: contentHash({ grounding: grounding ?? null, drafting: drafting ?? null, signer }),
  });
  const items = [
    ...input.pages.map((p) => item(p.path, p.post, input.grounding(p.post, p.path), input.drafting?.(p.post))),
    ...otherPages.map((path) => item(path, undefined, input.grounding('', path))),
    ...filesUnder(input.staging, (name) => IMAGE.test(name))
      .filter(ofSite)
      .map((path) => item(path, undefined)),
  ];
  const again = new Map<string, { shipped: ShippedCredential; from: string }>();
  const published = plan.trusted && !input.full ? input.published : undefined;
  if (published) {
    const shipped = await published.shipped(items.map((it) => it.path));
    for (const it of items) {
      const reuse = shippedAgain(it, shipped.get(it.path), published);
      if (!reuse) continue;
      for (const [path, bytes] of reuse.files) writeFileSync(join(input.staging, path), bytes);
      again.set(it.path, reuse);
    }
  }
  const toSign = items.filter((it) => !again.has(it.path));
  const outcome = await credentialPages(
    {
      outDir: input.staging,
      pages: toSign
        .filter((it) => it.grounding !== undefined)
        .map((it) => ({
          post: it.post ?? '',
          htmlPath: it.path,
          grounding: it.grounding as Json,
          ...(it.drafting ? { drafting: it.drafting } : {}),
        })),
      images: toSign.filter((it) => it.grounding === undefined).map((it) => it.path),
      // Decided before the build, for the pages' provenance note: not probed a second time.
      trust: { trusted: plan.trusted, reason: plan.reason },
    },
    plan.config,
  );
  const byPath = new Map(items.map((it) => [it.path, it]));
  const signedEvent = (it: Item, manifestPath: string, manifestBytes: number): NewEvent =>
    event(ctx, `${ctx.runId}:credential:${it.path}`, 'credential.signed', {
      runId: ctx.runId,
      ...(it.post ? { post: it.post } : {}),
      path: it.path,
      manifestSha256: sha256Hex(readFileSync(manifestPath)),
      manifestBytes,
      inputSha256: it.inputSha256,
      outputSha256: sha256Hex(readFileSync(join(input.staging, it.path))),
      groundingDigest: it.groundingDigest,
    });
  const events: NewEvent[] = [
    event(ctx, `${ctx.runId}:trust`, 'credential.trust', {
      runId: ctx.runId,
      trusted: outcome.trust.trusted,
      reason: outcome.trust.reason,
    }),
    // The same files as the run that signed them, already checked against its record: that record, from this run.
    ...[...again].map(([path, { shipped, from }]) =>
      event(ctx, `${ctx.runId}:credential:${path}`, 'credential.signed', {
        ...shipped,
        runId: ctx.runId,
        reusedFrom: from,
      }),
    ),
    ...outcome.results.map((r) => {
      const it = byPath.get(r.path) as Item;
      return r.state === 'signed' && r.manifestPath
        ? signedEvent(it, r.manifestPath, r.bytes ?? 0)
        : event(ctx, `${ctx.runId}:credential:${r.path}`, 'credential.withheld', {
            runId: ctx.runId,
            ...(it.post ? { post: it.post } : {}),
            path: r.path,
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
  return { findings, events, reused: again.size };
}
