// A claimed value in a clause of the source's sentence that names another thing than the claim does (nameInOtherClause, nearestAt).
import { describe, expect, it } from 'vitest';
import { md, txt, verdict } from './fixtures.js';

describe('a date the sentence gives twice, once in each clause', () => {
  // (After a paragraph: where the value is written is counted from its own sentence's start.)
  const twice = md('notes.md', [
    '# Node.js',
    '',
    'The release schedule below is the one the project published for its long-term support lines.',
    '',
    'Node.js 18 reaches end-of-life in April 2025, while Node.js 20 moves to maintenance in April 2025.',
    '',
  ]);

  it.each([
    [
      'Node.js 20 moves to maintenance in April 2025.',
      'supported',
      'the source states April 2025 (notes.md:5:88), Node.js 20 (notes.md:5)',
    ],
    [
      'Node.js 18 reaches end-of-life in April 2025.',
      'supported',
      'the source states April 2025 (notes.md:5), Node.js 18 (notes.md:5)',
    ],
    [
      'Node.js 20 reaches end-of-life in April 2025.',
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025", which does not name Node.js 20',
    ],
    [
      'Node.js 18 moves to maintenance in April 2025.',
      'neutral',
      'the source gives April 2025 in "Node.js 20 moves to maintenance in April 2025.", which does not name Node.js 18',
    ],
  ])('%s', (claim, support, rule) => {
    expect(verdict(claim, twice)).toEqual([support, rule]);
  });
});

describe('a date that opens the sentence', () => {
  const opening = txt('notes.txt', ['April 2025 ends Node.js 18, while Node.js 20 runs until April 2026.', '']);

  it.each([
    [
      'Node.js 20 ends in April 2025.',
      'neutral',
      'the source gives April 2025 in "April 2025 ends Node.js 18", which does not name Node.js 20',
    ],
    [
      'Node.js 18 ends in April 2025.',
      'supported',
      'the source states April 2025 (notes.txt:1), Node.js 18 (notes.txt:1)',
    ],
  ])('%s', (claim, support, rule) => {
    expect(verdict(claim, opening)).toEqual([support, rule]);
  });
});

describe('a name the claim gives that the sentence does not name at all', () => {
  const titled = md('notes.md', [
    '# Acme schedule',
    '',
    'Node.js 18 reaches end-of-life in April 2025, while Node.js 20 moves to maintenance in June 2025.',
    '',
  ]);

  it('is no name of another clause: the value stays with its own', () => {
    expect(verdict('Node.js 18 reaches end-of-life in April 2025 per Acme.', titled)).toEqual([
      'supported',
      'the source states April 2025 (notes.md:3), Node.js 18 (notes.md:3), Acme (notes.md:3)',
    ]);
  });
});
