/** @module credentials/sign: signing assets with c2pa-rs: embedded manifests for images, sidecar manifests for pages. */
import { performance } from 'node:perf_hooks';
import type { Json } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { coseSign1, reserveSizeFor } from './cose.js';
import { linkManifest } from './html.js';
import { manifestDefinition, type Drafting } from './manifest.js';
import type { CredentialSigner } from './signer.js';
import type { TimestampAuthority } from './timestamp.js';
import { bytesBlob, loadC2pa } from './wasm.js';

export interface SigningKit {
  readonly signer: CredentialSigner;
  readonly timestamp?: TimestampAuthority;
}

export interface AssetToSign {
  readonly bytes: Uint8Array;
  readonly format: string;
  readonly title: string;
  readonly grounding?: Json;
  readonly drafting?: Drafting;
}

function signerDefinition(kit: SigningKit): {
  alg: string;
  reserveSize: number;
  sign: (bytes: Uint8Array) => Promise<Uint8Array<ArrayBuffer>>;
} {
  const reserveSize = reserveSizeFor(kit.signer, kit.timestamp !== undefined);
  return {
    alg: kit.signer.alg,
    reserveSize,
    sign: async (claim) =>
      new Uint8Array(
        await coseSign1(claim, kit.signer, { reserveSize, ...(kit.timestamp ? { timestamp: kit.timestamp } : {}) }),
      ),
  };
}

function signingFailed(asset: AssetToSign, error: unknown): WarrantError {
  if (error instanceof WarrantError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new WarrantError('INTERNAL', `c2pa could not sign ${asset.title} (${asset.format}): ${detail}`, {
    cause: error,
  });
}

/** The asset with its manifest embedded (PNG, JPEG, SVG). */
export async function signEmbedded(asset: AssetToSign, kit: SigningKit): Promise<Uint8Array> {
  const { WasmBuilder } = loadC2pa();
  const builder = WasmBuilder.fromJson(manifestDefinition(asset));
  try {
    return new Uint8Array(await builder.sign(signerDefinition(kit), [], asset.format, bytesBlob(asset.bytes)));
  } catch (error) {
    throw signingFailed(asset, error);
  } finally {
    builder.free();
  }
}

/** A sidecar manifest (.c2pa) whose data hash covers the asset bytes exactly as given; the asset is not changed. */
export async function signSidecar(asset: AssetToSign, kit: SigningKit): Promise<Uint8Array> {
  const { WasmBuilder } = loadC2pa();
  const builder = WasmBuilder.fromJson(manifestDefinition(asset));
  try {
    builder.setNoEmbed(true);
    const result = (await builder.signAndGetManifestBytes(
      signerDefinition(kit),
      [],
      asset.format,
      bytesBlob(asset.bytes),
    )) as {
      manifest?: unknown;
    };
    if (!(result.manifest instanceof Uint8Array)) throw new Error('no manifest bytes returned');
    return new Uint8Array(result.manifest);
  } catch (error) {
    throw signingFailed(asset, error);
  } finally {
    builder.free();
  }
}

/**
 * Link the page to its sidecar, then sign the linked bytes: the manifest's hash covers the page exactly as it ships.
 * Returns both; write both, or neither.
 */
export async function linkAndSignPage(
  page: { html: string; href: string; title: string; grounding: Json; drafting?: Drafting },
  kit: SigningKit,
): Promise<{ html: Uint8Array; manifest: Uint8Array }> {
  const html = new TextEncoder().encode(linkManifest(page.html, page.href));
  const manifest = await signSidecar(
    {
      bytes: html,
      format: 'text/html',
      title: page.title,
      grounding: page.grounding,
      ...(page.drafting ? { drafting: page.drafting } : {}),
    },
    kit,
  );
  return { html, manifest };
}

/** One page to link to its sidecar and sign. */
export interface PageJob {
  readonly html: string;
  readonly href: string;
  readonly title: string;
  readonly grounding: Json;
  readonly drafting?: Drafting;
}

/** A page signed (the linked HTML and its manifest, and how long it took), or why it could not be. */
export type PageSigned = { html: Uint8Array; manifest: Uint8Array; signMs: number } | { error: string };

/** Link and sign one page, timed; a failure is its reason, never a throw. */
export async function signPageJob(job: PageJob, kit: SigningKit): Promise<PageSigned> {
  const started = performance.now();
  try {
    const signed = await linkAndSignPage(job, kit);
    return { html: signed.html, manifest: signed.manifest, signMs: performance.now() - started };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
