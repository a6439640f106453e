// The reason a value left open gives (ambiguous between rows, or not stated) and the whole verdict on a "latest release" the log orders otherwise.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, md, source } from './fixtures.js';

describe('the reason a value is left open', () => {
  it('is "ambiguous" when the value fits two rows the claim\'s words both fit', () => {
    const doubling = csv('big.csv', ['year,downloads', '2021,100', '2022,200', '2023,410', '2024,400']);
    const r = assessDeterministic('Downloads doubled between 2021 and 2022, to 200.', doubling);
    expect([r.support, r.neutral, r.subject, r.unmatched]).toEqual([
      'neutral',
      'ambiguous',
      '200',
      ['200', 'between 2021 and 2022'],
    ]);
  });

  it('is "not-stated" when the source gives no such value', () => {
    const visits = source('v', 'region,visitors\nnorth,1200\n', 'text/csv', 'v.csv');
    const r = assessDeterministic('The north region fell 5.0%', visits);
    expect([r.support, r.rule, r.neutral, r.subject, r.unmatched]).toEqual([
      'neutral',
      'the source does not state 5.0% (said of: north, region, fell)',
      'not-stated',
      '5.0%',
      ['5.0%'],
    ]);
  });
});

describe('the whole verdict on a "latest release" the log orders otherwise', () => {
  it('refutes a pre-release said to be the latest, of the pre-release, with no values unmatched', () => {
    const log = md('CHANGELOG.md', [
      '## [1.1.0] - 2019-02-15',
      '',
      '### Added',
      '',
      '- Danish translation.',
      '',
      '## [1.1.0-rc.1] - 2019-02-01',
      '',
      '### Added',
      '',
      '- First draft.',
    ]);
    const r = assessDeterministic('The latest release is 1.1.0-rc.1.', log);
    expect([r.support, r.rule, r.score, r.unmatched, r.subject]).toEqual([
      'refuted',
      'the claim says "latest release", but the source\'s newest release is 1.1.0 (1.1.0 - 2019-02-15), not 1.1.0-rc.1 (CHANGELOG.md:1)',
      1,
      [],
      '1.1.0-rc.1',
    ]);
  });
});
