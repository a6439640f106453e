// Required statements: rendered with their id and evidence, and checked exactly once on the built page (gate 2) and on
// the post's Markdown, with the similarity rule that tells an altered copy from unrelated text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/findings.js';
import { checkStatementsOnPage } from '../../src/gates/statements.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { checkStatementEvidence, checkStatementsInPost } from '../../src/statements/in-post.js';
import { statementText, type RequiredStatement } from '../../src/statements/required.js';
import { isNearly, nearBudget, wholeMatches, wordDistance, words } from '../../src/statements/similarity.js';
import { postOf } from '../helpers.js';
import { renderPage } from '../render.js';

const TEXT = 'This post was drafted with AI assistance and checked by its author.';
const STATEMENT: RequiredStatement = { id: 'ai-disclosure', text: TEXT, evidence: 'bench', posts: ['test-post'] };
const PAGE = 'dist/posts/test-post/index.html';
const POST = 'content/posts/test-post.md';
/** postOf puts six lines of front matter and a blank line before the body: its first line is line 8. */
const BODY_LINE = 8;

function built(body: string, layout: { before?: string; after?: string } = {}) {
  const captured = capturePost(postOf(body));
  const html = renderPage(captured, layout, [{ id: STATEMENT.id, text: statementText(STATEMENT), evidence: 'bench' }]);
  return { post: captured.post, html };
}

const onPage = (page: { post: { file: string; source: string }; html: string }, statements = [STATEMENT]) =>
  checkStatementsOnPage({ file: PAGE, html: page.html, post: page.post, statements });

const brief = (findings: readonly Finding[]) => findings.map((f) => [f.code, f.file, f.line]);

describe('the renderer', () => {
  it('annotates the paragraph that is exactly the statement with its id and evidence, and no other', () => {
    const { html } = built(`An opening paragraph.\n\n${TEXT}\n\nThis post was drafted with AI help.`);
    expect(html).toContain(`<p data-warrant-statement="ai-disclosure" data-evidence="bench">${TEXT}</p>`);
    expect(html.match(/data-warrant-statement/gu)).toHaveLength(1);
  });

  it('reads the paragraph as a reader does: inline markup and line breaks are not words', () => {
    const { html } = built('*This post* was drafted with AI assistance\nand checked by `its` author.');
    expect(html).toContain('data-warrant-statement="ai-disclosure"');
  });

  it('does not annotate a paragraph that cites a source, even though its shown text is the statement', () => {
    const { html } = built(`${TEXT} [@bench]`);
    expect(html).not.toContain('data-warrant-statement');
  });
});

