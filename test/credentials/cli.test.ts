/** @module test/credentials/cli: `warrant certs init` and `warrant verify` through their registrars: output and exit codes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerCertsCommands } from '../../src/cli/certs.js';
import { registerVerifyCommand } from '../../src/cli/verify.js';
import { credentialPages, loadCredentialConfig } from '../../src/credentials/index.js';
import { SAMPLE_GROUNDING, SAMPLE_PAGE } from './fixtures.js';

let root: string;

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const program = new Command().option('--root <dir>').option('--format <format>', '', 'text').option('-q, --quiet');
  registerCertsCommands(program);
  registerVerifyCommand(program);
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    process.exitCode = 0;
    await program.parseAsync(['node', 'warrant', '--root', root, ...args]);
    return { code: Number(process.exitCode ?? 0), out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'warrant-cli-'));
});
afterEach(() => {
  process.exitCode = 0;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('warrant certs init and warrant verify', () => {
  it('makes development certificates once, then verifies a signed page as Trusted (exit 0) and a tampered one as Invalid (exit 1)', async () => {
    const first = await run('certs', 'init');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/trust anchor \(development CA\): certs\/trust-anchors\.pem/);
    expect((await run('certs', 'init')).out).toMatch(/already exist/);

    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), SAMPLE_PAGE);
    const config = loadCredentialConfig(root);
    if (!config) throw new Error('expected certs');
    await credentialPages(
      { outDir: dist, pages: [{ post: 'p', htmlPath: 'index.html', grounding: SAMPLE_GROUNDING }] },
      config,
    );

    const ok = await run('verify', dist);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^Trusted\s+dist\/index\.html\s+\(signed by Warrant Development Signer\)/m);
    expect(ok.out).toMatch(/✓ assertion\.dataHash\.match: The file’s bytes are exactly the bytes that were signed\./);

    const json = await run(
      '--format',
      'json',
      'verify',
      join(dist, 'index.html'),
      '--anchors',
      join(root, 'certs', 'trust-anchors.pem'),
    );
    expect((JSON.parse(json.out) as { results: { state: string }[] }).results.map((r) => r.state)).toEqual(['Trusted']);
    // --anchors before the path, given twice: each adds a file, and the path is still the path.
    const before = await run(
      '--format',
      'json',
      'verify',
      '--anchors',
      join(root, 'certs', 'trust-anchors.pem'),
      '--anchors',
      join(root, 'certs', 'tsa-chain.pem'),
      join(dist, 'index.html'),
    );
    expect(before.err).toBe('');
    const parsed = JSON.parse(before.out) as { anchors: string[]; results: { state: string }[] };
    expect(parsed.anchors).toEqual([join(root, 'certs', 'trust-anchors.pem'), join(root, 'certs', 'tsa-chain.pem')]);
    expect(parsed.results.map((r) => r.state)).toEqual(['Trusted']);

    writeFileSync(join(dist, 'index.html'), `${SAMPLE_PAGE} `);
    const bad = await run('verify', dist);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^Invalid\s+dist\/index\.html/m);
    expect(bad.out).toMatch(/✗ assertion\.dataHash\.mismatch: The file was changed after it was signed/);
  });

  it('a path that does not exist is exit 2 with a plain message', async () => {
    const result = await run('verify', join(root, 'nope'));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/INPUT_UNREADABLE: .*nope does not exist/);
  });
});
