/** @module classify/markdown: classify the prose of a Markdown document, with every range pointing into the Markdown source. */
import type { FactualSpan } from '../core/model.js';
import { parseMarkdown } from '../markdown/parse.js';
import { sourceRange, textBlocks } from '../markdown/text-blocks.js';
import { classifyText, type Classification, type ClassifiedSentence, type ClassifyOptions } from './index.js';

/** Classify every paragraph, heading and table cell of a Markdown document (code blocks and raw HTML are not prose). */
export function classifyMarkdown(markdown: string, options: ClassifyOptions = {}): Classification {
  const sentences: ClassifiedSentence[] = [];
  for (const block of textBlocks(parseMarkdown(markdown), markdown)) {
    const mapSpan = (s: FactualSpan): FactualSpan => {
      const range = sourceRange(block, s.range.start, s.range.end);
      return { ...s, range, text: markdown.slice(range.start, range.end) };
    };
    for (const s of classifyText(block.text, options).sentences) {
      const range = sourceRange(block, s.range.start, s.range.end);
      sentences.push({ range, opinion: s.opinion, spans: s.spans.map(mapSpan), unclaimed: s.unclaimed.map(mapSpan) });
    }
  }
  return { spans: sentences.flatMap((s) => s.spans), sentences };
}
