// Names a claim gives beside its values, the wording of claims with no numbers, and what release notes say a version did.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { source } from './fixtures.js';

let n = 0;
/** A film's fact sheet, titled by the film, with a budget for the claims' value; each call is a source of its own. */
const film = (...fields: string[]) =>
  source(`brooklyn-${n++}`, ['Title: Brooklyn', ...fields, 'Budget: $11 million', ''].join('\n'));

const log = source(
  'changelog-names',
  [
    '# Changelog',
    '',
    '## [2.3.0] - 2025-09-14',
    '',
    '### Added',
    '',
    '- A streaming decoder behind the `stream` feature',
    '- Colour output for the CLI',
    '',
    '### Fixed',
    '',
    '- A crash on empty input',
    '',
    '## [2.2.1] - 2025-05-02',
    '',
    '- Fix a memory leak in the tokenizer',
    '- Faster startup',
    '',
    '## [2.2.0] - 2025-03-30',
    '',
    '- Add a JSON exporter',
    '',
  ].join('\n'),
  'text/markdown',
  'sources/CHANGELOG.md',
);

describe('a name the field before it gives otherwise', () => {
  const directed = 'Brooklyn was directed by Nick Hornby on a budget of $11 million.';

  it('refutes the wrong director, naming the one the field gives', () => {
    const r = assessDeterministic(directed, film('Directed by: John Crowley', 'Screenplay by: Nick Hornby'));
    expect(r.support).toBe('refuted');
    expect(r.rule).toMatch(
      /^the source gives John Crowley for "Directed by" \(brooklyn-\d+\.txt:2\), not Nick Hornby$/u,
    );
    expect(
      assessDeterministic(
        'Brooklyn was directed by John Crowley on a budget of $11 million.',
        film('Directed by: John Crowley'),
      ).support,
    ).toBe('supported');
  });

  it('refutes with a one-word name and with names that begin or end like "N/A"', () => {
    for (const [field, name] of [
      ['Directed by: Nadine Labaki', 'Nadine Labaki'],
      ['Directed by: Kogonada', 'Kogonada'],
    ] as const) {
      const r = assessDeterministic(directed, film(field));
      expect(r.support, field).toBe('refuted');
      expect(r.rule, field).toMatch(new RegExp(`^the source gives ${name} for "Directed by" `, 'u'));
    }
    const music = assessDeterministic(
      'Brooklyn had music by Michael Brook on a budget of $11 million.',
      film('Music by: Rihanna'),
    );
    expect(music.support).toBe('refuted');
    expect(music.rule).toMatch(/^the source gives Rihanna for "Music by" /u);
  });

  it('does not refute by a field that gives no name ("N/A", "NA", a lone letter)', () => {
    for (const field of ['Music by: N/A', 'Music by: NA', 'Music by: X']) {
      const r = assessDeterministic('Brooklyn had music by Michael Brook on a budget of $11 million.', film(field));
      expect(r.support, field).toBe('neutral');
      expect(r.rule, field).toMatch(/^the source does not state Michael Brook /u);
    }
  });

  it('does not refute by a field that also gives a date or a number', () => {
    const r = assessDeterministic(directed, film('Directed by: John Crowley (born 1969)'));
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^the source does not state Nick Hornby /u);
  });

  it('refutes by the field the claim names most closely, and not when two fit it as well', () => {
    const r = assessDeterministic(
      directed,
      film('Directed by: John Crowley', 'Directed and produced by: Finola Dwyer'),
    );
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^the source does not state Nick Hornby /u);
    const both = 'Brooklyn was directed and produced by Nick Hornby on a budget of $11 million.';
    const closest = assessDeterministic(
      both,
      film('Directed by: John Crowley', 'Directed and produced by: Finola Dwyer'),
    );
    expect(closest.support).toBe('refuted');
    expect(closest.rule).toMatch(
      /^the source gives Finola Dwyer for "Directed and produced by" \(brooklyn-\d+\.txt:3\), not Nick Hornby$/u,
    );
    const tied = assessDeterministic(both, film('Directed by: John Crowley', 'Produced by: Finola Dwyer'));
    expect(tied.support).toBe('neutral');
    expect(tied.rule).toMatch(/^the source does not state Nick Hornby /u);
  });

  it('does not refute when the claim also gives the name the field gives', () => {
    const r = assessDeterministic(
      'Brooklyn was directed by Nick Hornby and John Crowley on a budget of $11 million.',
      film('Directed by: John Crowley'),
    );
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^the source does not state Nick Hornby /u);
  });

  it('reads only the words just before the name as its field', () => {
    const far = assessDeterministic(
      'Brooklyn was directed, with great care and much patience, by Nick Hornby on a budget of $11 million.',
      film('Directed by: John Crowley'),
    );
    expect(far.support).toBe('neutral');
    const before = assessDeterministic(
      'Nick Hornby directed Brooklyn on a budget of $11 million.',
      film('Directed by: John Crowley'),
    );
    expect(before.support).toBe('neutral');
    expect(before.rule).toMatch(/^the source does not state Nick Hornby /u);
  });

  it('does not refute by a table cell, whose row the claim would have to name', () => {
    const table = source(
      'films-table',
      'film,director,budget\nBrooklyn,John Crowley,$11 million\nCarol,Todd Haynes,$11.8 million\n',
      'text/csv',
      'sources/films.csv',
    );
    const r = assessDeterministic(directed, table);
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^the source does not state Nick Hornby /u);
    // (Nor a row that gives names alone, with the budget said in prose above it.)
    const page = source(
      'films-page',
      [
        '# Films of 2015',
        '',
        'Brooklyn was made on a budget of $11 million.',
        '',
        '| film | director |',
        '|---|---|',
        '| Brooklyn | John Crowley |',
        '| Carol | Todd Haynes |',
        '',
      ].join('\n'),
      'text/markdown',
      'sources/films.md',
    );
    const row = assessDeterministic(directed, page);
    expect(row.support).toBe('neutral');
    expect(row.rule).toMatch(/^the source does not state Nick Hornby /u);
  });
});

