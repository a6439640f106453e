/**
 * @module statements/in-post: required statements checked on what the author wrote (pure, over the post's Markdown):
 * each exactly once as a paragraph of its own, not reworded, not cited; and its evidence one a reader can be shown.
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { finding, type Finding, type Place } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Post, Sensitivity } from '../core/model.js';
import { normaliseSpace } from '../gates/seal.js';
import { findCitations } from '../markdown/citations.js';
import { parseMarkdown } from '../markdown/parse.js';
import { statementText, TRACE_EVIDENCE, type RequiredStatement } from './required.js';
import { isNearly, wholeMatches } from './similarity.js';

/** A block of the post's prose as a reader reads it, whitespace collapsed, with its place. */
export interface PostBlock {
  readonly kind: 'paragraph' | 'heading' | 'table cell';
  readonly text: string;
  readonly place: Place;
}

const KINDS: Partial<Record<Nodes['type'], PostBlock['kind']>> = {
  paragraph: 'paragraph',
  heading: 'heading',
  tableCell: 'table cell',
};

/** The post's paragraphs, headings and table cells. Code, raw HTML and front matter are not prose. Pure. */
export function postBlocks(post: Pick<Post, 'file' | 'source'>): PostBlock[] {
  const lines = new LineIndex(post.source);
  const blocks: PostBlock[] = [];
  const visit = (node: Nodes): void => {
    const kind = KINDS[node.type];
    if (kind !== undefined) {
      // Stryker disable next-line OptionalChaining: remark gives every node it parses a position
      const start = node.position?.start.offset ?? 0;
      // Stryker disable next-line OptionalChaining: remark gives every node it parses a position
      const end = node.position?.end.offset ?? start;
      const text = normaliseSpace(toString(node, { includeImageAlt: false, includeHtml: false }));
      blocks.push({ kind, text, place: { file: post.file, ...lines.locate(start), range: { start, end } } });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(parseMarkdown(post.source));
  return blocks;
}

/** A text with its citation markers, and the space before each, taken out: what the page would show of it. */
export function withoutCitations(text: string): string {
  let out = '';
  let at = 0;
  for (const marker of findCitations(text)) {
    out += text.slice(at, marker.start).trimEnd();
    at = marker.end;
  }
  return normaliseSpace(out + text.slice(at));
}

/** Quote a piece of text in a message, cut to a readable length. */
export function quote(text: string, max = 160): string {
  // Cut by characters, not UTF-16 units, so an emoji is never split in half.
  const chars = [...text];
  return `"${chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text}"`;
}

/** What the post holds of one statement: its own paragraphs, cited copies, copies inside other text, near copies. */
export interface StatementInPost {
  readonly exact: readonly PostBlock[];
  readonly cited: readonly PostBlock[];
  readonly inside: readonly PostBlock[];
  readonly near: readonly PostBlock[];
}

/** Sort the post's blocks by what each holds of the statement. Pure. */
export function statementInPost(blocks: readonly PostBlock[], statement: RequiredStatement): StatementInPost {
  const text = statementText(statement);
  const exact: PostBlock[] = [];
  const cited: PostBlock[] = [];
  const inside: PostBlock[] = [];
  const near: PostBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph' && block.text === text) exact.push(block);
    else if (block.kind === 'paragraph' && withoutCitations(block.text) === text) cited.push(block);
    else if (wholeMatches(block.text, text).length > 0) inside.push(block);
    else if (isNearly(text, block.text)) near.push(block);
  }
  return { exact, cited, inside, near };
}

/**
 * Where a statement is, or should be, in the post: its own paragraph; else a cited, embedded or near copy of it; else
 * the post's first line.
 */
export function locateStatement(post: Pick<Post, 'file'>, found: StatementInPost): Place {
  const block = found.exact[0] ?? found.cited[0] ?? found.inside[0] ?? found.near[0];
  return block?.place ?? { file: post.file, line: 1, column: 1 };
}

const at = (block: PostBlock): string => `line ${block.place.line}`;

/** Findings for one statement on the post's text. */
function checkOne(post: Pick<Post, 'file'>, blocks: readonly PostBlock[], statement: RequiredStatement): Finding[] {
  const text = statementText(statement);
  const found = statementInPost(blocks, statement);
  const named = `required statement "${statement.id}" (${quote(text)})`;
  const findings: Finding[] = [];
  const copies = [
    ...found.exact,
    ...found.inside.flatMap((b) => new Array<PostBlock>(wholeMatches(b.text, text).length).fill(b)),
  ];
  const inOrder = [...copies].sort((a, b) => a.place.line - b.place.line || a.place.column - b.place.column);
  const [, second] = inOrder;
  if (second !== undefined)
    findings.push(
      finding(
        'statement/repeated',
        second.place,
        `${named} is in the post ${copies.length} times (${inOrder.map(at).join(', ')}); it must be there once`,
      ),
    );
  if (found.exact.length === 0) {
    for (const block of found.cited)
      findings.push(
        finding(
          'statement/altered',
          block.place,
          `${named} carries a citation here; a required statement is backed by its evidence ("${statement.evidence}" in warrant.config.json): remove the citation`,
        ),
      );
    const [embedded] = found.inside;
    if (found.cited.length === 0 && embedded !== undefined)
      findings.push(
        finding(
          'statement/missing',
          embedded.place,
          `${named} is in the post only within a ${embedded.kind} (${quote(embedded.text)}), not as a paragraph of its own that can carry its evidence`,
        ),
      );
  }
  for (const block of found.near)
    findings.push(
      finding(
        'statement/altered',
        block.place,
        `this ${block.kind} (${quote(block.text)}) is nearly ${named} but not its exact words`,
      ),
    );
  if (copies.length === 0 && found.cited.length === 0 && found.near.length === 0)
    findings.push(
      finding(
        'statement/missing',
        { file: post.file, line: 1, column: 1 },
        `${named} is not in the post; write it as a paragraph of its own`,
      ),
    );
  return findings;
}

/**
 * Check a post's required statements on its Markdown: each must be a paragraph of its own, exactly once, word for word
 * and uncited (`statement/missing`, `statement/repeated`, `statement/altered`, each at its file:line, or the post's
 * first line when absent). `statements` are those that apply to the post (statementsFor). Pure.
 */
export function checkStatementsInPost(
  post: Pick<Post, 'file' | 'source'>,
  statements: readonly RequiredStatement[],
): Finding[] {
  if (statements.length === 0) return [];
  const blocks = postBlocks(post);
  return statements.flatMap((statement) => checkOne(post, blocks, statement));
}

/** What a statement's evidence may name for one post: the registry's sources, and whether the post has a trace. */
export interface StatementEvidence {
  readonly sources: ReadonlyMap<string, { readonly sensitivity: Sensitivity }>;
  /** The post has a drafting trace (ledger/traces/<slug>.jsonl). */
  readonly traced: boolean;
}

/**
 * Each statement's evidence must be one a reader can be shown: a public registered source (a non-public one's id would
 * be published beside the statement), or "trace" for a post with a drafting trace (`statement/evidence`, at the place
 * of the statement in the post). Pure.
 */
export function checkStatementEvidence(
  post: Pick<Post, 'file' | 'source' | 'slug'>,
  statements: readonly RequiredStatement[],
  evidence: StatementEvidence,
): Finding[] {
  if (statements.length === 0) return [];
  return evidenceFindings(post, postBlocks(post), statements, evidence);
}

/** Both checks of a post's required statements (its Markdown, their evidence) over one reading of the post. Pure. */
export function checkRequiredStatements(
  post: Pick<Post, 'file' | 'source' | 'slug'>,
  statements: readonly RequiredStatement[],
  evidence: StatementEvidence,
): Finding[] {
  if (statements.length === 0) return [];
  const blocks = postBlocks(post);
  return [
    ...statements.flatMap((statement) => checkOne(post, blocks, statement)),
    ...evidenceFindings(post, blocks, statements, evidence),
  ];
}

function evidenceFindings(
  post: Pick<Post, 'file' | 'slug'>,
  blocks: readonly PostBlock[],
  statements: readonly RequiredStatement[],
  evidence: StatementEvidence,
): Finding[] {
  const findings: Finding[] = [];
  for (const statement of statements) {
    const named = `required statement "${statement.id}"`;
    const place = locateStatement(post, statementInPost(blocks, statement));
    if (statement.evidence === TRACE_EVIDENCE) {
      if (!evidence.traced)
        findings.push(
          finding(
            'statement/evidence',
            place,
            `${named} gives the drafting trace as its evidence, but the post has none (ledger/traces/${post.slug}.jsonl)`,
          ),
        );
      continue;
    }
    const source = evidence.sources.get(statement.evidence);
    if (source === undefined)
      findings.push(
        finding(
          'statement/evidence',
          place,
          `${named} gives "${statement.evidence}" as its evidence, which is not a registered source (ledger/sources.jsonl) nor "${TRACE_EVIDENCE}"`,
        ),
      );
    else if (source.sensitivity !== 'public')
      findings.push(
        finding(
          'statement/evidence',
          place,
          `${named} gives a source that is not public (${source.sensitivity}) as its evidence; the page shows the evidence's id beside the statement, so it must be a public source`,
        ),
      );
  }
  return findings;
}
