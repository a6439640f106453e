// Which values and names are checked against the clause of the source sentence they are written in.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value the claim works out from two values of a sentence', () => {
  const defer = md('NOTES.md', [
    '# Defer costs',
    '',
    'A deferred call in Rust takes about 50 ns, while one in Zig takes about 35 ns.',
  ]);

  it('is not held to the clause of one of the two values', () => {
    expect(verdict('Zig cuts the cost of a deferred call by roughly 30% against Rust.', defer)).toEqual([
      'supported',
      'the source states roughly 30% (NOTES.md:3), Rust (NOTES.md:3)',
    ]);
  });
});

describe('a name the sentence gives in two of its clauses', () => {
  it('is not held to the clause where it is first written', () => {
    const team = md('people.md', [
      '# Team',
      '',
      'Tom Berg leads the parser work, while Ana Ruiz and Tom Berg maintain the CLI since 2021.',
    ]);
    expect(verdict('Ana Ruiz and Tom Berg maintain the CLI since 2021.', team)).toEqual([
      'supported',
      'the source states 2021 (people.md:3:84), Ana Ruiz (people.md:3), Tom Berg (people.md:3), CLI (people.md:3)',
    ]);
  });

  it('is not held to the clause where it is first written, beside a year', () => {
    const team = md('people.md', [
      '# Team',
      '',
      'Tom Berg joined in 2019, and Ana Ruiz and Tom Berg have maintained the CLI since 2021.',
    ]);
    expect(verdict('Ana Ruiz and Tom Berg have maintained the CLI since 2021.', team)).toEqual([
      'supported',
      'the source states 2021 (people.md:3:82), Ana Ruiz (people.md:3), Tom Berg (people.md:3), CLI (people.md:3)',
    ]);
  });
});
