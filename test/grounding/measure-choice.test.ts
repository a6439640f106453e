// Which source value a claim's number is checked against when the claim names a row, a field or an entry but not the value's column (assessValue's end, soleMeasure, onlyShare, jointMeasures, onlyMeasure, entryDate).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
const md = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/markdown', text: lines.join('\n'), title: '' });
const csv = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/csv', text: lines.join('\n'), title: '' });
const txt = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/plain', text: lines.join('\n'), title: '' });
const json = (uri: string, o: unknown) => ({ uri, mediaType: 'application/json', text: JSON.stringify(o), title: '' });
type Source = { uri: string; mediaType: string; text: string; title: string };
function expectVerdict(s: Source, claimText: string, support: string, rule: string): void {
  const r = assessDeterministic(claimText, s);
  expect({ support: r.support, rule: r.rule }).toEqual({ support, rule });
}

const hashes = md('hashes.md', [
  '| Hash Name | Width | Bandwidth (GB/s) |',
  '| --------- | ----- | ---------------- |',
  '| Farm64    | 64    | 22.0 GB/s        |',
  '| Spooky    | 64    | 22.0 GB/s        |',
  '| Metro64   | 64    | 19.4 GB/s        |',
  '| Metro32   | 32    | 9.7 GB/s         |',
  '',
]);
const gen = csv('generation.csv', [
  'date,source,gwh',
  '2001-01-01,Renewables,1437',
  '2002-01-01,Renewables,1963',
  '2003-01-01,Renewables,1885',
  '2001-01-01,Nuclear Energy,3853',
  '2002-01-01,Nuclear Energy,4574',
]);
const survey = csv('languages.csv', [
  'language,respondents,share_pct',
  'JavaScript,38210,62.3',
  'Python,31540,51.4',
  'Java,18620,30.3',
]);
const chg = csv('change.csv', ['language,share_pct,change_pct', 'JavaScript,62.3,4.1', 'Python,51.4,2.0']);
const film = json('film.json', {
  title: ['Brokeback Mountain'],
  'Running time': ['134 minutes'],
  Budget: ['$14 million'],
});
const notes = txt('notes.txt', ['The buffer size increased from 16 KiB to 64 KiB in the 2.0 release.']);
const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '- Added file and line rendering for stack traces.',
  '',
  '## [2.3.0] - 2024-06-02',
  '',
  '- Fixed a cookie parser crash on empty values.',
  '',
]);

describe('rows a claim names together, each with one measure', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      hashes,
      'Farm64 and Spooky tie at 22.0 GB/s.',
      'supported',
      'the source states 22.0 GB/s (hashes.md:3), Spooky (hashes.md:4)',
    );
    expectVerdict(
      hashes,
      'Farm64 and Metro64 tie at 22.0 GB/s.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 22.0 GB/s',
    );
    expectVerdict(
      hashes,
      'Farm64 and Spooky both reach 19.4 GB/s.',
      'refuted',
      'the source gives 22.0 GB/s for "Bandwidth (GB/s)" of the row "Farm64" (hashes.md:3), not 19.4 GB/s',
    );
    expectVerdict(
      hashes,
      'Metro64 and Metro32 each reach 9.7 GB/s.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 9.7 GB/s',
    );
  });
});

describe('the one measure of a row the claim names with its year', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      gen,
      'Renewables produced 1,963 GWh in 2002.',
      'supported',
      'the source states 1,963 (generation.csv:3), 2002 (generation.csv:3), GWh (generation.csv:3)',
    );
    expectVerdict(
      gen,
      'Renewables produced 2,000 GWh in 2002.',
      'refuted',
      'the source gives 1963 for "gwh" of the row "Renewables" (generation.csv:3), not 2,000',
    );
    expectVerdict(
      gen,
      'Nuclear output was 3,853 GWh in 2001.',
      'supported',
      'the source states 3,853 (generation.csv:5), 2001 (generation.csv:5), GWh (generation.csv:5)',
    );
    expectVerdict(
      gen,
      'Renewables peaked in 2002 at 1,963 GWh, above the 2001 figure.',
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    );
    expectVerdict(
      gen,
      'Renewables peaked in 2002 at 1,885 GWh, above the 2001 figure.',
      'refuted',
      'the source gives 1963 for "gwh" of the row "Renewables" (generation.csv:3), not 1,885',
    );
    expectVerdict(
      gen,
      'Renewables went from 1,437 in 2001 to 1,963 in 2002.',
      'supported',
      'the source states 1,437 (generation.csv:2), 2001 (generation.csv:2), 1,963 (generation.csv:3), 2002 (generation.csv:3)',
    );
  });
});

describe('a share in the one column of shares of a row', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      survey,
      'JavaScript was used by 62.3% of respondents.',
      'supported',
      'the source states 62.3% (languages.csv:2), JavaScript (languages.csv:2)',
    );
    expectVerdict(
      survey,
      'JavaScript was used by 70% of respondents.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (languages.csv:2), not 70%',
    );
    expectVerdict(
      survey,
      'The largest group, JavaScript, was used by 70% of respondents.',
      'neutral',
      'the source does not state 70% (said of: used, respondents)',
    );
    expectVerdict(
      survey,
      'JavaScript was used by 70% of developers.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (languages.csv:2), not 70%',
    );
  });
});

describe('a share beside a column of changes', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      chg,
      'JavaScript was used by 70% of respondents.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (change.csv:2), not 70%',
    );
    expectVerdict(
      chg,
      'JavaScript was used by 62.3% of respondents.',
      'supported',
      'the source states 62.3% (change.csv:2), JavaScript (change.csv:2)',
    );
  });
});

describe('a measure of the one field of its kind', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film,
      'The film was over two hours long.',
      'supported',
      'the source states over two hours (film.json:1)',
    );
    expectVerdict(
      film,
      'The film was under two hours long.',
      'neutral',
      'the source does not state under two hours (said of: film, two, hours, long)',
    );
    expectVerdict(film, 'The film runs 134 minutes.', 'supported', 'the source states 134 minutes (film.json:1)');
  });
});

describe('the two ends of a change given the other way round', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      notes,
      'The buffer size went from 64 KiB to 16 KiB.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
    );
    expectVerdict(
      notes,
      'The buffer size went from 16 KiB to 64 KiB.',
      'supported',
      'the source states 16 KiB (notes.txt:1), 64 KiB (notes.txt:1)',
    );
  });
});

describe('the date of the release whose entry says it', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      log,
      'File and line rendering for stack traces arrived just before Christmas 2024.',
      'supported',
      'the source states just before Christmas 2024 (CHANGELOG.md:3)',
    );
    expectVerdict(
      log,
      'File and line rendering for stack traces arrived in June 2024.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not June 2024',
    );
    expectVerdict(
      log,
      'File and line rendering for stack traces was added in 2024.',
      'supported',
      'the source states 2024 (CHANGELOG.md:3)',
    );
    expectVerdict(
      log,
      'File and line rendering for stack traces was added in 2023.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not 2023',
    );
  });
});
