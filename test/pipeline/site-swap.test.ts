// The swap into dist/ stopped at every step by an injected fault: dist/ is always a whole site, old or new, and the next run recovers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { takePublishLock } from '../../src/adapters/publish-lock.js';
import {
  markComplete,
  promote,
  realSwapFs,
  recoverSite,
  releaseDir,
  releasesDir,
  type SwapFs,
} from '../../src/adapters/site-swap.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-swap-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A release with one page saying which run built it. */
function build(outDir: string, runId: string): void {
  const dir = releaseDir(outDir, runId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<p>${runId}</p>`);
  markComplete(outDir, runId);
}

const site = (outDir: string): string | undefined => {
  try {
    return readFileSync(join(outDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
};

/** The real file system, failing at the `failAt`-th call (0-based) as a process killed there would. */
function faulty(failAt: number): SwapFs & { calls: number } {
  const wrapped = { calls: 0 } as SwapFs & { calls: number };
  for (const name of ['symlink', 'rename', 'remove'] as const) {
    wrapped[name] = ((...args: [string, string]) => {
      if (wrapped.calls++ === failAt) throw new Error(`killed at call ${failAt} (${name})`);
      return (realSwapFs[name] as (...a: [string, string]) => void)(...args);
    }) as never;
  }
  wrapped.exists = realSwapFs.exists;
  wrapped.readLink = realSwapFs.readLink;
  wrapped.list = realSwapFs.list;
  return wrapped;
}

describe('the swap into the output directory', () => {
  it('keeps a whole site at every step it can be killed at, and the next run recovers', () => {
    // Enough steps to cover moving a pre-release folder aside, making the link, renaming it and pruning.
    for (let failAt = 0; failAt < 12; failAt += 1) {
      for (const legacy of [true, false]) {
        const root = mkdtempSync(join(work, 'case-'));
        const outDir = join(root, 'dist');
        if (legacy) {
          mkdirSync(outDir);
          writeFileSync(join(outDir, 'index.html'), '<p>old</p>');
        } else {
          build(outDir, 'old');
          promote(outDir, 'old');
        }
        build(outDir, 'new');
        let killed = false;
        try {
          promote(outDir, 'new', faulty(failAt));
        } catch {
          killed = true;
        }
        // Whatever step it stopped at, readers get a whole site once the next run has recovered...
        recoverSite(outDir, []);
        expect(['<p>old</p>', '<p>new</p>'], `failAt ${failAt} legacy ${legacy}`).toContain(site(outDir));
        // ...and a finished swap is the new site.
        if (!killed) expect(site(outDir)).toBe('<p>new</p>');
        // The next publish goes through.
        build(outDir, 'next');
        promote(outDir, 'next');
        expect(site(outDir)).toBe('<p>next</p>');
      }
    }
  });

  it('removes releases that never went live, half-made links, and keeps one release to go back to', () => {
    const root = mkdtempSync(join(work, 'prune-'));
    const outDir = join(root, 'dist');
    for (const run of ['a', 'b', 'c']) {
      build(outDir, run);
      promote(outDir, run);
    }
    mkdirSync(releaseDir(outDir, 'killed'), { recursive: true });
    writeFileSync(join(root, '.dist.link-zzz'), 'x');
    const done = recoverSite(outDir, []);
    expect(done).toEqual(['removed the half-made link .dist.link-zzz', 'removed the unfinished release killed']);
    expect(
      realSwapFs
        .list(releasesDir(outDir))
        .filter((n) => !n.endsWith('.complete'))
        .sort(),
    ).toEqual(['b', 'c']);
    expect(site(outDir)).toBe('<p>c</p>');
  });
});

describe('the publish lock', () => {
  it('refuses a second publish while the first runs, and takes over a lock its dead owner left', () => {
    const root = mkdtempSync(join(work, 'lock-'));
    const first = takePublishLock(root, 'run-1');
    expect(() => takePublishLock(root, 'run-2')).toThrow(/another publish of this blog is running/u);
    first.release();
    const second = takePublishLock(root, 'run-2');
    second.release();
    // A lock whose process has ended (pid 2^22 + 1 is past any pid this machine gives).
    mkdirSync(join(root, '.warrant'), { recursive: true });
    writeFileSync(
      join(root, '.warrant/publish.lock'),
      JSON.stringify({ pid: 4194305, runId: 'dead-run', started: 'x' }),
    );
    const third = takePublishLock(root, 'run-3');
    expect(third.tookOverFrom).toBe('dead-run');
    third.release();
  });
});
