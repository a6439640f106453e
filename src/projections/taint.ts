/**
 * @module projections/taint: sensitivity labels on values derived from sources. A value carries the most restrictive
 * sensitivity of everything it was derived from; the only ways out to public output are `publicValue` (label public)
 * and `declassify` with a clearance grant for exactly that excerpt.
 */
import { sha256Hex } from '../core/canonical.js';
import { SENSITIVITIES, type Sensitivity } from '../core/model.js';

/** A value with the sensitivity of what it was derived from. */
export interface Tainted<T> {
  readonly value: T;
  readonly label: Sensitivity;
}

const rank = (label: Sensitivity): number => SENSITIVITIES.indexOf(label);

/** The most restrictive of the labels (public for none). */
export function joinLabels(...labels: readonly Sensitivity[]): Sensitivity {
  return labels.reduce<Sensitivity>((a, b) => (rank(b) > rank(a) ? b : a), 'public');
}

/** Parse a label defensively: anything that is not a known sensitivity is the most restrictive one. */
export function labelOf(value: unknown): Sensitivity {
  return SENSITIVITIES.find((s) => s === value) ?? 'secret';
}

export const tainted = <T>(value: T, label: Sensitivity): Tainted<T> => ({ value, label });

/** Derive a value: the result keeps the label of its input. */
export const derive = <T, U>(input: Tainted<T>, f: (value: T) => U): Tainted<U> => ({
  value: f(input.value),
  label: input.label,
});

/** Derive from two values: the result carries the join of their labels. */
export const derive2 = <A, B, U>(a: Tainted<A>, b: Tainted<B>, f: (a: A, b: B) => U): Tainted<U> => ({
  value: f(a.value, b.value),
  label: joinLabels(a.label, b.label),
});

/** The value, only when it is labelled public; otherwise undefined. The single exit to public output. */
export function publicValue<T>(input: Tainted<T>): T | undefined {
  return input.label === 'public' ? input.value : undefined;
}

const GRANT: unique symbol = Symbol('warrant.clearance-grant');

/** Permission to publish one excerpt of one source. Made only by `grantFor` from a validated clearance. */
export interface ClearanceGrant {
  readonly [GRANT]: true;
  readonly sourceSha256: string;
  readonly excerptSha256: string;
}

/** Made by the clearance validator (projections/clearance) after signature, scope and expiry checks; nowhere else. */
export function grantFor(scope: { readonly sourceSha256: string; readonly excerptSha256: string }): ClearanceGrant {
  return { [GRANT]: true, sourceSha256: scope.sourceSha256, excerptSha256: scope.excerptSha256 };
}

/**
 * An excerpt of the source with hash `sourceSha256`, relabelled public when one of the grants covers exactly this
 * source and these bytes; otherwise unchanged. A grant for other bytes or another source grants nothing.
 */
export function declassify(
  excerpt: Tainted<string>,
  sourceSha256: string,
  grants: readonly ClearanceGrant[],
): Tainted<string> {
  if (excerpt.label === 'public') return excerpt;
  const excerptSha256 = sha256Hex(excerpt.value);
  const covered = grants.some(
    (g) => g[GRANT] === true && g.sourceSha256 === sourceSha256 && g.excerptSha256 === excerptSha256,
  );
  return covered ? tainted(excerpt.value, 'public') : excerpt;
}
