// A change log's order: "the most recent release" and "first appeared in", and a source that names itself ("the latest results file").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { mentionedBefore, newerRelease } from '../../src/grounding/changelog.js';
import { claimWords, readClaim } from '../../src/grounding/claim-facts.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { datedReleaseNotes, mimeTypesHistory } from './fixtures.js';

const md = (t: string, uri = 'CHANGELOG.md') => ({ uri, mediaType: 'text/markdown', text: t, title: '' });

const log = md(
  [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '- Rewrite the parser',
    '',
    '## [2.3.0] - 2025-09-14',
    '',
    '- Stabilise the streaming decoder behind the `stream` feature',
    '',
    '## [2.2.1] - 2025-05-02',
    '',
    '- Fix a crash on empty input',
    '',
    '## [2.2.0] - 2025-03-30',
    '',
    '- Experimental streaming decoder behind `unstable-stream`',
    '',
    '## [2.1.0] - 2024-11-11',
    '',
    '- Add colour output',
    '',
  ].join('\n'),
);

describe('the newest release', () => {
  it('supports "the most recent release" only for the newest released version', () => {
    expect(assessDeterministic('The most recent release, 2.3.0, came out on 14 September 2025.', log).support).toBe(
      'supported',
    );
    const older = assessDeterministic('The most recent release, 2.2.1, came out on 2 May 2025.', log);
    expect(older.support).toBe('refuted');
    expect(older.rule).toContain("the source's newest release is 2.3.0");
    // The unreleased section is no release.
    expect(assessDeterministic('The latest version is 2.3.0.', log).support).toBe('supported');
  });
});

describe('"first appeared in"', () => {
  it('holds when no older release mentions the change, and is left open when one may', () => {
    expect(
      assessDeterministic('The streaming decoder first appeared as an experiment behind unstable-stream in 2.2.0.', log)
        .support,
    ).toBe('supported');
    const later = assessDeterministic('The streaming decoder first appeared behind the stream feature in 2.3.0.', log);
    expect(later.support).toBe('neutral');
    expect(later.rule).toContain('Experimental streaming decoder');
  });
});

describe('a source that names itself', () => {
  it('reads "the latest results file" as the cited file, not as a comparison', () => {
    const results = {
      uri: 'results.json',
      mediaType: 'application/json',
      text: JSON.stringify([{ name: 'a' }, { name: 'b' }, { name: 'c' }]),
      title: '',
    };
    expect(assessDeterministic('The latest results file lists three entries.', results).support).toBe('supported');
    expect(assessDeterministic('The latest results file lists four entries.', results).support).not.toBe('supported');
  });
});

describe('a claim about the release the claim before it named', () => {
  const before = ['Version 2.2.1 came out on 2 May 2025.'];

  it('reads "it" and "its only change" within that release', () => {
    expect(assessDeterministic('It fixed a crash on empty input.', log, before).support).toBe('supported');
    expect(
      assessDeterministic('Its only listed change is a fix for a crash on empty input.', log, before).support,
    ).toBe('supported');
  });

  it('refutes a change put under the wrong release, naming the release that lists it', () => {
    const r = assessDeterministic('It added colour output.', log, before);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('the source lists this under "2.1.0 - 2024-11-11", not under "2.2.1 - 2025-05-02"');
  });
});

describe('people with roles in an R DESCRIPTION file', () => {
  const description = {
    uri: 'DESCRIPTION',
    mediaType: 'text/plain',
    title: '',
    text: [
      'Package: tidything',
      'Authors@R: c(',
      '    person("Ada", "Lovelace", , "ada@example.org", role = c("aut", "cre")),',
      '    person("Charles", "Babbage", role = "aut"),',
      '    person("Grace", "Hopper", role = "ctb")',
      '  )',
      'License: MIT + file LICENSE',
      '',
    ].join('\n'),
  };

  it('reads the role codes as what they are called in prose', () => {
    expect(assessDeterministic('The package is maintained by Ada Lovelace.', description).support).toBe('supported');
    expect(assessDeterministic('Grace Hopper is a contributor to the package.', description).support).toBe('supported');
    expect(assessDeterministic('The package is maintained by Charles Babbage.', description).support).not.toBe(
      'supported',
    );
  });
});

