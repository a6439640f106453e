// Which source value a claim's number is checked against when the claim names a row, a field or an entry but not the value's column (assessValue's end, soleMeasure, onlyShare, jointMeasures, onlyMeasure, entryDate).
import { describe, it } from 'vitest';
import { csv, expectVerdict, json, md, txt } from './fixtures.js';

type Source = ReturnType<typeof md>;

/** A Markdown source that is one table: the header row, then the rows, each column padded to its widest cell. */
function mdTable(uri: string, [header = [], ...rows]: string[][]): Source {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return md(uri, [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '']);
}

const hashes = mdTable('hashes.md', [
  ['Hash Name', 'Width', 'Bandwidth (GB/s)'],
  ['Farm64', '64', '22.0 GB/s'],
  ['Spooky', '64', '22.0 GB/s'],
  ['Metro64', '64', '19.4 GB/s'],
  ['Metro32', '32', '9.7 GB/s'],
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
      'supported',
      'the source states 2002 (generation.csv:3), 1,963 (generation.csv:3), 2001 (generation.csv:2), GWh (generation.csv:3)',
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
const outbreak = txt('outbreak.txt', ['The outbreak caused 3,737 cases and 12 deaths.']);
const surveyText = txt('survey.txt', ['The survey reached 1,200 people, and 1,100 people answered it.']);
const sites = txt('sites.txt', ['The fix applies to 363 out of the 370 static defer sites in the binary.']);
const bench = json('bench.json', { baseline: { writes_per_s: 1200 }, candidate: { writes_per_s: 1500 } });
const boxer = json('boxer.json', { Weight: '11 st', Reach: '70 in', Division: ['Welterweight', 'Middleweight'] });
const rel = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 5.1',
  '',
  'Released on 2023-11-02, after 5.0 on 2023-08-14.',
  '',
  '## 5.0',
  '',
  '- First release.',
]);
const rel2 = txt('rel.txt', [
  'Version 5.0 shipped on 2023-08-14. Version 5.1 followed on 2023-11-02, and 6.0 on 2024-02-20.',
]);
const two = txt('two.txt', [
  'The team grew to 40 engineers in 2023.',
  'The team had 35 engineers in 2022, after hiring 12 engineers.',
]);
const spin = json('spinners.json', { dots: { frames: ['a', 'b'] }, line: { frames: ['c'] }, arc: { frames: ['d'] } });
const langs = json('country.json', {
  'Official languages': ['French', 'Dutch'],
  'Minority languages': ['German', 'Italian'],
});
const visits = csv('visits.csv', [
  'date,park,visitors',
  '2008-01-01,Yosemite,41200',
  '2009-01-01,Yosemite,40100',
  '2010-01-01,Yosemite,42750',
  '2011-01-01,Yosemite,39900',
]);

describe('rows of one series named by several years (visits)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      visits,
      'Yosemite visits peaked in 2010, at 42,750, only a hair above the 2008 figure.',
      'refuted',
      'the source gives 41200 for 2008 against 42750 for 2010: not just above it (visits.csv:2)',
    );
    expectVerdict(
      visits,
      'Yosemite visits peaked in 2010, at 41,200, only a hair above the 2008 figure.',
      'refuted',
      'the source gives 42750 for "visitors" of the row "Yosemite" (visits.csv:4), not 41,200',
    );
    expectVerdict(
      visits,
      'Yosemite drew 41,200 in 2008 and 42,750 in 2010.',
      'supported',
      'the source states 41,200 (visits.csv:2), 2008 (visits.csv:2), 42,750 (visits.csv:4), 2010 (visits.csv:4)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 42,750 in 2010 and 41,200 in 2008.',
      'supported',
      'the source states 42,750 (visits.csv:4), 2010 (visits.csv:4), 41,200 (visits.csv:2), 2008 (visits.csv:2)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 40,000 in 2008 and 42,750 in 2010.',
      'refuted',
      'the source gives 41200 for "visitors" of the row "Yosemite" (visits.csv:2), not 40,000',
    );
    expectVerdict(
      visits,
      'Yosemite drew 41,200 in 2008 and 40,000 in 2010.',
      'refuted',
      'the source gives 42750 for "visitors" of the row "Yosemite" (visits.csv:4), not 40,000',
    );
    expectVerdict(
      visits,
      'Yosemite went from 41,200 in 2008 to 39,900 in 2011.',
      'supported',
      'the source states 41,200 (visits.csv:2), 2008 (visits.csv:2), 39,900 (visits.csv:5), 2011 (visits.csv:5)',
    );
    expectVerdict(
      visits,
      'Yosemite went from 41,200 in 2008 to 38,000 in 2011.',
      'refuted',
      'the source gives 39900 for "visitors" of the row "Yosemite" (visits.csv:5), not 38,000',
    );
    expectVerdict(
      visits,
      'Yosemite fell from 2010 to 2011, to 39,900.',
      'supported',
      'the source states 2010 (visits.csv:4), 2011 (visits.csv:5), 39,900 (visits.csv:5)',
    );
    expectVerdict(
      visits,
      'Between 2009 and 2010 Yosemite drew 42,750.',
      'neutral',
      'the source does not state 42,750 (said of: Yosemite, drew)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 42,750 visitors in 2010.',
      'supported',
      'the source states 42,750 (visits.csv:4), 2010 (visits.csv:4)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 42,000 visitors in 2010.',
      'refuted',
      'the source gives 42750 for "visitors" of the row "Yosemite" (visits.csv:4), not 42,000',
    );
    expectVerdict(
      visits,
      'Yosemite drew 42,750.',
      'neutral',
      'the source does not state 42,750 (said of: Yosemite, drew)',
    );
  });
});

