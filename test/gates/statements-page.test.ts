// Gate 2 on required statements, case by case: exact messages, page lines, which copies count, evidence annotations.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/findings.js';
import { checkStatementsOnPage } from '../../src/gates/statements.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { statementText, type RequiredStatement } from '../../src/statements/required.js';
import { postOf } from '../helpers.js';
import { renderPage } from '../render.js';

const TEXT = 'This post was drafted with AI assistance and checked by its author.';
const NEAR = 'This post was drafted with AI help and checked by its author.';
const STATEMENT: RequiredStatement = { id: 'ai-disclosure', text: TEXT, evidence: 'bench', posts: ['test-post'] };
const PAGE = 'dist/posts/test-post/index.html';
const POST = 'content/posts/test-post.md';
/** postOf puts six lines of front matter and a blank line before the body: its first line is line 8. */
const BODY_LINE = 8;
const NAMED = `required statement "ai-disclosure" ("${TEXT}")`;
const MARK = `<p data-warrant-statement="ai-disclosure" data-evidence="bench">${TEXT}</p>`;

/** A page whose line 1 is the head and whose body lines are `lines`, from line 2 on. */
const pageOf = (...lines: string[]) =>
  ['<!doctype html><html><head><title>t</title></head><body>', ...lines, '</body></html>'].join('\n');

/** The post of the page: the statement as its third body line unless told otherwise. */
const POST_WITH_IT = postOf(`Opening.\n\n${TEXT}`);

function check(html: string, post: { file: string; source: string } = POST_WITH_IT, statements = [STATEMENT]) {
  return checkStatementsOnPage({ file: PAGE, html, post, statements });
}

const brief = (findings: readonly Finding[]) => findings.map((f) => [f.code, f.file, f.line, f.column, f.message]);

describe('where gate 2 says each copy is', () => {
  it('names the page line of every copy: text, a layout repeat and an alt text', () => {
    const html = pageOf('<p>Opening.</p>', MARK, `<footer><p>${TEXT}</p></footer>`, `<img src="b.png" alt="${TEXT}">`);
    expect(brief(check(html))).toEqual([
      [
        'statement/repeated',
        POST,
        BODY_LINE + 2,
        1,
        `${NAMED} appears 3 times on the page a reader receives (${PAGE}:3, ${PAGE}:4, ${PAGE}:5); it must appear once`,
      ],
    ]);
  });

  it('names the line where a copy starts, not where the whitespace before it does', () => {
    const html = pageOf('<p>Opening.</p>', '<p>', `${TEXT}</p>`, '<div>', `  ${TEXT}</div>`);
    const [repeated] = check(html);
    expect(repeated?.message).toContain(`(${PAGE}:4, ${PAGE}:6)`);
  });

  it('counts a copy spread over lines and runs of spaces, as a reader reads it', () => {
    const spread = 'This post was drafted\n   with AI  assistance and\tchecked by its author.';
    const html = pageOf(MARK, `<aside>${spread}</aside>`);
    expect(brief(check(html))).toEqual([
      [
        'statement/repeated',
        POST,
        BODY_LINE + 2,
        1,
        `${NAMED} appears 2 times on the page a reader receives (${PAGE}:2, ${PAGE}:3); it must appear once`,
      ],
    ]);
  });

  it('counts a copy in sealed chrome, since a reader reads it too', () => {
    const html = pageOf(MARK, `<div data-warrant-seal="0123456789abcdef"><p>${TEXT}</p></div>`);
    expect(check(html).map((f) => f.code)).toEqual(['statement/repeated']);
  });

  it('does not count a copy in a code block or in the head', () => {
    const html = [
      `<!doctype html><html><head><title>${TEXT}</title><meta name="description" content="${TEXT}"></head><body>`,
      MARK,
      `<pre><code>${TEXT}</code></pre>`,
      '</body></html>',
    ].join('\n');
    expect(check(html)).toEqual([]);
  });

  it('counts a title tooltip and an aria-label as copies a reader hears', () => {
    const html = pageOf(MARK, `<a href="/" title="${TEXT}">home</a>`, `<nav aria-label="${TEXT}"></nav>`);
    expect(check(html)[0]?.message).toContain(`(${PAGE}:2, ${PAGE}:3, ${PAGE}:4)`);
  });

  it('matches whole words at both ends: a longer word around the words is not a copy', () => {
    const html = pageOf(MARK, `<p>X${TEXT}</p>`, `<p>${TEXT.slice(0, -1)}s.</p>`);
    expect(check(html).filter((f) => f.code === 'statement/repeated')).toEqual([]);
  });
});

