// Required statements in the post, the similarity rule and the config schema: exact messages, places, edges, laws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/findings.js';
import {
  checkStatementEvidence,
  checkStatementsInPost,
  quote,
  withoutCitations,
} from '../../src/statements/in-post.js';
import {
  requiredStatementSchema,
  requiredStatementsSchema,
  statementsFor,
  type RequiredStatement,
} from '../../src/statements/required.js';
import { isNearly, nearBudget, wholeMatches, words } from '../../src/statements/similarity.js';
import { postOf } from '../helpers.js';

const TEXT = 'This post was drafted with AI assistance and checked by its author.';
const STATEMENT: RequiredStatement = { id: 'ai-disclosure', text: TEXT, evidence: 'bench', posts: ['test-post'] };
const POST = 'content/posts/test-post.md';
/** postOf puts six lines of front matter and a blank line before the body: its first line is line 8. */
const BODY_LINE = 8;
const NAMED = `required statement "ai-disclosure" ("${TEXT}")`;

const inPost = (body: string, statements = [STATEMENT]) => checkStatementsInPost(postOf(body), statements);
const brief = (findings: readonly Finding[]) => findings.map((f) => [f.code, f.file, f.line, f.column, f.message]);

/** The range of `text` in the source of the post with `body`. */
function rangeOf(body: string, text: string) {
  const start = postOf(body).source.indexOf(text);
  return { start, end: start + text.length };
}

describe('a statement in the post: messages and places', () => {
  it('says a missing statement is not in the post, at its first line', () => {
    expect(brief(inPost('Opening.'))).toEqual([
      ['statement/missing', POST, 1, 1, `${NAMED} is not in the post; write it as a paragraph of its own`],
    ]);
  });

  it('lists both copies and reports the later one, with the range of its paragraph', () => {
    const body = `As I said: ${TEXT}\n\n${TEXT}`;
    const findings = inPost(body);
    expect(findings.map((f) => [f.code, f.file, f.line, f.column])).toEqual([
      ['statement/repeated', POST, BODY_LINE + 2, 1],
    ]);
    // (The lines are listed in the order the copies were sorted into, own paragraphs first, not by line.)
    const listed = /^(.*) is in the post 2 times \((line \d+), (line \d+)\); it must be there once$/u.exec(
      findings[0]?.message ?? '',
    );
    expect(listed?.[1]).toBe(NAMED);
    expect([listed?.[2], listed?.[3]].sort()).toEqual([`line ${BODY_LINE + 2}`, `line ${BODY_LINE}`].sort());
    // The second paragraph starts after the first and the blank line between them.
    const start = rangeOf(body, `As I said: ${TEXT}`).end + 2;
    expect(findings[0]?.range).toEqual({ start, end: start + TEXT.length });
  });

  it('quotes a near copy with its kind and the whole range of its block', () => {
    const near = TEXT.replace('its author', 'the author');
    const body = `Opening.\n\n${near}`;
    const findings = inPost(body);
    expect(brief(findings)).toEqual([
      [
        'statement/altered',
        POST,
        BODY_LINE + 2,
        1,
        `this paragraph ("${near}") is nearly ${NAMED} but not its exact words`,
      ],
    ]);
    expect(findings[0]?.range).toEqual(rangeOf(body, near));
  });

  it('names the kind of block a near copy is: a heading, a table cell', () => {
    const near = TEXT.replace('its author', 'the author');
    expect(inPost(`## ${near}`).map((f) => f.message)).toEqual([
      `this heading ("${near}") is nearly ${NAMED} but not its exact words`,
    ]);
    expect(inPost(`| a |\n| - |\n| ${near} |`).map((f) => [f.line, f.message])).toEqual([
      [BODY_LINE + 2, `this table cell ("${near}") is nearly ${NAMED} but not its exact words`],
    ]);
  });

  it('reports a cited statement paragraph as altered and, while it is there, no copy inside other text as missing', () => {
    const findings = inPost(`${TEXT} [@bench]\n\nAs I said: ${TEXT}`);
    expect(brief(findings)).toEqual([
      [
        'statement/altered',
        POST,
        BODY_LINE,
        1,
        `${NAMED} carries a citation here; a required statement is backed by its evidence ("bench" in warrant.config.json): remove the citation`,
      ],
    ]);
  });

  it('takes a citation before the final full stop as a citation of the statement', () => {
    const findings = inPost('This post was drafted with AI assistance and checked by its author [@bench].');
    expect(findings.map((f) => f.code)).toEqual(['statement/altered']);
    expect(findings[0]?.message).toContain('remove the citation');
  });

  it('reads a paragraph without its images and inline HTML, as the page shows it', () => {
    expect(inPost(`${TEXT} ![a badge for the post](badge.png)`)).toEqual([]);
    expect(inPost(`<span>This post</span> was drafted with AI assistance and checked by its author.`)).toEqual([]);
  });

  it('says where a statement held only in a heading is, quoting the heading', () => {
    expect(brief(inPost(`## Note: ${TEXT}`))).toEqual([
      [
        'statement/missing',
        POST,
        BODY_LINE,
        1,
        `${NAMED} is in the post only within a heading ("Note: ${TEXT}"), not as a paragraph of its own that can carry its evidence`,
      ],
    ]);
  });

  it('cuts a long statement in its messages to 160 characters', () => {
    const long = `${'word '.repeat(40)}end.`;
    const [missing] = inPost('Opening.', [{ ...STATEMENT, text: long }]);
    expect(missing?.message).toBe(
      `required statement "ai-disclosure" ("${long.slice(0, 159)}…") is not in the post; write it as a paragraph of its own`,
    );
  });
});

