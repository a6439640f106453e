// Quantities as people write them: numbers in words with their fractions, half of a scale, "twice", eras and decades,
// "about" at the precision written, scales glued or spelled, ranges, ratios and temperatures in either scale.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { extractQuantities } from '../../src/grounding/quantities.js';
import { source } from './fixtures.js';

const read = (text: string) =>
  extractQuantities(text).map((q) => [q.text, q.dimension, q.value, q.lo, q.hi, q.qualifier]);

describe('quantities in words', () => {
  it('reads a whole number in words, a fraction after it, and "one" only as a number', () => {
    expect(read('two hundred and fifty-three people')).toEqual([
      ['two hundred and fifty-three', 'count', 253, 253, 253, 'exact'],
    ]);
    expect(read('three and two thirds cups')[0]?.slice(0, 3)).toEqual(['three and two thirds', 'count', 11 / 3]);
    expect(read('The call lasted one and a half hours.')).toEqual([
      ['one and a half hours', 'time', 5400, 5220, 5580, 'exact'],
    ]);
    expect(read('one and a half of them')).toEqual([['one and a half', 'count', 1.5, 1.45, 1.55, 'exact']]);
    expect(read('one of the users, one and the other')).toEqual([]);
    // Written to the unit after its scale: exact, not "about a thousand".
    expect(read('one thousand and five people')).toEqual([
      ['one thousand and five', 'count', 1005, 1005, 1005, 'exact'],
    ]);
    expect(read('two thousand people')).toEqual([['two thousand', 'count', 2000, 1900, 2100, 'exact']]);
    expect(read('1 in 4 adults')).toEqual([['1 in 4', 'percent', 25, 25, 25, 'exact']]);
  });

  it('reads half of a scale, and "twice" and "thrice"', () => {
    expect(read('half a million users and half a dozen eggs')).toEqual([
      ['half a million', 'count', 500000, 450000, 550000, 'exact'],
      ['half a dozen', 'count', 6, 5.95, 6.05, 'exact'],
    ]);
    expect(read('It grew twice and thrice.')).toEqual([
      ['twice', 'count', 2, 2, 2, 'exact'],
      ['thrice', 'count', 3, 3, 3, 'exact'],
    ]);
  });

  it('reads decades and centuries, whole or in part, as ranges of years', () => {
    expect(read("in the 1990s, the mid-1990s, the '80s and the early 19th century")).toEqual([
      ['1990s', 'year', 1994.5, 1990, 1999, 'range'],
      ['mid-1990s', 'year', 1995, 1993, 1997, 'range'],
      ['80s', 'year', 1984.5, 1980, 1989, 'range'],
      ['early 19th century', 'year', 1817, 1800, 1834, 'range'],
    ]);
    expect(read('in the late 20th century')).toEqual([['late 20th century', 'year', 1982.5, 1966, 1999, 'range']]);
  });

  it('reads "about" to half a step of the last digit written, at most a tenth of a round number', () => {
    expect(read('about 1,200 people and about 1,000 people')).toEqual([
      ['about 1,200', 'count', 1200, 1150, 1250, 'approx'],
      ['about 1,000', 'count', 1000, 900, 1100, 'approx'],
    ]);
    expect(read('roughly 3 million viewers')).toEqual([
      ['roughly 3 million', 'count', 3000000, 2500000, 3500000, 'approx'],
    ]);
  });

  it('reads scales glued or spelled, grouped digits, bounds, ranges, ratios, money and temperatures', () => {
    expect(read('12k stars and 1.5m downloads')).toEqual([
      ['12k', 'count', 12000, 11500, 12500, 'exact'],
      ['1.5m', 'count', 1500000, 1450000, 1550000, 'exact'],
    ]);
    expect(read('1 234 567 items')).toEqual([['1 234 567', 'count', 1234567, 1234567, 1234567, 'exact']]);
    expect(read('more than 3,780 cases')[0]?.slice(0, 4)).toEqual(['more than 3,780', 'count', 3780, 3780.00378]);
    expect(read('42,734 in 2007')).toEqual([
      ['42,734', 'count', 42734, 42734, 42734, 'exact'],
      ['2007', 'year', 2007, 2007, 2007, 'exact'],
    ]);
    expect(read('5-10 minutes and between 5 and 10 kg')).toEqual([
      ['5-10 minutes', 'time', 450, 300, 600, 'range'],
      ['between 5 and 10 kg', 'mass', 7500, 5000, 10000, 'range'],
    ]);
    expect(read('3x faster, $4.5 billion')).toEqual([
      ['3x', 'ratio', 3, 3, 3, 'exact'],
      ['$4.5 billion', 'money:USD', 4500000000, 4450000000, 4550000000, 'exact'],
    ]);
    expect(read('20°C and 68 °F')).toEqual([
      ['20°C', 'temperature', 20, 20, 20, 'exact'],
      ['68 °F', 'temperature', 20, 20, 20, 'exact'],
    ]);
  });
});

