/** @module test/core/stage-profile: stage times accumulate, nested stages are charged to themselves only, order is kept. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStageProfile, formatProfile } from '../../src/core/stage-profile.js';

describe('stage profile', () => {
  it('charges nested time to the nested stage, accumulates repeats, and keeps first-run order', async () => {
    let now = 0;
    const profile = createStageProfile(() => now);
    await profile.time('build', async () => {
      now += 10;
      await profile.time('gate 2', () => Promise.resolve((now += 4)));
      now += 1;
    });
    profile.timeSync('audit log', () => (now += 2));
    await profile.time('audit log', () => Promise.resolve((now += 3)));
    expect(profile.stages()).toEqual([
      { stage: 'build', ms: 11 },
      { stage: 'gate 2', ms: 4 },
      { stage: 'audit log', ms: 5 },
    ]);
    expect(formatProfile(profile.stages()).split('\n').at(-1)).toMatch(/^total\s+20 ms\s+100\.0%$/u);
  });

  it('charges a stage that throws, and the stage times always sum to the outermost wall time', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(50)), { maxLength: 30 }), (steps) => {
        let now = 0;
        const profile = createStageProfile(() => now);
        const run = (depth: number, rest: [number, number][]): void => {
          for (const [stage, ms] of rest.splice(0, 2)) {
            profile.timeSync(`s${stage}`, () => {
              now += ms;
              if (depth < 3) run(depth + 1, rest);
            });
          }
        };
        const started = now;
        try {
          profile.timeSync('outer', () => {
            run(0, [...steps]);
            throw new Error('stops');
          });
        } catch {
          // the stage is charged anyway
        }
        const sum = profile.stages().reduce((n, s) => n + s.ms, 0);
        expect(sum).toBe(now - started);
      }),
    );
  });
});

describe('stage profile on the real clock', () => {
  it('times a stage in milliseconds of wall time when given no clock', async () => {
    const profile = createStageProfile();
    await profile.time('wait', () => new Promise((resolve) => setTimeout(resolve, 20)));
    const [wait] = profile.stages();
    expect(wait?.stage).toBe('wait');
    expect(wait?.ms).toBeGreaterThanOrEqual(15);
    expect(wait?.ms).toBeLessThan(10_000);
  });
});
