// The span map at its edges, on hand-written pages: what the reader's text is made of (blocks, attributes, images,
// CSS), how a data-src range is read, and the laws at exactly their bounds.
import { describe, expect, it } from 'vitest';
import { sealMatches, sealText } from '../../src/gates/seal.js';
import { checkSpanMap, pageText, svgLabels, type PageText } from '../../src/gates/span-map.js';

const read = (body: string): PageText => pageText(`<html><head></head><body>${body}</body></html>`, () => false);

describe("the reader's text of a page", () => {
  it('puts one line break between blocks, none before the first, each at the end of its block in the HTML', () => {
    const body = '<p>a</p><p>b</p>';
    const page = read(body);
    expect(page.text).toBe('a\nb\n');
    const html = `<html><head></head><body>${body}</body></html>`;
    expect(page.htmlOffsets).toEqual([
      html.indexOf('>a<') + 1,
      html.indexOf('</p>') + 4,
      html.indexOf('>b<') + 1,
      html.lastIndexOf('</p>') + 4,
    ]);
  });

  it('reads an aria-description as text a reader hears, as an aria-label is', () => {
    const page = read('<span aria-description="Revenue grew 80%">x</span><span aria-label="12 open issues">y</span>');
    expect(page.hidden.map((h) => [h.text, h.where])).toEqual([
      ['Revenue grew 80%', 'the aria-description of <span>'],
      ['12 open issues', 'the aria-label of <span>'],
    ]);
  });

  it('reads no hidden text from an element without spoken attributes, and CSS content only from a <style> or style=', () => {
    const page = read('<p>content: "5 stars"</p><span class="x">plain</span>');
    expect(page.hidden).toEqual([]);
    expect(page.text).toContain('content: "5 stars"');
    const styled = read('<style>.a::after { content: "12 new" }</style><b style="content: \'3 left\'">x</b>');
    expect(styled.hidden.map((h) => [h.text, h.where])).toEqual([
      ['12 new', 'CSS content of a <style>'],
      ['3 left', 'CSS content of <b>'],
    ]);
  });

  it('lists the images of the page, and nothing else that has a src', () => {
    const page = read('<img src="chart.svg" alt=""><video src="clip.mp4"></video><iframe src="other.html"></iframe>');
    expect(page.images.map((i) => i.src)).toEqual(['chart.svg']);
  });

  it('carries the voice of a claim a voice step rewrote, and none for a claim without one', () => {
    const page = read(
      '<p><span data-claim="c1" data-src="0-5">hello</span> <span data-claim="c2" data-src="6-11" data-voice="plain">world</span></p>',
    );
    expect(page.entries.map((e) => [e.claimId, e.voice])).toEqual([
      ['c1', undefined],
      ['c2', 'plain'],
    ]);
    expect('voice' in page.entries[0]!).toBe(false);
  });

  it('reads a data-src range only when it is two whole numbers, so a padded one is no range', () => {
    for (const src of ['x0-5', '0-5x', '0-5-6', '']) {
      const page = read(`<p><span data-claim="c1" data-src="${src}">hello</span></p>`);
      expect(page.entries[0]?.src).toEqual({ start: -1, end: -1 });
    }
    expect(read('<p><span data-claim="c1" data-src="0-5">hello</span></p>').entries[0]?.src).toEqual({
      start: 0,
      end: 5,
    });
  });

  it('reads the labels of an SVG, one trimmed line each', () => {
    expect(svgLabels('<svg><title>  Checks  </title>\n<g><text> A: 3 </text><text>B</text></g></svg>')).toBe(
      'Checks\nA: 3\nB',
    );
  });
});