describe('posts without required statements', () => {
  /** A post whose source cannot be read: a check that reads it throws. */
  const unreadable = {
    file: POST,
    slug: 'test-post',
    get source(): string {
      throw new Error('the post was read');
    },
  };

  it('gives no findings and reads nothing when no statement applies', () => {
    expect(checkStatementsInPost(unreadable, [])).toEqual([]);
    expect(checkStatementEvidence(unreadable, [], { sources: new Map(), traced: false })).toEqual([]);
  });

  it('gives no findings for an empty list, even of a post that has the words', () => {
    expect(checkStatementsInPost(postOf(TEXT), [])).toEqual([]);
    expect(checkStatementEvidence(postOf(TEXT), [], { sources: new Map(), traced: false })).toEqual([]);
  });
});

describe("a statement's evidence: messages", () => {
  const sources = new Map([
    ['bench', { sensitivity: 'public' as const }],
    ['memo', { sensitivity: 'internal' as const }],
  ]);
  const evidenceOf = (evidence: string, traced = false) =>
    brief(checkStatementEvidence(postOf(`Opening.\n\n${TEXT}`), [{ ...STATEMENT, evidence }], { sources, traced }));

  it('names the statement, the evidence and the file to fix, at the statement', () => {
    expect(evidenceOf('bnech')).toEqual([
      [
        'statement/evidence',
        POST,
        BODY_LINE + 2,
        1,
        'required statement "ai-disclosure" gives "bnech" as its evidence, which is not a registered source (ledger/sources.jsonl) nor "trace"',
      ],
    ]);
    expect(evidenceOf('trace')).toEqual([
      [
        'statement/evidence',
        POST,
        BODY_LINE + 2,
        1,
        'required statement "ai-disclosure" gives the drafting trace as its evidence, but the post has none (ledger/traces/test-post.jsonl)',
      ],
    ]);
    expect(evidenceOf('memo')).toEqual([
      [
        'statement/evidence',
        POST,
        BODY_LINE + 2,
        1,
        `required statement "ai-disclosure" gives a source that is not public (internal) as its evidence; the page shows the evidence's id beside the statement, so it must be a public source`,
      ],
    ]);
  });
});

describe('quote', () => {
  it('keeps 160 characters whole and cuts 161 to 159 and an ellipsis', () => {
    expect(quote('x'.repeat(160))).toBe(`"${'x'.repeat(160)}"`);
    expect(quote('x'.repeat(161))).toBe(`"${'x'.repeat(159)}…"`);
  });

  it('law: a text within the limit is quoted whole; a longer one is its start, cut to the limit with the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        const quoted = quote(text, max);
        if (text.length <= max) expect(quoted).toBe(`"${text}"`);
        else expect(quoted).toBe(`"${text.slice(0, max - 1)}…"`);
        expect(quoted.length).toBeLessThanOrEqual(max + 2);
      }),
    );
  });
});

