/** @module grounding/reliance: was a cited source in the author's context before the claim was written (seed 002)? */
import type { Claim, Reliance } from '../core/model.js';

/**
 * Reliance of a claim on one source. A Markdown evidence table cannot show what was in context, so its claims are
 * support_only even if they name in-context sources (an import must not silently upgrade evidence); a post drafted with
 * AI takes its drafting trace's account; otherwise a source recorded in inContextSourceIds is pre_generation, and
 * anything else is unverifiable.
 */
export function relianceOf(
  claim: Pick<Claim, 'origin' | 'inContextSourceIds' | 'tracedReliance'>,
  sourceId: string,
): Reliance {
  if (claim.origin === 'evidence-table') return 'support_only';
  const traced = claim.tracedReliance?.[sourceId];
  if (traced !== undefined) return traced;
  if (claim.inContextSourceIds.includes(sourceId)) return 'pre_generation';
  return 'unverifiable';
}
