// Rows a claim names together, when a label it uses is shared by several rows.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const hashes = md('bench.md', [
  '| Hash Name | Width | Bandwidth (GB/s) |',
  '| --------- | ----- | ---------------- |',
  '| Alpha     | 64    | 22.0 GB/s        |',
  '| Alpha     | 32    | 19.4 GB/s        |',
  '| Beta      | 64    | 22.0 GB/s        |',
  '',
]);

describe('a label two rows share', () => {
  it('names neither row, so a value said of it and another row is left open rather than refuted', () => {
    const r = assessDeterministic('Beta and Alpha both reach 22.0 GB/s.', hashes);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      '"22.0 GB/s" fits 22.0 GB/s for "Bandwidth (GB/s)" of the row "Alpha" (bench.md:3), but the source also gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Alpha" (bench.md:4) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});
