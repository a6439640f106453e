// How the outcomes of a claim's values make one verdict: which value decides, the reason it gives and what it leaves unmatched.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { source } from './fixtures.js';

const csv = (id: string, lines: string[]) => source(id, [...lines, ''].join('\n'), 'text/csv', `data/${id}.csv`);
const md = (id: string, lines: string[]) => source(id, [...lines, ''].join('\n'), 'text/markdown', `${id}.md`);

const schools = csv('schools', ['name,decile,roll', 'Paraparaumu School,7,410', 'Kapiti School,5,220']);

describe('a refuted value', () => {
  it('names the source value, its row and place, and leaves nothing unmatched', () => {
    expect(assessDeterministic("Kapiti School's decile is 6.", schools)).toEqual({
      support: 'refuted',
      rule: 'the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3), not 6',
      passage: { text: 'name: Kapiti School; decile: 5; roll: 220', range: expect.any(Object) },
      score: 1,
      unmatched: [],
      subject: '6',
    });
  });

  it('names at most three of the source values that refute it', () => {
    const releases = source(
      'releases',
      [
        'Version 5.0 shipped on 2023-08-14.',
        'Version 5.1 shipped on 2023-11-02.',
        'Version 5.2 shipped on 2024-01-09.',
        'Version 5.3 shipped on 2024-03-19.',
        'Version 5.4 shipped on 2024-05-21.',
        '',
      ].join('\n'),
    );
    const r = assessDeterministic('Version 6.0 shipped in late February 2024.', releases);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 5.0 for "Version 5.0 shipped on 2023-08-14." (releases.txt:1) and 5.1 for "Version 5.1 shipped on 2023-11-02." (releases.txt:2) and 5.2 for "Version 5.2 shipped on 2024-01-09." (releases.txt:3), not 6.0',
    );
  });

  it('goes to a person when the claim negates it, naming the value the source gives', () => {
    expect(assessDeterministic("Kapiti School's decile is not 6.", schools)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "Kapiti School\'s decile is not 6", a negation, and the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3): check by hand that the source bears it out',
      passage: { text: 'name: Kapiti School; decile: 5; roll: 220' },
      unmatched: [],
    });
  });

  it('names at most three of the source values when the claim negates a value, joined with "and"', () => {
    const releases = source(
      'shipped',
      [
        'Version 5.0 shipped on 2023-08-14.',
        'Version 5.1 shipped on 2023-11-02.',
        'Version 5.2 shipped on 2024-01-09.',
        'Version 5.3 shipped on 2024-03-19.',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('It is not true that version 6.0 shipped.', releases)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "It is not true that version 6.0", a negation, and the source gives 5.0 for "Version 5.0 shipped on 2023-08-14." (shipped.txt:1) and 5.1 for "Version 5.1 shipped on 2023-11-02." (shipped.txt:2) and 5.2 for "Version 5.2 shipped on 2024-01-09." (shipped.txt:3): check by hand that the source bears it out',
    });
  });
});

describe('a rise or fall said of one period', () => {
  const downloads = csv('downloads', ['month,downloads', '2024-02,1200', '2024-03,1500', '2024-04,1350']);

  it('refutes the wrong direction with both months, leaving nothing unmatched', () => {
    expect(assessDeterministic('Downloads rose in April 2024.', downloads)).toEqual({
      support: 'refuted',
      rule: 'the source gives 1500 for 2024-03 (downloads.csv:3) and 1350 for 2024-04 (downloads.csv:4): a fall, not the rise the claim says',
      passage: { text: 'month: 2024-04; downloads: 1350', range: expect.any(Object) },
      score: 1,
      unmatched: [],
    });
  });
});

describe('a whole the claim takes a part of', () => {
  it('still refutes a whole that prose gives otherwise', () => {
    const vote = source('vote', 'Ada won 7 of the 14 votes cast.\n');
    expect(assessDeterministic('Ada won 7 of the 12 votes.', vote)).toMatchObject({
      support: 'refuted',
      subject: '12',
    });
  });

  it('reads "out of" at the very start of the claim as a whole', () => {
    const votes = md('votes', ['| Candidate | Votes |', '|---|---|', '| Ada | 7 |', '| Bo | 3 |', '| Cy | 2 |']);
    expect(assessDeterministic('Out of 12, Ada got 7 votes.', votes)).toMatchObject({
      support: 'neutral',
      rule: 'the claim gives 12 as a whole, which no one row of the source gives; no check here adds up the rows',
      unmatched: ['12'],
      subject: '12',
      neutral: 'not-stated',
    });
  });
});

describe('a count of the values the claim lists', () => {
  const log = md('CHANGELOG', [
    '# Changelog',
    '',
    '## 0.11.5 - 2024-03-02',
    '',
    '- Fix a crash on empty input',
    '',
    '## 0.11.4 - 2024-02-10',
    '',
    '- Fix the parser',
    '',
    '## 0.11.0 - 2024-01-05',
    '',
    '- Add a JSON exporter',
  ]);

  it('is supported when every listed value is', () => {
    expect(assessDeterministic('Two patch releases followed, 0.11.4 and 0.11.5.', log)).toMatchObject({
      support: 'supported',
      rule: 'the source states Two (CHANGELOG.md:7), 0.11.4 (CHANGELOG.md:7), 0.11.5 (CHANGELOG.md:3)',
    });
  });

  it('is not stated when one listed value is not, and is named first', () => {
    expect(assessDeterministic('Two patch releases followed, 0.11.4 and 0.11.7.', log)).toMatchObject({
      support: 'neutral',
      rule: 'the source does not state Two (said of: Two, patch, releases, followed)',
      unmatched: ['Two', '0.11.7'],
      subject: 'Two',
      neutral: 'not-stated',
    });
  });
});

describe('values the source does not state', () => {
  const notes = md('notes', ['# Notes', '', 'The team fixed bugs in the parser and the exporter.']);

  it('names the value before the date that only dates it, wherever the date stands', () => {
    for (const claim of [
      'On 3 March 2024 the team fixed 45 bugs in the parser.',
      'The team fixed 45 bugs in the parser on 3 March 2024.',
    ])
      expect(assessDeterministic(claim, notes), claim).toMatchObject({
        support: 'neutral',
        rule: 'the source does not state 45 (said of: team, fixed, bugs, parser)',
        unmatched: ['45', '3 March 2024'],
        subject: '45',
        neutral: 'not-stated',
      });
  });

  it('reads a date with no year as dating the claim too', () => {
    expect(assessDeterministic('On 3 March the team fixed 45 bugs in the parser.', notes)).toMatchObject({
      rule: 'the source does not state 45 (said of: team, fixed, bugs, parser)',
      unmatched: ['45', '3 March'],
      subject: '45',
    });
  });

  it('asks which value the claim means when several fit, naming at most four', () => {
    const offices = source(
      'offices',
      [
        'The Paris office had 40 staff in 2020.',
        'The Paris office had 45 staff in 2021.',
        'The Paris office had 50 staff in 2022.',
        'The Paris office had 55 staff in 2023.',
        'The Paris office had 60 staff in 2024.',
        '',
      ].join('\n'),
    );
    expect(assessDeterministic('The Paris office had 50 staff.', offices)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives several values that fit "50": 50 for "The Paris office had 50 staff in 2022." (offices.txt:3), 40 for "The Paris office had 40 staff in 2020." (offices.txt:1), 45 for "The Paris office had 45 staff in 2021." (offices.txt:2), 55 for "The Paris office had 55 staff in 2023." (offices.txt:4); say which one the claim means',
      subject: '50',
      neutral: 'ambiguous',
    });
  });
});
