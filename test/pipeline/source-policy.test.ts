// What may be a source at all: a real path inside the project, never a key, the log or a cache, no git-ignored public file, text only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSources, readSourceRegistry } from '../../src/adapters/project-files.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { loadConfig, sourcePolicy } from '../../src/pipeline/config.js';
import { makeProject, type TempProject } from '../../scripts/temp-project.js';

const projects: TempProject[] = [];
afterAll(() => {
  for (const p of projects) p.remove();
});

/** A project whose registry lists `entries` (file -> bytes), each registered with the hash of its bytes. */
function project(entries: Record<string, { bytes: Buffer | string; sensitivity?: string; link?: string }>) {
  const p = makeProject({}, []);
  projects.push(p);
  const lines: string[] = [];
  for (const [file, entry] of Object.entries(entries)) {
    const path = join(p.root, file);
    mkdirSync(join(path, '..'), { recursive: true });
    if (entry.link) symlinkSync(entry.link, path);
    else writeFileSync(path, entry.bytes);
    lines.push(
      JSON.stringify({
        id: file.replace(/[^a-z0-9]+/giu, '-'),
        uri: file,
        title: file,
        tier: 'record',
        sensitivity: entry.sensitivity ?? 'public',
        sha256: sha256Hex(entry.bytes),
      }),
    );
  }
  p.write('ledger/sources.jsonl', `${lines.join('\n')}\n`);
  const registry = readSourceRegistry(p.root);
  const config = loadConfig(p.root);
  const { loaded, findings } = loadSources(p.root, registry.sources, registry.lines, sourcePolicy(config));
  return { loaded, codes: findings.map((f) => f.code), messages: findings.map((f) => f.message), root: p.root };
}

describe('the sources a project may register', () => {
  it('refuses a symlink that leaves the project, and keeps one that stays inside', () => {
    const passwd = '/etc/passwd';
    const r = project({
      'ledger/sources/users.txt': { bytes: '', link: passwd },
      'ledger/sources/real.txt': { bytes: 'The fleet ran 42 servers.\n' },
    });
    expect(r.codes).toEqual(['source/outside-project']);
    expect(r.messages[0]).toContain('leads outside the project');
    expect([...r.loaded.keys()]).toEqual(['ledger-sources-real-txt']);
  });

  it('refuses the private key, the audit log and the verdict cache', () => {
    const r = project({
      'certs/private/signing.key': { bytes: '-----BEGIN PRIVATE KEY-----\n' },
      'ledger/audit.db': { bytes: 'SQLite format 3' },
      'ledger/verdicts.db-wal': { bytes: 'wal' },
    });
    expect(r.codes).toEqual(['source/forbidden', 'source/forbidden', 'source/forbidden']);
    expect(r.loaded.size).toBe(0);
  });

  it('refuses a public source git ignores, unless the configuration allows it', () => {
    const ignored = { 'secrets/notes.txt': { bytes: 'The fleet ran 42 servers.\n' } };
    // A private source may be ignored: it is never published.
    const fresh = (extra?: object) => {
      const q = makeProject({}, [], extra ? { 'warrant.config.json': JSON.stringify(extra) } : {});
      projects.push(q);
      execFileSync('git', ['init', '-q', q.root]);
      writeFileSync(join(q.root, '.gitignore'), 'secrets/\n');
      mkdirSync(join(q.root, 'secrets'));
      writeFileSync(join(q.root, 'secrets/notes.txt'), ignored['secrets/notes.txt'].bytes);
      const line = (sensitivity: string) =>
        JSON.stringify({
          id: 'notes',
          uri: 'secrets/notes.txt',
          title: 'Notes',
          tier: 'record',
          sensitivity,
          sha256: sha256Hex(ignored['secrets/notes.txt'].bytes),
        });
      return { q, line };
    };
    for (const [sensitivity, allow, expected] of [
      ['public', undefined, ['source/git-ignored']],
      ['internal', undefined, []],
      ['public', { sources: { allowIgnored: ['notes'] } }, []],
    ] as const) {
      const { q, line } = fresh(allow);
      q.write('ledger/sources.jsonl', `${line(sensitivity)}\n`);
      const registry = readSourceRegistry(q.root);
      const config = loadConfig(q.root);
      const { findings } = loadSources(q.root, registry.sources, registry.lines, sourcePolicy(config));
      expect(findings.map((f) => f.code)).toEqual(expected);
    }
  });

  it('names a copy that is not text, without calling its hash wrong; a BOM is text', () => {
    const r = project({
      'ledger/sources/chart.png': { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]) },
      'ledger/sources/bom.txt': { bytes: Buffer.from('\ufeffThe fleet ran 42 servers.\n', 'utf8') },
    });
    expect(r.codes).toEqual(['source/not-text']);
    expect(r.messages[0]).toContain('its SHA-256 matches');
    expect(sha256Hex(r.loaded.get('ledger-sources-bom-txt')?.text ?? '')).toBe(
      sha256Hex(Buffer.from('\ufeffThe fleet ran 42 servers.\n', 'utf8')),
    );
  });

  it('names a pinned copy that is missing, or whose bytes changed since it was registered, at its registry line', () => {
    const p = makeProject({}, [
      { id: 'kept', file: 'ledger/sources/kept.txt', text: 'The fleet ran 42 servers.\n' },
      { id: 'gone', file: 'ledger/sources/gone.txt', text: 'The fleet ran 40 servers.\n' },
      { id: 'edited', file: 'ledger/sources/edited.txt', text: 'The fleet ran 42 servers.\n' },
    ]);
    projects.push(p);
    rmSync(join(p.root, 'ledger/sources/gone.txt'));
    // One byte changed after registration: the figure a claim would be checked against is no longer the pinned one.
    p.write('ledger/sources/edited.txt', 'The fleet ran 43 servers.\n');
    const registry = readSourceRegistry(p.root);
    const { loaded, findings } = loadSources(
      p.root,
      registry.sources,
      registry.lines,
      sourcePolicy(loadConfig(p.root)),
    );
    expect(findings.map((f) => [f.code, f.file, f.line, f.severity])).toEqual([
      ['source/missing-copy', 'ledger/sources.jsonl', 2, 'error'],
      ['source/hash-mismatch', 'ledger/sources.jsonl', 3, 'error'],
    ]);
    expect(findings[0]?.message).toBe('source "gone": pinned copy ledger/sources/gone.txt is missing');
    expect(findings[1]?.message).toMatch(
      /^source "edited": ledger\/sources\/edited.txt has SHA-256 [0-9a-f]{12}…, registered [0-9a-f]{12}…$/u,
    );
    // Neither is read: no claim can be checked against a copy that is not the one registered.
    expect([...loaded.keys()]).toEqual(['kept']);
  });

  it('refuses an audit log or verdict cache configured where the site is published', () => {
    for (const config of [{ auditDb: 'public/audit.db' }, { verdictCache: 'dist/verdicts.db' }]) {
      const p = makeProject({}, [], { 'warrant.config.json': JSON.stringify(config) });
      projects.push(p);
      expect(() => loadConfig(p.root)).toThrow(/is published with the site/u);
    }
  });
});
