// A gap of time the claim gives between two levels it states ("3 ms apart"): read without a date to count from (fromOwnValues).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { frameworkBench } from './fixtures.js';

describe('a number of milliseconds apart, after two latencies the source states', () => {
  it('is no date interval: the claim is read without error and not refuted', () => {
    const r = assessDeterministic("Koa's p99 latency is 19 ms and Hapi's is 22 ms, 3 ms apart.", frameworkBench);
    expect(r.support).not.toBe('refuted');
  });
});
