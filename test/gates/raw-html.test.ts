// Gate 1 on a post's raw HTML: a script blocks at its place, what the sanitiser removes is named, a kept post says so once.
import { describe, expect, it } from 'vitest';
import { rawHtmlFindings } from '../../src/gates/raw-html.js';
import { postOf } from '../helpers.js';

const rows = (findings: ReturnType<typeof rawHtmlFindings>) =>
  findings.map((f) => [f.code, f.severity, f.file, f.line, f.column]);

describe('raw HTML in a post', () => {
  it('finds nothing in a post without raw HTML, or with only safe HTML', () => {
    expect(rawHtmlFindings(postOf('Plain *text* with `<b>code</b>` in it.'), false)).toEqual([]);
    expect(rawHtmlFindings(postOf('Text with <b>bold</b> words.\n\n<p>A paragraph.</p>'), false)).toEqual([]);
    expect(rawHtmlFindings(postOf('Plain text.'), true)).toEqual([]);
  });

  it('blocks a script at its line and column, in a block or inside a paragraph, with the way to keep it', () => {
    const post = postOf('Intro.\n\n<script>alert(1)</script>\n\nText <script>x()</script> inline.');
    const found = rawHtmlFindings(post, false);
    expect(rows(found)).toEqual([
      ['post/script', 'error', 'content/posts/test-post.md', 10, 1],
      ['post/script', 'error', 'content/posts/test-post.md', 12, 6],
    ]);
    expect(found[0]?.message).toBe(
      'a <script> cannot be checked: what it writes reaches readers past both gates; remove it, or keep this post\'s HTML as written with "render": {"allowRawHtml": ["test-post"]} in warrant.config.json',
    );
  });

  it('names what the sanitiser removes as a warning at its place', () => {
    const found = rawHtmlFindings(postOf('Intro.\n\nSee <a href="javascript:x()" onclick="y()">this</a>.'), false);
    expect(rows(found)).toEqual([
      ['post/unsafe-html', 'warning', 'content/posts/test-post.md', 10, 5],
      ['post/unsafe-html', 'warning', 'content/posts/test-post.md', 10, 5],
    ]);
    expect(found.map((f) => f.message)).toEqual([
      'the href= attribute of <a> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
      'the onclick= attribute of <a> is removed from the page: what runs, frames another page, styles text or carries text no claim can cite does not reach readers',
    ]);
  });

  it('says once, at the first piece of raw HTML, that a kept post is published as written', () => {
    const found = rawHtmlFindings(postOf('Intro.\n\nText <b>bold</b>.\n\n<script>x()</script>'), true);
    expect(rows(found)).toEqual([['post/raw-html-kept', 'warning', 'content/posts/test-post.md', 10, 6]]);
    expect(found[0]?.message).toBe(
      'the post\'s raw HTML is published as written, unchecked, because warrant.config.json lists "test-post" in render.allowRawHtml',
    );
  });
});
