// Which findings public output may show in full: those built from the post's own words always; those that may quote
// a source only when every source the post cites is public; anything in an unknown place never.
import { describe, expect, it } from 'vitest';
import { finding, type FindingCode } from '../../src/core/findings.js';
import { publicFindings, type FindingTaintContext } from '../../src/projections/public-findings.js';

const ctx: FindingTaintContext = {
  keptIn: 'the audit log',
  posts: [
    { file: 'content/posts/air.md', slug: 'air', sourceIds: ['co2', 'incident'] },
    { file: 'content/posts/open.md', slug: 'open', sourceIds: ['co2'] },
  ],
  sources: [
    { id: 'co2', uri: 'ledger/sources/co2.csv', sha256: 'a'.repeat(64), sensitivity: 'public' },
    { id: 'incident', uri: 'ledger/sources/incident.txt', sha256: 'b'.repeat(64), sensitivity: 'secret' },
  ],
};

const shown = (code: FindingCode, file: string, message = 'the message'): string =>
  publicFindings([finding(code, { file, line: 3, column: 1 }, message)], ctx)[0]?.message ?? '';

describe('public findings', () => {
  it("show in full what is built from the post's own words, wherever the post's sources are private", () => {
    expect(shown('gate1/uncited-factual', 'content/posts/air.md')).toBe('the message');
    expect(shown('gate1/weak', 'ledger/evidence/air.md')).toBe('the message');
    expect(shown('gate2/unmapped-factual', 'dist/posts/air/index.html')).toBe('the message');
    expect(shown('post/script', 'content/posts/air.md')).toBe('the message');
  });

  it('withhold what may quote a source when the post cites a private one, and keep it when all its sources are public', () => {
    for (const code of ['gate1/refuted', 'gate1/ungrounded', 'gate1/needs-review', 'gate2/regrounding'] as const) {
      expect(shown(code, 'content/posts/air.md')).toMatch(
        /withheld from public output because they may quote a secret source/u,
      );
      expect(shown(code, 'content/posts/open.md')).toBe('the message');
    }
    expect(shown('gate1/refuted', 'ledger/evidence/air.md')).toMatch(/withheld/u);
  });

  it('withhold anything in a private source file, or in a place no post or source names', () => {
    expect(shown('gate1/uncited-factual', 'ledger/sources/incident.txt')).toMatch(/withheld/u);
    expect(shown('gate1/uncited-factual', 'somewhere/else.md')).toMatch(/withheld/u);
    expect(shown('gate1/refuted', 'somewhere/else.md')).toMatch(/withheld/u);
  });
});
