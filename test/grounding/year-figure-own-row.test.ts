// Comparisons with "the 2015 wind figure" checked on the row of the claim's own year, not the row of the compared year.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

const rows = (series: Record<string, number[]>): string[] => [
  'year,source,gwh',
  ...Object.entries(series).flatMap(([name, values]) => values.map((v, k) => `${2014 + k}-01-01,${name},${v}`)),
];

// Wind is flat at 250 in 2015 and 2016, then jumps to 420.
const power = csv('power.csv', rows({ Wind: [310, 250, 250, 420], Coal: [900, 880, 870, 800] }));

describe('a value the compared year gives as well', () => {
  it('is read on the row of the claim’s own year and compared with the compared year’s row', () => {
    expect(verdict('In 2016 the wind fleet generated 250, above the 2015 wind figure.', power)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 250 for 2016: not above it (power.csv:3)',
    ]);
    expect(verdict('In 2016 the wind fleet generated 250, below the 2015 wind figure.', power)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 250 for 2016: not below it (power.csv:3)',
    ]);
  });

  it('is checked on the same series though another series lists a row of that year first', () => {
    // Coal comes first and also gives 250 for 2016, but 300 for 2015.
    const coalFirst = csv('power.csv', rows({ Coal: [900, 300, 250, 800], Wind: [310, 250, 250, 420] }));
    expect(verdict('In 2016 the wind fleet generated 250, above the 2015 wind figure.', coalFirst)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 250 for 2016: not above it (power.csv:7)',
    ]);
  });

  it('cites the row of the claim’s own year for a rounded value two years come close to', () => {
    const near = csv('power.csv', rows({ Wind: [310, 248, 252, 420] }));
    expect(verdict('In 2016 the wind fleet generated roughly 250, above the 2015 wind figure.', near)).toEqual([
      'supported',
      'the source states 2016 (power.csv:4), roughly 250 (power.csv:4), 2015 (power.csv:3)',
    ]);
  });
});

describe('a value the claim gives for a year whose row says otherwise', () => {
  it('is not checked against the compared year as if it were that year’s', () => {
    // 2017 gives 420, not 250: the 250 is the 2016 row's.
    expect(verdict('In 2017 the wind fleet generated 250, above the 2016 wind figure.', power)).toEqual([
      'neutral',
      'the claim puts its value above the 2016 figure, and no 2016 figure of the same series could be compared with it; check the comparison by hand or cite a table of both years',
    ]);
    expect(
      verdict(
        'In 2017 the wind fleet generated 250, above the 2016 wind figure and above the 2014 wind figure.',
        power,
      ),
    ).toEqual([
      'neutral',
      'the claim puts its value above the 2016 figure, and no 2016 figure of the same series could be compared with it; check the comparison by hand or cite a table of both years',
    ]);
  });
});

describe('a value the claim gives for no year of its own', () => {
  it('is not compared with the row it was read on', () => {
    expect(verdict('The wind fleet generated 250, above the 2015 wind figure.', power)).toEqual([
      'neutral',
      'the claim puts its value above the 2015 figure, and no 2015 figure of the same series could be compared with it; check the comparison by hand or cite a table of both years',
    ]);
  });

  it('is still compared with the other years it names', () => {
    expect(
      verdict('The wind fleet generated 250, above the 2015 wind figure and above the 2014 wind figure.', power),
    ).toEqual(['refuted', 'the source gives 310 for 2014 against 250 for 2015: not above it (power.csv:2)']);
  });
});

describe('a kind of figure the source never gives, on a page titled after the site the claim names', () => {
  const site = md('hornsea.md', [
    '# Hornsea One',
    '',
    '| Year | Site | GWh |',
    '|---|---|---|',
    '| 2015 | Hornsea One | 250 |',
    '| 2016 | Hornsea One | 280 |',
    '| 2017 | Hornsea One | 420 |',
  ]);

  it('is not stated, and the check of the named section leaves the reason as it is', () => {
    expect(verdict('Hornsea One generated 280 GWh in 2016, below the 2015 forecast figure.', site)).toEqual([
      'neutral',
      'the source gives no 2015 forecast figure',
    ]);
  });
});

describe('a value the claim gives for two years that both give it', () => {
  it('is cited on the row of the year written nearest it', () => {
    expect(verdict('In 2015, as in 2016, wind generated 250.', power)).toEqual([
      'supported',
      'the source states 2015 (power.csv:3), 2016 (power.csv:4), 250 (power.csv:4)',
    ]);
  });
});

describe('a value the compared year gives as well, in a column named by two words', () => {
  it('is read on the row of the claim’s own year in that same column', () => {
    const net = csv('power.csv', [
      'year,source,net_gwh',
      ...rows({ Wind: [310, 250, 250, 420], Coal: [900, 880, 870, 800] }).slice(1),
    ]);
    expect(verdict('In 2016 the wind fleet generated 250, above the 2015 wind figure.', net)).toEqual([
      'refuted',
      'the source gives 250 for 2015 against 250 for 2016: not above it (power.csv:3)',
    ]);
  });
});

describe('a value compared with another year on a page that also highlights the year in a table of one row', () => {
  const page = md('wind.md', [
    '# Wind',
    '',
    '## Highlight',
    '',
    '| Year | Source | GWh |',
    '|---|---|---|',
    '| 2016 | Wind | 252 |',
    '',
    '## Series',
    '',
    '| Year | Source | GWh |',
    '|---|---|---|',
    '| 2014 | Wind | 310 |',
    '| 2015 | Wind | 248 |',
    '| 2016 | Wind | 252 |',
    '| 2017 | Wind | 420 |',
  ]);

  it('is cited on the row of the series table', () => {
    expect(verdict('In 2016 the wind fleet generated roughly 250, above the 2015 wind figure.', page)).toEqual([
      'supported',
      'the source states 2016 (wind.md:7), roughly 250 (wind.md:15), 2015 (wind.md:14)',
    ]);
  });
});
