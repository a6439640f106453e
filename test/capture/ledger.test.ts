/** @module test/capture/ledger: ledger/claims.jsonl: strict schema, exact spans, duplicates, all-or-nothing loading. */
import { describe, expect, it } from 'vitest';
import { isRfc3339, parseClaimsLedger } from '../../src/capture/ledger.js';
import { canonicalJson } from '../../src/core/canonical.js';

const DRAFT = 'Intro.\n\nThe sample run passed three checks. More text.';
const drafts = new Map([['example-draft', DRAFT]]);
const start = DRAFT.indexOf('The sample');

function line(overrides: Record<string, unknown> = {}, drop?: string): string {
  const entry: Record<string, unknown> = {
    claim_id: 'example-claim-1',
    draft_id: 'example-draft',
    text: 'The sample run passed three checks.',
    span: [start, start + 35],
    claim_type: 'quantitative',
    source_refs: ['check-run'],
    in_context_source_ids: ['check-run'],
    actor: 'example-author',
    ts: '2000-01-01T00:00:00Z',
    ...overrides,
  };
  if (drop !== undefined) delete entry[drop];
  return canonicalJson(entry);
}

describe('parseClaimsLedger', () => {
  it('loads a valid ledger into claims with origin "ledger"', () => {
    const second = line({ claim_id: 'c2', in_context_source_ids: [] });
    const { claims, findings } = parseClaimsLedger(`${line()}\n${second}\n`, 'ledger/claims.jsonl', drafts);
    expect(findings).toEqual([]);
    expect(claims).toHaveLength(2);
    expect(claims[0]).toEqual({
      id: 'example-claim-1',
      draftId: 'example-draft',
      text: 'The sample run passed three checks.',
      span: { start, end: start + 35 },
      claimType: 'quantitative',
      sourceRefs: ['check-run'],
      inContextSourceIds: ['check-run'],
      actor: 'example-author',
      origin: 'ledger',
      file: 'ledger/claims.jsonl',
    });
  });

  const cases: [string, string, string][] = [
    ['malformed JSON', '{"claim_id": ', 'input/ledger-line'],
    ['an unknown field', line({ extra: 1 }), 'input/ledger-line'],
    ['a missing field', line({}, 'actor'), 'input/ledger-line'],
    ['an unknown claim type', line({ claim_type: 'rumour' }), 'input/ledger-line'],
    ['in-context sources that were not cited', line({ in_context_source_ids: ['other'] }), 'input/ledger-line'],
    ['a timestamp that is not RFC 3339', line({ ts: '2026-06-21 09:30' }), 'input/ledger-line'],
    [
      'a span that selects other text',
      line({ claim_id: 'bad', span: [start + 1, start + 36] }),
      'capture/span-mismatch',
    ],
    ['a span past the end of the draft', line({ claim_id: 'bad', span: [start, 9999] }), 'capture/span-mismatch'],
    ['an unknown draft', line({ claim_id: 'bad', draft_id: 'nope' }), 'capture/unknown-draft'],
    [
      'a line that is not canonical',
      JSON.stringify(JSON.parse(line()), null, 0).replace('{', '{ '),
      'input/ledger-line',
    ],
    ['a blank line', '', 'input/ledger-line'],
  ];
  for (const [what, bad, code] of cases) {
    it(`refuses the whole file for ${what}, with file:line`, () => {
      const { claims, findings } = parseClaimsLedger(
        `${line()}\n${bad}\n${line({ claim_id: 'c3' })}\n`,
        'ledger/claims.jsonl',
        drafts,
      );
      expect(claims).toEqual([]);
      expect(findings.map((f) => [f.code, f.file, f.line])).toEqual([[code, 'ledger/claims.jsonl', 2]]);
    });
  }

  it('refuses a duplicate claim id, naming the first line', () => {
    const { claims, findings } = parseClaimsLedger(`${line()}\n${line()}\n`, 'ledger/claims.jsonl', drafts);
    expect(claims).toEqual([]);
    expect(findings[0]?.code).toBe('input/duplicate-id');
    expect(findings[0]?.message).toContain('line 1');
  });

  it('checks RFC 3339 dates field by field', () => {
    expect(isRfc3339('2026-06-21T09:30:00.123+02:00')).toBe(true);
    expect(isRfc3339('2024-02-29T00:00:00Z')).toBe(true);
    expect(isRfc3339('2026-02-29T00:00:00Z')).toBe(false);
    expect(isRfc3339('2026-13-01T00:00:00Z')).toBe(false);
    expect(isRfc3339('2026-06-21T24:00:00Z')).toBe(false);
    expect(isRfc3339('2026-06-21')).toBe(false);
  });
});
