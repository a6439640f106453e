// A version the claim gives a product, read only in the source's versions of that product (or of one whose name holds it).
import { describe, expect, it } from 'vitest';
import { verdict } from './fixtures.js';

const notes = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/plain', text: lines.join('\n'), title: '' });

describe('a version of a product the claim names', () => {
  it('is left to a person when the field is keyed by a longer name that begins with it ("redis-server" for Redis)', () => {
    const stack = {
      uri: 'stack.json',
      mediaType: 'application/json',
      title: '',
      text: '{"services":{"postgresql":"16.2","redis-server":"7.2.4"}}',
    };
    // (As "cookie-parser" is not "cookie", "redis-server" may or may not be Redis.)
    expect(verdict('The stack runs Redis 7.2.4.', stack)[0]).toBe('neutral');
    expect(
      verdict('The app pins cookie 1.4.6.', {
        uri: 'package.json',
        mediaType: 'application/json',
        title: '',
        text: '{"dependencies":{"cookie-parser":"1.4.6","qs":"6.5.1"}}',
      }),
    ).toEqual([
      'neutral',
      'the source gives 1.4.6 for "dependencies.cookie-parser", whose name only begins with the claim\'s; check that it is the same thing',
    ]);
  });

  it('is stated by a nested field whose own key names the product', () => {
    const stack = {
      uri: 'stack.yaml',
      mediaType: 'application/yaml',
      title: '',
      text: 'service: api\nengines:\n  runtime:\n    node: "20.11.0"\n    deno: "1.40.0"\n',
    };
    expect(verdict('The service runs on Node 20.11.0.', stack)).toEqual([
      'supported',
      'the source states 20.11.0 (stack.yaml:4), Node (the source)',
    ]);
  });
});

describe('a version of a product the claim does not name', () => {
  it('is not named by a two-letter word inside the product\'s name ("OS" in "PostgreSQL")', () => {
    expect(verdict('The OS is at version 16.2.', notes('notes.txt', ['OS database: PostgreSQL 16.2']))).toEqual([
      'neutral',
      'the source does not state 16.2 (said of: OS, version)',
    ]);
  });

  it('is named by a three-letter word inside the product\'s name ("SSL" in "OpenSSL")', () => {
    expect(verdict('The SSL library is at version 3.2.1.', notes('notes.txt', ['Library: OpenSSL 3.2.1']))).toEqual([
      'neutral',
      'the source does not state SSL (said of: SSL, library, version)',
    ]);
  });
});