describe('a name stated where the claim states its values', () => {
  const earnings = source('studio-earnings', 'In 2015 Lionsgate earned $11 million from the film.');

  it('supports a name in the sentence that gives the values and says what the claim says', () => {
    const r = assessDeterministic('In 2015 Lionsgate earned $11 million.', earnings);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe(
      'the source states 2015 (studio-earnings.txt:1), $11 million (studio-earnings.txt:1), Lionsgate (studio-earnings.txt:1)',
    );
    // A claim with no other words needs none of the sentence's.
    expect(assessDeterministic('In 2015, Lionsgate had $11 million.', earnings).support).toBe('supported');
  });

  it('leaves a name open when its sentence does not say what the claim says of it', () => {
    const r = assessDeterministic('In 2015 Lionsgate lost $11 million.', earnings);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source names Lionsgate, but not where it says what the claim says');
  });

  it('supports a name in the field that gives the values, whatever its words', () => {
    const sheet = source('release-sheet', ['Title: Brooklyn', 'Released: 2015 by Lionsgate', ''].join('\n'));
    const r = assessDeterministic('It was released in 2015 by Lionsgate.', sheet);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2015 (release-sheet.txt:2), Lionsgate (the source)');
  });

  it('supports a person named in the text of the field the claim is about', () => {
    const description = source(
      'tidything-DESCRIPTION',
      [
        'Package: tidything',
        'Authors@R: c(',
        '    person("Romain", "François", , "romain@example.org", role = c("aut", "cre")),',
        '    person("Charles", "Babbage", role = "aut")',
        '  )',
        'License: MIT + file LICENSE',
        '',
      ].join('\n'),
      'text/plain',
      'sources/DESCRIPTION',
    );
    expect(assessDeterministic('The package is maintained by Romain François.', description).support).toBe('supported');
    expect(assessDeterministic('The package was written by Charles Babbage.', description).support).toBe('supported');
    expect(assessDeterministic('The package is maintained by Ada Lovelace.', description).support).toBe('neutral');
  });
});

