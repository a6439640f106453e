/**
 * @module gates/gate1: the first gate, on what the author wrote: every factual span must be covered by a claim, every
 * citation must name a registered source, and every claim must be grounded (weak claims warn or block, as configured).
 */
import { classifyText } from '../classify/index.js';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Claim, FactualSpan, LoadedSource, Range, Source, SourceAssessment, Verdict } from '../core/model.js';
import type { CapturedPost } from '../markdown/capture-post.js';
import { sourceRange } from '../markdown/text-blocks.js';

export interface Gate1Options {
  /** Whether a weak claim (supported, but the source was not recorded in context) blocks. */
  readonly weak: 'warn' | 'block';
  /** Kinds of factual span that warn instead of block when no claim covers them. */
  readonly warnKinds: ReadonlySet<string>;
}

/** Every span a text's classification reports: the rules' spans and the fail-closed sweep's hits. */
export function factualSpans(text: string): FactualSpan[] {
  const classification = classifyText(text);
  return [...classification.spans, ...classification.sentences.flatMap((s) => s.unclaimed)];
}

/**
 * How an uncovered span is reported: the configured kinds only warn, unless the span holds a digit ("3 days ago" is a
 * fact even though "this autumn" may be style); everything else, the sweep's hits included, blocks.
 */
export function uncoveredSeverity(span: FactualSpan, warnKinds: ReadonlySet<string>): 'error' | 'warning' {
  return warnKinds.has(span.kind) && !/\p{N}/u.test(span.text) ? 'warning' : 'error';
}

function describeSpan(span: FactualSpan): string {
  return span.ruleId.startsWith('sweep')
    ? `"${span.text}" looks factual (no rule recognised it)`
    : `${span.kind} "${span.text}"`;
}

export interface Gate1Input {
  /** The post with all its claims (its citations', the ledger's, its evidence table's). */
  readonly captured: CapturedPost;
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly registry: ReadonlyMap<string, Source>;
  /** The cited sources' text, so a claim sent to review shows where its closest passage is (file:line). */
  readonly sources?: ReadonlyMap<string, LoadedSource>;
  /** The text of each other file an extra claim's span points into (an evidence table), so findings name their place. */
  readonly otherFiles?: ReadonlyMap<string, string>;
}

const within = (inner: Range, outer: Range): boolean => inner.start >= outer.start && inner.end <= outer.end;
const overlaps = (a: Range, b: Range): boolean => a.start < b.end && b.start < a.end;

function describeSource(source: Source | undefined, id: string): string {
  return source ? `${id} (${source.title})` : id;
}

const PASSAGE_SHOWN = 160;

/**
 * A claim no machine check can decide: what it says, the closest passage of the source and where, why, and the way on.
 * It is not called wrong: its values, if any, are the source's.
 */
function needsReviewMessage(
  claim: Claim,
  assessment: SourceAssessment,
  source: Source | undefined,
  texts: ReadonlyMap<string, LoadedSource> | undefined,
): string {
  const text = texts?.get(assessment.sourceId)?.text;
  const passage = assessment.passage;
  const where =
    passage && text !== undefined
      ? ` (${source?.uri.split('/').pop() ?? assessment.sourceId}:${new LineIndex(text).locate(passage.range.start).line})`
      : '';
  const shown = passage
    ? `; the closest passage${where}: "${passage.text.length > PASSAGE_SHOWN ? `${passage.text.slice(0, PASSAGE_SHOWN)}…` : passage.text}"`
    : '';
  // The generic reason adds nothing to the sentence; a specific one ("the claim negates more than the source") does.
  const why = /^no check here can judge this wording/u.test(assessment.rule) ? '' : ` (${assessment.rule})`;
  return `no machine check here can decide whether the cited source ${describeSource(source, assessment.sourceId)} supports "${claim.text}" as worded${why}${shown}; a reviewer can confirm it with \`warrant review\``;
}

/** A factual span of a post, with where it stands and the claim that covers it, if any. */
export interface CoveredSpan extends FactualSpan {
  /** The body, or the front matter field the page prints (title, summary). Ranges are offsets in the post file. */
  readonly field: 'body' | 'title' | 'summary';
  readonly claimId?: string;
}

/**
 * Classify a post: every factual span of its prose (citation markers aside) with the claim whose span covers it, and of
 * its title and summary, which the page prints as the post's own words: those are covered by a claim that states them.
 * Pure.
 */
