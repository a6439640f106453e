// TOML and INI sources: their `key = value` entries, named by the tables they sit in, and the verdicts that rest on them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/grounding/config-entries.js';

const configEntries = (text: string) => readConfig(text).entries;
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { fact } from './fixtures.js';

const toml = (t: string) => ({ uri: 'Cargo.toml', mediaType: 'text/plain', text: t, title: '' });
const json = (t: string) => ({ uri: 'scores.json', mediaType: 'application/json', text: t, title: '' });
const ini = (t: string) => ({ uri: 'settings.ini', mediaType: 'text/plain', text: t, title: '' });
const source = (s: { uri: string; text: string; mediaType: string }) => ({
  ...s,
  id: 's1',
  title: 's',
  tier: 'record' as const,
  sensitivity: 'public' as const,
  sha256: 'x',
});

const CARGO = [
  '[package]',
  'name = "ripgrep"',
  'version = "14.1.0"   # the release',
  '',
  '[dependencies]',
  'serde = { version = "1.0.190", features = ["derive", "std"] }',
  "regex = '1.10.2'",
  '',
  '[profile.release]',
  'opt-level = 3',
  'codegen-units = 1',
  'members = [',
  '  "crates/core",',
  '  "crates/cli",',
  ']',
  '',
].join('\n');

