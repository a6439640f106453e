/**
 * @module markdown/statement-marks: the render step of required statements: a paragraph whose text is exactly one of the
 * post's required statements is annotated with the statement's id and evidence (`data-warrant-statement`,
 * `data-evidence`), so the page carries what backs it and gate 2 can find it.
 */
import type { Element, Nodes, Root } from 'hast';
import { normaliseSpace } from '../gates/seal.js';

/** A required statement as the renderer needs it: its id, its words (whitespace collapsed) and its evidence. */
export interface RenderStatement {
  readonly id: string;
  readonly text: string;
  readonly evidence: string;
}

/** Elements whose text is never the paragraph's words as a reader reads them. */
const UNREAD = new Set(['script', 'style', 'template']);

/** The text of an element as a reader reads it, whitespace collapsed (a line break is a space). */
export function readText(node: Nodes): string {
  const parts: string[] = [];
  const walk = (n: Nodes): void => {
    if (n.type === 'text') parts.push(n.value);
    else if (n.type === 'element' && n.tagName === 'br') parts.push(' ');
    else if (n.type === 'element' && UNREAD.has(n.tagName)) return;
    else if ('children' in n) for (const child of n.children) walk(child as Nodes);
  };
  walk(node);
  return normaliseSpace(parts.join(''));
}

/**
 * Annotate every `<p>` (outside code) whose text is exactly a statement's words. The paragraph is read as Markdown rendered
 * it, before citation markers are removed: a paragraph that cites a source is not the statement (its evidence is the
 * configured one). Mutates `tree`; returns the ids it annotated, once per paragraph.
 */
export function markStatements(tree: Root, statements: readonly RenderStatement[]): string[] {
  const marked: string[] = [];
  if (statements.length === 0) return marked;
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element' || child.tagName === 'pre' || child.tagName === 'code') continue;
      if (child.tagName === 'p') {
        const text = readText(child);
        const statement = statements.find((s) => s.text === text);
        if (statement) {
          child.properties = {
            ...child.properties,
            dataWarrantStatement: statement.id,
            dataEvidence: statement.evidence,
          };
          marked.push(statement.id);
        }
      }
      visit(child);
    }
  };
  visit(tree);
  return marked;
}