describe('rows a claim names together, each with one measure (gen)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      gen,
      'Renewables and nuclear energy both reached 1,437 GWh in 2001.',
      'refuted',
      'the source gives 3853 for "gwh" of the row "Nuclear Energy" (generation.csv:5), not 1,437',
    );
    expectVerdict(
      gen,
      'In 2001 renewables managed 1,437 while nuclear energy managed 3,853.',
      'supported',
      'the source states 2001 (generation.csv:2), 1,437 (generation.csv:2), 3,853 (generation.csv:5)',
    );
    expectVerdict(
      gen,
      'In 2001 renewables managed 1,500 while nuclear energy managed 3,853.',
      'refuted',
      'the source gives 1437 for "gwh" of the row "Renewables" (generation.csv:2), not 1,500',
    );
    expectVerdict(
      gen,
      'Nuclear produced 4,574 GWh in 2002.',
      'supported',
      'the source states 4,574 (generation.csv:6), 2002 (generation.csv:6), GWh (generation.csv:6)',
    );
    expectVerdict(
      gen,
      'Nuclear produced 4,000 GWh in 2002.',
      'refuted',
      'the source gives 4574 for "gwh" of the row "Nuclear Energy" (generation.csv:6), not 4,000',
    );
  });
});

describe('a value the same passage also states (outbreak)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      outbreak,
      'The outbreak caused 12 cases.',
      'refuted',
      'the source gives 3,737 for "The outbreak caused 3,737 cases and 12 deaths." (outbreak.txt:1), not 12',
    );
    expectVerdict(
      outbreak,
      'The outbreak caused 3,737 deaths.',
      'neutral',
      'the source does not state 3,737 (said of: outbreak, caused, deaths)',
    );
    expectVerdict(
      outbreak,
      'The outbreak caused 12 in all.',
      'neutral',
      'the source does not state 12 (said of: outbreak, caused)',
    );
  });
});

describe('a value the same passage also states (survey)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      surveyText,
      'The survey reached 1,100 people.',
      'neutral',
      'the source does not state 1,100 (said of: survey, reached, people)',
    );
    expectVerdict(
      surveyText,
      'The survey reached 1,000 people.',
      'refuted',
      'the source gives 1,200 for "The survey reached 1,200 people, and 1,100 people answered it." (survey.txt:1), not 1,000',
    );
    expectVerdict(
      surveyText,
      'The survey reached 1,100.',
      'neutral',
      'the source does not state 1,100 (said of: survey, reached)',
    );
  });
});

describe('a value the same passage also states (sites)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      sites,
      'The fix applies to 370 of the sites.',
      'neutral',
      '"370" fits 370 for "The fix applies to 363 out of the 370 static defer sites in the binary." (sites.txt:1), but the source also gives 363 for "The fix applies to 363 out of the 370 static defer sites in the binary." (sites.txt:1) where the claim\'s words fit as well; say which one the claim means',
    );
    expectVerdict(
      sites,
      'The fix applies to 360 static defer sites.',
      'refuted',
      'the source gives 363 for "The fix applies to 363 out of the 370 static defer sites in the binary." (sites.txt:1), not 360',
    );
  });
});

