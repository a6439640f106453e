// Files that pin a tool's version by their name (.nvmrc, .python-version, .tool-versions): read as one field per tool.
import { describe, expect, it } from 'vitest';
import { versionFileEntries } from '../../src/grounding/version-files.js';
import { verdict } from './fixtures.js';

const file = (uri: string, text: string) => ({ uri, mediaType: 'text/plain', title: '', text });

describe('the versions a file pins by its name', () => {
  it('are the one version of a file named for its tool, placed where it is written', () => {
    expect(versionFileEntries('repo/.nvmrc', 'v20.11.0\n')).toEqual([
      { path: ['node-version'], value: 'v20.11.0', range: { start: 0, end: 8 }, valueStart: 0 },
    ]);
  });

  it('are one per line of .tool-versions, the first version of each, its name as people write it, comments aside', () => {
    expect(versionFileEntries('.tool-versions', '# pinned\nnodejs 20.11.0\npython  3.12.1 3.11.7\n')).toEqual([
      { path: ['node-version'], value: '20.11.0', range: { start: 9, end: 23 }, valueStart: 16 },
      { path: ['python-version'], value: '3.12.1', range: { start: 24, end: 45 }, valueStart: 32 },
    ]);
  });

  it('are none when a line is no version, when a file of one tool has more lines, or when the file is no such file', () => {
    expect(versionFileEntries('.nvmrc', 'lts/iron\n')).toBeUndefined();
    expect(versionFileEntries('.nvmrc', '20.11.0\n18.0.0\n')).toBeUndefined();
    expect(versionFileEntries('.nvmrc', '\n')).toBeUndefined();
    expect(versionFileEntries('.tool-versions', 'nodejs system\n')).toBeUndefined();
    expect(versionFileEntries('.tool-versions', '# nothing\n')).toBeUndefined();
    expect(versionFileEntries('notes.txt', '20.11.0\n')).toBeUndefined();
  });
});

describe('a claim of the version a project pins', () => {
  it('is supported by the file, the tool named as the claim names it ("Node.js" for "nodejs")', () => {
    expect(verdict('The project pins Node 20.11.0.', file('.nvmrc', '20.11.0\n'))[0]).toBe('supported');
    expect(
      verdict('The project pins Node.js 20.11.0.', file('.tool-versions', 'nodejs 20.11.0\npython 3.12.1\n')),
    ).toEqual(['supported', 'the source states 20.11.0 (.tool-versions:1), Node (the source)']);
  });

  it('is refuted with the version the file pins for that tool', () => {
    expect(verdict('The project pins Node 18.0.0.', file('.nvmrc', '20.11.0\n'))).toEqual([
      'refuted',
      'the source gives 20.11.0 for "node version" (.nvmrc:1), not 18.0.0',
    ]);
    expect(
      verdict('The project uses Python 3.11.2.', file('.tool-versions', 'nodejs 20.11.0\npython 3.12.1\n')),
    ).toEqual(['refuted', 'the source gives 3.12.1 for "python version" (.tool-versions:2), not 3.11.2']);
  });
});

describe('a go.mod', () => {
  const goMod = file(
    'go.mod',
    [
      'module github.com/acme/tool',
      '',
      'go 1.22',
      '',
      'require (',
      '\tgithub.com/spf13/cobra v1.8.0',
      '\tgolang.org/x/sync v0.6.0',
      '\tgithub.com/inconshreveable/mousetrap v1.1.0 // indirect',
      ')',
      'require github.com/stretchr/testify v1.9.0',
      '',
    ].join('\n'),
  );

  it('gives the Go version and each module it requires, named by the last part of its path', () => {
    expect(versionFileEntries('go.mod', goMod.text)?.map((e) => [e.path.join('.'), e.value])).toEqual([
      ['module', 'github.com/acme/tool'],
      ['go-version', '1.22'],
      ['dependencies.cobra', 'v1.8.0'],
      ['dependencies.sync', 'v0.6.0'],
      ['indirect-dependencies.mousetrap', 'v1.1.0'],
      ['dependencies.testify', 'v1.9.0'],
    ]);
    expect(versionFileEntries('go.mod', 'toolchain go1.22.1\n')).toBeUndefined();
  });

  it('states and refutes the versions a claim gives, and counts the direct dependencies', () => {
    expect(verdict('The tool is written for Go 1.22.', goMod)[0]).toBe('supported');
    expect(verdict('The tool needs Go 1.21.', goMod)).toEqual([
      'refuted',
      'the source gives 1.22 for "go version" (go.mod:3), not 1.21',
    ]);
    expect(verdict('It uses cobra 1.7.', goMod)).toEqual([
      'refuted',
      'the source gives v1.8.0 for "dependencies.cobra" (go.mod:6), not 1.7',
    ]);
    expect(verdict('The module has three direct dependencies.', goMod)[0]).toBe('supported');
  });
});