describe('a history file with underlined headings', () => {
  it('reads the underlined line as a release heading with its version and date', () => {
    expect(assessDeterministic('Version 2.1.27 came out on April 23rd, 2020.', mimeTypesHistory).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Version 2.1.27 came out on April 25th, 2020.', mimeTypesHistory).support).toBe(
      'refuted',
    );
  });

  it('refutes a change put under the wrong release', () => {
    const r = assessDeterministic('The .cjs extension for application/node came in 2.1.26.', mimeTypesHistory);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('under "2.1.27 / 2020-04-23", not under "2.1.26 / 2020-01-05"');
    expect(
      assessDeterministic('The .cjs extension for application/node came in 2.1.27.', mimeTypesHistory).support,
    ).toBe('supported');
  });
});

describe('the time between two releases', () => {
  it('counts from the release the claim before it named when the claim says "later"', () => {
    const before = ['Version 2.2.0 came out on 30 March 2025.'];
    // 2025-03-30 to 2025-05-02: 33 days.
    expect(assessDeterministic('Version 2.2.1 followed 33 days later.', log, before).support).toBe('supported');
    expect(assessDeterministic('Version 2.2.1 followed 35 days later.', log, before).support).not.toBe('supported');
  });

  it('reads a span in days exactly, one in weeks or months to the unit, and "nearly" never past its number', () => {
    expect(assessDeterministic('Version 2.2.1 came five weeks after 2.2.0.', log).support).toBe('supported');
    expect(assessDeterministic('Version 2.2.1 came 31 days after 2.2.0.', log).support).not.toBe('supported');
    // 2024-11-11 to 2025-09-14 is ten months: not "nearly nine months".
    expect(assessDeterministic('Version 2.3.0 came nearly nine months after 2.1.0.', log).support).not.toBe(
      'supported',
    );
  });
});

describe('entries nested under an entry, and releases on the same day', () => {
  const nestedLog = md(
    [
      '3.0.0 / 2024-08-31',
      '==================',
      '',
      '  * Drop support for node <18',
      '  * resolve extension conflicts with mime-score',
      '    * asc is now application/pgp-keys',
      '    * wav is now audio/wav',
      '    * rtf is now application/rtf',
      '',
      '2.0.7 / 2014-12-30',
      '==================',
      '',
      '  * deps: mime-db@1.5.0',
      '',
      '2.0.6 / 2014-12-30',
      '==================',
      '',
      '  * deps: mime-db@1.4.0',
      '',
      '2.0.5 / 2014-12-29',
      '==================',
      '',
      '  * deps: mime-db@1.3.1',
      '',
    ].join('\n'),
    'HISTORY.md',
  );

  it('counts the entries under one entry by its words, and the section by its own entries only', () => {
    expect(
      assessDeterministic('Version 3.0.0 resolved extension conflicts for three extensions.', nestedLog).support,
    ).toBe('supported');
    expect(
      assessDeterministic('Version 3.0.0 resolved extension conflicts for four extensions.', nestedLog).support,
    ).toBe('refuted');
  });

  it('reads "the same day" as one date each release gives', () => {
    expect(
      assessDeterministic('Versions 2.0.6 and 2.0.7 went out on the same day, December 30th, 2014.', nestedLog).support,
    ).toBe('supported');
    expect(
      assessDeterministic('Versions 2.0.5 and 2.0.7 went out on the same day, December 30th, 2014.', nestedLog).support,
    ).not.toBe('supported');
  });
});

