/**
 * @module projections/public: the public view of a publish, built field by field from explicit public types (never by
 * deleting fields from internal objects). Source-derived values pass through taint labels: a non-public source appears
 * only as its hash, its tier and "private source", and its excerpt only with a clearance grant for exactly those bytes.
 */
import { sourceCopyPath } from './source-copy.js';
import { sha256Hex } from '../core/canonical.js';
import type { Claim, GroundingStatus, PostMeta, Sensitivity, Source, SourceTier, Verdict } from '../core/model.js';
import type { RunRecord } from './run-record.js';
import { declassify, publicValue, tainted, type ClearanceGrant } from './taint.js';

/** A passage of a source, as published: its text and the SHA-256 of its UTF-8 bytes. */
export interface PublicExcerpt {
  readonly text: string;
  readonly sha256: string;
}

export type PublicSource =
  | {
      readonly kind: 'public';
      readonly id: string;
      readonly title: string;
      readonly tier: SourceTier;
      readonly uri: string;
      readonly sha256: string;
      /** Where the site publishes its pinned copy, unchanged (see source-copy). */
      readonly copy: string;
      readonly excerpt?: PublicExcerpt;
    }
  | {
      readonly kind: 'private';
      readonly label: 'private source';
      readonly tier: SourceTier;
      readonly sha256: string;
      readonly excerpt?: PublicExcerpt;
    };

/** Who checked a claim against its sources: Warrant's machine checks, or a named person with a signed review. */
export type CheckedBy =
  | { readonly tier: 'machine' }
  | { readonly tier: 'human'; readonly reviewer: string; readonly date: string; readonly overruled: boolean };

export interface PublicClaim {
  readonly id: string;
  readonly text: string;
  readonly status: GroundingStatus;
  readonly checkedBy: CheckedBy;
  readonly sources: readonly PublicSource[];
}

export interface PublicPost {
  readonly slug: string;
  readonly title: string;
  readonly date: string;
  readonly author: string;
  readonly summary: string;
  readonly claims: readonly PublicClaim[];
}

export interface PublicProjection {
  readonly version: 2;
  readonly posts: readonly PublicPost[];
}

/** A cited source as the builder receives it: its registration and the passage that decided the claim, if any. */
export interface CitedSource {
  readonly id: string;
  readonly sha256: string;
  readonly uri: string;
  readonly title: string;
  readonly tier: SourceTier;
  readonly sensitivity: Sensitivity;
  readonly passage?: string;
}

/** What the public builder reads: posts with their claims, each claim with its cited sources; and the clearance grants. */
export interface PublicInput {
  readonly posts: readonly (PostMeta & {
    readonly slug: string;
    readonly claims: readonly {
      readonly id: string;
      readonly text: string;
      readonly status: GroundingStatus;
      readonly checkedBy: CheckedBy;
      readonly sources: readonly CitedSource[];
    }[];
  })[];
  readonly grants: readonly ClearanceGrant[];
}

// Stryker disable next-line ArrayDeclaration: a list holding anything but a grant made by grantFor grants nothing (declassify checks the grant's private symbol)
/** One cited source, narrowed to public fields. Every source-derived value goes out through `publicValue`. */
export function publicSource(source: CitedSource, grants: readonly ClearanceGrant[] = []): PublicSource {
  const label = source.sensitivity;
  const excerptText =
    source.passage === undefined
      ? undefined
      : publicValue(declassify(tainted(source.passage, label), source.sha256, grants));
  const excerpt = excerptText === undefined ? {} : { excerpt: { text: excerptText, sha256: sha256Hex(excerptText) } };
  const id = publicValue(tainted(source.id, label));
  const title = publicValue(tainted(source.title, label));
  const uri = publicValue(tainted(source.uri, label));
  // Stryker disable next-line LogicalOperator: id, title and uri are strings with the same label, so publicValue gives all three or none
  if (id !== undefined && title !== undefined && uri !== undefined)
    return {
      kind: 'public',
      id,
      title,
      tier: source.tier,
      uri,
      sha256: source.sha256,
      copy: sourceCopyPath(source.sha256, uri),
      ...excerpt,
    };
  return { kind: 'private', label: 'private source', tier: source.tier, sha256: source.sha256, ...excerpt };
}

