/** @module classify/markdown: classify the prose of a Markdown document, with every range pointing into the Markdown source. */
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { FactualSpan, Range } from '../core/model.js';
import { classifyText, type Classification, type ClassifiedSentence, type ClassifyOptions } from './index.js';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const SKIPPED = new Set(['html', 'image', 'imageReference', 'footnoteReference', 'definition', 'code']);

/** A prose block as a reader reads it; offsets[i] is the source offset of text[i]. */
interface Block {
  readonly text: string;
  readonly offsets: readonly number[];
}

function collect(node: Nodes, source: string, chars: string[], offsets: number[]): void {
  if (node.type === 'text' || node.type === 'inlineCode') {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // Where the source is not the value (escapes, entities, code ticks), find the value inside it or point at the node.
    const raw = source.slice(start, end);
    const at = raw === node.value ? 0 : raw.indexOf(node.value);
    for (let i = 0; i < node.value.length; i += 1) {
      chars.push(node.value[i] ?? '');
      offsets.push(at >= 0 ? start + at + i : start);
    }
    return;
  }
  if (node.type === 'break') {
    chars.push('\n');
    offsets.push(node.position?.start.offset ?? 0);
    return;
  }
  if (SKIPPED.has(node.type)) return;
  if ('children' in node) for (const child of node.children) collect(child as Nodes, source, chars, offsets);
}

function blocks(tree: Root, source: string): Block[] {
  const found: Block[] = [];
  const visit = (node: Nodes): void => {
    if (BLOCKS.has(node.type)) {
      const chars: string[] = [];
      const offsets: number[] = [];
      collect(node, source, chars, offsets);
      if (chars.length > 0) found.push({ text: chars.join(''), offsets });
      return;
    }
    if (SKIPPED.has(node.type)) return;
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return found;
}

function mapRange(block: Block, range: Range): Range {
  const start = block.offsets[range.start] ?? 0;
  const last = block.offsets[Math.max(range.start, range.end - 1)] ?? start;
  return { start, end: last + 1 };
}

/** Classify every paragraph, heading and table cell of a Markdown document (code blocks and raw HTML are not prose). */
export function classifyMarkdown(markdown: string, options: ClassifyOptions = {}): Classification {
  const sentences: ClassifiedSentence[] = [];
  for (const block of blocks(parser.parse(markdown), markdown)) {
    const mapSpan = (s: FactualSpan): FactualSpan => {
      const range = mapRange(block, s.range);
      return { ...s, range, text: markdown.slice(range.start, range.end) };
    };
    for (const s of classifyText(block.text, options).sentences) {
      sentences.push({ range: mapRange(block, s.range), opinion: s.opinion, spans: s.spans.map(mapSpan), unclaimed: s.unclaimed.map(mapSpan) });
    }
  }
  return { spans: sentences.flatMap((s) => s.spans), sentences };
}
