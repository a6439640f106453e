// A share of a column's sum the table does not give: "of the capacity" read as a column, a percent elsewhere, blank cells and the row a change needs.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { dataCsv, source } from './fixtures.js';

// 2020: 300 + 100 + 100 = 500; 2021: 280 + 100 + 120 = 500; 2024: 200 and a blank.
const rows = [
  '2020-01-01,Fossil,300',
  '2020-01-01,Nuclear,100',
  '2020-01-01,Renewables,100',
  '2021-01-01,Fossil,280',
  '2021-01-01,Nuclear,100',
  '2021-01-01,Renewables,120',
  '2024-01-01,Fossil,200',
  '2024-01-01,Nuclear,n/a',
];
const fleet = dataCsv('fleet', ['year,source,capacity (GW)', ...rows]);

describe('a share of the column the claim names after "of"', () => {
  it('reads the column after "the", "its" or "their"', () => {
    for (const claim of [
      'Nuclear made up 20% of the capacity in 2020.',
      'Nuclear made up 20% of its capacity in 2020.',
      'Nuclear made up 20% of their capacity in 2020.',
      'Nuclear made up 20% of capacity in 2020.',
    ]) {
      const r = assessDeterministic(claim, fleet);
      expect([claim, r.support, r.rule]).toEqual([
        claim,
        'supported',
        'the source states 20% (fleet.csv:3), 2020 (fleet.csv:3)',
      ]);
    }
  });

  it('works the share out even when another row of the table gives a percent of its own', () => {
    const mixed = dataCsv('mixed', ['year,source,capacity (GW)', ...rows, '2022-01-01,Wind,12%']);
    const r = assessDeterministic('Nuclear made up 20% of the total in 2020.', mixed);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 20% (mixed.csv:3), 2020 (mixed.csv:3)']);
  });
});

describe('a count that adds up, by the unit its column gives in brackets', () => {
  const sites = dataCsv('sites', [
    'year,source,sites [count]',
    '2020-01-01,Fossil,30',
    '2020-01-01,Nuclear,10',
    '2020-01-01,Renewables,60',
  ]);

  it('works out the share of the column it names', () => {
    const r = assessDeterministic('Nuclear made up 10% of sites in 2020.', sites);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 10% (sites.csv:3), 2020 (sites.csv:3)']);
  });
});

describe('the rows a share is summed over', () => {
  it('does not count a blank cell as a second row of the year', () => {
    const r = assessDeterministic('Fossil made up 100% of the total in 2024.', fleet);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source does not state 100% (said of: Fossil, made, total)']);
  });

  it('points at the row whose year has none before it when a change cannot be shown', () => {
    const r = assessDeterministic("Fossil's share of the total fell in 2020, to 60%.", fleet);
    expect([r.support, r.rule, r.passage?.text]).toEqual([
      'neutral',
      'the source gives no year before 2020 to show the change',
      'year: 2020-01-01; source: Fossil; capacity (GW): 300',
    ]);
  });
});

describe('the rows of a year in one part of the source', () => {
  const regions = source(
    'regions',
    [
      '# Capacity',
      '',
      '## Region A',
      '',
      '| Year | Source | Capacity (GW) |',
      '| ---- | ------ | ------------- |',
      '| 2020 | Fossil | 300 |',
      '| 2020 | Nuclear | 100 |',
      '| 2020 | Renewables | 100 |',
      '',
      '## Region B',
      '',
      '| Year | Source | Capacity (GW) |',
      '| ---- | ------ | ------------- |',
      '| 2020 | Fossil | 50 |',
      '| 2020 | Wind | 50 |',
      '',
    ].join('\n'),
    'text/markdown',
    'regions.md',
  );

  it('sums the table of the row’s own section, not another section’s', () => {
    const r = assessDeterministic('Nuclear made up 20% of the total in 2020.', regions);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 20% (regions.md:8), 2020 (regions.md:8)']);
  });
});

describe('a share beside another percent of the claim', () => {
  const fleetNotes = source(
    'fleet-notes',
    [
      '# Fleet',
      '',
      'About 5% of the fleet was idle in 2020.',
      '',
      '| Year | Source | Capacity (GW) |',
      '| ---- | ------ | ------------- |',
      '| 2020 | Fossil | 300 |',
      '| 2020 | Nuclear | 100 |',
      '| 2020 | Renewables | 100 |',
      '',
    ].join('\n'),
    'text/markdown',
    'fleet.md',
  );

  it('reads the column after the share’s own "of", not after an earlier percent’s', () => {
    const r = assessDeterministic(
      'About 5% of the fleet was idle, and nuclear made up 20% of capacity in 2020.',
      fleetNotes,
    );
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states About 5% (fleet.md:3), 20% (fleet.md:8), 2020 (fleet.md:8)',
    ]);
  });
});
