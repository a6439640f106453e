// A number written in a setting's own key ("port_8080: open") states the claim's value, unlike a number that names a column.
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const yaml = (uri: string, lines: string[]): { uri: string; mediaType: string; text: string; title: string } => ({
  uri,
  mediaType: 'application/yaml',
  text: [...lines, ''].join('\n'),
  title: '',
});

describe('a number in the key of a setting', () => {
  const server = yaml('server.yaml', ['server:', '  port_8080: open']);

  it('supports the port the claim gives', () => {
    expect(verdict('The server listens on port 8080.', server)).toEqual([
      'supported',
      'the source states 8080 (server.yaml:2)',
    ]);
  });

  it('does not support another port', () => {
    expect(verdict('The server listens on port 8081.', server)).toEqual([
      'neutral',
      'the source does not state 8081 (said of: server, listens, port)',
    ]);
  });

  it('supports it when the key word is said in another clause of the claim', () => {
    expect(verdict('As for the port, we use 8080.', server)).toEqual([
      'supported',
      'the source states 8080 (server.yaml:2)',
    ]);
  });
});
