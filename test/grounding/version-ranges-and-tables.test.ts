// The bound a caret or tilde range puts on a version, tables whose rows are versions, a span from the least to the
// greatest of a counted table, a compose file's services, volumes, ports and image tags, and an INI value's lines.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/grounding/config-entries.js';
import { extractVersions, impliedUpperBound } from '../../src/grounding/values.js';
import { csv, json, linesSource, md, verdict } from './fixtures.js';

const yaml = linesSource('text/yaml');

describe('the upper bound a caret or tilde range implies', () => {
  it('is the next major, or the next minor or patch of a zero major, for a caret', () => {
    expect(impliedUpperBound('^4.1.0')).toEqual([5]);
    expect(impliedUpperBound('^0.2.1')).toEqual([0, 3]);
    expect(impliedUpperBound('^0.0.3')).toEqual([0, 0, 4]);
    expect(impliedUpperBound('^0.0')).toEqual([0, 1]);
  });

  it('is the next minor for a tilde, and lets the last part but one move for a compatible release', () => {
    expect(impliedUpperBound('~4.3.2')).toEqual([4, 4]);
    expect(impliedUpperBound('~4')).toEqual([5]);
    expect(impliedUpperBound('~=1.4.2')).toEqual([1, 5]);
    expect(impliedUpperBound('~=1.4')).toEqual([2]);
    expect(impliedUpperBound('~> 2.3')).toEqual([3]);
  });

  it('is none for an exact version or a range written out', () => {
    expect(impliedUpperBound('4.1.0')).toBeUndefined();
    expect(impliedUpperBound('>=4.1.0 <5')).toBeUndefined();
  });
});

describe('a claimed bound against a caret or tilde range', () => {
  const pkg = json('package.json', {
    name: 'app',
    dependencies: { 'koa-compose': '^4.1.0', debug: '~4.3.2', tiny: '^0.2.1' },
  });

  it('is stated by the range whose bound it is', () => {
    expect(verdict('koa-compose may float from 4.1.0 up to, but not including, version 5.', pkg)[0]).toBe('supported');
    expect(verdict('debug accepts 4.3.2 or newer but below 4.4.', pkg)[0]).toBe('supported');
    expect(verdict('tiny takes 0.2.1 or newer, below 0.3.', pkg)[0]).toBe('supported');
  });

  it('is refuted by a range with another bound', () => {
    expect(verdict('koa-compose may float from 4.1.0 up to, but not including, version 6.', pkg)).toEqual([
      'refuted',
      'the source gives ^4.1.0 for "dependencies.koa-compose" (package.json:1), not up to, but not including, version 6',
    ]);
    expect(verdict('debug accepts 4.3.2 or newer but below 5.', pkg)).toEqual([
      'refuted',
      'the source gives ~4.3.2 for "dependencies.debug" (package.json:1), not below 5',
    ]);
  });

  it('reads a version after "accepts" or "from" as the package named before it', () => {
    expect(extractVersions('debug accepts 4.3.2', new Set(['debug']))[0]?.product).toBe('debug');
    expect(extractVersions('koa-compose may float from 4.1.0', new Set(['koa-compose']))[0]?.product).toBe(
      'koa-compose',
    );
  });
});

describe('a table whose first column is versions', () => {
  const releases = md('releases.md', [
    '# Release notes',
    '',
    '| Version | PHP | Release | Security Fixes Until |',
    '| --- | --- | --- | --- |',
    '| 10 | 8.1 - 8.3 | February 14th, 2023 | February 4th, 2025 |',
    '| 11 | 8.2 - 8.4 | March 12th, 2024 | March 12th, 2026 |',
    '| 12 | 8.2 - 8.5 | February 24th, 2025 | February 24th, 2027 |',
    '',
  ]);

  it('names each row by its version, as a product before the number names it ("Laravel 12")', () => {
    expect(verdict('Laravel 12 was released on February 24th, 2025.', releases)).toEqual([
      'supported',
      'the source states 12 (releases.md:7), February 24th, 2025 (releases.md:7)',
    ]);
    expect(verdict('Laravel 11 gets security fixes until March 12th, 2026.', releases)[0]).toBe('supported');
  });

  it('reads a date with a comma in a cell as one date, not as a list', () => {
    expect(verdict('Laravel 12 was released on February 25th, 2025.', releases)).toEqual([
      'refuted',
      'the source gives February 24th, 2025 for "Release" of the row "12" (releases.md:7), not February 25th, 2025',
    ]);
  });

  it('is not a column of a show\'s "Series", whose numbers are no versions', () => {
    const show = csv('show.csv', ['series,winner', '1,Edd Kimber', '2,Joanne Wheatley', '3,John Whaite']);
    expect(verdict('John Whaite won series 3.', show)[0]).toBe('supported');
  });
});

