/**
 * @module report/html-report: one self-contained HTML page of a check for the author: each post's text with its claims
 * marked by verdict, each claim's finding beside the source passage it was aligned to (file:line), and every finding
 * with its place and fix. Built as a syntax tree (every text escaped by the serialiser), no script, no network. Pure.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Claim, LoadedSource, Verdict } from '../core/model.js';

export interface ReportPost {
  readonly file: string;
  readonly title: string;
  readonly text: string;
  readonly claims: readonly Claim[];
}

export interface ReportInput {
  readonly posts: readonly ReportPost[];
  readonly verdicts: ReadonlyMap<string, Verdict>;
  readonly sources: ReadonlyMap<string, LoadedSource>;
  readonly findings: readonly Finding[];
  /** When the check ran, as printed. */
  readonly at: string;
}

const STATUS_WORDS: Record<string, string> = {
  grounded: 'supported by its source',
  weak: 'supported, not recorded as written from the source',
  refuted: 'contradicted by its source',
  'needs-review': 'needs a reviewer',
  ungrounded: 'not supported by its source',
  unverifiable: 'could not be checked',
};

const CSS = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
.summary span { margin-right: 1.2rem; }
.post { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; }
pre.text { white-space: pre-wrap; font: 14px/1.6 ui-monospace, monospace; background: #fafafa; padding: 1rem; }
mark { padding: 0 0.1em; border-bottom: 3px solid; background: none; }
mark.grounded { border-color: #2e7d32; background: #e8f5e9; } mark.weak { border-color: #9e9d24; background: #f9fbe7; }
mark.refuted { border-color: #c62828; background: #ffebee; } mark.ungrounded { border-color: #ef6c00; background: #fff3e0; }
mark.needs-review { border-color: #1565c0; background: #e3f2fd; } mark.unverifiable { border-color: #6a1b9a; background: #f3e5f5; }
.claim { border-left: 4px solid #ccc; padding: 0.3rem 0.8rem; margin-bottom: 1rem; }
.claim.grounded { border-color: #2e7d32; } .claim.refuted { border-color: #c62828; } .claim.ungrounded { border-color: #ef6c00; }
.claim.needs-review { border-color: #1565c0; } .claim.weak { border-color: #9e9d24; } .claim.unverifiable { border-color: #6a1b9a; }
blockquote { margin: 0.3rem 0; padding: 0.3rem 0.6rem; background: #f4f4f4; font-size: 0.92em; }
.place { color: #555; font: 13px ui-monospace, monospace; }
ul.findings li { margin-bottom: 0.6rem; } .error { color: #b71c1c; font-weight: 600; } .warning { color: #8d6e00; }
.hint { color: #444; }
`;

/** The report as one HTML document. */
export function htmlReport(input: ReportInput): string {
  // Each source's line index is built once, however many claims cite it.
  const indexes = new Map<string, LineIndex>();
  const sourceLines = (source: LoadedSource): LineIndex => {
    const known = indexes.get(source.id) ?? new LineIndex(source.text);
    indexes.set(source.id, known);
    return known;
  };
  const errors = input.findings.filter((f) => f.severity === 'error').length;
  const warnings = input.findings.filter((f) => f.severity === 'warning').length;
  const claims = input.posts.reduce((n, p) => n + p.claims.length, 0);
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: 'en' }, [
        h('head', [
          h('meta', { charset: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('title', 'Warrant report'),
          h('style', CSS),
        ]),
        h('body', [
          h('h1', 'Warrant report'),
          h('p.summary', [
            h('span', `${input.posts.length} post(s), ${claims} claim(s)`),
            h('span.error', `${errors} blocking`),
            h('span.warning', `${warnings} warning(s)`),
            h('span', `checked ${input.at}`),
          ]),
          ...input.posts.flatMap((post) => postSection(post, input, sourceLines)),
          ...otherFindings(input),
        ]),
      ]),
    ],
  };
  return toHtml(tree);
}

function postSection(
  post: ReportPost,
  input: ReportInput,
  sourceLines: (source: LoadedSource) => LineIndex,
): Element[] {
  const inText = post.claims.filter((c) => c.file === post.file).sort((a, b) => a.span.start - b.span.start);
  const lines = new LineIndex(post.text);
  const text: ElementContent[] = [];
  let at = 0;
  for (const [k, claim] of inText.entries()) {
    if (claim.span.start < at) continue;
    const status = input.verdicts.get(claim.id)?.status ?? 'unverifiable';
    text.push({ type: 'text', value: post.text.slice(at, claim.span.start) });
    text.push(
      h(
        'a',
        { href: `#claim-${anchorOf(claim.id)}` },
        h(`mark.${status}`, { title: STATUS_WORDS[status] ?? status, id: `text-${k + 1}-${anchorOf(claim.id)}` }, [
          post.text.slice(claim.span.start, claim.span.end),
        ]),
      ),
    );
    at = claim.span.end;
  }
  text.push({ type: 'text', value: post.text.slice(at) });
  const findings = input.findings.filter((f) => f.file === post.file);
  return [
    h('h2', [`${post.title} `, h('span.place', post.file)]),
    h('div.post', [
      h('pre.text', text),
      h('div', [
        ...post.claims.map((claim) =>
          claimCard(claim, input, claim.file === post.file ? lines : undefined, sourceLines),
        ),
        ...(findings.length > 0 ? [h('h3', 'Findings'), findingList(findings)] : []),
      ]),
    ]),
  ];
}

function claimCard(
  claim: Claim,
  input: ReportInput,
  lines: LineIndex | undefined,
  sourceLines: (source: LoadedSource) => LineIndex,
): Element {
  const verdict = input.verdicts.get(claim.id);
  const status = verdict?.status ?? 'unverifiable';
  const place = lines ? `${claim.file}:${lines.locate(claim.span.start).line}` : claim.file;
  return h(`div.claim.${status}`, { id: `claim-${anchorOf(claim.id)}` }, [
    h('p', [h('strong', `“${claim.text}”`), ` — ${STATUS_WORDS[status] ?? status} `, h('span.place', place)]),
    ...(verdict?.assessments ?? []).map((a) => {
      const source = input.sources.get(a.sourceId);
      const where =
        source && a.passage
          ? `${source.uri.split('/').pop() ?? source.uri}:${sourceLines(source).locate(a.passage.range.start).line}`
          : a.sourceId;
      return h('div', [
        h('p', [`${source?.title ?? a.sourceId}: ${a.rule} `, h('span.place', where)]),
        ...(a.passage ? [h('blockquote', a.passage.text)] : []),
      ]);
    }),
  ]);
}

function findingList(findings: readonly Finding[]): Element {
  return h(
    'ul.findings',
    findings.map((f) =>
      h('li', [
        h('span.place', `${f.file}:${f.line}:${f.column} `),
        h(`span.${f.severity}`, `${f.severity} ${f.code}`),
        ` ${f.message}`,
        h('br'),
        h('span.hint', `Fix: ${f.hint}`),
      ]),
    ),
  );
}

/** Findings not in a post file (the registry, evidence tables, sources), under one heading. */
function otherFindings(input: ReportInput): Element[] {
  const postFiles = new Set(input.posts.map((p) => p.file));
  const rest = input.findings.filter((f) => !postFiles.has(f.file));
  return rest.length > 0 ? [h('h2', 'Other findings'), findingList(rest)] : [];
}

/** An id usable as an HTML anchor: claim ids hold a slash. */
const anchorOf = (id: string): string => id.replace(/[^A-Za-z0-9_-]/gu, '-');