describe('what the reader sees, read closely', () => {
  it('reads every way CSS writes generated content: spaced or not, after a function, several strings in a row', () => {
    const page = read(
      `<style>.a::before { content : "1 up" } .b::before{content:'2 up'} .c::after { content: attr(x) "3 up" }` +
        ` .d::after { content: "4 up" " 5 up" }</style>`,
    );
    expect(page.hidden.map((h) => h.text)).toEqual(['1 up', '2 up', '3 up', '4 up', ' 5 up']);
  });

  it('tells the body from the layout for every character, the line breaks between blocks included', () => {
    const page = read('<p>Top</p><div data-warrant-body=""><p>12 jobs</p></div>');
    expect(page.text).toBe('Top\n12 jobs\n');
    expect(page.origins).toEqual([...Array<string>(4).fill('layout'), ...Array<string>(8).fill('body')]);
  });

  it('starts a block on a line of its own, the break standing where the block opens', () => {
    const html = '<html><head></head><body>x<p>b</p></body></html>';
    const page = pageText(html, () => false);
    expect(page.text).toBe('x\nb\n');
    expect(page.htmlOffsets[1]).toBe(html.indexOf('<p>'));
  });

  it('reads a table whose rows the HTML parser had to supply', () => {
    expect(read('<table><td>3 runs</td><td>4 runs</td></table>').text).toBe('3 runs\n4 runs\n');
  });

  it('breaks lines only at the label elements of an inline SVG, not at elements of those names elsewhere', () => {
    expect(read('<p>a <text>b</text> <desc>c</desc> d</p>').text).toBe('a b c d\n');
  });

  it('lists an image only when it has a src', () => {
    expect(read('<img alt="logo"><img src="a.png" alt="">').images.map((i) => i.src)).toEqual(['a.png']);
  });

  it("leaves out Warrant's sealed chrome whatever its markup, and shows an element whose seal is not for its text", () => {
    const mark = `<sup data-warrant-seal="${sealText('k', '[1]')}">[<b>1</b>]<!-- evidence --></sup>`;
    const page = pageText(`<html><head></head><body><p>Ran 3 jobs${mark}.</p></body></html>`, (t, s) =>
      sealMatches('k', t, s),
    );
    expect(page.text).toBe('Ran 3 jobs.\n');
    const forged = `<sup data-warrant-seal="${sealText('k', '[1]')}">[<b>2</b>]</sup>`;
    expect(
      pageText(`<html><head></head><body><p>Ran 3 jobs${forged}.</p></body></html>`, (t, s) => sealMatches('k', t, s))
        .text,
    ).toBe('Ran 3 jobs[2].\n');
  });

  it('reads the labels of an SVG image even where they carry a seal attribute: an image is never sealed chrome', () => {
    expect(svgLabels('<svg><text data-warrant-seal="0123">5 stars</text></svg>')).toBe('5 stars');
  });
});

describe('the laws at their bounds', () => {
  /** A page whose text is `text` with one claim over [start, end) of it, from `src` of the post. */
  const pageOf = (text: string, range: { start: number; end: number }, src = range, voice?: string): PageText => ({
    text,
    hidden: [],
    htmlOffsets: [...text].map((_, i) => i),
    origins: [...text].map(() => 'body'),
    entries: [{ claimId: 'c', range, src, ...(voice ? { voice } : {}) }],
    images: [],
  });
  const check = (page: PageText, post: string, expected = new Map([['c', 'abc']])) =>
    checkSpanMap(page, post, expected, { file: 'p.html', html: 'line one\nline two' }).map((f) => [
      f.code,
      f.line,
      f.column,
      f.message,
    ]);

  it('takes a range that ends exactly at the end of the page, and a source range that ends at the end of the post', () => {
    expect(check(pageOf('abc', { start: 0, end: 3 }), 'abc')).toEqual([]);
  });

  it("reads a post's CR and CRLF line breaks as the page shows them", () => {
    const expected = new Map([['c', 'a b']]);
    expect(check(pageOf('a\nb', { start: 0, end: 3 }), 'a\rb', expected)).toEqual([]);
    expect(check(pageOf('a\nb', { start: 0, end: 3 }, { start: 0, end: 4 }), 'a\r\nb', expected)).toEqual([]);
  });

  it("checks the bounds of a rewritten claim's source range, though not its text", () => {
    const voiced = (src: { start: number; end: number }) =>
      check(pageOf('abc', { start: 0, end: 3 }, src, 'plain'), 'xyz', new Map([['c', 'abc']]));
    expect(voiced({ start: 0, end: 3 })).toEqual([]);
    expect(voiced({ start: -1, end: -1 })).toEqual([
      ['gate2/span-map', 1, 1, 'claim c: page text "abc" is not the post text at -1--1'],
    ]);
    expect(voiced({ start: 0, end: 4 })).toEqual([
      ['gate2/span-map', 1, 1, 'claim c: page text "abc" is not the post text at 0-4'],
    ]);
  });

  it('places a claim shown otherwise than rendered at its own first piece, and a missing or foreign one at line 1', () => {
    const page: PageText = {
      ...pageOf('abcdefghij', { start: 0, end: 3 }),
      entries: [
        { claimId: 'c', range: { start: 0, end: 3 }, src: { start: 0, end: 3 } },
        { claimId: 'd', range: { start: 4, end: 9 }, src: { start: 4, end: 9 } },
      ],
    };
    const found = check(
      page,
      'abcdefghij',
      new Map([
        ['c', 'abc'],
        ['d', 'other'],
        ['e', 'gone'],
      ]),
    );
    expect(found).toEqual([
      ['gate2/span-map', 1, 5, 'claim d: the page shows "efghi" where the claim is "other"'],
      ['gate2/missing-claim', 1, 1, 'claim e ("gone") is not on the page'],
    ]);
    expect(check(page, 'abcdefghij', new Map([['c', 'abc']]))).toEqual([
      ['gate2/span-map', 1, 1, 'the page marks text as claim d, which this post does not have'],
    ]);
  });
});