describe('a count of a table with its least and greatest entries ("from 1.3 all the way up to 2.1")', () => {
  const branches = json('branches.json', {
    releases: {
      '2.1': { eol: '2027-04-01', python: ['3.12', '3.13'] },
      '1.11': { eol: '2020-04-01', python: ['3.5'] },
      '1.3': { eol: '2013-02-26', python: ['2.7'] },
      '2.0': { eol: '2026-04-01', python: ['3.10'] },
    },
  });

  it('is stated when the two ends are the least and the greatest of the counted entries, whatever their order', () => {
    expect(verdict('The file tracks four branches, from 1.3 all the way up to 2.1.', branches)[0]).toBe('supported');
  });

  it('is not when an end is another entry', () => {
    for (const claim of [
      'The file tracks four branches, from 1.11 all the way up to 2.1.',
      'The file tracks four branches, from 1.3 up to 2.0.',
    ])
      expect(verdict(claim, branches)).toEqual([
        'neutral',
        'the claim joins values from several rows of the source; no check here can judge that',
      ]);
  });
});

describe('a compose file read line by line', () => {
  const compose = yaml('docker-compose.yml', [
    'services:',
    '  web:',
    '    image: ghcr.io/acme/web:4',
    '    ports:',
    '      - 3000:3000',
    '  cache:',
    '    image: redis:7',
    '  db:',
    '    image: postgres:${POSTGRES_VERSION:-17}',
    '  search:',
    '    image: docker.io/clickhouse/clickhouse-server:25.12',
    '    environment:',
    '      CLICKHOUSE_URL: http://clickhouse:8123',
    '  minio:',
    '    image: minio/minio',
    '    ports:',
    '      - 9090:9000',
    '      - 127.0.0.1:9091:9001',
    'volumes:',
    '  db_data:',
    '    driver: local',
    '  cache_data:',
    '    driver: local',
    '  search_data:',
    '    driver: local',
    '',
  ]);

  it('counts its services and its volumes', () => {
    expect(verdict('The compose file defines five services.', compose)[0]).toBe('supported');
    expect(verdict('The compose file defines six services.', compose)).toEqual([
      'refuted',
      'the source gives 5 entries for "services (number of entries)" (docker-compose.yml:2), not six',
    ]);
    expect(verdict('There are three named volumes.', compose)[0]).toBe('supported');
  });

  it("reads an image's tag as the version of the image it names", () => {
    expect(verdict('Redis runs on the redis 7 image.', compose)[0]).toBe('supported');
    expect(verdict('Redis runs on the redis 6 image.', compose)).toEqual([
      'refuted',
      'the source gives 7 for "services.cache.image" (docker-compose.yml:7), not 6',
    ]);
    expect(verdict('The database runs postgres 16.', compose)).toEqual([
      'refuted',
      'the source gives 17 for "services.db.image" (docker-compose.yml:9), not 16',
    ]);
  });

  it('reads a tag the source gives as a version, and "major version" after the one image named, as versions', () => {
    expect(verdict('ClickHouse is pinned to the 25.12 server image.', compose)[0]).toBe('supported');
    expect(verdict('Postgres defaults to major version 17.', compose)[0]).toBe('supported');
    expect(verdict('Postgres defaults to major version 16.', compose)).toEqual([
      'refuted',
      'the source gives 17 for "services.db.image" (docker-compose.yml:9), not 16',
    ]);
  });

  it('does not refute a number with decimals by a port a hundred times it, nor a count in words', () => {
    expect(verdict('ClickHouse is pinned to the 25.11 server image.', compose)).toEqual([
      'neutral',
      'the source does not state 25.11 (said of: ClickHouse, pinned, server, image)',
    ]);
  });

  it('reads a port mapping as the port on the host and the port in the container', () => {
    expect(verdict('The MinIO console ends up on host port 9001.', compose)).toEqual([
      'refuted',
      'the source gives 9090 for "services.minio.ports.host" (docker-compose.yml:17) and 9091 for "services.minio.ports.host" (docker-compose.yml:18), not 9001',
    ]);
  });
});

