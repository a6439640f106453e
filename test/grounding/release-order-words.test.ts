// The order two releases are said to come in ("later than", "after"), and which version a "2.x line" or "most recent release" claim is checked by.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { datedReleaseNotes, md } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [Unreleased]',
  '',
  '- Rewrite the parser',
  '',
  '## [2.3.0] - 2025-09-14',
  '',
  '- Stabilise the streaming decoder',
  '',
  '## [2.2.1] - 2025-05-02',
  '',
  '- Fix a crash on empty input',
  '',
  '## [2.1.0] - 2024-11-11',
  '',
  '- Add colour output',
]);

describe('two releases in the order the claim gives them', () => {
  it('takes the order words the dates bear out as checked, one word or two', () => {
    const later = assessDeterministic('v5.0.0 came out later than v4.2.0.', datedReleaseNotes);
    expect([later.support, later.rule]).toEqual([
      'supported',
      'the source states v5.0.0 (CHANGELOG.md:3), v4.2.0 (CHANGELOG.md:6)',
    ]);
    const after = assessDeterministic('v5.0.0 was released after v4.2.0.', datedReleaseNotes);
    expect([after.support, after.rule]).toEqual([
      'supported',
      'the source states v5.0.0 (CHANGELOG.md:3), v4.2.0 (CHANGELOG.md:6)',
    ]);
  });

  it('says the older version is older when an undated log lists them newest first', () => {
    const undated = md('CHANGELOG.md', [
      '## 2.4.0',
      '',
      '- Streaming parser.',
      '',
      '## 2.3.1',
      '',
      '- Fix a crash.',
      '',
    ]);
    const after = assessDeterministic('Version 2.3.1 was released after 2.4.0.', undated);
    expect([after.support, after.rule]).toEqual([
      'refuted',
      'the source lists 2.3.1 as older than 2.4.0: 2.3.1 came out before it, not after (CHANGELOG.md:5)',
    ]);
  });
});

describe('the release a claim about the newest release is checked by', () => {
  it('is the release it names, not the line of versions it names', () => {
    const closed = assessDeterministic('The 2.x line closed with 2.2.1 in May 2025.', log);
    expect(closed.support).toBe('refuted');
    expect(closed.rule).toContain("the source's newest 2.x release is 2.3.0");
    const newest = assessDeterministic('The 2.x line closed with 2.3.0 in September 2025.', log);
    expect(newest.support).toBe('supported');
  });

  it('checks "the most recent release" against the newest release', () => {
    const recent = assessDeterministic('The most recent release, 2.2.1, came out on 2 May 2025.', log);
    expect(recent.support).toBe('refuted');
    expect(recent.rule).toContain("the source's newest release is 2.3.0");
    expect(assessDeterministic('The most recent release, 2.3.0, came out on 14 September 2025.', log).support).toBe(
      'supported',
    );
  });
});

describe('an order the claim gives more than two releases, or versions under no release heading', () => {
  it('is not checked by the first two alone', () => {
    const three = assessDeterministic('v4.2.0 was released before v5.0.0 and v4.1.0.', datedReleaseNotes);
    expect([three.support, three.rule]).toEqual([
      'neutral',
      'the claim says "before", which needs a comparison across the source that no check here can make',
    ]);
  });

  it('is not read off versions a page mentions outside release headings', () => {
    const readme = {
      uri: 'README.md',
      mediaType: 'text/markdown',
      text: ['# Setup', '', 'The tool runs on Node v18.0.0 and on Node v20.1.0.'].join('\n'),
      title: '',
    };
    const after = assessDeterministic('Node v18.0.0 was released after Node v20.1.0.', readme);
    expect([after.support, after.rule]).toEqual([
      'neutral',
      'the claim says "after", which needs a comparison across the source that no check here can make',
    ]);
  });
});
