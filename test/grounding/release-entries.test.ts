// What a change log's release says: a change put under another release, and words no entry of the release says.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md, mimeTypesHistory, typedChangelog, verdict } from './fixtures.js';

const express = md('History.md', [
  '5.1.0 / 2025-03-31',
  '==================',
  '',
  '* deps: remove `depd`',
  '',
  '5.0.0 / 2024-09-10',
  '==================',
  '',
  '* deps: qs@6.13.0',
]);

describe('a change put under another release', () => {
  it('refutes it, naming the entry and the release that lists it', () => {
    expect(verdict('The .cjs extension for application/node came in 2.1.26.', mimeTypesHistory)).toEqual([
      'refuted',
      'the source lists "Add extension `.cjs` to `application/node`" under "2.1.27 / 2020-04-23", not under "2.1.26 / 2020-01-05" (HISTORY.md:11)',
    ]);
    expect(verdict('The .kdbx extension came in 2.1.27.', mimeTypesHistory)).toEqual([
      'refuted',
      'the source lists "Add `application/x-keepass2` with extension `.kdbx`" under "2.1.26 / 2020-01-05", not under "2.1.27 / 2020-04-23" (HISTORY.md:17)',
    ]);
  });

  it('refutes a change said of a release that another release lists, citing its first entry', () => {
    const log = md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## 2.0.0 - 2024-05-01',
      '',
      '- Add dark mode',
      '',
      '## 1.0.0 - 2023-01-01',
      '',
      '- Add export to PDF',
    ]);
    expect(verdict('Dark mode came in 1.0.0.', log)).toEqual([
      'refuted',
      'the source lists "Add dark mode" under "2.0.0 - 2024-05-01", not under "1.0.0 - 2023-01-01" (CHANGELOG.md:5)',
    ]);
    expect(verdict('Dark mode came in 2.0.0.', log)).toEqual(['supported', 'the source states 2.0.0 (CHANGELOG.md:3)']);
    const twice = md('CHANGELOG.md', [
      '## 2.0.0 - 2024-05-01',
      '',
      '- Add dark mode',
      '- Dark mode for the editor',
      '',
      '## 1.0.0 - 2023-01-01',
      '',
      '- Add export to PDF',
    ]);
    expect(verdict('Dark mode came in 1.0.0.', twice)).toEqual([
      'refuted',
      'the source lists "Add dark mode" under "2.0.0 - 2024-05-01", not under "1.0.0 - 2023-01-01" (CHANGELOG.md:3)',
    ]);
  });

  it('does not refute a change its own release lists because another release lists it too', () => {
    const both = md('CHANGELOG.md', [
      '## 3.0.0 - 2025-01-01',
      '',
      '- Add dark mode to the editor',
      '',
      '## 2.0.0 - 2024-05-01',
      '',
      '- Add dark mode to the viewer',
      '',
      '## 1.0.0 - 2023-01-01',
      '',
      '- Add export to PDF',
    ]);
    expect(verdict('Dark mode came in 3.0.0.', both)).toEqual([
      'supported',
      'the source states 3.0.0 (CHANGELOG.md:1)',
    ]);
    // (Two other releases list it: no one release to name, and no failure either.)
    expect(() => assessDeterministic('Dark mode came in 1.0.0.', both)).not.toThrow();
  });

  it('needs the other release to say only the words its own release does not, and leaves it to a person when the own release says a thing that entry lacks', () => {
    const log = md('CHANGELOG.md', [
      '## 2.0.0 - 2024-05-01',
      '',
      '- Add dark mode',
      '',
      '## 1.0.0 - 2023-01-01',
      '',
      '- Add export to PDF',
    ]);
    expect(verdict('Dark mode came in 1.0.0.', log)).toEqual([
      'refuted',
      'the source lists "Add dark mode" under "2.0.0 - 2024-05-01", not under "1.0.0 - 2023-01-01" (CHANGELOG.md:3)',
    ]);
    // (1.0.0's "export" may be the claim's thing, its other words those of another entry by chance.)
    expect(verdict('Dark mode for the export came in 1.0.0.', log)).toEqual([
      'neutral',
      'the claim\'s words "Dark", "mode" are those of "Add dark mode" under "2.0.0 - 2024-05-01", though "1.0.0 - 2023-01-01" speaks of "export"; say which release the claim means',
    ]);
  });

  it('supports the change under the release that lists it', () => {
    expect(verdict('The .cjs extension for application/node came in 2.1.27.', mimeTypesHistory)).toEqual([
      'supported',
      'the source states 2.1.27 (HISTORY.md:7)',
    ]);
  });
});

