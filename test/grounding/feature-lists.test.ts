// Which list of release notes counts as the new features among other lists, and a table's rows told in two parts.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { curlNotes, source } from './fixtures.js';

const expectFeatures = (extra: string[], support: string, rule: string) => {
  const r = assessDeterministic('There are three new features.', curlNotes(extra));
  expect([r.support, r.rule]).toEqual([support, rule]);
};

describe('the changes list among other lists and lines', () => {
  it('is not confused by a line or a heading that only mentions changes', () => {
    expectFeatures(['Changes: 12 files', ''], 'supported', 'the source states three (RELEASE-NOTES:3)');
    expectFeatures(['## Changes in 3.0', ''], 'supported', 'the source states three (RELEASE-NOTES:3)');
  });

  it('is not confused by a list of neither changes nor fixes', () => {
    expectFeatures(
      [
        'This release includes the following known issues:',
        '',
        ' o smtp: pipelining may stall [9]',
        ' o imap: idle may hang [11]',
        '',
      ],
      'supported',
      'the source states three (RELEASE-NOTES:3)',
    );
  });

  it('leaves out a list of changes that are fixes', () => {
    expectFeatures(
      [
        'This release includes the following bugfix changes:',
        '',
        ' o smtp: fix pipelining [9]',
        ' o imap: fix idle [11]',
        '',
      ],
      'supported',
      'the source states three (RELEASE-NOTES:3)',
    );
  });

  it('does not pick one of two lists of changes', () => {
    expectFeatures(
      ['This release includes the following other changes:', '', ' o smtp: pipelining [9]', ' o imap: idle [11]', ''],
      'neutral',
      'the source does not state three (said of: three, new, features)',
    );
  });
});

describe("a table's rows told in two parts, the second part absent", () => {
  const hashes = source(
    'hash-parts',
    [
      '| Hash     | Speed     | Note            |',
      '| -------- | --------- | --------------- |',
      '| Swift64  | 12.4 GB/s |                 |',
      '| memcpy   | 30.0 GB/s | _for reference_ |',
      '| Plod32   | 0.2 GB/s  |                 |',
      '| Middling | 4.0 GB/s  |                 |',
      '',
    ].join('\n'),
    'text/markdown',
    'bench/README.md',
  );

  it('does not pass a bound on the first part from the exact number of rows', () => {
    for (const bound of ['more than', 'fewer than']) {
      const r = assessDeterministic(
        `The table compares ${bound} three hash functions, plus one reference row for memcpy.`,
        hashes,
      );
      expect(r.support).toBe('neutral');
      expect(r.rule).toBe(
        `the source does not state ${bound} three (said of: table, compares, ${bound.split(' ')[0]}, three)`,
      );
    }
  });

  it('does not pass the count when no row is of the kind the second part names', () => {
    const r = assessDeterministic('The table compares four hash functions, plus a baseline row.', hashes);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state four (said of: table, compares, four, hash)',
    ]);
  });
});
