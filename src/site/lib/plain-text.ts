// A source passage as a reader should see it on the page: its Markdown read, and only the text kept.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/**
 * The text of a passage without its Markdown syntax ("- Sync now resumes `--resume` uploads" reads "Sync now resumes
 * --resume uploads"): what the evidence quotes is the passage the check aligned, shown as words, not as source code.
 * Blocks (list items, paragraphs) are kept apart by a space.
 */
export function plainText(markdown: string): string {
  const tree = fromMarkdown(markdown);
  const blocks: string[] = [];
  const walk = (node: (typeof tree.children)[number] | typeof tree): void => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || node.type === 'code') {
      blocks.push(toString(node));
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  const text = blocks.join(' ').replace(/\s+/gu, ' ').trim();
  return text === '' ? markdown.trim() : text;
}