describe('the entries of a TOML or INI file', () => {
  it('names each value by its tables and keys, without its quotes or comment', () => {
    const entries = configEntries(CARGO).map((e) => `${e.path.join('.')}=${e.value}`);
    expect(entries).toEqual([
      'package.name=ripgrep',
      'package.version=14.1.0',
      'dependencies.serde.version=1.0.190',
      'dependencies.serde.features=[derive, std]',
      'dependencies.regex=1.10.2',
      'profile.release.opt-level=3',
      'profile.release.codegen-units=1',
      'profile.release.members=[crates/core, crates/cli]',
    ]);
  });

  it('places each entry on its line, and a value that goes on over lines on all of them', () => {
    const entries = configEntries(CARGO);
    const line = (offset: number) => CARGO.slice(0, offset).split('\n').length;
    const byKey = new Map(entries.map((e) => [e.path.join('.'), e]));
    expect(line(byKey.get('package.version')?.range.start ?? -1)).toBe(3);
    expect(CARGO.slice(byKey.get('package.version')?.valueStart).startsWith('"14.1.0"')).toBe(true);
    const members = byKey.get('profile.release.members');
    expect([line(members?.range.start ?? -1), line(members?.range.end ?? -1)]).toEqual([12, 15]);
  });

  it('reads quoted and dotted keys, a "#" inside quotes, arrays of tables and INI sections with spaces in keys', () => {
    const text = [
      '"site.name" = "a # b"',
      'server.http.port = 8080',
      '[[bin]]',
      'name = "rg"',
      '; an INI comment',
      '[Pool Settings]',
      'max size = 20',
    ].join('\n');
    expect(configEntries(text).map((e) => `${e.path.join('|')}=${e.value}`)).toEqual([
      'site.name=a # b',
      'server|http|port=8080',
      'bin|name=rg',
      'Pool Settings|max size=20',
    ]);
  });

  it('stops a value left open at the end of the text, and reads nothing from text that is no entry', () => {
    expect(configEntries('list = [1, 2,\n3').map((e) => e.value)).toEqual(['[1, 2, 3']);
    expect(configEntries('Just a sentence.\n# a comment\n')).toEqual([]);
  });

  it('never throws, and every entry lies inside the text with its value after its key', () => {
    const piece = fc.constantFrom(
      '[a]',
      '[[b.c]]',
      'k = 1',
      'x.y = "q # r"',
      'z = [1,',
      ']',
      '{',
      '}',
      '"',
      "'''",
      '#',
      ' ',
      '\n',
      '=',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        for (const e of configEntries(text)) {
          expect(e.range.start).toBeGreaterThanOrEqual(0);
          expect(e.range.end).toBeLessThanOrEqual(text.length);
          expect(e.valueStart).toBeGreaterThan(e.range.start);
          expect(e.path.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('a TOML or INI source', () => {
  it('gives each value the key path a JSON or YAML file would, on its own line', () => {
    const m = sourceModel(toml(CARGO));
    expect(m.lines.locate(fact(m, 'q:3', 'profile.release.opt-level').range.start).line).toBe(10);
    expect(fact(m, 'v:1.10.2').label).toBe('dependencies.regex');
  });

  it('is read as text when a .cfg file holds no entries', () => {
    const m = sourceModel({
      uri: 'notes.cfg',
      mediaType: 'text/plain',
      text: 'The pool holds 20 connections.\n',
      title: '',
    });
    expect(fact(m, 'q:20').unit.kind).toBe('sentence');
  });

  it('checks a value against the table the claim names, not another table with the same key', () => {
    const settings = ini('[server]\nport = 8080\nworkers = 4\n\n[database]\nport = 5432\npool_size = 20\n');
    const verdict = (claim: string) => assessDeterministic(claim, source(settings));
    expect(verdict('The database listens on port 5432.').support).toBe('supported');
    const wrong = verdict('The database listens on port 8080.');
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('5432 for "database.port" (settings.ini:6)');
    expect(verdict('The server runs 4 workers.').support).toBe('supported');
    expect(verdict('The server runs 8 workers.').rule).toContain('4 for "server.workers"');
  });

  it('refutes a wrong version from a dependency table', () => {
    const r = assessDeterministic('ripgrep depends on regex 1.9.0.', source(toml(CARGO)));
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('1.10.2 for "dependencies.regex" (Cargo.toml:7)');
  });
});

describe('a limit the claim states', () => {
  const pool =
    '{\n  "database": {\n    "pool": {\n      "max_connections": 50\n    }\n  },\n  "server": {\n    "max_connections": 1000\n  }\n}\n';
  const verdict = (claim: string) =>
    assessDeterministic(claim, source({ uri: 'config.json', mediaType: 'application/json', text: pool }));

  it('is the limit the source sets, not any value under it', () => {
    const wrong = verdict('The database pool allows at most 1000 connections.');
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('50 for "database.pool.max_connections" (config.json:4)');
    expect(verdict('The database pool allows at most 50 connections.').support).toBe('supported');
    expect(verdict('The server accepts no more than 1000 connections.').support).toBe('supported');
    expect(verdict('The server permits at most 50 connections.').support).toBe('refuted');
  });

  it('is a bound when the claim counts, not limits: "holds more than 40" is borne out by 50', () => {
    expect(verdict('The database pool holds more than 40 connections.').support).toBe('supported');
  });
});

describe('versions a manifest gives by its keys', () => {
  const manifest = toml(
    [
      '[package]',
      'version = "0.26.1"',
      'license = "MIT OR Apache-2.0"',
      "edition = '2021'",
      'rust-version = "1.88"',
      '[dependencies]',
      'wild = { version = "2.2", optional = true }',
      '[dependencies.gix]',
      'version = "0.86"',
      'default-features = false',
      'features = ["sha1", "blob-diff"]',
      '[project]',
      'requires-python = ">=3.9"',
      'dependencies = ["certifi", "httpcore==1.*"]',
      '[project.optional-dependencies]',
      'http2 = ["h2>=3,<5"]',
      '',
    ].join('\n'),
  );
  const verdict = (claim: string) => assessDeterministic(claim, source(manifest));

  it('reads a version field as a version of the package its key names', () => {
    const m = sourceModel(manifest);
    expect(fact(m, 'v:1.88').key).toContain('p:rust');
    expect(fact(m, 'v:0.86').key).toContain('p:gix');
    expect(fact(m, 'v:3.9').key).toContain('p:python');
    expect(fact(m, 'v:0.26.1').key.some((k) => k.startsWith('p:'))).toBe(false);
    expect(fact(m, 'v:2.0').key).toContain('p:apache');
  });

  it('reads each requirement of a dependency list as a version of its package, "1.*" as the 1.x line', () => {
    const m = sourceModel(manifest);
    expect(fact(m, 'v:1.x').key).toContain('p:httpcore');
    expect(['v:3', 'v:5'].map((v) => fact(m, v).key.includes('p:h2'))).toEqual([true, true]);
  });

  it('checks claims against them, a bound ("or newer", "and later") being no word to judge', () => {
    expect(verdict('It needs Rust 1.88 or newer.').support).toBe('supported');
    expect(verdict('It supports Python 3.9 and later.').support).toBe('supported');
    expect(verdict('It supports Python 3.10 or later.').rule).toContain('>=3.9 for "project.requires-python"');
    expect(verdict('Git support comes from gix 0.86.').support).toBe('supported');
    expect(verdict('Git support comes from gix 0.85.').support).toBe('refuted');
    expect(verdict('The httpcore dependency is pinned to the 1.x series.').support).toBe('supported');
    expect(verdict('It is dual-licensed under MIT or Apache 2.0.').support).toBe('supported');
    expect(verdict('The crate uses the 2021 edition.').support).toBe('supported');
    expect(verdict('The manifest describes version 0.26.1 of the crate.').support).toBe('supported');
  });

  it('reads a lower-case name before a number as a version only of a package the source gives versions of', () => {
    const scores = source(json('{"model": {"accuracy": 0.86}}'));
    expect(assessDeterministic('The model reached accuracy 0.86.', scores).support).toBe('supported');
  });
});

describe('members and switches of a configured thing', () => {
  const cargo = toml(
    [
      '[dependencies]',
      'serde = "1.0"',
      '[dependencies.clap]',
      'version = "4.6.1"',
      'features = ["wrap_help", "cargo"]',
      '[dependencies.syntect]',
      'version = "5.3.0"',
      'default-features = false',
      '[dev-dependencies]',
      'serde = { version = "1.0", features = ["derive"] }',
      '',
    ].join('\n'),
  );
  const verdict = (claim: string) => assessDeterministic(claim, source(cargo));

  it('refutes a member the thing’s list does not hold, naming the list', () => {
    const r = verdict('Command-line parsing uses clap 4.6.1 with the wrap_help and derive features.');
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source lists wrap_help, cargo for "dependencies.clap.features" (Cargo.toml:5), not derive',
    ]);
    expect(verdict('Command-line parsing uses clap 4.6.1 with the wrap_help and cargo features.').support).toBe(
      'supported',
    );
    // ("its stable features": one lower-case word no list holds is no member.)
    expect(verdict('Command-line parsing uses clap 4.6.1 with its stable features.').support).toBe('supported');
  });

  it('leaves to a person a member only one of the things the value fits lists', () => {
    const r = verdict('For the library, serde is declared at version 1.0 with the derive feature.');
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('only "dev-dependencies.serde.features" (Cargo.toml:10) lists derive');
  });

  it('refutes a setting the claim turns the other way, and passes one it turns the same way', () => {
    const r = verdict('Highlighting comes from syntect 5.3, with its default features left on.');
    expect([r.support, r.rule]).toEqual([
      'refuted',
      'the source sets "dependencies.syntect.default-features" to false (Cargo.toml:8), not on',
    ]);
    expect(verdict('Highlighting comes from syntect 5.3, with its default features switched off.').support).toBe(
      'supported',
    );
  });
});

describe('the lengths of a manifest’s tables', () => {
  const verdict = (claim: string, lines: string[]) => assessDeterministic(claim, source(toml(lines.join('\n'))));
  const cargo = [
    '[package]',
    'name = "tool"',
    '[dependencies]',
    'a = { version = "1", optional = true }',
    'b = "2"',
    'c = { version = "3", optional = true }',
    '',
  ];
  const pyproject = [
    '[project.optional-dependencies]',
    'brotli = ["brotli", "brotlicffi"]',
    'cli = ["click==8.*", "pygments==2.*", "rich>=10,<15"]',
    'http2 = ["h2>=3,<5"]',
    'zstd = ["zstandard>=0.18.0"]',
    '',
  ];

  it('counts a table’s entries and those with a flag set', () => {
    expect(verdict('The dependency table lists three crates.', cargo).support).toBe('supported');
    expect(verdict('The dependency table lists four crates.', cargo).support).not.toBe('supported');
    expect(verdict('Two of the dependencies are optional.', cargo).support).toBe('supported');
    expect(verdict('Three of the dependencies are optional.', cargo).rule).toContain(
      '2 entries for dependencies entries with "optional" true (Cargo.toml:3)',
    );
  });

  it('does not count the extras by the list of one extra the claim names among them', () => {
    const r = verdict('Four optional extras cover brotli, the command-line client, HTTP/2 and zstd.', pyproject);
    expect(r.rule).not.toContain('brotli (number of entries)');
    expect(r.support).not.toBe('refuted');
  });
});
