// The kind of dependency a claim calls a package (runtime, development, build, direct, indirect) against the table the
// source lists it in.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const file = (uri: string, text: string, mediaType = 'text/plain') => ({ uri, mediaType, title: '', text });

const PACKAGE = file(
  'package.json',
  [
    '{',
    '  "name": "demo",',
    '  "version": "1.2.0",',
    '  "dependencies": { "express": "4.19.2", "debug": "^4.4.0" },',
    '  "devDependencies": { "vitest": "1.6.0" }',
    '}',
    '',
  ].join('\n'),
  'application/json',
);

const GO_MOD = file(
  'go.mod',
  [
    'module example.com/tool',
    '',
    'go 1.23.0',
    '',
    'require (',
    '\tgithub.com/fsnotify/fsnotify v1.9.0',
    '\tgithub.com/stretchr/testify v1.11.1',
    ')',
    '',
    'require github.com/google/go-cmp v0.6.0 // indirect',
    '',
  ].join('\n'),
);

describe('a package a claim calls a kind of dependency', () => {
  it('is refuted when the source lists it only in a table of another kind, with the table and its place', () => {
    expect(verdict('vitest 1.6.0 is a runtime dependency.', PACKAGE)).toEqual([
      'refuted',
      'the source lists vitest under "devDependencies" (package.json:5), not as a runtime dependency',
    ]);
    expect(verdict('express 4.19.2 is only a dev dependency.', PACKAGE)).toEqual([
      'refuted',
      'the source lists express under "dependencies" (package.json:4), not as a development dependency',
    ]);
    expect(verdict('The build dependency debug sits at ^4.4.0.', PACKAGE)).toEqual([
      'refuted',
      'the source lists debug under "dependencies" (package.json:4), not as a build dependency',
    ]);
  });

  it('is supported when the table is of that kind, or of none the words rule out', () => {
    expect(verdict('vitest 1.6.0 is a dev dependency.', PACKAGE)).toEqual([
      'supported',
      'the source states 1.6.0 (package.json:5)',
    ]);
    expect(verdict('express 4.19.2 is a direct dependency.', PACKAGE)[0]).toBe('supported');
  });

  it('reads a go.mod: its direct requirements are of any use, only the indirect ones are not direct', () => {
    expect(verdict('go-cmp v0.6.0 is required directly.', GO_MOD)).toEqual([
      'refuted',
      'the source lists go-cmp under "indirect-dependencies" (go.mod:10), not as a direct dependency',
    ]);
    expect(verdict('The fsnotify module arrives transitively, at v1.9.0.', GO_MOD)).toEqual([
      'refuted',
      'the source lists fsnotify under "dependencies" (go.mod:6), not as an indirect dependency',
    ]);
    expect(verdict('testify v1.11.1 is a test dependency.', GO_MOD)[0]).toBe('supported');
    expect(verdict('go-cmp arrives indirectly at v0.6.0.', GO_MOD)[0]).toBe('supported');
  });

  it('is the one needed when an adverb comes before a verb of needing, and no package is said of one before it', () => {
    expect(verdict('The project indirectly depends on debug 4.4.0.', PACKAGE)).toEqual([
      'refuted',
      'the source lists debug under "dependencies" (package.json:4), not as an indirect dependency',
    ]);
    // (What one package needs is not in the project's own tables.)
    expect(verdict('express indirectly depends on debug 4.4.0.', PACKAGE)[0]).toBe('supported');
  });

  it('reads the tables of a Cargo.toml, of Poetry groups and of an R DESCRIPTION', () => {
    const cargo = file(
      'Cargo.toml',
      '[dependencies]\nserde = "1.0"\nbincode = "1.3"\n\n[dev-dependencies]\nserde = "1.0"\n',
    );
    expect(verdict('serde 1.0 is a dev dependency.', cargo)[0]).toBe('supported');
    expect(verdict('bincode 1.3 is a dev dependency.', cargo)).toEqual([
      'refuted',
      'the source lists bincode under "dependencies" (Cargo.toml:3), not as a development dependency',
    ]);
    const poetry = file(
      'pyproject.toml',
      '[tool.poetry.dependencies]\nrequests = "2.32.3"\n\n[tool.poetry.group.test.dependencies]\npytest = "8.3.2"\n',
    );
    expect(verdict('pytest 8.3.2 is a runtime dependency.', poetry)).toEqual([
      'refuted',
      'the source lists pytest under "tool.poetry.group.test.dependencies" (pyproject.toml:5), not as a runtime dependency',
    ]);
    expect(verdict('requests 2.32.3 is a runtime dependency.', poetry)[0]).toBe('supported');
    const description = file(
      'DESCRIPTION',
      'Package: demo\nVersion: 1.0.0\nImports:\n    cli (>= 3.6.2)\nSuggests:\n    testthat (>= 3.1.5)\n',
    );
    expect(verdict('cli 3.6.2 is a development dependency.', description)).toEqual([
      'refuted',
      'the source lists cli under "Imports" (DESCRIPTION:4), not as a development dependency',
    ]);
    expect(verdict('testthat 3.1.5 is a test dependency.', description)[0]).toBe('supported');
  });
});

