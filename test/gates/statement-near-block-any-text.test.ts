// Gate 2 reads every non-empty block of the page as a possible near copy of a statement, whatever its words.
import { describe, expect, it } from 'vitest';
import { checkStatementsOnPage } from '../../src/gates/statements.js';
import type { RequiredStatement } from '../../src/statements/required.js';
import { postOf } from '../helpers.js';

const TEXT = 'Stryker was here today!';
const STATEMENT: RequiredStatement = { id: 'note', text: TEXT, evidence: 'bench', posts: ['test-post'] };
const PAGE = 'dist/posts/test-post/index.html';

describe('a page block that is nearly the statement', () => {
  it('is reported as an altered copy, and the statement is not also called absent', () => {
    const html = [
      '<!doctype html><html><head><title>t</title></head><body>',
      '<p>Stryker was here!</p>',
      '</body></html>',
    ].join('\n');
    const findings = checkStatementsOnPage({ file: PAGE, html, post: postOf('Opening.'), statements: [STATEMENT] });
    expect(findings.map((f) => [f.code, f.message])).toEqual([
      [
        'statement/altered',
        `the page shows "Stryker was here!" (${PAGE}:2), nearly required statement "note" ("${TEXT}") but not its exact words`,
      ],
    ]);
  });
});
