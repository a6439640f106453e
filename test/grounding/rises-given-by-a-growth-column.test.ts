// A rise or fall the claim gives as a share ("grew 29%"), checked against the column that gives it ("Growth").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const segments = (quarter: string, revenue: string, growth: string): string[] => [
  `## ${quarter} 2024 segments`,
  '',
  '| Segment | Revenue | Growth |',
  '|---|---|---|',
  `| Cloud | ${revenue} | ${growth} |`,
  '',
];
const results = md('results.md', [
  '# Results',
  '',
  'Total revenue was $80 billion, up 14%.',
  '',
  ...segments('Q1', '$9.6 billion', '28%'),
  ...segments('Q2', '$10.3 billion', '29%'),
]);

describe('a rise given as a share', () => {
  it("is the row's growth in the claim's quarter", () => {
    expect(verdict('Cloud revenue grew 29% in Q2 2024.', results)[0]).toBe('supported');
    expect(verdict('Cloud revenue grew 28% in Q2 2024.', results)).toEqual([
      'refuted',
      'the source gives 29% for "Growth" of the row "Cloud" (results.md:15), not 28%',
    ]);
  });

  it("is not the total's rise, which another sentence gives", () => {
    expect(verdict('Cloud revenue grew 14% in Q2 2024.', results)).toEqual([
      'refuted',
      'the source gives 29% for "Growth" of the row "Cloud" (results.md:15), not 14%',
    ]);
  });

  it('is one of the quarters the claim leaves open', () => {
    expect(verdict('Cloud revenue grew 29%.', results)[0]).toBe('neutral');
  });
});

describe('a fall given as a share', () => {
  it('is read from a "Change" column', () => {
    const shares = md('shares.md', [
      '| Segment | Share | Change |',
      '|---|---|---|',
      '| Print | 12% | -4% |',
      '| Web | 60% | 9% |',
    ]);
    expect(verdict('Print fell 4%.', shares)[0]).toBe('supported');
    expect(verdict('Print fell 6%.', shares)).toEqual([
      'refuted',
      'the source gives -4% for "Change" of the row "Print" (shares.md:3), not 6%',
    ]);
  });
});
