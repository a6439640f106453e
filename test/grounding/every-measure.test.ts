// A record said to give one mark for all its measures ("every measurement reads N/A"): which record, which measures, and what refutes it.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { json } from './fixtures.js';

const claim = 'Version 0.9.1 of broken is listed, but every measurement reads N/A.';

describe('the measures of the record', () => {
  it('are refuted by a measure the other records give that the record gives nothing for', () => {
    const runs = json('results.json', [
      { name: 'quick', version: '2.1.0', requests: '51000.5', latency: '18.2' },
      { name: 'broken', version: '0.9.1', requests: 'N/A' },
      { name: 'steady', version: '4.0.3', requests: '42000.0', latency: '22.9' },
    ]);
    const r = assessDeterministic(claim, runs);
    expect([r.support, r.subject]).toEqual(['refuted', 'every']);
    expect(r.rule).toMatch(/^the record gives nothing for "\w+"$/u);
  });

  it('are the fields other records give numbers for, not a number only the record gives', () => {
    const runs = json('results.json', [
      { name: 'quick', version: '2.1.0', requests: '51000.5', latency: '18.2' },
      { name: 'broken', version: '0.9.1', requests: 'N/A', latency: 'N/A', exit_code: 1 },
      { name: 'steady', version: '4.0.3', requests: '42000.0', latency: '22.9' },
    ]);
    const r = assessDeterministic(claim, runs);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 0.9.1 (results.json:1:103)']);
  });
});

describe('the record the claim names', () => {
  it('must be one: two records named leave the mark unchecked', () => {
    const runs = json('results.json', [
      { name: 'quick', version: '2.1.0', requests: '51000.5', latency: '18.2' },
      { name: 'broken', version: '0.9.1', requests: 'N/A', latency: 'N/A' },
      { name: 'steady', version: '4.0.3', requests: 'N/A', latency: 'N/A' },
    ]);
    const r = assessDeterministic(
      'Versions 0.9.1 of broken and 4.0.3 of steady are listed, but every measurement reads N/A.',
      runs,
    );
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the claim says "every", which needs a comparison across the source that no check here can make',
    ]);
  });
});