describe('a near copy on the page', () => {
  it('is quoted as a reader reads it, trimmed and collapsed, at the page line where it starts', () => {
    const html = pageOf('<p>Opening.</p>', '<p>Second paragraph.</p>', `<p>  ${NEAR.replace('with', 'with  ')}\t </p>`);
    const post = postOf(`Opening.\n\n${NEAR}`);
    expect(brief(check(html, post))).toEqual([
      [
        'statement/altered',
        POST,
        BODY_LINE + 2,
        1,
        `the page shows "${NEAR}" (${PAGE}:4), nearly ${NAMED} but not its exact words`,
      ],
    ]);
  });

  it('is placed at its own line when many lines of text come before it', () => {
    const before = Array.from({ length: 8 }, (_, i) => `<p>Paragraph number ${i + 1}.</p>`);
    const html = pageOf(...before, MARK, `<p>${NEAR}</p>`);
    expect(check(html).map((f) => f.message)).toEqual([
      `the page shows "${NEAR}" (${PAGE}:11), nearly ${NAMED} but not its exact words`,
    ]);
  });

  it('is placed at its own line when the text before it spans several HTML lines', () => {
    const html = pageOf('<div>', '<span>lead</span>', '</div>', '<section>', `<span>${NEAR}</span>`, '</section>');
    const [near] = check(html, postOf(NEAR));
    expect(near?.message).toBe(`the page shows "${NEAR}" (${PAGE}:6), nearly ${NAMED} but not its exact words`);
  });
});

describe("the annotated element's words and evidence", () => {
  it('reports changed words with the element and its page line', () => {
    const html = pageOf('<p>Opening.</p>', MARK.replace('its author', 'an editor'));
    expect(brief(check(html))).toEqual([
      [
        'statement/altered',
        POST,
        BODY_LINE + 2,
        1,
        `the page's element annotated as ${NAMED} reads "${TEXT.replace('its author', 'an editor')}" (${PAGE}:3), not the statement's exact words`,
      ],
    ]);
  });

  it('reports an evidence annotation that is absent, empty or given without a value alike', () => {
    const expected = `${NAMED} is on the page without its evidence annotation (data-evidence="bench") at ${PAGE}:3`;
    for (const attribute of ['', ' data-evidence=""', ' data-evidence']) {
      const html = pageOf('<p>Opening.</p>', MARK.replace(' data-evidence="bench"', attribute));
      expect(brief(check(html))).toEqual([['statement/altered', POST, BODY_LINE + 2, 1, expected]]);
    }
  });

  it('reports another evidence, naming both', () => {
    const html = pageOf('<p>Opening.</p>', MARK.replace('data-evidence="bench"', 'data-evidence="undefined"'));
    expect(check(html).map((f) => f.message)).toEqual([
      `${NAMED} is on the page with the evidence "undefined" at ${PAGE}:3, not its configured "bench"`,
    ]);
  });

  it("reads only the elements annotated with the statement's id, even an id that reads like a missing one", () => {
    const odd: RequiredStatement = { ...STATEMENT, id: 'undefined' };
    const html = pageOf('<p>Opening.</p>', MARK.replace('"ai-disclosure"', '"undefined"'));
    expect(check(html, POST_WITH_IT, [odd])).toEqual([]);
  });

  it("does not read one statement's annotated element as another's", () => {
    const second: RequiredStatement = { id: 'sponsor', text: 'Sponsored by Acme.', evidence: 'acme', posts: ['x'] };
    const html = pageOf(MARK, '<p data-warrant-statement="sponsor" data-evidence="acme">Sponsored by Acme.</p>');
    const post = postOf(`${TEXT}\n\nSponsored by Acme.`);
    expect(check(html, post, [STATEMENT, second])).toEqual([]);
  });

  it('reports an altered annotated element and, apart, the exact words shown unannotated elsewhere', () => {
    const altered = 'This post was drafted with AI.';
    const html = pageOf(
      '<p>Opening.</p>',
      `<p data-warrant-statement="ai-disclosure" data-evidence="bench">${altered}</p>`,
      `<footer>${TEXT}</footer>`,
    );
    expect(brief(check(html))).toEqual([
      [
        'statement/altered',
        POST,
        BODY_LINE + 2,
        1,
        `the page's element annotated as ${NAMED} reads "${altered}" (${PAGE}:3), not the statement's exact words`,
      ],
      [
        'statement/missing',
        POST,
        BODY_LINE + 2,
        1,
        `${NAMED} is on the page (${PAGE}:4) but not as a paragraph annotated with its id and evidence; the post has it, so the page template or a plugin dropped or changed it`,
      ],
    ]);
  });

  it('places an annotated element the HTML parser made itself (no source position) at the first line', () => {
    // A misnested <b> is split by the parser: its second half is a copy that has no place in the HTML.
    const html = pageOf('<b data-warrant-statement="ai-disclosure" data-evidence="bench">Opening<p>words</b> more</p>');
    expect(check(html).map((f) => f.message)).toEqual([
      `the page's element annotated as ${NAMED} reads "Opening" (${PAGE}:2), not the statement's exact words`,
      `the page's element annotated as ${NAMED} reads "words" (${PAGE}:1), not the statement's exact words`,
    ]);
  });
});

