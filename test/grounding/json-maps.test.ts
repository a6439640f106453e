// A JSON map of names to plain values under a key of its own (package.json's "dependencies"): its entries are counted.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const pkg = {
  uri: 'package.json',
  mediaType: 'application/json',
  title: 'fastlog package.json',
  text: JSON.stringify(
    {
      name: 'fastlog',
      version: '3.2.1',
      engines: { node: '>=18' },
      dependencies: { chalk: '^5.3.0', pino: '^9.1.0' },
      scripts: { build: 'tsc', test: 'vitest', lint: 'eslint .' },
    },
    null,
    2,
  ),
};

describe('a JSON map under a key', () => {
  it('counts its entries, and refutes another count naming the key and its place', () => {
    expect(assessDeterministic('It has two dependencies.', pkg).support).toBe('supported');
    expect(assessDeterministic('The package defines 3 scripts.', pkg).support).toBe('supported');
    const wrong = assessDeterministic('It has three dependencies.', pkg);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe(
      'the source gives 2 entries for "dependencies (number of entries)" (package.json:7), not three',
    );
  });
});
