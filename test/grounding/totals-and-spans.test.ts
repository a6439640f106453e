// Values the checker works out across a source's rows: spreads, every measure of a record, shares of a total, feature lists, row counts, spans of years and listed members.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { curlNotes, freightModes, output, source } from './fixtures.js';

describe('a series said to move less or more than the others', () => {
  // Spreads (largest less smallest): nuclear 5, hydro 10, wind 10.
  const steady = output('spread-steady', { Nuclear: [100, 105, 103], Hydro: [50, 60, 55], Wind: [20, 30, 30] });
  // Spreads: coal 40, gas 20, oil 10.
  const swings = output('spread-swings', { Coal: [200, 240, 210], Gas: [80, 90, 100], Oil: [40, 50, 45] });

  it('passes "far less" when the spread is at most half of every other series’ spread', () => {
    expect(
      assessDeterministic('Nuclear output moved far less than the other two sources, ending at 103 in 2021.', steady)
        .support,
    ).toBe('supported');
    expect(
      assessDeterministic('Nuclear output moved less than the other two sources, ending at 103 in 2021.', steady)
        .support,
    ).toBe('supported');
    expect(
      assessDeterministic('Oil output moved a lot less than the other two sources, peaking at 50 in 2020.', swings)
        .support,
    ).toBe('supported');
  });

  it('passes "far more" when the spread is at least twice every other series’ spread', () => {
    expect(
      assessDeterministic('Coal output moved far more than the other two sources, peaking at 240 in 2020.', swings)
        .support,
    ).toBe('supported');
    expect(
      assessDeterministic('Coal output moved more than the other two sources, peaking at 240 in 2020.', swings).support,
    ).toBe('supported');
  });

  it('refutes "less" when another series moved just as much, giving every spread', () => {
    const r = assessDeterministic('Hydro output moved less than the other two sources, peaking at 60 in 2020.', steady);
    expect(r).toMatchObject({
      support: 'refuted',
      rule: "the source's values span 10 for Hydro, against 5 for Nuclear, 10 for Wind: it did not move less (spread-steady.csv:6)",
      subject: 'less',
    });
  });

  it('refutes "more" when another series moved just as much', () => {
    const r = assessDeterministic('Wind output moved more than the other two sources, reaching 30 in 2020.', steady);
    expect(r).toMatchObject({
      support: 'refuted',
      rule: "the source's values span 10 for Wind, against 5 for Nuclear, 10 for Hydro: it did not move more (spread-steady.csv:9)",
      subject: 'more',
    });
  });

  it('refutes "far less" when the spread is smaller but more than half, keeping the word "far"', () => {
    const r = assessDeterministic(
      'Gas output moved far less than the other two sources, peaking at 100 in 2021.',
      swings,
    );
    expect(r.support).toBe('refuted');
    const s = assessDeterministic(
      'Hydro output moved far less than the other two sources, peaking at 60 in 2020.',
      steady,
    );
    expect(s).toMatchObject({
      support: 'refuted',
      rule: "the source's values span 10 for Hydro, against 5 for Nuclear, 10 for Wind: it did not move far less (spread-steady.csv:6)",
    });
  });

  it('does not compare with a series the source does not have', () => {
    const r = assessDeterministic('Nuclear output moved less than air, ending at 103 in 2021.', steady);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "less", which needs a comparison across the source that no check here can make',
    );
  });

  it('does not judge how a series moved when the claim gives none of its values', () => {
    expect(assessDeterministic('Nuclear output moved less than the other two sources.', steady).support).toBe(
      'neutral',
    );
  });
});