const humanCheck = (reviewer: string, at: string, overruled: boolean): CheckedBy => ({
  tier: 'human',
  reviewer,
  date: at.slice(0, 10),
  overruled,
});

/** The public projection. Pure. */
export function buildPublicProjection(input: PublicInput): PublicProjection {
  return {
    version: 2,
    posts: input.posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      date: post.date,
      author: post.author,
      summary: post.summary,
      claims: post.claims.map((claim) => ({
        id: claim.id,
        text: claim.text,
        status: claim.status,
        checkedBy: claim.checkedBy,
        sources: claim.sources.map((s) => publicSource(s, input.grants)),
      })),
    })),
  };
}

/** The public projection of a run replayed from the audit log: its posts that no gate blocked, and its valid clearances. */
export function publicProjectionOf(run: RunRecord, grants: readonly ClearanceGrant[]): PublicProjection {
  const blocked = new Set(run.gates.filter((g) => g.blocked).map((g) => g.post));
  // The person whose applied confirmation decided a claim, from the run's claim.reviewed events.
  const confirmed = new Map(
    run.reviews.filter((r) => r.applied && r.verdict === 'supported').map((r) => [r.claimId, r] as const),
  );
  const verdicts = new Map(run.verdicts.filter((v) => v.gate === 1).map((v) => [v.claimId, v]));
  const latest = new Map(run.sources.map((s) => [s.sourceId, s]));
  return buildPublicProjection({
    grants,
    posts: run.posts
      .filter((post) => !blocked.has(post.post))
      .map((post) => ({
        slug: post.post,
        title: post.title,
        date: post.date,
        author: post.author,
        summary: post.summary,
        claims: run.claims
          .filter((claim) => claim.post === post.post)
          .map((claim) => {
            const verdict = verdicts.get(claim.claimId);
            const review = confirmed.get(claim.claimId);
            return {
              id: claim.claimId,
              text: claim.text,
              status: verdict?.status ?? 'unverifiable',
              checkedBy: review
                ? humanCheck(review.reviewer, review.at, review.override !== undefined)
                : ({ tier: 'machine' } as const),
              sources: claim.sourceRefs.flatMap((id): CitedSource[] => {
                const assessment = verdict?.assessments.find((a) => a.sourceId === id);
                const registration =
                  run.sources.find((s) => s.sourceId === id && s.sha256 === assessment?.sourceSha256) ?? latest.get(id);
                if (!registration) return [];
                const { sourceId, ...rest } = registration;
                return [
                  { id: sourceId, ...rest, ...(assessment?.passage ? { passage: assessment.passage.text } : {}) },
                ];
              }),
            };
          }),
      })),
  });
}

export interface ProjectionInput {
  readonly posts: readonly { readonly slug: string; readonly meta: PostMeta; readonly claims: readonly Claim[] }[];
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly registry: ReadonlyMap<string, Source>;
}

/**
 * The public projection from a check held in memory, for an Astro build not started by `warrant publish`: the same
 * builder, with no clearances (so no non-public excerpt). A publish uses `publicProjectionOf` over the verified log.
 */
export function projectPublic(input: ProjectionInput): PublicProjection {
  return buildPublicProjection({
    // Stryker disable next-line ArrayDeclaration: a list holding anything but a grant made by grantFor grants nothing (declassify checks the grant's private symbol)
    grants: [],
    posts: input.posts.map((post) => ({
      slug: post.slug,
      ...post.meta,
      claims: post.claims.map((claim) => {
        const verdict = input.verdicts.get(claim.id);
        const review = verdict?.assessments.find((a) => a.review && a.support === 'supported')?.review;
        return {
          id: claim.id,
          text: claim.text,
          status: verdict?.status ?? 'unverifiable',
          checkedBy: review
            ? humanCheck(review.reviewer, review.at, review.override !== undefined)
            : ({ tier: 'machine' } as const),
          sources: claim.sourceRefs.flatMap((id): CitedSource[] => {
            const source = input.registry.get(id);
            if (!source) return [];
            const passage = verdict?.assessments.find((a) => a.sourceId === id)?.passage?.text;
            return [
              {
                id: source.id,
                sha256: source.sha256,
                uri: source.uri,
                title: source.title,
                tier: source.tier,
                sensitivity: source.sensitivity,
                ...(passage !== undefined ? { passage } : {}),
              },
            ];
          }),
        };
      }),
    })),
  });
}