describe('a line of versions ("the 2.x line")', () => {
  it('is stated by its versions, and "closed with" names its newest release', () => {
    expect(assessDeterministic('The 2.x line closed with 2.3.0 in September 2025.', log).support).toBe('supported');
    const r = assessDeterministic('The 2.x line closed with 2.2.1 in May 2025.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain("the source's newest 2.x release is 2.3.0");
    expect(assessDeterministic('The 4.x line closed with 2.3.0 in September 2025.', log).support).not.toBe('supported');
  });
});

describe('a log whose releases are headed by a number of two parts', () => {
  const short = md(
    [
      '# Changelog',
      '',
      '## 6.0 (2024-02-27)',
      '',
      '- Add a plugin API',
      '',
      '## 5.1 - 2023-11-14',
      '',
      '- Plugin API gains hooks',
      '- Fix a crash on empty input',
      '',
      '## 5.0',
      '',
      '- First release',
      '',
      '## 2.1 Notes',
      '',
      'Nothing here is a release.',
    ].join('\n'),
  );

  it('reads "6.0" alone or before a date as the release, and "2.1 Notes" as a numbered section', () => {
    expect(assessDeterministic('Version 6.0 shipped in February 2024.', short).support).toBe('supported');
    expect(assessDeterministic('Version 6.0 was released on February 27, 2024.', short).support).toBe('supported');
    expect(assessDeterministic('Version 5.1 was released on November 14, 2023.', short).support).toBe('supported');
    const wrong = assessDeterministic('Version 6.0 was released on March 27, 2024.', short);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 2024-02-27 for "6.0 (2024-02-27)" (CHANGELOG.md:3), not March 27, 2024');
    expect(assessDeterministic('The latest release is 6.0.', short).support).toBe('supported');
    expect(assessDeterministic('The latest release is version 5.1.', short).support).toBe('refuted');
    expect(assessDeterministic('The latest release is version 2.1.', short).support).not.toBe('supported');
  });

  it('finds a name at the end of an entry, beside the release it sits under', () => {
    // ("API" ends the entry, and the heading's "6.0" follows it: the two are not one name "API6".)
    const r = assessDeterministic('The plugin API was added in 6.0.', short);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 6.0 (CHANGELOG.md:3), API (CHANGELOG.md:5)');
  });

  it('holds "first" only when no older release mentions the change, by its names as well as its words', () => {
    // 5.1's entry "Plugin API gains hooks" shares "plugin" and the name "API" with the claim: the change is older.
    expect(assessDeterministic('The plugin API first appeared in 5.1.', short).support).toBe('supported');
    const later = assessDeterministic('The plugin API first appeared in 6.0.', short);
    expect(later.support).toBe('neutral');
    expect(later.rule).toBe(
      'the claim says "first", but an older release\'s entry may mention this: "Plugin API gains hooks"',
    );
  });

  it('reads "arrived", "landed" and "appeared" as verbs of a change, and "first" as the order of releases', () => {
    expect(assessDeterministic('A fix for a crash on empty input first landed in version 5.1.', short).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The plugin hooks arrived in version 5.1.', short).support).toBe('supported');
  });
});

describe('the time between two releases, said in words and in order', () => {
  const short = md(
    [
      '## [0.0.8] - 2015-02-17',
      '',
      '- Fix typos.',
      '',
      '## [0.0.7] - 2015-02-16',
      '',
      '- Add link.',
      '',
      '## [0.0.6] - 2014-12-12',
      '',
      '- Add more.',
    ].join('\n'),
  );

  it('reads "one day after" and "a week after" as spans', () => {
    expect(assessDeterministic('Version 0.0.8 came one day after 0.0.7.', short).support).toBe('supported');
    const week = assessDeterministic('Version 0.0.8 came a week after 0.0.7.', short);
    expect(week.support).toBe('refuted');
    expect(week.rule).toBe(
      'the source dates 0.0.8 2015-02-17 and 0.0.7 2015-02-16, 1 days apart, not a week (CHANGELOG.md:1)',
    );
  });

  it('takes the release named first as the later one after "after" and the earlier after "before"', () => {
    expect(assessDeterministic('Version 0.0.7 came 1 day before 0.0.8.', short).support).toBe('supported');
    const turned = assessDeterministic('Version 0.0.7 came 1 day after 0.0.8.', short);
    expect(turned.support).toBe('refuted');
    expect(turned.rule).toBe(
      'the source dates 0.0.7 2015-02-16, before 0.0.8 2015-02-17, not after it (CHANGELOG.md:5)',
    );
  });
});

describe('kinds of change and pre-releases', () => {
  const typed = md(
    [
      '## [1.1.0] - 2019-02-15',
      '',
      '### Added',
      '',
      '- Danish translation.',
      '',
      '### Fixed',
      '',
      '- Italian translation.',
      '',
      '## [1.1.0-rc.1] - 2019-02-01',
      '',
      '### Added',
      '',
      '- First draft.',
    ].join('\n'),
  );

  it('refutes a change said as added when the log lists it as fixed, and the other way round', () => {
    expect(assessDeterministic('Version 1.1.0 fixed the Italian translation.', typed).support).toBe('supported');
    expect(assessDeterministic('Version 1.1.0 added a Danish translation.', typed).support).toBe('supported');
    const r = assessDeterministic('Version 1.1.0 added the Italian translation.', typed);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists "Italian translation." under "Fixed", not as added (CHANGELOG.md:9)');
  });

  it('orders a pre-release before its release', () => {
    expect(assessDeterministic('The latest release is 1.1.0.', typed).support).toBe('supported');
    const r = assessDeterministic('The latest release is 1.1.0-rc.1.', typed);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "latest release", but the source\'s newest release is 1.1.0 (1.1.0 - 2019-02-15), not 1.1.0-rc.1 (CHANGELOG.md:1)',
    );
  });
});

describe('versions of a product, of its dependencies and of its lines', () => {
  const history = md(
    [
      '5.1.0 / 2025-03-31',
      '==================',
      '',
      '* deps: remove `depd`',
      '',
      '5.0.0 / 2024-09-10',
      '==================',
      '',
      '* deps: qs@6.13.0',
      '',
      '5.0.0-beta.1 / 2022-02-14',
      '=========================',
      '',
      'This is the first Express 5.0 beta release.',
    ].join('\n'),
    'History.md',
  );

  it('reads the product a log is of as no word its entries must give', () => {
    const r = assessDeterministic('Express 5.1.0 removed depd.', history);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 5.1.0 (History.md:1)');
  });

  it('takes a line of versions named in a sentence ("Express 5.0") as no release of three parts', () => {
    const r = assessDeterministic('Express 5.0.0 dropped the depd dependency.', history);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the source\'s entry "5.0.0 / 2024-09-10" does not say this: it never mentions depd, dependency',
    );
  });

  it('does not refute a dependency’s version with the release heading of the claim’s other version', () => {
    expect(assessDeterministic('Express 5.0.0 pinned qs to 6.13.0.', history).support).not.toBe('refuted');
  });

  it('reads "latest" in an entry as no change the claim names', () => {
    const log = md(
      [
        '## [1.2.0] - 2024-03-01',
        '',
        '- Dark mode.',
        '',
        '## [1.1.0] - 2023-12-01',
        '',
        '- Links to latest released version in previous versions.',
      ].join('\n'),
    );
    expect(assessDeterministic('The latest release is 1.2.0.', log).support).toBe('supported');
  });
});

