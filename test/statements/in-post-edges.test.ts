// Both checks of a post's required statements over one reading (checkRequiredStatements): what each finds, in order.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/findings.js';
import {
  checkRequiredStatements,
  checkStatementEvidence,
  checkStatementsInPost,
} from '../../src/statements/in-post.js';
import type { RequiredStatement } from '../../src/statements/required.js';
import { postOf } from '../helpers.js';

const TEXT = 'This post was drafted with AI assistance and checked by its author.';
const OTHER = 'Every figure here comes from the public budget tables of the city.';
const AI: RequiredStatement = { id: 'ai-disclosure', text: TEXT, evidence: 'bench', posts: ['test-post'] };
const FIGURES: RequiredStatement = { id: 'figures', text: OTHER, evidence: 'memo', posts: ['test-post'] };
const POST = 'content/posts/test-post.md';
/** postOf puts six lines of front matter and a blank line before the body: its first line is line 8. */
const BODY_LINE = 8;

const sources = new Map([
  ['bench', { sensitivity: 'public' as const }],
  ['memo', { sensitivity: 'internal' as const }],
]);
const brief = (findings: readonly Finding[]) => findings.map((f) => [f.code, f.file, f.line, f.column, f.message]);

describe('both checks of the required statements at once', () => {
  it('gives no findings and reads nothing when no statement applies', () => {
    const unreadable = {
      file: POST,
      slug: 'test-post',
      get source(): string {
        throw new Error('the post was read');
      },
    };
    expect(checkRequiredStatements(unreadable, [], { sources, traced: false })).toEqual([]);
    expect(checkRequiredStatements(postOf(TEXT), [], { sources, traced: false })).toEqual([]);
  });

  it('gives a post that holds its statement with public evidence no findings', () => {
    expect(checkRequiredStatements(postOf(`Opening.\n\n${TEXT}`), [AI], { sources, traced: false })).toEqual([]);
  });

  it('gives the Markdown findings of every statement, then the evidence findings of every statement', () => {
    const post = postOf(`Opening.\n\n${OTHER}`);
    const findings = checkRequiredStatements(post, [AI, FIGURES], { sources, traced: false });
    expect(brief(findings)).toEqual([
      [
        'statement/missing',
        POST,
        1,
        1,
        `required statement "ai-disclosure" ("${TEXT}") is not in the post; write it as a paragraph of its own`,
      ],
      [
        'statement/evidence',
        POST,
        BODY_LINE + 2,
        1,
        'required statement "figures" gives a source that is not public (internal) as its evidence; the page shows the ' +
          "evidence's id beside the statement, so it must be a public source",
      ],
    ]);
    // The same findings the two checks give one by one, in that order.
    const evidence = { sources, traced: false };
    expect(findings).toEqual([
      ...checkStatementsInPost(post, [AI, FIGURES]),
      ...checkStatementEvidence(post, [AI, FIGURES], evidence),
    ]);
  });

  it('reports a statement given twice and with trace evidence the post lacks, at the statement', () => {
    const traced: RequiredStatement = { ...AI, evidence: 'trace' };
    const findings = checkRequiredStatements(postOf(`${TEXT}\n\n${TEXT}`), [traced], { sources, traced: false });
    expect(findings.map((f) => [f.code, f.line])).toEqual([
      ['statement/repeated', BODY_LINE + 2],
      ['statement/evidence', BODY_LINE],
    ]);
    expect(checkRequiredStatements(postOf(TEXT), [traced], { sources, traced: true })).toEqual([]);
  });
});