describe('withoutCitations', () => {
  it('drops each marker and the space before it, keeping what follows it', () => {
    expect(withoutCitations('checked by its author [@bench].')).toBe('checked by its author.');
    expect(withoutCitations('One [@a] two [@b; @c]')).toBe('One two');
  });

  it('law: a text without citations is only whitespace-collapsed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => !s.includes('[')),
        (text) => {
          expect(withoutCitations(text)).toBe(text.replace(/\s+/gu, ' ').trim());
        },
      ),
    );
  });
});

describe('the similarity rule, at its edges', () => {
  it('keeps an apostrophe between letters inside a word, however many letters follow it', () => {
    expect(words("We're rock'n'roll, aren’t we? 'quoted'")).toEqual(["we're", "rock'n'roll", 'aren’t', 'we', 'quoted']);
  });

  it('finds no words in punctuation alone', () => {
    expect(words('... — !?')).toEqual([]);
    expect(isNearly(TEXT, '... — !?')).toBe(false);
  });

  it('matches whole words at the very end and start of a text, and not inside a longer word at either end', () => {
    expect(wholeMatches('by its author', 'its author')).toEqual([3]);
    expect(wholeMatches('its author', 'its author')).toEqual([0]);
    expect(wholeMatches('bits author', 'its author')).toEqual([]);
    expect(wholeMatches('its authors', 'its author')).toEqual([]);
    expect(wholeMatches('bits author and its author', 'its author')).toEqual([16]);
  });

  it('law: the words are found after a non-word character and not after a letter or digit', () => {
    const word = fc.stringMatching(/^[a-z]{1,6}$/u);
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom(' ', '.', '(', '—'),
        fc.constantFrom('x', 'é', '7'),
        (a, b, gap, glue) => {
          const part = `${a} ${b}`;
          expect(wholeMatches(`${gap}${part}`, part)).toEqual([1]);
          expect(wholeMatches(`${glue}${part}`, part)).toEqual([]);
          expect(wholeMatches(`${part}${glue}`, part)).toEqual([]);
          expect(wholeMatches(`${part}${gap}`, part)).toEqual([0]);
        },
      ),
    );
  });

  it('law: a statement of four or more words with its budget of words dropped is nearly it; one more dropped is not', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{2,6}$/u), { minLength: 4, maxLength: 24 }), (wanted) => {
        const budget = nearBudget(wanted.length);
        const statement = wanted.join(' ');
        expect(isNearly(statement, wanted.slice(0, wanted.length - budget).join(' '))).toBe(true);
        expect(isNearly(statement, wanted.slice(budget).join(' '))).toBe(true);
        expect(isNearly(statement, wanted.slice(0, wanted.length - budget - 1).join(' '))).toBe(false);
      }),
    );
  });

  it('law: a statement of fewer than four words is never nearly a changed or re-cased copy', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{2,6}$/u), { minLength: 1, maxLength: 3 }), (wanted) => {
        const statement = wanted.join(' ');
        expect(isNearly(statement, [...wanted.slice(1), 'zzzzzzz'].join(' '))).toBe(false);
        expect(isNearly(statement, statement.toUpperCase())).toBe(false);
      }),
    );
  });

  it('gives a budget of max(1, floor(words / 5)) edits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (count) => {
        expect(nearBudget(count)).toBe(Math.max(1, Math.floor(count / 5)));
      }),
    );
  });
});

