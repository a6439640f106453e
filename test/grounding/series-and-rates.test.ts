// Claims about yearly series, rates and crossings, checked against CSV tables of years, Markdown benchmarks and JSON records.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csvNamed, source } from './fixtures.js';

// Wind dips and stays flat before jumping; coal falls every year; solar creeps up past 100.
const generation: Record<string, number[]> = {
  Wind: [310, 250, 250, 420],
  Coal: [900, 880, 870, 800],
  Solar: [80, 100, 102, 110],
};
const power = csvNamed('power.csv', [
  'year,source,gwh',
  ...Object.entries(generation).flatMap(([name, values]) => values.map((v, k) => `${2014 + k}-01-01,${name},${v}`)),
]);
const check = (claim: string) => assessDeterministic(claim, power);

describe('a level a series rose or fell to', () => {
  it('passes a fall the rows show and refutes a rise the series does not show, naming the two years', () => {
    expect(check('In 2015 wind generation fell to 250.').support).toBe('supported');
    expect(check('In 2015 wind generation rose to 250.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 310 for 2014 and 250 for 2015: a fall, not the rise the claim says (power.csv:2)',
    });
  });

  it('passes a rise the rows show and refutes a fall, saying the rows show a rise', () => {
    expect(check('In 2017 wind generation jumped to 420.').support).toBe('supported');
    expect(check('In 2017 wind generation fell to 420.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 250 for 2016 and 420 for 2017: a rise, not the fall the claim says (power.csv:4)',
    });
  });

  it('refutes a change into a year whose level did not move', () => {
    expect(check('In 2016 wind generation dropped to 250.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 250 for 2015 and 250 for 2016: no change, not the fall the claim says (power.csv:3)',
    });
  });

  it('reads no change into a level the claim gives without a verb of change', () => {
    expect(check('In 2017 wind generation came to 420.')).toMatchObject({
      support: 'supported',
      rule: 'the source states 2017 (power.csv:5), 420 (power.csv:5)',
    });
  });

  it('compares a year only with the year before in the same series', () => {
    expect(check('In 2017 coal generation fell to 800.').support).toBe('supported');
    expect(check('In 2017 coal generation rose to 800.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 870 for 2016 and 800 for 2017: a fall, not the rise the claim says (power.csv:8)',
    });
  });

  it('cannot show a change into the first year the table gives, and says which change it cannot show', () => {
    const fall = check('In 2014 wind generation fell to 310.');
    expect(fall).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure before 2014 to show the fall',
    });
    expect(fall.passage?.text).toBe('year: 2014-01-01; source: Wind; gwh: 310');
    expect(check('In 2014 wind generation rose to 310.')).toMatchObject({
      support: 'neutral',
      rule: 'the source gives no figure before 2014 to show the rise',
    });
  });

  it('refutes a wrong level by the row itself, whatever the verb says', () => {
    expect(check('In 2015 wind generation rose to 300.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 250 for "gwh" of the row "Wind" (power.csv:3), not 300',
    });
  });
});

