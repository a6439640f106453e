// A series said to move less or more than the others, checked on the spread of its column in CSV and Markdown tables.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

// Spreads: nuclear 2, gas 8, wind 15.
const output: Record<string, number[]> = { Nuclear: [100, 102, 101], Gas: [50, 58, 55], Wind: [20, 35, 30] };
const rows = Object.entries(output).flatMap(([name, values]) => values.map((v, k) => [2019 + k, name, v] as const));

const calmCsv = csv('calm.csv', ['year,source,output_twh', ...rows.map(([y, name, v]) => `${y}-01-01,${name},${v}`)]);
const calmMd = md('calm.md', [
  '| Year | Source | Output (TWh) |',
  '|---|---|---|',
  ...rows.map(([y, name, v]) => `| ${y} | ${name} | ${v} |`),
]);

describe('a series said to move less than the others', () => {
  it('passes on its narrower spread, with "less" checked', () => {
    expect(verdict('Nuclear output moved less than the other two sources, ending at 101 in 2021.', calmCsv)).toEqual([
      'supported',
      'the source states two (calm.csv:2), 101 (calm.csv:4), 2021 (calm.csv:4)',
    ]);
  });

  it('passes on a Markdown table, where the header row is counted but is no row of the series', () => {
    expect(verdict('Nuclear output moved far less than the other two sources, ending at 101 in 2021.', calmMd)).toEqual(
      ['supported', 'the source states two (calm.md:3), 101 (calm.md:5), 2021 (calm.md:5)'],
    );
  });
});

describe('a series said to move more than the others', () => {
  it('is refuted by its narrower spread in a CSV table', () => {
    expect(
      verdict('Nuclear output moved far more than the other two sources, ending at 101 in 2021.', calmCsv),
    ).toEqual([
      'refuted',
      "the source's values span 2 for Nuclear, against 8 for Gas, 15 for Wind: it did not move far more (calm.csv:4)",
    ]);
  });

  it('is refuted by its narrower spread in a Markdown table', () => {
    expect(verdict('Nuclear output moved far more than the other two sources, ending at 101 in 2021.', calmMd)).toEqual(
      [
        'refuted',
        "the source's values span 2 for Nuclear, against 8 for Gas, 15 for Wind: it did not move far more (calm.md:5)",
      ],
    );
  });
});

describe('a series whose page adds an outlook table of one row', () => {
  const withOutlook = md('calm.md', [
    '# Output',
    '',
    '| Year | Source | Output (TWh) |',
    '|---|---|---|',
    ...rows.map(([y, name, v]) => `| ${y} | ${name} | ${v} |`),
    '',
    '## Outlook',
    '',
    '| Year | Source | Output (TWh) |',
    '|---|---|---|',
    '| 2022 | Nuclear | 150 |',
  ]);

  it('has its spread read from the rows of the series table, not the outlook', () => {
    expect(
      verdict('Nuclear output moved far less than the other two sources, ending at 101 in 2021.', withOutlook),
    ).toEqual(['supported', 'the source states two (calm.md:5), 101 (calm.md:7), 2021 (calm.md:7)']);
  });

  it('is not checked as a spread when the claim’s value is the outlook’s', () => {
    expect(
      verdict('Nuclear output moved far less than the other two sources, reaching 150 in 2022.', withOutlook),
    ).toEqual([
      'neutral',
      'the claim says "less", which needs a comparison across the source that no check here can make',
    ]);
  });
});