describe('which statements apply to a post', () => {
  /** A statement naming only the posts or only the tags it is given. */
  const only = (over: Pick<RequiredStatement, 'posts' | 'tags'> & { id?: string }): RequiredStatement => ({
    id: over.id ?? STATEMENT.id,
    text: TEXT,
    evidence: 'bench',
    ...(over.posts ? { posts: over.posts } : {}),
    ...(over.tags ? { tags: over.tags } : {}),
  });
  const text = fc.string({ minLength: 1, maxLength: 12 });
  // (The examples include a phrase with spaces, which a configured tag or slug may be; it is also the placeholder
  // Stryker puts in an emptied array, so a `?? []` default that is not empty fails here.)
  const examples: [string, string][] = [
    ['Stryker was here', 'Stryker was here'],
    ['launch', 'ai-drafted'],
  ];

  it('law: a post without tags gets only the statements naming its slug, whatever tags the others list', () => {
    fc.assert(
      fc.property(text, text, (slug, tag) => {
        const byTag = only({ tags: [tag] });
        const bySlug = only({ id: 'by-slug', posts: [slug] });
        expect(statementsFor({ slug, meta: {} }, [byTag, bySlug])).toEqual([bySlug]);
        expect(statementsFor({ slug, meta: { tags: [] } }, [byTag, bySlug])).toEqual([bySlug]);
      }),
      { examples },
    );
  });

  it('law: a statement with only tags ignores the slug, and one with only posts ignores the tags', () => {
    fc.assert(
      fc.property(text, text, (slug, tag) => {
        const byTag = only({ tags: [`${tag}-other`] });
        const bySlug = only({ posts: [`${slug}-other`] });
        expect(statementsFor({ slug, meta: { tags: [tag] } }, [byTag, bySlug])).toEqual([]);
        expect(statementsFor({ slug, meta: { tags: [tag] } }, [only({ tags: [tag] })])).toHaveLength(1);
        expect(statementsFor({ slug, meta: {} }, [only({ posts: [slug] })])).toHaveLength(1);
      }),
      { examples },
    );
  });
});

describe('the statements schema', () => {
  const GOOD = { id: 'ai-disclosure', text: TEXT, evidence: 'trace', tags: ['ai-drafted'] };
  const issues = (value: unknown) =>
    (requiredStatementsSchema.safeParse(value).error?.issues ?? []).map((i) => [i.code, i.path.join('.'), i.message]);

  it('refuses an id given twice, as a custom issue at the later id', () => {
    expect(issues([GOOD, { ...GOOD, text: 'Other words.' }, { ...GOOD, id: 'b' }, { ...GOOD, id: 'b' }])).toEqual([
      ['custom', '1.id', '"ai-disclosure" is the id of an earlier statement'],
      ['custom', '3.id', '"b" is the id of an earlier statement'],
    ]);
  });

  it('accepts distinct ids', () => {
    expect(issues([GOOD, { ...GOOD, id: 'a.b_c-1' }, { ...GOOD, id: '9' }])).toEqual([]);
  });

  it('refuses blank text and text carrying a citation', () => {
    expect(issues([{ ...GOOD, text: ' \n\t ' }])).toEqual([['custom', '0.text', 'must not be empty']]);
    expect(issues([{ ...GOOD, text: 'Checked by its author [@bench; @memo].' }])).toEqual([
      [
        'custom',
        '0.text',
        'must not carry a citation: the statement is backed by its "evidence", which the page shows beside it',
      ],
    ]);
    expect(issues([{ ...GOOD, text: 'Mail me at a@b.c [not a citation].' }])).toEqual([]);
  });

  it('takes an id of letters, digits, ".", "_" and "-" starting with a letter or digit', () => {
    for (const id of ['x', 'A1', '1.x_y-z'])
      expect(requiredStatementSchema.safeParse({ ...GOOD, id }).success).toBe(true);
    for (const id of ['', '-x', '.x', 'x y', 'x/y', 'é'])
      expect(issues([{ ...GOOD, id }]).map((i) => i[1])).toEqual(['0.id']);
  });

  it('takes evidence that a citation can name, and "trace"', () => {
    for (const evidence of ['trace', 'bench', 'src_2:a.b/c', '_x'])
      expect(requiredStatementSchema.safeParse({ ...GOOD, evidence }).success).toBe(true);
    for (const evidence of ['', '@bench', 'two words', '-x', 'bench]'])
      expect(issues([{ ...GOOD, evidence }])).toEqual([
        ['invalid_format', '0.evidence', 'must be a registered source id or "trace"'],
      ]);
  });

  it('refuses empty slugs and tags, and a statement naming neither', () => {
    expect(issues([{ ...GOOD, tags: [''] }]).map((i) => i[1])).toEqual(['0.tags.0']);
    expect(issues([{ ...GOOD, tags: undefined, posts: [''] }]).map((i) => i[1])).toEqual(['0.posts.0']);
    expect(issues([{ ...GOOD, tags: [] }])).toEqual([
      [
        'custom',
        '0.posts',
        'give "posts" (slugs) or "tags" (at least one of them, not empty): the posts this statement applies to',
      ],
    ]);
  });
});
