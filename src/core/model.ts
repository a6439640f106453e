/** @module core/model: the domain vocabulary of Warrant (seed 002 names), shared by every stage. */

/** Authority of a source: measurements outrank curated records, which outrank narrative write-ups. */
export const SOURCE_TIERS = ['measurement', 'record', 'narrative'] as const;
export type SourceTier = (typeof SOURCE_TIERS)[number];

/** Who may see a source's text, from least to most restricted. */
export const SENSITIVITIES = ['public', 'internal', 'confidential', 'secret'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];

/** A registered source: a pinned copy inside the project, identified by its content hash. */
export interface Source {
  readonly id: string;
  /** Project-relative path of the pinned copy. */
  readonly uri: string;
  readonly title: string;
  readonly tier: SourceTier;
  readonly sensitivity: Sensitivity;
  /** Lower-case hex SHA-256 of the pinned copy's bytes, as registered. */
  readonly sha256: string;
}

/** A source whose pinned copy was read and re-hashed against the registry. */
export interface LoadedSource extends Source {
  readonly text: string;
  readonly mediaType: string;
}

export const CLAIM_TYPES = ['quantitative', 'temporal', 'entity', 'causal', 'comparative', 'other'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const SUPPORT_STATUSES = ['supported', 'refuted', 'neutral'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const RELIANCES = ['pre_generation', 'support_only', 'unverifiable'] as const;
export type Reliance = (typeof RELIANCES)[number];

/** `needs-review`: no machine check here can judge the claim's wording (its values, if any, are stated); a person can. */
export const GROUNDING_STATUSES = [
  'grounded',
  'weak',
  'refuted',
  'needs-review',
  'ungrounded',
  'unverifiable',
] as const;
export type GroundingStatus = (typeof GROUNDING_STATUSES)[number];

/** A half-open character range [start, end) in some text. */
export interface Range {
  readonly start: number;
  readonly end: number;
}

/** Where a claim was captured from. */
export type ClaimOrigin = 'post' | 'ledger' | 'evidence-table';

/** A checkable statement with the sources its author cites for it. */
export interface Claim {
  readonly id: string;
  /** The post (draft) the claim belongs to: its slug. */
  readonly draftId: string;
  /** The claim as a reader reads it (plain text, citation markers removed). */
  readonly text: string;
  /** Exact range of the claim in the post file, derived by the tool. */
  readonly span: Range;
  readonly claimType: ClaimType;
  readonly sourceRefs: readonly string[];
  /** Sources recorded as in the author's context before the claim was written. */
  readonly inContextSourceIds: readonly string[];
  readonly actor: string;
  readonly origin: ClaimOrigin;
  /** Project-relative file the claim came from. */
  readonly file: string;
  /**
   * A ceiling on the reliance any of its sources can get, when the capture cannot support more: evidence-table claims
   * are `support_only` (seed 002: an adapted edge is never upgraded). Absent: derived from inContextSourceIds.
   */
  readonly reliance?: Reliance;
  /**
   * Reliance per cited source as the post's drafting trace shows it (ledger/traces/): when present it decides, and the
   * author's inContextSourceIds are kept only for the record.
   */
  readonly tracedReliance?: Readonly<Record<string, Reliance>>;
  /**
   * The earlier cited claims of the same paragraph that share a source with this one, nearest last (at most three):
   * what "that", "it" or "so" in the claim refers back to.
   */
  readonly context?: readonly string[];
}

/** One source's assessment of one claim. */
export interface SourceAssessment {
  readonly sourceId: string;
  readonly sourceSha256: string;
  readonly support: SupportStatus;
  readonly reliance: Reliance;
  readonly status: GroundingStatus;
  /** Which assessor decided, e.g. "deterministic@0". */
  readonly assessor: string;
  /** Rule or reason that decided, in words. */
  readonly rule: string;
  /** The passage of the source that decided, when there is one. */
  readonly passage?: { readonly text: string; readonly range: Range };
  /** The detail of the claim that decided, as written in the claim (e.g. "17%"), when one did. */
  readonly subject?: string;
  readonly score: number;
  /** When a person decided (warrant review): who, when, and their reason when they overruled the machine. */
  readonly review?: { readonly reviewer: string; readonly at: string; readonly override?: string };
  /** The machine's assessment came from the verdict cache (the same claim, context, source bytes and code before). */
  readonly reused?: boolean;
}

/** The assessor of a verdict a person decided with a signed review: `review:<name>`. */
export const reviewAssessor = (reviewer: string): string => `review:${reviewer}`;
/** The reviewer who decided an assessment, or undefined when a machine check did. */
export const reviewerOf = (assessor: string): string | undefined =>
  assessor.startsWith('review:') ? assessor.slice('review:'.length) : undefined;
/** A reviewer as the audit log names the actor of their review: `reviewer:<name>`. */
export const reviewerActor = (reviewer: string): string => `reviewer:${reviewer}`;

/** The grounding verdict for a claim, rolled up over its sources. */
export interface Verdict {
  readonly claimId: string;
  readonly status: GroundingStatus;
  readonly assessments: readonly SourceAssessment[];
  /** True when the cited sources disagree (one supports, another refutes). */
  readonly disputed: boolean;
}

/** Front matter every post carries. */
export interface PostMeta {
  readonly title: string;
  readonly date: string;
  readonly author: string;
  readonly summary: string;
  /** Optional labels; a required statement may apply to every post with one of its tags (warrant.config.json). */
  readonly tags?: readonly string[];
}

/** A post as read from disk. */
export interface Post {
  readonly slug: string;
  /** Project-relative path. */
  readonly file: string;
  readonly source: string;
  readonly meta: PostMeta;
  /** SHA-256 of the file's bytes as read from disk (the source may differ: a byte-order mark is dropped). */
  readonly fileSha256?: string;
}

/** A factual token or phrase found by the classifier, with the rule that found it. */
export interface FactualSpan {
  /** What kind of factual detail it is, e.g. "number", "percentage", "date", "weekday", "entity". */
  readonly kind: string;
  /** The id of the classifier rule that matched. */
  readonly ruleId: string;
  /** Range in the text that was classified (the author's text, not a normalised copy). */
  readonly range: Range;
  /** The author's text under the range. */
  readonly text: string;
}
