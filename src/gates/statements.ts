/**
 * @module gates/statements: gate 2's check of required statements on the page a reader receives: each exactly once, as
 * the one element annotated with its id whose text is its exact words, carrying its evidence; found by the page's text,
 * never by what any model or renderer says it did.
 */
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Post } from '../core/model.js';
import { readText } from '../markdown/statement-marks.js';
import {
  locateStatement,
  postBlocks,
  quote,
  statementInPost,
  type PostBlock,
  type StatementInPost,
} from '../statements/in-post.js';
import { statementText, type RequiredStatement } from '../statements/required.js';
import { isNearly, wholeMatches } from '../statements/similarity.js';
import { pageText } from './span-map.js';

export interface StatementPageInput {
  /** Project-relative path of the built page, as messages name it. */
  readonly file: string;
  readonly html: string;
  /** The post the page shows: findings are placed where the statement is, or should be, in it. */
  readonly post: Pick<Post, 'file' | 'source'>;
  /** The statements that apply to the post (statementsFor). */
  readonly statements: readonly RequiredStatement[];
}

/** An element of the page annotated as a statement. */
interface Annotated {
  readonly id: string;
  readonly evidence: string | undefined;
  readonly text: string;
  readonly htmlOffset: number;
}

/** A piece of the text a reader sees or hears, whitespace collapsed, with where it starts in the HTML. */
interface Shown {
  readonly text: string;
  /** htmlOffsets[i]: offset in the HTML of text[i]. */
  readonly htmlOffsets: readonly number[];
}

function annotatedElements(html: string): Annotated[] {
  // Stryker disable next-line ArrayDeclaration: the list is only filtered by statement id, which a stray non-element entry never matches
  const found: Annotated[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'element') {
      const element = node as Element;
      const id = element.properties['dataWarrantStatement'];
      // Stryker disable next-line StringLiteral: the HTML parser gives a data- attribute a string value only, so the type test never fails
      if (id !== undefined && id !== null && typeof id !== 'boolean') {
        const evidence = element.properties['dataEvidence'];
        found.push({
          id: String(id),
          evidence:
            // Stryker disable next-line StringLiteral: the HTML parser gives a data- attribute a string value only, so the type test never holds
            evidence === undefined || evidence === null || typeof evidence === 'boolean' ? undefined : String(evidence),
          text: readText(element),
          htmlOffset: element.position?.start.offset ?? 0,
        });
      }
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(fromHtml(html));
  return found;
}

/** Collapse runs of white space to one space, keeping each kept character's HTML offset; trimmed. */
function collapse(text: string, offsets: readonly number[]): Shown {
  const chars: string[] = [];
  const kept: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    // Stryker disable next-line StringLiteral: the fallback never applies, as i is always inside text
    const ch = text[i] ?? '';
    if (/\s/u.test(ch)) {
      if (chars.length > 0 && chars[chars.length - 1] !== ' ') {
        chars.push(' ');
        // Stryker disable next-line LogicalOperator: a space never starts a match or a block, so its offset is never read
        kept.push(offsets[i] ?? 0);
      }
    } else {
      chars.push(ch);
      kept.push(offsets[i] ?? 0);
    }
  }
  if (chars[chars.length - 1] === ' ') {
    chars.pop();
    kept.pop();
  }
  return { text: chars.join(''), htmlOffsets: kept };
}

/**
 * Everything a reader of the page sees or hears: its text (Warrant's sealed chrome included, since a reader reads that
 * too) as one piece and block by block, and each attribute or CSS text. Code blocks and the head are not read.
 */
function shownTexts(html: string): { whole: Shown; blocks: Shown[]; hidden: Shown[] } {
  // Stryker disable next-line ArrowFunction: a seal check answering undefined skips nothing, as one answering false
  const page = pageText(html, () => false);
  const blocks: Shown[] = [];
  let start = 0;
  for (const line of page.text.split('\n')) {
    const block = collapse(line, page.htmlOffsets.slice(start, start + line.length));
    if (block.text !== '') blocks.push(block);
    start += line.length + 1;
  }
  const hidden = page.hidden.map((h) => collapse(h.text, new Array<number>(h.text.length).fill(h.htmlOffset)));
  return { whole: collapse(page.text, page.htmlOffsets), blocks, hidden };
}