describe('the same measure in two places (bench)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      bench,
      'The candidate reached 1,300 writes per second.',
      'refuted',
      'the source gives 1500 for "candidate.writes_per_s" (bench.json:1), not 1,300',
    );
    expectVerdict(
      bench,
      'The candidate reached 1,500 writes per second.',
      'supported',
      'the source states 1,500 (bench.json:1)',
    );
    expectVerdict(
      bench,
      'Writes per second reached 1,300.',
      'refuted',
      'the source gives 1200 for "baseline.writes_per_s" (bench.json:1) and 1500 for "candidate.writes_per_s" (bench.json:1), not 1,300',
    );
  });
});

describe('values of unrelated keys (boxer)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(boxer, 'His weight was 12 st.', 'neutral', 'the source does not state 12 (said of: weight, st)');
    expectVerdict(
      boxer,
      'He fought in 3 divisions.',
      'refuted',
      'the source gives 2 entries for "Division (number of entries)" (boxer.json:1), not 3',
    );
    expectVerdict(boxer, 'His reach was 72 in.', 'refuted', 'the source gives 70 for "Reach" (boxer.json:1), not 72');
  });
});

describe('a version the source writes as a number (rel)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      rel,
      'Version 6.0 followed 5.1.',
      'neutral',
      'the source does not state 6.0 (said of: Version, followed)',
    );
    expectVerdict(rel, 'The release after 5.0 was 5.2.', 'neutral', 'the source does not state 5.2 (said of: release)');
  });
});

describe('a version the source writes as a number (rel2)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      rel2,
      'The latest version, v6.0, shipped in 2024.',
      'neutral',
      `the claim's words fit several places in the source, which give 6.0 for "Version 5.1 followed on 2023-11-02, and 6.0 on 2024-02-20." (rel.txt:1), 5.0 for "Version 5.0 shipped on 2023-08-14." (rel.txt:1); say which one "v6.0" means`,
    );
    expectVerdict(
      rel2,
      'The latest release is 6.0.',
      'neutral',
      'the source does not state 6.0 (said of: latest, release)',
    );
  });
});

describe('the claimed value stated in another sentence (two)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      two,
      'The team grew to 35 engineers.',
      'neutral',
      '"35" fits 35 for "The team had 35 engineers in 2022, after hiring 12 engineers." (two.txt:2), but the source also gives 40 for "The team grew to 40 engineers in 2023." (two.txt:1) where the claim\'s words fit as well; say which one the claim means',
    );
    expectVerdict(
      two,
      'The team grew to 38 engineers.',
      'refuted',
      'the source gives 40 for "The team grew to 40 engineers in 2023." (two.txt:1), not 38',
    );
    expectVerdict(
      two,
      'The team had 12 engineers.',
      'neutral',
      'the source does not state 12 (said of: team, engineers)',
    );
  });
});

describe('counts the tool made (spin)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      spin,
      'The file defines 4 spinners.',
      'neutral',
      'the source does not state 4 (said of: file, defines, spinners)',
    );
    expectVerdict(
      spin,
      'The file defines 3 spinners.',
      'neutral',
      'the source does not state 3 (said of: file, defines, spinners)',
    );
  });
});