describe('the kind of each table a package may be listed in', () => {
  const pkg = (tables: Record<string, Record<string, string>>) =>
    file('package.json', `${JSON.stringify({ name: 'demo', ...tables }, null, 2)}\n`, 'application/json');

  it('is a peer, optional, build or development table by its name, in any spelling of it', () => {
    const manifest = pkg({
      peerDependencies: { react: '18.3.1' },
      optionalDependencies: { fsevents: '2.3.3' },
      dependencies: { express: '4.19.2' },
    });
    expect(verdict('react 18.3.1 is a runtime dependency.', manifest)[0]).not.toBe('refuted');
    expect(verdict('react 18.3.1 is a development dependency.', manifest)).toEqual([
      'refuted',
      'the source lists react under "peerDependencies" (package.json:4), not as a development dependency',
    ]);
    expect(verdict('fsevents 2.3.3 is a peer dependency.', manifest)[0]).not.toBe('refuted');
    expect(verdict('fsevents 2.3.3 arrives indirectly.', manifest)).toEqual([
      'refuted',
      'the source lists fsevents under "optionalDependencies" (package.json:7), not as an indirect dependency',
    ]);
    expect(verdict('express 4.19.2 is a peer dependency.', manifest)).toEqual([
      'refuted',
      'the source lists express under "dependencies" (package.json:10), not as a peer dependency',
    ]);
    const cargo = file('Cargo.toml', '[build-dependencies]\ncc = "1.0.83"\n\n[dev_dependencies]\nrstest = "0.18.2"\n');
    expect(verdict('cc 1.0.83 is a runtime dependency.', cargo)).toEqual([
      'refuted',
      'the source lists cc under "build-dependencies" (Cargo.toml:2), not as a runtime dependency',
    ]);
    expect(verdict('rstest 0.18.2 is a runtime dependency.', cargo)).toEqual([
      'refuted',
      'the source lists rstest under "dev_dependencies" (Cargo.toml:5), not as a runtime dependency',
    ]);
    const groups = file('pyproject.toml', '[dependency-groups]\ndev = ["pytest>=8.3.2"]\n');
    expect(verdict('pytest 8.3.2 is a runtime dependency.', groups)[0]).toBe('refuted');
  });

  it("reads an R package's Depends as runtime and Suggests as optional", () => {
    const description = file(
      'DESCRIPTION',
      'Package: demo\nDepends:\n    R (>= 4.1.0)\nSuggests:\n    knitr (>= 1.45.2)\n',
    );
    expect(verdict('R 4.1.0 is a development dependency.', description)[0]).toBe('refuted');
    expect(verdict('knitr 1.45.2 is an indirect dependency.', description)[0]).toBe('refuted');
    expect(verdict('knitr 1.45.2 is a runtime dependency.', description)[0]).not.toBe('refuted');
  });

  it('is said of the package named nearest the kind, within a few words, and not of one far away', () => {
    const manifest = pkg({ dependencies: { express: '4.19.2' }, devDependencies: { vitest: '1.6.0' } });
    expect(verdict('vitest 1.6.0 and express 4.19.2 are listed, express as a runtime dependency.', manifest)[0]).toBe(
      'supported',
    );
    expect(verdict('express 4.19.2 is a runtime dependency, vitest 1.6.0 a development dependency.', manifest)[0]).toBe(
      'supported',
    );
    expect(
      verdict(
        'vitest 1.6.0 shows up in the manifest, which is kept short and tidy and easy to read for everyone, as a runtime dependency.',
        manifest,
      )[0],
    ).not.toBe('refuted');
    expect(verdict('The project depends directly on express 4.19.2.', manifest)[0]).toBe('supported');
    expect(verdict('Vitest, at 1.6.0, sits among the runtime dependencies.', manifest)[0]).toBe('refuted');
  });
});
