// How strongly a source value is aligned with a claim value by its row's words: version words, revision and product names, dates with no year, and the statistic a column names.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { alignment, ownYear } from '../../src/grounding/deterministic.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { csv, json } from './fixtures.js';

/** How strongly each source value of the claim value's kind is aligned with it, by the source value's text. */
function scores(claimText: string, value: string, src: { uri: string; mediaType: string; text: string }) {
  const claim = readClaim(claimText);
  const fact = claim.facts.find((f) => f.text === value);
  if (!fact) throw new Error(`no claim value ${value}`);
  const model = sourceModel({ ...src, title: '' });
  return Object.fromEntries(
    model.facts
      .filter((s) => s.value.kind === fact.value.kind && !s.counted)
      .map((s) => [s.text, alignment(fact, s, claim.years, ownYear(fact, claim))]),
  );
}

describe("a release's version in a record's row", () => {
  const releases = json('releases.json', [
    { version: '2.1.0', released: '2024-03-05' },
    { version: '2.2.0', released: '2024-06-01' },
  ]);

  it('counts the version the claim names three times a plain row word, and not as a word of the row to cover', () => {
    expect(scores('Version 2.1.0 came out on 5 March 2024.', '5 March 2024', releases)).toEqual({
      '2024-03-05': 5,
      '2024-06-01': 2,
    });
  });
});

describe('a version\'s own letters in a row ("v24")', () => {
  const stars = csv('stars.csv', ['release,stars', 'v24,1200', 'v22,900', 'v20,800']);

  it('are not a word of the row the claim must name', () => {
    expect(scores('Node v24 had 1200 stars.', '1200', stars)).toEqual({ '1200': 2.25, '900': 2, '800': 2 });
  });

  it('are only a "v" and digits: a board revision ("rev2") is a word of its row', () => {
    const boards = csv('boards.csv', ['board,power', 'Pi rev2,3.1', 'Pi rev3,3.7', 'v2ray box,4.2']);
    expect(scores('The rev2 board draws 3.1 W.', '3.1', boards)).toMatchObject({ '3.1': 1.875, '3.7': 0.25 });
  });

  it('are the whole word: a product name that starts with them ("v8go") is a word of its row', () => {
    const boxes = csv('boxes.csv', ['board,power', 'Pi rev2,3.1', 'Pi rev3,3.7', 'v8go box,4.2']);
    expect(scores('The box draws 4.2 W.', '4.2', boxes)).toEqual({ '3.1': 0, '3.7': 0, '4.2': 1.625 });
  });
});

describe('a date with no year in a row dated by another column', () => {
  const patches = csv('patches.csv', ['date,version,last patch', '2024-03-01,2.1,5 March', '2025-03-01,2.2,9 April']);

  it("is not named by its row's year: the date the claim gives is what aligns it", () => {
    expect(scores('Version 2.1, out in 2024, had its last patch on 5 March.', '5 March', patches)).toMatchObject({
      '5 March': 4.25,
      '9 April': 4.25,
    });
  });
});

describe('the statistic a column names', () => {
  it('costs nothing when the claim names one of the statistics the column names ("mean p99 latency")', () => {
    const latency = csv('latency.csv', ['service,mean p99 latency', 'api,41 ms', 'web,44 ms']);
    expect(scores('The p99 latency was 41 ms.', '41 ms', latency)).toMatchObject({ '41 ms': 4, '44 ms': 4 });
  });
});
