/**
 * @module review/record: a reviewer's signed verdict on one claim against one passage of one cited source, as a line of
 * ledger/reviews.jsonl. The signature (Ed25519, by a key listed in certs/reviewer-keys.pem) covers every field, so the
 * record holds only while the claim text, the source bytes and the passage are the ones the reviewer read. Pure.
 */
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, sha256HexSchema } from '../core/canonical.js';
import { SIGNATURE_FIELDS, signRecord } from '../core/signed-records.js';

export const REVIEWS_FILE = 'ledger/reviews.jsonl';
export const REVIEWER_KEYS_FILE = 'reviewer-keys.pem';
/** Domain separation: a review signature cannot be replayed as a signature over anything else. */
export const REVIEW_PURPOSE = 'warrant.review/v1';
export const REVIEW_VERDICTS = ['supported', 'refuted', 'neutral'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** What a review says, before it is signed. */
export const ReviewScopeSchema = z.strictObject({
  claimId: z.string().min(1),
  /** SHA-256 of the claim's text as the reviewer read it. */
  claimSha256: sha256HexSchema,
  sourceId: z.string().min(1),
  sourceSha256: sha256HexSchema,
  /** The passage the reviewer checked the claim against: its range in the source text, its line, its text's hash. */
  passage: z.strictObject({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    line: z.number().int().min(1),
    sha256: sha256HexSchema,
  }),
  verdict: z.enum(REVIEW_VERDICTS),
  /** Why the reviewer overrules the machine's refutation (or its "not stated"): needed for that, shown as such. */
  override: z.string().min(1).optional(),
  reviewer: z.string().min(1),
  note: z.string(),
  at: z.iso.datetime({ offset: true }),
  expires: z.iso.datetime({ offset: true }),
});
export type ReviewScope = z.infer<typeof ReviewScopeSchema>;

/** A line of ledger/reviews.jsonl. */
export const ReviewSchema = z.strictObject({ ...ReviewScopeSchema.shape, ...SIGNATURE_FIELDS });
export type Review = z.infer<typeof ReviewSchema>;

/** Sign a review with the reviewer's Ed25519 private key. */
export function signReview(scope: ReviewScope, privateKey: KeyObject): Review {
  return signRecord(REVIEW_PURPOSE, ReviewScopeSchema.parse(scope), privateKey);
}

/** A review as one line of ledger/reviews.jsonl: canonical JSON, so the same review is the same line. */
export const reviewLine = (review: Review): string => `${canonicalJson(review)}\n`;
