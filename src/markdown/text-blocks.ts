/**
 * @module markdown/text-blocks: the prose of a Markdown document as blocks of plain text, with every character mapped
 * back to its offset in the source through the mdast positions.
 */
import type { Nodes, Root } from 'mdast';

/** A block of prose (a paragraph, heading or table cell) as a reader reads it. */
export interface TextBlock {
  readonly text: string;
  /** offsets[i] is the source offset of text[i]; offsets[text.length] is the end offset of the block's last character. */
  readonly offsets: readonly number[];
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'tableCell']);

/** Collect the prose blocks of a document. Code blocks, raw HTML and front matter are not prose and are left out. */
export function textBlocks(tree: Root, source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const visit = (node: Nodes): void => {
    if (BLOCK_TYPES.has(node.type)) {
      const chars: string[] = [];
      const offsets: number[] = [];
      collectInline(node, source, chars, offsets);
      if (chars.length > 0) {
        const last = offsets[offsets.length - 1] ?? 0;
        blocks.push({ text: chars.join(''), offsets: [...offsets, last + 1] });
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return blocks;
}

function collectInline(node: Nodes, source: string, chars: string[], offsets: number[]): void {
  if (node.type === 'text' || node.type === 'inlineCode') {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const raw = source.slice(start, end);
    // A node whose source is its value maps one to one; otherwise (escapes, entities, code ticks) find the value inside
    // the raw text, or map every character to the node's start so a finding still points at the right place.
    const exact = raw === node.value ? 0 : raw.indexOf(node.value);
    for (let i = 0; i < node.value.length; i += 1) {
      chars.push(node.value[i] ?? '');
      offsets.push(exact >= 0 ? start + exact + i : start);
    }
    return;
  }
  if (node.type === 'break') {
    chars.push('\n');
    offsets.push(node.position?.start.offset ?? offsets[offsets.length - 1] ?? 0);
    return;
  }
  if (
    node.type === 'html' ||
    node.type === 'image' ||
    node.type === 'imageReference' ||
    node.type === 'footnoteReference'
  )
    return;
  if ('children' in node) for (const child of node.children) collectInline(child as Nodes, source, chars, offsets);
}

/** Map a range of a block's text to a range of the source. */
export function sourceRange(block: TextBlock, start: number, end: number): { start: number; end: number } {
  const s = block.offsets[start] ?? 0;
  const lastChar = block.offsets[Math.max(start, end - 1)] ?? s;
  return { start: s, end: Math.max(s, lastChar + 1) };
}
