/**
 * @module adapters/site-swap: putting a built site in place atomically, and recovering from a run killed on the way.
 * Each publish builds into its own release folder beside the output directory (`.dist.releases/<run>`); the output
 * directory is a symbolic link to the current release, switched by rename(2), which replaces a link in one step. A
 * reader (or a web server) sees the whole old site or the whole new one, never none. The file system is passed in, so a
 * test can stop the swap at any step.
 */
import * as fs from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** The file-system calls the swap makes; the real ones by default. */
export interface SwapFs {
  symlink(target: string, path: string): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  exists(path: string): boolean;
  /** The link's target, or undefined when the path is no symbolic link. */
  readLink(path: string): string | undefined;
  list(dir: string): string[];
}

export const realSwapFs: SwapFs = {
  symlink: (target, path) => fs.symlinkSync(target, path),
  rename: (from, to) => fs.renameSync(from, to),
  remove: (path) => fs.rmSync(path, { recursive: true, force: true }),
  exists: (path) => {
    try {
      fs.lstatSync(path);
      return true;
    } catch {
      return false;
    }
  },
  readLink: (path) => {
    try {
      return fs.lstatSync(path).isSymbolicLink() ? fs.readlinkSync(path) : undefined;
    } catch {
      return undefined;
    }
  },
  list: (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []),
};

/** Where the releases of an output directory live: a hidden folder beside it. */
export function releasesDir(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.releases`);
}

/** The folder a run builds its release into. */
export function releaseDir(outDir: string, runId: string): string {
  return join(releasesDir(outDir), runId);
}

/** Releases kept after a swap: the current one and the one before it (an instant way back). */
const KEEP = 2;

/**
 * Switch the output directory to the run's release. A new link is made beside it and renamed over it. An output
 * directory that is still a real folder (a site published before releases) is first moved into the releases.
 */
export function promote(outDir: string, runId: string, io: SwapFs = realSwapFs): void {
  const parent = dirname(outDir);
  const release = releaseDir(outDir, runId);
  const link = join(parent, `.${basename(outDir)}.link-${runId}`);
  if (io.exists(outDir) && io.readLink(outDir) === undefined)
    io.rename(outDir, join(releasesDir(outDir), `before-${runId}`));
  io.symlink(relative(parent, release), link);
  io.rename(link, outDir);
  prune(outDir, io);
}

/** Remove releases other than the current one and the newest before it. */
function prune(outDir: string, io: SwapFs): void {
  const current = basename(io.readLink(outDir) ?? '');
  const dir = releasesDir(outDir);
  const others = releases(dir, io)
    .filter((name) => name !== current)
    .sort((a, b) => modified(join(dir, b)) - modified(join(dir, a)));
  for (const name of others.slice(KEEP - 1)) {
    io.remove(join(dir, name));
    io.remove(join(dir, `${name}${DONE}`));
  }
}

function modified(path: string): number {
  try {
    return fs.statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Put right what a killed run left: an output directory moved away but not replaced is restored (the newest release),
 * half-made links and the releases of runs that never went live are removed. Returns what it did, in words. `live` runs
 * (this one) are left alone.
 */
export function recoverSite(outDir: string, live: readonly string[], io: SwapFs = realSwapFs): string[] {
  const done: string[] = [];
  const parent = dirname(outDir);
  const dir = releasesDir(outDir);
  for (const name of io.list(parent)) {
    if (name.startsWith(`.${basename(outDir)}.link-`)) {
      io.remove(join(parent, name));
      done.push(`removed the half-made link ${name}`);
    }
  }
  const target = io.readLink(outDir);
  if (!io.exists(outDir) || (target !== undefined && !io.exists(join(parent, target)))) {
    // The site was moved aside and the swap never finished: the site that was live before goes back.
    const before = releases(dir, io).find((name) => name.startsWith('before-'));
    const fallback = before ?? newest(dir, io, live);
    if (fallback) {
      if (io.exists(outDir)) io.remove(outDir);
      io.symlink(relative(parent, join(dir, fallback)), outDir);
      done.push(`restored ${basename(outDir)} to the release ${fallback}`);
    }
  }
  const current = basename(io.readLink(outDir) ?? '');
  for (const name of releases(dir, io)) {
    // A release that never went live unfinished (a killed or blocked run) is not kept.
    if (name === current || live.includes(name) || complete(dir, name, io)) continue;
    io.remove(join(dir, name));
    done.push(`removed the unfinished release ${name}`);
  }
  return done;
}

/** Mark a release complete (every page built, signed and written): only a complete release may go live or come back. */
export function markComplete(outDir: string, runId: string): void {
  fs.writeFileSync(join(releasesDir(outDir), `${runId}${DONE}`), `${runId}\n`);
}

const DONE = '.complete';

/** The release folders (not their markers). */
function releases(dir: string, io: SwapFs): string[] {
  return io.list(dir).filter((name) => !name.endsWith(DONE));
}

/** A release is complete when marked so; a site moved aside from before releases ("before-") was live, so it is too. */
function complete(dir: string, name: string, io: SwapFs): boolean {
  return name.startsWith('before-') || io.exists(join(dir, `${name}${DONE}`));
}

function newest(dir: string, io: SwapFs, live: readonly string[]): string | undefined {
  return releases(dir, io)
    .filter((name) => !live.includes(name) && complete(dir, name, io))
    .sort((a, b) => modified(join(dir, b)) - modified(join(dir, a)))[0];
}
