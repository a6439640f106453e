// A change the source lists as still to come, or as deprecated, is not a change made; and words that only look like a
// ranking or a comparison ("took place", "in place", "between sources") ask for none.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

let n = 0;
const md = (text: string) => ({ uri: `docs/CHANGELOG-${n++}.md`, mediaType: 'text/markdown', text, title: '' });
const txt = (text: string) => ({ uri: `notes/notes-${n++}.txt`, mediaType: 'text/plain', text, title: '' });

const log = md(
  [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '- Planned: drop the legacy parser.',
    '- Added a retry flag.',
    '',
    '## [1.4.0] - 2025-06-03',
    '',
    '- Added offline search.',
    '- The sync API is deprecated and will be removed in a future release.',
    '',
  ].join('\n'),
);

describe('changes still to come', () => {
  it('refutes a change stated as made that the source lists under its unreleased section, naming it and the line', () => {
    const r = assessDeterministic('The release dropped the legacy parser.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toMatch(
      /^the source lists this under "Unreleased" \(unreleased\), not as a released change \(CHANGELOG-\d+\.md:5\)$/u,
    );
  });

  it('reads the status a field or item gives by its own key: planned, to do, on the roadmap, unreleased', () => {
    for (const [key, status] of [
      ['Roadmap', 'planned'],
      ['TODO', 'planned'],
      ['Upcoming', 'planned'],
      ['Unreleased', 'unreleased'],
    ]) {
      const r = assessDeterministic('The project dropped the old parser.', txt(`${key}: drop the old parser.`));
      expect(r.support, key).toBe('refuted');
      expect(r.rule, key).toMatch(new RegExp(`^the source lists this under "${key}" \\(${status}\\), not as`, 'u'));
    }
  });

  it('names the item’s own key, not the heading above it, when the key gives the status', () => {
    const r = assessDeterministic(
      'The project dropped the old parser.',
      md('## Notes\n\n- Roadmap: drop the old parser.\n'),
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toMatch(/^the source lists this under "Roadmap" \(planned\), not as a released change/u);
  });

  it('does not refute a claim that itself says the change is to come', () => {
    expect(assessDeterministic('The project will drop the legacy parser.', log).support).toBe('neutral');
  });

  it('refutes a removal the source gives as a deprecation whose removal is still to come', () => {
    const r = assessDeterministic('Version 1.4.0 removed the sync API.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toMatch(/^the source says this is deprecated, not removed \(CHANGELOG-\d+\.md:11\)$/u);
    expect(
      assessDeterministic('The API was removed in 2024.', txt('The API, deprecated in 2023, may be removed in 2024.'))
        .support,
    ).toBe('refuted');
    // A deprecation stated as such is what the source says.
    expect(assessDeterministic('Version 1.4.0 deprecated the sync API.', log).support).toBe('supported');
  });

  it('passes a change the released section lists', () => {
    expect(assessDeterministic('Version 1.4.0 added offline search.', log).support).toBe('supported');
  });
});

describe('words that only look like a ranking or a comparison', () => {
  it('reads "took place" and "in place" as no place in a ranking', () => {
    const held = 'The summit took place on 12 March 2024.';
    expect(assessDeterministic(held, txt(held)).support).toBe('supported');
    const fix = 'The fix has been in place since 2021.';
    expect(assessDeterministic(fix, txt(fix)).support).toBe('supported');
  });

  it('reads "between" as a comparison only when it joins two things with "and"', () => {
    expect(
      assessDeterministic('There were conflicts between sources in 3 cases.', txt('There were conflicts in 3 cases.'))
        .support,
    ).toBe('supported');
    const r = assessDeterministic('The gap between alpha and beta was 3 points.', txt('There was a gap of 3 points.'));
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "between", which needs a comparison across the source that no check here can make',
    );
  });
});

describe('reasoning words the source bears out', () => {
  const releases = md(
    '# Changelog\n\n## 2.0.7 - 2014-12-30\n\n- Fixed a crash.\n\n## 2.0.6 - 2014-12-30\n\n- Fixed a leak.\n\n## 2.0.5 - 2014-12-02\n\n- Added a flag.\n',
  );

  it('passes "the same day" when each value is given in each place, and leaves it to a person otherwise', () => {
    expect(
      assessDeterministic('2.0.6 and 2.0.7 went out on the same day, December 30th, 2014.', releases).support,
    ).toBe('supported');
    const r = assessDeterministic('2.0.5 and 2.0.6 went out on the same day, December 2nd, 2014.', releases);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "same", which needs a comparison across the source that no check here can make',
    );
  });

  it('reads a rank\'s own word ("eighth place") once the rank is checked', () => {
    expect(assessDeterministic('The team finished in eighth place.', txt('The team finished eighth.')).support).toBe(
      'supported',
    );
    const r = assessDeterministic('The team finished in eighth place.', txt('The team finished seventh.'));
    expect(r.support).toBe('refuted');
    expect(r.rule).toMatch(
      /^the source gives seventh for "The team finished seventh\." \(notes-\d+\.txt:1\), not eighth$/u,
    );
  });
});