describe('one mark a record gives for every measure', () => {
  const bench = source(
    'bench-runs',
    JSON.stringify({
      machine: 'c5.large',
      cores: 4,
      results: [
        { name: 'quick', version: '2.1.0', req_per_sec: '51000.5', p99_latency: '18.2' },
        { name: 'broken', version: '0.9.1', req_per_sec: 'N/A', p99_latency: 'N/A' },
        { name: 'partial', version: '1.2.0', req_per_sec: 'N/A', p99_latency: '30.1' },
      ],
    }),
    'application/json',
    'bench/results.json',
  );

  it('passes when every measure the other records give reads that mark, whatever the key is called', () => {
    expect(
      assessDeterministic('Version 0.9.1 of broken is listed, but every measurement reads N/A.', bench).support,
    ).toBe('supported');
  });

  it('reads the run’s own settings beside the record as no measure of it', () => {
    expect(
      assessDeterministic('On 4 cores, version 0.9.1 of broken is listed, but every measurement reads N/A.', bench)
        .support,
    ).toBe('supported');
  });

  it('refutes it with the first measure that reads otherwise, naming its value and where it is', () => {
    expect(
      assessDeterministic('Version 1.2.0 of partial is listed, but every measurement reads N/A.', bench),
    ).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 30.1 for results.p99_latency of "partial", not N/A (results.json:1)',
      subject: 'every',
    });
  });

  it('does not pass it from a lone record, with no other record to say what its measures are', () => {
    const lone = source(
      'bench-lone',
      JSON.stringify([{ name: 'partial', version: '1.2.0', requests: 'N/A', latency: '12.5' }]),
      'application/json',
      'bench/lone.json',
    );
    expect(
      assessDeterministic('Version 1.2.0 of partial is listed, but every measurement reads N/A.', lone).support,
    ).not.toBe('supported');
  });
});

describe('a share of a total the table does not give', () => {
  // 2020: 300 + 100 + 100 = 500; 2021: 280 + 100 + 120 = 500; 2022: 310 + 90 + 100 = 500; 2025: 150 + 50 = 200.
  const energy = source(
    'energy-mix',
    [
      'year,source,generation_twh',
      '2020-01-01,Fossil,300',
      '2020-01-01,Nuclear,100',
      '2020-01-01,Renewables,100',
      '2021-01-01,Fossil,280',
      '2021-01-01,Nuclear,100',
      '2021-01-01,Renewables,120',
      '2022-01-01,Fossil,310',
      '2022-01-01,Nuclear,90',
      '2022-01-01,Renewables,100',
      '2023-01-01,Fossil,0',
      '2023-01-01,Nuclear,0',
      '2024-01-01,Fossil,200',
      '2025-01-01,Fossil,150',
      '2025-01-01,Nuclear,50',
      '',
    ].join('\n'),
    'text/csv',
    'data/energy.csv',
  );
  const check = (claim: string, context: string[] = []) => assessDeterministic(claim, energy, context);

  it('sums the column over the rows of the claim’s year', () => {
    expect(check('Nuclear made up 20% of the total in 2020.').support).toBe('supported');
    expect(check('Nuclear generation made up 25% of the total in 2025.').support).toBe('supported');
  });

  it('refutes a share of the total the rows do not add up to, naming the row, the total and the share', () => {
    expect(check('Nuclear made up 25% of the total in 2020.')).toMatchObject({
      support: 'refuted',
      rule: `the source gives 100 for "generation_twh" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not 25% (energy.csv:3)`,
    });
    expect(check('Nuclear made up roughly 30% of the total in 2020.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 100 for "generation_twh" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not roughly 30% (energy.csv:3)',
    });
  });

  it('refutes a share below the true one as well as above it', () => {
    expect(check('Renewables made up 10% of the total in 2021.')).toMatchObject({
      support: 'refuted',
      rule: `the source gives 120 for "generation_twh" of the row "Renewables" of a total of 500 for 2021 (24.0%), not 10% (energy.csv:7)`,
    });
  });

  it('needs "of the total" (or a share) to sum the rows at all', () => {
    expect(check('Nuclear made up 20% in 2020.').support).toBe('neutral');
  });

  it('takes "that year" from the claim before', () => {
    const context = ['Nuclear generated 90 TWh in 2022.'];
    expect(check('That was 18% of the total that year.', context).support).toBe('supported');
    expect(check('That was 20% of the total that year.', context)).toMatchObject({
      support: 'refuted',
      rule: `the source gives 90 for "generation_twh" of the row "Nuclear" of a total of 500 for 2022 (18.0%), not 20% (energy.csv:9)`,
    });
  });

  it('checks the direction the share moved against the year before, saying both shares', () => {
    expect(check("Renewables' share of the total rose in 2021, to 24%.").support).toBe('supported');
    expect(check("Renewables' share of the total fell in 2021, to 24%.")).toMatchObject({
      support: 'refuted',
      rule: 'the share was 20.0% in 2020 and 24.0% in 2021: not the fall the claim says (energy.csv:7)',
    });
    expect(check("Fossil's share of the total rose in 2021, to 56%.")).toMatchObject({
      support: 'refuted',
      rule: 'the share was 60.0% in 2020 and 56.0% in 2021: not the rise the claim says (energy.csv:5)',
    });
  });

  it('reads the direction from the words before the share, not from what the claim says happened later', () => {
    expect(check('Renewables made up 24% of the total in 2021, but its share then fell.').support).toBe('supported');
  });

  it('cannot show a change into the first year the table gives', () => {
    expect(check("Fossil's share of the total fell in 2020, to 60%.")).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no year before 2020 to show the change',
    });
  });

  it('does not make a share of one row, of rows that sum to nothing, or of a row the table lacks', () => {
    expect(check('Fossil made up 100% of the total in 2024.').support).toBe('neutral');
    expect(check('Fossil made up 0% of the total in 2023.').support).toBe('neutral');
    expect(check('Solar made up 10% of the total in 2022.').support).toBe('neutral');
  });
});

