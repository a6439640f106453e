// A setting whose sibling key ("retries" beside "connections") is also the name of another block of the config file.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

describe('a claim word that is the key of a sibling setting and the name of another block', () => {
  const config = {
    uri: 'config.toml',
    mediaType: 'application/toml',
    title: '',
    text: '[server.limits]\nconnections = 500\nretries = 3\n\n[server.retries]\nbackoff = 2\nmax = 5\n',
  };

  it('names the block of the settings beside the value too, so its value is still found there', () => {
    // ("retries" is a key of [server.limits] as well as the block [server.retries].)
    expect(verdict('Its limits on retries allow 500 connections.', config)).toEqual([
      'supported',
      'the source states 500 (config.toml:2)',
    ]);
  });
});
