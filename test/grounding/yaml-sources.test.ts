// YAML sources (CI workflows, compose files): read with the yaml library into JSON's ranged nodes, then as JSON is.
import { describe, expect, it } from 'vitest';
import { holdsRecords, parseYamlDocuments } from '../../src/grounding/yaml-offsets.js';

/** The nodes of a YAML text of one document. */
const oneDocument = (text: string) => parseYamlDocuments(text)?.[0];
import { verdict } from './fixtures.js';

const workflow = {
  uri: '.github/workflows/tests.yml',
  mediaType: 'text/plain',
  title: '',
  text: [
    'name: Tests',
    'on:',
    '  push:',
    '    branches: [main, stable]',
    'jobs:',
    '  tests:',
    '    strategy:',
    '      matrix:',
    '        include:',
    "          - {python: '3.13'}",
    "          - {python: '3.12'}",
    "          - {name: Windows, python: '3.13', os: windows-latest}",
    '    steps:',
    '      - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2',
    '      - run: tox run',
    '  typing:',
    '    steps:',
    '      - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2',
    '      - uses: actions/cache@668228422ae6a00e4ad889ee87cd7109ec5666a7 # v5.0.4',
    '',
  ].join('\n'),
};

describe('a YAML text read as ranged nodes', () => {
  it('keeps a number as written and a comment on its own line as part of the value', () => {
    expect(oneDocument('python: 3.10\ntimeout: 15000 # milliseconds\nname: x # the name\n')).toEqual({
      kind: 'object',
      start: 0,
      end: 62,
      entries: [
        { key: 'python', keyStart: 0, value: { kind: 'scalar', start: 8, end: 12, value: '3.10' } },
        { key: 'timeout', keyStart: 13, value: { kind: 'scalar', start: 22, end: 42, value: '15000 milliseconds' } },
        { key: 'name', keyStart: 43, value: { kind: 'scalar', start: 49, end: 61, value: 'x # the name' } },
      ],
    });
  });

  it('is none for a syntax error or a bare scalar, one node a document, and an alias is not expanded', () => {
    expect(oneDocument('a: [1, 2\n')).toBeUndefined();
    expect(parseYamlDocuments('a: 1\n---\nb: 2\n')).toHaveLength(2);
    expect(oneDocument('just text\n')).toBeUndefined();
    const bomb = ['a: &a [x, x, x, x]', 'b: &b [*a, *a, *a, *a]', 'c: [*b, *b, *b, *b]', ''].join('\n');
    const root = oneDocument(bomb);
    expect(root?.kind === 'object' && root.entries[2]?.value).toMatchObject({
      kind: 'array',
      items: [{ value: '*b' }, {}, {}, {}],
    });
  });
});

describe('the YAML files read as records', () => {
  it('are those with records in a list; nested keys alone are read line by line', () => {
    const records = oneDocument(workflow.text);
    const nested = oneDocument('database:\n  port: 5432\n  hosts: [a, b]\n');
    expect(records && holdsRecords(records)).toBe(true);
    expect(nested && holdsRecords(nested)).toBe(false);
  });
});

describe('a CI workflow', () => {
  it("states a matrix's versions of the language its key names, and counts its entries and the jobs", () => {
    expect(verdict('The matrix runs Python 3.12.', workflow)[0]).toBe('supported');
    expect(verdict('The matrix runs Python 3.9.', workflow)[0]).not.toBe('supported');
    expect(verdict('The test matrix lists three entries.', workflow)[0]).toBe('supported');
    expect(verdict('The workflow defines two jobs.', workflow)).toEqual([
      'supported',
      'the source states two (tests.yml:6)',
    ]);
    expect(verdict('The workflow defines three jobs.', workflow)).toEqual([
      'refuted',
      'the source gives 2 entries for "jobs (number of entries)" (tests.yml:6), not three',
    ]);
  });

  it('reads the release a comment gives an action pinned by its commit, the same in every job', () => {
    expect(verdict('Each job checks out the code with actions/checkout v6.0.2.', workflow)[0]).toBe('supported');
    expect(verdict('The typing job caches with actions/cache v5.0.4.', workflow)[0]).toBe('supported');
    // (Another release of it is not stated; the step is named by its long pinned text only, so it is left to a person.)
    expect(verdict('The typing job caches with actions/cache v4.2.0.', workflow)[0]).toBe('neutral');
  });
});

describe('the scalars and keys of a YAML text', () => {
  it('keeps true, false and null as such, a whole number as a number, and a key with no value as null at its end', () => {
    const root = oneDocument('on: true\noff: false\nnone: ~\nport: 5\nratio: 1.0\npaths:\nlist: [1, {a: 1}]\n');
    expect(
      root?.kind === 'object' &&
        root.entries.map((e) => [e.key, e.value.kind === 'scalar' ? e.value.value : e.value.kind]),
    ).toEqual([
      ['on', true],
      ['off', false],
      ['none', null],
      ['port', 5],
      ['ratio', '1.0'],
      ['paths', null],
      ['list', 'array'],
    ]);
    // (Placed just after its colon.)
    expect(root?.kind === 'object' && root.entries[5]?.value).toEqual({
      kind: 'scalar',
      start: 53,
      end: 53,
      value: null,
    });
    expect(root && holdsRecords(root)).toBe(true);
  });

  it('leaves out an entry whose key is no scalar', () => {
    const root = oneDocument('? [a, b]\n: 1\nc: 2\n');
    expect(root?.kind === 'object' && root.entries.map((e) => e.key)).toEqual(['c']);
  });
});