describe('new features in release notes that list changes and bugfixes apart', () => {
  const notes = curlNotes(
    ['This release includes the following known issues:', '', ' o smtp: pipelining may stall [9]', ''],
    'notes-split',
  );

  it('counts the changes list as the new features, pointing at it', () => {
    expect(assessDeterministic('There are three new features.', notes)).toMatchObject({
      support: 'supported',
      rule: 'the source states three (RELEASE-NOTES:3)',
    });
    expect(assessDeterministic('There are three enhancements.', notes).support).toBe('supported');
  });

  it('refutes a wrong number of new features with the size of the changes list', () => {
    expect(assessDeterministic('There are four new features.', notes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 3 entries for the entries under "This release includes the following changes" (RELEASE-NOTES:3), not four',
    });
  });

  it('does not count the changes list for something other than features', () => {
    expect(assessDeterministic('The release was tested on three platforms.', notes).support).toBe('neutral');
  });

  it('does not read the changes as features when the notes list no fixes apart', () => {
    const changesOnly = source(
      'notes-changes-only',
      [
        'This release includes the following changes:',
        '',
        ' o tls: add session resumption [12]',
        ' o cli: add --retry-all flag [15]',
        ' o http: support trailers [18]',
        '',
      ].join('\n'),
      'text/plain',
      'other/RELEASE-NOTES',
    );
    expect(assessDeterministic('There are three new features.', changesOnly).support).toBe('neutral');
  });
});

describe("a table's rows told in two parts", () => {
  const hashes = source(
    'hash-rows',
    [
      '| Hash     | Speed     | Note            |',
      '| -------- | --------- | --------------- |',
      '| Swift64  | 12.4 GB/s |                 |',
      '| memcpy   | 30.0 GB/s | _for reference_ |',
      '| Plod32   | 0.2 GB/s  |                 |',
      '| Middling | 4.0 GB/s  |                 |',
      '',
    ].join('\n'),
    'text/markdown',
    'bench/README.md',
  );

  it('counts the rows marked with the second part’s word apart from the rest', () => {
    expect(
      assessDeterministic('The table compares three hash functions, plus one reference row for memcpy.', hashes),
    ).toMatchObject({ support: 'supported', rule: 'the source states three (README.md:3)' });
  });

  it('finds the two parts after the count, whatever the claim says before it', () => {
    expect(
      assessDeterministic(
        'Higher is better; the table compares three hash functions, plus one reference row for memcpy.',
        hashes,
      ).support,
    ).toBe('supported');
  });

  it('does not pass a count that leaves out the reference row, or a wrong value beside the right count', () => {
    expect(
      assessDeterministic('The table compares four hash functions, plus one reference row for memcpy.', hashes).support,
    ).not.toBe('supported');
    expect(
      assessDeterministic(
        'The table compares three hash functions, plus one reference row for memcpy at 25.0 GB/s.',
        hashes,
      ),
    ).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 30.0 GB/s for "Speed" of the row "memcpy" (README.md:4), not 25.0 GB/s',
    });
  });
});

