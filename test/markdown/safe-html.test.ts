// A post's raw HTML: what the sanitiser removes (named with places), scripts that block, and HTML kept as written on request.
import { describe, expect, it } from 'vitest';
import type { Post } from '../../src/core/model.js';
import { rawHtmlFindings } from '../../src/gates/raw-html.js';
import { rehypeSafeHtml, unsafeParts } from '../../src/markdown/safe-html.js';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';

const post = (body: string): Post => ({
  slug: 'hostile',
  file: 'content/posts/hostile.md',
  source: `---\ntitle: T\ndate: "2026-01-01"\nauthor: A\nsummary: S\n---\n\n${body}\n`,
  meta: { title: 'T', date: '2026-01-01', author: 'A', summary: 'S' },
});

describe('unsafeParts', () => {
  it('names what runs, frames, styles or carries uncitable text', () => {
    const html = [
      '<script>document.write("Revenue grew 80 percent in 2025")</script>',
      '<img src="chart.png" alt="a chart" onerror="alert(1)" title="Revenue grew 80 percent">',
      '<iframe src="https://example.org"></iframe>',
      '<a href="javascript:alert(2)">click</a>',
      '<span style="content: \'80%\'">x</span>',
      '<input value="Revenue grew 80 percent">',
    ].join('\n');
    const what = unsafeParts(html, 100).map((p) => p.what);
    expect(what).toEqual([
      '<script>',
      'the onerror= attribute of <img>',
      'the title= attribute of <img>',
      '<iframe>',
      'the href= attribute of <a>',
      'the style= attribute of <span>',
      'the value= attribute of <input>',
    ]);
    expect(unsafeParts(html, 100)[0]?.offset).toBe(100);
  });

  it('keeps what a blog needs', () => {
    const html =
      '<details><summary>More</summary><p>Some <b>bold</b>, <sup>1</sup>, <kbd>Ctrl</kbd> and <a href="/posts/x/">a link</a>.</p></details><img src="chart.png" alt="a chart">';
    expect(unsafeParts(html, 0)).toEqual([]);
  });
});

describe('rawHtmlFindings', () => {
  it('blocks a script at its place, and warns of everything else it removes', () => {
    const findings = rawHtmlFindings(
      post('Intro.\n\n<script>alert(1)</script>\n\nText <a href="javascript:x()">here</a>.'),
      false,
    );
    expect(findings.map((f) => [f.code, f.severity, f.line, f.column])).toEqual([
      ['post/script', 'error', 10, 1],
      ['post/unsafe-html', 'warning', 12, 6],
    ]);
    expect(findings[0]?.message).toContain('"render": {"allowRawHtml": ["hostile"]}');
  });

  it('says so when the configuration keeps the post as written', () => {
    const findings = rawHtmlFindings(post('<script>alert(1)</script>'), true);
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['post/raw-html-kept', 'warning']]);
  });

  it('has nothing to say of a post without raw HTML', () => {
    expect(rawHtmlFindings(post('Plain text with **bold**.'), false)).toEqual([]);
  });
});

describe('rehypeSafeHtml', () => {
  const render = async (markdown: string, keepRaw: boolean): Promise<string> =>
    String(
      await unified()
        .use(remarkParse)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeSafeHtml, { keepRaw: () => keepRaw })
        .use(rehypeStringify)
        .process(new VFile({ path: '/blog/content/posts/p.md', value: markdown })),
    );
  // A seal copied from a published page would make a post's text pass gate 2 as Warrant's own.
  const copied = '<span data-warrant-seal="0123456789abcdef0123456789abcdef">Revenue grew 80 percent</span>';

  it('removes a seal from a post whose HTML is kept as written, and keeps the rest as written', async () => {
    const html = await render(`Intro.\n\n${copied}<script>run()</script>\n`, true);
    expect(html).not.toContain('data-warrant-seal');
    expect(html).toContain('<span>Revenue grew 80 percent</span><script>run()</script>');
  });

  it('removes it, with everything else the schema does not allow, from any other post', async () => {
    const html = await render(`${copied}\n`, false);
    expect(html).not.toContain('data-warrant-seal');
    expect(html).not.toContain('<script');
  });
});
