// A value an earlier sentence refers to is not also paired with itself from the aligned values (no "0 ahead", no "1 times").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { json } from './fixtures.js';

const servers = json('servers.json', [
  { name: 'alpha', requests: '51000.5', latency: '18.2' },
  { name: 'beta', requests: '48000.0', latency: '19.9' },
  { name: 'gamma', requests: '31000.2', latency: '30.1' },
  { name: 'delta', requests: '12000.9', latency: '79.3' },
]);
const before = ['The alpha server managed 51,000 requests.'];

describe('the leader referred to by an earlier sentence', () => {
  it('makes no difference of 0 from the one value and itself', () => {
    const r = assessDeterministic('That puts it 0 requests ahead of the leader.', servers, before);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state 0 (said of: puts, requests, ahead, leader)',
    ]);
  });

  it('makes no ratio of 1 from the one value and itself', () => {
    const r = assessDeterministic('That is 1 times the requests of the leader.', servers, before);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state 1 times (said of: times, requests, leader)',
    ]);
  });
});
