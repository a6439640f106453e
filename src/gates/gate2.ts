/**
 * @module gates/gate2: the second gate, on the page the reader receives: a well-formed span map, no factual detail
 * outside the mapped claim ranges, and every mapped claim re-grounded as it reads on the page.
 */
import { factualSpans, uncoveredSeverity } from './gate1.js';
import { finding, type Finding } from '../core/findings.js';
import { findCitations } from '../markdown/citations.js';
import { LineIndex } from '../core/lines.js';
import type { Verdict } from '../core/model.js';
import { checkSpanMap, claimTexts, type PageText } from './span-map.js';

export interface Gate2Input {
  /** Project-relative path of the built page. */
  readonly file: string;
  readonly html: string;
  readonly page: PageText;
  readonly postSource: string;
  /** The text each claim of the post is expected to show, by claim id. */
  readonly expected: ReadonlyMap<string, string>;
  /** Verdicts for each claim's text as it reads on the page, re-grounded against the claim's sources. */
  readonly regrounded: ReadonlyMap<string, Verdict>;
  /** Kinds of factual span that warn instead of block outside the mapped ranges (as in gate 1). */
  readonly warnKinds: ReadonlySet<string>;
}

/** Where an unmapped piece of text came from, in words; `postWords` is the post as a page shows its words. */
function producedBy(input: Gate2Input, postWords: string, offset: number, text: string): string {
  if (input.page.origins[offset] !== 'body') return 'printed by the page layout or a component, outside the post body';
  // The page shows the post without its citation markers and inline markup: compare the words, not the syntax.
  if (!postWords.includes(asShown(text)))
    return 'inserted into the article body by a Markdown plugin (it is not in the post)';
  return 'in the post but outside every claim';
}

/** Text as a page shows its words: no citation markers, no inline Markdown markup, spaces collapsed. */
function asShown(text: string): string {
  let words = '';
  let at = 0;
  for (const marker of findCitations(text)) {
    words += text.slice(at, marker.start).trimEnd();
    at = marker.end;
  }
  return `${words}${text.slice(at)}`
    .replace(/[*_`~]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** What a re-grounded claim text that does not pass is, in words. */
const REGROUNDED_AS: Record<Verdict['status'], string> = {
  grounded: 'is supported by',
  weak: 'is supported by',
  refuted: 'is contradicted by',
  ungrounded: 'is not supported by',
  'needs-review': 'is reworded on the page so that no machine check can decide it against',
  unverifiable: 'could not be checked against',
};

/** Decide gate 2 for one built page. Pure. */
export function gate2(input: Gate2Input): Finding[] {
  const { page } = input;
  const lines = new LineIndex(input.html);
  const at = (pageOffset: number) => ({ file: input.file, ...lines.locate(page.htmlOffsets[pageOffset] ?? 0) });
  const findings = checkSpanMap(page, input.postSource, input.expected, { file: input.file, html: input.html });
  const postWords = asShown(input.postSource);

  for (const span of factualSpans(page.text)) {
    const mapped = page.entries.some((e) => span.range.start >= e.range.start && span.range.end <= e.range.end);
    if (mapped) continue;
    const lineStart = page.text.lastIndexOf('\n', span.range.start) + 1;
    const lineEnd = page.text.indexOf('\n', span.range.end);
    const context = page.text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim();
    findings.push(
      finding(
        'gate2/unmapped-factual',
        at(span.range.start),
        `${span.kind} "${span.text}" in "${context}" comes from no claim: ${producedBy(input, postWords, span.range.start, context)}`,
        {
          severity: uncoveredSeverity(span, input.warnKinds),
        },
      ),
    );
  }

  // Text in an attribute or in CSS content: a reader sees or hears it, and no claim can carry it.
  for (const hidden of page.hidden) {
    for (const span of factualSpans(hidden.text)) {
      findings.push(
        finding(
          'gate2/unmapped-factual',
          { file: input.file, ...lines.locate(hidden.htmlOffset) },
          `${span.kind} "${span.text}" in ${hidden.where} ("${hidden.text}") comes from no claim: ${
            hidden.origin === 'body'
              ? 'text in an attribute or in CSS cannot carry a citation; write it in the post with one'
              : 'printed by the page layout or a component, outside the post body'
          }`,
          { severity: uncoveredSeverity(span, input.warnKinds) },
        ),
      );
    }
  }

  const shown = claimTexts(page);
  for (const [claimId, verdict] of input.regrounded) {
    if (verdict.status === 'grounded' || verdict.status === 'weak') continue;
    const first = page.entries.find((e) => e.claimId === claimId)?.range.start ?? 0;
    const why = verdict.assessments.map((a) => `${a.sourceId}: ${a.rule}`).join('; ');
    findings.push(
      finding(
        'gate2/regrounding',
        at(first),
        `the page's "${shown.get(claimId) ?? ''}" ${REGROUNDED_AS[verdict.status]} its cited sources (${why})`,
      ),
    );
  }
  return findings;
}
