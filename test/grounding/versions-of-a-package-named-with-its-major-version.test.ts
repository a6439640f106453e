// A version the claim gives of a product, read from a field whose key names that product with its major version ("openssl@3").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a version given under a key that names the product with its major version', () => {
  const brew = json('brew.json', { formulae: { 'node@20': '20.11.1', 'openssl@3': '3.3.0', 'python@3.12': '3.12.3' } });

  it('supports the version of the product the claim names', () => {
    expect(verdict('The machine has OpenSSL 3.3.0 installed.', brew)).toEqual([
      'supported',
      'the source states 3.3.0 (brew.json:1), OpenSSL (the source)',
    ]);
    expect(verdict('The machine has Node 20.11.1 installed.', brew)).toEqual([
      'supported',
      'the source states 20.11.1 (brew.json:1), Node (the source)',
    ]);
  });

  it('reads a key whose major version has a minor part too ("python@3.12")', () => {
    expect(verdict('The machine has Python 3.12.3 installed.', brew)).toEqual([
      'supported',
      'the source states 3.12.3 (brew.json:1), Python (the source)',
    ]);
  });
});
