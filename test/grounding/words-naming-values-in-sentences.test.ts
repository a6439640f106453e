// The words that name a value of a sentence: a part of a whole, a value joined by "and" to the one before, a year written after a value, and a version's own clause.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { fact } from './fixtures.js';

const text = (t: string) => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title: '' });

beforeEach(() => forgetAll());

describe('a part of a whole ("363 out of the 370 sites")', () => {
  it('is not named by a later number that follows more words than "of the"', () => {
    const m = sourceModel(text('Of the team, 12 of the staff work at 40 sites.\n'));
    expect(fact(m, 'q:12').key).toEqual(['staf', 'work']);
    expect(fact(m, 'q:40').key).toEqual(['staf', 'work', 'site']);
  });
});

describe('a value joined by "and" to the one before it', () => {
  it('is not named by the words of a value before a semicolon', () => {
    const m = sourceModel(
      text('The suite ran for 12 minutes on Linux; on macOS the cache was cold and 3 minutes went to setup.\n'),
    );
    expect(fact(m, 'q:180').key).toEqual(['went', 'setup', 'minut']);
  });

  it('is not named by the words of the value before when words in brackets stand between', () => {
    const m = sourceModel(text('Builds take 12 minutes and (for deploys) 3 minutes.\n'));
    expect(fact(m, 'q:720').key).toEqual(['build', 'duration', 'minut']);
    expect(fact(m, 'q:180').key).toEqual(['minut']);
  });

  it('is not named by the words of an earlier year: a year is no measure shared by "and"', () => {
    const m = sourceModel(text('Sales grew in 2019, and 2021 was flat.\n'));
    expect(fact(m, 'q:2019').key).toEqual(['sale', 'grew']);
    expect(fact(m, 'q:2021').key).toEqual(['flat']);
  });
});

describe('a year written after a value ("15% in 2024")', () => {
  it('dates a value that is no year itself, and not a year such as a deadline', () => {
    const m = sourceModel(text('The deadline moved to 2027 in 2024.\n'));
    expect(fact(m, 'q:2027').years).toEqual([]);
    const share = sourceModel(text('The share rose to 15% in 2024.\n'));
    expect(fact(share, 'q:15').years).toEqual([2024]);
  });
});

describe('a version in a sentence of several', () => {
  it('is named by its own clause when it stands just before the break', () => {
    const m = sourceModel(text('Streaming arrived in v2.1, while v2.2 removed the old API.\n'));
    expect(fact(m, 'v:2.1').key).toEqual(['stream', 'arriv', 'v2']);
  });
});