describe('counts the tool made (langs)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      langs,
      'The country has five languages.',
      'neutral',
      'the source does not state five (said of: country, five, languages)',
    );
    expectVerdict(
      langs,
      'The country has four languages.',
      'neutral',
      'the source does not state four (said of: country, four, languages)',
    );
    expectVerdict(
      langs,
      'The country has three official languages.',
      'refuted',
      'the source gives 2 entries for "Official languages (number of entries)" (country.json:1), not three',
    );
  });
});
const yearcol4 = csv('gen.csv', [
  'year,source,gwh',
  '2001,Renewables,1437',
  '2002,Renewables,1963',
  '2001,Nuclear Energy,3853',
  '2002,Nuclear Energy,4574',
]);
const film34 = json('film.json', { title: ['Heat'], 'Running time': ['170 minutes', '165 minutes (TV cut)'] });
const film44 = json('film.json', {
  title: ['Heat'],
  'Running time': ['170 minutes'],
  'Trailer length': ['150 seconds'],
});
const films4 = csv('films.csv', ['title,runtime_min', 'Heat,170']);
const log4 = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '- Added file and line rendering for stack traces.',
  '- Added colour themes for the terminal output.',
  '',
  '## [2.3.0] - 2024-06-02',
  '',
  '- Fixed a cookie parser crash on empty values.',
  '- Added file rendering for the log viewer.',
  '',
]);
const log24 = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '- Added stack trace rendering with file and line numbers, colour themes and a pager for the terminal.',
  '',
]);
const shares4 = csv('share.csv', ['language,share_pct,change_pct', 'JavaScript,62.3,4.1', 'Python,51.4,2.0']);
const shares24 = csv('share.csv', [
  'year,language,share_pct',
  '2023,JavaScript,63.1',
  '2024,JavaScript,62.3',
  '2024,Python,51.4',
]);
const shares34 = csv('share.csv', [
  'language,professional_pct,learner_pct',
  'JavaScript,62.3,58.1',
  'Python,51.4,66.0',
]);
const hashes4 = mdTable('hashes.md', [
  ['Hash Name', 'Width', 'Bandwidth (GB/s)', 'Quality'],
  ['Farm64', '64', '22.0 GB/s', '10'],
  ['Spooky', '64', '22.0 GB/s', '9'],
  ['Metro64', '64', '19.4 GB/s', '10'],
]);

describe('a year column dates its row (yearcol4)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      yearcol4,
      'In 2001 renewables managed 1,437 GWh.',
      'supported',
      'the source states 2001 (gen.csv:2), 1,437 (gen.csv:2), GWh (gen.csv:2)',
    );
    expectVerdict(
      yearcol4,
      'In 2001 renewables managed 1,500 GWh.',
      'refuted',
      'the source gives 1437 for "gwh" of the row "Renewables" (gen.csv:2), not 1,500',
    );
    expectVerdict(
      yearcol4,
      'Nuclear energy produced 4,574 in 2002.',
      'supported',
      'the source states 4,574 (gen.csv:5), 2002 (gen.csv:5)',
    );
    expectVerdict(
      yearcol4,
      'Renewables and nuclear energy both reached 1,437 GWh in 2001.',
      'refuted',
      'the source gives 3853 for "gwh" of the row "Nuclear Energy" (gen.csv:4), not 1,437',
    );
  });
});

describe('the one field of a kind of measure (film34)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film34,
      'The film was nearly three hours long.',
      'neutral',
      'the source does not state nearly three hours (said of: film, nearly, three, hours)',
    );
  });
});

describe('the one field of a kind of measure (film44)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film44,
      'The film was nearly three hours long.',
      'neutral',
      'the source does not state nearly three hours (said of: film, nearly, three, hours)',
    );
  });
});

describe('the one field of a kind of measure (films4)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      films4,
      'Heat was nearly three hours long.',
      'neutral',
      'the source does not state nearly three hours (said of: Heat, nearly, three, hours)',
    );
    expectVerdict(
      films4,
      'Heat ran for 170 minutes.',
      'neutral',
      'the source does not state 170 minutes (said of: Heat, ran, minutes)',
    );
  });
});

describe('the date of the release whose entry says it (log4)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      log4,
      'File and line rendering for stack traces arrived just before Christmas 2024.',
      'supported',
      'the source states just before Christmas 2024 (CHANGELOG.md:3)',
    );
    expectVerdict(
      log4,
      'File rendering arrived in June 2024.',
      'neutral',
      'the source does not state June 2024 (said of: File, rendering, arrived)',
    );
    expectVerdict(
      log4,
      'Colour themes for terminal output arrived in December 2024.',
      'supported',
      'the source states December 2024 (CHANGELOG.md:3)',
    );
    expectVerdict(
      log4,
      'Colour themes for terminal output arrived in May 2024.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not May 2024',
    );
    expectVerdict(
      log4,
      'Themes arrived in 2023.',
      'neutral',
      'the source does not state 2023 (said of: Themes, arrived)',
    );
    expectVerdict(
      log4,
      'The cookie parser crash was fixed in 2023.',
      'refuted',
      'the source gives 2024-06-02 for "2.3.0 - 2024-06-02" (CHANGELOG.md:8), not 2023',
    );
    expectVerdict(
      log4,
      'The cookie parser crash on empty values was fixed in June 2024.',
      'supported',
      'the source states June 2024 (CHANGELOG.md:8)',
    );
  });
});

