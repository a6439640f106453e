// A reason a claim gives that the source does not, a range written "64-to-2048" and a range that shares one end with
// the source's, a count of things that happen "after", a part named "a tenth of", a rate per thing ("per core"), and a
// value a relative clause follows ("the 999 that programs get").
import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from '../../src/grounding/identifiers.js';
import { extractQuantities } from '../../src/grounding/quantities.js';
import { unstatedReason } from '../../src/grounding/reasons.js';
import { contentRoots } from '../../src/grounding/words.js';
import { linesSource, verdict } from './fixtures.js';

const py = linesSource('text/x-python');

const gunicorn = py('examples/example_config.py', [
  '#   backlog - The number of pending connections. Generally set in the 64-2048',
  '#       range.',
  '',
  "bind = '127.0.0.1:8000'",
  'backlog = 2048',
  '',
  '#   workers - The number of worker processes, generally in the 2-4 x $(NUM_CORES)',
  '#       range.',
  '',
  'workers = 1',
  'timeout = 30',
  '',
  '#   max_requests - Workers are restarted after this many requests so that',
  '#       slow memory leaks are contained.',
  '',
  'max_requests = 1000',
]);

describe('a reason the claim gives', () => {
  it('leaves a value the source states to a person when the claim says why in words the source does not use', () => {
    const [support, why] = verdict(
      'The timeout is 30 seconds, picked to line up with the default read timeout of an nginx reverse proxy.',
      gunicorn,
    );
    expect(support).toBe('neutral');
    expect(why).toBe(
      'the claim gives a reason, "picked to line up with the default read timeout of an nginx reverse proxy", which the source does not give; cite where it is said, or check it by hand',
    );
    expect(
      verdict('The timeout is 30 seconds because slow clients otherwise pile up behind the balancer.', gunicorn)[0],
    ).toBe('neutral');
  });

  it('grounds a reason the source gives', () => {
    expect(
      verdict('Workers are restarted after 1000 requests so that slow memory leaks are contained.', gunicorn)[0],
    ).toBe('supported');
  });

  it('reads the clause from its cue to the next comma, and lets one word of it be the claim’s own', () => {
    const roots = new Set(contentRoots('workers are restarted so that slow memory leaks are contained'));
    expect(unstatedReason('restarted so that slow memory leaks are contained, the docs say', roots)).toBeUndefined();
    expect(unstatedReason('restarted so that small memory leaks are contained', roots)).toBeUndefined();
    expect(unstatedReason('restarted so that the kernel never swaps, the docs say', roots)).toBe(
      'so that the kernel never swaps',
    );
    // (Exactly half its words missing is enough; the clause is given as written, its spaces closed up.)
    expect(unstatedReason('set so that  slow memory kernels swap', new Set(contentRoots('slow memory')))).toBe(
      'so that slow memory kernels swap',
    );
    // ("so" alone is a consequence the blogger works out, no reason.)
    expect(unstatedReason('it is 30, so the kernel never swaps', roots)).toBeUndefined();
    expect(unstatedReason('chosen after users reported kernel panics', roots)).toBe(
      'chosen after users reported kernel panics',
    );
  });
});

describe('ranges', () => {
  it('reads "64-to-2048" as a range, and its end as no identifier', () => {
    expect(extractQuantities('the 64-to-2048 range').map((q) => [q.text, q.qualifier, q.lo, q.hi])).toEqual([
      ['64-to-2048', 'range', 64, 2048],
    ]);
    expect(extractIdentifiers('the 64-to-2048 range')).toEqual([]);
    expect(extractIdentifiers('see CVE-2024-1234').map((m) => m.text)).toEqual(['CVE-2024-1234']);
  });

  it('refutes a range that shares one end with the source’s and not the other', () => {
    expect(verdict('The backlog is generally set in the 64-to-2048 range.', gunicorn)[0]).toBe('supported');
    for (const claim of [
      'The backlog is generally set in the 64 to 4096 range.',
      'The backlog is generally set in the 128 to 2048 range.',
    ])
      expect(verdict(claim, gunicorn)[0], claim).toBe('refuted');
  });

  it('leaves a pair written with a spaced dash, as often a score as a range, to the other checks', () => {
    const scores = linesSource('text/csv')('scores.csv', ['round,score', '1st,1 - 2', '2nd,3 - 0']);
    expect(verdict('The 1st round ended 1 - 4.', scores)[0]).not.toBe('refuted');
  });
});

describe('a count of things that happen "after"', () => {
  it('is the count itself, no bound past it', () => {
    expect(extractQuantities('restarted after 1000 requests').map((q) => q.qualifier)).toEqual(['exact']);
    expect(extractQuantities('gives up after 3 failed starts').map((q) => q.qualifier)).toEqual(['exact']);
    expect(extractQuantities('after 2010').map((q) => q.qualifier)).toEqual(['bound']);
    expect(verdict('Workers are restarted after 1000 requests.', gunicorn)[0]).toBe('supported');
    expect(verdict('Workers are restarted after 2000 requests.', gunicorn)[0]).toBe('refuted');
  });

  it('is still a bound after a count of other things, and a place in an order after an ordinal', () => {
    expect(extractQuantities('orders itself after four other units').map((q) => q.qualifier)).toEqual(['bound']);
    expect(verdict('The worker starts after the fourth unit.', gunicorn)[1]).toBe(
      'the claim places something after fourth; no check here can judge what comes after it',
    );
  });
});

describe('a part named by an ordinal', () => {
  it('is a fraction before "of", and an ordinal elsewhere', () => {
    const read = (t: string) => extractQuantities(t).map((q) => [q.dimension, q.value]);
    expect(read('a tenth of the default')).toEqual([['percent', 10]]);
    expect(read('one fifth of it')).toEqual([['percent', 20]]);
    expect(read('a hundredth of a second')).toEqual([['percent', 1]]);
    expect(read('the fifth release')).not.toContainEqual(['percent', 20]);
  });
});

describe('a rate per thing', () => {
  it('is not refuted by a count of the things alone', () => {
    expect(verdict('The comments suggest two to four workers per core.', gunicorn)[0]).not.toBe('refuted');
    expect(verdict('The sample runs four workers per core.', gunicorn)[0]).not.toBe('refuted');
    expect(verdict('The sample runs four workers.', gunicorn)[0]).toBe('refuted');
  });

  it('is refuted by a value given per the same thing', () => {
    const per = linesSource('text/plain')('sizing.ini', ['[sizing]', 'workers_per_core = 2']);
    expect(verdict('The sizing gives four workers per core.', per)[0]).toBe('refuted');
  });
});

describe('a value a relative clause follows', () => {
  const sample = linesSource('text/plain')('sample.ini', [
    '[program:web]',
    'priority=999                  ; the relative start priority (default 999)',
    '',
    '[eventlistener:watch]',
    'priority=-1                   ; the relative start priority (default -1)',
    '',
    '[group:all]',
    'programs=web,watch',
  ]);

  it('names the value of what it says, and counts nothing', () => {
    expect(verdict('Listeners start at minus one, well below the 999 that programs get.', sample)[0]).not.toBe(
      'refuted',
    );
  });
});
