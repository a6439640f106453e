// Another row a claim names beside its own, which must give the same value for the claim to be said of it too.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const hashes = {
  uri: 'bench.md',
  mediaType: 'text/markdown',
  title: '',
  text: [
    '| Hash Name | Width | Bandwidth (GB/s) | Quality |',
    '| --------- | ----- | ---------------- | ------- |',
    '| Alpha64   | 64    | 22.0 GB/s        | 10      |',
    '| Beta2     | 64    | 22.0 GB/s        | 9       |',
    '| Gamma64   | 64    | 19.4 GB/s        | 10      |',
    '',
  ].join('\n'),
};

describe("a row named beside the claim's own", () => {
  it('is not passed when it gives one of the values and not the other', () => {
    const r = assessDeterministic('Alpha64 reaches 22.0 GB/s with a quality of 10, as does Gamma64.', hashes);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the claim also names "Gamma64", which the source gives in another row; no check here can judge which row it means',
    ]);
  });
});