describe('the date of the release whose entry says it (log24)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      log24,
      'Stack trace rendering arrived in June 2024.',
      'neutral',
      'the source does not state June 2024 (said of: Stack, trace, rendering, arrived)',
    );
    expectVerdict(
      log24,
      'Stack trace rendering with file and line numbers arrived in June 2024.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not June 2024',
    );
  });
});

describe('the one column of shares of a row (shares4)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      shares4,
      'JavaScript was used by 70% of respondents.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (share.csv:2), not 70%',
    );
    expectVerdict(
      shares4,
      'The most used language, JavaScript, reached 70%.',
      'neutral',
      'the source does not state 70% (said of: reached)',
    );
    expectVerdict(
      shares4,
      'JavaScript rose to 70%.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (share.csv:2), not 70%',
    );
  });
});

describe('the one column of shares of a row (shares24)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      shares24,
      'JavaScript was used by 62.3% of respondents in 2024.',
      'supported',
      'the source states 62.3% (share.csv:3), 2024 (share.csv:3), JavaScript (share.csv:3)',
    );
    expectVerdict(
      shares24,
      'JavaScript was used by 60% of respondents in 2024.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (share.csv:3), not 60%',
    );
  });
});

describe('the one column of shares of a row (shares34)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      shares34,
      'JavaScript was used by 70% of respondents.',
      'neutral',
      'the source does not state 70% (said of: JavaScript, used, respondents)',
    );
  });
});

describe('one value said of each row (hashes4)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      hashes4,
      'Farm64 and Spooky tie at 22.0 GB/s.',
      'supported',
      'the source states 22.0 GB/s (hashes.md:3), Spooky (hashes.md:4)',
    );
    expectVerdict(
      hashes4,
      'Farm64 and Spooky both have a quality of 10.',
      'refuted',
      'the source gives 9 for "Quality" of the row "Spooky" (hashes.md:4), not 10',
    );
    expectVerdict(
      hashes4,
      'Farm64 and Metro64 are both 64 bits wide.',
      'neutral',
      'the source does not state 64 bits (said of: Metro64, bits, wide)',
    );
    expectVerdict(hashes4, 'Farm64 reaches 22.0 GB/s.', 'supported', 'the source states 22.0 GB/s (hashes.md:3)');
    expectVerdict(
      hashes4,
      'Farm64 and Spooky both have 22.0 GB/s and quality 10.',
      'neutral',
      '"10" fits 10 for "Quality" of the row "Farm64" (hashes.md:3), but the source also gives 9 for "Quality" of the row "Spooky" (hashes.md:4) where the claim\'s words fit as well; say which one the claim means',
    );
  });
});
const kac5 = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '### Added',
  '',
  '- File and line rendering for stack traces.',
  '- Colour themes for the terminal output.',
  '',
  '## [2.3.0] - 2024-06-02',
  '',
  '### Fixed',
  '',
  '- A cookie parser crash on empty values.',
  '',
]);
const unrel5 = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## Unreleased',
  '',
  '- Deprecated the legacy exporter, to be removed after 2025-06-30.',
  '- Added a pager for long stack traces.',
  '',
  '## [2.4.0] - 2024-12-23',
  '',
  '- Added file and line rendering for stack traces.',
  '',
]);
const film55 = json('film.json', {
  title: ['Heat'],
  'Running time': ['170 minutes'],
  Budget: ['$60 million'],
  'Box office': ['$187.4 million'],
});

describe('the release above an entry under a heading of its kind (kac5)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      kac5,
      'File and line rendering for stack traces arrived just before Christmas 2024.',
      'supported',
      'the source states just before Christmas 2024 (CHANGELOG.md:3)',
    );
    expectVerdict(
      kac5,
      'File and line rendering for stack traces arrived in June 2024.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not June 2024',
    );
    expectVerdict(
      kac5,
      'The cookie parser crash on empty values was fixed in December 2024.',
      'refuted',
      'the source gives 2024-06-02 for "2.3.0 - 2024-06-02" (CHANGELOG.md:10), not December 2024',
    );
  });
});

describe('an entry under a release with no date (unrel5)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      unrel5,
      'A pager for long stack traces arrived in 2024.',
      'neutral',
      'the source does not state 2024 (said of: pager, long, stack, traces)',
    );
    expectVerdict(
      unrel5,
      'The pager for long stack traces arrived in 2025.',
      'neutral',
      'the source does not state 2025 (said of: pager, long, stack, traces)',
    );
  });
});