describe('a span of years the claim says the source covers', () => {
  const survey = source(
    'commute-survey',
    'The survey ran from 2001 to 2017 and asked 4,200 households about their commute.\n',
    'text/plain',
    'reports/survey.txt',
  );
  const modes = source(
    'freight-modes',
    [
      'year,mode,tonnes',
      '2001-01-01,Rail,5120',
      '2001-01-01,Road,40211',
      '2001-01-01,Inland waterway,812',
      '2005-01-01,Rail,5301',
      '2005-01-01,Road,41002',
      '2005-01-01,Inland waterway,845',
      '2017-01-01,Rail,5588',
      '2017-01-01,Road,37011',
      '2017-01-01,Inland waterway,1520',
      '',
    ].join('\n'),
    'text/csv',
    'data/modes.csv',
  );

  it('passes a span the source states as a span, and one whose ends are years of the table', () => {
    expect(assessDeterministic('The survey ran from 2001 to 2017.', survey)).toMatchObject({
      support: 'supported',
      rule: 'the source states 2001 to 2017 (survey.txt:1)',
    });
    expect(assessDeterministic('The table covers the years from 2001 to 2017.', modes).support).toBe('supported');
  });

  it('names the end of the span the source gives no figure for', () => {
    expect(assessDeterministic('The survey ran from 2001 to 2019.', survey)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure for 2019',
    });
    expect(assessDeterministic('The survey ran from 1999 to 2017.', survey)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure for 1999',
    });
    expect(assessDeterministic('The table covers the years from 2001 to 2019.', modes)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure for 2019',
    });
  });

  it('reads a span whose end is written with two digits ("2001-19") the same way', () => {
    expect(assessDeterministic('The table covers 2001-19.', modes)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure for 2019',
    });
    expect(assessDeterministic('The table covers 2001-17.', modes).support).toBe('supported');
    // (A decade or a century is no span of two written ends.)
    expect(assessDeterministic('The table starts in the 2000s.', modes).rule).not.toMatch(/no figure/u);
  });
});

describe('a number of years the claim gives for its own span', () => {
  const survey = source(
    'commute-survey-years',
    'The survey ran from 2001 to 2017 and asked 4,200 households about their commute.\n',
    'text/plain',
    'reports/survey-years.txt',
  );
  const check = (claim: string) => assessDeterministic(claim, survey);

  it('counts the years either way people count them', () => {
    expect(check('The survey ran for the seventeen years from 2001 to 2017.').support).toBe('supported');
    expect(check('The survey ran for sixteen years, from 2001 to 2017.').support).toBe('supported');
  });

  it('refutes a count too small or too large, giving both ways of counting', () => {
    expect(check('The survey ran for two years from 2001 to 2017.')).toMatchObject({
      support: 'refuted',
      rule: 'from 2001 to 2017 is 16 years, or 17 counting both, not two years (survey-years.txt:1)',
    });
    expect(check('The survey ran for twenty years from 2001 to 2017.')).toMatchObject({
      support: 'refuted',
      rule: 'from 2001 to 2017 is 16 years, or 17 counting both, not twenty years (survey-years.txt:1)',
    });
  });

  it('leaves a number of years alone when no span follows it', () => {
    expect(check('The survey ran for seventeen years.').support).toBe('neutral');
    expect(check('The survey took two years of planning before running from 2001 to 2017.').support).toBe('neutral');
    expect(check('From 2001 to 2017 the survey ran, after two years of planning.').support).toBe('neutral');
  });

  it('counts years only for a length of time, not for other numbers before a span', () => {
    expect(check('The survey asked 4,200 households from 2001 to 2017.').support).toBe('supported');
  });
});

