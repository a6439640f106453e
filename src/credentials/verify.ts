/** @module credentials/verify: reads a credential with c2pa-rs and states it as Trusted / Valid / Invalid with reasons. */
import type { Json } from '../core/canonical.js';
import { sha256Hex } from '../core/canonical.js';
import { GROUNDING_LABEL } from './manifest.js';
import { explainStatus } from './status-codes.js';
import { loadC2pa } from './wasm.js';

export type CredentialState = 'Trusted' | 'Valid' | 'Invalid' | 'Missing';

export interface StatusEntry {
  readonly code: string;
  readonly kind: 'success' | 'informational' | 'failure';
  /** Plain words. */
  readonly explanation: string;
  /** What the validator itself said, when it said something. */
  readonly detail?: string;
}

export interface Checkpoint {
  readonly origin: string;
  readonly size: number;
  readonly rootHash: string;
}

/** Checks a checkpoint against the audit log (injected: the log lives elsewhere). */
export type CheckpointCheck = (checkpoint: Checkpoint) => { state: 'match' | 'mismatch' | 'unknown'; reason?: string };

export interface VerifyOptions {
  /** PEM texts of trusted CAs, used both for signers and for time-stamp authorities. Empty: nothing is Trusted. */
  readonly anchorsPem: readonly string[];
  /** contentHash of the published public projection, to compare with the grounding record's projectionDigest. */
  readonly projectionDigest?: string;
  /** contentHash of each post's entry in it, by slug, to compare with an article page's postDigest. */
  readonly postDigests?: ReadonlyMap<string, string>;
  readonly checkCheckpoint?: CheckpointCheck;
  /** The page's path in its site (posts/<slug>/index.html), to compare with the record's `page`; null: no site known. */
  readonly pagePath?: string | null;
  /** A page's credential must carry the grounding record (default true for sidecars); off only for the trust probe. */
  readonly requireGrounding?: boolean;
}

export interface CredentialReport {
  readonly state: CredentialState;
  readonly statuses: readonly StatusEntry[];
  readonly signer?: string;
  readonly grounding?: Json;
  /** The IPTC digital source type of the created action: how the asset was made (written, or drafted with AI). */
  readonly digitalSourceType?: string;
  /** The created action's description, e.g. which models drafted a page. */
  readonly creation?: string;
}

interface RawStatus {
  code: string;
  explanation?: string;
}

interface ReaderJson {
  active_manifest?: string;
  manifests?: Record<
    string,
    { assertions?: { label: string; data: Json }[]; signature_info?: { common_name?: string; issuer?: string } }
  >;
  validation_results?: {
    activeManifest?: { success?: RawStatus[]; informational?: RawStatus[]; failure?: RawStatus[] };
  };
}

/** Reader context JSON: the anchors as both manifest and TSA trust (c2pa-rs 0.92 shape); undefined when there are none. */
export function readerContext(anchorsPem: readonly string[]): string | undefined {
  const pem = anchorsPem.join('\n').trim();
  if (!pem) return undefined;
  return JSON.stringify({
    trust: {
      anchors: [
        { trust_anchors: pem, trust_kind: 'manifest' },
        { trust_anchors: pem, trust_kind: 'tsa' },
      ],
    },
  });
}

function entry(kind: StatusEntry['kind'], code: string, detail?: string): StatusEntry {
  return { code, kind, explanation: explainStatus(code, detail ?? code), ...(detail ? { detail } : {}) };
}

/** The state the statuses amount to: any failure but "untrusted" is Invalid; "untrusted" alone is Valid; none is Trusted. */
export function stateOf(statuses: readonly StatusEntry[]): CredentialState {
  const failures = statuses.filter((s) => s.kind === 'failure').map((s) => s.code);
  if (failures.some((code) => code !== 'signingCredential.untrusted')) return 'Invalid';
  return failures.length > 0 ? 'Valid' : 'Trusted';
}