describe('the date of the release whose entry says it (log5)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      log4,
      'Colour themes arrived in the terminal in May 2024.',
      'neutral',
      'the source does not state May 2024 (said of: Colour, themes, arrived, terminal)',
    );
    expectVerdict(
      log4,
      'Colour themes for the terminal arrived in May 2024.',
      'neutral',
      'the source does not state May 2024 (said of: Colour, themes, terminal, arrived)',
    );
    expectVerdict(
      log4,
      'File rendering for stack traces arrived in 2023.',
      'refuted',
      'the source gives 2024-12-23 for "2.4.0 - 2024-12-23" (CHANGELOG.md:3), not 2023',
    );
    expectVerdict(
      log4,
      'Rendering of stack traces with file names arrived in 2023.',
      'neutral',
      'the source does not state 2023 (said of: Rendering, stack, traces, file)',
    );
  });
});

describe('the one field of a kind of measure (film55)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film55,
      'The film was nearly three hours long.',
      'supported',
      'the source states nearly three hours (film.json:1)',
    );
    expectVerdict(
      film55,
      'The film was over three hours long.',
      'neutral',
      'the source does not state over three hours (said of: film, three, hours, long)',
    );
    expectVerdict(
      film55,
      'The film cost $60 million to make.',
      'neutral',
      'the source does not state $60 million (said of: film, cost, million, make)',
    );
  });
});

describe('rows of one series named by several years (visits5)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      visits,
      'Yosemite visits rose to 42,750 in 2010 from 40,100 in 2009.',
      'supported',
      'the source states 42,750 (visits.csv:4), 2010 (visits.csv:4), 40,100 (visits.csv:3), 2009 (visits.csv:3)',
    );
    expectVerdict(
      visits,
      'Yosemite: 2009 40,100, 2010 42,750.',
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    );
    expectVerdict(
      visits,
      'Yosemite drew 42,750 visitors in 2010 versus 2008.',
      'supported',
      'the source states 42,750 (visits.csv:4), 2010 (visits.csv:4), 2008 (visits.csv:2)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 41,200 visitors in 2008 versus 2010.',
      'supported',
      'the source states 41,200 (visits.csv:2), 2008 (visits.csv:2), 2010 (visits.csv:4)',
    );
    expectVerdict(
      visits,
      'Yosemite drew 40,100 visitors (2009), 42,750 in 2010.',
      'neutral',
      'the claim joins values from several rows of the source; no check here can judge that',
    );
  });
});
const speeds6 = mdTable('speeds.md', [
  ['Hash Name', 'Bandwidth (GB/s)'],
  ['City64', '22.0 GB/s'],
  ['FNV', '0.9 GB/s'],
  ['Metro64', '19.4 GB/s'],
]);

describe('a version the source writes as a number (rel26)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      rel2,
      'Version 6.0 shipped in late February 2024.',
      'neutral',
      `the claim's words fit several places in the source, which give 6.0 for "Version 5.1 followed on 2023-11-02, and 6.0 on 2024-02-20." (rel.txt:1), 5.0 for "Version 5.0 shipped on 2023-08-14." (rel.txt:1); say which one "6.0" means`,
    );
    expectVerdict(
      rel2,
      'Version v6.0 shipped in late February 2024.',
      'neutral',
      `the claim's words fit several places in the source, which give 6.0 for "Version 5.1 followed on 2023-11-02, and 6.0 on 2024-02-20." (rel.txt:1), 5.0 for "Version 5.0 shipped on 2023-08-14." (rel.txt:1); say which one "v6.0" means`,
    );
    expectVerdict(
      rel2,
      'Release v6.0 came out in late February 2024.',
      'neutral',
      'the source does not state v6.0 (said of: Release, came)',
    );
  });
});

