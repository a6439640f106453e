// A number alone after a package a field gives versions of ("Node 18", "debug 4"): the major line of that package.
import { describe, expect, it } from 'vitest';
import { extractVersions, relateVersions } from '../../src/grounding/values.js';
import { json, verdict } from './fixtures.js';

const manifest = json('package.json', {
  name: 'express',
  version: '5.1.0',
  engines: { node: '>= 18' },
  dependencies: { debug: '^4.4.0' },
});

describe('a number alone after a package', () => {
  it('is a version of a package a field gives versions of, and nothing else', () => {
    const node = new Set(['node']);
    expect(extractVersions('requires Node.js 18 or later', new Set(), new Set(), node)).toEqual([
      { text: '18', start: 17, end: 19, version: [18], suffix: '', product: 'node' },
    ]);
    expect(extractVersions('requires Node 18 or later', node)).toEqual([]);
    expect(extractVersions('Node 18 ms', new Set(), new Set(), node)).toEqual([]);
    expect(extractVersions('Python 3 or later', new Set(), new Set(), node)).toEqual([]);
  });

  it('names a major line, stated by any release of it and contradicted by another line', () => {
    expect(relateVersions({ version: [20], suffix: '' }, { version: [20, 11, 0], suffix: '' })).toBe('match');
    expect(relateVersions({ version: [18], suffix: '' }, { version: [20, 11, 0], suffix: '' })).toBe('conflict');
    expect(relateVersions({ version: [18], suffix: '' }, { version: [18], suffix: '' })).toBe('match');
  });
});

describe('a claim of the runtime or a dependency by its major line', () => {
  it('is checked against the requirement: its minimum states it, a version it lets in is left to a person', () => {
    expect(verdict('Express 5.1.0 requires Node.js 18 or later.', manifest)[0]).toBe('supported');
    expect(verdict('Express 5.1.0 requires Node 16 or newer.', manifest)).toEqual([
      'refuted',
      'the source gives >= 18 for "engines.node" (package.json:1), not 16',
    ]);
    expect(verdict('Express 5.1.0 runs on Node 20.', manifest)).toEqual([
      'neutral',
      'the source requires >= 18 for "engines.node", which lets in 20 without naming it; check that the claim means a version it allows',
    ]);
  });

  it('is stated by the release a dependency pins, and refuted by another line', () => {
    expect(verdict('Express 5.1.0 depends on debug 4.', manifest)[0]).toBe('supported');
    expect(verdict('Express 5.1.0 depends on debug 3.', manifest)).toEqual([
      'refuted',
      'the source gives ^4.4.0 for "dependencies.debug" (package.json:1:89), not 3',
    ]);
  });
});
