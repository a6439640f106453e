// The readers' edges: an INI value on the indented lines below its key, an image reference's tag, a tilde range's bound.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/grounding/config-entries.js';
import { fieldVersions, impliedUpperBound } from '../../src/grounding/values.js';

describe('an INI value on the indented lines below its key', () => {
  const text = [
    '[options]',
    'install_requires =',
    '    mccabe>=0.7.0  # the complexity checker',
    '    pyflakes>=3.4.0',
    'python_requires = >=3.10',
    '[options.entry_points]',
    'flake8.report =',
    '    default = demo.formatting:Default',
    '',
  ].join('\n');
  // (Read inside each test, not when the file is collected: a mutant is switched on for a test's own run.)
  const entry = (path: string) => readConfig(text).entries.find((e) => e.path.join('.') === path);

  it('is the list of those lines, without their comments, placed from its key to its last line', () => {
    const requires = entry('options.install_requires');
    expect(requires?.items).toEqual(['mccabe>=0.7.0', 'pyflakes>=3.4.0']);
    expect(requires?.value).toBe('mccabe>=0.7.0, pyflakes>=3.4.0');
    expect(text.slice(requires?.range.start, requires?.range.end)).toBe(
      'install_requires =\n    mccabe>=0.7.0  # the complexity checker\n    pyflakes>=3.4.0',
    );
    expect(text.slice(requires?.valueStart)).toMatch(/^ {4}mccabe/u);
  });

  it('ends at a line no deeper than its key, which is an entry of its own', () => {
    expect(entry('options.python_requires')?.value).toBe('>=3.10');
    expect(entry('options.install_requires')?.items).toHaveLength(2);
  });

  it('holds an entry for each of its lines that is `name = value`, placed on that line', () => {
    const report = entry('options.entry_points.flake8.report.default');
    expect(report?.value).toBe('demo.formatting:Default');
    expect(text.slice(report?.range.start, report?.range.end)).toBe('    default = demo.formatting:Default');
    expect(text.slice(report?.valueStart, report?.range.end)).toBe('demo.formatting:Default');
  });

  it('ends at a blank line, and a key with nothing below it at the end of the text is an empty value', () => {
    const { entries: read } = readConfig('[metadata]\nclassifiers =\n    A\n\n    B\nkeywords =');
    expect(read.map((e) => [e.path.join('.'), e.value, e.items])).toEqual([
      ['metadata.classifiers', 'A', ['A']],
      ['metadata.keywords', '', undefined],
    ]);
  });

  it('ends at a line of spaces alone, leaves out a line of a comment alone, and runs at most 200 lines', () => {
    const spaced = readConfig('[metadata]\nclassifiers =\n    A\n    # a note\n    B\n    \n    C\n').entries;
    expect(spaced[0]?.items).toEqual(['A', 'B']);
    const long = readConfig(
      ['[m]', 'k =', ...Array.from({ length: 201 }, (_, i) => `    item${i}`)].join('\n'),
    ).entries;
    expect(long[0]?.items).toHaveLength(200);
  });

  it('is placed from its key where the key is indented', () => {
    const text = '[m]\n  k =\n      a\n      b\n';
    const [k] = readConfig(text).entries;
    expect(text.slice(k?.range.start, k?.range.end)).toBe('k =\n      a\n      b');
  });

  it('is not a TOML key indented under another key with a value', () => {
    const { entries: read } = readConfig('[a]\nx = 1\n  y = 2\n');
    expect(read.map((e) => [e.path.join('.'), e.value])).toEqual([
      ['a.x', '1'],
      ['a.y', '2'],
    ]);
  });
});

describe("an image reference's tag", () => {
  it('is the version of the image it names, its variant and any space aside, placed at the tag', () => {
    const value = ' docker.io/library/node:20-alpine ';
    const [v] = fieldVersions(['services', 'web', 'image'], value);
    expect(v).toMatchObject({ text: '20', version: [20], product: 'node' });
    expect(value.slice(v?.start, v?.end)).toBe('20');
  });

  it("is a variable's default when the tag is a variable", () => {
    expect(fieldVersions(['image'], 'postgres:${POSTGRES_VERSION:-17}')).toMatchObject([
      { text: '17', product: 'postgres' },
    ]);
  });

  it('is no version when it is a word, or when there is none', () => {
    expect(fieldVersions(['image'], 'redis:latest')).toEqual([]);
    expect(fieldVersions(['image'], 'minio/minio')).toEqual([]);
  });
});

describe("a tilde range's bound", () => {
  it('lets the patch move for two parts as for three', () => {
    expect(impliedUpperBound('~4.3')).toEqual([4, 4]);
  });
});
