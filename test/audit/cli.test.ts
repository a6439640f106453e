/** @module test/audit/cli: `warrant audit` subcommands on a sample log: output, exit codes, and refusals. */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAuditCommands } from '../../src/cli/audit.js';
import {
  checkInclusionProofDoc,
  openAuditLog,
  parseVerifierKey,
  type InclusionProofDoc,
} from '../../src/audit/index.js';
import { samplePublishRun, tempDir } from './helpers.js';

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

/** Run `warrant <args>` in-process; returns stdout, stderr and the exit code. */
async function warrant(...args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  const program = new Command()
    .name('warrant')
    .option('--root <dir>')
    .option('--format <format>', '', 'text')
    .option('-q, --quiet')
    .exitOverride();
  registerAuditCommands(program);
  process.exitCode = undefined;
  await program.parseAsync(['node', 'warrant', ...args]);
  const code = Number(process.exitCode ?? 0);
  vi.restoreAllMocks();
  return { out, err, code };
}

async function projectWithLog(): Promise<string> {
  const root = tempDir();
  mkdirSync(join(root, 'ledger'));
  const log = await openAuditLog(join(root, 'ledger', 'audit.db'));
  await log.append(samplePublishRun('run-1'));
  await log.close();
  return root;
}

describe('warrant audit', () => {
  it('verify: ok with exit 0, then a checkpoint signed with a fresh dev key is verified with it', async () => {
    const root = await projectWithLog();
    expect(await warrant('--root', root, 'audit', 'verify')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^audit log ok: 14 events, 0 checkpoints verified \(signatures checked with nothing/),
    });
    const cp = await warrant('--root', root, 'audit', 'checkpoint');
    expect(cp.code).toBe(0);
    expect(cp.out).toMatch(/^warrant\.local\/blog\n14\n[A-Za-z0-9+/]{43}=\n\n\u2014 warrant\.local\/blog /);
    expect(existsSync(join(root, 'certs', 'private', 'audit-checkpoint-dev.pem'))).toBe(true);
    expect(cp.err).toMatch(/made a development checkpoint key at .*certs\/private\/audit-checkpoint-dev\.pem/);
    expect((await warrant('--root', root, 'audit', 'checkpoint')).err).toBe(''); // the same key, reused
    const json = await warrant('--root', root, '--format', 'json', 'audit', 'verify');
    expect(json.err).toBe('');
    expect(JSON.parse(json.out)).toMatchObject({
      ok: true,
      size: 14,
      checkpoints: 2,
      signaturesCheckedWith: expect.stringMatching(/development key/),
    });
    const vkey = cp.out.match(/verifier key: (\S+)/)![1]!;
    expect(parseVerifierKey(vkey).name).toBe('warrant.local/blog');
  });

  it('verify: a tampered copy exits 1 and names the first bad seq', async () => {
    const root = await projectWithLog();
    const bad = join(root, 'bad.db');
    copyFileSync(join(root, 'ledger', 'audit.db'), bad);
    const db = new Database(bad);
    db.exec(`DROP TRIGGER events_no_update; UPDATE events SET ts = '2020-01-01T00:00:00Z' WHERE seq = 7`);
    db.close();
    const result = await warrant('--root', root, 'audit', '--db', bad, 'verify');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /^audit log BROKEN at seq 7: hash does not match the event's content\n {2}the first 6 events verify/,
    );
    expect(await warrant('--root', root, 'audit', '--db', bad, 'show', '--post', 'hello')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/AUDIT_CHAIN_BROKEN/),
    });
  });

  it('show: the readable history of a claim and of a post', async () => {
    const root = await projectWithLog();
    const claim = await warrant('--root', root, 'audit', 'show', '--claim', 'c1');
    expect(claim.code).toBe(0);
    expect(claim.out.trim().split('\n')).toHaveLength(4);
    expect(claim.out).toMatch(/^#5 {2}2026-06-21T10:00:00Z {2}ada {2}claim c1 captured/);
    const post = await warrant('--root', root, 'audit', 'show', '--post', 'hello');
    expect(post.out).toMatch(/gate 1 passed hello \(0 findings\)/);
    expect(post.out).toMatch(/post hello captured from content\/posts\/hello\.md: "Hello"/);
    expect(claim.out).toMatch(/claim c1 re-assessed on the page grounded/);
    expect(post.out).toMatch(/credential signed for dist\/hello\/index\.html/);
    expect(await warrant('--root', root, 'audit', 'show', '--claim', 'zzz')).toMatchObject({
      code: 1,
      out: 'no events about claim zzz\n',
    });
    expect(await warrant('--root', root, 'audit', 'show')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/needs --claim ID or --post SLUG/),
    });
  });

  it('prove: an inclusion proof as JSON that checks offline; a bad seq exits 2', async () => {
    const root = await projectWithLog();
    const result = await warrant('--root', root, 'audit', 'prove', '5');
    expect(result.code).toBe(0);
    const doc = JSON.parse(result.out) as InclusionProofDoc;
    expect(doc).toMatchObject({ seq: 5, treeSize: 14 });
    expect(checkInclusionProofDoc(doc)).toEqual({ ok: true });
    expect(await warrant('--root', root, 'audit', 'prove', '15')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/AUDIT_RANGE_INVALID/),
    });
    expect(await warrant('--root', root, 'audit', 'prove', 'x')).toMatchObject({ code: 2 });
  });

  it('export --prov: JSON-LD from the verified log', async () => {
    const root = await projectWithLog();
    const result = await warrant('--root', root, 'audit', 'export', '--prov');
    expect(result.code).toBe(0);
    const doc = JSON.parse(result.out) as { '@graph': { '@id': string }[] };
    expect(doc['@graph'].some((n) => n['@id'] === 'urn:warrant:run:run-1:claim:c1')).toBe(true);
    expect(await warrant('--root', root, 'audit', 'export')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--prov/),
    });
  });

  it('a missing log is a plain coded error, not a stack trace, and is not created', async () => {
    const root = tempDir();
    const result = await warrant('--root', root, 'audit', 'verify');
    expect(result).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^warrant: INPUT_UNREADABLE: cannot open the audit log .*ledger\/audit\.db/),
    });
    expect(result.err).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, 'ledger', 'audit.db'))).toBe(false);
  });
});