export function classifyPost(captured: CapturedPost): CoveredSpan[] {
  const { post } = captured;
  // Only a claim whose span is in the post covers the post's text (an evidence table's span is in its own file).
  const inPost = captured.claims.filter((claim) => claim.file === post.file);
  const spans: CoveredSpan[] = [];
  for (const block of captured.blocks) {
    for (const span of factualSpans(block.text)) {
      const range = sourceRange(block, span.range.start, span.range.end);
      if (captured.citations.some((marker) => overlaps(range, marker.range))) continue;
      const claim = inPost.find((c) => within(range, c.span));
      spans.push({
        ...span,
        range,
        text: post.source.slice(range.start, range.end),
        field: 'body',
        ...(claim ? { claimId: claim.id } : {}),
      });
    }
  }
  for (const field of ['title', 'summary'] as const) {
    const value = post.meta[field];
    const offset = Math.max(0, post.source.indexOf(value));
    for (const span of factualSpans(value)) {
      const claim = captured.claims.find((c) => c.text.includes(span.text));
      spans.push({
        ...span,
        range: { start: offset + span.range.start, end: offset + span.range.end },
        field,
        ...(claim ? { claimId: claim.id } : {}),
      });
    }
  }
  return spans;
}

/** Decide gate 1 for one post. Pure. */
export function gate1(input: Gate1Input, options: Gate1Options): Finding[] {
  const { captured, verdicts, registry } = input;
  const { post } = captured;
  const lines = new LineIndex(post.source);
  const at = (range: Range) => ({ file: post.file, ...lines.locate(range.start), range });
  const otherLines = new Map(
    [...(input.otherFiles ?? new Map<string, string>())].map(([file, text]) => [file, new LineIndex(text)]),
  );
  const claimAt = (claim: Claim) => {
    const other = otherLines.get(claim.file);
    return other ? { file: claim.file, ...other.locate(claim.span.start), range: claim.span } : at(claim.span);
  };
  const findings: Finding[] = [...captured.findings];
  const claims = captured.claims;

  for (const marker of captured.citations) {
    for (const id of marker.sourceIds) {
      if (!registry.has(id))
        findings.push(finding('source/unknown', at(marker.range), `citation [@${id}] names no registered source`));
    }
  }

  for (const span of classifyPost(captured)) {
    if (span.claimId !== undefined) continue;
    const message =
      span.field === 'body'
        ? `${describeSpan(span)} is stated without a citation`
        : `${describeSpan(span)} in the ${span.field} is not stated by any cited claim of the post`;
    findings.push(
      finding('gate1/uncited-factual', at(span.range), message, {
        severity: uncoveredSeverity(span, options.warnKinds),
      }),
    );
  }

  for (const claim of claims) {
    const verdict = verdicts.get(claim.id);
    const claimPlace = claimAt(claim);
    if (!verdict) {
      findings.push(finding('gate1/unverifiable', claimPlace, `claim "${claim.text}" was not assessed`));
      continue;
    }
    if (verdict.disputed) {
      const sides = verdict.assessments.map((a) => `${a.sourceId}: ${a.support}`).join(', ');
      findings.push(
        finding('gate1/disputed', claimPlace, `the cited sources disagree about "${claim.text}" (${sides})`),
      );
    }
    if (verdict.status === 'grounded') continue;
    if (verdict.status === 'weak') {
      findings.push(
        finding('gate1/weak', claimPlace, `"${claim.text}" is supported but not recorded as written from its sources`, {
          severity: options.weak === 'block' ? 'error' : 'warning',
        }),
      );
      continue;
    }
    if (verdict.status === 'needs-review') {
      for (const assessment of verdict.assessments.filter((a) => a.status === 'needs-review'))
        findings.push(
          finding(
            'gate1/needs-review',
            claimPlace,
            needsReviewMessage(claim, assessment, registry.get(assessment.sourceId), input.sources),
          ),
        );
      continue;
    }
    const code =
      verdict.status === 'refuted'
        ? 'gate1/refuted'
        : verdict.status === 'ungrounded'
          ? 'gate1/ungrounded'
          : 'gate1/unverifiable';
    const deciding = verdict.assessments.filter((a) => a.status === verdict.status);
    for (const assessment of deciding.length > 0 ? deciding : verdict.assessments) {
      const subjectAt = assessment.subject ? post.source.indexOf(assessment.subject, claim.span.start) : -1;
      const place =
        claim.file === post.file && subjectAt >= 0 && subjectAt < claim.span.end
          ? // Stryker disable next-line StringLiteral: the subject is always set here, as subjectAt >= 0 only when it is
            at({ start: subjectAt, end: subjectAt + (assessment.subject ?? '').length })
          : claimPlace;
      const what = assessment.subject ? `"${assessment.subject}"` : `"${claim.text}"`;
      const source = describeSource(registry.get(assessment.sourceId), assessment.sourceId);
      const verb =
        code === 'gate1/refuted'
          ? 'is contradicted by'
          : code === 'gate1/ungrounded'
            ? 'is not supported by'
            : 'could not be checked against';
      findings.push(finding(code, place, `${what} ${verb} the cited source ${source}: ${assessment.rule}`));
    }
  }
  return findings;
}
