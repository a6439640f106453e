// A name the claim gives with a version ("Go 1.22"), stated in the field or heading that gives the version.
import { describe, expect, it } from 'vitest';
import { linesSource, md, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');

describe('a name in the field that gives its version', () => {
  it('is stated there, in a YAML field', () => {
    const meta = yaml('meta.yaml', ['name: quill', 'language: Go 1.22', 'license: MIT', 'downloads: 1200']);
    expect(verdict('Quill is written in Go 1.22.', meta)).toEqual([
      'supported',
      'the source states 1.22 (meta.yaml:2), Go (meta.yaml:2)',
    ]);
  });

  it('is stated there, in a Markdown field', () => {
    const readme = md('README.md', ['# Quill', '', 'Language: Go 1.22', '', 'Downloads: 1,200']);
    expect(verdict('It needs Go 1.22.', readme)).toEqual([
      'supported',
      'the source states 1.22 (README.md:3), Go (README.md:3)',
    ]);
  });
});

describe('a name in the heading that gives its version', () => {
  it('is cited at the heading, not at a field under it', () => {
    const readme = md('README.md', ['# Quill', '', '## Go 1.22', '', 'Downloads: 1,200']);
    expect(verdict('Quill is written in Go 1.22.', readme)).toEqual([
      'supported',
      'the source states 1.22 (README.md:3), Go (README.md:3)',
    ]);
  });
});