describe('the year before, in tables laid out differently', () => {
  it('finds the year before in a table that lists the latest year first', () => {
    const hires = csvNamed('hires.csv', [
      'year,team,hires',
      '2017-01-01,Support,14',
      '2016-01-01,Support,9',
      '2015-01-01,Support,12',
      '2014-01-01,Support,6',
    ]);
    expect(assessDeterministic('In 2016 support hires fell to 9.', hires).support).toBe('supported');
    expect(assessDeterministic('In 2016 support hires rose to 9.', hires)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 12 for 2015 and 9 for 2016: a fall, not the rise the claim says (hires.csv:4)',
    });
  });

  it('skips a year the table gives no number for', () => {
    const ferries = csvNamed('ferries.csv', [
      'year,route,passengers',
      '2013-01-01,North,5200',
      '2014-01-01,North,n/a',
      '2015-01-01,North,4800',
      '2016-01-01,North,5100',
    ]);
    expect(assessDeterministic('In 2015 North passengers fell to 4,800.', ferries).support).toBe('supported');
    expect(assessDeterministic('In 2015 North passengers rose to 4,800.', ferries)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 5200 for 2013 and 4800 for 2015: a fall, not the rise the claim says (ferries.csv:2)',
    });
  });

  it('follows a column whose name is several words', () => {
    const visits = csvNamed('visits.csv', [
      'year,site,unique visitors',
      '2014-01-01,Docs,5400',
      '2015-01-01,Docs,6100',
      '2016-01-01,Docs,5900',
    ]);
    expect(assessDeterministic('In 2016 unique visitors to the docs fell to 5,900.', visits).support).toBe('supported');
    expect(assessDeterministic('In 2016 unique visitors to the docs rose to 5,900.', visits)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 6100 for 2015 and 5900 for 2016: a fall, not the rise the claim says (visits.csv:3)',
    });
    expect(
      assessDeterministic('In 2016 the docs had 5,900 unique visitors, above the 2015 figure.', visits),
    ).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 6100 for 2015 against 5900 for 2016: not above it (visits.csv:3)',
    });
    expect(
      assessDeterministic('In 2016 the docs had 5,900 unique visitors, below the 2015 figure.', visits).support,
    ).toBe('supported');
  });

  it('keeps to the column the claim is about when a row gives two numbers', () => {
    const staff = csvNamed('staff.csv', [
      'year,team,hires,leavers',
      '2015-01-01,Ops,12,3',
      '2016-01-01,Ops,4,9',
      '2017-01-01,Ops,7,5',
    ]);
    expect(assessDeterministic('In 2017 Ops leavers fell to 5.', staff).support).toBe('supported');
    expect(assessDeterministic('In 2017 Ops leavers rose to 5.', staff)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 9 for 2016 and 5 for 2017: a fall, not the rise the claim says (staff.csv:3)',
    });
    expect(assessDeterministic('In 2017 Ops had 5 leavers, below the 2016 figure.', staff).support).toBe('supported');
    expect(assessDeterministic('In 2017 Ops had 5 leavers, above the 2016 figure.', staff)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 9 for 2016 against 5 for 2017: not above it (staff.csv:3)',
    });
  });
});

describe('a mark a series crossed', () => {
  it('passes a first crossing when the year before sits exactly on the mark', () => {
    // Solar: 80, 100, 102: 2015 reaches 100 but only 2016 is above it.
    expect(check('Solar passed 100 for the first time in 2016.')).toMatchObject({
      support: 'supported',
      rule: 'the source states 100 (power.csv:12), first (power.csv:12), 2016 (power.csv:12)',
    });
  });

  it('passes a first fall below a mark the year before only touched', () => {
    // Coal: 900, 880, 870, 800.
    expect(check('Coal fell below 870 for the first time in 2017.').support).toBe('supported');
    expect(check('Coal generation fell below 880 in 2016.').support).toBe('supported');
  });

  it('refutes a crossing in a year that does not reach the mark, saying the year’s value', () => {
    expect(check('Coal generation dropped below 850 in 2016.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 870 for 2016, which is not below 850 (power.csv:8)',
    });
  });

  it('refutes a first crossing when an earlier year was already past the mark', () => {
    expect(check('Wind generation passed 300 for the first time in 2017.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 310 for 2014, already above 300 (power.csv:2)',
    });
    expect(check('Wind generation passed 400 for the first time in 2017.').support).toBe('supported');
  });

  it('cannot show a crossing in the first year the table gives', () => {
    const r = check('Wind generation passed 400 in 2014.');
    expect(r).toMatchObject({ support: 'neutral', rule: 'the source gives no year before 2014 to show the crossing' });
    expect(r.passage?.text).toBe('year: 2014-01-01; source: Wind; gwh: 310');
  });

  it('does not state a crossing in a year the table does not reach', () => {
    expect(check('Wind generation passed 400 in 2019.').support).toBe('neutral');
  });

  it('refutes a plain wrong value of a year by its row, not as a crossing', () => {
    expect(check('In 2017 wind generation was 500.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 420 for "gwh" of the row "Wind" (power.csv:5), not 500',
    });
  });

  it('leaves a date the table does not give unstated', () => {
    expect(check('Wind generation was 420 on 5 May 2017.')).toMatchObject({
      support: 'neutral',
      rule: 'the source does not state 5 May 2017 (said of: Wind, generation)',
    });
  });
});

