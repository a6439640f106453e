// A setting of one block of a config file is not what a claim about another block, named by a middle key, says.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

describe('a block named by the middle key of a nested table ("pool" of [database.pool])', () => {
  it('keeps a field of another block ("server") from stating the claim', () => {
    const config = {
      uri: 'config.toml',
      mediaType: 'application/toml',
      title: '',
      text: '[server]\nmax_connections = 500\n\n[database.pool]\nsize = 20\n',
    };
    expect(verdict('The pool allows at most 500 connections.', config)).toEqual([
      'neutral',
      'the source does not state at most 500 (said of: pool, allows, most, connections)',
    ]);
  });
});

describe('a word of the claim that is also the name of a block with no value of its kind', () => {
  const manifest = {
    uri: 'Cargo.toml',
    mediaType: 'application/toml',
    title: '',
    text: "[package]\nname = 'bat'\nedition = '2021'\n\n[target.'cfg(windows)'.dependencies]\nansi_colours = '1.2'\n",
  };

  it('names no other block: "targets" is a verb, and the block of target dependencies holds versions, not years', () => {
    expect(verdict('The code targets the 2021 edition.', manifest)[0]).toBe('supported');
    expect(verdict('The code targets the 2018 edition.', manifest)).toEqual([
      'refuted',
      'the source gives 2021 for "package.edition" (Cargo.toml:3), not 2018',
    ]);
  });
});

describe('the number of entries of a config block', () => {
  it('is not stated by a number written with a decimal point', () => {
    const config = {
      uri: 'config.toml',
      mediaType: 'application/toml',
      title: '',
      text: '[server]\nport = 8080\nworkers = 4\n\n[database]\nport = 5432\nmax_connections = 1000\n',
    };
    expect(verdict('The database section lists 2.0 settings.', config)).toEqual([
      'neutral',
      'the source does not state 2.0 (said of: database, section, lists, settings)',
    ]);
  });
});

describe('a count of the entries of a table that holds tables of its own', () => {
  const manifest = {
    uri: 'Cargo.toml',
    mediaType: 'application/toml',
    title: '',
    text: [
      '[dependencies]',
      "anstyle = '1.0'",
      "ansi_colours = { version = '1.2', optional = true }",
      "clap = { version = '4.4', optional = true, features = ['wrap_help', 'cargo'] }",
      "regex = { version = '1.10', optional = true }",
      '',
      '[dependencies.gix]',
      "version = '0.86'",
      "features = ['blob-diff', 'index']",
      '',
    ].join('\n'),
  };

  it("is the count of the table the claim names, not of a nested table's list with the same number of entries", () => {
    expect(verdict('The dependency table lists five crates.', manifest)[0]).toBe('supported');
    expect(verdict('The dependency table lists six entries.', manifest)[0]).toBe('refuted');
    expect(verdict('The dependency table lists six crates.', manifest)[0]).not.toBe('supported');
  });

  it('leaves a word of another clause to the value of that clause ("three of them optional")', () => {
    expect(verdict('The dependency table lists five crates, three of them optional.', manifest)[0]).toBe('supported');
  });
});

describe('the setting each amount of a claim counts ("500 connections with a 30 second timeout")', () => {
  const config = {
    uri: 'server.toml',
    mediaType: 'application/toml',
    title: '',
    text: '[http.limits]\nconnections = 500\n\n[http.timeout]\nconnect = 5\nread = 30\n',
  };

  it('reads each amount from the setting its own words name, not another amount\'s ("timeout" is the seconds\')', () => {
    expect(verdict('The server allows 500 connections with a 5 second connect timeout.', config)).toEqual([
      'supported',
      'the source states 500 (server.toml:2), 5 second (server.toml:5)',
    ]);
    expect(verdict('The server allows 500 connections with a 30 second timeout.', config)).toEqual([
      'supported',
      'the source states 500 (server.toml:2), 30 second (server.toml:6)',
    ]);
  });

  it('still refutes an amount its own setting contradicts', () => {
    expect(verdict('The server allows 800 connections with a 5 second connect timeout.', config)).toEqual([
      'refuted',
      'the source gives 500 for "http.limits.connections" (server.toml:2), not 800',
    ]);
  });
});
