/**
 * @module sources/registry-entry: a new line of ledger/sources.jsonl for a file being pinned, validated like every
 * registry line, and what changed in a pinned copy since it was registered. Pure.
 */
import { canonicalJson, sha256Hex } from '../core/canonical.js';
import type { Sensitivity, Source, SourceTier } from '../core/model.js';
import { SourceSchema } from '../inputs/sources.js';

export interface NewSource {
  readonly id: string;
  readonly title: string;
  readonly tier: SourceTier;
  readonly sensitivity: Sensitivity;
  /** Project-relative path the copy is pinned at. */
  readonly uri: string;
  readonly bytes: Uint8Array;
}

/** The registry line for a new source, or every reason it cannot be registered. */
export function registryEntry(
  source: NewSource,
  registered: readonly Source[],
): { entry: Source; line: string } | { errors: string[] } {
  const entry = {
    id: source.id,
    uri: source.uri,
    title: source.title,
    tier: source.tier,
    sensitivity: source.sensitivity,
    sha256: sha256Hex(source.bytes),
  };
  const parsed = SourceSchema.safeParse(entry);
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`);
  if (registered.some((s) => s.id === source.id))
    errors.push(`id: "${source.id}" is already registered; choose another id`);
  const sameFile = registered.find((s) => s.uri === source.uri);
  if (sameFile) errors.push(`${source.uri} is already registered as "${sameFile.id}"`);
  return errors.length > 0 ? { errors } : { entry, line: `${canonicalJson(entry)}\n` };
}

/** The first line where two texts differ, 1-based, with both versions of it; undefined when they are equal. */
export function firstChange(
  before: string,
  after: string,
): { line: number; before: string; after: string } | undefined {
  const a = before.split('\n');
  const b = after.split('\n');
  for (let k = 0; k < Math.max(a.length, b.length); k += 1)
    if (a[k] !== b[k]) return { line: k + 1, before: a[k] ?? '(end of file)', after: b[k] ?? '(end of file)' };
  return undefined;
}