describe('a Dockerfile', () => {
  const dockerfile = file(
    'Dockerfile',
    ['FROM node:20-alpine AS build', 'WORKDIR /app', 'RUN npm ci', 'FROM nginx:1.27-alpine', 'EXPOSE 8080', ''].join(
      '\n',
    ),
  );

  it("gives each instruction as a field, and the version of each image it builds from as that tool's", () => {
    expect(versionFileEntries('Dockerfile', dockerfile.text)?.map((e) => [e.path.join('.'), e.value])).toEqual([
      ['from', 'node:20-alpine AS build'],
      ['stages.build', 'build'],
      ['node-version', '20'],
      ['workdir', '/app'],
      ['run', 'npm ci'],
      ['from', 'nginx:1.27-alpine'],
      ['stages.nginx', 'nginx'],
      ['nginx-version', '1.27'],
      ['exposed port', '8080'],
    ]);
    expect(versionFileEntries('web.dockerfile', 'FROM --platform=linux/amd64 library/python:3.12-slim\n')).toEqual([
      {
        path: ['from'],
        value: '--platform=linux/amd64 library/python:3.12-slim',
        range: { start: 0, end: 52 },
        valueStart: 5,
      },
      { path: ['stages', 'python'], value: 'python', range: { start: 0, end: 52 }, valueStart: 5 },
      { path: ['python-version'], value: '3.12', range: { start: 0, end: 52 }, valueStart: 43 },
    ]);
  });

  it("gives each variable an ENV, ARG or LABEL sets as a field, and an argument's default to the image it names", () => {
    const text = [
      'ARG NODE_VERSION="22-alpine"',
      'FROM node:${NODE_VERSION} AS deps',
      'ENV NODE_ENV=production PORT=3000',
      'ENV DATABASE_URL="postgresql://user:pass@localhost:5432/app"',
      'ENV LEGACY on',
      'ARG PRISMA_VERSION="7.3.0"',
      'ARG BASE_PATH',
      'FROM node:${NODE_VERSION} AS runner',
      '',
    ].join('\n');
    expect(versionFileEntries('Dockerfile', text)?.map((e) => [e.path.join('.'), e.value])).toEqual([
      ['arg.NODE_VERSION', '22-alpine'],
      ['from', 'node:${NODE_VERSION} AS deps'],
      ['stages.deps', 'deps'],
      ['node-version', '22'],
      ['env.NODE_ENV', 'production'],
      ['env.PORT', '3000'],
      ['env.DATABASE_URL', 'postgresql://user:pass@localhost:5432/app'],
      ['env.LEGACY', 'on'],
      ['arg.PRISMA_VERSION', '7.3.0'],
      ['arg', 'BASE_PATH'],
      ['from', 'node:${NODE_VERSION} AS runner'],
      ['stages.runner', 'runner'],
      ['node-version', '22'],
    ]);
    const image = file('Dockerfile', text);
    expect(verdict('The image has two build stages.', image)[0]).toBe('supported');
    expect(verdict('Both stages start from node:20-alpine.', image)[0]).toBe('refuted');
    expect(verdict('The database URL points at PostgreSQL on localhost port 5432.', image)[0]).toBe('supported');
    expect(verdict('The Prisma version defaults to 7.3.0.', image)[0]).toBe('supported');
    expect(verdict('The Prisma version defaults to 7.4.0.', image)[0]).toBe('refuted');
  });

  it('reads a LABEL as fields, names a stage with no tag by its number, and an ENV of the older form by its value', () => {
    const text = 'FROM scratch\nLABEL org.opencontainers.image.version="1.4.2"\nENV MODE  fast\n';
    expect(versionFileEntries('Dockerfile', text)).toEqual([
      { path: ['from'], value: 'scratch', range: { start: 0, end: 12 }, valueStart: 5 },
      { path: ['stages', 'stage-1'], value: 'stage-1', range: { start: 0, end: 12 }, valueStart: 5 },
      {
        path: ['label', 'org.opencontainers.image.version'],
        value: '1.4.2',
        range: { start: 13, end: 59 },
        valueStart: 53,
      },
      { path: ['env', 'MODE'], value: 'fast', range: { start: 60, end: 74 }, valueStart: 70 },
    ]);
  });

  it('takes a 0 or 1 that turns something on or off for no number of anything', () => {
    const telemetry = file('Dockerfile', 'FROM node:22\nENV NEXT_TELEMETRY_DISABLED=1\nENV WORKERS=1\n');
    expect(verdict('Telemetry is switched off twice.', telemetry)[0]).not.toBe('refuted');
    expect(verdict('The image starts 2 workers.', telemetry)).toEqual([
      'refuted',
      'the source gives 1 for "env.WORKERS" (Dockerfile:3), not 2',
    ]);
  });

  it('states and refutes the runtime and the port a claim gives', () => {
    expect(verdict('The image builds on Node 20.', dockerfile)[0]).toBe('supported');
    expect(verdict('The image builds on Node 18.', dockerfile)).toEqual([
      'refuted',
      'the source gives 20 for "node version" (Dockerfile:1), not 18',
    ]);
    expect(verdict('The container listens on port 80.', dockerfile)).toEqual([
      'refuted',
      'the source gives 8080 for "exposed port" (Dockerfile:5), not 80',
    ]);
  });
});

