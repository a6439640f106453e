// A series said to move less or more than others ("moved far less than the other two sources"): which cells name the series and column, and which rows count towards each spread.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, verdict } from './fixtures.js';

type Source = Parameters<typeof assessDeterministic>[1];
/** One measure by year and energy source, each series given for 2019, 2020 and 2021. */
function output(uri: string, series: Record<string, number[]>, extra: string[] = []): Source {
  const rows = Object.entries(series).flatMap(([name, values]) =>
    values.map((v, k) => `${2019 + k}-01-01,${name},${v}`),
  );
  return csv(uri, ['year,source,output_twh', ...rows, ...extra]);
}
// Spreads: nuclear 5, hydro 10, wind 10.
const steady = output('steady.csv', { Nuclear: [100, 105, 103], Hydro: [50, 60, 55], Wind: [20, 30, 30] });
const lessUnjudged = [
  'neutral',
  'the claim says "less", which needs a comparison across the source that no check here can make',
];

describe('the series the claim says moved', () => {
  it('is the one its values are in, found among the source facts it names', () => {
    expect(verdict('Nuclear output moved far less than the other two sources, ending at 103 in 2021.', steady)).toEqual(
      ['supported', 'the source states two (steady.csv:2), 103 (steady.csv:4), 2021 (steady.csv:4)'],
    );
    expect(
      verdict('In 2021, Nuclear output ended at 103, having moved far less than the other two sources.', steady),
    ).toEqual([
      'supported',
      'the source states 2021 (steady.csv:4), 103 (steady.csv:4), two (steady.csv:2), Nuclear (steady.csv:2)',
    ]);
  });

  it('is not judged when the claim gives values of two series', () => {
    expect(
      verdict(
        'Nuclear output moved far less than the other two sources, and nuclear generated 103 in 2021 while hydro generated 55 in 2021.',
        steady,
      ),
    ).toEqual(lessUnjudged);
  });

  it('is not judged when the claim gives values of two columns', () => {
    const two = csv('two.csv', [
      'year,source,output_twh,capacity_pct',
      '2019-01-01,Nuclear,100,90',
      '2020-01-01,Nuclear,105,92',
      '2021-01-01,Nuclear,103,91',
      '2019-01-01,Hydro,50,40',
      '2020-01-01,Hydro,60,45',
      '2021-01-01,Hydro,55,42',
      '2019-01-01,Wind,20,30',
      '2020-01-01,Wind,30,33',
      '2021-01-01,Wind,30,35',
    ]);
    expect(
      verdict(
        'Nuclear output moved far less than the other two sources, ending at 103 TWh in 2021 at 91% capacity.',
        two,
      ),
    ).toEqual(lessUnjudged);
  });
});

describe('the series it is compared with', () => {
  it('is the one the words name, by any of its words', () => {
    // Spreads: nuclear 5, fossil fuels 40, wind 10.
    // (Titled by its file name, as a cited data file is: the title names the series the claim compares with.)
    const fossil = {
      ...output('fossil.csv', { Nuclear: [100, 105, 103], 'Fossil Fuels': [300, 340, 310], Wind: [20, 30, 30] }),
      title: 'fossil.csv',
    };
    expect(verdict('Nuclear output moved far less than fossil output, ending at 103 in 2021.', fossil)).toEqual([
      'supported',
      'the source states 103 (fossil.csv:4), 2021 (fossil.csv:4)',
    ]);
  });

  it('counts only rows of a year, not a row of the years together', () => {
    const total = output('total.csv', { Nuclear: [100, 105, 103], Hydro: [50, 60, 55], Wind: [20, 30, 30] }, [
      '2019-2021 total,Nuclear,308',
    ]);
    expect(verdict('Nuclear output moved far less than the other two sources, ending at 103 in 2021.', total)).toEqual([
      'supported',
      'the source states two (total.csv:2), 103 (total.csv:4), 2021 (total.csv:4)',
    ]);
    expect(verdict('Hydro output moved less than the other two sources, peaking at 60 in 2020.', total)).toEqual([
      'refuted',
      "the source's values span 10 for Hydro, against 5 for Nuclear, 10 for Wind: it did not move less (total.csv:6)",
    ]);
  });
});