describe('of rows named whole, the one the own clause of the value names (speeds6)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      speeds6,
      'City64 reaches 22.0 GB/s, far ahead of FNV.',
      'supported',
      'the source states 22.0 GB/s (speeds.md:3), FNV (speeds.md:4)',
    );
    expectVerdict(
      speeds6,
      'City64 reaches 0.9 GB/s, far behind FNV.',
      'refuted',
      'the source gives 22.0 GB/s for "Bandwidth (GB/s)" of the row "City64" (speeds.md:3), not 0.9 GB/s',
    );
    expectVerdict(
      speeds6,
      'City64 reaches 20.0 GB/s, far ahead of FNV.',
      'refuted',
      'the source gives 22.0 GB/s for "Bandwidth (GB/s)" of the row "City64" (speeds.md:3), not 20.0 GB/s',
    );
    expectVerdict(
      speeds6,
      'Far ahead of FNV, City64 reaches 22.0 GB/s.',
      'supported',
      'the source states 22.0 GB/s (speeds.md:3), FNV (speeds.md:4), City64 (speeds.md:3)',
    );
    expectVerdict(
      speeds6,
      'FNV trails, while City64 reaches 22.0 GB/s.',
      'neutral',
      "the source names FNV (speeds.md:4), but not where it gives the claim's other values",
    );
    expectVerdict(
      speeds6,
      'FNV trails, while City64 reaches 21.0 GB/s.',
      'refuted',
      'the source gives 22.0 GB/s for "Bandwidth (GB/s)" of the row "City64" (speeds.md:3), not 21.0 GB/s',
    );
  });
});
const wide7 = txt('wide.txt', ['The buffer size increased from 16 KiB  to  64 KiB in the 2.0 release.']);

describe('the two ends of a change given the other way round (notes7)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      notes,
      'From 64 KiB to 16 KiB: the buffer size changed.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
    );
    expectVerdict(
      notes,
      'From 64 KiB to 16 KiB went the buffer size.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
    );
    expectVerdict(
      notes,
      'The buffer size went from 64 KiB  to  16 KiB.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
    );
    expectVerdict(
      notes,
      'The buffer size went from 64 KiB\tto 16 KiB.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
    );
  });
});

describe('the two ends of a change given the other way round (wide7)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      wide7,
      'The buffer size went from 64 KiB to 16 KiB.',
      'refuted',
      'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (wide.txt:1)',
    );
  });
});
const survey8 = csv('languages.csv', [
  'language,respondents,share_pct',
  'JavaScript,38210,62.3',
  'Python,31540,51.4',
  'Visual Basic,3100,5.1',
  'Basic,900,1.5',
]);
const only8 = csv('share.csv', [
  'language,share_pct',
  'JavaScript,62.3',
  'Python,51.4',
  'Visual Basic,5.1',
  'Basic,1.5',
]);
const dated8 = csv('share.csv', ['year,share_pct', '2023,61.0', '2024,62.3']);
const rel8 = mdTable('hashes.md', [
  ['Hash Name', 'Released'],
  ['Farm64', '2014'],
  ['Spooky', '2011'],
]);

describe('the one column of shares of a row (survey8)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      survey8,
      'Among respondents, JavaScript was the most used, at 70%.',
      'neutral',
      'the source does not state 70%',
    );
    expectVerdict(
      survey8,
      'JavaScript, the most used language, had a 70% share.',
      'neutral',
      'the source does not state 70% (said of: share)',
    );
    expectVerdict(
      survey8,
      'Basic was used by 5% of respondents.',
      'refuted',
      'the source gives 1.5 for "share_pct" of the row "Basic" (languages.csv:5), not 5%',
    );
  });
});

describe('the one column of shares of a row (only8)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      only8,
      'Basic was used by 5% of respondents.',
      'refuted',
      'the source gives 1.5 for "share_pct" of the row "Basic" (share.csv:5), not 5%',
    );
    expectVerdict(only8, 'Basic had a 1.5% share.', 'supported', 'the source states 1.5% (share.csv:5)');
    expectVerdict(
      only8,
      'JavaScript had a 70% share.',
      'refuted',
      'the source gives 62.3 for "share_pct" of the row "JavaScript" (share.csv:2), not 70%',
    );
    expectVerdict(
      only8,
      'JavaScript had a 62.3% share.',
      'supported',
      'the source states 62.3% (share.csv:2), JavaScript (share.csv:2)',
    );
  });
});

describe('rows named by a date alone (dated8)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      dated8,
      'JavaScript had a 70% share in 2024.',
      'neutral',
      'the source does not state 70% (said of: JavaScript, share)',
    );
    expectVerdict(dated8, 'The share was 70% in 2024.', 'neutral', 'the source does not state 70% (said of: share)');
  });
});