describe('words no entry of the release says', () => {
  it('leaves open a change whose things no entry of the release names', () => {
    expect(verdict('Express 5.0.0 dropped the depd dependency.', express)).toEqual([
      'neutral',
      'the source\'s entry "5.0.0 / 2024-09-10" does not say this: it never mentions depd, dependency',
    ]);
    expect(verdict('Version 1.1.0 added the Italian translation and docs.', typedChangelog)).toEqual([
      'neutral',
      'the source\'s entry "1.1.0 - 2019-02-15" does not say this: it never mentions docs',
    ]);
  });

  it('reads the product a log is of as no word its entries must give', () => {
    expect(verdict('Express 5.1.0 removed depd.', express)).toEqual([
      'supported',
      'the source states 5.1.0 (History.md:1)',
    ]);
  });

  it('leaves open words that come from different entries of the release', () => {
    expect(verdict('Version 1.1.0 added and fixed the Italian translation.', typedChangelog)).toEqual([
      'neutral',
      'no single entry of "1.1.0 - 2019-02-15" says this; its words come from different entries',
    ]);
  });

  describe('in a log with lower-case entries', () => {
    const acme = md('CHANGELOG.md', [
      '# Acme changelog',
      '',
      '## 1.1.0 - 2019-02-15',
      '',
      '- Faster startup',
      '- Smaller bundle',
      '',
      '## 1.0.0 - 2019-01-01',
      '',
      '- First release',
    ]);

    it('leaves open words of two entries with at most half the words never said', () => {
      expect(verdict('Version 1.1.0 added faster bundle hooks.', acme)).toEqual([
        'neutral',
        'no single entry of "1.1.0 - 2019-02-15" says this; its words come from different entries',
      ]);
    });

    it('names the things never said when more than half the words are not', () => {
      expect(verdict('Version 1.1.0 added faster bundle with plugin hooks and themes.', acme)).toEqual([
        'neutral',
        'the source\'s entry "1.1.0 - 2019-02-15" does not say this: it never mentions plugin, hooks, themes',
      ]);
    });

    it('names the verb and the log word when they are all the claim says', () => {
      expect(verdict('Version 1.1.0 added a changelog.', acme)).toEqual([
        'neutral',
        'the source\'s entry "1.1.0 - 2019-02-15" does not say this: it never mentions added, changelog',
      ]);
    });

    it("supports a change when only half its words, a verb and a log word, are not the entry's", () => {
      expect(verdict('Per the changelog, version 1.1.0 added faster startup.', acme)).toEqual([
        'supported',
        'the source states 1.1.0 (CHANGELOG.md:3)',
      ]);
    });
  });
});

describe('a fix or a short word the release never lists', () => {
  const log = (entries: string[]) => md('CHANGELOG.md', ['# Changelog', '', '## 1.0.0', '', ...entries]);

  it('leaves open "fixed it" of a release that only adds, and passes it where the release lists fixes', () => {
    expect(verdict('Version 1.0.0 fixed it.', log(['### Added', '- Plugin API']))).toEqual([
      'neutral',
      'the source\'s entry "1.0.0" does not say this: it never mentions fixed',
    ]);
    expect(verdict('Version 1.0.0 fixed it.', log(['### Fixed', '- A crash on empty input']))[0]).toBe('supported');
  });

  it('reads a word of two letters ("db") as something the claim says changed', () => {
    expect(verdict('Version 1.0.0 added dark mode for the db.', log(['### Added', '- Dark mode']))).toEqual([
      'neutral',
      'the source\'s entry "1.0.0" does not say this: it never mentions db',
    ]);
  });
});