describe('the members a claim lists after a count', () => {
  const modes = freightModes('freight-members', 'data/members.csv');
  const check = (claim: string) => assessDeterministic(claim, modes);

  it('passes a list whose members are each a value of the column, with or without a serial comma', () => {
    expect(check('The table covers three modes: rail, road and inland waterways.').support).toBe('supported');
    expect(check('The table covers three modes: rail, road, and inland waterways.').support).toBe('supported');
  });

  it('names the member the source does not give, wherever it stands in the list', () => {
    expect(check('The table covers three modes: air, rail and road.')).toMatchObject({
      support: 'neutral',
      rule: 'the source gives Rail, Road, Inland waterway, not air',
    });
    expect(check('The table covers three modes: rail, road and air (by tonnes).')).toMatchObject({
      support: 'neutral',
      rule: 'the source gives Rail, Road, Inland waterway, not air',
    });
    expect(check('Across the years, the table covers three modes: rail, road and air.').support).toBe('neutral');
  });

  it('needs every word of a member, not one of them', () => {
    expect(check('The table covers three modes: rail, road and inland shipping.')).toMatchObject({
      support: 'neutral',
      rule: 'the source gives Rail, Road, Inland waterway, not inland shipping',
    });
  });

  it('still refutes a wrong count whatever the list says', () => {
    expect(check('The table covers four modes: rail, road and air.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 3 entries for the different values of "mode" (members.csv:2), not four',
    });
  });
});

describe('a series that moved exactly as much as another', () => {
  // Spreads of output: solar 10, wind 10, coal 30 (coal gives no output for 2019); plants is another column.
  const level = source(
    'spread-level',
    [
      'year,source,output_twh,plants',
      '2019-01-01,Solar,20,400',
      '2020-01-01,Solar,30,520',
      '2021-01-01,Solar,25,610',
      '2019-01-01,Wind,40,300',
      '2020-01-01,Wind,45,310',
      '2021-01-01,Wind,50,330',
      '2019-01-01,Coal,n/a,41',
      '2020-01-01,Coal,200,38',
      '2021-01-01,Coal,170,35',
      '',
    ].join('\n'),
    'text/csv',
    'data/level.csv',
  );

  it('did not move less, and the spreads are of the column the claim is about alone', () => {
    expect(
      assessDeterministic('Solar output moved less than the other two sources, peaking at 30 in 2020.', level),
    ).toMatchObject({
      support: 'refuted',
      rule: "the source's values span 10 for Solar, against 10 for Wind, 30 for Coal: it did not move less (level.csv:3)",
    });
    expect(
      assessDeterministic('Coal output moved more than the other two sources, falling to 170 in 2021.', level).support,
    ).toBe('supported');
  });
});

describe('a ratio to the same column of another row the claim names', () => {
  const hashes = source(
    'hash-ratios',
    [
      '| Hash   | Bandwidth (GB/s) | Quality |',
      '| ------ | ---------------- | ------- |',
      '| Swift  | 30.0 GB/s        | 10      |',
      '| Plod   | 10.0 GB/s        | 7.5     |',
      '| Middle | 15.0 GB/s        | 9       |',
      '',
    ].join('\n'),
    'text/markdown',
    'bench/HASHES.md',
  );

  it('divides by that row’s value in the same column', () => {
    expect(assessDeterministic('Swift runs at 30.0 GB/s, three times the speed of Plod.', hashes).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Swift runs at 30.0 GB/s, twice the speed of Middle.', hashes).support).toBe(
      'supported',
    );
  });

  it('does not take the ratio from another column of that row', () => {
    // 30.0 / 7.5 (Plod's quality) is 4, but the speeds are 30.0 and 10.0.
    expect(assessDeterministic('Swift runs at 30.0 GB/s, four times the speed of Plod.', hashes).support).not.toBe(
      'supported',
    );
  });
});

