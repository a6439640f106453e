// How far a series' spread must outrun the others' for "more", "far more" and "much less", and the words that say so.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { output } from './fixtures.js';

describe('a series said to move more, or far more, than the others', () => {
  // Spreads: nuclear 5, gas 8, wind 15 (more than either, but less than twice gas).
  const mix = output('spread-mix', { Nuclear: [100, 105, 103], Gas: [50, 58, 55], Wind: [20, 35, 30] });

  it('passes plain "more" when the spread is larger without being twice as large', () => {
    const r = assessDeterministic('Wind output moved more than the other two sources, peaking at 35 in 2020.', mix);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states two (spread-mix.csv:2), 35 (spread-mix.csv:9), 2020 (spread-mix.csv:9)',
    ]);
  });

  it('refutes "far more" and "much more" when the spread is not twice every other one', () => {
    const far = assessDeterministic(
      'Wind output moved far more than the other two sources, peaking at 35 in 2020.',
      mix,
    );
    expect([far.support, far.rule]).toEqual([
      'refuted',
      "the source's values span 15 for Wind, against 5 for Nuclear, 8 for Gas: it did not move far more (spread-mix.csv:9)",
    ]);
    const much = assessDeterministic(
      'Wind output moved much more than the other two sources, peaking at 35 in 2020.',
      mix,
    );
    expect([much.support, much.rule]).toEqual([
      'refuted',
      "the source's values span 15 for Wind, against 5 for Nuclear, 8 for Gas: it did not move much more (spread-mix.csv:9)",
    ]);
  });
});

describe('the words of a spread that holds', () => {
  // Spreads: nuclear 2, gas 8, wind 15 (nuclear's is at most half of each).
  const calm = output('spread-calm', { Nuclear: [100, 102, 101], Gas: [50, 58, 55], Wind: [20, 35, 30] });

  it('counts "far" and "much" as checked once the spread is at most half of every other', () => {
    const far = assessDeterministic(
      'Nuclear output moved far less than the other two sources, ending at 101 in 2021.',
      calm,
    );
    expect([far.support, far.rule]).toEqual([
      'supported',
      'the source states two (spread-calm.csv:2), 101 (spread-calm.csv:4), 2021 (spread-calm.csv:4)',
    ]);
    const much = assessDeterministic(
      'Nuclear output moved much less than the other two sources, ending at 101 in 2021.',
      calm,
    );
    expect([much.support, much.rule]).toEqual([
      'supported',
      'the source states two (spread-calm.csv:2), 101 (spread-calm.csv:4), 2021 (spread-calm.csv:4)',
    ]);
  });

  it('says "less" alone when the claim gives no degree', () => {
    const r = assessDeterministic('Gas output moved less than the other two sources, peaking at 58 in 2020.', calm);
    expect([r.support, r.rule]).toEqual([
      'refuted',
      "the source's values span 8 for Gas, against 2 for Nuclear, 15 for Wind: it did not move less (spread-calm.csv:6)",
    ]);
  });
});