describe("an INI value on the indented lines below its key (setup.cfg's classifiers, install_requires)", () => {
  const setup = linesSource('text/plain')('setup.cfg', [
    '[metadata]',
    'name = demo',
    'classifiers =',
    '    Environment :: Console',
    '    Programming Language :: Python',
    '    Programming Language :: Python :: 3',
    '',
    '[options]',
    'install_requires =',
    '    mccabe>=0.7.0,<0.8.0',
    '    pyflakes>=3.4.0,<3.5.0',
    'python_requires = >=3.10',
    '',
    '[options.entry_points]',
    'flake8.report =',
    '    default = demo.formatting:Default',
    '    quiet = demo.formatting:Quiet',
    '',
  ]);

  it('is a list of those lines, and a line of them that is `name = value` an entry under the key', () => {
    expect(readConfig(setup.text).entries.map((e) => [e.path.join('.'), e.items?.length])).toEqual([
      ['metadata.name', undefined],
      ['metadata.classifiers', 3],
      ['options.install_requires', 2],
      ['options.python_requires', undefined],
      ['options.entry_points.flake8.report', 2],
      ['options.entry_points.flake8.report.default', undefined],
      ['options.entry_points.flake8.report.quiet', undefined],
    ]);
  });

  it('is counted, and its requirements read', () => {
    expect(verdict('The classifier list has three entries.', setup)[0]).toBe('supported');
    expect(verdict('The classifier list has four entries.', setup)).toEqual([
      'refuted',
      'the source gives 3 entries for "metadata.classifiers (number of entries)" (setup.cfg:4), not four',
    ]);
    expect(verdict('Two report formatters are registered: default and quiet.', setup)[0]).toBe('supported');
    expect(verdict('mccabe needs 0.7.0 or newer, but below 0.8.0.', setup)[0]).toBe('supported');
  });
});

describe('a count the claim spells out after a colon', () => {
  const setup = linesSource('text/plain')('setup.cfg', [
    '[options.entry_points]',
    'flake8.report =',
    '    default = demo.formatting:Default',
    '    pylint = demo.formatting:Pylint',
    '    quiet-filename = demo.formatting:FilenameOnly',
    '',
  ]);
  const notes = md('notes.md', [
    '# Release notes',
    '',
    'The SDK provides a unified API for text generation, embeddings, audio, and images.',
    '',
  ]);

  it("is stated by a table whose entries are the claim's, and refuted by one that holds more, unless some are meant", () => {
    expect(verdict('Three formatters are registered: default, pylint and quiet-filename.', setup)[0]).toBe('supported');
    expect(verdict('Two formatters are registered: default and pylint.', setup)).toEqual([
      'refuted',
      'the source gives 3 entries for "options.entry_points.flake8.report (number of entries)" (setup.cfg:3), not Two',
    ]);
    expect(verdict('Two of the formatters ship with it: default and pylint.', setup)[0]).not.toBe('refuted');
  });

  it('is stated by one list of a sentence that holds those entries and no more', () => {
    expect(
      verdict('It wraps four areas behind one API: text generation, embeddings, audio and images.', notes)[0],
    ).toBe('supported');
    expect(verdict('It wraps three areas behind one API: text generation, embeddings and audio.', notes)[0]).not.toBe(
      'supported',
    );
  });
});

describe('a value a field states, named almost as well as the field that rivals it', () => {
  const compose = yaml('docker-compose.yml', [
    'services:',
    '  web:',
    '    ports:',
    '      - 3000:3000',
    '    environment:',
    '      S3_MEDIA_UPLOAD_ENDPOINT: http://localhost:9090',
    '',
  ]);

  it('leaves the claim in doubt, not refuted', () => {
    expect(verdict('The web UI on 3000 and the S3 API on 9090 are reachable.', compose)[0]).toBe('neutral');
  });
});

describe('a manifest whose claims name other things beside their values', () => {
  const cargo = linesSource('text/plain')('Cargo.toml', [
    '[package]',
    'name = "fd-find"',
    'version = "10.4.2"',
    'edition = "2024"',
    'rust-version = "1.90.0"',
    '',
    '[dependencies]',
    'clap = { version = "4.6.1", features = ["suggestions", "color", "wrap_help", "cargo", "derive"] }',
    '',
    "[target.'cfg(unix)'.dependencies]",
    'nix = { version = "0.31.1", default-features = false, features = ["signal", "user", "hostname"] }',
    '',
    '[features]',
    'default = ["use-jemalloc", "completions"]',
    'use-jemalloc = ["jemallocator"]',
    'completions = ["clap_complete"]',
    'base = []',
    '',
  ]);

  it("reads a version of no named product as the one the source gives of none, not another product's", () => {
    expect(verdict('The manifest I looked at is for version 10.4.2, on the 2024 edition of Rust.', cargo)[0]).toBe(
      'supported',
    );
    expect(verdict('The manifest is for version 10.4.3.', cargo)[0]).not.toBe('supported');
  });

  it('counts the list the claim names best, not a table of the same word', () => {
    expect(verdict('Clap arrives at version 4.6.1 with five features enabled.', cargo)[0]).toBe('supported');
    expect(verdict('Clap arrives at version 4.6.1 with six features enabled.', cargo)[0]).toBe('refuted');
  });

  it("never takes a switch's state for a name", () => {
    expect(
      verdict('The jemalloc allocator is excluded on eight kinds of target, from Windows and Android.', cargo)[0],
    ).not.toBe('refuted');
  });
});