describe('which year and which total a share is of', () => {
  const energy = source(
    'energy-years',
    [
      'year,source,generation_twh',
      '2020-01-01,Fossil,300',
      '2020-01-01,Nuclear,100',
      '2020-01-01,Renewables,100',
      '2022-01-01,Fossil,310',
      '2022-01-01,Nuclear,90',
      '2022-01-01,Renewables,100',
      '',
    ].join('\n'),
    'text/csv',
    'data/energy-years.csv',
  );

  it('reads "that year" as the year of the claim just before, not of any earlier one', () => {
    const later = ['Nuclear generated 100 TWh in 2020.', 'Nuclear generated 90 TWh in 2022.'];
    expect(assessDeterministic('That was 18% of the total that year.', energy, later).support).toBe('supported');
    const earlier = ['Nuclear generated 90 TWh in 2022.', 'Nuclear generated 100 TWh in 2020.'];
    expect(assessDeterministic('That was 20% of the total that year.', energy, earlier).support).toBe('supported');
  });

  it('does not pass a share said of two years from the first year alone', () => {
    // 20% in 2020, but 18% in 2022.
    expect(assessDeterministic('Nuclear made up 20% of the total in 2020, as in 2022.', energy).support).not.toBe(
      'supported',
    );
  });

  it('takes a row labelled Overall as the total, not as one more part', () => {
    const withTotal = source(
      'energy-total',
      [
        'year,source,generation_twh',
        '2020-01-01,Fossil,300',
        '2020-01-01,Nuclear,100',
        '2020-01-01,Renewables,100',
        '2020-01-01,Overall,500',
        '',
      ].join('\n'),
      'text/csv',
      'data/energy-total.csv',
    );
    expect(assessDeterministic('Nuclear made up 20% of the total in 2020.', withTotal).support).toBe('supported');
    expect(assessDeterministic('Nuclear made up 10% of the total in 2020.', withTotal)).toMatchObject({
      support: 'refuted',
      rule: `the source gives 100 for "generation_twh" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not 10% (energy-total.csv:3)`,
    });
  });
});

describe('a mark a series passed for the first time', () => {
  const generation = source(
    'first-times',
    [
      'year,source,generation_twh',
      '2019-01-01,Wind,80',
      '2019-01-01,Solar,30',
      '2020-01-01,Wind,95',
      '2020-01-01,Solar,45',
      '2021-01-01,Wind,90',
      '2021-01-01,Solar,70',
      '2022-01-01,Wind,130',
      '2022-01-01,Solar,105',
      '',
    ].join('\n'),
    'text/csv',
    'data/first-times.csv',
  );

  it('passes "for the first time" once every earlier year stayed below the mark', () => {
    expect(assessDeterministic('Solar passed 100 TWh for the first time in 2022.', generation)).toMatchObject({
      support: 'supported',
      rule: 'the source states 100 (first-times.csv:9), first (first-times.csv:9), 2022 (first-times.csv:9), TWh (first-times.csv:9)',
    });
  });

  it('does not pass "for the first time" of a level the series had already passed', () => {
    // Wind gave 95 in 2020, so 2021 was not the first time it reached 90.
    expect(assessDeterministic('Wind reached 90 TWh for the first time in 2021.', generation).support).not.toBe(
      'supported',
    );
  });
});

describe('a row that is the total, and a trend said beside a share', () => {
  it('takes a row labelled "All sources" as the total, not as one more part', () => {
    const withTotal = source(
      'all-sources',
      'date,source,twh\n2020-01-01,Fossil,300\n2020-01-01,Nuclear,100\n2020-01-01,Renewables,100\n2020-01-01,All sources,500\n',
      'text/csv',
      'data/all-sources.csv',
    );
    expect(assessDeterministic('Nuclear made up 20% of the total in 2020.', withTotal).support).toBe('supported');
    expect(assessDeterministic('Nuclear made up 10% of the total in 2020.', withTotal)).toMatchObject({
      support: 'refuted',
      rule: `the source gives 100 for "twh" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not 10% (all-sources.csv:3)`,
    });
  });

  it('leaves a trend said with no value of its own ("kept rising") to a person', () => {
    const fossil = output('fossil-trend', { Fossil: [300, 280, 250], Nuclear: [100, 100, 100], Wind: [100, 120, 150] });
    const claim = (trend: string) => `Fossil made up 56% of the total in 2020${trend}.`;
    expect(assessDeterministic(claim(''), fossil).support).toBe('supported');
    expect(assessDeterministic(claim(', and its share kept rising'), fossil)).toMatchObject({
      support: 'neutral',
      rule: 'the claim says "kept rising", which needs a comparison across the source that no check here can make',
    });
  });
});

