// The deterministic tier on worker threads (engine.prepare): the same verdicts as on the main thread, for values,
// rows, a change log and claims that refer back.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { workerCount } from '../../src/core/worker.js';
import { assessInParallel, jobKey } from '../../src/grounding/deterministic-pool.js';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { claim, source, sourceMap } from './fixtures.js';

const runs = source(
  'runs',
  ['run,batches,median_ms', ...Array.from({ length: 12 }, (_, i) => `run ${i},${100 + i},${i + 1}.5`), ''].join('\n'),
  'text/csv',
  'sources/runs.csv',
);
const log = source(
  'log',
  '# Changelog\n\n## 1.1.0 - 2026-01-10\n\n- Fixed 3 bugs.\n\n## 1.0.0 - 2026-01-01\n\n- Fixed 2 bugs.\n',
  'text/markdown',
  'sources/CHANGELOG.md',
);
const sources = sourceMap(runs, log);
const claims = Array.from({ length: 12 }, (_, i) => [
  claim(`Run ${i} processed ${100 + i + (i % 3 === 0 ? 1 : 0)} batches.`, ['runs'], { id: `p${i}/a` }),
  claim(`Its median latency was ${i + 1}.5 ms.`, ['runs'], {
    id: `p${i}/b`,
    context: [`Run ${i} processed ${100 + i} batches.`],
  }),
  claim(`Release 1.${i % 2}.0 fixed ${2 + (i % 3)} bugs.`, ['log'], { id: `p${i}/c` }),
]).flat();

describe('the deterministic tier on worker threads', () => {
  it('gives each job the result the main thread gives', async () => {
    const jobs = claims.map((c) => ({ claimText: c.text, sourceId: c.sourceRefs[0]!, context: c.context ?? [] }));
    const results = await assessInParallel(jobs, sources, 2);
    for (const job of jobs)
      expect(results.get(jobKey(job))).toEqual(
        assessDeterministic(job.claimText, sources.get(job.sourceId)!, job.context),
      );
  });

  it('engine.prepare changes no verdict, and is used only when each thread has enough claims', async () => {
    const verdicts = async (perWorker?: number) => {
      const engine = await createGroundingEngine(
        { tiers: ['deterministic'] },
        { cache: null, ...(perWorker ? { perWorker } : {}) },
      );
      await engine.prepare(claims, sources);
      const out = [];
      for (const c of claims) out.push(await engine.ground(c, sources));
      await engine.close();
      return out;
    };
    const alone = await verdicts();
    expect(await verdicts(1)).toEqual(alone);
    expect(alone.map((v) => v.status)).toContain('refuted');
    expect(alone.map((v) => v.status)).toContain('grounded');
    expect(workerCount(claims.length, 32)).toBeLessThan(2);
    expect(workerCount(claims.length, 1)).toBeGreaterThanOrEqual(1);
  });
});
