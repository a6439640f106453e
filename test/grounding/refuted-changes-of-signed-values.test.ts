// How a refuted change is named when the source's value is signed (-5.2%, +3.1%) or zero: a change of the same direction is named by its value alone.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { source } from './fixtures.js';

const changes = source('c', 'region,change\nnorth,-5.2%\nsouth,+3.1%\nwest,0%\n', 'text/csv', 'c.csv');
const verdict = (claim: string) => {
  const r = assessDeterministic(claim, changes);
  return [r.support, r.rule];
};

describe('a refuted change against a signed value', () => {
  it('names a fall of another size than a negative value by the values alone', () => {
    expect(verdict('The north region fell 5.0%')).toEqual([
      'refuted',
      'the source gives -5.2% for "change" of the row "north" (c.csv:2), not 5.0%',
    ]);
  });

  it('names a rise of another size than a value signed "+" by the values alone', () => {
    expect(verdict('The south region grew 3.0%')).toEqual([
      'refuted',
      'the source gives +3.1% for "change" of the row "south" (c.csv:3), not 3.0%',
    ]);
  });

  it('names the claimed direction, and no fall of the source, against a change of zero', () => {
    expect(verdict('The west region fell 1.0%')).toEqual([
      'refuted',
      'the source gives 0% for "change" of the row "west" (c.csv:4), not a fall of 1.0%',
    ]);
    expect(verdict('The west region grew 1.0%')).toEqual([
      'refuted',
      'the source gives 0% for "change" of the row "west" (c.csv:4), not a rise of 1.0%',
    ]);
  });
});
