/**
 * @module projections/public-findings: findings as public output may show them. Each finding is labelled with the
 * sensitivity of what its message may quote (fail closed: an unknown place is secret); a finding above public keeps its
 * code, severity and place but its message becomes a neutral one, and a place inside a non-public source is named by
 * hash. The full message stays in the audit log.
 */
import { FINDING_CODES, type Finding, type FindingCode, type Severity } from '../core/findings.js';
import type { Sensitivity } from '../core/model.js';
import { joinLabels, publicValue, tainted, type Tainted } from './taint.js';

/** A finding as public output shows it: allow-listed fields, the registry's hint. */
export interface PublicFinding {
  readonly code: FindingCode;
  readonly severity: Severity;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly hint: string;
}

/** What labelling needs to know: which sources each post cites, and each source's file and sensitivity. */
export interface FindingTaintContext {
  readonly posts: readonly { readonly file: string; readonly slug: string; readonly sourceIds: readonly string[] }[];
  readonly sources: readonly {
    readonly id: string;
    readonly uri: string;
    readonly sha256: string;
    readonly sensitivity: Sensitivity;
  }[];
  /** Where the full messages are kept, for the neutral message (e.g. "the audit log, run <id>"). */
  readonly keptIn: string;
}

/** Codes whose messages are built only from hashes, names of keys and certificate state: never from source text. */
const NO_SOURCE_TEXT = (code: FindingCode): boolean => code.startsWith('credential/') || code.startsWith('clearance/');

/**
 * Codes whose messages are built only from the post's own words (which its page publishes) and the tool's: an uncited
 * detail, a claim not recorded as written, what a page shows, what a post's HTML does, a post's size, a required
 * statement (its configured words, the post's and the page's) on or off the page. None quotes a
 * source, so none is withheld for the sources the post cites.
 */
const POST_WORDS_ONLY: ReadonlySet<FindingCode> = new Set<FindingCode>([
  'gate1/uncited-factual',
  'gate1/weak',
  'gate2/unmapped-factual',
  'gate2/span-map',
  'gate2/missing-claim',
  'post/script',
  'post/unsafe-html',
  'post/raw-html-kept',
  'capture/empty-claim',
  'capture/claim-too-long',
  'capture/too-many-claims',
  'input/not-utf8',
  'input/too-large',
  'input/too-deep',
  'statement/missing',
  'statement/repeated',
  'statement/altered',
]);

/** The sensitivity of what a finding's message may quote. */
export function labelFinding(f: Finding, ctx: FindingTaintContext): Tainted<Finding> {
  const sensitivityOf = (id: string): Sensitivity => ctx.sources.find((s) => s.id === id)?.sensitivity ?? 'public';
  if (NO_SOURCE_TEXT(f.code)) return tainted(f, 'public');
  const source = ctx.sources.find((s) => s.uri === f.file);
  if (source) return tainted(f, source.sensitivity);
  // In a post, its evidence table or its page (never in a source file, whose own words are the source).
  const post = ctx.posts.find(
    (p) =>
      p.file === f.file || f.file === `ledger/evidence/${p.slug}.md` || f.file.endsWith(`/posts/${p.slug}/index.html`),
  );
  // Built from the post's own words, or a page's (which is public output itself): nothing of a source in it.
  if (POST_WORDS_ONLY.has(f.code) && (post || f.file.endsWith('/index.html'))) return tainted(f, 'public');
  if (post) return tainted(f, joinLabels(...post.sourceIds.map(sensitivityOf)));
  return tainted(f, 'secret');
}

/** The public form of a labelled finding: built field by field; the message only when the label is public. */
export function publicFinding(labelled: Tainted<Finding>, ctx: FindingTaintContext): PublicFinding {
  const f = labelled.value;
  const source = ctx.sources.find((s) => s.uri === f.file && s.sensitivity !== 'public');
  const file = source ? `private source ${source.sha256.slice(0, 12)}` : f.file;
  const message =
    publicValue(tainted(f.message, labelled.label)) ??
    `${f.code} at ${file}:${f.line}:${f.column}: the details are withheld from public output because they may quote ${labelled.label === 'internal' ? 'an' : 'a'} ${labelled.label} source; ${ctx.keptIn} keeps them`;
  return {
    code: f.code,
    severity: f.severity,
    file,
    line: f.line,
    column: f.column,
    message,
    hint: FINDING_CODES[f.code].hint,
  };
}

export function publicFindings(findings: readonly Finding[], ctx: FindingTaintContext): PublicFinding[] {
  return findings.map((f) => publicFinding(labelFinding(f, ctx), ctx));
}