describe("a comparison with another year's figure", () => {
  it('holds "just above" within 2% and "far above" from 10%, both ends included', () => {
    // Solar: 2015 100, 2016 102 (2% up), 2017 110 (10% up).
    expect(check('In 2016 solar reached 102, just above the 2015 figure.')).toMatchObject({
      support: 'supported',
      rule: 'the source states 2016 (power.csv:12), 102 (power.csv:12), 2015 (power.csv:11)',
    });
    expect(check('In 2017 solar reached 110, far above the 2015 figure.').support).toBe('supported');
  });

  it('refutes "just above" for a gap wider than 2%, naming both years', () => {
    expect(check('In 2017 solar reached 110, just above the 2015 figure.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 100 for 2015 against 110 for 2017: not just above it (power.csv:11)',
    });
  });

  it('refutes "far above" for a gap under 10%', () => {
    expect(check('In 2016 solar reached 102, far above the 2015 figure.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 100 for 2015 against 102 for 2016: not far above it (power.csv:11)',
    });
  });

  it('passes "below" and "far below" when the earlier year was higher', () => {
    expect(check('In 2017 coal was 800, below the 2016 figure.').support).toBe('supported');
    expect(check('In 2017 coal was 800, far below the 2014 figure.').support).toBe('supported');
  });

  it('refutes "above" when the earlier year was higher', () => {
    expect(check('In 2017 coal was 800, above the 2016 figure.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 870 for 2016 against 800 for 2017: not above it (power.csv:8)',
    });
  });

  it('takes no side when the claim only sets the figures side by side', () => {
    expect(check('In 2017 coal was 800, next to the 2016 figure.').support).toBe('supported');
  });

  it('does not compare with a year the table gives no number for', () => {
    const ferries = csvNamed('ferries-compared.csv', [
      'year,route,passengers',
      '2013-01-01,North,5200',
      '2014-01-01,North,n/a',
      '2015-01-01,North,4800',
      '2016-01-01,North,5100',
    ]);
    expect(assessDeterministic('In 2016 North carried 5,100 passengers, above the 2014 figure.', ferries).support).toBe(
      'neutral',
    );
  });

  it('does not state a comparison with a year the table does not give', () => {
    expect(check('In 2017 coal was 800, below the 2012 figure.')).toMatchObject({
      support: 'neutral',
      rule: 'the source does not state 2012 (said of: coal, below, figure)',
    });
  });
});

describe('times faster between two named rows', () => {
  const hashes = source(
    'bench',
    [
      '| Hash    | Speed     |',
      '| ------- | --------- |',
      '| Blake3  | 6.0 GB/s  |',
      '| SHA-256 | 0.5 GB/s  |',
      '| CRC32   | 3.0 GB/s  |',
      '',
    ].join('\n'),
    'text/markdown',
    'BENCH.md',
  );
  const latency = source(
    'latency',
    [
      '| Server  | Median |',
      '| ------- | ------ |',
      '| Nimbus  | 4 ms   |',
      '| Cirrus  | 10 ms  |',
      '| Stratus | 40 ms  |',
      '',
    ].join('\n'),
    'text/markdown',
    'LATENCY.md',
  );

  it('divides the first row’s speed by the second’s', () => {
    expect(assessDeterministic('Blake3 is twelve times faster than SHA-256.', hashes).support).toBe('supported');
    expect(assessDeterministic('Blake3 is twelve times quicker than SHA-256.', hashes).support).toBe('supported');
    expect(assessDeterministic('Blake3 is twice as fast as CRC32.', hashes).support).toBe('supported');
    expect(assessDeterministic('SHA-256 is twelve times slower than Blake3.', hashes).support).toBe('supported');
  });

  it('refutes a ratio the rows do not give, naming both rows and the ratio they give', () => {
    expect(assessDeterministic('Blake3 is ten times faster than SHA-256.', hashes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 6.0 GB/s for "Speed" of the row "Blake3" and 0.5 GB/s for "Speed" of the row "SHA-256": 12 times, not ten times (BENCH.md:3)',
    });
  });

  it('holds a bound at the exact ratio: "at least" and "at most" pass, "more than" and "less than" do not', () => {
    expect(assessDeterministic('Blake3 is at least twelve times faster than SHA-256.', hashes).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Blake3 is at most twelve times faster than SHA-256.', hashes).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Blake3 is more than twelve times faster than SHA-256.', hashes).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('Blake3 is less than twelve times faster than SHA-256.', hashes).support).toBe(
      'refuted',
    );
  });

  it('needs the row after "than" to be one the table names', () => {
    expect(assessDeterministic('Blake3 is twelve times faster than the slowest hash.', hashes).support).toBe('neutral');
  });

  it('reads a column of times inverted: the shorter time is the faster', () => {
    expect(assessDeterministic('Nimbus is ten times faster than Stratus.', latency).support).toBe('supported');
    expect(assessDeterministic('Nimbus is 2.5 times faster than Cirrus.', latency).support).toBe('supported');
    expect(assessDeterministic('Nimbus is four times faster than Cirrus.', latency)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 4 ms for "Median" of the row "Nimbus" and 10 ms for "Median" of the row "Cirrus": 2.5 times, not four times (LATENCY.md:3)',
    });
  });

  it('refutes "slower" said of the faster row', () => {
    expect(assessDeterministic('Cirrus is four times slower than Stratus.', latency)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 10 ms for "Median" of the row "Cirrus" and 40 ms for "Median" of the row "Stratus": 0.25 times, not four times (LATENCY.md:4)',
    });
  });
});