function unreadable(error: unknown): CredentialReport {
  const detail = error instanceof Error ? error.message : String(error);
  const missing = /JumbfNotFound|ManifestNotFound|NotFound/i.test(detail);
  const statuses = [entry('failure', missing ? 'warrant.credential.missing' : 'warrant.manifest.unreadable', detail)];
  return { state: missing ? 'Missing' : 'Invalid', statuses };
}

function groundingChecks(grounding: Json | undefined, options: VerifyOptions, required: boolean): StatusEntry[] {
  const record =
    grounding !== null && typeof grounding === 'object' && !Array.isArray(grounding)
      ? (grounding as Record<string, Json>)
      : undefined;
  if (!record) return required ? [entry('failure', 'warrant.grounding.missing')] : [];
  const out: StatusEntry[] = [];
  // An article page binds its post's entry (so another post's edit leaves it valid); other pages the whole projection.
  const published =
    typeof record['postDigest'] === 'string' && options.postDigests !== undefined
      ? {
          claimed: record['postDigest'],
          digest: options.postDigests.get(typeof record['post'] === 'string' ? record['post'] : ''),
          missing: `no post ${JSON.stringify(record['post'] ?? null)} in the projection`,
        }
      : options.projectionDigest !== undefined
        ? { claimed: record['projectionDigest'], digest: options.projectionDigest, missing: 'no projection' }
        : undefined;
  if (published) {
    const claimed = typeof published.claimed === 'string' ? published.claimed.replace(/^sha256:/, '') : undefined;
    out.push(
      claimed !== undefined && claimed === published.digest
        ? entry('success', 'warrant.grounding.projectionMatch')
        : entry(
            'failure',
            'warrant.grounding.projectionMismatch',
            `credential: ${String(claimed)}, published: ${published.digest ?? published.missing}`,
          ),
    );
  }
  if (options.pagePath !== undefined) out.push(pageCheck(record['page'], options.pagePath));
  if (options.checkCheckpoint) {
    const cp = record['checkpoint'] as Record<string, Json> | undefined;
    const checkpoint =
      cp && typeof cp['origin'] === 'string' && typeof cp['size'] === 'number' && typeof cp['rootHash'] === 'string'
        ? { origin: cp['origin'], size: cp['size'], rootHash: cp['rootHash'] }
        : undefined;
    const result = checkpoint
      ? options.checkCheckpoint(checkpoint)
      : { state: 'unknown' as const, reason: 'the grounding record has no well-formed checkpoint' };
    const kind = result.state === 'match' ? 'success' : result.state === 'mismatch' ? 'failure' : 'informational';
    out.push(entry(kind, `warrant.checkpoint.${result.state}`, result.reason));
  }
  return out;
}

/** The page's path against the one its grounding record names: a credential copied beside another page fails. */
function pageCheck(named: Json | undefined, pagePath: string | null): StatusEntry {
  if (pagePath === null) return entry('informational', 'warrant.grounding.pageUnchecked');
  if (named === pagePath) return entry('success', 'warrant.grounding.pageMatch');
  return entry(
    'failure',
    'warrant.grounding.pageMismatch',
    `credential: ${typeof named === 'string' ? named : 'no page named'}, found at: ${pagePath}`,
  );
}

async function read(
  format: string,
  bytes: Uint8Array,
  options: VerifyOptions,
): Promise<{ json: ReaderJson; crJson: string } | { error: unknown }> {
  const { WasmReader } = loadC2pa();
  try {
    const reader = await WasmReader.fromBytes(format, bytes, readerContext(options.anchorsPem) ?? null);
    try {
      return { json: JSON.parse(reader.json()) as ReaderJson, crJson: reader.crJson() };
    } finally {
      reader.free();
    }
  } catch (error) {
    return { error };
  }
}

