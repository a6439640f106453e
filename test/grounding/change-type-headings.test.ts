// Which entry of a release a claim's change verb is checked against, and the kind of change its heading names.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const log = (...lines: string[]) => ({
  uri: 'CHANGELOG.md',
  mediaType: 'text/markdown',
  text: ['# Changelog', '', ...lines, ''].join('\n'),
  title: '',
});

describe('the entry a change verb is checked against', () => {
  it('refutes a change said as fixed when its entry sits under "Added", ignoring a two-letter abbreviation', () => {
    const db = log('## [2.3.0] - 2025-09-14', '', '### Added', '', '- Colour output for the database CLI', '');
    const r = assessDeterministic('Version 2.3.0 fixed colour output in the db CLI.', db);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source lists "Colour output for the database CLI" under "Added", not as fixed (CHANGELOG.md:7)',
    );
  });

  it('tells two entries apart by a three-letter word', () => {
    const views = log(
      '## [3.0.0] - 2025-10-01',
      '',
      '### Added',
      '',
      '- Colour output for the map view',
      '- Colour output for the list view',
      '',
      '### Fixed',
      '',
      '- A crash on empty input',
    );
    const r = assessDeterministic('Version 3.0.0 fixed colour output for the map view.', views);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source lists "Colour output for the map view" under "Added", not as fixed (CHANGELOG.md:7)',
    );
    expect(assessDeterministic('Version 3.0.0 added colour output for the map view.', views).support).toBe('supported');
  });

  it('does not take the "Added" heading itself for an entry, when the release heading says the same words', () => {
    const titled = log('## [3.0.0] - Colour output', '', '### Added', '', '- Colour output');
    const r = assessDeterministic('Version 3.0.0 fixed colour output.', titled);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists "Colour output" under "Added", not as fixed (CHANGELOG.md:7)');
  });

  it("does not take the release's own paragraph for an entry of a kind of change", () => {
    const preamble = log(
      '## [3.0.0] - 2025-10-01',
      '',
      'This release brings colour output.',
      '',
      '### Added',
      '',
      '- Colour output for the CLI',
    );
    const r = assessDeterministic('Version 3.0.0 fixed colour output.', preamble);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists "Colour output for the CLI" under "Added", not as fixed (CHANGELOG.md:9)');
  });

  it('refutes a change verb against a two-entry kind only when one entry has every word', () => {
    const typed = log(
      '## [1.1.0] - 2019-02-15',
      '',
      '### Added',
      '',
      '- Danish translation.',
      '',
      '### Fixed',
      '',
      '- Italian translation.',
    );
    // "a translation": the Italian one was fixed; the Danish one, added, is not the only entry that fits.
    const r = assessDeterministic('Version 1.1.0 fixed a translation.', typed);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 1.1.0 (CHANGELOG.md:3)');
  });

  it('reads a release with no kinds of change, whatever the verb', () => {
    const plain = log('## [2.2.1] - 2025-05-02', '', '- Fix a memory leak in the tokenizer', '- Faster startup');
    const r = assessDeterministic('Version 2.2.1 added faster startup.', plain);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2.2.1 (CHANGELOG.md:3)');
  });
});

describe('the kind of change a heading names', () => {
  it('reads a heading with spaces inside its brackets as the kind it names', () => {
    const bracketed = log('## [3.0.0] - 2025-10-01', '', '### [ Added ]', '', '- Colour output');
    const r = assessDeterministic('Version 3.0.0 fixed colour output.', bracketed);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('"Colour output" under');
    expect(r.rule).toContain('Added');
    expect(r.rule).toContain('not as fixed (CHANGELOG.md:7)');
  });

  it('does not refute a verb by a heading of no known kind ("Bug fixes")', () => {
    const fixes = log('## [3.0.0] - 2025-10-01', '', '### Bug fixes', '', '- Colour output in the CLI');
    const r = assessDeterministic('Version 3.0.0 fixed colour output.', fixes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 3.0.0 (CHANGELOG.md:3)');
  });
});