describe('what a release heading says a version did', () => {
  it('supports a change an entry of the release says, with the words of the heading it sits under', () => {
    for (const claim of [
      'Version 2.3.0 added colour output.',
      'Version 2.3.0 fixed a crash.',
      'Version 2.2.1 fixed a memory leak in the tokenizer.',
    ]) {
      const r = assessDeterministic(claim, log);
      expect(r.support, claim).toBe('supported');
      expect(r.rule, claim).toMatch(/^the source states 2\.\d\.\d \(CHANGELOG\.md:\d+\)$/u);
    }
  });

  it('leaves open a change the release never mentions, naming the missing words', () => {
    const r = assessDeterministic('Version 2.3.0 added offline search and plugin hooks.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the source\'s entry "2.3.0 - 2025-09-14" does not say this: it never mentions offline, search, plugin, hooks',
    );
    // (At most four of them.)
    expect(assessDeterministic('Version 2.3.0 added offline search, plugin hooks and a sandbox.', log).rule).toBe(
      r.rule,
    );
  });

  it('leaves open a change put together from the words of two entries', () => {
    const r = assessDeterministic('Version 2.3.0 added a streaming decoder for empty input.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no single entry of "2.3.0 - 2025-09-14" says this; its words come from different entries');
  });

  it('refutes a change said with the verb of another kind of change than the heading its entry sits under', () => {
    const r = assessDeterministic('Version 2.3.0 fixed colour output.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists "Colour output for the CLI" under "Added", not as fixed (CHANGELOG.md:8)');
  });

  it('refutes a change put in the wrong release, naming the entry and the release that lists it', () => {
    for (const claim of [
      '2.3.0 fixed a memory leak in the tokenizer.',
      'The fix for a memory leak in the tokenizer came in 2.3.0.',
    ]) {
      const r = assessDeterministic(claim, log);
      expect(r.support, claim).toBe('refuted');
      expect(r.rule, claim).toBe(
        'the source lists "Fix a memory leak in the tokenizer" under "2.2.1 - 2025-05-02", not under "2.3.0 - 2025-09-14" (CHANGELOG.md:16)',
      );
    }
    const older = assessDeterministic('The memory leak fix in the tokenizer landed in 2.2.0.', log);
    expect(older.rule).toBe(
      'the source lists "Fix a memory leak in the tokenizer" under "2.2.1 - 2025-05-02", not under "2.2.0 - 2025-03-30" (CHANGELOG.md:16)',
    );
  });

  it('leaves open a claim that the release did not do what its entry says', () => {
    const r = assessDeterministic('Version 2.2.1 did not fix a memory leak in the tokenizer.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim negates what the source states; no check here can judge that wording');
  });
});

describe('a claim about the release the claim before it named', () => {
  const after = (version: string, date: string) => [`Version ${version} came out on ${date}.`];

  it('refutes a change the log lists under another release', () => {
    const r = assessDeterministic('It fixed a memory leak in the tokenizer.', log, after('2.3.0', '14 September 2025'));
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source lists this under "2.2.1 - 2025-05-02", not under "2.3.0 - 2025-09-14" (CHANGELOG.md:16)',
    );
  });

  it('leaves open a change no entry of the release says', () => {
    const r = assessDeterministic('It added offline search.', log, after('2.3.0', '14 September 2025'));
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source\'s entries under "2.3.0 - 2025-09-14" do not say this');
  });

  it('supports "its only change" for a release of one entry, and asks for a comparison otherwise', () => {
    const one = assessDeterministic('Its only change is a JSON exporter.', log, after('2.2.0', '30 March 2025'));
    expect(one.support).toBe('supported');
    expect(one.rule).toBe('the source states this in the same words');
    const two = assessDeterministic('Its only change is faster startup.', log, after('2.2.1', '2 May 2025'));
    expect(two.support).toBe('neutral');
    expect(two.rule).toBe(
      'the claim says "only", which needs a comparison across the source that no check here can make',
    );
  });
});

describe('the wording of a claim with no numbers', () => {
  const notes = source(
    'runtime-notes',
    [
      'The parser rejects duplicate keys in strict mode.',
      'Streaming output is enabled by default.',
      'The cache never stores credentials.',
      'Workers restart after a crash.',
      'The scheduler is not thread safe.',
      'Plugins load before the configuration is read.',
      'Tokio schedules tasks on a work-stealing pool.',
      'Rayon splits work across threads.',
    ].join('\n\n'),
  );
  const check = (claim: string) => assessDeterministic(claim, notes);

  it('supports a claim a passage states in the same words and order', () => {
    for (const claim of [
      'The parser rejects duplicate keys in strict mode.',
      'The cache never stores credentials.',
      'The scheduler is not thread safe.',
      'Workers restart.',
      'Tokio schedules tasks on a work-stealing pool.',
    ]) {
      const r = check(claim);
      expect(r.support, claim).toBe('supported');
      expect(r.rule, claim).toBe('the source states this in the same words');
    }
  });

  it('leaves open the same words in another order, since the roles may differ', () => {
    for (const claim of [
      'In strict mode the parser rejects duplicate keys.',
      'The configuration is read before plugins load.',
      'The pool schedules tasks.',
    ]) {
      const r = check(claim);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe('the words match but not in the same order (roles may differ)');
    }
  });

  it('refutes a claim that negates what the source states, or leaves out its negation, saying which side negates', () => {
    const claimNegates = check('The parser does not reject duplicate keys in strict mode.');
    expect(claimNegates.support).toBe('refuted');
    expect(claimNegates.rule).toBe('the claim negates what the other states (runtime-notes.txt:1)');
    for (const [claim, line] of [
      ['The cache stores credentials.', 5],
      ['The scheduler is thread safe.', 9],
      // (Two negations say what none does.)
      ['The scheduler is not never thread safe.', 9],
    ] as const) {
      const r = check(claim);
      expect(r.support, claim).toBe('refuted');
      expect(r.rule, claim).toBe(`the source negates what the other states (runtime-notes.txt:${line})`);
    }
  });

  it('leaves open a double negation the source does not make', () => {
    const r = check('Workers do not never restart after a crash.');
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim negates more than the source does; no check here can judge that wording');
  });

  it('refutes the opposite word in an otherwise matching passage', () => {
    const r = check('The parser accepts duplicate keys in strict mode.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "accepts" where the source says "rejects" (runtime-notes.txt:1)');
  });

  it('leaves open a claim no passage says, showing the closest one', () => {
    for (const [claim, closest] of [
      ['Duplicate keys are logged.', 'The parser rejects duplicate keys in strict mode.'],
      ['Rayon schedules tasks on a work-stealing pool.', 'Tokio schedules tasks on a work-stealing pool.'],
      ['Tokio splits work across threads.', 'Rayon splits work across threads.'],
      [
        'The parser silently accepts duplicate keys in strict mode.',
        'The parser rejects duplicate keys in strict mode.',
      ],
    ] as const) {
      const r = check(claim);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe('no check here can judge this wording; the closest passage is shown');
      expect(r.passage?.text, claim).toBe(closest);
    }
  });

  it('says nothing of a claim with fewer than two words to compare', () => {
    const r = check('Workers.');
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim states nothing this check can compare');
    expect(r.passage).toBeUndefined();
  });
});

