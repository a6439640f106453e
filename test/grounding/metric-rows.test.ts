// Tables whose rows are measures with their unit ("Revenue ($M)") and whose columns are fiscal years.
import { describe, expect, it } from 'vitest';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { md, verdict } from './fixtures.js';

const results = md('results.md', [
  '| Metric | Fiscal 2023 | Fiscal 2024 |',
  '|---|---|---|',
  '| Revenue ($M) | 2,570 | 2,800 |',
  '| Operating income ($M) | 465 | 450 |',
  '| Staff (beta) | 5 | 6 |',
]);

describe('a row label that gives a unit', () => {
  it('gives it to the row’s cells, as a column header would; a note in brackets gives none', () => {
    const cells = sourceModel(results)
      .facts.filter((f) => f.value.kind === 'quantity' && !f.fromKey)
      .map((f) => (f.value.kind === 'quantity' ? `${f.text} ${f.value.quantity.dimension}` : ''));
    expect(cells).toContain('2,800 money:USD');
    expect(cells).toContain('450 money:USD');
    expect(cells).toContain('6 count');
  });

  it('passes a value in millions written out, and refutes another with the cell of the year the claim names', () => {
    expect(verdict('Revenue was $2,800 million in fiscal 2024.', results)).toEqual([
      'supported',
      'the source states $2,800 million (results.md:3), 2024 (results.md:3)',
    ]);
    expect(verdict('Revenue was $2.8 billion in fiscal 2024.', results)[0]).toBe('supported');
    expect(verdict('Revenue was $2,570 million in fiscal 2024.', results)).toEqual([
      'refuted',
      'the source gives 2,800 for "Fiscal 2024" of the row "Revenue ($M)" (results.md:3), not $2,570 million',
    ]);
    expect(verdict('Revenue was $2,800 million in fiscal 2023.', results)[0]).toBe('refuted');
  });

  it('reads the year of a column in the row the claim names, not the first row', () => {
    expect(verdict('Operating income fell to $450 million in fiscal 2024.', results)).toEqual([
      'supported',
      'the source states $450 million (results.md:4), 2024 (results.md:4)',
    ]);
    expect(verdict('Operating income rose to $450 million in fiscal 2024.', results)[0]).toBe('refuted');
  });
});