describe('gate 2 on required statements', () => {
  it('passes a statement that is on the page once, annotated with its evidence', () => {
    expect(onPage(built(`An opening paragraph.\n\n${TEXT}\n\nA closing one.`))).toEqual([]);
  });

  it("blocks a missing statement at the post's first line, quoting the words expected", () => {
    const findings = onPage(built('An opening paragraph.\n\nA closing one.'));
    expect(brief(findings)).toEqual([['statement/missing', POST, 1]]);
    expect(findings[0]?.severity).toBe('error');
    expect(findings[0]?.message).toContain(`"${TEXT}"`);
    expect(findings[0]?.message).toContain(`is not on the page ${PAGE}`);
  });

  it('blocks a statement the post has twice, naming both places on the page', () => {
    const findings = onPage(built(`${TEXT}\n\nBetween them.\n\n${TEXT}`));
    expect(brief(findings)).toEqual([['statement/repeated', POST, BODY_LINE]]);
    expect(findings[0]?.message).toMatch(
      /appears 2 times on the page a reader receives \(dist\/posts\/test-post\/index\.html:\d+, dist\/posts\/test-post\/index\.html:\d+\)/u,
    );
  });

  it('blocks a statement a layout prints again, at the post line of the statement', () => {
    const page = built(`Opening.\n\n${TEXT}`, { after: `<footer><p>${TEXT}</p></footer>` });
    expect(brief(onPage(page))).toEqual([['statement/repeated', POST, BODY_LINE + 2]]);
  });

  it('counts a copy a reader hears, in an attribute, as a repeat', () => {
    const page = built(TEXT, { after: `<img src="badge.png" alt="${TEXT}">` });
    expect(brief(onPage(page))).toEqual([['statement/repeated', POST, BODY_LINE]]);
  });

  it('blocks a reworded copy as altered, at its line in the post', () => {
    const findings = onPage(built(`Opening.\n\n${TEXT.replace('assistance', 'help')}`));
    expect(brief(findings)).toEqual([['statement/altered', POST, BODY_LINE + 2]]);
    expect(findings[0]?.message).toContain('nearly required statement "ai-disclosure"');
    expect(findings[0]?.message).toContain('"This post was drafted with AI help and checked by its author."');
  });

  it('blocks an annotated element whose words were changed after rendering', () => {
    const page = built(TEXT);
    const findings = onPage({ ...page, html: page.html.replace('checked by its author', 'checked by an editor') });
    expect(brief(findings)).toEqual([['statement/altered', POST, BODY_LINE]]);
    expect(findings[0]?.message).toContain(
      'reads "This post was drafted with AI assistance and checked by an editor."',
    );
  });

  it('blocks the statement without its evidence annotation, or with another evidence', () => {
    const page = built(TEXT);
    const bare = onPage({ ...page, html: page.html.replace(' data-evidence="bench"', '') });
    expect(brief(bare)).toEqual([['statement/altered', POST, BODY_LINE]]);
    expect(bare[0]?.message).toContain('without its evidence annotation (data-evidence="bench")');
    const other = onPage({ ...page, html: page.html.replace('data-evidence="bench"', 'data-evidence="elsewhere"') });
    expect(other[0]?.message).toContain('with the evidence "elsewhere"');
  });

  it('blocks the statement when it is on the page only inside a longer paragraph, unannotated', () => {
    const findings = onPage(built(`Please note: ${TEXT} Thanks for reading.`));
    expect(brief(findings)).toEqual([['statement/missing', POST, BODY_LINE]]);
    expect(findings[0]?.message).toContain('but not as a paragraph annotated with its id and evidence');
    expect(findings[0]?.message).toContain('only within a paragraph');
  });

  it('says why a cited statement paragraph is not the statement', () => {
    const findings = onPage(built(`Opening.\n\n${TEXT} [@bench]`));
    expect(brief(findings)).toEqual([['statement/missing', POST, BODY_LINE + 2]]);
    expect(findings[0]?.message).toContain('carries a citation');
  });

  it('checks only the statements it is given', () => {
    expect(onPage(built('Nothing required here.'), [])).toEqual([]);
  });
});

describe('required statements in the post (the source side)', () => {
  const inPost = (body: string) => checkStatementsInPost(postOf(body), [STATEMENT]);

  it('passes the statement as one paragraph of its own', () => {
    expect(inPost(`Opening.\n\n${TEXT}`)).toEqual([]);
  });

  it('gives missing, repeated and altered at the post lines a page check gives them', () => {
    expect(brief(inPost('Opening.'))).toEqual([['statement/missing', POST, 1]]);
    expect(brief(inPost(`${TEXT}\n\nBetween.\n\n${TEXT}`))).toEqual([['statement/repeated', POST, BODY_LINE + 4]]);
    expect(brief(inPost(`Opening.\n\n${TEXT.replace('its author', 'the author')}`))).toEqual([
      ['statement/altered', POST, BODY_LINE + 2],
    ]);
  });

  it('names a cited statement paragraph and one held within a heading', () => {
    const cited = inPost(`${TEXT} [@bench]`);
    expect(brief(cited)).toEqual([['statement/altered', POST, BODY_LINE]]);
    expect(cited[0]?.message).toContain('remove the citation');
    const heading = inPost(`## ${TEXT}`);
    expect(brief(heading)).toEqual([['statement/missing', POST, BODY_LINE]]);
    expect(heading[0]?.message).toContain('only within a heading');
  });

  it('counts a copy inside another paragraph as a repeat', () => {
    expect(brief(inPost(`${TEXT}\n\nAs I said: ${TEXT}`))).toEqual([['statement/repeated', POST, BODY_LINE + 2]]);
  });
});

