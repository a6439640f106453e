// A claim that places something before or after one of its values ("prior to the 2024 season"): that value is left unjudged, and the verdict turns on what the claim's other words name.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value the claim places something before', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.1.0 - 2024-03-05',
    '',
    '- Added 3 flags.',
    '',
    '## 2.0.0 - 2024-01-10',
    '',
    '- Dropped Node 16.',
  ]);

  it('leaves the claim to a person, naming where the source names what the claim says was dropped', () => {
    expect(verdict('Node 16 was dropped before version 2.1.0, prior to the 2024 season.', log)).toEqual([
      'neutral',
      "the source names Node 16 (CHANGELOG.md:9), but not where it gives the claim's other values",
    ]);
  });
});
