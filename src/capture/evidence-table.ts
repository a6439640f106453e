/** @module capture/evidence-table: best-effort adapter for Markdown evidence tables (Claim | Source(s)); reliance support_only. */
import type { Root, RootContent, Table, TableCell } from 'mdast';
import { claimTypeOf } from '../classify/claim-type.js';
import { classifyText } from '../classify/index.js';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import { parseMarkdown } from '../markdown/parse.js';
import { CLAIM_TYPES, type Claim, type ClaimType, type Range } from '../core/model.js';

const CLAIM_HEADER = /^(?:claims?|statements?|assertions?)$/i;
const SOURCE_HEADER = /^(?:sources?|evidence|citations?|refs?|references?|source\(s\)|source ids?)$/i;
const ID_HEADER = /^(?:id|claim[ _-]?id)$/i;
const TYPE_HEADER = /^(?:type|claim[ _-]?type)$/i;
const ACTOR_HEADER = /^(?:actor|author|by)$/i;
/** A source id as written in a cell: [@id], @id, `id`, or a bare id, separated by commas, semicolons or spaces. */
const SOURCE_ID = /[A-Za-z0-9][\w.:/#-]*[\w/]|[A-Za-z0-9]/g;

function cellText(cell: TableCell): string {
  const parts: string[] = [];
  const walk = (node: RootContent | TableCell): void => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    else if ('children' in node) for (const child of node.children) walk(child as RootContent);
  };
  walk(cell);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function cellRange(cell: TableCell): Range {
  return { start: cell.position?.start.offset ?? 0, end: cell.position?.end.offset ?? 0 };
}

function tables(tree: Root): Table[] {
  const found: Table[] = [];
  const walk = (node: Root | RootContent): void => {
    if (node.type === 'table') found.push(node);
    else if ('children' in node) for (const child of node.children) walk(child as RootContent);
  };
  walk(tree);
  return found;
}

/**
 * Read the evidence tables of a Markdown write-up: every GFM table with a Claim column and a Source column. Their claims
 * have origin "evidence-table", no in-context sources and reliance `support_only`: a table cannot show what was in
 * context when the claim was written. Spans are the claim cells' ranges in this Markdown file.
 */
export function parseEvidenceTables(
  markdown: string,
  file: string,
  draftId: string,
): { claims: Claim[]; findings: Finding[] } {
  const claims: Claim[] = [];
  const findings: Finding[] = [];
  const lines = new LineIndex(markdown);
  const seen = new Map<string, number>();
  const place = (range: Range) => ({ file, ...lines.locate(range.start), range });
  for (const table of tables(parseMarkdown(markdown))) {
    const [header, ...rows] = table.children;
    if (header === undefined) continue;
    const names = header.children.map(cellText);
    const column = (pattern: RegExp) => names.findIndex((n) => pattern.test(n));
    const claimCol = column(CLAIM_HEADER);
    const sourceCol = column(SOURCE_HEADER);
    if (claimCol < 0 || sourceCol < 0) continue;
    const idCol = column(ID_HEADER);
    const typeCol = column(TYPE_HEADER);
    const actorCol = column(ACTOR_HEADER);
    for (const row of rows) {
      const cell = (i: number) => (i >= 0 ? row.children[i] : undefined);
      const claimCell = cell(claimCol);
      const text = claimCell ? cellText(claimCell) : '';
      const range = claimCell
        ? cellRange(claimCell)
        : { start: row.position?.start.offset ?? 0, end: row.position?.end.offset ?? 0 };
      const sourceCell = cell(sourceCol);
      const sources = [...new Set((sourceCell ? cellText(sourceCell) : '').match(SOURCE_ID) ?? [])];
      if (text === '' || sources.length === 0) {
        findings.push(
          finding(
            'capture/evidence-row',
            place(range),
            text === '' ? 'evidence-table row has no claim text' : `claim "${text}" lists no source id`,
          ),
        );
        continue;
      }
      const { line } = lines.locate(range.start);
      const idCell = cell(idCol);
      const id = (idCell ? cellText(idCell) : '') || `${draftId}/table-L${line}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        findings.push(
          finding('input/duplicate-id', place(range), `claim id "${id}" is already used on line ${earlier}`),
        );
        continue;
      }
      seen.set(id, line);
      const typeCell = cell(typeCol);
      const declared = typeCell ? cellText(typeCell).toLowerCase() : '';
      const claimType = (CLAIM_TYPES as readonly string[]).includes(declared)
        ? (declared as ClaimType)
        : claimTypeOf(classifyText(text).spans);
      const actorCell = cell(actorCol);
      claims.push({
        id,
        draftId,
        text,
        span: range,
        claimType,
        sourceRefs: sources,
        inContextSourceIds: [],
        actor: (actorCell ? cellText(actorCell) : '') || 'evidence-table',
        origin: 'evidence-table',
        file,
        reliance: 'support_only',
      });
    }
  }
  return { claims, findings };
}
