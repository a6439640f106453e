// Claim capture from inline citations: the tool derives the exact claim text and span from the post.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capturePost } from '../../src/markdown/capture-post.js';
import { findCitations } from '../../src/markdown/citations.js';
import { postOf } from '../helpers.js';

describe('findCitations', () => {
  it('reads single and multiple keys', () => {
    expect(findCitations('A [@one]. B [@two; @three:x].').map((c) => c.ids)).toEqual([['one'], ['two', 'three:x']]);
  });
  it('ignores ordinary brackets and e-mail addresses', () => {
    expect(findCitations('See [the docs] or mail a@b.c [1].')).toEqual([]);
  });
});

describe('capturePost', () => {
  it('takes the sentence a citation ends, without the marker', () => {
    const post = postOf('Intro sentence. The median fell to 3.1 ms [@bench]. Outro.');
    const { claims } = capturePost(post);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      text: 'The median fell to 3.1 ms',
      sourceRefs: ['bench'],
      inContextSourceIds: ['bench'],
      origin: 'post',
      claimType: 'quantitative',
    });
    const span = claims[0]?.span ?? { start: 0, end: 0 };
    expect(post.source.slice(span.start, span.end)).toBe('The median fell to 3.1 ms');
  });

  it('splits clauses at semicolons and after a previous citation in the same sentence', () => {
    const { claims } = capturePost(postOf('Reads rose by 4 [@a]; writes fell by 2 [@b], and 7 stayed [@c].'));
    expect(claims.map((c) => c.text)).toEqual(['Reads rose by 4', 'writes fell by 2', 'and 7 stayed']);
  });

  it('keeps what a colon introduces with the count before it, and otherwise starts the claim after the colon', () => {
    const { claims } = capturePost(postOf('Two authors are credited: Ana Ruiz and Bo Li [@a].'));
    expect(claims.map((c) => c.text)).toEqual(['Two authors are credited: Ana Ruiz and Bo Li']);
    const opinion = capturePost(postOf('Sync got sturdier: it now resumes uploads [@a].'));
    expect(opinion.claims.map((c) => c.text)).toEqual(['it now resumes uploads']);
  });

  it('keeps a claim across inline formatting, mapped to the source through positions', () => {
    const post = postOf('It took **41** ms [@x].');
    const [claim] = capturePost(post).claims;
    expect(claim?.text).toBe('It took 41 ms');
    expect(post.source.slice(claim?.span.start, claim?.span.end)).toBe('It took **41** ms');
  });

  it('reports a citation with nothing before it', () => {
    const { claims, findings } = capturePost(postOf('[@lonely]'));
    expect(claims).toEqual([]);
    expect(findings[0]).toMatchObject({ code: 'capture/empty-claim', line: 8, column: 1 });
  });

  it('gives every claim a span whose text is the claim (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const sentence = fc.tuple(
      fc.array(word, { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 0, max: 99999 }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 6 }), (sentences) => {
        const body = sentences
          .map(([words, n, cited]) => `${words.join(' ')} ${n}${cited ? ' [@src]' : ''}.`)
          .join(' ');
        const post = postOf(body);
        const { claims } = capturePost(post);
        expect(claims).toHaveLength(sentences.filter(([, , cited]) => cited).length);
        for (const claim of claims) expect(post.source.slice(claim.span.start, claim.span.end)).toBe(claim.text);
      }),
    );
  });
});
