// "For the first time" after a mark a series crossed: only the word "first" is settled by the crossing, not other values.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csvNamed, source } from './fixtures.js';

// Solar creeps up past 100: 80, 100, 102, 110.
const generation: Record<string, number[]> = { Wind: [310, 250, 250, 420], Solar: [80, 100, 102, 110] };
const power = csvNamed('power.csv', [
  'year,source,gwh',
  ...Object.entries(generation).flatMap(([name, values]) => values.map((v, k) => `${2014 + k}-01-01,${name},${v}`)),
]);

describe('the words "for the" before a value', () => {
  it('settle "first" by the crossing', () => {
    const r = assessDeterministic('Solar passed 100 for the first time in 2016.', power);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 100 (power.csv:8), first (power.csv:8), 2016 (power.csv:8)',
    ]);
  });

  it('do not settle another value the source does not give', () => {
    const r = assessDeterministic('Solar passed 100 for the first time in 2016, for the 12 months.', power);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state 12 months (said of: Solar, passed, time, months)',
    ]);
  });
});

describe('"first" the source states itself', () => {
  const noted = source(
    'solar-noted',
    [
      '# Solar',
      '',
      '| Year | Solar |',
      '| ---- | ----- |',
      '| 2014 | 80 |',
      '| 2015 | 100 |',
      '| 2016 | 102 |',
      '',
      'Solar passed 100 for the first time in 2016.',
      '',
    ].join('\n'),
    'text/markdown',
    'solar.md',
  );

  it('keeps the place the source says it, rather than the crossing’s row', () => {
    const r = assessDeterministic('Solar passed 100 for the first time in 2016.', noted);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 100 (solar.md:7), first (solar.md:9), 2016 (solar.md:9)',
    ]);
  });
});
