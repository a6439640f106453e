/** @module markdown/parse: the one Markdown parser configuration (remark-parse, GFM, YAML front matter) every stage shares. */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).freeze();

/** Parse Markdown to mdast with positions (offsets into `markdown`). */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}
