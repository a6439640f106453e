// `warrant sources add | list | check` as a user runs them: pinning a file with its hash and registry line, the
// refusals (a duplicate id, a file that is not text), and re-hashing that names a changed copy and what changed.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { warrantIn } from '../cli-run.js';
import { makeProject } from '../../scripts/temp-project.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { parseSources } from '../../src/inputs/sources.js';
import { sourceCopyPath } from '../../src/projections/source-copy.js';

const project = makeProject({}, []);
const outside = join(project.root, '..', `${project.root.split('/').pop() ?? 'x'}-incoming`);
afterAll(() => {
  project.remove();
  rmSync(outside, { recursive: true, force: true });
});

const warrant = (...args: string[]) => warrantIn(project.root, ...args);

const registry = () => parseSources('r', readFileSync(join(project.root, 'ledger/sources.jsonl'), 'utf8'));
const CSV = 'year,servers\n2025,40\n2026,42\n';

describe('warrant sources', () => {
  it('add pins a copy under ledger/sources, hashes it and appends a registry line that parses', async () => {
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'fleet.csv'), CSV);
    const added = await warrant(
      'sources',
      'add',
      join(outside, 'fleet.csv'),
      '--id',
      'fleet',
      '--title',
      'Fleet size by year',
      '--tier',
      'measurement',
      '--sensitivity',
      'public',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toBe(
      `registered fleet (Fleet size by year): ledger/sources/fleet.csv, SHA-256 ${sha256Hex(CSV).slice(0, 12)}…; cite it as [@fleet]\n`,
    );
    expect(readFileSync(join(project.root, 'ledger/sources/fleet.csv'), 'utf8')).toBe(CSV);
    const { sources, findings } = registry();
    expect(findings).toEqual([]);
    expect(sources).toEqual([
      {
        id: 'fleet',
        uri: 'ledger/sources/fleet.csv',
        title: 'Fleet size by year',
        tier: 'measurement',
        sensitivity: 'public',
        sha256: sha256Hex(CSV),
      },
    ]);
    const listed = await warrant('sources', 'list');
    expect(listed.stdout).toBe('fleet  measurement  public  ledger/sources/fleet.csv  "Fleet size by year"\n');
  });

  it('refuses an id already registered, and a file that is not text (leaving no copy)', async () => {
    const again = await warrant(
      'sources',
      'add',
      join(outside, 'fleet.csv'),
      ...['--id', 'fleet', '--title', 'Again', '--tier', 'measurement', '--sensitivity', 'public', '--as', 'other.csv'],
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('"fleet" is already registered; choose another id');
    writeFileSync(join(outside, 'chart.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));
    const image = await warrant(
      'sources',
      'add',
      join(outside, 'chart.png'),
      ...['--id', 'chart', '--title', 'Chart', '--tier', 'measurement', '--sensitivity', 'public'],
    );
    expect(image.code).toBe(1);
    expect(image.stdout).toContain('error source/not-text');
    expect(existsSync(join(project.root, 'ledger/sources/chart.png'))).toBe(false);
    expect(registry().sources.map((s) => s.id)).toEqual(['fleet']);
  });

  it('check passes matching copies, and names a changed one with the line that changed since it was published', async () => {
    const clean = await warrant('sources', 'check');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe('1 of 1 source(s) match their registered SHA-256\n');
    // The published site keeps the registered bytes; the pinned copy is then edited.
    const published = join(project.root, 'dist', sourceCopyPath(sha256Hex(CSV), 'ledger/sources/fleet.csv'));
    mkdirSync(join(published, '..'), { recursive: true });
    writeFileSync(published, CSV);
    writeFileSync(join(project.root, 'ledger/sources/fleet.csv'), CSV.replace('2026,42', '2026,44'));
    const changed = await warrant('sources', 'check');
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('error source/hash-mismatch  source "fleet"');
    expect(changed.stdout).toContain(
      'ledger/sources/fleet.csv:3: changed since it was registered\n    was: 2026,42\n    now: 2026,44\n',
    );
  });
});
