/** @module test/capture/evidence-table: the Markdown evidence-table adapter: claims come in as support_only, never upgraded. */
import { describe, expect, it } from 'vitest';
import { parseEvidenceTables } from '../../src/capture/evidence-table.js';
import { claimTypeOf } from '../../src/classify/claim-type.js';
import { classifyText } from '../../src/classify/index.js';

const WRITE_UP = `# Evidence

| ID | Claim | Source(s) |
|----|-------|-----------|
| c1 | The sample run passed three checks. | [@check-run] |
| c2 | The build failed because the disk filled. | \`ops-log\`, @incident-12 |

Some prose.

| Claim | Evidence |
|---|---|
| It shipped on 21 June 2026. | release-notes |
|  | orphan-source |
| Latency fell by a third. |  |

| Name | Value |
|---|---|
| not | an evidence table |
`;

describe('parseEvidenceTables', () => {
  const { claims, findings } = parseEvidenceTables(WRITE_UP, 'notes/evidence.md', 'sample-post');

  it('reads every row of every Claim | Source table', () => {
    expect(claims.map((c) => [c.id, c.text, c.sourceRefs])).toEqual([
      ['c1', 'The sample run passed three checks.', ['check-run']],
      ['c2', 'The build failed because the disk filled.', ['ops-log', 'incident-12']],
      ['sample-post/table-L12', 'It shipped on 21 June 2026.', ['release-notes']],
    ]);
  });

  it('marks every claim support_only with no in-context sources', () => {
    for (const c of claims) {
      expect(c.origin).toBe('evidence-table');
      expect(c.reliance).toBe('support_only');
      expect(c.inContextSourceIds).toEqual([]);
      expect(c.draftId).toBe('sample-post');
    }
  });

  it('points each claim at its cell in the Markdown file', () => {
    for (const c of claims) expect(WRITE_UP.slice(c.span.start, c.span.end)).toContain(c.text);
  });

  it('infers the claim type from the classifier when no Type column says it', () => {
    expect(claims.map((c) => c.claimType)).toEqual(['quantitative', 'causal', 'temporal']);
    expect(claimTypeOf(classifyText('Thanks for reading.').spans)).toBe('other');
  });

  it('reports rows with no claim or no source, with their line', () => {
    expect(findings.map((f) => [f.code, f.line])).toEqual([
      ['capture/evidence-row', 13],
      ['capture/evidence-row', 14],
    ]);
  });

  it('refuses a duplicate claim id', () => {
    const table =
      '| ID | Claim | Source |\n|---|---|---|\n| a | One fact in 2020. | s1 |\n| a | Another in 2021. | s2 |\n';
    const result = parseEvidenceTables(table, 'x.md', 'd');
    expect(result.claims).toHaveLength(1);
    expect(result.findings.map((f) => [f.code, f.line])).toEqual([['input/duplicate-id', 4]]);
  });
});
