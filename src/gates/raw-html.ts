/**
 * @module gates/raw-html: gate 1 on a post's raw HTML. A script cannot be checked: it blocks, unless the author keeps the
 * post's HTML as written (`render.allowRawHtml`), which is said and recorded. Everything else the sanitiser removes
 * (event handlers, frames, `javascript:` links, styles, form controls, text in title= or value=) is named with its
 * place, as the page will not show it.
 */
import type { Nodes } from 'mdast';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Post } from '../core/model.js';
import { parseMarkdown } from '../markdown/parse.js';
import { unsafeParts } from '../markdown/safe-html.js';

/** Findings on a post's raw HTML; `kept` when the configuration keeps this post's HTML as written. Pure. */
export function rawHtmlFindings(post: Post, kept: boolean): Finding[] {
  const lines = new LineIndex(post.source);
  const at = (offset: number) => ({ file: post.file, ...lines.locate(offset) });
  const pieces: { value: string; offset: number }[] = [];
  const visit = (node: Nodes): void => {
    // Stryker disable next-line OptionalChaining: remark gives every node it parses a position
    if (node.type === 'html' && node.position?.start.offset !== undefined)
      pieces.push({ value: node.value, offset: node.position.start.offset });
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(parseMarkdown(post.source));
  if (pieces.length === 0) return [];
  if (kept)
    return [
      finding(
        'post/raw-html-kept',
        // Stryker disable next-line OptionalChaining: pieces is not empty here (checked just above)
        at(pieces[0]?.offset ?? 0),
        `the post's raw HTML is published as written, unchecked, because warrant.config.json lists "${post.slug}" in render.allowRawHtml`,
        // Stryker disable next-line ObjectLiteral: post/raw-html-kept is registered as a warning already
        { severity: 'warning' },
      ),
    ];
  return pieces.flatMap((piece) =>
    unsafeParts(piece.value, piece.offset).map((part) =>
      part.what === '<script>'
        ? finding(
            'post/script',
            at(part.offset),
            `a <script> cannot be checked: what it writes reaches readers past both gates; remove it, or keep this post's HTML as written with "render": {"allowRawHtml": ["${post.slug}"]} in warrant.config.json`,
          )
        : finding(
            'post/unsafe-html',
            at(part.offset),
            `${part.what} is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers`,
            // Stryker disable next-line ObjectLiteral: post/unsafe-html is registered as a warning already
            { severity: 'warning' },
          ),
    ),
  );
}