describe('a duration in words checked against a source', () => {
  const notes = source('notes', 'The call lasted 90 minutes.\n', 'text/markdown', 'notes.md');
  it('supports "one and a half hours" for 90 minutes, and refutes "two and a half hours"', () => {
    expect(assessDeterministic('The call lasted one and a half hours', notes).support).toBe('supported');
    expect(assessDeterministic('The call lasted two and a half hours', notes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 90 minutes for "The call lasted 90 minutes." (notes.md:1), not two and a half hours',
    });
  });
});

describe('signs', () => {
  it('reads a minus sign, and not a hyphen in a word or between two numbers; fractions in words are fractions', () => {
    expect(read('temperatures of -12 °C, fell −7%, (-3.5)')).toEqual([
      ['-12 °C', 'temperature', -12, -12, -12, 'exact'],
      ['−7%', 'percent', -7, -7, -7, 'exact'],
      ['-3.5', 'count', -3.5, -3.55, -3.45, 'exact'],
    ]);
    expect(read('from -5 to 5 degrees')).toEqual([['-5 to 5', 'count', 0, -5, 5, 'range']]);
    expect(read('pages 10 -12, COVID-19')).toEqual([['10 -12', 'count', 11, 10, 12, 'range']]);
    expect(read('two-thirds of users and three quarters of votes')).toEqual([
      ['two-thirds', 'percent', 200 / 3, 200 / 3 - 1, 200 / 3 + 1, 'exact'],
      ['three quarters', 'percent', 75, 74, 76, 'exact'],
    ]);
  });

  it('reads a fall stated by its size as the signed change, a rise as a rise, and no other sign as the same value', () => {
    const notes = source('w', 'The low was -12 °C.\n\nRevenue change in 2025: -5.2%.\n', 'text/markdown', 'w.md');
    const support = (claim: string) => assessDeterministic(claim, notes).support;
    expect(support('The low was -12 °C')).toBe('supported');
    expect(support('The low was 12 °C')).not.toBe('supported');
    expect(support('Revenue fell 5.2% in 2025')).toBe('supported');
    expect(support('Revenue was down by 5.2% in 2025')).toBe('supported');
    expect(support('Revenue rose 5.2% in 2025')).toBe('refuted');
    expect(support('Revenue fell to 5.2% in 2025')).not.toBe('supported');
    const table = source('c', 'region,change\nnorth,-5.2%\nsouth,3.1%\n', 'text/csv', 'c.csv');
    expect(assessDeterministic('The north region fell 5.2%', table).support).toBe('supported');
    expect(assessDeterministic('The north region grew 5.2%', table)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives -5.2% for "change" of the row "north" (c.csv:2), not a rise of 5.2%',
    });
    // A column of changes gives an unsigned value as a rise; a column of declines as the size of a fall.
    expect(assessDeterministic('The south region grew 3.1%', table).support).toBe('supported');
    expect(assessDeterministic('The south region fell 3.1%', table)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives a rise of 3.1% for "change" of the row "south" (c.csv:3), not a fall of 3.1%',
    });
    const declines = source('d', '{"south": {"decline_pct": 3.1}, "north": {"decline_pct": 1.4}}', 'application/json');
    expect(assessDeterministic('The south region fell 3.1%', declines).support).toBe('supported');
    expect(assessDeterministic('The south region grew 3.1%', declines).support).toBe('refuted');
    // A level in a field with no word of change is no change at all.
    const levels = source('l', 'region,share\nsouth,3.1%\nnorth,1.4%\n', 'text/csv', 'l.csv');
    expect(assessDeterministic('The south region fell 3.1%', levels).support).not.toBe('refuted');
  });
});

describe('a value written with its year', () => {
  const notes = source('r', 'Adoption grew from 10% in 2023 to 15% in 2024.\n', 'text/markdown', 'r.md');
  it("is that year's value, so a claim may not give it another of the sentence's years", () => {
    expect(assessDeterministic('Adoption reached 15% in 2024', notes).support).toBe('supported');
    expect(assessDeterministic('Adoption was 10% in 2023', notes).support).toBe('supported');
    expect(assessDeterministic('Adoption reached 15% in 2023', notes).support).not.toBe('supported');
    expect(assessDeterministic('Adoption was 10% in 2024', notes).support).not.toBe('supported');
    expect(assessDeterministic('Adoption grew by 5 percentage points from 2023 to 2024', notes).support).toBe(
      'supported',
    );
  });
});

describe('a change from one value to another', () => {
  const notes = source('r', 'Latency rose from 10 ms to 15 ms after the upgrade.\n', 'text/markdown', 'r.md');
  it('names both values by what changed, and passes neither another value nor the other direction', () => {
    expect(assessDeterministic('Latency rose from 10 ms to 15 ms', notes).support).toBe('supported');
    expect(assessDeterministic('Latency rose from 10 ms to 16 ms', notes).support).toBe('refuted');
    expect(assessDeterministic('Latency fell from 15 ms to 10 ms after the upgrade', notes).support).not.toBe(
      'supported',
    );
  });
});