describe('a table dated by a plain "year" column', () => {
  const plain = source(
    'plain-year',
    'year,source,twh\n2020,Fossil,300\n2020,Nuclear,100\n2020,Renewables,100\n2021,Fossil,280\n2021,Nuclear,100\n2021,Renewables,120\n',
    'text/csv',
    'data/plain-year.csv',
  );

  it("reads the year cell as the row's date, not as a second measure, so a share of the total is worked out", () => {
    expect(assessDeterministic('Nuclear made up 20% of the total in 2020.', plain).support).toBe('supported');
    expect(assessDeterministic('Nuclear made up 30% of the total in 2020.', plain)).toMatchObject({
      support: 'refuted',
      rule: `the source gives 100 for "twh" of the row "Nuclear" of a total of 500 for 2020 (20.0%), not 30% (plain-year.csv:3)`,
    });
    expect(assessDeterministic('In 2021 renewables managed 100.', plain).support).toBe('refuted');
  });
});

describe('a share of a table of one year, and of a table with several measures', () => {
  const md = (uri: string, lines: string[]) => source(uri, lines.join('\n'), 'text/markdown', uri);
  const one = md('mix.md', [
    '| Source | Generation (TWh) |',
    '| ------ | ---------------- |',
    '| Coal   | 400              |',
    '| Gas    | 300              |',
    '| Wind   | 200              |',
    '| Solar  | 100              |',
    '| Total  | 1000             |',
  ]);
  const two = md('fleet.md', [
    '| Source | Generation (TWh) | Capacity (GW) |',
    '| ------ | ---------------- | ------------- |',
    '| Coal   | 400              | 50            |',
    '| Gas    | 300              | 40            |',
    '| Wind   | 200              | 60            |',
    '| Solar  | 100              | 50            |',
  ]);

  it('works the share out over every row when neither the table nor the claim gives a year', () => {
    const right = assessDeterministic('Wind made up 20% of the total.', one);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 20% (mix.md:5)');
    expect(assessDeterministic('Wind had a 20% share.', one).support).toBe('supported');
    const wrong = assessDeterministic('Wind made up 30% of the total.', one);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 200 for "Generation (TWh)" of the row "Wind" of a total of 1000 (20.0%), not 30% (mix.md:5)',
    );
  });

  it('takes the share of the column the claim names, and leaves "of the total" of two columns to a person', () => {
    expect(assessDeterministic('Wind made up 30% of capacity.', two).support).toBe('supported');
    expect(assessDeterministic('Wind made up 20% of generation.', two).support).toBe('supported');
    const wrong = assessDeterministic('Wind made up 20% of capacity.', two);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 60 for "Capacity (GW)" of the row "Wind" of a total of 200 (30.0%), not 20% (fleet.md:5)',
    );
    expect(assessDeterministic('Wind made up 20% of the total.', two).support).toBe('neutral');
    expect(assessDeterministic('Wind made up 20% of the world’s electricity.', two).support).toBe('neutral');
  });
});

describe('a share a row gives in a column of its own', () => {
  const survey = source(
    'languages',
    'language,respondents,share_pct\nJavaScript,38210,62.3\nPython,31540,51.4\nJava,18620,30.3\n',
    'text/csv',
    'languages.csv',
  );

  it('reads "62.3% of respondents" in the row’s column of shares, not as a share of the summed counts', () => {
    const right = assessDeterministic('JavaScript was used by 62.3% of respondents.', survey);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 62.3% (languages.csv:2), JavaScript (languages.csv:2)');
    const wrong = assessDeterministic('JavaScript was used by 70% of respondents.', survey);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 62.3 for "share_pct" of the row "JavaScript" (languages.csv:2), not 70%');
  });

  it('works out no share of a column of people, who may be counted in several rows', () => {
    const counts = source('counts', 'language,respondents\nJavaScript,38210\nPython,31540\n', 'text/csv', 'counts.csv');
    expect(assessDeterministic('JavaScript was used by 62.3% of respondents.', counts).support).toBe('neutral');
  });
});
