/**
 * @module pipeline/traces: the drafting-trace stage wired to its adapter and the grounding engine: each post's trace
 * read, linted and turned into its claims' reliance; then each claim a drafting run wrote grounded against its own
 * chain's rows and against the rows fetched off it (seed 000), recorded as evidence, never a gate decision.
 */
import { readPostTrace } from '../adapters/trace-files.js';
import type { Place } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Claim, LoadedSource, Post, Source, SupportStatus } from '../core/model.js';
import type { GroundingEngine } from '../grounding/index.js';
import type { CapturedPost } from '../markdown/capture-post.js';
import { chainGrounding, checkPostTrace, claimChain, type ChainGrounding, type PostTrace } from '../trace/index.js';

/** A claim's chain-scoped grounding, with the agents of its chain. */
export interface ClaimChainResult extends ChainGrounding {
  readonly links: readonly string[];
}

/** Where each claim of a post is: its line and column in the post, or the first line of the file it came from. */
export function claimPlaces(post: Pick<Post, 'file' | 'source'>): (claim: Claim) => Place {
  const lines = new LineIndex(post.source);
  return (claim) =>
    claim.file === post.file
      ? { file: claim.file, ...lines.locate(claim.span.start), range: claim.span }
      : { file: claim.file, line: 1, column: 1 };
}

/** Lint every checked post's trace and give its claims the trace's reliance. Posts without a trace are unchanged. */
export function checkTraces(
  root: string,
  posts: readonly CapturedPost[],
  registry: ReadonlyMap<string, Source>,
): { traces: Map<string, PostTrace>; tracedPosts: CapturedPost[] } {
  const traces = new Map<string, PostTrace>();
  const tracedPosts = posts.map((post) => {
    const files = readPostTrace(root, post.post.slug);
    if (files === undefined) return post;
    const placeOf = claimPlaces(post.post);
    const checked = checkPostTrace({
      post: post.post.slug,
      spans: files.spans,
      ...(files.envelope ? { envelope: files.envelope } : {}),
      claims: post.claims,
      registry,
      placeOf,
    });
    traces.set(post.post.slug, checked);
    return {
      ...post,
      claims: post.claims.map((claim) => {
        const traced = checked.reliances.get(claim.id);
        return traced?.from === 'trace' ? { ...claim, tracedReliance: traced.reliance } : claim;
      }),
    };
  });
  return { traces, tracedPosts };
}

/** The support each source of `ids` gives the claim, by the engine (its verdict cache makes repeats cheap). */
async function supports(
  engine: GroundingEngine,
  claim: Claim,
  ids: readonly string[],
  sources: ReadonlyMap<string, LoadedSource>,
): Promise<SupportStatus[]> {
  if (ids.length === 0) return [];
  const verdict = await engine.ground({ ...claim, sourceRefs: ids }, sources);
  return verdict.assessments.map((a) => a.support);
}

/** Ground each claim a drafting run wrote against its chain's rows and the rows fetched off its chain. */
export async function groundChains(
  engine: GroundingEngine,
  posts: readonly CapturedPost[],
  traces: ReadonlyMap<string, PostTrace>,
  sources: ReadonlyMap<string, LoadedSource>,
): Promise<Map<string, ClaimChainResult>> {
  const results = new Map<string, ClaimChainResult>();
  // A row's content is known when a pinned copy here holds exactly the bytes the run says it read.
  const isKnown = (id: string, sha256: string): boolean => sources.get(id)?.sha256 === sha256;
  for (const post of posts) {
    const traced = traces.get(post.post.slug);
    if (traced?.trace === undefined) continue;
    for (const claim of post.claims) {
      const producedBy = traced.reliances.get(claim.id)?.producedBy;
      if (producedBy === undefined) continue;
      const chain = claimChain(traced.trace, producedBy, isKnown);
      const unique = (rows: typeof chain.onChain): string[] => [...new Set(rows.map((r) => r.sourceId))];
      const on = chain.rowsKnown ? await supports(engine, claim, unique(chain.onChain), sources) : null;
      const off = await supports(engine, claim, unique(chain.offChain), sources);
      results.set(claim.id, { ...chainGrounding(chain, on, off, engine.groundingCapable), links: chain.links });
    }
  }
  return results;
}