describe('versions and dates in a sentence of several clauses', () => {
  const notes = source(
    'r',
    'Version 2.1 added streaming; version 2.2 removed the old API.\n\nVersion 3.0 added caching and removed the legacy mode.\n\nThe beta shipped on 3 May 2024 and the final release on 9 June 2024.\n',
    'text/markdown',
    'r.md',
  );
  const support = (claim: string) => assessDeterministic(claim, notes).support;
  it('names each by its own clause when the sentence has several, and by the whole sentence when it has one', () => {
    expect(support('Version 2.1 added streaming')).toBe('supported');
    expect(support('Version 2.2 removed the old API')).toBe('supported');
    expect(support('Version 2.2 added streaming')).not.toBe('supported');
    expect(support('Version 3.0 added caching')).toBe('supported');
    expect(support('Version 3.0 removed the legacy mode')).toBe('supported');
    expect(support('The beta shipped on 3 May 2024')).toBe('supported');
    expect(support('The final release came on 9 June 2024')).toBe('supported');
    expect(support('The beta shipped on 9 June 2024')).not.toBe('supported');
  });
});

describe('a list in a field', () => {
  const notes = source(
    'r',
    'It has 3 maintainers: Alice, Bob and Carol.\n\nPlatforms: Linux, macOS, and Windows.\n',
    'text/markdown',
    'r.md',
  );
  it('counts the last two items joined by "and", with or without a comma before it', () => {
    expect(assessDeterministic('It has 4 maintainers', notes)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 3 entries for "It has 3 maintainers (number of entries)" (r.md:1), not 4',
    });
    expect(assessDeterministic('It runs on 3 platforms', notes).support).toBe('supported');
    expect(assessDeterministic('It runs on 2 platforms', notes).support).toBe('refuted');
  });
});

describe('two measures joined by "and"', () => {
  const notes = source('r', 'The build takes 12 minutes on CI and 3 minutes locally.\n', 'text/markdown', 'r.md');
  it('says the second of what the first is, and still asks which one a claim means when it could be either', () => {
    expect(assessDeterministic('The build takes 3 minutes locally', notes).support).toBe('supported');
    expect(assessDeterministic('The build takes 12 minutes on CI', notes).support).toBe('supported');
    expect(assessDeterministic('The build takes 3 minutes on CI', notes).support).not.toBe('supported');
    expect(assessDeterministic('The build takes 5 minutes locally', notes).support).not.toBe('supported');
  });
});

describe('values of one measure in one sentence', () => {
  const notes = source(
    'r',
    'The survey of 2,000 developers found that 64% use TypeScript and 41% use Rust.\n',
    'text/markdown',
    'r.md',
  );
  it('does not give one value the words the sentence says of another', () => {
    expect(assessDeterministic('The survey found that 64% use TypeScript', notes).support).toBe('supported');
    expect(assessDeterministic('41% of developers use Rust', notes).support).toBe('supported');
    expect(assessDeterministic('The survey of 2,000 developers found 64% use Rust', notes).support).not.toBe(
      'supported',
    );
    expect(assessDeterministic('The survey found that 41% use TypeScript', notes).support).not.toBe('supported');
  });

  it("keeps the sentence's subject for every value", () => {
    const release = source('n', 'The release shipped 12 fixes and 3 features.\n', 'text/plain', 'notes.txt');
    expect(assessDeterministic('The release shipped 3 features', release).support).toBe('supported');
    expect(assessDeterministic('The release shipped 12 fixes', release).support).toBe('supported');
  });
});

describe('a count per period', () => {
  const notes = source('r', 'The library is downloaded 2.3 million times a week.\n', 'text/markdown', 'r.md');
  it('reads the period written after a value, and passes no count of another period', () => {
    expect(extractQuantities('12 releases per year, 40 builds daily, 100 requests a second').map((q) => q.per)).toEqual(
      ['year', 'day', 'second'],
    );
    expect(extractQuantities('5 people each, 3 times in a row').map((q) => q.per)).toEqual([undefined, undefined]);
    expect(assessDeterministic('The library is downloaded 2.3 million times a week', notes).support).toBe('supported');
    expect(assessDeterministic('The library is downloaded 2.3 million times a month', notes).support).not.toBe(
      'supported',
    );
  });
});

describe('"times" followed by a comparison', () => {
  it('is a ratio, whatever period the measure after it is per', () => {
    const [ratio] = extractQuantities('it handled 4.8 times as many requests per second as the other');
    expect(ratio?.dimension).toBe('ratio');
    const [often] = extractQuantities('the job ran 120,000 times a week');
    expect(often?.per).toBe('week');
  });
});