describe('the words around a value that is stated', () => {
  const losses = source(
    'studio-losses',
    'studio,year,loss\nLionsgate,2015,$11 million\nA24,2016,$2 million\n',
    'text/csv',
    'sources/losses.csv',
  );

  it('refutes the opposite of the column the value stands in', () => {
    expect(assessDeterministic('In 2015 Lionsgate lost $11 million.', losses).support).toBe('supported');
    const r = assessDeterministic('In 2015 Lionsgate gained $11 million.', losses);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "gained" where the source says "loss" (losses.csv:2)');
  });

  it('leaves open a claim that negates a value the source states plainly', () => {
    const run = source('suite-run', 'The test suite ran 1,200 cases in 4 minutes.');
    expect(assessDeterministic('The test suite ran 1,200 cases in 4 minutes.', run).support).toBe('supported');
    const r = assessDeterministic('The test suite did not run 1,200 cases.', run);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the claim negates what the source states; no check here can judge that wording');
  });
});

describe('a count of releases', () => {
  it("is no count of one release's entries", () => {
    const log = source(
      'three-releases',
      '# Changelog\n\n## v3.0.0 (2024-05-01)\n\n- Dropped Node 16 support\n- Added ESM build\n\n## v2.5.0 (2024-01-10)\n\n- Added retry option\n',
      'text/markdown',
      'CHANGELOG.md',
    );
    expect(assessDeterministic('Three releases are listed.', log)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 2 entries for "the releases listed" (CHANGELOG.md:3), not Three',
    });
    expect(assessDeterministic('v3.0.0 lists two changes.', log).support).toBe('supported');
  });
});

describe('what a release entry never names, and a change the other way', () => {
  const log = source(
    'entries-words',
    '## [2.3.0] - 2025-09-14\n### Added\n- A streaming decoder behind the `stream` feature\n- Colour output for the CLI\n### Fixed\n- A crash on empty input\n## [2.2.1] - 2025-05-02\n- Fix a memory leak in the tokenizer\n- Faster startup\n',
    'text/markdown',
    'CHANGES.md',
  );

  it('does not pass a change whose thing no entry names ("added telemetry")', () => {
    expect(assessDeterministic('Version 2.3.0 added telemetry.', log)).toMatchObject({
      support: 'neutral',
      rule: 'the source\'s entry "2.3.0 - 2025-09-14" does not say this: it never mentions telemetry',
    });
    expect(assessDeterministic('Version 2.2.1 fixed a memory leak in the parser.', log).support).toBe('neutral');
    expect(assessDeterministic('Version 2.2.1 fixed a memory leak in the tokenizer.', log).support).toBe('supported');
    expect(assessDeterministic('Version 2.3.0 added colour output for the CLI.', log).support).toBe('supported');
  });

  it('refutes a rise against a fall in other words ("rose" and "dropped")', () => {
    const notes = source('startup-drop', 'Startup time dropped to 80 milliseconds in version 3.');
    expect(assessDeterministic('Startup time rose to 80 milliseconds in version 3.', notes)).toMatchObject({
      support: 'refuted',
      rule: 'the claim says "rose" where the source says "dropped" (startup-drop.txt:1)',
    });
  });
});