describe('a rate said of a period stated before', () => {
  const spinners = source(
    'spinners',
    JSON.stringify({
      dots: { interval: 80, frames: ['a', 'b'] },
      line: { interval: 130, frames: ['a', 'b'] },
      clock: { interval: 2000, frames: ['a', 'b'] },
      blink: { interval: 500, frames: ['a'] },
      pulse: { interval: 1000, frames: ['a', 'b'] },
    }),
    'application/json',
    'spinners.json',
  );
  const rate = (claim: string, context: string[]) => assessDeterministic(claim, spinners, context);
  const dots = ['The dots spinner advances every 80 milliseconds.'];
  const clock = ['The clock spinner ticks every 2,000 milliseconds.'];

  it('turns a period in milliseconds into a count per second or per minute', () => {
    expect(rate('That is 12.5 frames per second.', dots)).toMatchObject({
      support: 'supported',
      rule: 'the source states 12.5 (spinners.json:1)',
    });
    expect(rate('That is about twelve frames per second.', dots).support).toBe('supported');
    expect(rate('That is 750 frames a minute.', dots).support).toBe('supported');
  });

  it('refutes a wrong rate, giving the period in milliseconds', () => {
    expect(rate('That is twenty frames per second.', dots)).toMatchObject({
      support: 'refuted',
      rule: 'once every 80 ms is 12.5 per second, not twenty (spinners.json:1)',
    });
  });

  it('gives a period of a second or more in seconds', () => {
    expect(rate('That is 12.5 frames per second.', clock)).toMatchObject({
      support: 'refuted',
      rule: 'once every 2 s is 0.5 per second, not 12.5 (spinners.json:1)',
    });
    expect(rate('That is forty frames a minute.', clock)).toMatchObject({
      support: 'refuted',
      rule: 'once every 2 s is 30 per minute, not forty (spinners.json:1)',
    });
    expect(rate('That is thirty frames a minute.', clock).support).toBe('supported');
    expect(rate('That is 43,200 frames each day.', clock).support).toBe('supported');
  });

  it('gives a period of exactly one second as 1 s', () => {
    expect(
      rate('That is two frames per second.', ['The pulse spinner advances every 1,000 milliseconds.']),
    ).toMatchObject({
      support: 'refuted',
      rule: 'once every 1 s is 1 per second, not two (spinners.json:1)',
    });
  });

  it('takes the period from the nearest claim before, not an earlier one', () => {
    const both = [
      'The dots spinner advances every 80 milliseconds.',
      'The line spinner advances every 130 milliseconds.',
    ];
    expect(rate('That is 12.5 frames per second.', both)).toMatchObject({
      support: 'refuted',
      rule: 'once every 130 ms is 7.69 per second, not 12.5 (spinners.json:1)',
    });
  });

  it('does not choose between two periods stated in the claim before', () => {
    const two = ['The dots spinner advances every 80 milliseconds and the line spinner every 130 milliseconds.'];
    expect(rate('That is three frames per second.', two).support).toBe('neutral');
  });
});

