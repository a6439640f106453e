/**
 * @module markdown/capture-post: claims from a post's inline citations. The tool derives each claim's text and exact span
 * from the post (seed 004: never author-supplied offsets): the sentence or clause that a citation ends.
 */
import { claimTypeOf } from '../classify/claim-type.js';
import { isAbbreviation } from '../classify/sentences.js';
import { classifyText } from '../classify/index.js';
import { NUMBER_WORD } from '../classify/fragments.js';
import { sha256Hex } from '../core/canonical.js';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import { DEFAULT_LIMITS, type Limits } from '../inputs/limits.js';
import type { Claim, Post, Range } from '../core/model.js';
import { findCitations } from './citations.js';
import { parseMarkdown } from './parse.js';
import { sourceRange, textBlocks, type TextBlock } from './text-blocks.js';

/** A citation marker in the post, with the claim it ends. */
export interface CitationMarker {
  readonly range: Range;
  readonly sourceIds: readonly string[];
  readonly claimId?: string;
}

export interface CapturedPost {
  readonly post: Post;
  readonly claims: readonly Claim[];
  readonly citations: readonly CitationMarker[];
  readonly blocks: readonly TextBlock[];
  readonly findings: readonly Finding[];
}

/**
 * Where the clause that ends at `end` starts: after the last sentence or clause boundary (a semicolon or a colon), or a
 * previous citation. A colon after a count does not end the clause: what follows ("Four authors are credited: A, B, C
 * and D") is what it counts.
 */
export function clauseStart(text: string, end: number, floor: number): number {
  for (let i = end - 1; i > floor; i -= 1) {
    const ch = text[i - 1];
    const next = text[i];
    if (ch === ';' && next !== undefined && /\s/.test(next)) return i;
    if (ch === ':' && next !== undefined && /\s/.test(next) && !COUNT_LEAD.test(leadBefore(text, i - 1, floor)))
      return i;
    if ((ch === '.' || ch === '!' || ch === '?') && next !== undefined && /\s/.test(next)) {
      if (ch === '.' && isAbbreviation(text, i - 1)) continue;
      return i;
    }
  }
  return floor;
}

/** How many earlier claims of its paragraph a claim may refer back to. */
const CONTEXT_CLAIMS = 3;

/** A lead that states a count of what follows it ("Four further authors are credited", "the 3 new options"). */
const COUNT_LEAD = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(?:\d+|${NUMBER_WORD})(?![\p{L}\p{N}])`, 'iu');

/** The text of the sentence before a colon at `colon`. */
function leadBefore(text: string, colon: number, floor: number): string {
  let s = colon;
  while (s > floor && !/[.!?;]/u.test(text[s - 1] ?? '')) s -= 1;
  return text.slice(s, colon);
}

function trimRange(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && /[\s,]/.test(text[s] ?? '')) s += 1;
  while (e > s && /[\s,]/.test(text[e - 1] ?? '')) e -= 1;
  return [s, e];
}

/**
 * Capture the claims a post's citations end. A claim longer than `limits.claimChars`, and the claims past
 * `limits.claimsPerPost`, are findings at their place and are not captured (nothing uncaptured is grounded or passes).
 */
export function capturePost(
  post: Post,
  limits: Pick<Limits, 'claimChars' | 'claimsPerPost'> = DEFAULT_LIMITS,
): CapturedPost {
  const tree = parseMarkdown(post.source);
  const blocks = textBlocks(tree, post.source);
  const lines = new LineIndex(post.source);
  const claims: Claim[] = [];
  const citations: CitationMarker[] = [];
  const findings: Finding[] = [];
  const seen = new Map<string, number>();

  for (const block of blocks) {
    // Past the bound on claims, one finding says so: the rest of the post is not captured.
    if (claims.length >= limits.claimsPerPost && findings.some((f) => f.code === 'capture/too-many-claims')) break;
    let floor = 0;
    const earlier: Claim[] = [];
    for (const citation of findCitations(block.text)) {
      const markerRange = sourceRange(block, citation.start, citation.end);
      let [start, end] = trimRange(block.text, clauseStart(block.text, citation.start, floor), citation.start);
      if (start === end && floor === 0 && citation.start > 0) {
        // "Sentence. [@id]": the citation stands after the sentence it supports.
        const before = citation.start - 1;
        [start, end] = trimRange(block.text, clauseStart(block.text, before, 0), before);
      }
      floor = citation.end;
      if (start >= end) {
        findings.push(
          finding(
            'capture/empty-claim',
            { file: post.file, ...lines.locate(markerRange.start), range: markerRange },
            `citation [@${citation.ids.join('; @')}] is not attached to any text`,
          ),
        );
        citations.push({ range: markerRange, sourceIds: citation.ids });
        continue;
      }
      if (end - start > limits.claimChars || claims.length >= limits.claimsPerPost) {
        const tooMany = claims.length >= limits.claimsPerPost;
        findings.push(
          finding(
            tooMany ? 'capture/too-many-claims' : 'capture/claim-too-long',
            { file: post.file, ...lines.locate(sourceRange(block, start, end).start), range: markerRange },
            tooMany
              ? `the post has more than ${limits.claimsPerPost} claims (limits.claimsPerPost); this citation and the ones after it are not checked`
              : `the claim this citation ends is ${end - start} characters long, more than the ${limits.claimChars} a claim may be (limits.claimChars); cite each sentence on its own`,
          ),
        );
        citations.push({ range: markerRange, sourceIds: citation.ids });
        if (tooMany) break;
        continue;
      }
      const text = block.text.slice(start, end).replace(/\s+/g, ' ');
      const digest = sha256Hex(text).slice(0, 10);
      const count = (seen.get(digest) ?? 0) + 1;
      seen.set(digest, count);
      const id = `${post.slug}/${digest}${count > 1 ? `-${count}` : ''}`;
      const span = sourceRange(block, start, end);
      const context = earlier
        .filter((c) => c.sourceRefs.some((r) => citation.ids.includes(r)))
        .slice(-CONTEXT_CLAIMS)
        .map((c) => c.text);
      const claim: Claim = {
        id,
        draftId: post.slug,
        text,
        span,
        claimType: claimTypeOf(classifyText(text).spans),
        sourceRefs: citation.ids,
        // An inline citation is written with its sentence: the cited source is recorded as in the author's context.
        inContextSourceIds: citation.ids,
        actor: post.meta.author,
        origin: 'post',
        file: post.file,
        ...(context.length > 0 ? { context } : {}),
      };
      claims.push(claim);
      earlier.push(claim);
      citations.push({ range: markerRange, sourceIds: citation.ids, claimId: id });
    }
  }
  return { post, claims, citations, blocks, findings };
}