function report(
  json: ReaderJson,
  extra: (raw: StatusEntry[]) => StatusEntry[],
  options: VerifyOptions,
  groundingRequired: boolean,
): CredentialReport {
  const results = json.validation_results?.activeManifest ?? {};
  const raw = [
    ...(results.success ?? []).map((s) => entry('success', s.code, s.explanation)),
    ...(results.informational ?? []).map((s) => entry('informational', s.code, s.explanation)),
    ...(results.failure ?? []).map((s) => entry('failure', s.code, s.explanation)),
  ];
  const active = json.active_manifest ? json.manifests?.[json.active_manifest] : undefined;
  const grounding = active?.assertions?.find((a) => a.label === GROUNDING_LABEL)?.data;
  const statuses = [...extra(raw), ...groundingChecks(grounding, options, groundingRequired)];
  const signer = active?.signature_info?.common_name;
  const created = createdAction(active?.assertions);
  return {
    state: stateOf(statuses),
    statuses,
    ...(signer ? { signer } : {}),
    ...(grounding !== undefined ? { grounding } : {}),
    ...(created?.digitalSourceType ? { digitalSourceType: created.digitalSourceType } : {}),
    ...(created?.description ? { creation: created.description } : {}),
  };
}

/** The c2pa.created action of a manifest's actions assertion, if it has one. */
function createdAction(
  assertions: readonly { label: string; data?: Json }[] | undefined,
): { digitalSourceType?: string; description?: string } | undefined {
  const actions = assertions?.find((a) => a.label === 'c2pa.actions.v2' || a.label === 'c2pa.actions')?.data;
  const list = (actions as { actions?: unknown } | undefined)?.actions;
  if (!Array.isArray(list)) return undefined;
  const created = (list as unknown[]).find((a) => (a as { action?: unknown } | null)?.action === 'c2pa.created') as
    { digitalSourceType?: unknown; description?: unknown } | undefined;
  if (created === undefined) return undefined;
  return {
    ...(typeof created.digitalSourceType === 'string' ? { digitalSourceType: created.digitalSourceType } : {}),
    ...(typeof created.description === 'string' ? { description: created.description } : {}),
  };
}

/** Verify an asset with an embedded manifest (PNG, JPEG, SVG). */
export async function verifyEmbedded(
  bytes: Uint8Array,
  format: string,
  options: VerifyOptions,
): Promise<CredentialReport> {
  const result = await read(format, bytes, options);
  if ('error' in result) return unreadable(result.error);
  return report(result.json, (raw) => raw, options, false);
}

/** The sidecar's data hash: SHA-256 over the whole asset, as hex; undefined when it has exclusions or is unreadable. */
export function sidecarDataHash(crJson: string): string | undefined {
  const parsed = JSON.parse(crJson) as {
    manifests?: { assertions?: Record<string, { alg?: string; hash?: string; exclusions?: unknown[] }> }[];
  };
  const dataHash = parsed.manifests?.[0]?.assertions?.['c2pa.hash.data'];
  const b64 = /^b64'([A-Za-z0-9+/=]+)'$/.exec(dataHash?.hash ?? '')?.[1];
  if (!dataHash || dataHash.alg !== 'sha256' || !b64 || (dataHash.exclusions?.length ?? 0) > 0) return undefined;
  return Buffer.from(b64, 'base64').toString('hex');
}

/**
 * Verify a page against its sidecar manifest. c2pa-rs validates signature, certificate and assertion hashes but hashes
 * the manifest file as if it were the asset (always a dataHash mismatch); that one finding is replaced by the real
 * comparison: the sidecar's data hash against SHA-256 of the page bytes.
 */
export async function verifySidecar(
  pageBytes: Uint8Array,
  manifestBytes: Uint8Array,
  options: VerifyOptions,
): Promise<CredentialReport> {
  const result = await read('application/c2pa', manifestBytes, options);
  if ('error' in result) return unreadable(result.error);
  const signed = sidecarDataHash(result.crJson);
  return report(
    result.json,
    (raw) => {
      const rest = raw.filter((s) => !(s.kind === 'failure' && s.code === 'assertion.dataHash.mismatch'));
      if (signed === undefined) return [...rest, entry('failure', 'warrant.sidecar.unsupportedHash')];
      const actual = sha256Hex(pageBytes);
      return [
        ...rest,
        signed === actual
          ? entry('success', 'assertion.dataHash.match')
          : entry('failure', 'assertion.dataHash.mismatch', `signed sha256 ${signed}, page sha256 ${actual}`),
      ];
    },
    options,
    options.requireGrounding ?? true,
  );
}