/** The HTML offsets where `part` starts in a shown text, as whole words, without overlaps. */
function startsOf(shown: Shown, part: string): number[] {
  return wholeMatches(shown.text, part).map((at) => shown.htmlOffsets[at] ?? 0);
}

/** What the post holds instead of the statement, when the page lacks it: the reason the renderer did not mark it. */
function inThePost(found: StatementInPost): string {
  const [cited] = found.cited;
  if (cited) return `; the post's paragraph at line ${cited.place.line} carries a citation, so it is not the statement`;
  const [embedded] = found.inside;
  if (embedded) return `; the post has it at line ${embedded.place.line} only within a ${embedded.kind}`;
  const [near] = found.near;
  if (near) return `; the post's ${near.kind} at line ${near.place.line} (${quote(near.text)}) is nearly it`;
  return found.exact.length > 0
    ? '; the post has it, so the page template or a plugin dropped or changed it'
    : '; the post does not have it either: write it as a paragraph of its own';
}

/** Gate 2 for the required statements of one built page. Pure. */
export function checkStatementsOnPage(input: StatementPageInput): Finding[] {
  if (input.statements.length === 0) return [];
  const lines = new LineIndex(input.html);
  const pageAt = (offset: number): string => `${input.file}:${lines.locate(offset).line}`;
  const annotated = annotatedElements(input.html);
  const shown = shownTexts(input.html);
  const blocks: readonly PostBlock[] = postBlocks(input.post);
  const findings: Finding[] = [];

  for (const statement of input.statements) {
    const text = statementText(statement);
    const found = statementInPost(blocks, statement);
    const place = locateStatement(input.post, found);
    const named = `required statement "${statement.id}" (${quote(text)})`;
    const report = (code: 'statement/missing' | 'statement/repeated' | 'statement/altered', message: string) =>
      findings.push(finding(code, place, message));

    const marks = annotated.filter((a) => a.id === statement.id);
    for (const mark of marks) {
      if (mark.text !== text)
        report(
          'statement/altered',
          `the page's element annotated as ${named} reads ${quote(mark.text)} (${pageAt(mark.htmlOffset)}), not the statement's exact words`,
        );
      else if (mark.evidence === undefined || mark.evidence === '')
        report(
          'statement/altered',
          `${named} is on the page without its evidence annotation (data-evidence="${statement.evidence}") at ${pageAt(mark.htmlOffset)}`,
        );
      else if (mark.evidence !== statement.evidence)
        report(
          'statement/altered',
          `${named} is on the page with the evidence "${mark.evidence}" at ${pageAt(mark.htmlOffset)}, not its configured "${statement.evidence}"`,
        );
    }

    const copies = [...startsOf(shown.whole, text), ...shown.hidden.flatMap((h) => startsOf(h, text))];
    if (copies.length > 1)
      report(
        'statement/repeated',
        `${named} appears ${copies.length} times on the page a reader receives (${copies.map(pageAt).join(', ')}); it must appear once`,
      );

    const exactMarks = marks.filter((m) => m.text === text);
    const reported = new Set(marks.map((m) => m.text));
    const near = shown.blocks.filter((b) => !reported.has(b.text) && isNearly(text, b.text));
    for (const block of near)
      report(
        'statement/altered',
        `the page shows ${quote(block.text)} (${pageAt(block.htmlOffsets[0] ?? 0)}), nearly ${named} but not its exact words`,
      );
    if (exactMarks.length === 0 && copies.length > 0)
      report(
        'statement/missing',
        `${named} is on the page (${pageAt(copies[0] ?? 0)}) but not as a paragraph annotated with its id and evidence${inThePost(found)}`,
      );
    else if (exactMarks.length === 0 && marks.length === 0 && near.length === 0)
      report('statement/missing', `${named} is not on the page ${input.file}${inThePost(found)}`);
  }
  return findings;
}