describe('a file read defensively', () => {
  it('takes a line a backslash carries on for part of its instruction, and reads a long line of spaces', () => {
    const text = 'FROM python:3.12-slim\nRUN apt-get install -y \\\n    curl wget\nEXPOSE 8000\n';
    expect(versionFileEntries('Dockerfile', text)?.map((e) => e.path.join('.'))).toEqual([
      'from',
      'stages.python',
      'python-version',
      'run',
      'exposed port',
    ]);
    expect(
      versionFileEntries('Dockerfile', `RUN x${' '.repeat(100_000)}y${' '.repeat(100_000)}\n`)?.[0]?.value,
    ).toMatch(/^x +y$/u);
  });

  it('knows no tool by a name an object has of its own ("constructor", "__proto__")', () => {
    expect(versionFileEntries('__proto__', '1.0\n')).toBeUndefined();
    expect(versionFileEntries('.tool-versions', 'constructor 1.0\n')?.[0]?.path).toEqual(['constructor-version']);
  });
});

describe('the modules of a go.mod', () => {
  const goMod = file(
    'go.mod',
    [
      'module github.com/spf13/viper',
      '',
      'go 1.23.0',
      '',
      'require (',
      '\tgithub.com/fsnotify/fsnotify v1.9.0',
      '\tgithub.com/go-viper/mapstructure/v2 v2.4.0',
      '\tgithub.com/spf13/pflag v1.0.10',
      ')',
      '',
      'require (',
      '\tgithub.com/davecgh/go-spew v1.1.1 // indirect',
      '\tgithub.com/google/go-cmp v0.6.0 // indirect',
      ')',
      '',
    ].join('\n'),
  );

  it("are named before a major version's part of their path, and the module's own path is a field", () => {
    expect(versionFileEntries('go.mod', goMod.text)?.map((e) => [e.path.join('.'), e.value])).toEqual([
      ['module', 'github.com/spf13/viper'],
      ['go-version', '1.23.0'],
      ['dependencies.fsnotify', 'v1.9.0'],
      ['dependencies.mapstructure', 'v2.4.0'],
      ['dependencies.pflag', 'v1.0.10'],
      ['indirect-dependencies.go-spew', 'v1.1.1'],
      ['indirect-dependencies.go-cmp', 'v0.6.0'],
    ]);
  });

  it('are counted direct and indirect apart', () => {
    expect(verdict('It has three direct dependencies.', goMod)).toEqual([
      'supported',
      'the source states three (go.mod:6)',
    ]);
    expect(verdict('Two further modules are marked as indirect.', goMod)).toEqual([
      'supported',
      'the source states Two (go.mod:12)',
    ]);
  });

  it('are the versions a claim gives of a module it named before its kind, linked to it by "is at" or the like', () => {
    expect(verdict('The go-cmp module arrives indirectly at v0.6.0.', goMod)).toEqual([
      'supported',
      'the source states v0.6.0 (go.mod:13)',
    ]);
    expect(verdict('Mapstructure, which the go-viper group keeps, is pinned at v2.4.0.', goMod)).toEqual([
      'supported',
      'the source states v2.4.0 (go.mod:7)',
    ]);
    expect(verdict('The go-spew module is required at v1.1.2.', goMod)).toEqual([
      'refuted',
      'the source gives v1.1.1 for "indirect-dependencies.go-spew" (go.mod:12), not v1.1.2',
    ]);
    expect(verdict('Mapstructure, which the go-viper group keeps, is pinned at v2.5.0.', goMod)).toEqual([
      'refuted',
      'the source gives v2.4.0 for "dependencies.mapstructure" (go.mod:7), not v2.5.0',
    ]);
  });
});

describe('the places and edges of a version file', () => {
  it('keeps a file of one version with blank and spaced lines, placed where its version is written', () => {
    expect(versionFileEntries('.nvmrc', ' v20.11.0  \n   \n')).toEqual([
      { path: ['node-version'], value: 'v20.11.0', range: { start: 0, end: 11 }, valueStart: 1 },
    ]);
  });

  it("places a go.mod's module path, Go version and requirements, an indirect one marked without a space", () => {
    const text = 'module example.com/tool\n\ngo 1.22\n\nrequire github.com/acme/api/v10 v10.1.0 //indirect\n';
    expect(versionFileEntries('go.mod', text)).toEqual([
      { path: ['module'], value: 'example.com/tool', range: { start: 0, end: 23 }, valueStart: 7 },
      { path: ['go-version'], value: '1.22', range: { start: 25, end: 32 }, valueStart: 28 },
      {
        path: ['indirect-dependencies', 'api'],
        value: 'v10.1.0',
        range: { start: 34, end: 84 },
        valueStart: 66,
      },
    ]);
  });

  it('reads no image from an instruction other than FROM, carries a line on past trailing spaces, and is none for comments', () => {
    expect(
      versionFileEntries('Dockerfile', 'FROM alpine:3.20\nRUN echo node:20 \\  \n    python:3.12\n')?.map((e) =>
        e.path.join('.'),
      ),
    ).toEqual(['from', 'stages.alpine', 'alpine-version', 'run']);
    expect(versionFileEntries('Dockerfile', '# only a comment\n')).toBeUndefined();
  });
});