describe('how many records of a list give a value', () => {
  const spinners = source(
    'spinner-intervals',
    JSON.stringify({
      dots: { interval: 80, frames: ['a', 'b'] },
      line: { interval: 130, frames: ['a', 'b'] },
      arc: { interval: 100, frames: ['a', 'b'] },
      bar: { interval: 80, frames: ['a', 'b'] },
      pipe: { interval: 80, frames: ['a', 'b'] },
      star: { interval: 130, frames: ['a', 'b'] },
    }),
    'application/json',
    'spinners.json',
  );
  const count = (claim: string) => assessDeterministic(claim, spinners);

  it('counts the records whose field holds the value', () => {
    expect(count('An interval of 80 milliseconds is used by three spinners.').support).toBe('supported');
    expect(count('An interval of 130 milliseconds is used by two spinners.').support).toBe('supported');
  });

  it('refutes a wrong count, saying how many records give the value', () => {
    expect(count('An interval of 80 milliseconds is used by two spinners.')).toMatchObject({
      support: 'refuted',
      rule: '3 records give 80 milliseconds for "interval", not two (spinners.json:1)',
    });
  });

  it('checks "the most common" against the other values of the field', () => {
    expect(count('An interval of 80 milliseconds is the most common, used by three spinners.').support).toBe(
      'supported',
    );
    expect(count('An interval of 130 milliseconds is the most common, used by two spinners.')).toMatchObject({
      support: 'refuted',
      rule: '3 records give 80 for "interval", as many or more than the 2 that give 130 milliseconds (spinners.json:1)',
    });
  });

  it('refutes "the most common" when another value is held by as many records', () => {
    const tied = source(
      'spinner-ties',
      JSON.stringify({
        dots: { interval: 80, frames: ['a', 'b', 'c'] },
        bar: { interval: 80, frames: ['a', 'b', 'c', 'd'] },
        line: { interval: 130, frames: ['a'] },
        star: { interval: 130, frames: ['a', 'b', 'c', 'd', 'e'] },
        arc: { interval: 100, frames: ['a', 'b', 'c', 'd', 'e', 'f'] },
      }),
      'application/json',
      'spinners.json',
    );
    expect(assessDeterministic('An interval of 80 milliseconds is used by two spinners.', tied).support).toBe(
      'supported',
    );
    expect(
      assessDeterministic('An interval of 130 milliseconds is the most common, used by two spinners.', tied),
    ).toMatchObject({
      support: 'refuted',
      rule: '2 records give 80 for "interval", as many or more than the 2 that give 130 milliseconds (spinners.json:1)',
    });
  });

  it('does not count a value no record gives', () => {
    expect(count('An interval of 90 milliseconds is used by two spinners.').support).toBe('neutral');
  });
});

describe('a series compared with another year, a mark it passed, and a rate against a duration', () => {
  it('refutes "above the 2015 figure" when the two years give the same number, and reads the claim\'s own year', () => {
    expect(check('In 2016 wind stood at 250, above the 2015 figure.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 250 for 2015 against 250 for 2016: not above it (power.csv:3)',
    });
    expect(check('In 2017 wind generation was 420, above the 2016 figure.').support).toBe('supported');
    expect(check('In 2017 solar reached 110, next to the 2016 figure.').support).toBe('supported');
  });

  it("does not take the year's own value for a mark it passed", () => {
    expect(check('Solar passed 100 in 2015.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 100 for 2015, which is not above 100 (power.csv:11)',
    });
    expect(check('Solar passed 100 in 2016.').support).toBe('supported');
  });

  it('refutes a rate per second that is the interval itself', () => {
    const spinners = source(
      'spin-rate',
      JSON.stringify({ dots: { interval: 80, frames: ['.', 'o'] } }),
      'application/json',
      'spin.json',
    );
    const context = ['The dots spinner advances every 80 milliseconds.'];
    expect(assessDeterministic('That is 80 frames per second.', spinners, context)).toMatchObject({
      support: 'refuted',
      rule: 'once every 80 ms is 12.5 per second, not 80 (spin.json:1)',
    });
  });

  it("compares two rows in one column, never one row's x86 speed with another's ARM speed", () => {
    const arch = source(
      'arch',
      '| Hash | x86 speed (GB/s) | ARM speed (GB/s) |\n|---|---|---|\n| Blake3 | 6.0 | |\n| SHA-256 | | 0.5 |\n',
      'text/markdown',
      'ARCH.md',
    );
    expect(assessDeterministic('Blake3 is twelve times faster than SHA-256.', arch).support).toBe('neutral');
  });
});

describe('the row before, when a year has several', () => {
  it('reads a change against the latest row before the year ("2015-07-01"), not the first of the year before', () => {
    const trams = csvNamed('trams.csv', [
      'date,line,riders',
      '2015-01-01,Tram,100',
      '2015-07-01,Tram,200',
      '2016-01-01,Tram,150',
    ]);
    expect(assessDeterministic('In 2016 tram riders fell to 150.', trams).support).toBe('supported');
    expect(assessDeterministic('In 2016 tram riders rose to 150.', trams)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 200 for 2015 and 150 for 2016: a fall, not the rise the claim says (trams.csv:3)',
    });
  });
});
