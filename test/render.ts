// Test rendering: a post through remark, remark-rehype and Warrant's claim renderer, as the site's Markdown pipeline does.
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Post } from '../src/core/model.js';
import { sealText } from '../src/gates/seal.js';
import type { CapturedPost } from '../src/markdown/capture-post.js';
import { rehypeClaims } from '../src/markdown/rehype-claims.js';
import type { RenderStatement } from '../src/markdown/statement-marks.js';

export const SEAL_KEY = 'test-seal-key';

/** The body as the site's loader hands it to Markdown: front matter stripped, trimmed. */
export function bodyOf(post: Post): string {
  return post.source.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
}

/**
 * Render a captured post to a whole page; `layout` adds text around the article as a template would; `statements` are
 * the post's required statements, as the integration hands them to the renderer.
 */
export function renderPage(
  captured: CapturedPost,
  layout: { before?: string; after?: string } = {},
  statements: readonly RenderStatement[] = [],
): string {
  const path = `/project/${captured.post.file}`;
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeClaims, {
      postFor: (p: string) =>
        p === path
          ? {
              source: captured.post.source,
              claims: captured.claims.map((c, i) => ({ id: c.id, span: c.span, ordinal: i + 1, status: 'grounded' })),
              citations: captured.citations.map((c) => c.range),
              statements,
            }
          : undefined,
      seal: (text: string) => sealText(SEAL_KEY, text),
    })
    .use(rehypeStringify);
  const html = String(processor.processSync(new VFile({ path, value: bodyOf(captured.post) })));
  return `<!doctype html><html><head><title>t</title></head><body>${layout.before ?? ''}<article data-warrant-article="${captured.post.slug}">${html}</article>${layout.after ?? ''}</body></html>`;
}
