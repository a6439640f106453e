/**
 * @module review/apply: validates the review records against this run's claims, sources and reviewer keys, and lets
 * the valid ones decide. A record counts only when its key is listed (under the reviewer's name), its signature
 * verifies, it has not expired, and the claim text, source bytes and passage are the ones it names; anything else
 * grants nothing and is a finding. A person's confirmation decides a claim no machine check could (needs-review); it
 * overrules a machine refutation or an unstated value only with a stated reason; a person's rejection always stands.
 * Pure: records, keys and the clock come in as data.
 */
import { canonicalJson, sha256Hex } from '../core/canonical.js';
import { combine, rollUp } from '../core/decision.js';
import type { ListedKey } from '../core/ed25519-keys.js';
import { finding, type Finding } from '../core/findings.js';
import { reviewAssessor, type Claim, type LoadedSource, type SourceAssessment, type Verdict } from '../core/model.js';
import { jsonLines, signer } from '../core/signed-records.js';
import { REVIEW_PURPOSE, ReviewSchema, type Review } from './record.js';

export type ReviewReason =
  | 'valid'
  | 'malformed'
  | 'unknown-key'
  | 'wrong-reviewer'
  | 'bad-signature'
  | 'expired'
  | 'stale-claim'
  | 'stale-source'
  | 'stale-passage'
  | 'not-cited'
  | 'needs-override';

/** The decision about one record of a claim of this run, as the log records it (claim.reviewed). */
export interface ReviewDecision {
  readonly line: number;
  readonly reviewSha256: string;
  readonly claimId: string;
  /** The post the claim belongs to. */
  readonly post: string;
  readonly sourceId: string;
  readonly reviewer: string;
  readonly keyId: string;
  readonly verdict: Review['verdict'];
  readonly note: string;
  readonly at: string;
  readonly override?: string;
  readonly passage: Review['passage'];
  /** The machine's status for this claim and source, which the review confirmed, rejected or overruled. */
  readonly machineStatus: string;
  readonly valid: boolean;
  readonly reason: ReviewReason;
  /** Valid and the latest valid record for its claim and source: it decided. */
  readonly applied: boolean;
}

export interface ReviewInput {
  /** ledger/reviews.jsonl's name (for findings) and text. */
  readonly file: string;
  readonly text: string;
  /** The listed reviewer keys (certs/reviewer-keys.pem), each under its reviewer's name. */
  readonly keys: readonly ListedKey[];
  /** The claims of this run, and the slugs of the posts it checks (records of other posts are left for their run). */
  readonly claims: readonly Claim[];
  readonly posts: ReadonlySet<string>;
  /** The machine verdicts. */
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly sources: ReadonlyMap<string, LoadedSource>;
  readonly now: Date;
}

export interface ReviewResult {
  /** The verdicts with every applied review in them. */
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly decisions: readonly ReviewDecision[];
  readonly findings: readonly Finding[];
}

const WHY: Record<Exclude<ReviewReason, 'valid'>, string> = {
  malformed: 'the line is not a review record',
  'unknown-key': 'it is signed by a key that is not in certs/reviewer-keys.pem',
  'wrong-reviewer': 'the reviewer it names is not the one certs/reviewer-keys.pem lists for its key',
  'bad-signature': 'its signature does not verify over its fields (it was changed after signing, or forged)',
  expired: 'it has expired; review the claim again',
  'stale-claim':
    'the claim it reviews is no longer in the post as written (its text changed or it was removed); review it again',
  'stale-source': 'the cited source changed since (its bytes are not the ones reviewed); review the claim again',
  'stale-passage': 'the passage it names is not in the source as reviewed; review the claim again',
  'not-cited': 'the claim does not cite the source it names',
  'needs-override':
    'the machine check contradicts the claim or does not find its value, and the record gives no reason to overrule it (warrant review --accept ... --override "reason")',
};

/** The post a claim id belongs to: ids are `<post slug>/<hash or name>`. */
const postOfClaimId = (claimId: string): string => claimId.split('/')[0] ?? '';

function decide(review: Review, input: ReviewInput, claim: Claim | undefined): ReviewReason {
  const signed = signer(REVIEW_PURPOSE, review, input.keys);
  if ('reason' in signed) return signed.reason;
  if (signed.listed.name !== undefined && signed.listed.name !== review.reviewer) return 'wrong-reviewer';
  if (!(input.now.getTime() < Date.parse(review.expires))) return 'expired';
  if (!claim || sha256Hex(claim.text) !== review.claimSha256) return 'stale-claim';
  if (!claim.sourceRefs.includes(review.sourceId)) return 'not-cited';
  const source = input.sources.get(review.sourceId);
  if (!source || source.sha256 !== review.sourceSha256 || sha256Hex(source.text) !== source.sha256)
    return 'stale-source';
  const { start, end, sha256 } = review.passage;
  if (end <= start || end > source.text.length || sha256Hex(source.text.slice(start, end)) !== sha256)
    return 'stale-passage';
  const machine = input.verdicts.get(claim.id)?.assessments.find((a) => a.sourceId === review.sourceId);
  const overruling = machine?.status === 'refuted' || machine?.status === 'ungrounded';
  if (review.verdict === 'supported' && overruling && !review.override) return 'needs-override';
  return 'valid';
}

