/**
 * @module review/queue: what a reviewer is asked to judge. For each claim no machine check could decide, and for any
 * claim named on purpose, the claim in its sentence and the cited source's best passages (the machine's closest one
 * first), each with its place; and the scope of a record made from a choice. Pure: the checked claims come in as data.
 */
import { sha256Hex } from '../core/canonical.js';
import { LineIndex } from '../core/lines.js';
import type { Claim, GroundingStatus, LoadedSource, Range, Verdict } from '../core/model.js';
import { rankPassages } from '../grounding/bm25.js';
import { passagesOf } from '../grounding/passages.js';
import type { ReviewDecision } from './apply.js';
import type { ReviewScope, ReviewVerdict } from './record.js';

/** How many passages a reviewer is shown per claim and source. */
export const PASSAGES_SHOWN = 5;

export interface ReviewPassage {
  /** 1-based: what `--passage N` names. */
  readonly n: number;
  readonly text: string;
  readonly range: Range;
  /** The source file's name and the passage's first line. */
  readonly file: string;
  readonly line: number;
  /** The passage the machine check found closest. */
  readonly closest: boolean;
}

export interface ReviewItem {
  readonly claimId: string;
  readonly claim: string;
  /** Where the claim is (post file, line, column) and the paragraph it stands in, whitespace collapsed. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly sentence: string;
  readonly sourceId: string;
  readonly sourceTitle: string;
  /** The machine's status for this claim and source, and its reason in words. */
  readonly machineStatus: GroundingStatus;
  readonly machineRule: string;
  readonly passages: readonly ReviewPassage[];
  /** Why an earlier record of this claim and source no longer applies, when one exists. */
  readonly earlier?: string;
}

export interface QueueInput {
  readonly claims: readonly Claim[];
  /** Post file → its text, to show a claim in its sentence. */
  readonly postTexts: ReadonlyMap<string, string>;
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly sources: ReadonlyMap<string, LoadedSource>;
  readonly reviews: readonly ReviewDecision[];
}

const SENTENCE_CHARS = 400;

/** Every claim and source that needs a person, in reading order. */
export function pendingReviews(input: QueueInput): ReviewItem[] {
  return input.claims.flatMap((claim) =>
    (input.verdicts.get(claim.id)?.assessments ?? [])
      .filter((a) => a.status === 'needs-review')
      .flatMap((a) => {
        const item = reviewItem(input, claim, a.sourceId);
        return item ? [item] : [];
      }),
  );
}

/** The review item for one claim against one of its cited sources (loaded and assessed), or undefined. */
export function reviewItem(input: QueueInput, claim: Claim, sourceId: string): ReviewItem | undefined {
  const source = input.sources.get(sourceId);
  const assessment = input.verdicts.get(claim.id)?.assessments.find((a) => a.sourceId === sourceId);
  if (!source || !assessment || !claim.sourceRefs.includes(sourceId)) return undefined;
  const lines = new LineIndex(source.text);
  const file = source.uri.split('/').pop() ?? source.uri;
  const closest = assessment.review ? undefined : assessment.passage?.range;
  const ranked = rankPassages(claim.text, passagesOf(source), PASSAGES_SHOWN).map((r) => r.passage.range);
  const ranges = [...(closest ? [closest] : []), ...ranked]
    .filter((r, k, all) => all.findIndex((o) => o.start === r.start && o.end === r.end) === k)
    .slice(0, PASSAGES_SHOWN);
  const postText = input.postTexts.get(claim.file);
  const place = postText === undefined ? { line: 1, column: 1 } : new LineIndex(postText).locate(claim.span.start);
  const earlier = [...input.reviews]
    .reverse()
    .find((d) => d.claimId === claim.id && d.sourceId === sourceId && !d.applied && !d.valid);
  return {
    claimId: claim.id,
    claim: claim.text,
    file: claim.file,
    line: place.line,
    column: place.column,
    sentence: postText === undefined ? claim.text : paragraphAround(postText, claim.span),
    sourceId,
    sourceTitle: source.title,
    machineStatus: assessment.status,
    machineRule: assessment.rule,
    passages: ranges.map((range, k) => ({
      n: k + 1,
      text: source.text.slice(range.start, range.end).trim(),
      range,
      file,
      line: lines.locate(range.start).line,
      closest: closest !== undefined && range.start === closest.start && range.end === closest.end,
    })),
    ...(earlier ? { earlier: earlier.reason } : {}),
  };
}

/** The paragraph of the post around a claim, whitespace collapsed, cut to a readable length around the claim. */
export function paragraphAround(text: string, span: Range): string {
  const before = text.lastIndexOf('\n\n', span.start);
  const after = text.indexOf('\n\n', span.end);
  const start = before < 0 ? 0 : before + 2;
  const end = after < 0 ? text.length : after;
  const paragraph = text.slice(start, end).replace(/\s+/gu, ' ').trim();
  if (paragraph.length <= SENTENCE_CHARS) return paragraph;
  const at = Math.max(0, span.start - start - SENTENCE_CHARS / 4);
  return `${at > 0 ? '…' : ''}${paragraph.slice(at, at + SENTENCE_CHARS)}…`;
}

export interface ReviewChoice {
  readonly passage: number;
  readonly verdict: ReviewVerdict;
  readonly reviewer: string;
  readonly note: string;
  readonly override?: string;
  readonly at: Date;
  readonly expires: Date;
}

/** The scope of the record a reviewer's choice makes, hashing the claim, the source and the passage as they are now. */
export function reviewScope(
  item: ReviewItem,
  claim: Claim,
  source: LoadedSource,
  choice: ReviewChoice,
): ReviewScope | { error: string } {
  const passage = item.passages.find((p) => p.n === choice.passage);
  if (!passage)
    return {
      error: `there is no passage ${choice.passage} for claim ${item.claimId} (passages 1 to ${item.passages.length})`,
    };
  const overruling = item.machineStatus === 'refuted' || item.machineStatus === 'ungrounded';
  if (choice.verdict === 'supported' && overruling && !choice.override)
    return {
      error: `the machine check found that ${item.sourceId} ${item.machineStatus === 'refuted' ? 'contradicts' : 'does not state'} this claim (${item.machineRule}); to confirm it anyway, give the reason with --override "..."`,
    };
  if (!(choice.expires.getTime() > choice.at.getTime())) return { error: 'the expiry must be later than now' };
  const { start, end } = passage.range;
  return {
    claimId: claim.id,
    claimSha256: sha256Hex(claim.text),
    sourceId: source.id,
    sourceSha256: source.sha256,
    passage: { start, end, line: passage.line, sha256: sha256Hex(source.text.slice(start, end)) },
    verdict: choice.verdict,
    ...(choice.override ? { override: choice.override } : {}),
    reviewer: choice.reviewer,
    note: choice.note,
    at: choice.at.toISOString(),
    expires: choice.expires.toISOString(),
  };
}