describe('a value several releases give', () => {
  const twice = md(
    '# Changelog\n\n## 2.0.0\n\n### Fixed\n\n- Fixed 4 bugs in the renderer\n\n## 1.0.1\n\n### Fixed\n\n- Fixed 4 bugs in the parser\n',
  );

  it('cites it under the release the claim names', () => {
    expect(assessDeterministic('Release 1.0.1 fixed 4 bugs.', twice)).toMatchObject({
      support: 'supported',
      rule: 'the source states 1.0.1 (CHANGELOG.md:9), 4 (CHANGELOG.md:13)',
    });
    expect(assessDeterministic('Release 1.0.1 fixed 3 bugs.', twice)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 4 for "Fixed 4 bugs in the parser" (CHANGELOG.md:13), not 3',
    });
  });
});

describe('the order of releases', () => {
  it('finds the newest release in a log that lists the oldest first', () => {
    const ascending = md(
      ['## 1.0.0 (2024-01-10)', '', '- First release', '', '## 1.1.0 (2024-03-02)', '', '- Add colour output', ''].join(
        '\n',
      ),
    );
    expect(assessDeterministic('The latest release is 1.1.0.', ascending).support).toBe('supported');
    const oldest = assessDeterministic('The latest release is 1.0.0.', ascending);
    expect(oldest.support).toBe('refuted');
    expect(oldest.rule).toContain("the source's newest release is 1.1.0");
  });

  it('puts a release of three parts after the release of two it patches', () => {
    const patched = md(
      ['## 1.0.1 - 2024-02-01', '', '- Fix a typo', '', '## 1.0 - 2024-01-01', '', '- First stable', ''].join('\n'),
    );
    expect(assessDeterministic('The latest release is 1.0.1.', patched).support).toBe('supported');
    expect(assessDeterministic('The latest release is 1.0.', patched).support).toBe('refuted');
  });

  it('orders pre-releases by their numbers, then by their words, and before a newer version', () => {
    // (Prose before the first heading belongs to no release.)
    const pre = md(
      [
        'Release notes of the decoder.',
        '',
        '## 2.0.0-rc.10 - 2025-06-01',
        '',
        '- Fix a crash',
        '',
        '## 2.0.0-rc.9 - 2025-05-20',
        '',
        '- Fix a leak',
        '',
        '## 1.9.0 - 2025-01-15',
        '',
        '- Tweak the old decoder',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The latest release is 2.0.0-rc.10.', pre).support).toBe('supported');
    const nine = assessDeterministic('The latest release is 2.0.0-rc.9.', pre);
    expect(nine.support).toBe('refuted');
    expect(nine.rule).toContain("the source's newest release is 2.0.0-rc.10");
    expect(assessDeterministic('The latest release is 1.9.0.', pre).support).toBe('refuted');
    const words = md(
      ['## 3.0.0-rc.1', '', '- Freeze the API', '', '## 3.0.0-beta.1', '', '- New decoder', ''].join('\n'),
    );
    expect(assessDeterministic('The latest release is 3.0.0-rc.1.', words).support).toBe('supported');
    const beta = assessDeterministic('The latest release is 3.0.0-beta.1.', words);
    expect(beta.support).toBe('refuted');
    expect(beta.rule).toContain("the source's newest release is 3.0.0-rc.1");
  });

  it('orders pre-releases by their words first, as semantic versioning does ("beta.1" before "rc")', () => {
    const log = md(
      ['## [2.0.0-rc] - 2025-06-01', '', '- Freeze', '', '## [2.0.0-beta.1] - 2025-04-01', '', '- New', ''].join('\n'),
    );
    expect(assessDeterministic('The latest release is 2.0.0-rc.', log).support).toBe('supported');
    expect(assessDeterministic('The latest release is 2.0.0-beta.1.', log).support).toBe('refuted');
  });

  it('names the first-listed of two headings that give the newest version', () => {
    const retagged = md(
      [
        '## [1.1.0] - 2024-03-05',
        '',
        '- Re-tag the release',
        '',
        '## [1.1.0] - 2024-03-01',
        '',
        '- Add colour output',
        '',
        '## [1.0.0] - 2024-01-01',
        '',
        '- First release',
        '',
      ].join('\n'),
    );
    const r = assessDeterministic('The latest release is 1.0.0.', retagged);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain("the source's newest release is 1.1.0 (1.1.0 - 2024-03-05)");
    expect(r.rule).toContain('(CHANGELOG.md:1)');
  });

  it('takes a version still marked unreleased for no release', () => {
    const upcoming = md(
      [
        '## [3.0.0] - Unreleased',
        '',
        '- Rewrite the parser',
        '',
        '## [2.3.0] - 2025-09-14',
        '',
        '- Stream large files',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The latest release is 2.3.0.', upcoming).support).toBe('supported');
  });

  it('takes no version an entry gives for a release of its own', () => {
    const dated = md(
      [
        '## 2025-10-01',
        '',
        '- Bump serde to 9.9.9',
        '',
        '## [2.3.0] - 2025-09-14',
        '',
        '- Stream large files',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The latest release is 2.3.0.', dated).support).toBe('supported');
  });

  it('answers only for a version that heads a release', () => {
    const model = sourceModel(log);
    const heading = model.facts.find((f) => f.text === '2.2.1' && f.unit.kind === 'heading');
    expect(heading && newerRelease(heading, model)?.text).toBe('2.3.0');
    // The date of a heading, or a version in an entry, is no release.
    const date = model.facts.find((f) => f.value.kind === 'date' && f.unit.kind === 'heading');
    expect(date && newerRelease(date, model)).toBeUndefined();
    const withEntry = sourceModel(
      md(['## [2.0.0]', '', '- Require node 1.0.0', '', '## [1.0.0]', '', '- First', ''].join('\n')),
    );
    const entry = withEntry.facts.find((f) => f.text === '1.0.0' && f.unit.kind !== 'heading');
    expect(entry).toBeDefined();
    expect(entry && newerRelease(entry, withEntry)).toBeUndefined();
  });
});

describe('a change an older release mentions', () => {
  /** Whether an older release mentions the change the claim puts in the release headed by `version`. */
  const before = (claim: string, lines: string[], version: string) => {
    const model = sourceModel(md(lines.join('\n')));
    const release = model.units.find((u) => u.kind === 'heading' && u.text.includes(version))?.section;
    if (!release) throw new Error(`no release ${version}`);
    const found = mentionedBefore(claimWords(readClaim(claim)), release, model);
    return typeof found === 'object' ? found.text : found;
  };
  const reporter = [
    '## [Unreleased]',
    '',
    '- Rewrite the parser',
    '',
    '## [2.3.0] - 2025-09-14',
    '',
    '- Add a JSON reporter',
    '- Stream large files',
    '',
    '## [2.2.0] - 2025-03-30',
    '',
    '- Faster reading of large files',
    '- Reporter cleanup',
    '',
  ];

  it('names the change by the entry of the claimed release that shares the most words, the first of equals', () => {
    expect(before('A JSON reporter for large files', reporter, '2.3.0')).toBeUndefined();
    // (An older entry sharing more words with the claim does not name the change.)
    expect(before('A JSON reporter for faster reading of large files', reporter, '2.3.0')).toBeUndefined();
    expect(before('Streaming of large files', reporter, '2.3.0')).toBe('Faster reading of large files');
  });

  it('needs an older entry to share two words of the change, and half of them', () => {
    // "Reporter cleanup" shares one word of "JSON reporter".
    expect(before('The JSON reporter', reporter, '2.3.0')).toBeUndefined();
    const tables = (older: string) => [
      '## [2.3.0]',
      '',
      '- JSON reporter with colour output and summary tables',
      '',
      '## [2.2.0]',
      '',
      `- ${older}`,
      '',
    ];
    const claim = 'The JSON reporter with colour output and summary tables';
    expect(before(claim, tables('Colour output for summary tables'), '2.3.0')).toBe('Colour output for summary tables');
    expect(before(claim, tables('Colour output in tables'), '2.3.0')).toBe('Colour output in tables');
    expect(before(claim, tables('Colour output'), '2.3.0')).toBeUndefined();
  });

  it("reads the change in the release's entries, not in the words of its heading", () => {
    const titled = [
      '## [2.3.0] - Large files and JSON output',
      '',
      '- Add a JSON reporter',
      '',
      '## [2.2.0]',
      '',
      '- Faster reading of large files',
      '',
    ];
    expect(before('A JSON reporter for large files', titled, '2.3.0')).toBeUndefined();
  });

  it('cannot tell for a section that gives no version', () => {
    expect(before('Rewrite the parser', reporter, 'Unreleased')).toBe('unknown');
  });
});

describe('two releases the claim puts in an order', () => {
  it('is refuted when the dates the headings give show the other order', () => {
    const after = assessDeterministic('v4.2.0 was released after v5.0.0.', datedReleaseNotes);
    expect(after.support).toBe('refuted');
    expect(after.rule).toBe(
      'the source dates v4.2.0 2024-02-10 and v5.0.0 2024-06-01: v4.2.0 came out before it, not after (CHANGELOG.md:6)',
    );
    expect(assessDeterministic('v5.0.0 preceded v4.1.0.', datedReleaseNotes).support).toBe('refuted');
    expect(assessDeterministic('v4.1.0 followed v5.0.0.', datedReleaseNotes).support).toBe('refuted');
    expect(assessDeterministic('v5.0.0 was released after v4.2.0.', datedReleaseNotes).support).toBe('supported');
    expect(assessDeterministic('v4.1.0 preceded v4.2.0.', datedReleaseNotes).support).toBe('supported');
  });

  it('goes by the versions where the headings give no dates and the log lists them in that order', () => {
    const undated = md(['## 2.4.0', '', '- Streaming parser.', '', '## 2.3.1', '', '- Fix a crash.', ''].join('\n'));
    const before = assessDeterministic('Version 2.4.0 was released before 2.3.1.', undated);
    expect(before.support).toBe('refuted');
    expect(before.rule).toBe(
      'the source lists 2.4.0 as newer than 2.3.1: 2.4.0 came out after it, not before (CHANGELOG.md:1)',
    );
    // (A backport listed above a newer version, or a log listed oldest first: no order can be read off the versions.)
    const backport = md(['## 1.9.1', '', '- Backport a fix.', '', '## 2.0.0', '', '- New API.', ''].join('\n'));
    const unknown = assessDeterministic('Version 1.9.1 was released before 2.0.0.', backport);
    expect(unknown.support).toBe('neutral');
    expect(unknown.rule).toBe(
      'the claim says 1.9.1 came out before 2.0.0, and the source gives no dates that order them',
    );
  });
});

describe('a release said to come out before or after a year', () => {
  const log = md(
    ['## v5.0.0 (2024-06-01)', '- Removed the legacy API.', '', '## v4.1.0 (2023-12-05)', '- Added CSV export.'].join(
      '\n',
    ),
  );

  it('is checked against its own date, not read as a release of that year', () => {
    expect(assessDeterministic('v4.1.0 was released before 2024.', log).support).toBe('supported');
    expect(assessDeterministic('v5.0.0 was released after 2023.', log).support).toBe('supported');
    expect(assessDeterministic('v4.1.0 was released after 2023.', log).support).toBe('refuted');
  });
});
