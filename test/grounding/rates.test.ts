// Claims that turn a period into a rate ("every 20 ms ... fifty per second") and compare two rows' speeds ("times faster").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { loaderShelf } from './fixtures.js';

const loaders = {
  uri: 'loaders.json',
  mediaType: 'application/json',
  title: 'Progress indicators (loaders.json)',
  text: JSON.stringify({
    pulse: { interval: 20, frames: ['.', 'o', 'O'] },
    wave: { interval: 125, frames: ['~', '-'] },
    ticker: { interval: 250, frames: ['|', '/', '-', '\\'] },
  }),
};

const codecs = {
  uri: 'README.md',
  mediaType: 'text/markdown',
  title: 'Codec benchmark',
  text: [
    '| Codec         | Encode     | Decode     | Latency |',
    '| ------------- | ---------- | ---------- | ------- |',
    '| Swift 2 (avx) | 12.4 GB/s  | 20.1 GB/s  | 3 ms    |',
    '| Plod          | 0.2 GB/s   | 0.9 GB/s   | 45 ms   |',
    '| Middling      | 4.0 GB/s   | 6.5 GB/s   | 9 ms    |',
    '',
  ].join('\n'),
};

describe('a rate said of a period stated before', () => {
  const context = ['The pulse loader advances every 20 milliseconds.'];
  it('turns the period into a count per unit of time at the claim’s precision', () => {
    expect(assessDeterministic('That is fifty frames per second.', loaders, context).support).toBe('supported');
    expect(assessDeterministic('That comes to 3,000 frames a minute.', loaders, context).support).toBe('supported');
  });

  it('refutes another rate, saying what the period gives', () => {
    const r = assessDeterministic('That is just under forty frames per second.', loaders, context);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('once every 20 ms is 50 per second');
  });

  it('needs the claim to point back at the period', () => {
    expect(assessDeterministic('The loader shows fifty frames per second.', loaders, context).support).not.toBe(
      'supported',
    );
  });
});

describe('times faster between two named rows', () => {
  it('divides the rows’ values in the one column both give, the first named the faster', () => {
    // Encode and decode are both rates: the claim names neither, so which one it means is open.
    expect(assessDeterministic('Swift is more than twenty times faster than Plod.', codecs).support).not.toBe(
      'supported',
    );
  });

  it('reads a column of times inverted, and refutes a ratio the rows do not give', () => {
    const times = {
      ...codecs,
      text: [
        '| Codec         | Latency |',
        '| ------------- | ------- |',
        '| Swift 2 (avx) | 3 ms    |',
        '| Plod          | 45 ms   |',
        '| Middling      | 9 ms    |',
        '',
      ].join('\n'),
    };
    expect(assessDeterministic('Swift is fifteen times faster than Plod.', times).support).toBe('supported');
    expect(assessDeterministic('Plod is fifteen times slower than Swift.', times).support).toBe('supported');
    const r = assessDeterministic('Swift is more than twenty times faster than Plod.', times);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('15 times, not more than twenty times');
    expect(assessDeterministic('Plod is fifteen times faster than Swift.', times).support).toBe('refuted');
  });

  it('takes the one column of rates both rows give', () => {
    const rates = {
      ...codecs,
      text: [
        '| Codec         | Throughput | Ratio |',
        '| ------------- | ---------- | ----- |',
        '| Swift 2 (avx) | 12.4 GB/s  | 2.1   |',
        '| Plod          | 0.2 GB/s   | 3.4   |',
        '| Middling      | 4.0 GB/s   | 2.7   |',
        '',
      ].join('\n'),
    };
    expect(assessDeterministic('Swift is more than fifty times faster than Plod.', rates).support).toBe('supported');
    expect(assessDeterministic('Middling is about three times faster than Swift.', rates).support).toBe('refuted');
  });
});

describe('how many records of a list give a value', () => {
  it('counts the records whose field holds the claim’s other value', () => {
    expect(assessDeterministic('An interval of 80 milliseconds is used by three loaders.', loaderShelf).support).toBe(
      'supported',
    );
    const r = assessDeterministic('An interval of 80 milliseconds is used by four loaders.', loaderShelf);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('3 records give 80 milliseconds for "interval", not four');
  });

  it('checks "the most common" against every other value of the field', () => {
    expect(
      assessDeterministic('An interval of 80 milliseconds is the most common, used by three loaders.', loaderShelf)
        .support,
    ).toBe('supported');
    const r = assessDeterministic(
      'An interval of 120 milliseconds is the most common, used by two loaders.',
      loaderShelf,
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('3 records give 80 for "interval"');
  });
});

describe('one mark a record gives for all its measures', () => {
  const runs = {
    uri: 'results.json',
    mediaType: 'application/json',
    title: 'Benchmark results (results.json)',
    text: JSON.stringify([
      { name: 'quick', version: '2.1.0', requests: '51000.5', latency: '18.2' },
      { name: 'steady', version: '4.0.3', requests: '42000.0', latency: '22.9' },
      { name: 'broken', version: '0.9.1', requests: 'N/A', latency: 'N/A' },
      { name: 'partial', version: '1.2.0', requests: 'N/A', latency: '30.1' },
    ]),
  };
  it('holds only when every field the other records measure gives that mark', () => {
    expect(
      assessDeterministic('Version 0.9.1 of broken is listed, but every measurement reads N/A.', runs).support,
    ).toBe('supported');
    const r = assessDeterministic('Version 1.2.0 of partial is listed, but every measurement reads N/A.', runs);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('30.1 for latency of "partial", not N/A');
  });
});

describe("a table's rows told in two parts", () => {
  it('counts the rows the second part names by its word, and the rest as the first part', () => {
    const table = {
      ...codecs,
      text: [
        '| Codec         | Speed     | Note            |',
        '| ------------- | --------- | --------------- |',
        '| Swift 2 (avx) | 12.4 GB/s |                 |',
        '| memcpy        | 30.0 GB/s | _for reference_ |',
        '| Plod          | 0.2 GB/s  |                 |',
        '| Middling      | 4.0 GB/s  |                 |',
        '',
      ].join('\n'),
    };
    expect(
      assessDeterministic('The table compares three codecs, plus one reference row for memcpy.', table).support,
    ).toBe('supported');
    expect(
      assessDeterministic('The table compares four codecs, plus one reference row for memcpy.', table).support,
    ).not.toBe('supported');
  });
});

describe('how often something happens', () => {
  const registry = {
    uri: 'package.json',
    mediaType: 'application/json',
    title: 'fastlib',
    text: JSON.stringify({ name: 'fastlib', downloads: { weekly: 120000, monthly: 510000 } }),
  };
  const check = (claim: string) => assessDeterministic(claim, registry);

  it('reads "N times a week" as a count per week, compared only with a count of that period', () => {
    expect(check('fastlib is downloaded 120,000 times a week.').support).toBe('supported');
    expect(check('fastlib is downloaded 510,000 times a month.').support).toBe('supported');
    expect(check('fastlib is downloaded 510,000 times a week.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 120000 for "downloads.weekly" (package.json:1), not 510,000 times',
    });
    expect(check('fastlib is downloaded 500,000 times a month.').support).toBe('refuted');
  });
});
