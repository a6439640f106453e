// The whole verdict of each kind of refutation: a score of 1, no values left unmatched, and the word the refutation is of (or none).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, json, mimeTypesHistory, source, typedChangelog } from './fixtures.js';

const text = (uri: string, body: string) => ({ uri, mediaType: 'text/plain', text: body, title: '' });

/** The verdict without its passage, and whether it has one. */
const whole = (claim: string, s: Parameters<typeof assessDeterministic>[1]) => {
  const { passage, ...rest } = assessDeterministic(claim, s);
  return { ...rest, passage: passage !== undefined };
};

describe('the whole verdict of a refutation', () => {
  it('of a value the source gives otherwise names the claim value as its subject', () => {
    const changes = source('c', 'region,change\nnorth,-5.2%\nsouth,+3.1%\nwest,0%\n', 'text/csv', 'c.csv');
    expect(whole('The north region fell 5.0%', changes)).toEqual({
      support: 'refuted',
      rule: 'the source gives -5.2% for "change" of the row "north" (c.csv:2), not 5.0%',
      score: 1,
      unmatched: [],
      subject: '5.0%',
      passage: true,
    });
  });

  it('of a change put under another release, or under another kind of change', () => {
    expect(whole('The .cjs extension for application/node came in 2.1.26.', mimeTypesHistory)).toEqual({
      support: 'refuted',
      rule: 'the source lists "Add extension `.cjs` to `application/node`" under "2.1.27 / 2020-04-23", not under "2.1.26 / 2020-01-05" (HISTORY.md:11)',
      score: 1,
      unmatched: [],
      passage: true,
    });
    expect(whole('Version 1.1.0 removed the Italian translation.', typedChangelog)).toEqual({
      support: 'refuted',
      rule: 'the source lists "Italian translation." under "Fixed", not as removed (CHANGELOG.md:9)',
      score: 1,
      unmatched: [],
      passage: true,
    });
  });

  it('of the ends of a change given the other way round', () => {
    const buffer = text('notes.txt', 'The default buffer size has been increased from 16 KiB to 64 KiB.\n');
    expect(whole('The default buffer size went from 64 KiB to 16 KiB.', buffer)).toEqual({
      support: 'refuted',
      rule: 'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
      score: 1,
      unmatched: [],
      passage: true,
    });
  });

  it('of a series said to move far less than the others, of the word "less"', () => {
    const wild = csv('wild.csv', [
      'year,source,output_twh',
      ...['2019-01-01,Nuclear,100', '2020-01-01,Nuclear,125', '2021-01-01,Nuclear,103'],
      ...['2019-01-01,Hydro,50', '2020-01-01,Hydro,60', '2021-01-01,Hydro,55'],
      ...['2019-01-01,Wind,20', '2020-01-01,Wind,30', '2021-01-01,Wind,30'],
    ]);
    expect(whole('Nuclear output moved far less than the other two sources, ending at 103 in 2021.', wild)).toEqual({
      support: 'refuted',
      rule: "the source's values span 25 for Nuclear, against 10 for Hydro, 10 for Wind: it did not move far less (wild.csv:4)",
      score: 1,
      unmatched: [],
      subject: 'less',
      passage: true,
    });
  });

  it('of "every" measure of a record that gives nothing for one, of the word "every"', () => {
    const runs = json('results.json', [
      { name: 'quick', version: '2.1.0', requests: '51000.5', latency: '18.2' },
      { name: 'broken', version: '0.9.1', requests: 'N/A' },
      { name: 'steady', version: '4.0.3', requests: '42000.0', latency: '22.9' },
    ]);
    const r = assessDeterministic('Version 0.9.1 of broken is listed, but every measurement reads N/A.', runs);
    expect([r.support, r.score, r.unmatched, r.subject]).toEqual(['refuted', 1, [], 'every']);
  });

  it('of the sides of a comparison swapped, of no one word', () => {
    const survey = text(
      'survey.txt',
      'Salaries of remote developers were 8% higher than those of office-based developers.\n',
    );
    expect(whole('Office-based developers earn 8% more than remote developers.', survey)).toEqual({
      support: 'refuted',
      rule: 'the claim says "Office-based developers earn 8% more than remote developers" where the source says "Salaries of remote developers were 8% higher than those of office-based developers" (survey.txt:1)',
      score: 1,
      unmatched: [],
      passage: true,
    });
  });
});