/** The assessment a valid review makes: the person's verdict, against the passage they read. */
function reviewedAssessment(review: Review, machine: SourceAssessment, source: LoadedSource): SourceAssessment {
  const day = review.at.slice(0, 10);
  const note = review.note ? `: ${review.note}` : '';
  const overruled = review.verdict === 'supported' && review.override !== undefined;
  const rule =
    review.verdict === 'supported'
      ? overruled
        ? `${review.reviewer} overruled the machine check ("${machine.rule}") on ${day}: ${review.override ?? ''}`
        : `confirmed against the source by ${review.reviewer} on ${day}${note}`
      : review.verdict === 'refuted'
        ? `${review.reviewer} found on ${day} that the source says otherwise${note}`
        : `${review.reviewer} found on ${day} that the source does not say this${note}`;
  const { start, end } = review.passage;
  return {
    sourceId: machine.sourceId,
    sourceSha256: source.sha256,
    support: review.verdict,
    reliance: machine.reliance,
    status: review.verdict === 'neutral' ? 'ungrounded' : combine(review.verdict, machine.reliance),
    assessor: reviewAssessor(review.reviewer),
    rule,
    passage: { text: source.text.slice(start, end), range: { start, end } },
    score: 1,
    review: { reviewer: review.reviewer, at: review.at, ...(overruled ? { override: review.override ?? '' } : {}) },
  };
}

/** Validate every review record of this run's posts and apply the latest valid one per claim and source. */
export function applyReviews(input: ReviewInput): ReviewResult {
  const claims = new Map(input.claims.map((c) => [c.id, c]));
  const found: { line: number; review: Review; reason: ReviewReason; sha: string }[] = [];
  const findings: Finding[] = [];
  for (const { line, record: review } of jsonLines(input.text, ReviewSchema)) {
    const place = { file: input.file, line, column: 1 };
    if (!review) {
      findings.push(
        finding('review/rejected', place, `line ${line} is rejected: ${WHY.malformed}; it decides nothing`),
      );
      continue;
    }
    // A record of a post this run does not check waits for that post's run.
    if (!input.posts.has(postOfClaimId(review.claimId))) continue;
    const reason = decide(review, input, claims.get(review.claimId));
    found.push({ line, review, reason, sha: sha256Hex(canonicalJson(review)) });
    if (reason !== 'valid')
      findings.push(
        finding(
          'review/rejected',
          place,
          `the review by ${review.reviewer} of claim ${review.claimId} against ${review.sourceId} is rejected: ${WHY[reason]}`,
        ),
      );
  }
  // The latest valid record per claim and source decides (records are appended in the order they were made).
  const latest = new Map<string, number>();
  for (const [k, f] of found.entries())
    if (f.reason === 'valid') latest.set(`${f.review.claimId}\u0000${f.review.sourceId}`, k);
  const applied = new Set(latest.values());
  const verdicts = new Map(input.verdicts);
  for (const k of applied) {
    const { review } = found[k] as (typeof found)[number];
    const verdict = verdicts.get(review.claimId);
    const source = input.sources.get(review.sourceId);
    if (!verdict || !source) continue;
    const assessments = verdict.assessments.map((a) =>
      a.sourceId === review.sourceId ? reviewedAssessment(review, a, source) : a,
    );
    verdicts.set(review.claimId, { ...verdict, assessments, ...rollUp(assessments) });
  }
  const decisions = found.map(({ line, review, reason, sha }, k): ReviewDecision => {
    const machine = input.verdicts.get(review.claimId)?.assessments.find((a) => a.sourceId === review.sourceId);
    return {
      line,
      reviewSha256: sha,
      claimId: review.claimId,
      post: claims.get(review.claimId)?.draftId ?? postOfClaimId(review.claimId),
      sourceId: review.sourceId,
      reviewer: review.reviewer,
      keyId: review.keyId,
      verdict: review.verdict,
      note: review.note,
      at: review.at,
      ...(review.override ? { override: review.override } : {}),
      passage: review.passage,
      machineStatus: machine?.status ?? 'none',
      valid: reason === 'valid',
      reason,
      applied: applied.has(k),
    };
  });
  return { verdicts, decisions, findings };
}
