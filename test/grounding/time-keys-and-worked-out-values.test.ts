// A number under a key named by its unit of time ("terminationGracePeriodSeconds: 1800"), a part of one unit in words
// ("half an hour"), and a value a claim works out from two of its own ("three failures ten seconds apart").
import { describe, expect, it } from 'vitest';
import { extractQuantities, fieldQuantities } from '../../src/grounding/quantities.js';
import { linesSource, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');
const manifest = yaml('statefulset.yaml', [
  'spec:',
  '  terminationGracePeriodSeconds: 1800',
  '  livenessProbe:',
  '    initialDelaySeconds: 15',
  '    periodSeconds: 10',
  '    failureThreshold: 3',
  '',
]);

describe('a number under a key named by a unit of time', () => {
  it('is in that unit, even when it could be a year; a key named by years still holds a year', () => {
    expect(fieldQuantities('termination Grace Period Seconds', '1800').map((q) => [q.dimension, q.value])).toEqual([
      ['time', 1800],
      ['count', 1800],
    ]);
    expect(fieldQuantities('Years active', '1989').map((q) => q.dimension)).not.toContain('time');
  });

  it('states the same span in another unit, and is the rival of another', () => {
    expect(verdict('The termination grace period is 30 minutes.', manifest)[0]).toBe('supported');
    expect(verdict('The termination grace period is 20 minutes.', manifest)).toEqual([
      'refuted',
      'the source gives 1800 for "spec.terminationGracePeriodSeconds" (statefulset.yaml:2), not 20 minutes',
    ]);
  });
});

describe('a part of one unit in words', () => {
  it('is that part of the unit: "half an hour", "a quarter of a second", "three quarters of an hour"', () => {
    const read = (text: string) => extractQuantities(text).map((q) => [q.text, q.dimension, q.value]);
    expect(read('up to half an hour')).toEqual([['up to half an hour', 'time', 1800]]);
    expect(read('a quarter of a second')).toEqual([['a quarter of a second', 'time', 0.25]]);
    expect(read('three quarters of an hour')).toEqual([['three quarters of an hour', 'time', 2700]]);
    expect(read('half of all users')).toEqual([['half', 'percent', 50]]);
    expect(verdict('The termination grace period is half an hour.', manifest)[0]).toBe('supported');
  });
});

describe('a value the claim works out from two of its own', () => {
  it('is not refuted by the fields its words name: the source does not give it', () => {
    const [support, why] = verdict(
      'With three allowed failures ten seconds apart, the liveness probe gives up after about thirty seconds.',
      manifest,
    );
    expect(support).not.toBe('refuted');
    expect(why).not.toMatch(/not about thirty seconds/u);
    expect(verdict('The liveness probe gives up after about thirty seconds.', manifest)[0]).toBe('refuted');
  });
});