describe('a statement missing from the page says what the post holds instead', () => {
  const missing = (post: { file: string; source: string }) => brief(check(pageOf('<p>Opening.</p>'), post));

  it('the post has it: the template or a plugin dropped it', () => {
    expect(missing(POST_WITH_IT)).toEqual([
      [
        'statement/missing',
        POST,
        BODY_LINE + 2,
        1,
        `${NAMED} is not on the page ${PAGE}; the post has it, so the page template or a plugin dropped or changed it`,
      ],
    ]);
  });

  it('the post does not have it either', () => {
    expect(missing(postOf('Opening.'))).toEqual([
      [
        'statement/missing',
        POST,
        1,
        1,
        `${NAMED} is not on the page ${PAGE}; the post does not have it either: write it as a paragraph of its own`,
      ],
    ]);
  });

  it('the post has a near copy, quoted with its line', () => {
    expect(missing(postOf(`Opening.\n\n${NEAR}`))).toEqual([
      [
        'statement/missing',
        POST,
        BODY_LINE + 2,
        1,
        `${NAMED} is not on the page ${PAGE}; the post's paragraph at line ${BODY_LINE + 2} ("${NEAR}") is nearly it`,
      ],
    ]);
  });

  it('the post cites it, or holds it only within a heading', () => {
    expect(missing(postOf(`Opening.\n\n${TEXT} [@bench]`))[0]?.[4]).toBe(
      `${NAMED} is not on the page ${PAGE}; the post's paragraph at line ${BODY_LINE + 2} carries a citation, so it is not the statement`,
    );
    expect(missing(postOf(`# ${TEXT}`))[0]?.[4]).toBe(
      `${NAMED} is not on the page ${PAGE}; the post has it at line ${BODY_LINE} only within a heading`,
    );
  });

  it('the post has a near copy and a layout prints the exact words unannotated', () => {
    const post = postOf(NEAR);
    const captured = capturePost(post);
    const html = renderPage(captured, { after: `<footer>${TEXT}</footer>` }, [
      { id: STATEMENT.id, text: statementText(STATEMENT), evidence: 'bench' },
    ]);
    const findings = check(html, post);
    expect(findings.map((f) => f.code)).toEqual(['statement/altered', 'statement/missing']);
    expect(findings[1]?.message).toMatch(
      new RegExp(
        `is on the page \\(${PAGE.replace(/[./]/gu, '\\$&')}:\\d+\\) but not as a paragraph annotated with its id and evidence; the post's paragraph at line ${BODY_LINE} \\("${NEAR.replace('.', '\\.')}"\\) is nearly it$`,
        'u',
      ),
    );
  });
});

describe('pages without required statements', () => {
  it('reads neither the page nor the post when no statement applies', () => {
    const untouchable = {
      file: PAGE,
      get html(): string {
        throw new Error('the page was read');
      },
      get post(): { file: string; source: string } {
        throw new Error('the post was read');
      },
      statements: [],
    };
    expect(checkStatementsOnPage(untouchable)).toEqual([]);
  });
});