describe('one year said of each row (rel8)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      rel8,
      'Farm64 and Spooky were both released in 2014.',
      'refuted',
      'the source gives 2011 for "Released" of the row "Spooky" (hashes.md:4), not 2014',
    );
    expectVerdict(
      rel8,
      'Farm64 and Spooky both date from 2014.',
      'neutral',
      'the source does not state Spooky (said of: Spooky, date)',
    );
  });
});
const h9 = mdTable('hashes.md', [
  ['Hash Name', 'Bandwidth (GB/s)'],
  ['Farm64', '22.0 GB/s'],
  ['Spooky', '22.0 GB/s'],
  ['Metro64', '19.4 GB/s'],
  ['Metro32', '9.7 GB/s'],
]);
const q9 = mdTable('quality.md', [
  ['Hash Name', 'Quality'],
  ['Farm64', '10'],
  ['Spooky', '9'],
  ['Metro64', '10'],
]);
const film69 = json('film.json', { title: ['Heat'], 'Running time': ['170 minutes'], Budget: ['$60 million'] });
const film79 = json('film.json', { title: ['Heat'], 'Running time': '170 minutes', Budget: '$60 million' });

describe('one value said of each row (h9)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      h9,
      'Farm64 and Metro64 tie at 22.0 GB/s.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 22.0 GB/s',
    );
    expectVerdict(
      h9,
      'Metro64 and Farm64 tie at 22.0 GB/s.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 22.0 GB/s',
    );
    expectVerdict(
      h9,
      'Farm64 and Metro64 tie at 19.4 GB/s.',
      'refuted',
      'the source gives 22.0 GB/s for "Bandwidth (GB/s)" of the row "Farm64" (hashes.md:3), not 19.4 GB/s',
    );
    expectVerdict(
      h9,
      'Metro64 and Metro32 tie at 9.7 GB/s.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 9.7 GB/s',
    );
    expectVerdict(
      h9,
      'Farm64 and Spooky tie at 22 GB/s.',
      'supported',
      'the source states 22 GB/s (hashes.md:3), Spooky (hashes.md:4)',
    );
    expectVerdict(
      h9,
      'Farm64 and Spooky tie at 22.0 Gb/s.',
      'neutral',
      'the source does not state 22.0 Gb/s (said of: Spooky, tie, Gb)',
    );
    expectVerdict(
      h9,
      'Farm64 and Spooky both reach 22.0 GB/s, as does Metro64.',
      'refuted',
      'the source gives 19.4 GB/s for "Bandwidth (GB/s)" of the row "Metro64" (hashes.md:5), not 22.0 GB/s',
    );
  });
});

describe('one value said of each row (q9)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      q9,
      'Farm64 and Metro64 both score 10.',
      'supported',
      'the source states 10 (quality.md:3), Metro64 (quality.md:5)',
    );
    expectVerdict(
      q9,
      'Farm64 and Spooky both score 10.',
      'refuted',
      'the source gives 9 for "Quality" of the row "Spooky" (quality.md:4), not 10',
    );
    expectVerdict(
      q9,
      'Spooky and Farm64 both score 10.',
      'refuted',
      'the source gives 9 for "Quality" of the row "Spooky" (quality.md:4), not 10',
    );
    expectVerdict(
      q9,
      'Farm64 and Spooky both score 9.',
      'refuted',
      'the source gives 10 for "Quality" of the row "Farm64" (quality.md:3), not 9',
    );
    expectVerdict(
      q9,
      'Farm64 and Spooky each score 10 points.',
      'refuted',
      'the source gives 9 for "Quality" of the row "Spooky" (quality.md:4), not 10',
    );
  });
});

describe('the one field of a kind of measure (film69)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film69,
      'The film was nearly three hours long.',
      'supported',
      'the source states nearly three hours (film.json:1)',
    );
    expectVerdict(
      film69,
      'The film lasted almost 3 hours.',
      'supported',
      'the source states almost 3 hours (film.json:1)',
    );
  });
});

describe('the one field of a kind of measure (film79)', () => {
  it('gives the verdict and the reason', () => {
    expectVerdict(
      film79,
      'The film lasted almost 3 hours.',
      'supported',
      'the source states almost 3 hours (film.json:1)',
    );
    expectVerdict(
      film79,
      'The film lasted over four hours.',
      'neutral',
      'the source does not state over four hours (said of: film, lasted, four, hours)',
    );
  });
});
