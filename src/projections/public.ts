/**
 * @module projections/public: the public view of a publish, built field by field from explicit public types (never by
 * deleting fields from internal objects). A non-public source appears only as its hash, its tier and "private source".
 */
import type { Claim, GroundingStatus, PostMeta, Source, SourceTier, Verdict } from '../core/model.js';

export type PublicSource =
  | { readonly kind: 'public'; readonly id: string; readonly title: string; readonly tier: SourceTier; readonly uri: string; readonly sha256: string }
  | { readonly kind: 'private'; readonly label: 'private source'; readonly tier: SourceTier; readonly sha256: string };

export interface PublicClaim {
  readonly id: string;
  readonly text: string;
  readonly status: GroundingStatus;
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
  readonly version: 1;
  readonly posts: readonly PublicPost[];
}

export function publicSource(source: Source): PublicSource {
  if (source.sensitivity === 'public') {
    return { kind: 'public', id: source.id, title: source.title, tier: source.tier, uri: source.uri, sha256: source.sha256 };
  }
  return { kind: 'private', label: 'private source', tier: source.tier, sha256: source.sha256 };
}

export interface ProjectionInput {
  readonly posts: readonly { readonly slug: string; readonly meta: PostMeta; readonly claims: readonly Claim[] }[];
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly registry: ReadonlyMap<string, Source>;
}

/** The public projection of the posts being published. Pure. */
export function projectPublic(input: ProjectionInput): PublicProjection {
  return {
    version: 1,
    posts: input.posts.map((post) => ({
      slug: post.slug,
      title: post.meta.title,
      date: post.meta.date,
      author: post.meta.author,
      summary: post.meta.summary,
      claims: post.claims.map((claim) => ({
        id: claim.id,
        text: claim.text,
        status: input.verdicts.get(claim.id)?.status ?? 'unverifiable',
        sources: claim.sourceRefs.flatMap((id) => {
          const source = input.registry.get(id);
          return source ? [publicSource(source)] : [];
        }),
      })),
    })),
  };
}
