// Module workers: which file a worker runs and how (plain JavaScript, or TypeScript through tsx), and how a run fails.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runModuleWorker, siblingModule, workerCount } from '../../src/core/worker.js';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

describe('the module beside a caller', () => {
  it('has the extension of the calling module', () => {
    expect(siblingModule('file:///app/lib/grounding/pool.js', 'worker').href).toBe(
      'file:///app/lib/grounding/worker.js',
    );
    expect(siblingModule('file:///app/src/grounding/pool.ts', 'worker').href).toBe(
      'file:///app/src/grounding/worker.ts',
    );
  });
});

describe('how many workers a run uses', () => {
  it('gives each worker at least a full share of jobs, and never uses more workers than cores', () => {
    const cores = availableParallelism();
    expect(workerCount(0, 10)).toBe(0);
    expect(workerCount(5, 10)).toBe(0);
    expect(workerCount(10, 10)).toBe(1);
    expect(workerCount(cores * 4 + 3, 4)).toBe(cores);
    expect(workerCount(1_000_000, 1)).toBe(cores);
  });
});

describe('a module worker', () => {
  it('runs a JavaScript module as it is, without the TypeScript loader', async () => {
    await expect(runModuleWorker<string>(fixture('worker-loader-probe.js'), 'go', 'probe')).resolves.toBe(
      'plain JavaScript only',
    );
  });

  it('runs a TypeScript module through tsx and resolves with its one reply', async () => {
    await expect(runModuleWorker<string>(fixture('worker-echo.ts'), 'hello', 'echo')).resolves.toBe('echo: hello');
  });

  it('rejects, naming the worker and its exit code, when the worker stops without replying', async () => {
    await expect(runModuleWorker(fixture('worker-silent.js'), 'hello', 'silent')).rejects.toThrow(
      new Error('the silent worker stopped (exit 0)'),
    );
  }, 10_000);
});
