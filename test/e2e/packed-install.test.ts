// Warrant as another project gets it: the packed tarball installed offline into a fresh Astro project, then `warrant
// init`, `warrant sources add` and `warrant publish` there; and the example blog in examples/astro-blog, built the same way.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../../scripts/temp-project.js';
import { commandIn, type CliResult } from '../cli-run.js';

const run = promisify(execFile);
const dirs: string[] = [];
let tarball = '';

function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/**
 * Install the tarball into a project with npm, offline: the packages it depends on are linked in from this repository's
 * node_modules first (hard links, each file a new name, never written through), so npm resolves them without a
 * network, as a registry mirror would give them.
 */
async function install(dir: string): Promise<void> {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  // (npm's record of the repository's own tree and the build caches are the repository's, not the project's.)
  const packages = readdirSync(join(REPO, 'node_modules')).filter((name) => !name.startsWith('.') || name === '.bin');
  await run('cp', ['-al', ...packages.map((name) => join(REPO, 'node_modules', name)), join(dir, 'node_modules')]);
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** `npx warrant ...` in the project: the command the package installed, as a user runs it. */
function warrant(dir: string, ...args: string[]): Promise<CliResult> {
  return commandIn(dir, join(dir, 'node_modules/.bin/warrant'), args);
}

beforeAll(async () => {
  const out = temp('warrant-pack-');
  // (lib/ is built by `npm test` before the tests run; the tarball is what `npm publish` would upload.)
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', out], {
    cwd: REPO,
  });
  tarball = join(out, stdout.trim().split('\n').at(-1) ?? '');
}, 120_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the built library, the site components and no tests, sources of the sample or keys', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.split('\n').filter((f) => f !== '');
    expect(files).toContain('package/lib/cli/main.js');
    expect(files).toContain('package/lib/index.js');
    expect(files).toContain('package/src/site/components/index.ts');
    expect(files).toContain('package/src/site/components/Provenance.astro');
    expect(files.filter((f) => /^package\/(?:test|content|ledger|scripts)\//u.test(f))).toEqual([]);
    expect(files.filter((f) => /private|\.key$|\.pk8$/u.test(f))).toEqual([]);
  });

  it('sets up a fresh Astro project: init, sources add, then publish, and a wrong figure blocks', async () => {
    const dir = temp('warrant-fresh-');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'fresh-blog', private: true, type: 'module', dependencies: { astro: '6.0.5' } }),
    );
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      "// @ts-check\nimport { defineConfig } from 'astro/config';\n\n// https://astro.build/config\nexport default defineConfig({});\n",
    );
    mkdirSync(join(dir, 'src/pages'), { recursive: true });
    writeFileSync(
      join(dir, 'src/pages/index.astro'),
      '---\n---\n<html lang="en"><head><meta charset="utf-8" /><title>My blog</title></head><body><h1>My blog</h1></body></html>\n',
    );
    await install(dir);

    const init = await warrant(dir, 'init');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('✓ added the Warrant integration to astro.config.mjs');
    expect(init.stdout).toContain('✓ made src/content.config.ts');
    expect(init.stdout).toContain('✓ made src/pages/posts/[slug].astro');
    expect(readFileSync(join(dir, 'src/pages/index.astro'), 'utf8')).toContain('My blog');

    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data/release.txt'), 'Release: 2.4.0\nReleased: 2025-06-03\nContributors: 17\n');
    const add = await warrant(
      dir,
      ...['sources', 'add', 'data/release.txt', '--id', 'release', '--title', 'Release notes'],
      ...['--tier', 'record', '--sensitivity', 'public'],
    );
    expect(add.code).toBe(0);
    const post = (contributors: string): string =>
      `---\ntitle: What the new release brings\ndate: 2025-06-10\nauthor: Sam Writer\nsummary: A look at a release.\n---\n\nVersion 2.4.0 came out on June 3rd, 2025 [@release]. ${contributors} people contributed to it [@release].\n`;
    writeFileSync(join(dir, 'content/posts/release.md'), post('Eighteen'));
    expect((await warrant(dir, 'certs', 'init')).code).toBe(0);

    const blocked = await warrant(dir, 'publish', '--quiet');
    expect(blocked.code).toBe(1);
    expect(blocked.stdout + blocked.stderr).toMatch(
      /release\.md:8:\d+ +error gate1\/refuted .*gives 17 for "Contributors"/u,
    );
    expect(existsSync(join(dir, 'dist/posts/release/index.html'))).toBe(false);

    writeFileSync(join(dir, 'content/posts/release.md'), post('Seventeen'));
    const published = await warrant(dir, 'publish', '--quiet');
    expect(published.code).toBe(0);
    const page = readFileSync(join(dir, 'dist/posts/release/index.html'), 'utf8');
    expect(page).toContain('Evidence and provenance');
    expect(page).toContain('Seventeen people contributed to it');
    expect(page).toContain('grounded in its cited source');
    const verified = await warrant(dir, 'verify', 'dist', '--anchors', 'certs/trust-anchors.pem');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('Trusted');
  });

  it('builds the example blog in examples/astro-blog, which uses Warrant through its exports only', async () => {
    const dir = temp('warrant-example-');
    cpSync(join(REPO, 'examples/astro-blog'), dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The example names the tarball `npm pack` makes of this version: a version bump must update it.
    expect(manifest.dependencies['warrant']).toBe(`file:${tarball.split('/').at(-1) ?? ''}`);
    cpSync(tarball, join(dir, tarball.split('/').at(-1) ?? ''));
    await install(dir);
    expect((await warrant(dir, 'certs', 'init')).code).toBe(0);
    const published = await warrant(dir, 'publish', '--quiet');
    expect(published.stdout + published.stderr).not.toMatch(/error/u);
    expect(published.code).toBe(0);
    for (const slug of ['hut-summer', 'ridge-survey'])
      expect(readFileSync(join(dir, `dist/posts/${slug}/index.html`), 'utf8')).toContain('Evidence and provenance');
    expect((await warrant(dir, 'verify', 'dist', '--anchors', 'certs/trust-anchors.pem')).code).toBe(0);
  });
});
