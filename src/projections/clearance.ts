/**
 * @module projections/clearance: signed clearance records that let one excerpt of a non-public source go public.
 * A record names who cleared it, the source's hash, the excerpt's hash and an expiry, and is signed (Ed25519) by a key
 * whose public part is in certs/. It is validated (signature, scope, expiry against an injected clock); a record that
 * is merely present grants nothing. Pure: keys and lines come in as data.
 */
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, sha256Hex, sha256HexSchema } from '../core/canonical.js';
import { jsonLines, SIGNATURE_FIELDS, signer, signRecord } from '../core/signed-records.js';
import { finding, type Finding } from '../core/findings.js';
import { grantFor, type ClearanceGrant } from './taint.js';

export const CLEARANCES_FILE = 'ledger/clearances.jsonl';
export const CLEARANCE_KEYS_FILE = 'clearance-keys.pem';
/** Domain separation: a clearance signature cannot be replayed as a signature over anything else. */
export const CLEARANCE_PURPOSE = 'warrant.clearance/v1';

/** What a clearance says, before it is signed. */
export const ClearanceScopeSchema = z.strictObject({
  who: z.string().min(1),
  sourceSha256: sha256HexSchema,
  excerptSha256: sha256HexSchema,
  expires: z.iso.datetime({ offset: true }),
});
export type ClearanceScope = z.infer<typeof ClearanceScopeSchema>;

/** A line of ledger/clearances.jsonl. */
export const ClearanceSchema = z.strictObject({ ...ClearanceScopeSchema.shape, ...SIGNATURE_FIELDS });
export type Clearance = z.infer<typeof ClearanceSchema>;

/** Sign a clearance with an Ed25519 private key (used by scripts/clearance.ts and tests). */
export function signClearance(scope: ClearanceScope, privateKey: KeyObject): Clearance {
  return signRecord(CLEARANCE_PURPOSE, ClearanceScopeSchema.parse(scope), privateKey);
}

/** A published excerpt that a clearance could cover: a non-public passage of this run. */
export interface ExcerptCandidate {
  readonly sourceSha256: string;
  readonly excerptSha256: string;
}

export type ClearanceReason = 'valid' | 'malformed' | 'unknown-key' | 'bad-signature' | 'expired' | 'out-of-scope';

/** The decision about one line, as the log records it. */
export interface ClearanceDecision {
  readonly line: number;
  readonly clearanceSha256: string;
  readonly who: string;
  readonly sourceSha256: string;
  readonly excerptSha256: string;
  readonly expires: string;
  readonly keyId: string;
  readonly valid: boolean;
  readonly reason: ClearanceReason;
}

export interface ClearanceInput {
  /** The lines of ledger/clearances.jsonl (the file's name for findings). */
  readonly file: string;
  readonly text: string;
  /** Trusted Ed25519 public keys (from certs/clearance-keys.pem). */
  readonly keys: readonly KeyObject[];
  /** The excerpts of non-public sources this publish would show if cleared. */
  readonly candidates: readonly ExcerptCandidate[];
  readonly now: Date;
}

export interface ClearanceResult {
  readonly decisions: readonly ClearanceDecision[];
  readonly grants: readonly ClearanceGrant[];
  readonly findings: readonly Finding[];
}

const WHY: Record<Exclude<ClearanceReason, 'valid'>, string> = {
  malformed: 'the line is not a clearance record',
  'unknown-key': 'it is signed by a key that is not in certs/clearance-keys.pem',
  'bad-signature': 'its signature does not verify over its who, source hash, excerpt hash and expiry',
  expired: 'it has expired',
  'out-of-scope': 'no excerpt of this publish has its source hash and excerpt hash',
};

function decide(record: Clearance, input: ClearanceInput): ClearanceReason {
  const signed = signer(
    CLEARANCE_PURPOSE,
    record,
    input.keys.map((key) => ({ key })),
  );
  if ('reason' in signed) return signed.reason;
  if (!(input.now.getTime() < Date.parse(record.expires))) return 'expired';
  if (!input.candidates.some((c) => c.sourceSha256 === record.sourceSha256 && c.excerptSha256 === record.excerptSha256))
    return 'out-of-scope';
  return 'valid';
}

/**
 * Validate every clearance line. Only a valid one (known key, good signature, not expired, naming an excerpt of this
 * publish exactly) yields a grant; every other line yields a finding and grants nothing. Findings name the line, not
 * the excerpt, so they carry no source text.
 */
export function validateClearances(input: ClearanceInput): ClearanceResult {
  const decisions: ClearanceDecision[] = [];
  const grants: ClearanceGrant[] = [];
  const findings: Finding[] = [];
  for (const { line, raw, record } of jsonLines(input.text, ClearanceSchema)) {
    const place = { file: input.file, line, column: 1 };
    if (!record) {
      findings.push(
        finding(
          'clearance/rejected',
          place,
          `line ${line} is rejected: ${WHY.malformed}; nothing is published from it`,
        ),
      );
      decisions.push({
        line,
        clearanceSha256: sha256Hex(raw),
        who: '',
        sourceSha256: '',
        excerptSha256: '',
        expires: '',
        keyId: '',
        valid: false,
        reason: 'malformed',
      });
      continue;
    }
    const reason = decide(record, input);
    decisions.push({
      line,
      clearanceSha256: sha256Hex(canonicalJson(record)),
      who: record.who,
      sourceSha256: record.sourceSha256,
      excerptSha256: record.excerptSha256,
      expires: record.expires,
      keyId: record.keyId,
      valid: reason === 'valid',
      reason,
    });
    if (reason === 'valid') {
      grants.push(grantFor(record));
    } else {
      findings.push(
        finding(
          'clearance/rejected',
          place,
          `the clearance by ${record.who} for excerpt ${record.excerptSha256.slice(0, 12)}… of source ${record.sourceSha256.slice(0, 12)}… is rejected: ${WHY[reason]}; nothing is published from it`,
        ),
      );
    }
  }
  return { decisions, grants, findings };
}

/** The grants that valid decisions recorded in the log give (the log was verified before this is called). */
export function grantsFromDecisions(
  decisions: readonly { readonly valid: boolean; readonly sourceSha256: string; readonly excerptSha256: string }[],
): ClearanceGrant[] {
  return decisions.filter((d) => d.valid).map((d) => grantFor(d));
}
