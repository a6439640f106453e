// The names a claim states when a value is written right against them, when a name opens with a common word, ends with an apostrophe, or holds a hex string.
import { describe, expect, it } from 'vitest';
import { extractNames, readClaim } from '../../src/grounding/claim-facts.js';

/** The facts of a claim by kind, as the claim writes them. */
const texts = (claim: string, kind: 'name' | 'quantity'): string[] =>
  readClaim(claim)
    .facts.filter((f) => f.value.kind === kind)
    .map((f) => f.text);

const names = (text: string): string[] => extractNames(text, []).map((n) => n.text);

describe('a value written right against a name', () => {
  it('keeps a numbered title whole when a value follows it with no space', () => {
    const claim = 'Deadpool 2~40 minutes longer.';
    expect(texts(claim, 'name')).toEqual(['Deadpool 2']);
    expect(texts(claim, 'quantity')).toEqual(['~40 minutes']);
  });

  it('keeps a numbered title whole when a value ends right before it', () => {
    const claim = 'Some 10+Deadpool 2 fans came.';
    expect(texts(claim, 'name')).toEqual(['Deadpool 2']);
  });

  it('keeps an acronym with its number whole when a value touches it on either side', () => {
    expect(texts('The NHS 111~40 second wait is long.', 'name')).toEqual(['NHS 111']);
    expect(texts('It took 40%NHS 111 calls.', 'name')).toEqual(['NHS 111']);
  });

  it('keeps an acronym with its number whole right after a date, in a claim that writes a dotted capital İ', () => {
    // ("İ" lower-cases to two characters.)
    const claim = 'In İzmir the 2024-03-01 RFC 9421 rollout covered 3 APIs.';
    expect(texts(claim, 'name')).toContain('RFC 9421');
    expect(texts(claim, 'quantity')).toEqual(['3']);
  });
});

describe('names that open with a common word or end in an apostrophe', () => {
  it('keeps a common first word of a name inside a sentence ("Stack Overflow")', () => {
    expect(texts('In 2023, 65% of developers on Stack Overflow used JavaScript.', 'name')).toEqual([
      'Stack Overflow',
      'JavaScript',
    ]);
  });

  it('keeps a surname with an apostrophe whole ("D\'souza")', () => {
    expect(names("Anna D'souza won 3 medals.")).toEqual(["Anna D'souza"]);
  });
});

describe('identifiers that hold a hex string', () => {
  it('keeps a build tag that ends or starts with a hex string as a name', () => {
    expect(names('The fix landed in build-4f2a9c1e8b7d.')).toEqual(['build-4f2a9c1e8b7d']);
    expect(names('It was built from abc1234def56-dirty.')).toEqual(['abc1234def56-dirty']);
  });

  it('takes neither a bare hex digest nor a URL for a name', () => {
    expect(names('It was built from 4f2a9c1e8b7d0a1b.')).toEqual([]);
    expect(names('See https://example.com/a1 for details.')).toEqual([]);
  });
});