describe("a statement's evidence", () => {
  const sources = new Map([
    ['bench', { sensitivity: 'public' as const }],
    ['memo', { sensitivity: 'internal' as const }],
  ]);
  const post = postOf(TEXT);
  const evidenceOf = (evidence: string, traced = false) =>
    checkStatementEvidence(post, [{ ...STATEMENT, evidence }], { sources, traced });

  it('passes a public registered source, and "trace" for a post with a drafting trace', () => {
    expect(evidenceOf('bench')).toEqual([]);
    expect(evidenceOf('trace', true)).toEqual([]);
  });

  it('blocks an unknown source, a non-public one and a trace the post does not have, at the statement', () => {
    const unknown = evidenceOf('bnech');
    expect(brief(unknown)).toEqual([['statement/evidence', POST, BODY_LINE]]);
    expect(unknown[0]?.message).toContain('"bnech" as its evidence, which is not a registered source');
    const internal = evidenceOf('memo');
    expect(brief(internal)).toEqual([['statement/evidence', POST, BODY_LINE]]);
    expect(internal[0]?.message).toContain('gives a source that is not public (internal) as its evidence');
    expect(internal[0]?.message).not.toContain('memo');
    expect(evidenceOf('trace', false)[0]?.message).toContain('ledger/traces/test-post.jsonl');
  });
});

describe('the similarity rule', () => {
  it('compares words: letters and digits, case folded, punctuation and spacing dropped', () => {
    expect(words('Drafted  with AI-assistance, checked by its author’s editor.')).toEqual([
      'drafted',
      'with',
      'ai',
      'assistance',
      'checked',
      'by',
      'its',
      'author’s',
      'editor',
    ]);
  });

  it('finds the exact words only as whole words', () => {
    expect(wholeMatches('Checked by its authors. Checked by its author, twice.', 'Checked by its author')).toEqual([
      24,
    ]);
    expect(wholeMatches('x. x. x.', 'x.')).toEqual([0, 3, 6]);
    expect(wholeMatches('a statement', '')).toEqual([]);
  });

  it('measures the fewest word edits to a run of the text', () => {
    expect(wordDistance(['a', 'b', 'c'], ['x', 'a', 'b', 'c', 'y'])).toBe(0);
    expect(wordDistance(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(wordDistance(['a', 'b', 'c'], ['z'])).toBe(3);
  });

  it('holds one changed word in five as nearly the statement, and not more', () => {
    expect([4, 9, 10, 14, 15].map(nearBudget)).toEqual([1, 1, 2, 2, 3]);
    // Twelve words: two edits are within the budget, three are not.
    expect(isNearly(TEXT, 'This post was drafted with AI help and checked by its author.')).toBe(true);
    expect(isNearly(TEXT, 'This post was drafted with AI help and checked by an author.')).toBe(true);
    expect(isNearly(TEXT, 'This post was written with AI help and checked by an author.')).toBe(false);
    expect(isNearly(TEXT, 'this post was drafted with ai assistance and checked by its author')).toBe(true);
    expect(isNearly(TEXT, `Note: ${TEXT.replace('author', 'editor')} Thanks.`)).toBe(true);
  });

  it('laws: a text holding the words is at distance 0, one changed word costs one edit, nothing costs more than all', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.array(word, { maxLength: 6 }),
        fc.array(word, { maxLength: 6 }),
        fc.nat(),
        (statement, before, after, at) => {
          expect(wordDistance(statement, [...before, ...statement, ...after])).toBe(0);
          const changed = statement.map((w, i) => (i === at % statement.length ? `${w}x` : w));
          expect(wordDistance(statement, [...before, ...changed, ...after])).toBeLessThanOrEqual(1);
          expect(wordDistance(statement, before)).toBeLessThanOrEqual(statement.length);
          // From four words on, a copy with one word changed is nearly the statement; below that, never.
          expect(isNearly(statement.join(' '), changed.join(' '))).toBe(statement.length >= 4);
        },
      ),
    );
  });

  it('never calls the exact words, unrelated text or a near copy of a very short statement nearly it', () => {
    expect(isNearly(TEXT, `Before. ${TEXT}`)).toBe(false);
    expect(isNearly(TEXT, 'The median was 3.1 ms across the benchmark runs.')).toBe(false);
    expect(isNearly('Not sponsored.', 'Not sponsored!')).toBe(false);
  });
});
